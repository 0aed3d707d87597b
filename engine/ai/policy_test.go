package ai_test

import (
	"math/rand/v2"
	"testing"

	"overdeck/engine"
	"overdeck/engine/ai"
)

// TestPolicyPlaysThePlayouts: a bot's Policy chooses the moves of its
// playouts (it is asked, and only with the seat's legal actions of the
// sample), and Budgets give it to Normal and Hard, never to Easy.
func TestPolicyPlaysThePlayouts(t *testing.T) {
	v := opening(t, 9, 4).View(0)
	for _, l := range []ai.Level{ai.Normal, ai.Hard} {
		calls, bad := 0, 0
		b := bot(l, 50, 7)
		b.Depth = 6
		b.Policy = func(r engine.Rules, s engine.Seat, legal []engine.Action, rng *rand.Rand) engine.Action {
			calls++
			mine := engine.LegalInto(r, s, nil)
			if len(mine) != len(legal) {
				bad++
			}
			return legal[len(legal)-1]
		}
		a := b.Choose(v)
		if _, ok := engine.FindKey(v.Legal, a.Key()); !ok {
			t.Fatalf("%v chose %q, not a legal action", b, a.Key())
		}
		if calls == 0 || bad > 0 {
			t.Errorf("%v: the policy was asked %d times, %d with a list that is not the seat's legal actions", b, calls, bad)
		}
	}
	p := func(r engine.Rules, s engine.Seat, legal []engine.Action, rng *rand.Rand) engine.Action {
		return legal[0]
	}
	bs := ai.Budgets{Policy: p}
	for l := ai.Random; l <= ai.Hard; l++ {
		if got, want := bs.Bot(nil, l, 1).Policy != nil, l >= ai.Normal; got != want {
			t.Errorf("%v has a policy: %v, want %v", l, got, want)
		}
	}
}
