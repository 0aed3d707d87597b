package ai_test

import (
	"math/rand/v2"
	"testing"

	"overdeck/engine"
	"overdeck/game/goofspiel"
)

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
