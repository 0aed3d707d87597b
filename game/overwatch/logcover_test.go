package overwatch

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"overdeck/engine"
	"overdeck/engine/ai/aitest"
)

// publicQuantities lists every public number of v by name ("Player 2's
// Pharah health" -> 2): heroes' health, shields, Zarya tokens, extra
// health, rows, defeats and ultimates; the marks on each row and hero;
// row synergy; power; hand, deck and discard sizes; passes and round wins.
func publicQuantities(v *View) map[string]aitest.Quantity {
	q := map[string]aitest.Quantity{}
	quantity := func(subject, kind string, n int, needValue bool) aitest.Quantity {
		reset := []string{"battlefield is cleared"}
		if kind == "pass" {
			reset = append(reset, "begins")
		}
		var gone []string
		if n != 0 {
			gone = []string{kind}
		}
		return aitest.Quantity{Kind: kind, Words: []string{subject, kind}, Value: n, NeedValue: needValue, Reset: reset, Gone: gone}
	}
	add := func(subject, kind string, n int, needValue bool) {
		q[subject+" "+kind] = quantity(subject, kind, n, needValue)
	}
	addHero := func(id int32, subject, kind string, n int, needValue bool) {
		h := quantity(subject, kind, n, needValue)
		if kind != "battlefield" {
			h.Gone = nil // a hero's numbers leave with it
		}
		q[fmt.Sprint(id, " ", kind)] = h
	}
	b := func(x bool) int {
		if x {
			return 1
		}
		return 0
	}
	names := map[int32]string{}
	for _, h := range v.Heroes {
		names[h.ID] = fmt.Sprintf("%v's %s", engine.Seat(h.Side), cards[h.Card].Name)
	}
	for _, h := range v.Heroes {
		n := names[h.ID]
		addHero(h.ID, n, "battlefield", 1, false)
		addHero(h.ID, n, "health", h.Health(), true)
		addHero(h.ID, n, "shield", int(h.Shield), true)
		addHero(h.ID, n, "Zarya token", int(h.Zarya), true)
		addHero(h.ID, n, "extra health", int(h.Bonus), true)
		addHero(h.ID, n, rowNames[h.Row]+" row", 1, false)
		addHero(h.ID, n, "defeated", b(h.Defeated), false)
		addHero(h.ID, n, "ultimate", b(h.UltUsed), false)
	}
	for _, m := range v.Marks {
		place := fmt.Sprintf("%v's %s row", engine.Seat(m.Side), rowNames[m.Row])
		if !RowMark(m.Kind) {
			on := m.On
			if on == 0 {
				on = m.By // an effect of its placer (Forge Hammer, Annihilation)
			}
			place = names[on]
		}
		k := place + " " + MarkName(m.Kind)
		n, counted := 1, m.Kind == MarkMine || m.Kind == MarkSigma || m.Kind == MarkTemp
		if counted {
			n = int(m.N)
		}
		q[k] = quantity(place, MarkName(m.Kind), q[k].Value+n, counted || q[k].Value+n > 1)
	}
	for s := 0; s < 2; s++ {
		p := engine.Seat(s).String()
		for r := 0; r < 3; r++ {
			add(fmt.Sprintf("%s's %s row", p, rowNames[r]), "synergy", int(v.Syn[s][r]), true)
		}
		add(p, "power", int(v.Power[s]), true)
		add(p, "hand", int(v.P[s].HandN), true)
		add(p, "deck", int(v.P[s].DeckN), true)
		add(p, "discard", len(v.P[s].Discard), true)
		add(p, "pass", b(v.Passed[s]), false)
		add(p, "won", int(v.Wins[s]), true)
	}
	return q
}

// TestLog_EveryPublicChangeNamed plays random matches and checks, after
// every move and for both seats, that each public quantity that changed
// between the seat's views before and after the move is named by a log
// entry of that move the seat may read: the entry names its subject (the
// hero, the row or the player), the kind of quantity, and for numbers the
// new value ("Player 2's Pharah now has 2 of 4 health"). A quantity that
// drops to nothing or leaves is also accounted for by the line that says
// the round's end cleared the battlefield, and a pass taken back by the
// line that begins a round.
func TestLog_EveryPublicChangeNamed(t *testing.T) {
	aitest.LogCover{
		Matches: 300,
		Seed:    23,
		New: func(_ int, rng *rand.Rand) (engine.Rules, error) {
			return New(engine.Setup{}, rng)
		},
		Quantities: func(v engine.View) map[string]aitest.Quantity { return publicQuantities(v.(*View)) },
	}.Run(t)
}
