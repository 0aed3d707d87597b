package overpower

import (
	"fmt"
	"math/rand/v2"

	"overdeck/engine"
	"overdeck/engine/effect"
)

// Game describes OverPower to the engine.
var Game = &engine.Game{
	ID:              "overpower",
	Name:            "OverPower",
	Blurb:           "Lead a team of four legends through a series of battles: attack, block and avoid, venture your mission's objectives on each battle, and KO the other team or complete your mission first.",
	Seats:           2,
	RulesVersion:    3,
	New:             New,
	Decode:          Decode,
	Determinize:     Determinize,
	DeterminizeInto: DeterminizeInto,
	Evaluate:        Evaluate,
	DecodeView:      DecodeView,
}

func init() { engine.Register(Game) }

// Sizes of the rulebook.
const (
	HandSize   = 8  // cards drawn each Draw Phase
	MaxThreat  = 76 // team plus homebase
	MinDeck    = 51 // cards in a deck without Events
	MinEvDeck  = 56 // with Events
	Objectives = 7  // a Mission Set's objectives
	CumKO      = 20 // Cumulative KO damage
	SpectrumKO = 3  // Spectrum KO types
)

// Decode restores a state written by MarshalMsg.
func Decode(b []byte) (engine.Rules, error) {
	s := &State{}
	if _, err := s.UnmarshalMsg(b); err != nil {
		return nil, fmt.Errorf("overpower: decode: %w", err)
	}
	return s, nil
}

// DecodeView restores a View written by its MarshalMsg.
func DecodeView(b []byte) (engine.View, error) {
	v := &View{}
	if _, err := v.UnmarshalMsg(b); err != nil {
		return nil, err
	}
	return v, nil
}

// ToAct returns the seat to decide, or nothing once the match is over.
func (g *State) ToAct() []engine.Seat {
	if g.Phase == PhaseOver {
		return nil
	}
	return toActs[g.ToMove&1]
}

// toActs are ToAct's lists, made once (nobody changes them).
var toActs = [2][]engine.Seat{{0}, {1}}

// Outcome says who won and how.
func (g *State) Outcome() engine.Outcome {
	if g.Phase != PhaseOver {
		return engine.Running
	}
	if g.Winner < 0 {
		return engine.DrawOutcome(g.Why)
	}
	return engine.Win(engine.Seat(g.Winner), g.Why)
}

// Clone returns a deep copy (CopyFrom into a new State).
func (g *State) Clone() engine.Rules {
	c := &State{}
	c.CopyFrom(g)
	return c
}

// CopyFrom copies src (a *State) into g, reusing g's slices.
func (g *State) CopyFrom(src engine.Rules) {
	s := src.(*State)
	keep := *g
	*g = *s
	g.buf, g.dl, g.ls = keep.buf, keep.dl, keep.ls
	g.Inst = append(keep.Inst[:0], s.Inst...)
	for i := range g.Chars {
		g.Chars[i].Hits = append(keep.Chars[i].Hits[:0], s.Chars[i].Hits...)
		g.Chars[i].Record = append(keep.Chars[i].Record[:0], s.Chars[i].Record...)
	}
	for i := range g.P {
		p, k, sp := &g.P[i], &keep.P[i], &s.P[i]
		p.Draw = append(k.Draw[:0], sp.Draw...)
		p.Hand = append(k.Hand[:0], sp.Hand...)
		p.Known = append(k.Known[:0], sp.Known...)
		p.Pack = append(k.Pack[:0], sp.Pack...)
		p.Dead = append(k.Dead[:0], sp.Dead...)
		p.Defeat = append(k.Defeat[:0], sp.Defeat...)
		p.Gone = append(k.Gone[:0], sp.Gone...)
		p.Keep = append(k.Keep[:0], sp.Keep...)
	}
	g.InPlay = append(keep.InPlay[:0], s.InPlay...)
	for i := range g.InPlay {
		var old []Hit
		if i < len(keep.InPlay) {
			old = keep.InPlay[i].Hits
		}
		g.InPlay[i].Hits = append(old[:0:0], s.InPlay[i].Hits...)
	}
	g.Held = append(keep.Held[:0], s.Held...)
	g.Shared = append(keep.Shared[:0], s.Shared...)
	g.Marks = append(keep.Marks[:0], s.Marks...)
	g.Choice.Opts = append(keep.Choice.Opts[:0], s.Choice.Opts...)
	b := &s.Board
	g.Board = effect.Board{Active: b.Active, Printed: append(keep.Board.Printed[:0], b.Printed...),
		Effects: append(keep.Board.Effects[:0], b.Effects...), Tokens: append(keep.Board.Tokens[:0], b.Tokens...),
		Queue: append(keep.Board.Queue[:0], b.Queue...), LastID: b.LastID, LastBatch: b.LastBatch}
	// The effect cache is working memory too: it checks the Board on every
	// use, so the receiver's own serves the copy.
	g.rnd, g.tt, g.fx = nil, nil, keep.fx
}

// Legal returns the moves seat s may make now, as Move values of their own.
func (g *State) Legal(s engine.Seat) []engine.Action {
	if g.Phase == PhaseOver || int8(s) != g.ToMove {
		return nil
	}
	g.buf = g.moves(g.buf[:0])
	out := make([]engine.Action, len(g.buf))
	for i, m := range g.buf {
		out[i] = m
	}
	return out
}

// LegalInto appends the moves seat s may make now to dst: pointers into
// the state's own working list (boxing a Move would allocate), valid until
// the state changes or lists again (engine.LegalAppender).
func (g *State) LegalInto(s engine.Seat, dst []engine.Action) []engine.Action {
	if g.Phase == PhaseOver || int8(s) != g.ToMove {
		return dst
	}
	g.buf = g.moves(g.buf[:0])
	for i := range g.buf {
		dst = append(dst, &g.buf[i])
	}
	return dst
}

// asMove reads an action of this game: a Move from Legal or a *Move from
// LegalInto.
func asMove(a engine.Action) (Move, bool) {
	switch m := a.(type) {
	case Move:
		return m, true
	case *Move:
		return *m, true
	}
	return Move{}, false
}

// Resolve carries out the move of the seat to act.
func (g *State) Resolve(choices []engine.Action, t *engine.Turn) {
	g.tt, g.rnd = t, t.Rand()
	defer func() { g.tt, g.rnd = nil, nil }()
	g.Steps++
	var was *tally
	if g.loud() {
		was = g.count()
	}
	m, _ := asMove(choices[0]) // a copy: apply may list moves again
	g.apply(m)
	g.run()
	if was != nil {
		g.narrate(was)
	}
}

// rand returns the random generator of the move being resolved (a fixed
// one outside a move, so that tests calling the rules directly are exact).
func (g *State) rand() *rand.Rand {
	if g.rnd == nil {
		g.rnd = rand.New(rand.NewPCG(uint64(g.Steps), 7))
	}
	return g.rnd
}

// logf adds a public line to the log.
func (g *State) logf(format string, args ...any) {
	if g.tt != nil {
		g.tt.Log(format, args...)
	}
}

// loud reports whether the move being resolved is narrated: not in a
// bot's simulation (engine.Turn.Quiet), where words nobody reads are
// not worth making.
func (g *State) loud() bool { return g.tt != nil && !g.tt.Quiet() }

// tell adds a line only seat s may read.
func (g *State) tell(s int, format string, args ...any) {
	if g.tt != nil {
		g.tt.Tell(engine.Seat(s), format, args...)
	}
}

// over ends the match: winner -1 is a draw.
func (g *State) over(winner int8, why string) {
	g.Phase, g.Winner, g.Why = PhaseOver, winner, why
	g.logf("%s", why)
}
