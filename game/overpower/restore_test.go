package overpower

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"overdeck/engine"
)

// TestSave_RestoreAtEveryDecision plays several matches; after every
// decision the match is restored from seed and history, and from a
// snapshot taken earlier plus the moves since, and must equal the
// original (snapshot bytes and both views).
func TestSave_RestoreAtEveryDecision(t *testing.T) {
	setup := engine.Setup{}.With("deck0", "camelot").With("deck1", "monsters")
	for seed := uint64(1); seed <= 3; seed++ {
		m, err := engine.NewMatch(Game, setup, seed)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 99))
		var base []byte
		var since []engine.Move
		for step := 0; !m.Outcome().Over && step < 250; step++ {
			if rng.IntN(10) == 0 {
				if base, err = m.Snapshot(); err != nil {
					t.Fatal(err)
				}
				since = nil
			}
			s := m.Waiting()[0]
			l := m.Legal(s)
			a := l[rng.IntN(len(l))]
			if err := m.Apply(s, a); err != nil {
				t.Fatal(err)
			}
			since = append(since, engine.Move{Seat: s, Key: a.Key()})
			r, err := engine.Restore(Game, setup, seed, nil, m.History())
			if err != nil {
				t.Fatalf("seed %d step %d: %v", seed, step, err)
			}
			same(t, m, r)
			if base != nil {
				rb, err := engine.Restore(Game, setup, seed, base, since)
				if err != nil {
					t.Fatalf("seed %d step %d from a snapshot: %v", seed, step, err)
				}
				same(t, m, rb)
			}
		}
	}
}

// same checks two matches are in the same state.
func same(t *testing.T, a, b *engine.Match) {
	t.Helper()
	sa, _ := a.Snapshot()
	sb, _ := b.Snapshot()
	if !bytes.Equal(sa, sb) {
		t.Fatal("snapshots differ")
	}
	for s := engine.Seat(0); s < 2; s++ {
		if !bytes.Equal(viewBytes(t, a, s), viewBytes(t, b, s)) {
			t.Fatalf("seat %v's view differs", s)
		}
	}
}
