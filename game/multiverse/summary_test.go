package multiverse

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"overdeck/engine"
)

// TestSummary_ARandomGame plays random games to their end, counting as it
// goes the Multiverse's defense cards that leave the rows and the player's
// that leave the defense spots, and checks the summary (which replays the
// game) says the same.
func TestSummary_ARandomGame(t *testing.T) {
	for seed := range uint64(4) {
		m, err := engine.NewMatch(Game, engine.Setup{}.With(OptLevel, Levels[int(seed)%len(Levels)].Name), seed)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 9))
		beaten, lost := 0, 0
		for !m.Outcome().Over {
			was := m.Rules().Clone().(*State)
			l := m.Legal(0)
			if err := m.Apply(0, l[rng.IntN(len(l))]); err != nil {
				t.Fatal(err)
			}
			now := m.Rules().(*State)
			for i := range min(len(was.Rows), len(now.Rows)) {
				if was.Rows[i].Has && !now.Rows[i].Has {
					beaten++
				}
			}
			for i := range now.Mine {
				if was.Mine[i].Has && !now.Mine[i].Has {
					lost++
				}
			}
		}
		g := m.Rules().(*State)
		champ := "The Champion stayed face down"
		if g.ChampUp {
			champ = "The Champion was turned face up"
		}
		want := []string{fmt.Sprintf("Player 1: %s defeated, %s lost", count(beaten, "Multiverse card"), count(lost, "defense card")), champ, count(int(g.Turn), "turn")}
		if got := Summary(m, engine.Seat.String); !slices.Equal(got, want) {
			t.Errorf("seed %d: Summary = %q, want %q", seed, got, want)
		}
		if beaten+lost == 0 {
			t.Errorf("seed %d: a game where no card was defeated: %q", seed, want)
		}
		t.Logf("seed %d: %q", seed, want)
	}
}
