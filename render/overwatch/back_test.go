package overwatch

import (
	"math/rand/v2"
	"testing"
)

// Back (Escape) closes the open overlay of the seat that pressed it, and
// reports false when none is open, so that the shell opens its menu.
func TestBack_ClosesTheOverlayFirst(t *testing.T) {
	m := newMatch(t, 7)
	playRandom(t, m, rand.New(rand.NewPCG(7, 1)), 4)
	s := m.Waiting()[0]
	v, other := m.View(s), m.View(1-s)
	tb := New()
	if tb.Back(v) {
		t.Fatal("Back with no overlay open")
	}
	for _, id := range []string{"table.help", "table.log"} {
		press(t, tb, v, id, 0)
		press(t, tb, other, "table.help", 0)
		if _, ok := drawFor(tb, v, 1280, 720).Find("table.close"); !ok {
			t.Fatalf("%s opened no overlay", id)
		}
		if !tb.Back(v) {
			t.Fatalf("Back did not close %s", id)
		}
		if _, ok := drawFor(tb, v, 1280, 720).Find("table.close"); ok {
			t.Fatalf("%s still open after Back", id)
		}
		if _, ok := drawFor(tb, v, 1280, 720).Find("table.help"); !ok {
			t.Fatalf("the table is not back after closing %s", id)
		}
		if tb.Back(v) {
			t.Fatal("a second Back found an overlay")
		}
		if !tb.Back(other) || tb.Back(other) {
			t.Fatal("the other seat's overlay was not its own")
		}
	}
	if tb.Back(nil) {
		t.Error("Back with no view")
	}
}
