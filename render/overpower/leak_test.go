package overpower

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/game/overpower"
)

// screenText is everything the frame shows for v at size with overlay
// open: the drawn texts and the mirror's labels.
func screenText(tb *Table, v *engine.SeatView, size [2]float64, overlay string) string {
	for tb.Back(v) {
	}
	if overlay != "" {
		tb.Action(overlay, v)
	}
	s := strings.Join(drawFor(tb, v, size[0], size[1]).Texts(), "\n")
	for tb.Back(v) {
	}
	return s
}

// hide changes what seat s may not know in g: a card of the other hand
// (not revealed) trades places with one of its Draw Pile, the other's
// face-down Event with another of its Draw Pile, and both Draw Piles are
// reversed.
func hide(g *overpower.State, s int, rng *rand.Rand) {
	o := &g.P[1-s]
	if len(o.Draw) > 0 && !o.Open {
		for _, h := range o.Hand {
			if !slices.Contains(o.Known, h) {
				k, d := slices.Index(o.Hand, h), rng.IntN(len(o.Draw))
				o.Hand[k], o.Draw[d] = o.Draw[d], o.Hand[k]
				break
			}
		}
	}
	if o.Event != 0 && len(o.Draw) > 0 {
		d := rng.IntN(len(o.Draw))
		o.Event, o.Draw[d] = o.Draw[d], o.Event
	}
	slices.Reverse(g.P[0].Draw)
	slices.Reverse(g.P[1].Draw)
}

// TestNoHiddenCardOnScreen: at every decision of several random matches,
// for both seats, at every size and with the table info, the keywords,
// the log, a character and a card zoom open, the screen (drawn texts and
// the mirror's labels) is the same after the other seat's unrevealed hand
// cards, its face-down Event and the order of both Draw Piles change: the
// other hand, the Draw Pile order and a face-down Event never reach it.
func TestNoHiddenCardOnScreen(t *testing.T) {
	checked := 0
	for seed := uint64(1); seed <= 3; seed++ {
		m := newMatch(t, seed, "deck0", []string{"camelot", "cult", "monsters"}[seed-1], "deck1", "vampires")
		rng := rand.New(rand.NewPCG(seed, 9))
		steps := 80
		if testing.Short() {
			steps = 30
		}
		for step := 0; step < steps && !m.Outcome().Over; step++ {
			g := m.Rules().(*overpower.State)
			for s := 0; s < 2; s++ {
				tb := New()
				v := m.View(engine.Seat(s))
				n := len(view(v).Cards)
				overlays := []string{"", "table.info", "table.log", "table.char." + itoa(rng.IntN(8)), "table.card." + itoa(1+rng.IntN(n-1))}
				if step%5 == 0 {
					overlays = append(overlays, "table.help")
				}
				size := screens[(step+s)%3]
				var before []string
				for _, o := range overlays {
					before = append(before, screenText(tb, v, size, o))
				}
				secret := secrets(g, view(v), s)
				for k, o := range overlays {
					for _, name := range secret {
						if strings.Contains(before[k], name) {
							k0 := strings.Index(before[k], name)
							t.Fatalf("seed %d step %d seat %d (%s): the hidden card %s is on the screen: %q", seed, step, s, o, name, before[k][max(0, k0-80):k0+len(name)])
						}
					}
				}
				saved := g.Clone().(*overpower.State)
				hide(g, s, rng)
				v2 := m.View(engine.Seat(s))
				for k, o := range overlays {
					if after := screenText(tb, v2, size, o); after != before[k] {
						t.Fatalf("seed %d step %d seat %d at %v (%s): the screen changed with hidden cards:\n%s\n---\n%s",
							seed, step, s, size, o, diff(before[k], after), "")
					}
				}
				g.CopyFrom(saved)
				checked++
			}
			s, mv := randomMove(m, rng)
			if err := m.ApplyKey(s, mv.Key()); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked < 100 {
		t.Fatalf("only %d screens checked", checked)
	}
}

// diff shows the first lines that differ between a and b.
func diff(a, b string) string {
	la, lb := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := 0; i < min(len(la), len(lb)); i++ {
		if la[i] != lb[i] {
			return la[i] + "  =>  " + lb[i]
		}
	}
	return "(lengths differ)"
}

// secrets are the names of the cards seat s may not see (the other's
// unrevealed hand, face-down Event and Draw Pile) of which no copy is in
// sight in its view st (nor a card whose name holds it, as "Archimedes"
// does "Archimedes Q. Porter" drawn on two lines); Power cards aside, whose names ("Energy 5") the
// grids also say.
func secrets(g *overpower.State, st *overpower.View, s int) []string {
	o := &g.P[1-s]
	var hidden []uint16
	hidden = append(hidden, o.Draw...)
	if o.Event != 0 {
		hidden = append(hidden, o.Event)
	}
	if !o.Open {
		for _, h := range o.Hand {
			if !slices.Contains(o.Known, h) {
				hidden = append(hidden, h)
			}
		}
	}
	var seen []string
	for _, c := range st.Cards {
		if c != overpower.Hidden {
			seen = append(seen, overpower.Cards(c).Name)
		}
	}
	for _, p := range st.P {
		if p.Set >= 0 {
			seen = append(seen, overpower.MissionSets(int(p.Set)).Name) // a mission set may share an Event's name
		}
	}
	var out []string
	for _, i := range hidden {
		code := g.Inst[i].Card
		name := overpower.Cards(code).Name
		if slices.ContainsFunc(seen, func(s string) bool { return strings.Contains(s, name) }) || overpower.Cards(code).Kind == overpower.KindPower {
			continue // a copy is in sight, or the name is a type and a number (a grid says it too)
		}
		if !slices.Contains(out, name) {
			out = append(out, name)
		}
	}
	return out
}
