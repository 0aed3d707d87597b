package overpower

import (
	"math/rand/v2"
	"slices"
	"testing"

	"overdeck/render/ui"
)

// TestZoom_CardFrameAtEverySize: a card's zoom draws the card with the
// kit's card frame (its face and its name in the name bar) beside or
// above its text in full, on a phone as on a desktop, with no text cut.
func TestZoom_CardFrameAtEverySize(t *testing.T) {
	m := newMatch(t, 1)
	rng := rand.New(rand.NewPCG(1, 1))
	seen := 0
	for step := 0; step < 200 && seen < 6 && !m.Outcome().Over; step++ {
		s, mv := randomMove(m, rng)
		v := m.View(s)
		st := view(v)
		if hand := st.P[s].Hand; len(hand) > 0 {
			i := hand[step%len(hand)]
			c, _ := cardOf(st, i)
			for _, size := range screens {
				tb := New()
				tb.Action("table.zoom.card."+itoa(int(i)), v)
				f := drawFor(tb, v, size[0], size[1])
				face := slices.ContainsFunc(f.Ops, func(o ui.Op) bool { return o.Kind != ui.TextLine && o.Color == ui.CardFace })
				if !face {
					t.Errorf("step %d at %v: the zoom of %s draws no card frame", step, size, c.Name)
				}
				for _, bad := range f.Overflows() {
					t.Errorf("step %d at %v: the zoom of %s: %s", step, size, c.Name, bad)
				}
			}
			seen++
		}
		if err := m.ApplyKey(s, mv.Key()); err != nil {
			t.Fatal(err)
		}
	}
	if seen == 0 {
		t.Fatal("no card was zoomed")
	}
}
