package overwatch

import (
	"fmt"
	"slices"
	"strings"

	"overdeck/engine"
)

// tally is the public state a move starts from, kept while the move is
// logged so that narrate can name every public change the move made.
type tally struct {
	round  int8
	heroes []Hero
	marks  []markCount
	syn    [2][3]int8
	power  [2]int
	hand   [2]int
	deck   [2]int
	disc   [2]int
	wins   [2]int8
}

// markCount is how many marks of one kind lie in one place (the tokens
// in a pile, for the kinds that count them).
type markCount struct {
	kind  uint8
	place string // "Player 1's Front row", "Player 2's Pharah"
	n     int
}

// countedMark reports whether marks of kind k carry a number of tokens
// (Mark.N) that the table shows.
func countedMark(k uint8) bool { return k == MarkMine || k == MarkSigma || k == MarkTemp }

// takeTally records the public state for narrate.
func (g *State) takeTally() tally {
	t := tally{round: g.Round, heroes: slices.Clone(g.Heroes), marks: g.markCounts(), syn: g.Syn, wins: g.Wins}
	for s := range 2 {
		t.power[s] = g.Power(s)
		t.hand[s], t.deck[s], t.disc[s] = len(g.P[s].Hand), len(g.P[s].Deck), len(g.P[s].Discard)
	}
	return t
}

// markCounts counts the marks in play by kind and place.
func (g *State) markCounts() []markCount {
	var out []markCount
	for _, m := range g.Marks {
		place := fmt.Sprintf("%v's %s row", engine.Seat(m.Side), rowNames[m.Row])
		if !RowMark(m.Kind) {
			on := m.On
			if on == 0 {
				on = m.By
			}
			place = g.name(on)
		}
		n := 1
		if countedMark(m.Kind) {
			n = int(m.N)
		}
		i := slices.IndexFunc(out, func(c markCount) bool { return c.kind == m.Kind && c.place == place })
		if i < 0 {
			out = append(out, markCount{kind: m.Kind, place: place})
			i = len(out) - 1
		}
		out[i].n += n
	}
	return out
}

// narrate logs every public change since before that the move's own lines
// leave to be said: each hero's health, shields, extra health, row, defeat
// and ultimate; the tokens and effects on rows and heroes; row synergy;
// the power scores; the sizes of hands, decks and discard piles; the
// rounds won.
func (g *State) narrate(before *tally) {
	cleared := g.Round != before.round
	if cleared {
		g.logf("The battlefield is cleared: heroes go to their owners' discard piles, and every token and synergy is removed.")
	}
	for _, old := range before.heroes {
		if g.hero(old.ID) == nil && !cleared {
			g.logf("%v's %s leaves the battlefield.", engine.Seat(old.Side), old.card().Name)
		}
	}
	for i := range g.Heroes {
		h := &g.Heroes[i]
		var o *Hero
		if j := slices.IndexFunc(before.heroes, func(o Hero) bool { return o.ID == h.ID }); j >= 0 {
			o = &before.heroes[j]
		} else {
			g.logf("%s enters the battlefield in the %s row with %d of %d health.", g.name(h.ID), rowNames[h.Row], h.Health(), h.MaxHP())
			o = &Hero{ID: h.ID, Card: h.Card, Side: h.Side, Row: h.Row, Dmg: h.Dmg, Bonus: h.Bonus}
		}
		var say []string
		if o.Card != h.Card {
			say = append(say, "is now "+h.card().Name)
		}
		if o.Health() != h.Health() || o.MaxHP() != h.MaxHP() {
			say = append(say, fmt.Sprintf("now has %d of %d health", h.Health(), h.MaxHP()))
		}
		if o.Bonus != h.Bonus {
			say = append(say, fmt.Sprintf("%d extra health", h.Bonus))
		}
		if o.Shield != h.Shield {
			say = append(say, plural(int(h.Shield), "shield token"))
		}
		if o.Zarya != h.Zarya {
			say = append(say, plural(int(h.Zarya), "Zarya token"))
		}
		if o.Row != h.Row {
			say = append(say, "stands in the "+rowNames[h.Row]+" row")
		}
		if o.Defeated && !h.Defeated {
			say = append(say, "is no longer defeated")
		}
		if o.UltUsed != h.UltUsed {
			if h.UltUsed {
				say = append(say, "has used its ultimate")
			} else {
				say = append(say, "may use its ultimate again")
			}
		}
		if len(say) > 0 {
			g.logf("%s: %s.", g.name(h.ID), strings.Join(say, ", "))
		}
	}
	g.narrateMarks(before, cleared)
	for s := range 2 {
		for r := range 3 {
			if n := g.Syn[s][r]; n != before.syn[s][r] && !(cleared && n == 0) {
				g.logf("%v's %s row now has %d synergy (was %d).", engine.Seat(s), rowNames[r], n, before.syn[s][r])
			}
		}
	}
	if p := [2]int{g.Power(0), g.Power(1)}; p != before.power {
		g.logf("Power: Player 1 %d, Player 2 %d.", p[0], p[1])
	}
	if g.Wins != before.wins {
		g.logf("Rounds won: Player 1 %d, Player 2 %d.", g.Wins[0], g.Wins[1])
	}
	for s := range 2 {
		p := &g.P[s]
		if len(p.Hand) != before.hand[s] || len(p.Deck) != before.deck[s] || len(p.Discard) != before.disc[s] {
			g.logf("%v now has %d cards in hand, %d in the deck and %d in the discard pile.", engine.Seat(s), len(p.Hand), len(p.Deck), len(p.Discard))
		}
	}
	if cleared && g.Phase != PhaseOver {
		g.logf("Round %d begins: %v goes first.", g.Round, engine.Seat(g.First))
	}
}

// narrateMarks names the tokens and effects that came, went or changed
// their count since before (a round's end clears them all in one line).
func (g *State) narrateMarks(before *tally, cleared bool) {
	now := g.markCounts()
	for _, o := range before.marks {
		if !cleared && !slices.ContainsFunc(now, func(c markCount) bool { return c.kind == o.kind && c.place == o.place }) {
			g.logf("%s loses its %s.", o.place, MarkName(o.kind))
		}
	}
	for _, c := range now {
		i := slices.IndexFunc(before.marks, func(o markCount) bool { return c.kind == o.kind && c.place == o.place })
		switch {
		case i >= 0 && before.marks[i].n == c.n:
		case countedMark(c.kind):
			g.logf("%s now has %s: %d.", c.place, MarkName(c.kind), c.n)
		case i < 0 && c.n == 1:
			g.logf("%s gains %s.", c.place, MarkName(c.kind))
		default:
			g.logf("%s now has %d of %s.", c.place, c.n, MarkName(c.kind))
		}
	}
}

// plural says "1 shield token", "2 shield tokens".
func plural(n int, what string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, what)
	}
	return fmt.Sprintf("%d %ss", n, what)
}
