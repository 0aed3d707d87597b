package goofspiel

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"overdeck/engine"
	"overdeck/engine/ai/aitest"
)

// reuseViews plays random matches and returns the waiting seat's view
// every few decisions.
func reuseViews(t *testing.T) []*engine.SeatView {
	var out []*engine.SeatView
	for seed := uint64(1); seed <= 4; seed++ {
		m, err := engine.NewMatch(Game, engine.Setup{}, seed)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 9))
		for step := 0; step < 60 && !m.Outcome().Over; step++ {
			s := m.Waiting()[0]
			if step%7 == 0 {
				out = append(out, m.View(s))
			}
			l := m.Legal(s)
			if err := m.Apply(s, l[rng.IntN(len(l))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	return out
}

// TestSearchLeavesNoTrace checks that a bot's search reuses memory without
// changing what it copies: samples dealt into used states, CopyFrom copies
// played on (see aitest.NoTrace).
func TestSearchLeavesNoTrace(t *testing.T) {
	for i, v := range reuseViews(t) {
		aitest.NoTrace(t, Game, v, uint64(i+1))
	}
}

// TestDecodeView checks that a seat's view survives its bytes (a bot in a
// Web Worker gets it so): decoded, it encodes to the same bytes.
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
