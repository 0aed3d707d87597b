package overrealm

import (
	"math/rand/v2"
	"testing"
)

// Back (Escape) closes the open overlay and reports false when none is
// open, so that the shell opens its menu.
func TestBack_ClosesTheOverlayFirst(t *testing.T) {
	m := newMatch(t, "casual", 4)
	rng := rand.New(rand.NewPCG(4, 4))
	playTo(t, m, rng, 2)
	v := m.View(0)
	tb := New()
	dismissReveal(t, tb, v, rng)
	if tb.Back(v) {
		t.Fatal("Back with no overlay open")
	}
	for _, id := range []string{"table.help", "table.elements", "table.log"} {
		press(t, tb, v, id)
		if _, ok := drawFor(tb, v, 1280, 720).Find("table.close"); !ok {
			t.Fatalf("%s opened no overlay", id)
		}
		if !tb.Back(v) {
			t.Fatalf("Back did not close %s", id)
		}
		if _, ok := drawFor(tb, v, 1280, 720).Find("table.space.draw"); !ok {
			t.Fatalf("the table is not back after closing %s", id)
		}
		if tb.Back(v) {
			t.Fatal("a second Back found an overlay")
		}
	}
	if tb.Back(nil) {
		t.Error("Back with no view")
	}
}
