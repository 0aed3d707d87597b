package multiverse

import (
	"math/rand/v2"
	"strings"
	"testing"

	"overdeck/game/multiverse"
	"overdeck/render/kit"
)

func TestKitIsRegistered(t *testing.T) {
	k, ok := kit.Lookup(multiverse.Game.ID)
	if !ok || k.Record == nil || !strings.Contains(k.Rules, "Trigger") {
		t.Fatalf("kit = %+v, %v", k.Options, ok)
	}
	for _, o := range k.Options {
		for _, c := range o.Choices {
			newMatch(t, 1, o.Key, c.Value) // every choice deals
		}
	}
}

// TestDrawsEverywhere: at every screen size and at many moments of random
// games, the table draws with every button inside the screen and at a
// size a finger can hit, and nothing panics.
func TestDrawsEverywhere(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		m := newMatch(t, seed, multiverse.OptChampion, multiverse.Champions[seed%5].Name)
		rng := rand.New(rand.NewPCG(seed, 1))
		tb := New()
		for step := 0; step < 80 && !m.Outcome().Over; step++ {
			v := m.View(0)
			for _, s := range screens {
				f := drawFor(tb, v, s[0], s[1])
				for _, b := range f.Buttons {
					if b.X < -1 || b.Y < -1 || b.X+b.W > s[0]+1 || b.Y+b.H > s[1]+1 {
						t.Fatalf("seed %d step %d at %v: button %s at %+v is off the screen", seed, step, s, b.ID, b)
					}
				}
			}
			if rng.IntN(3) == 0 {
				skipTurn(t, tb, v)
			}
			playRandom(t, m, rng, 1)
		}
	}
}
