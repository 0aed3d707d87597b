package overpower

import (
	"math/rand/v2"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/game/overpower"
	"overdeck/render/ui"
	"overdeck/render/ui/uitest"
)

// TestHandWarning_BeforeTheBattleTakesTheHand: through random matches,
// whenever the player's move can end the battle with cards in hand (a
// pass after the other's pass, a concession) or the other player's
// concession is taking effect, the table says that the hand is
// discarded and placed cards stay: through the first battle it happens
// in, in the panel at every size; in every later battle as an entry of
// the seat's game log written this battle, and no longer in the panel.
func TestHandWarning_BeforeTheBattleTakesTheHand(t *testing.T) {
	seen := map[string]int{}
	later := 0
	for seed := uint64(1); seed <= 6; seed++ {
		m := newMatch(t, seed, "mode", []string{"venture", "brawl", "skirmish"}[seed%3])
		rng := rand.New(rand.NewPCG(seed, 37))
		tb := New()
		first := int16(0) // the battle the warning was first given in
		for step := 0; step < 400 && !m.Outcome().Over; step++ {
			s, mv := randomMove(m, rng)
			v := m.View(s)
			st := view(v)
			if s == 0 && len(handCards(st, 0)) > 0 {
				kind := ""
				switch {
				case st.Phase == overpower.PhasePost && st.Conc == 1:
					kind = "their concession"
				case st.Phase == overpower.PhaseBattle && st.PassRun >= 1 && st.Ex.Step == overpower.StepIdle && offers(v, overpower.OpPass):
					kind = "a pass"
				case offers(v, overpower.OpConcede):
					kind = "a concession"
				}
				if kind != "" {
					seen[kind]++
					if first == 0 {
						first = st.Battle
					}
					for _, size := range screens {
						f := drawFor(tb, v, size[0], size[1])
						text := strings.Join(uitest.Drawn(f), " ")
						panel := strings.Contains(accentText(f), "placed cards stay")
						if bad := f.Overflows(); len(bad) > 0 {
							t.Fatalf("seed %d step %d at %v: %q", seed, step, size, bad)
						}
						if st.Battle == first {
							if !strings.Contains(text, "discard") || !panel {
								t.Fatalf("seed %d step %d at %v, before %s: the panel does not say the hand is discarded: %s", seed, step, size, kind, text)
							}
							continue
						}
						if panel {
							t.Fatalf("seed %d step %d at %v, battle %d: the warning is still a panel line after battle %d", seed, step, size, st.Battle, first)
						}
						w := handWarning(v, st)
						why, _, _ := strings.Cut(w, " At the End of Battle Phase")
						if !loggedThisBattle(tb, v, st, why) {
							t.Fatalf("seed %d step %d at %v, before %s in battle %d: the log does not say %q this battle: %q", seed, step, size, kind, st.Battle, w, seatLog(v, tb.ui(v, st)))
						}
						later++
					}
				}
			}
			if err := m.ApplyKey(s, mv.Key()); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, kind := range []string{"a pass", "a concession", "their concession"} {
		if seen[kind] == 0 {
			t.Errorf("no moment before %s was checked: %v", kind, seen)
		}
	}
	if later == 0 {
		t.Error("no warning after the first battle was checked")
	}
}

// loggedThisBattle reports whether the seat's log holds, since the start
// of the current battle (the game's "Battle N" entry), a line that gives
// the warning why and says the hand is discarded and placed cards stay.
func loggedThisBattle(tb *Table, v *engine.SeatView, st *overpower.View, why string) bool {
	lines := seatLog(v, tb.ui(v, st))
	for i := len(lines) - 1; i >= 0; i-- {
		l := lines[i]
		if strings.HasPrefix(l, why) && strings.Contains(l, "discarded") && strings.Contains(l, "placed cards stay") {
			return true
		}
		if strings.HasPrefix(l, "Battle "+itoa(int(st.Battle))) {
			return false
		}
	}
	return false
}

// accentText is the text the frame draws in the panel's accent: the
// panel's warning (the log draws its lines in other inks).
func accentText(f *ui.Frame) string {
	var out []string
	for _, o := range f.Ops {
		if o.Kind == ui.TextLine && o.Color == ui.Accent {
			out = append(out, o.Text)
		}
	}
	return strings.Join(out, " ")
}
