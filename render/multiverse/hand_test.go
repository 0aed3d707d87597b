package multiverse

import (
	"math/rand/v2"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/render/ui"
)

// TestEveryHandCardShowsItsName: at every screen size (a phone's
// 360x640 above all), at many moments of random games with hands of every
// length, each hand card drawn shows its name, or its first word, in the
// part of the card left in view by the next one.
func TestEveryHandCardShowsItsName(t *testing.T) {
	long := 0
	for seed := uint64(1); seed <= 8; seed++ {
		m := newMatch(t, seed)
		rng := rand.New(rand.NewPCG(seed, 7))
		tb := New()
		for step := 0; step < 120 && !m.Outcome().Over; step++ {
			v := m.View(0)
			skipTurn(t, tb, v)
			if len(view(v).Hand) >= 6 {
				long++
			}
			for _, s := range screens {
				checkHandNames(t, tb, v, s[0], s[1])
			}
			playRandom(t, m, rng, 1)
		}
	}
	if long == 0 {
		t.Fatal("no hand of six cards or more was drawn")
	}
}

// checkHandNames fails t unless every hand card of the frame drawn for v
// at w x h shows its name (or first word) where it can be seen.
func checkHandNames(t *testing.T, tb *Table, v *engine.SeatView, w, h float64) {
	t.Helper()
	st := view(v)
	f := drawFor(tb, v, w, h)
	drawn := 0
	for i, c := range st.Hand {
		b, ok := f.Find("table.hand." + itoa(i))
		if !ok {
			continue // slid out of the hand's window
		}
		drawn++
		name := power(int(c)).Name
		first, _, _ := strings.Cut(name, " ")
		seen := false
		for _, o := range f.Ops {
			if o.Kind != ui.TextLine || o.Text != name && o.Text != first {
				continue
			}
			end := o.Rect.X + ui.Measure(o.Text, o.Size, o.Bold)
			if o.Rect.X >= b.X-1 && end <= b.X+b.W+1 && o.Rect.Y >= b.Y-1 && o.Rect.Y+o.Rect.H <= b.Y+b.H+1 && o.Size >= ui.MinText {
				seen = true
				break
			}
		}
		if !seen {
			t.Fatalf("at %vx%v, hand card %d (%s) in %+v shows no name; the hand is %d cards", w, h, i, name, b, len(st.Hand))
		}
	}
	if drawn == 0 && len(st.Hand) > 0 {
		t.Fatalf("at %vx%v no hand card is drawn", w, h)
	}
}
