package multiverse

import (
	"fmt"
	"slices"

	"overdeck/engine"
)

// Game describes Against the Multiverse to the engine.
var Game = &engine.Game{
	ID:           "multiverse",
	Name:         "Against the Multiverse",
	Blurb:        "Solo: defend three face-down cards and break every row of the Multiverse before its attacks, rolled on a d6, break you or the Power Deck runs out.",
	Seats:        1,
	RulesVersion: 2,
	New:          New,
	Decode:       Decode,
	Determinize:  Determinize,
	Evaluate:     Evaluate,

	DeterminizeInto: DeterminizeInto,
}

func init() { engine.Register(Game) }

// Decode restores a state written by MarshalMsg.
func Decode(b []byte) (engine.Rules, error) {
	s := &State{}
	if _, err := s.UnmarshalMsg(b); err != nil {
		return nil, fmt.Errorf("multiverse: decode: %w", err)
	}
	return s, nil
}

var seat0 = []engine.Seat{0}

// ToAct returns the player while the game runs, nobody once it is over.
func (s *State) ToAct() []engine.Seat {
	if s.Phase == PhaseOver {
		return nil
	}
	return seat0
}

// Outcome says whether the game is over and whether the player won.
func (s *State) Outcome() engine.Outcome {
	switch s.Result {
	case ResultWon:
		return engine.Win(0, "You win: every defense card of the Multiverse is defeated")
	case ResultNoDefense:
		return engine.Outcome{Over: true, Summary: "The Multiverse wins: your three defense cards are gone"}
	case ResultNoDeck:
		return engine.Outcome{Over: true, Summary: "The Multiverse wins: the Power Deck ran out"}
	}
	return engine.Running
}

// Clone returns a deep copy.
func (s *State) Clone() engine.Rules {
	c := &State{}
	c.CopyFrom(s)
	return c
}

// CopyFrom copies src (a *State) into s, reusing s's slices.
func (s *State) CopyFrom(src engine.Rules) {
	o := src.(*State)
	keep := *s
	*s = *o
	s.DeckList = append(keep.DeckList[:0], o.DeckList...)
	s.Deck = append(keep.Deck[:0], o.Deck...)
	s.Discard = append(keep.Discard[:0], o.Discard...)
	s.Hand = append(keep.Hand[:0], o.Hand...)
	s.BGDeck = append(keep.BGDeck[:0], o.BGDeck...)
	s.MVBG = append(keep.MVBG[:0], o.MVBG...)
	s.Rows = append(keep.Rows[:0], o.Rows...)
	s.Rolls = append(keep.Rolls[:0], o.Rolls...)
	s.Fight.Instants = append(keep.Fight.Instants[:0], o.Fight.Instants...)
	s.Fight.Attackers = append(keep.Fight.Attackers[:0], o.Fight.Attackers...)
	b, kb := &s.Board, &keep.Board
	b.Printed = append(kb.Printed[:0], o.Board.Printed...)
	b.Effects = append(kb.Effects[:0], o.Board.Effects...)
	b.Tokens = append(kb.Tokens[:0], o.Board.Tokens...)
	b.Queue = append(kb.Queue[:0], o.Board.Queue...)
	s.Trace = slices.Clone(o.Trace) // read only by the table: the bots never trace
	s.lb = keep.lb
	// The effect cache is working memory: it checks the Board on every use,
	// so the receiver's own serves the copy.
	s.tt, s.tracing, s.fx, s.running, s.playing = nil, false, keep.fx, false, 0
}

// Resolve carries out the player's action. Ending the turn plays phase 3,
// the whole turn of the Multiverse (traced step by step) and phase 1 of the
// player's next turn.
func (s *State) Resolve(choices []engine.Action, t *engine.Turn) {
	s.tt = t
	s.Revealed = false
	defer func() { s.tt, s.tracing, s.loud = nil, false, false }()
	k := choices[0].Key()
	s.loud = !t.Quiet() // a bot's simulation keeps no log
	if s.loud {
		before := s.takeTally()
		s.told = &before
		defer func() { s.narrate(s.told); s.told = nil }()
	}
	switch s.Phase {
	case PhaseMain:
		s.resolveMain(k)
	case PhaseCombat:
		s.resolveCombat(k)
	case PhaseDiscard:
		s.resolveDiscard(k)
	}
	if s.Revealed {
		s.Safe = 0
	} else {
		s.Safe++
	}
}

// log writes a public log line. A call with arguments checks s.loud
// first: a bot's simulation keeps no log, and boxing the arguments, or
// making their words, would allocate anyway.
func (s *State) log(format string, args ...any) {
	if s.loud {
		s.tt.Log(format, args...)
	}
}

// name names a Power card.
func name(c uint8) string { return PowerCards[c].Name }
