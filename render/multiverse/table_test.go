package multiverse

import (
	"math/rand/v2"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/game/multiverse"
	"overdeck/render/kit"
)

func TestKitIsRegistered(t *testing.T) {
	k, ok := kit.Lookup(multiverse.Game.ID)
	if !ok || k.Record == nil || !strings.Contains(k.Rules, "Trigger") {
		t.Fatalf("kit = %+v, %v", k.Options, ok)
	}
	for _, o := range k.Options {
		for _, c := range o.Choices {
			newMatch(t, 1, o.Key, c.Value) // every choice deals
		}
	}
}

// TestDrawsEverywhere: at every screen size and at many moments of random
// games, the table draws with every button inside the screen and at a
// size a finger can hit, and nothing panics.
func TestDrawsEverywhere(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		m := newMatch(t, seed, multiverse.OptChampion, multiverse.Champions[seed%5].Name)
		rng := rand.New(rand.NewPCG(seed, 1))
		tb := New()
		for step := 0; step < 80 && !m.Outcome().Over; step++ {
			v := m.View(0)
			for _, s := range screens {
				f := drawFor(tb, v, s[0], s[1])
				for _, b := range f.Buttons {
					if b.X < -1 || b.Y < -1 || b.X+b.W > s[0]+1 || b.Y+b.H > s[1]+1 {
						t.Fatalf("seed %d step %d at %v: button %s at %+v is off the screen", seed, step, s, b.ID, b)
					}
				}
			}
			if rng.IntN(3) == 0 {
				skipTurn(t, tb, v)
				everyActionReachable(t, tb, v)
			}
			playRandom(t, m, rng, 1)
		}
	}
}

// everyActionReachable checks, at every screen size, that each legal action
// of v has its button: in the panel, or (an attack) on the Multiverse card
// it targets once its attacker is selected.
func everyActionReachable(t *testing.T, tb *Table, v *engine.SeatView) {
	t.Helper()
	st := view(v)
	for _, s := range screens {
		for _, a := range v.Legal {
			k := a.Key()
			for tb.Back(v) {
			}
			f := drawFor(tb, v, s[0], s[1])
			if b, ok := f.Find("table.act." + k); ok && b.Enabled {
				continue
			}
			sel := "table.champ"
			if k[0] != 'h' {
				c, _, _ := strings.Cut(k[1:], ".")
				for i, h := range st.Hand {
					if itoa(int(h)) == c {
						sel = "table.hand." + itoa(i)
						break
					}
				}
			}
			tb.Action(sel, v)
			f = drawFor(tb, v, s[0], s[1])
			if b, ok := f.Find("table.act." + k); ok && b.Enabled {
				tb.Back(v)
				continue
			}
			if k[0] != 'a' && k[0] != 'h' {
				t.Fatalf("at %v, action %q (%s) has no button: %v", s, k, a, enabledIDs(f))
			}
			_, slot, _ := strings.Cut(k[1:], ".")
			if k[0] == 'h' {
				slot = k[1:]
			}
			f = drawFor(tb, v, s[0], s[1])
			if b, ok := f.Find("table.slot." + slot); !ok || !b.Enabled {
				t.Fatalf("at %v, attack %q (%s) has no target button", s, k, a)
			}
			if got, ok := tb.Action("table.slot."+slot, v); !ok || got != k {
				t.Fatalf("at %v, the target of %q gives %q, %v", s, k, got, ok)
			}
			tb.Back(v)
		}
	}
}
