package ai_test

import (
	"math/rand/v2"
	"testing"
	"time"

	"overdeck/engine"
	"overdeck/engine/ai"
	"overdeck/game/goofspiel"
)

// BenchmarkHardMove measures Hard's first move of 13-card Goofspiel at its
// default iteration budget (no time limit), and reports iterations/s.
func BenchmarkHardMove(b *testing.B) {
	m, err := engine.NewMatch(goofspiel.Game, engine.Setup{}, 7)
	if err != nil {
		b.Fatal(err)
	}
	v := m.View(0)
	bot := ai.New(ai.Hard, goofspiel.Game, 1)
	var iters int
	var spent time.Duration
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		bot.Seed = uint64(i)
		th := bot.Start(v)
		th.Step(0)
		iters += th.Stats().Iterations
		spent += th.Stats().Spent
	}
	b.ReportMetric(float64(iters)/spent.Seconds(), "iterations/s")
}

// BenchmarkRandomGames plays whole 13-card Goofspiel games at random through
// a simulation (engine.NewSim and ApplyKey): the engine's raw throughput.
func BenchmarkRandomGames(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 2))
	b.ReportAllocs()
	for b.Loop() {
		r, err := goofspiel.New(engine.Setup{}, rng)
		if err != nil {
			b.Fatal(err)
		}
		sim := engine.NewSim(goofspiel.Game, r, rng)
		for !sim.Outcome().Over {
			s := sim.Waiting()[0]
			legal := sim.Legal(s)
			if err := sim.ApplyKey(s, legal[rng.IntN(len(legal))].Key()); err != nil {
				b.Fatal(err)
			}
		}
	}
}
