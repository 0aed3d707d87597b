package aitest

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"overdeck/engine"
)

// NoTrace checks a game's reuse contract (engine.Copier, engine.LegalAppender,
// Game.DeterminizeInto) on the view v: a sample dealt into a state that was
// played on before is the sample a fresh deal gives; a copy made with
// CopyFrom into a used state is equal to its source; and playing the copy
// on at random, as a search does, leaves no trace on the source, and at
// every decision LegalInto lists what Legal lists, keys and words.
func NoTrace(t *testing.T, g *engine.Game, v *engine.SeatView, seed uint64) {
	t.Helper()
	deal := func() *rand.Rand { return rand.New(rand.NewPCG(seed, 1)) }
	fresh := g.Determinize(v, deal())
	want := encode(t, fresh)
	legal := keys(fresh.Legal(v.Seat))

	used := g.Determinize(v, rand.New(rand.NewPCG(seed, 2)))
	playOn(used, rand.New(rand.NewPCG(seed, 3)), 40)
	if got := encode(t, g.Sample(used, v, deal())); !bytes.Equal(got, want) {
		t.Errorf("%s: a sample dealt into a used state differs from a fresh deal", g.ID)
	}

	dirty := g.Determinize(v, rand.New(rand.NewPCG(seed, 4)))
	playOn(dirty, rand.New(rand.NewPCG(seed, 5)), 40)
	cp := engine.CopyRules(dirty, fresh)
	if got := encode(t, cp); !bytes.Equal(got, want) {
		t.Fatalf("%s: CopyFrom into a used state is not equal to its source", g.ID)
	}
	if got := encode(t, fresh.Clone()); !bytes.Equal(got, want) {
		t.Fatalf("%s: Clone is not equal to its source", g.ID)
	}
	rng := rand.New(rand.NewPCG(seed, 6))
	for i := 0; i < 40 && playOn(cp, rng, 1) == 1; i++ {
		for _, st := range cp.ToAct() {
			if into, legal := keys(engine.LegalInto(cp, st, nil)), keys(cp.Legal(st)); into != legal {
				t.Fatalf("%s: LegalInto lists other actions than Legal (decision %d, %v):\n%s\n%s", g.ID, i+1, st, into, legal)
			}
		}
		if got := encode(t, fresh); !bytes.Equal(got, want) {
			t.Fatalf("%s: playing a copy on changed its source (decision %d)", g.ID, i+1)
		}
	}
	if got := keys(fresh.Legal(v.Seat)); got != legal {
		t.Errorf("%s: playing a copy on changed its source's legal actions", g.ID)
	}
}

// playOn plays up to n joint decisions of r at random, listing actions
// with engine.LegalInto as a search does, and returns how many it played.
func playOn(r engine.Rules, rng *rand.Rand, n int) int {
	var legal, choices []engine.Action
	turn := engine.NewTurn(rng)
	for k := 0; k < n; k++ {
		toAct := r.ToAct()
		if len(toAct) == 0 {
			return k
		}
		choices = choices[:0]
		for _, s := range toAct {
			legal = engine.LegalInto(r, s, legal[:0])
			if len(legal) == 0 {
				return k
			}
			choices = append(choices, legal[rng.IntN(len(legal))])
		}
		r.Resolve(choices, turn)
	}
	return n
}

func encode(t *testing.T, r engine.Rules) []byte {
	t.Helper()
	b, err := r.MarshalMsg(nil)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// keys joins the actions' keys and words.
func keys(as []engine.Action) string {
	var b bytes.Buffer
	for _, a := range as {
		b.WriteString(a.Key() + "=" + a.String() + ";")
	}
	return b.String()
}
