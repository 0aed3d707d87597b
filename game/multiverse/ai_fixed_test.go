package multiverse

import (
	"math/rand/v2"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/engine/ai"
)

// botChoices are Normal's and Hard's choices, in turn (their full
// iteration budgets, no time cap), at decisions of seeded random games,
// recorded before the search was made to allocate less: speed work must
// not change a single one. A bot's randomness digests its view, log
// included, so a new wording of a log line or a new field of the view
// records them anew (the fifth changed when "You strikes" became "You
// strike"; more when the view gained the counts of defeated cards); rules 2
// (attackers that stay, new levels, the view's Spent) recorded them anew.
const botChoices = "a20.0 s3 f f x20 x47 f f f f i14 f a36.0 a21.0 a27.1 a27.1 e e f f x26 x27 a24.0 a27.0 a19.1 a24.1 a26.1 a19.1 x36 x43 a39.2 a21.2 i15 f e e a27.0 a25.0 a20.0 a26.0 a26.1 a14.1 f f"

// TestAI_ChoicesFromFixedSeeds: Normal and Hard, seeded, choose exactly as
// they did when botChoices was recorded.
func TestAI_ChoicesFromFixedSeeds(t *testing.T) {
	if testing.Short() {
		t.Skip("a few seconds of search")
	}
	var got []string
	for seed := uint64(1); seed <= 4; seed++ {
		m, err := engine.NewMatch(Game, engine.Setup{}, seed)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 9))
		for step := 0; step < 60 && !m.Outcome().Over; step++ {
			if step%6 == 0 {
				v := m.View(0)
				for _, l := range []ai.Level{ai.Normal, ai.Hard} {
					b := NewBot(l, seed)
					b.Time = 0
					got = append(got, b.Choose(v).Key())
				}
			}
			l := m.Legal(0)
			if err := m.Apply(0, l[rng.IntN(len(l))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if s := strings.Join(got, " "); s != botChoices {
		t.Errorf("the bots' choices changed:\n got %q\nwant %q", s, botChoices)
	}
}
