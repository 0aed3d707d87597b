package overpower

import (
	"math/rand/v2"
	"strings"
	"testing"

	"overdeck/game/overpower"
	"overdeck/render/ui/uitest"
)

// TestHandWarning_BeforeTheBattleTakesTheHand: through random matches,
// whenever the player's move can end the battle with cards in hand (a
// pass after the other's pass, a concession) or the other player's
// concession is taking effect, the table says at every size that the
// hand is discarded and placed cards stay: in the panel the first battle
// it happens, in the panel's recent log lines after that.
func TestHandWarning_BeforeTheBattleTakesTheHand(t *testing.T) {
	seen := map[string]int{}
	for seed := uint64(1); seed <= 6; seed++ {
		m := newMatch(t, seed, "mode", []string{"venture", "brawl", "skirmish"}[seed%3])
		rng := rand.New(rand.NewPCG(seed, 37))
		tb := New()
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
					for _, size := range screens {
						f := drawFor(tb, v, size[0], size[1])
						text := strings.Join(uitest.Drawn(f), " ")
						if !strings.Contains(text, "discard") || !strings.Contains(text, "placed cards stay") {
							t.Fatalf("seed %d step %d at %v, before %s: the table does not say the hand is discarded: %s", seed, step, size, kind, text)
						}
						if bad := f.Overflows(); len(bad) > 0 {
							t.Fatalf("seed %d step %d at %v: %q", seed, step, size, bad)
						}
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
}
