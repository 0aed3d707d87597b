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
// included, so a new wording of a log line records them anew (the fifth
// changed when "You strikes" became "You strike").
const botChoices = "a28.1 a3.0 i14 i42 a19.5 a26.4 a19.1 a26.1 f f e e a21.6 a21.6 a27.0 a36.1 i43 f a20.7 a25.6 s48 e e e a21.0 a21.1 x21 x23 e e"

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
