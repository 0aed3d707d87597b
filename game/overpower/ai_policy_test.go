package overpower

import (
	"math/rand/v2"
	"testing"

	"overdeck/engine"
)

// TestPolicy_FightsDefendsAndAttacks: the playouts' policy never concedes
// while it may fight, blocks or avoids when it can, and in its turn plays
// a card rather than pass; its move is always one of the legal ones.
func TestPolicy_FightsDefendsAndAttacks(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	seen := map[uint8]int{}
	for seed := uint64(1); seed <= 30; seed++ {
		m := midMatch(t, seed, 0)
		for !m.Outcome().Over {
			s := m.Waiting()[0]
			g := m.Rules().(*State)
			legal := m.Legal(s)
			a := Policy(g, s, legal, rng)
			if _, ok := engine.FindKey(legal, a.Key()); !ok {
				t.Fatalf("the policy chose %q, not legal", a.Key())
			}
			mv := a.(Move)
			has := func(op uint8) bool {
				for _, l := range legal {
					if l.(Move).Op == op {
						return true
					}
				}
				return false
			}
			switch {
			case mv.Op == OpConcede && has(OpFight):
				t.Fatalf("the policy conceded with %v legal", legal)
			case mv.Op == OpTake && (has(OpBlock) || has(OpAvoid)):
				t.Fatalf("the policy took a hit it could block or avoid")
			case mv.Op == OpPass && g.Phase == PhaseBattle && g.Ex.Step == StepIdle && has(OpPlay):
				t.Fatalf("the policy passed with a card to play")
			}
			seen[mv.Op]++
			// Play on at random, so that the policy meets every kind of
			// decision.
			if err := m.Apply(s, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, op := range []uint8{OpFight, OpBlock, OpPlay, OpVenDone} {
		if seen[op] == 0 {
			t.Errorf("the policy never chose op %d over 30 matches", op)
		}
	}
}
