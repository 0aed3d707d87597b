package overpower

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"overdeck/engine"
)

// TestDeterminize_ConsistentWithTheView: a sample Hard deals from a seat's
// view shows that seat exactly the same view (every public card, count and
// total, and the seat's own hand), at decisions all through several
// matches; only what the view hides is drawn.
func TestDeterminize_ConsistentWithTheView(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	checked := 0
	for seed := uint64(1); seed <= 6; seed++ {
		m := midMatch(t, seed, 0)
		for step := 0; !m.Outcome().Over; step++ {
			s := m.Waiting()[0]
			if step%7 == 0 {
				sv := m.View(s)
				want, err := sv.State.(*View).MarshalMsg(nil)
				if err != nil {
					t.Fatal(err)
				}
				var into engine.Rules
				for k := 0; k < 2; k++ {
					into = DeterminizeInto(into, sv, rng)
					got, err := into.(*State).View(s).(*View).MarshalMsg(nil)
					if err != nil {
						t.Fatal(err)
					}
					if !bytes.Equal(got, want) {
						t.Fatalf("match %d, decision %d: a sample shows seat %v another view", seed, step, s)
					}
					checked++
				}
			}
			l := m.Legal(s)
			if err := m.Apply(s, l[rng.IntN(len(l))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked < 50 {
		t.Fatalf("only %d samples checked", checked)
	}
}
