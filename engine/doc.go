// Package engine is the game-agnostic core of Overdeck: seats, actions,
// legal-action generation, buffered simultaneous choices, per-seat views, the
// log, the match's random generator, its history and undo by replay.
//
// A game implements Rules (its full state) and describes itself with a Game.
// Everything else talks to a Match:
//
//	m, err := engine.NewMatch(goofspiel.Game, engine.Setup{}, seed)
//	for !m.Outcome().Over {
//		for _, s := range m.Waiting() {
//			v := m.View(s)              // all s may know, nothing more
//			err = m.Apply(s, v.Legal[0]) // anything not legal is refused
//		}
//	}
//
// Simultaneous decisions: when ToAct names several seats, each Apply is held
// unseen (other seats' views show only that it was made) until the last seat
// chooses; then Rules.Resolve gets all the choices at once.
//
// Determinism: all chance comes from the match's PCG generator, seeded from
// the match seed and saved in its snapshot, so seed + setup + history replay
// a match bit for bit (Restore). Undo replays the history without its last
// moves. The history is capped at MaxHistory moves: past that the current
// state becomes the base the history starts from.
//
// Hidden information: nothing leaves a match except through View (the
// screen, the log, the bots, save previews). A game's tests prove that
// changing what a seat may not know leaves that seat's view bytes unchanged.
//
// # Writing a game for the bots
//
// The bots (package engine/ai) deal a sample from the view, play it on and
// score it, tens of thousands of times a move, and under WebAssembly every
// allocation costs twice: once to make, once for a collector that stops the
// page. So a game is written, from its first line, to make no garbage on
// that path; a Hard search then allocates a kilobyte or two per iteration
// (the search tree's own growth), not tens:
//
//   - State is flat slices of small value types: no maps, no pointers to
//     fresh allocations, nothing a copy must chase.
//   - CopyFrom(src Rules) (Copier) overwrites the receiver with a deep copy
//     of src in the receiver's own slices (append(dst[:0], src...)), so that
//     once their capacities suffice it allocates nothing; Clone is CopyFrom
//     into a new value. Unexported working memory (caches, scratch) is
//     neither copied nor shared.
//   - LegalInto(s Seat, dst []Action) []Action (LegalAppender) appends
//     what Legal returns to the caller's slice. Actions must box without
//     allocating: one-byte values (a Bid), or pointers into tables made
//     once or into memory the state reuses (valid until the state changes
//     or the next LegalInto for the same seat). Keys are made once (a
//     table, an interned string) and stay valid for ever: the search keeps
//     them; their words (String) are made only when someone reads them.
//     A list that depends on a few things the state holds can be kept by
//     them: the samples of one search list the same hands again and again
//     (OverRealm's listInputs).
//   - Game.DeterminizeInto deals the sample into the state the last
//     iteration used, drawing exactly what Determinize draws, so a search
//     gives the same answer either way.
//   - Resolve writes no log words nobody reads: when Turn.Quiet reports a
//     bot's simulation, the game skips formatting (fmt boxes its arguments
//     even when the line is then dropped).
//   - Game.DecodeView reads a view back from its bytes, so that the
//     computer can think in a Web Worker (DecodeSeatView).
//
// Each is optional: a game without them still works (CopyRules falls back
// to Clone, LegalInto to Legal, Game.Sample to Determinize), only slower.
// Every game has a test that a search leaves no trace on what it copies
// (engine/ai/aitest.NoTrace) and that its view survives its bytes.
package engine
