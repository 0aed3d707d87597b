package ai

import (
	"testing"

	"overdeck/game/goofspiel"
)

func TestForUsesAGamesTunedBots(t *testing.T) {
	g := goofspiel.Game
	if b := For(Hard, g, 1); b.Iterations != New(Hard, g, 1).Iterations {
		t.Fatalf("untuned game: %+v", b)
	}
	Tune(g.ID, func(l Level, seed uint64) Bot { b := New(l, g, seed); b.Iterations = 7; return b })
	defer delete(tuned, g.ID)
	if b := For(Hard, g, 1); b.Iterations != 7 || b.Level != Hard {
		t.Fatalf("tuned game: %+v", b)
	}
}

// TestBudgets_EachLevelGetsItsOwn: a game's Budgets set each level's
// iterations, depth, exploration and (Hard only) time; TuneBudgets makes
// For return them.
func TestBudgets_EachLevelGetsItsOwn(t *testing.T) {
	g := goofspiel.Game
	b := Budgets{EasySamples: 3, NormalIterations: 50, HardIterations: 900, EasyDepth: -1, NormalDepth: 8, HardDepth: 4,
		NormalExplore: 0.5, HardExplore: 0.3, HardTime: 7}
	TuneBudgets(g, b)
	defer delete(tuned, g.ID)
	for _, c := range []struct {
		l       Level
		iters   int
		depth   int
		explore float64
		time    int
	}{{Random, 0, 0, 0, 0}, {Easy, 3, -1, 0, 0}, {Normal, 50, 8, 0.5, 0}, {Hard, 900, 4, 0.3, 7}} {
		got := For(c.l, g, 5)
		if got.Level != c.l || got.Game != g || got.Seed != 5 || got.Iterations != c.iters || got.Depth != c.depth ||
			got.Explore != c.explore || int(got.Time) != c.time {
			t.Errorf("%v: %+v", c.l, got)
		}
	}
}
