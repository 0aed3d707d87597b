package overrealm

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"overdeck/engine"
)

// sameMatch checks that two matches are in the same state: snapshot bytes,
// both seats' views, who has chosen and who is waiting.
func sameMatch(t *testing.T, a, b *engine.Match, where string) {
	t.Helper()
	sa, err := a.Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	sb, err := b.Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(sa, sb) {
		t.Fatalf("%s: snapshots differ", where)
	}
	for s := engine.Seat(0); s < 2; s++ {
		if !bytes.Equal(viewBytes(t, a, s), viewBytes(t, b, s)) || a.Chosen(s) != b.Chosen(s) {
			t.Fatalf("%s: seat %v's view or pending choice differs", where, s)
		}
	}
}

// TestSave_RestoreMidTurn plays random games one move at a time. After
// every move (so also when one seat has chosen and the other has not) the
// match is restored from seed + history, and from a snapshot base taken
// between decisions + the moves since; the restored matches must equal the
// original, keep the chosen seat's choice hidden and in force, and go on
// exactly like it.
func TestSave_RestoreMidTurn(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		m, err := engine.NewMatch(Game, engine.Setup{}, seed)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 99))
		var base []byte
		var since []engine.Move
		for step := 0; !m.Outcome().Over && step < 400; step++ {
			if len(m.Waiting()) == len(m.ToAct()) && rng.IntN(8) == 0 {
				base, since = nil, nil
				if base, err = m.Snapshot(); err != nil {
					t.Fatal(err)
				}
			}
			s := m.Waiting()[0]
			l := m.Legal(s)
			a := l[rng.IntN(len(l))]
			if err := m.Apply(s, a); err != nil {
				t.Fatal(err)
			}
			since = append(since, engine.Move{Seat: s, Key: a.Key()})
			r, err := engine.Restore(Game, engine.Setup{}, seed, nil, m.History())
			if err != nil {
				t.Fatalf("seed %d step %d: %v", seed, step, err)
			}
			sameMatch(t, m, r, "from seed + history")
			if base != nil {
				rb, err := engine.Restore(Game, engine.Setup{}, seed, base, since)
				if err != nil {
					t.Fatalf("seed %d step %d: from base: %v", seed, step, err)
				}
				sameMatch(t, m, rb, "from a snapshot base")
			}
			if w := r.Waiting(); len(w) == 1 && len(r.ToAct()) == 2 {
				// One seat has chosen: it cannot choose again, its choice
				// stays hidden, and the other seat's move resolves the turn
				// exactly as in the original.
				other := w[0]
				if err := r.ApplyKey(1-other, a.Key()); err == nil {
					t.Fatal("a seat that has chosen chose again after a restore")
				}
				next := r.Legal(other)[0]
				c := m.Clone()
				if err := c.Apply(other, next); err != nil {
					t.Fatal(err)
				}
				if err := r.Apply(other, next); err != nil {
					t.Fatal(err)
				}
				sameMatch(t, c, r, "continuing after a restore")
			}
		}
	}
}
