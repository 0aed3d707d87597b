package overwatch

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"overdeck/engine"
)

// Game describes the Overwatch Card Game to the engine.
var Game = &engine.Game{
	ID:           "overwatch",
	Name:         "Overwatch Card Game",
	Blurb:        "Deploy six heroes into three rows, fire their abilities, spend row synergy on ultimates, and out-power your rival in two rounds out of three.",
	Seats:        2,
	RulesVersion: 2,
	New:          New,
	Decode:       Decode,
	Determinize:  Determinize,
	Evaluate:     Evaluate,
	// The bots' search deals its samples into one reused state.
	DeterminizeInto: DeterminizeInto,
	DecodeView:      DecodeView,
}

func init() { engine.Register(Game) }

// Hand sizes of the seed.
const (
	OpeningHand = 8 // cards drawn at set-up
	RoundDraw   = 6 // cards drawn after each round
	HandLimit   = 8 // Symmetra's Teleporter does nothing to a hand this full
)

// Decode restores a state written by MarshalMsg.
func Decode(b []byte) (engine.Rules, error) {
	s := &State{}
	if _, err := s.UnmarshalMsg(b); err != nil {
		return nil, fmt.Errorf("overwatch: decode: %w", err)
	}
	return s, nil
}

// ToAct returns the seat to act, or nothing once the match is over.
func (g *State) ToAct() []engine.Seat {
	if g.Phase == PhaseOver {
		return nil
	}
	k := g.ToMove & 1
	return seatAlone[k : k+1 : k+1]
}

// seatAlone holds each seat, for ToAct (callers only read it).
var seatAlone = []engine.Seat{0, 1}

// Outcome: the first to two round wins takes the match; both reaching two
// in the same round is a drawn match.
func (g *State) Outcome() engine.Outcome {
	if g.Phase != PhaseOver {
		return engine.Running
	}
	why := g.result(engine.Seat.String)
	switch {
	case g.Wins[0] >= 2 && g.Wins[1] >= 2:
		return engine.DrawOutcome(why)
	case g.Wins[0] >= 2:
		return engine.Win(0, why)
	}
	return engine.Win(1, why)
}

// result says how the finished match ended, naming the seats with name:
// "You win the match 2 rounds to 1".
func (g *State) result(name func(engine.Seat) string) string { return resultText(g.Wins, name) }

// ResultText says how the finished match ended, naming the seats with
// name ("You", "The computer", "Player 2").
func (v *View) ResultText(name func(engine.Seat) string) string { return resultText(v.Wins, name) }

// resultText words the end of a match in which each side won wins rounds.
func resultText(wins [2]int8, name func(engine.Seat) string) string {
	sum := fmt.Sprintf("%d rounds to %d", max(wins[0], wins[1]), min(wins[0], wins[1]))
	switch {
	case wins[0] >= 2 && wins[1] >= 2:
		return "A drawn match: both players reached two round wins in the same round"
	case wins[0] >= 2:
		return engine.Does(name(0), "win", "wins") + " the match " + sum
	}
	return engine.Does(name(1), "win", "wins") + " the match " + sum
}

// Clone returns a deep copy.
func (g *State) Clone() engine.Rules {
	c := &State{}
	c.CopyFrom(g)
	return c
}

// rand returns the random generator of the move being resolved (a fixed
// one outside a move, so that tests calling rules directly stay exact).
func (g *State) rand() *rand.Rand {
	if g.rnd == nil {
		g.rnd = rand.New(rand.NewPCG(uint64(g.Turns), 7))
	}
	return g.rnd
}

// logf adds a public line to the match log.
func (g *State) logf(format string, args ...any) {
	if !g.quiet() {
		g.tt.Log(format, args...)
	}
}

// quiet reports whether nothing is being logged (no move under way, or a
// bot's simulation): then the log's words need not be made.
func (g *State) quiet() bool { return g.tt == nil || g.tt.Quiet() }

// name names hero id for the log: "Player 2's Hanzo".
func (g *State) name(id int32) string {
	h := g.hero(id)
	if h == nil {
		return "a hero"
	}
	return engine.Seat(h.Side).String() + "'s " + h.card().Name
}

// Power returns side's power score, recomputed from the battlefield: each
// living hero's power for the row it stands in, as the marks in play
// modify it. Defeated heroes add nothing.
//
// Only the Orisa token's rule modifies power, so while no Orisa token is
// in play the printed values are summed without asking the effect table
// (which would return them unchanged).
func (g *State) Power(side int) int {
	n := 0
	g.eachPower(func(h *Hero, p int) {
		if int(h.Side) == side {
			n += p
		}
	})
	return n
}

// eachPower calls f with every living hero in play, in Heroes order, and
// its power: the printed power for its row, as the marks in play modify it.
func (g *State) eachPower(f func(h *Hero, power int)) {
	t, mod := g.tbl(), g.anyMark(MarkOrisa)
	for i := range g.Heroes {
		if h := &g.Heroes[i]; !h.Defeated {
			p := int(h.card().Power[h.Row])
			if mod {
				p = t.Value(p, stPower, srcOf(h.ID))
			}
			f(h, p)
		}
	}
}

// anyMark reports whether a mark of one of kinds is in play.
func (g *State) anyMark(kinds ...uint8) bool {
	for _, m := range g.Marks {
		if slices.Contains(kinds, m.Kind) {
			return true
		}
	}
	return false
}

// Synergy returns the synergy tokens left on side's three rows.
func (g *State) Synergy(side int) int {
	return int(g.Syn[side][0]) + int(g.Syn[side][1]) + int(g.Syn[side][2])
}

// giveCard puts card c into seat's hand, known to both players.
func (g *State) giveCard(seat int, c uint8) {
	p := &g.P[seat]
	p.Hand = insertSorted(p.Hand, c)
	p.Known = insertSorted(p.Known, c)
	g.logf("%s puts %s into their hand.", engine.Seat(seat), cards[c].Name)
}

// insertSorted inserts c into the sorted list s.
func insertSorted(s []uint8, c uint8) []uint8 {
	i, _ := slices.BinarySearch(s, c)
	return slices.Insert(s, i, c)
}

// takeOut removes one c from the sorted list s, reporting whether it was there.
func takeOut(s []uint8, c uint8) ([]uint8, bool) {
	i, ok := slices.BinarySearch(s, c)
	if !ok {
		return s, false
	}
	return slices.Delete(s, i, i+1), true
}

// discardHero takes hero id off the battlefield into its owner's discard
// pile (a special card or a token leaves the game instead).
func (g *State) discardHero(id int32) {
	h := g.hero(id)
	if h == nil {
		return
	}
	if !h.Token && !h.card().Special {
		g.P[h.Side].Discard = append(g.P[h.Side].Discard, h.Card)
	}
	g.remove(id)
}

// replaceWithDva puts a D.Va token (her ultimate spent) in hero id's place.
func (g *State) replaceWithDva(id int32) {
	h := g.hero(id)
	if h == nil {
		return
	}
	side, row, col := h.Side, h.Row, h.Col
	i := slices.IndexFunc(g.Heroes, func(x Hero) bool { return x.ID == id })
	g.Heroes = slices.Delete(g.Heroes, i, i+1)
	g.dropMarks(func(m Mark) bool { return m.On == id || m.By == id })
	g.tbl().Leave(srcOf(id))
	d := g.deploy(int(side), mustCard("D.Va"), row, col)
	d.UltUsed, d.Played, d.Token = true, true, true
	g.logf("D.Va+MEKA self-destructs; D.Va stands in her place.")
}

// deploy puts a new hero of card c on side's battlefield and prints its
// skills. It returns the new hero.
func (g *State) deploy(side int, c uint8, row, col int8) *Hero {
	g.NextID++
	g.Heroes = append(g.Heroes, Hero{ID: g.NextID, Card: c, Side: int8(side), Row: row, Col: col})
	card := cards[c]
	var defs []string
	for _, s := range card.Primary {
		defs = append(defs, s.ID)
	}
	if card.Ult != nil {
		defs = append(defs, card.Ult.ID)
	}
	if card.Turret {
		defs = append(defs, defTurret)
	}
	if err := g.tbl().Print(srcOf(g.NextID), engine.Seat(side), defs...); err != nil {
		panic(err)
	}
	return &g.Heroes[len(g.Heroes)-1]
}

// printPassive prints the passive def on the user of u.
func (g *State) printPassive(u *Use, def string) {
	if err := g.tbl().Print(srcOf(u.ID), engine.Seat(u.Seat), def); err != nil {
		panic(err)
	}
}

// ultCost returns what h's ultimate costs at base cost n, after tokens
// (only B.O.B. and Mei tokens change costs: without one in play the table
// is not asked).
func (g *State) ultCost(h *Hero, n int) int {
	if !g.anyMark(MarkBob, MarkMei) {
		return n
	}
	return g.tbl().Value(n, stCost, srcOf(h.ID))
}

// pay removes n synergy tokens from h's row.
func (g *State) pay(h *Hero, n int) { g.drain(int(h.Side), h.Row, n) }
