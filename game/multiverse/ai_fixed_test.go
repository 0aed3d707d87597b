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
// changed when "You strikes" became "You strike"); rules 2 (attackers that
// stay, new levels) recorded them anew too.
const botChoices = "a20.0 a14.0 i47 f x39 x47 f f f f i14 f a26.0 a23.0 a19.1 a23.1 e e f f x23 x25 a28.0 a27.0 a25.1 a25.1 a26.1 a26.1 x41 x43 a21.2 a21.2 i15 f e e a26.0 a26.0 a26.0 a25.0 a26.1 a14.1 f f"

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
