package uitest

import (
	"slices"
	"testing"

	"overdeck/render/layout"
	"overdeck/render/ui"
)

// TestSharedIDs_NamesEachIDOnce: two cards drawn under one id are named
// once, with how many buttons carry it; distinct ids pass.
func TestSharedIDs_NamesEachIDOnce(t *testing.T) {
	f := ui.NewFrame(layout.For(1280, 720), "")
	tile(f, "table.card.3", "Ember", layout.Rect{X: 10, Y: 10, W: 100, H: 60})
	tile(f, "table.card.4", "Spark", layout.Rect{X: 120, Y: 10, W: 100, H: 60})
	if p := SharedIDs(f); p != nil {
		t.Fatalf("distinct ids: %q", p)
	}
	tile(f, "table.card.3", "Ember", layout.Rect{X: 230, Y: 10, W: 100, H: 60})
	tile(f, "table.card.3", "Ember", layout.Rect{X: 340, Y: 10, W: 100, H: 60})
	want := []string{`3 mirror buttons share the id "table.card.3"`}
	if p := SharedIDs(f); !slices.Equal(p, want) {
		t.Fatalf("SharedIDs = %q, want %q", p, want)
	}
}
