package overrealm

import (
	"math/rand/v2"
	"strings"
	"testing"

	"overdeck/game/overrealm"
)

// While a reveal is stepped through, the status bar speaks of the step on
// the board ("Turn 2 revealed: step 1 of 6.") and never of the decision
// after it ("Your turn to choose…", "End of turn 2…"), which the player has
// not reached; once the reveal is done the bar turns to that decision.
func TestRevealStatusTellsNoDecisionAhead(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	checked := 0
	for seed := uint64(1); seed < 30 && checked < 20; seed++ {
		m := newMatch(t, "casual", seed)
		tb := New()
		for !m.Outcome().Over && checked < 20 {
			v := m.View(0)
			st := v.State.(*overrealm.View)
			if steps, id := revealOf(v, st); id != "" {
				for k := 0; ; k++ {
					f := drawFor(tb, v, 1280, 720)
					text := strings.Join(f.Texts(), " ")
					if _, up := f.Find("table.step.next"); !up {
						break
					}
					want := "revealed: step " + itoa(k+1) + " of " + itoa(len(steps)) + "."
					if !strings.Contains(text, want) || strings.Contains(text, "Your turn to") || strings.Contains(text, "End of turn") {
						t.Fatalf("seed %d, reveal step %d: the bar reads %q; want %q and no decision ahead", seed, k+1, text, want)
					}
					checked++
					press(t, tb, v, "table.step.next")
				}
			}
			for _, s := range m.Waiting() {
				l := m.Legal(s)
				if err := m.Apply(s, l[rng.IntN(len(l))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if checked < 20 {
		t.Fatalf("only %d reveal steps seen", checked)
	}
}
