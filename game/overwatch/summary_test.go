package overwatch

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"overdeck/engine"
)

// TestSummary_ARandomMatch plays random matches to their end, counting as
// it goes the damage counters each side puts on the other's heroes and the
// heroes defeated, and checks the summary (which replays the match) says
// the same.
func TestSummary_ARandomMatch(t *testing.T) {
	for seed := range uint64(4) {
		m, err := engine.NewMatch(Game, engine.Setup{}, seed)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 9))
		var dealt, defeats [2]int
		for !m.Outcome().Over {
			was := map[int32]Hero{}
			for _, h := range m.Rules().(*State).Heroes {
				was[h.ID] = h
			}
			s := m.Waiting()[0]
			l := m.Legal(s)
			if err := m.Apply(s, l[rng.IntN(len(l))]); err != nil {
				t.Fatal(err)
			}
			for _, h := range m.Rules().(*State).Heroes {
				if b, ok := was[h.ID]; ok {
					dealt[1-h.Side] += max(0, int(h.Dmg-b.Dmg))
					if h.Defeated && !b.Defeated {
						defeats[1-h.Side]++
					}
				}
			}
		}
		g := m.Rules().(*State)
		want := []string{
			fmt.Sprintf("Player 1: %s won, %d damage dealt, %s defeated", plural(int(g.Wins[0]), "round"), dealt[0], heroes(defeats[0])),
			fmt.Sprintf("Player 2: %s won, %d damage dealt, %s defeated", plural(int(g.Wins[1]), "round"), dealt[1], heroes(defeats[1])),
			fmt.Sprintf("%s, %s", plural(len(g.Result), "round"), plural(int(g.Turns), "turn")),
		}
		if got := Summary(m, engine.Seat.String); !slices.Equal(got, want) {
			t.Errorf("seed %d: Summary = %q, want %q", seed, got, want)
		}
		if defeats[0]+defeats[1] == 0 || dealt[0]+dealt[1] == 0 || len(g.Result) < 2 {
			t.Errorf("seed %d: a match with no defeat, no damage or one round: %q", seed, want)
		}
		t.Logf("seed %d: %q", seed, want)
	}
}
