package overpower

import (
	"strings"
	"testing"

	"overdeck/engine/ai"
)

// hardChoices are Normal's and Hard's choices, in turn, (its full iteration budget, no time cap)
// at decisions of seeded random matches, recorded before the search was
// made to allocate less: speed work must not change a single one. Recorded
// again for RulesVersion 3, whose rules reach other positions (a pass with
// placed attacks, no counter-negate, draws checked as drawn).
const hardChoices = "p102:0 pass pass a114:1 pass pass pass pass pass pass fight fight a136:6>1E a136:6>0E ok ok vc vc pass pass vr vc vr ok pass pass pass pass vr vr pass pass a86:0>4B a86:0>4B p100:0 p109:3 a226:5>2B a226:5>1B pass pass c0 c1 fight fight allow allow allow allow pass pass a155:7>2B a160:7>0I vc vr vr vr"

// TestAI_HardChoicesFromFixedSeeds: Normal and Hard, seeded, choose exactly as it
// did when hardChoices was recorded, at decisions of several phases.
func TestAI_HardChoicesFromFixedSeeds(t *testing.T) {
	if testing.Short() {
		t.Skip("a few seconds of search")
	}
	var got []string
	for seed := uint64(1); seed <= 4; seed++ {
		for _, n := range []int{5, 20, 30, 45, 60, 80, 100, 130} {
			m := midMatch(t, seed, n)
			if m.Outcome().Over {
				continue
			}
			v := m.View(m.Waiting()[0])
			for _, l := range []ai.Level{ai.Normal, ai.Hard} {
				b := NewBot(l, seed)
				b.Time = 0
				got = append(got, b.Choose(v).Key())
			}
		}
	}
	if s := strings.Join(got, " "); s != hardChoices {
		t.Errorf("Hard's choices changed:\n got %q\nwant %q", s, hardChoices)
	}
}
