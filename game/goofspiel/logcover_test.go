package goofspiel

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"overdeck/engine"
	"overdeck/engine/ai/aitest"
)

// TestLog_EveryPublicChangeNamed plays random games and checks, after
// every trick and for both seats, that each public change is named by the
// trick's log: every card that leaves a hand by its bid ("Player 1 bids
// 4," "Player 2 bids 4:" or "Both bid 4:"), a score that grows by who takes the prize, the
// new prize by its value, and the last prize's going by its trick.
func TestLog_EveryPublicChangeNamed(t *testing.T) {
	aitest.LogCover{
		Matches: 300,
		Seed:    43,
		New: func(_ int, rng *rand.Rand) (engine.Rules, error) {
			return New(engine.Setup{}, rng)
		},
		Quantities: func(ev engine.View) map[string]aitest.Quantity {
			v := ev.(*View)
			q := map[string]aitest.Quantity{}
			for i := range 2 {
				seat := engine.Seat(i).String()
				for _, c := range v.Hands[i] {
					q[fmt.Sprint(seat, " holds ", c)] = aitest.Quantity{
						Kind: "hand", Value: 1,
						Gone: []string{fmt.Sprintf("%s bids %d,", seat, c), fmt.Sprintf("%s bids %d:", seat, c), fmt.Sprintf("both bid %d:", c)},
					}
				}
				q[seat+" score"] = aitest.Quantity{Kind: "score", Words: []string{seat + " takes the"}, Value: int(v.Scores[i])}
			}
			q["prize"] = aitest.Quantity{
				Kind: "prize", Words: []string{"next prize is the"}, Value: int(v.Prize), NeedValue: true,
				Reset: []string{"takes the", "is discarded"},
			}
			q["face-down prizes"] = aitest.Quantity{Kind: "prizes", Words: []string{"next prize is the"}, Value: len(v.Prizes)}
			return q
		},
	}.Run(t)
}
