package overrealm

import (
	"fmt"
	"testing"

	"overdeck/engine"
	"overdeck/engine/ai/aitest"
)

// TestSummary_ARandomMatch plays random matches to their end, counting as
// it goes the HP each team loses to the other's damage and the monsters
// KO'd, and checks the summary (which replays the match) says the same.
func TestSummary_ARandomMatch(t *testing.T) {
	deal := func(seed uint64) (*engine.Match, error) {
		return engine.NewMatch(Game, engine.Setup{}.With("mode", []string{"casual", "draft"}[seed%2]), seed)
	}
	aitest.CheckSummary(t, 4, deal, Summary, func() aitest.Tally {
		var dealt [2]int
		return aitest.Tally{
			Move: func(before engine.Rules, m *engine.Match, _ []engine.Entry) {
				was, now := before.(*State), m.Rules().(*State)
				for s := range 2 {
					for k := range 3 {
						if was.P[s].TeamSet && now.P[s].Mons[k].HP < was.P[s].Mons[k].HP {
							dealt[1-s] += int(was.P[s].Mons[k].HP - now.P[s].Mons[k].HP)
						}
					}
				}
			},
			Want: func(m *engine.Match) []string {
				g := m.Rules().(*State)
				var kos [2]int
				for s := range 2 {
					for _, mon := range g.P[1-s].Mons {
						if mon.KO && g.P[1-s].TeamSet {
							kos[s]++
						}
					}
				}
				if kos[0]+kos[1] == 0 || dealt[0]+dealt[1] == 0 {
					t.Errorf("a match with no KO or no damage: %v %v", kos, dealt)
				}
				return []string{
					fmt.Sprintf("Player 1: %d damage dealt, %s", dealt[0], plural(kos[0], "KO")),
					fmt.Sprintf("Player 2: %d damage dealt, %s", dealt[1], plural(kos[1], "KO")),
					fmt.Sprintf("%s, %s", plural(int(g.Turn), "turn"), plural(len(m.History()), "move")),
				}
			},
		}
	})
}
