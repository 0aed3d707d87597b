package multiverse

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"overdeck/engine"
	"overdeck/engine/ai/aitest"
)

// TestDecodeView checks that the seat's view survives its bytes (a bot in
// a Web Worker gets it so): decoded, it encodes to the same bytes.
func TestDecodeView(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		m, err := engine.NewMatch(Game, engine.Setup{}, seed)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 9))
		for step := 0; step < 40 && !m.Outcome().Over; step++ {
			s := m.Waiting()[0]
			b, err := m.View(s).MarshalMsg(nil)
			if err != nil {
				t.Fatal(err)
			}
			d, err := engine.DecodeSeatView(Game, b)
			if err != nil {
				t.Fatal(err)
			}
			if again, _ := d.MarshalMsg(nil); !bytes.Equal(b, again) {
				t.Fatalf("seed %d, step %d: a decoded view encodes to other bytes", seed, step)
			}
			l := m.Legal(s)
			if err := m.Apply(s, l[rng.IntN(len(l))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestSearchLeavesNoTrace checks that a bot's search reuses memory without
// changing what it copies (see aitest.NoTrace).
func TestSearchLeavesNoTrace(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		m, err := engine.NewMatch(Game, engine.Setup{}, seed)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 8))
		for step := 0; step < 40 && !m.Outcome().Over; step++ {
			s := m.Waiting()[0]
			if step%8 == 0 {
				aitest.NoTrace(t, Game, m.View(s), seed*100+uint64(step))
			}
			l := m.Legal(s)
			if err := m.Apply(s, l[rng.IntN(len(l))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}
