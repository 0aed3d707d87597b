package goofspiel

import (
	"math/rand/v2"
	"testing"

	"overdeck/engine"
	"overdeck/engine/ai/aitest"
)

// TestLog_EveryPublicChangeNamed plays random games and checks, after every
// trick and for both seats, that each public number that changed (the
// scores, the hands' sizes, the prize turned up and the prizes left face
// down) is named by a log line of that trick.
func TestLog_EveryPublicChangeNamed(t *testing.T) {
	aitest.LogCover{
		Matches: 100,
		Seed:    19,
		New: func(i int, rng *rand.Rand) (engine.Rules, error) {
			return Game.New(engine.Setup{}, rng)
		},
		Quantities: func(ev engine.View) map[string]aitest.Quantity {
			v := ev.(*View)
			q := map[string]aitest.Quantity{}
			for s := range 2 {
				seat := engine.Seat(s).String()
				q[seat+" score"] = aitest.Quantity{Kind: "score", Words: []string{seat, "points"}, Value: int(v.Scores[s]), NeedValue: true}
				q[seat+" hand"] = aitest.Quantity{Kind: "hand", Words: []string{seat, "in each hand"}, Value: len(v.Hands[s]), NeedValue: true}
			}
			q["prize"] = aitest.Quantity{Kind: "prize", Words: []string{"next prize"}, Value: int(v.Prize), NeedValue: true, Reset: []string{"discarded", "takes"}}
			q["prizes left"] = aitest.Quantity{Kind: "prizes left", Words: []string{"prizes left"}, Value: len(v.Prizes), NeedValue: true, Reset: []string{"discarded", "takes"}}
			return q
		},
	}.Run(t)
}
