package overpower

import (
	"fmt"
	"regexp"
	"strconv"
	"testing"

	"overdeck/engine"
	"overdeck/engine/ai/aitest"
)

// TestSummary_ARandomMatch plays random matches to their end and checks
// the summary's numbers against the log read line by line: the damage of
// every "is hit for N" line goes to the other team's player, every "is
// KO'd" line counts for the other player, every "Battle N." starts a
// battle.
func TestSummary_ARandomMatch(t *testing.T) {
	hit := regexp.MustCompile(`^Player ([12])'s .* is hit for ([0-9]+) \(now`)
	ko := regexp.MustCompile(`^Player ([12])'s .* is KO'd`)
	battle := regexp.MustCompile(`^Battle [0-9]+\.`)
	deal := func(seed uint64) (*engine.Match, error) {
		d0, d1 := Decks[int(seed)%len(Decks)].Name, Decks[int(seed*5+1)%len(Decks)].Name
		return engine.NewMatch(Game, engine.Setup{}.With("deck0", d0).With("deck1", d1), seed)
	}
	aitest.CheckSummary(t, 6, deal, MatchSummary, func() aitest.Tally {
		var dealt, kos [2]int
		battles := 1
		return aitest.Tally{
			Move: func(_ engine.Rules, _ *engine.Match, added []engine.Entry) {
				for _, e := range added { // the whole log: the match keeps its last engine.MaxLog entries
					if x := hit.FindStringSubmatch(e.Text); x != nil {
						n, _ := strconv.Atoi(x[2])
						dealt[2-int(x[1][0]-'0')] += n
					}
					if x := ko.FindStringSubmatch(e.Text); x != nil {
						kos[2-int(x[1][0]-'0')]++
					}
					if battle.MatchString(e.Text) {
						battles++
					}
				}
			},
			Want: func(m *engine.Match) []string {
				g := m.Rules().(*State)
				var done [2]int
				for s := range 2 {
					for _, o := range g.P[s].Obj {
						if o == ObjCompleted {
							done[s]++
						}
					}
				}
				return []string{
					fmt.Sprintf("Player 1: %d damage dealt, %s, %d of 7 objectives", dealt[0], plural(kos[0], "KO"), done[0]),
					fmt.Sprintf("Player 2: %d damage dealt, %s, %d of 7 objectives", dealt[1], plural(kos[1], "KO"), done[1]),
					fmt.Sprintf("%s, %s", plural(battles, "battle"), plural(len(m.History()), "move")),
				}
			},
		}
	})
}
