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
