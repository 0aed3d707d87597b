package save_test

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"overdeck/engine"
	"overdeck/engine/save"
	"overdeck/game/goofspiel"
)

// newGoof deals a Goofspiel match of the given number of cards.
func newGoof(t testing.TB, cards string, seed uint64) *engine.Match {
	t.Helper()
	m, err := engine.NewMatch(goofspiel.Game, engine.Setup{}.With("cards", cards), seed)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// step makes one random legal move: the first waiting seat picks from its
// legal actions with rng. It returns the move, or false when the game is over.
func step(t testing.TB, m *engine.Match, rng *rand.Rand) (engine.Move, bool) {
	t.Helper()
	w := m.Waiting()
	if len(w) == 0 {
		return engine.Move{}, false
	}
	legal := m.Legal(w[0])
	mv := engine.Move{Seat: w[0], Key: legal[rng.IntN(len(legal))].Key()}
	if err := m.ApplyKey(mv.Seat, mv.Key); err != nil {
		t.Fatal(err)
	}
	return mv, true
}

// played returns a match of cards cards after n random moves (fewer if the
// game ends), and the generator that chose them.
func played(t testing.TB, cards string, seed uint64, n int) (*engine.Match, *rand.Rand) {
	t.Helper()
	m := newGoof(t, cards, seed)
	rng := rand.New(rand.NewPCG(seed, 99))
	for i := 0; i < n; i++ {
		if _, ok := step(t, m, rng); !ok {
			break
		}
	}
	return m, rng
}

// snap returns m's snapshot.
func snap(t testing.TB, m *engine.Match) []byte {
	t.Helper()
	b, err := m.Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// sameMatch fails unless a and b are in the same state for every seat.
func sameMatch(t testing.TB, a, b *engine.Match) {
	t.Helper()
	if !bytes.Equal(snap(t, a), snap(t, b)) {
		t.Fatal("snapshots differ")
	}
	for _, s := range []engine.Seat{engine.NoSeat, 0, 1} {
		va, _ := a.View(s).MarshalMsg(nil)
		vb, _ := b.View(s).MarshalMsg(nil)
		if !bytes.Equal(va, vb) {
			t.Fatalf("views of %v differ", s)
		}
	}
}

// encode saves m, failing the test on error.
func encode(t testing.TB, m *engine.Match) []byte {
	t.Helper()
	b, err := save.Encode(m, "", 1_700_000_000_000)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// reseal encodes e again, failing the test on error.
func reseal(t testing.TB, e *save.Envelope) []byte {
	t.Helper()
	b, err := e.Seal()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// decode opens b, failing the test on error.
func decode(t testing.TB, b []byte) *save.Envelope {
	t.Helper()
	e, err := save.Decode(b)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// clock is a fake time source for a Library: each call is one minute later.
type clock struct{ ms int64 }

func (c *clock) now() int64 {
	c.ms += 60_000
	return c.ms
}

// newLib returns a Library over st with a fake clock starting in November 2026.
func newLib(st save.Store) *save.Library {
	c := &clock{ms: 1_795_000_000_000}
	return save.NewLibrary(st, c.now)
}
