package overrealm

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"overdeck/engine"
)

// TestSummary_ARandomMatch plays random matches to their end, counting as
// it goes the HP each team loses to the other's damage and the monsters
// KO'd, and checks the summary (which replays the match) says the same.
func TestSummary_ARandomMatch(t *testing.T) {
	for seed := range uint64(4) {
		m, err := engine.NewMatch(Game, engine.Setup{}.With("mode", []string{"casual", "draft"}[seed%2]), seed)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 9))
		var dealt [2]int
		for !m.Outcome().Over {
			was := m.Rules().Clone().(*State)
			for _, s := range m.Waiting() {
				l := m.Legal(s)
				if err := m.Apply(s, l[rng.IntN(len(l))]); err != nil {
					t.Fatal(err)
				}
			}
			now := m.Rules().(*State)
			for s := range 2 {
				for k := range 3 {
					if was.P[s].TeamSet && now.P[s].Mons[k].HP < was.P[s].Mons[k].HP {
						dealt[1-s] += int(was.P[s].Mons[k].HP - now.P[s].Mons[k].HP)
					}
				}
			}
		}
		g := m.Rules().(*State)
		var kos [2]int
		for s := range 2 {
			for _, mon := range g.P[1-s].Mons {
				if mon.KO && g.P[1-s].TeamSet {
					kos[s]++
				}
			}
		}
		want := []string{
			fmt.Sprintf("Player 1: %d damage dealt, %s", dealt[0], plural(kos[0], "KO")),
			fmt.Sprintf("Player 2: %d damage dealt, %s", dealt[1], plural(kos[1], "KO")),
			fmt.Sprintf("%s, %s", plural(int(g.Turn), "turn"), plural(len(m.History()), "move")),
		}
		if got := Summary(m, engine.Seat.String); !slices.Equal(got, want) {
			t.Errorf("seed %d: Summary = %q, want %q", seed, got, want)
		}
		if kos[0]+kos[1] == 0 || dealt[0]+dealt[1] == 0 {
			t.Errorf("seed %d: a match with no KO or no damage: %q", seed, want)
		}
		t.Logf("seed %d: %q", seed, want)
	}
}
