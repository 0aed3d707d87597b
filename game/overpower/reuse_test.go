package overpower

import (
	"bytes"
	"testing"

	"overdeck/engine"
	"overdeck/engine/ai/aitest"
)

// reuseViews are views at decisions of several random matches.
func reuseViews(t *testing.T) []*engine.SeatView {
	var out []*engine.SeatView
	for seed := uint64(1); seed <= 4; seed++ {
		m := midMatch(t, seed, int(seed)*17)
		if !m.Outcome().Over {
			out = append(out, m.View(m.Waiting()[0]))
		}
	}
	return out
}

// TestSearchLeavesNoTrace checks the reuse contract of CopyFrom and
// LegalInto (see aitest.NoTrace).
func TestSearchLeavesNoTrace(t *testing.T) {
	for i, v := range reuseViews(t) {
		aitest.NoTrace(t, Game, v, uint64(i+1))
	}
}

// TestDecodeView checks that a seat's view survives its bytes.
func TestDecodeView(t *testing.T) {
	for _, v := range reuseViews(t) {
		b, err := v.MarshalMsg(nil)
		if err != nil {
			t.Fatal(err)
		}
		d, err := engine.DecodeSeatView(Game, b)
		if err != nil {
			t.Fatal(err)
		}
		again, err := d.MarshalMsg(nil)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(b, again) {
			t.Fatal("a decoded view encodes to other bytes")
		}
	}
}
