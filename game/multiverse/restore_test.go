package multiverse

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"testing"

	"overdeck/engine"
)

// TestRestore_EveryDecision: at every decision of several random games the
// state survives its own encoding (Decode of MarshalMsg gives the same
// bytes and the same legal actions), and engine.Restore from the seed and
// the history gives the same snapshot as the match that never stopped.
func TestRestore_EveryDecision(t *testing.T) {
	for g := range 6 {
		setup := engine.Setup{}.With(OptLevel, Levels[g%len(Levels)].Name).With(OptDeck, Decks[g%len(Decks)].Name)
		if g%2 == 1 {
			setup = setup.With(OptChampion, Champions[g%len(Champions)].Name)
		}
		seed := uint64(700 + g)
		m, err := engine.NewMatch(Game, setup, seed)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 3))
		for n := 0; !m.Outcome().Over; n++ {
			b, err := m.Rules().MarshalMsg(nil)
			if err != nil {
				t.Fatal(err)
			}
			r, err := Game.Decode(b)
			if err != nil {
				t.Fatal(err)
			}
			b2, _ := r.MarshalMsg(nil)
			if !bytes.Equal(b, b2) {
				t.Fatalf("game %d move %d: decode changes the state", g, n)
			}
			if !sameKeys(r.Legal(0), m.Legal(0)) {
				t.Fatalf("game %d move %d: the decoded state offers other actions", g, n)
			}
			snap, err := m.Snapshot()
			if err != nil {
				t.Fatal(err)
			}
			back, err := engine.Restore(Game, setup, seed, nil, m.History())
			if err != nil {
				t.Fatal(err)
			}
			snap2, _ := back.Snapshot()
			if !bytes.Equal(snap, snap2) {
				t.Fatalf("game %d move %d: the restored match differs", g, n)
			}
			base, _ := m.Snapshot()
			legal := m.Legal(0)
			a := legal[rng.IntN(len(legal))]
			if err := m.Apply(0, a); err != nil {
				t.Fatal(err)
			}
			// Continue from the snapshot: the same move gives the same state.
			from, err := engine.Restore(Game, setup, seed, base, []engine.Move{{Seat: 0, Key: a.Key()}})
			if err != nil {
				t.Fatal(err)
			}
			x, _ := from.Rules().MarshalMsg(nil)
			y, _ := m.Rules().MarshalMsg(nil)
			if !bytes.Equal(x, y) {
				t.Fatalf("game %d move %d: continuing from a snapshot gives another state", g, n)
			}
		}
	}
}

// sameKeys reports whether two action lists have the same keys in order.
func sameKeys(a, b []engine.Action) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Key() != b[i].Key() {
			return false
		}
	}
	return true
}

// TestRestore_UndoNeverRerolls: taking back the actions after the last
// reveal (View.Safe) leads to the same reveals again, and the rolls of a
// game come from the match's generator alone (the same seed and moves give
// the same rolls).
func TestRestore_UndoNeverRerolls(t *testing.T) {
	for g := range 10 {
		m := newMatch(t, 1, uint64(900+g))
		rng := rand.New(rand.NewPCG(uint64(g), 4))
		for !m.Outcome().Over {
			legal := m.Legal(0)
			if err := m.Apply(0, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
			safe := int(m.Rules().(*State).Safe)
			if safe == 0 {
				continue
			}
			before, _ := m.Rules().MarshalMsg(nil)
			c := m.Clone()
			hist := c.History()
			if err := c.Undo(safe); err != nil {
				t.Fatal(err)
			}
			for _, mv := range hist[len(hist)-safe:] {
				if err := c.ApplyKey(mv.Seat, mv.Key); err != nil {
					t.Fatal(err)
				}
			}
			after, _ := c.Rules().MarshalMsg(nil)
			if !bytes.Equal(before, after) {
				t.Fatalf("game %d: undo and redo of %d actions differ", g, safe)
			}
		}
		again, err := engine.Restore(Game, m.Setup(), m.Seed(), nil, m.History())
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(again.Rules().(*State).Rolls, m.Rules().(*State).Rolls) {
			t.Fatalf("game %d: the same seed and moves rolled differently", g)
		}
	}
}
