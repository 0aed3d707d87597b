package ui

import (
	"slices"
	"testing"

	"overdeck/render/layout"
)

// TestRecent_NewestEntriesThatFit: a panel's free room shows the newest
// log entries, newest at the bottom, all inside the room and none cut;
// a room of fewer than five lines shows nothing.
func TestRecent_NewestEntriesThatFit(t *testing.T) {
	log := []string{"Turn 1: Player 1 draws 2 cards.", "Player 2 plays Waterfall on Chargroar for 4 damage.", "Turn 2 begins.", "Player 1 switches to Steamie."}
	f := NewFrame(layout.For(1920, 1080), "")
	r := layout.Rect{X: 100, Y: 100, W: 300, H: 150}
	f.Recent(r, log, 18)
	texts := f.Texts()
	if len(texts) < 3 || texts[0] != "Recent moves" || texts[len(texts)-1] != log[3] {
		t.Fatalf("drawn %q", texts)
	}
	if slices.Contains(texts, log[0]) {
		t.Errorf("the oldest entry is drawn in a room too small for all: %q", texts)
	}
	for _, o := range f.Ops {
		if o.Rect.Y < r.Y-0.5 || o.Rect.Y+o.Rect.H > r.Y+r.H+0.5 {
			t.Errorf("%q at %v, outside %v", o.Text, o.Rect, r)
		}
	}
	if o := f.Overflows(); len(o) > 0 {
		t.Errorf("overflows: %q", o)
	}
	g := NewFrame(layout.For(1920, 1080), "")
	g.Recent(layout.Rect{X: 0, Y: 0, W: 300, H: 18 * 1.4 * 4.5}, log, 18)
	if len(g.Ops) > 0 {
		t.Errorf("a room of four lines shows %q", g.Texts())
	}
}
