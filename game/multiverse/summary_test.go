package multiverse

import (
	"fmt"
	"testing"

	"overdeck/engine"
	"overdeck/engine/ai/aitest"
)

// TestSummary_ARandomGame plays random games to their end, counting as
// they go the Multiverse's defense cards that leave the rows and the
// player's that leave the defense spots, and checks the summary (which
// replays the game) says the same.
func TestSummary_ARandomGame(t *testing.T) {
	deal := func(seed uint64) (*engine.Match, error) {
		return engine.NewMatch(Game, engine.Setup{}.With(OptLevel, Levels[int(seed)%len(Levels)].Name), seed)
	}
	aitest.CheckSummary(t, 4, deal, Summary, func() aitest.Tally {
		beaten, lost := 0, 0
		return aitest.Tally{
			Move: func(before engine.Rules, m *engine.Match, _ []engine.Entry) {
				was, now := before.(*State), m.Rules().(*State)
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
			},
			Want: func(m *engine.Match) []string {
				g := m.Rules().(*State)
				champ := "The Champion stayed face down"
				if g.ChampUp {
					champ = "The Champion was turned face up"
				}
				if beaten+lost == 0 {
					t.Error("a game where no card was defeated")
				}
				return []string{fmt.Sprintf("Player 1: %s defeated, %s lost", count(beaten, "Multiverse card"), count(lost, "defense card")), champ, count(int(g.Turn), "turn")}
			},
		}
	})
}
