package multiverse

import (
	"testing"
)

// TestTheBoardGrowsWithTheScreen: the Multiverse's nearest row (the one
// the player attacks) is drawn larger on a desktop than on a laptop, as
// the screen is, and the rows behind it show a finger's height of each
// card on the desktop: the board fills its area instead of keeping small
// cards in a large one.
func TestTheBoardGrowsWithTheScreen(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		m := newMatch(t, seed)
		v := m.View(0)
		st := view(v)
		near, _ := nearRow(st)
		nc := int(st.Cols)
		height := func(w, h float64, row int) float64 {
			f := drawFor(New(), v, w, h)
			b, ok := f.Find("table.slot." + itoa(row*nc))
			if !ok {
				t.Fatalf("seed %d: no spot of row %d at %vx%v", seed, row+1, w, h)
			}
			return b.H
		}
		small, big := height(1280, 720, near), height(1920, 1080, near)
		if big < small*1.4 || big < 180 {
			t.Errorf("seed %d: the nearest row's cards are %.0f px high at 1280x720 and %.0f at 1920x1080", seed, small, big)
		}
		for row := near + 1; row < int(st.NRows); row++ {
			if h := height(1920, 1080, row); h < 44 {
				t.Errorf("seed %d: row %d shows %.0f px of its cards at 1920x1080", seed, row+1, h)
			}
		}
	}
}
