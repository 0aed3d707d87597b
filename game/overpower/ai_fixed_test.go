package overpower

import (
	"strings"
	"testing"

	"overdeck/engine/ai"
)

// hardChoices are Normal's and Hard's choices, in turn, (its full iteration budget, no time cap)
// at decisions of seeded random matches, recorded before the search was
// made to allocate less: speed work must not change a single one.
const hardChoices = "p102:0 pass pass pass pass pass pass pass pass pass fight fight a136:6>2E a136:6>1E p127:-1 pass p7:0 p41:0 pass p201:6 vr vr pass pass pass pass pass pass vr vr pass pass a86:0>4B a86:0>5B pass pass k15 k15 vr vc c0 c1 fight fight allow allow allow allow pass pass a155:7>1B a155:7>1B ok ok p21:1 p109:3"

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
