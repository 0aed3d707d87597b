package shell

import (
	"testing"

	"overdeck/render/layout"
	"overdeck/render/platform"
)

// centre returns the middle of button id of the last frame.
func centre(t *testing.T, s *Shell, id string) layout.Point {
	t.Helper()
	for _, b := range s.Buttons() {
		if b.ID == id {
			return layout.Point{X: b.X + b.W/2, Y: b.Y + b.H/2}
		}
	}
	t.Fatalf("no button %q in %v", id, ids(s))
	return layout.Point{}
}

// A press and its release that both fall between two ticks still press the
// button: the latch keeps them in order.
func TestLatchKeepsATapShorterThanATick(t *testing.T) {
	s := start(t, newHost(), platform.Launch{})
	var l Latch
	at := centre(t, s, "title.play")
	l.Push(true, at)
	l.Push(false, at)
	tick(s, Input{Pointers: l.Drain(nil)})
	expect(t, s, "games")
	if left := l.Drain(nil); len(left) != 0 {
		t.Errorf("drained twice: %v", left)
	}
}

// A press the browser takes back presses nothing and taps nothing.
func TestLatchCancelPressesNothing(t *testing.T) {
	s := start(t, newHost(), platform.Launch{})
	var l Latch
	l.Push(true, centre(t, s, "title.play"))
	l.Cancel()
	l.Push(false, centre(t, s, "title.play"))
	tick(s, Input{Pointers: l.Drain(nil)})
	expect(t, s, "title")
}
