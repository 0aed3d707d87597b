package overpower

import (
	"math/rand/v2"
	"testing"

	"overdeck/engine"
)

// Every move offered at a decision has a key of its own: a save, a replay
// and the table name a move by its key, so two moves sharing one would
// leave the second out of reach. (A Teamwork whose two follow-up slots
// took the same type used to offer each follow-up twice.)
func TestLegalMovesHaveKeysOfTheirOwn(t *testing.T) {
	for _, mode := range []string{"venture", "brawl", "skirmish"} {
		for seed := uint64(1); seed <= 12; seed++ {
			m, err := engine.NewMatch(Game, engine.Setup{}.With("mode", mode).With("deck0", Decks[int(seed)%len(Decks)].Name), seed)
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(seed, 9))
			for step := 0; step < 4000 && !m.Outcome().Over; step++ {
				s := m.Waiting()[0]
				l := m.Legal(s)
				seen := map[string]string{}
				for _, a := range l {
					if prev, dup := seen[a.Key()]; dup {
						t.Fatalf("%s seed %d step %d: %q and %q share the key %s", mode, seed, step, prev, a.String(), a.Key())
					}
					seen[a.Key()] = a.String()
				}
				if err := m.Apply(s, l[rng.IntN(len(l))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}
