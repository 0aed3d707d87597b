package engine

import "testing"

// TestOutcome_Score: a win scores 1 for the winner and 0 for the other, a
// draw ½ each, a match still running 0.
func TestOutcome_Score(t *testing.T) {
	for _, c := range []struct {
		o    Outcome
		want [2]float64
	}{
		{Win(0, "P1"), [2]float64{1, 0}},
		{Win(1, "P2"), [2]float64{0, 1}},
		{DrawOutcome("even"), [2]float64{0.5, 0.5}},
		{Running, [2]float64{0, 0}},
	} {
		for s := Seat(0); s < 2; s++ {
			if got := c.o.Score(s); got != c.want[s] {
				t.Errorf("%+v: seat %d scores %v, want %v", c.o, s, got, c.want[s])
			}
		}
	}
}
