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
package engine
