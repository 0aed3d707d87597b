package multiverse

import (
	"math/rand/v2"
	"testing"

	"overdeck/engine"
	"overdeck/engine/ai"
	"overdeck/engine/ai/aitest"
)

// BenchmarkRandomGames plays whole games with random legal actions at the
// middle difficulty: the speed of the rules themselves.
func BenchmarkRandomGames(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 2))
	turn := engine.NewTurn(rng)
	var legal []engine.Action
	for i := 0; b.Loop(); i++ {
		r, err := New(engine.Setup{}, rng)
		if err != nil {
			b.Fatal(err)
		}
		s := r.(*State)
		for !s.Outcome().Over {
			legal = s.LegalInto(0, legal[:0])
			s.Resolve([]engine.Action{legal[rng.IntN(len(legal))]}, turn)
		}
	}
}

// BenchmarkHardMove measures the Hard bot's decision on the first turn of a
// seeded game, as the live table sets it up (without its time cap).
func BenchmarkHardMove(b *testing.B) {
	m, err := engine.NewMatch(Game, engine.Setup{}, 7)
	if err != nil {
		b.Fatal(err)
	}
	bot := NewBot(ai.Hard, 1)
	bot.Time = 0
	aitest.BenchMove(b, bot, m.View(0))
}
