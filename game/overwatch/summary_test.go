package overwatch

import (
	"fmt"
	"testing"

	"overdeck/engine"
	"overdeck/engine/ai/aitest"
)

// TestSummary_ARandomMatch plays random matches to their end, counting as
// it goes the damage counters each side puts on the other's heroes and the
// heroes defeated, and checks the summary (which replays the match) says
// the same.
func TestSummary_ARandomMatch(t *testing.T) {
	deal := func(seed uint64) (*engine.Match, error) { return engine.NewMatch(Game, engine.Setup{}, seed) }
	aitest.CheckSummary(t, 4, deal, Summary, func() aitest.Tally {
		var dealt, defeats [2]int
		return aitest.Tally{
			Move: func(before engine.Rules, m *engine.Match, _ []engine.Entry) {
				was := map[int32]Hero{}
				for _, h := range before.(*State).Heroes {
					was[h.ID] = h
				}
				for _, h := range m.Rules().(*State).Heroes {
					if b, ok := was[h.ID]; ok {
						dealt[1-h.Side] += max(0, int(h.Dmg-b.Dmg))
						if h.Defeated && !b.Defeated {
							defeats[1-h.Side]++
						}
					}
				}
			},
			Want: func(m *engine.Match) []string {
				g := m.Rules().(*State)
				if defeats[0]+defeats[1] == 0 || dealt[0]+dealt[1] == 0 || len(g.Result) < 2 {
					t.Errorf("a match with no defeat, no damage or one round: %v %v %d", defeats, dealt, len(g.Result))
				}
				return []string{
					fmt.Sprintf("Player 1: %s won, %d damage dealt, %s defeated", plural(int(g.Wins[0]), "round"), dealt[0], heroes(defeats[0])),
					fmt.Sprintf("Player 2: %s won, %d damage dealt, %s defeated", plural(int(g.Wins[1]), "round"), dealt[1], heroes(defeats[1])),
					fmt.Sprintf("%s, %s", plural(len(g.Result), "round"), plural(int(g.Turns), "turn")),
				}
			},
		}
	})
}
