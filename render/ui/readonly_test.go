package ui

import (
	"testing"

	"overdeck/render/layout"
	"overdeck/render/platform"
)

// TestReadOnly_GrowsToATouchTarget: a read-only entry is recorded
// disabled and draws nothing; one shorter than a touch target grows to it
// about its middle or upward from its bottom, never off the screen, unless
// kept as drawn; a tall one keeps its rectangle.
func TestReadOnly_GrowsToATouchTarget(t *testing.T) {
	for _, c := range []struct {
		name string
		r    layout.Rect
		grow Grow
		want layout.Rect
	}{
		{"a line, about its middle", layout.Rect{X: 10, Y: 100, W: 200, H: 24}, GrowMiddle, layout.Rect{X: 10, Y: 90, W: 200, H: 44}},
		{"a heading, upward", layout.Rect{X: 10, Y: 100, W: 200, H: 24}, GrowUp, layout.Rect{X: 10, Y: 80, W: 200, H: 44}},
		{"at the top of the screen", layout.Rect{X: 0, Y: 2, W: 90, H: 20}, GrowMiddle, layout.Rect{X: 0, Y: 0, W: 90, H: 44}},
		{"upward at the top", layout.Rect{X: 0, Y: 2, W: 90, H: 20}, GrowUp, layout.Rect{X: 0, Y: 0, W: 90, H: 44}},
		{"at the bottom", layout.Rect{X: 0, Y: 590, W: 90, H: 10}, GrowMiddle, layout.Rect{X: 0, Y: 556, W: 90, H: 44}},
		{"kept as drawn", layout.Rect{X: 10, Y: 100, W: 20, H: 24}, GrowNone, layout.Rect{X: 10, Y: 100, W: 20, H: 24}},
		{"tall enough", layout.Rect{X: 5, Y: 50, W: 60, H: 80}, GrowUp, layout.Rect{X: 5, Y: 50, W: 60, H: 80}},
	} {
		f := NewFrame(layout.For(800, 600), "x")
		f.ReadOnly("x", "what it shows", c.r, c.grow)
		want := platform.Button{ID: "x", Label: "what it shows", X: c.want.X, Y: c.want.Y, W: c.want.W, H: c.want.H}
		if len(f.Buttons) != 1 || f.Buttons[0] != want {
			t.Errorf("%s: %+v, want %+v", c.name, f.Buttons, want)
		}
		if len(f.Ops) != 0 {
			t.Errorf("%s: drew %d ops", c.name, len(f.Ops))
		}
	}
}
