package overwatch

import (
	"math/rand/v2"
	"slices"
	"testing"

	"overdeck/engine"
	"overdeck/engine/ai"
	"overdeck/engine/ai/aitest"
)

// TestAI_LevelsPlayLegalMovesFromTheirView: each level finishes a match
// against Random choosing only legal moves, and the same view always gets
// the same choice.
func TestAI_LevelsPlayLegalMovesFromTheirView(t *testing.T) {
	for _, l := range []ai.Level{ai.Easy, ai.Normal, ai.Hard} {
		b := ai.New(l, Game, 3)
		b.Iterations, b.Depth = 8, 4
		if l == ai.Easy {
			b.Iterations = 1
		}
		out, _, err := ai.Play(Game, engine.Setup{}, 9, []ai.Bot{b, ai.New(ai.Random, Game, 4)})
		if err != nil || !out.Over {
			t.Fatalf("%v: %v, %v", b, out, err)
		}
		m := midMatch(t, 4, 9)
		v := m.View(m.Waiting()[0])
		if a, c := b.Choose(v), b.Choose(v); a.Key() != c.Key() {
			t.Errorf("%v chose %q then %q for the same view", b, a.Key(), c.Key())
		}
	}
}

// TestEvaluate_RoundScoreAndMargin: Evaluate rises with round wins, with
// the power lead, with heroes still to come and with an ultimate ready.
func TestEvaluate_RoundScoreAndMargin(t *testing.T) {
	f := setup(t)
	base := Evaluate(f.g, 0)
	want(t, "an empty even position", base, 0.5)
	f.g.Wins[0] = 1
	if Evaluate(f.g, 0) <= base || Evaluate(f.g, 1) >= base {
		t.Fatal("a round won does not count")
	}
	f.g.Wins[0] = 0
	f.put(0, "Hanzo", Front, 0)
	lead := Evaluate(f.g, 0)
	if lead <= base {
		t.Fatalf("a power lead scores %v", lead)
	}
	f.g.P[1].Hand = []uint8{mustCard("Ana")}
	if Evaluate(f.g, 0) >= lead {
		t.Fatal("a hero still to come for the other side does not count")
	}
	f.g.P[1].Hand = nil
	id := f.put(0, "Genji", Middle, 0)
	before := Evaluate(f.g, 0)
	f.g.Syn[0][Middle] = int8(f.g.ultPrice(f.h(id)))
	if Evaluate(f.g, 0) <= before {
		t.Fatal("an ultimate the row can pay for does not count")
	}
	want(t, "match chance from 1-1", matchChance(1, 1), 0.5)
	want(t, "match chance from 1-0", matchChance(1, 0), 0.75)
}

// TestDeterminize_DealsOnlyUnseenCards: a sample keeps the seat's own
// hand, the other hand's known cards, every card in play and in discard
// piles; the cards it deals come from the deck lists minus those, and the
// hidden piles keep their sizes.
func TestDeterminize_DealsOnlyUnseenCards(t *testing.T) {
	for seed := uint64(1); seed <= 8; seed++ {
		m := midMatch(t, seed, int(seed)*11)
		g := m.Rules().(*State)
		for s := engine.Seat(0); s < 2; s++ {
			d := Determinize(m.View(s), rand.New(rand.NewPCG(seed, 3))).(*State)
			want(t, "own hand", slices.Equal(d.P[s].Hand, g.P[s].Hand), true)
			for i := 0; i < 2; i++ {
				want(t, "hand size", len(d.P[i].Hand), len(g.P[i].Hand))
				want(t, "deck size", len(d.P[i].Deck), len(g.P[i].Deck))
				want(t, "discard", slices.Equal(d.P[i].Discard, g.P[i].Discard), true)
				for _, c := range g.P[i].Known {
					want(t, "known card kept", slices.Contains(d.P[i].Hand, c), true)
				}
				all := append(append(slices.Clone(d.P[i].Hand), d.P[i].Deck...), d.P[i].Discard...)
				for _, h := range d.Heroes {
					if int(h.Side) == i && !h.Token {
						all = append(all, h.Card)
					}
				}
				slices.Sort(all)
				truth := append(append(slices.Clone(g.P[i].Hand), g.P[i].Deck...), g.P[i].Discard...)
				for _, h := range g.Heroes {
					if int(h.Side) == i && !h.Token {
						truth = append(truth, h.Card)
					}
				}
				slices.Sort(truth)
				want(t, "the same cards in all", slices.Equal(all, truth), true)
			}
		}
	}
}

// BenchmarkHardMove measures Hard's think time and iterations per second
// on a mid-round decision, as the shell plays it (NewBot: its iterations,
// capped at HardTime): under WebAssembly, iterations/move below
// Budgets.HardIterations means the time cap cut the search short.
func BenchmarkHardMove(b *testing.B) {
	m, err := engine.NewMatch(Game, engine.Setup{}, 7)
	if err != nil {
		b.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(7, 1))
	for i := 0; i < 9; i++ {
		s := m.Waiting()[0]
		l := m.Legal(s)
		if err := m.Apply(s, l[rng.IntN(len(l))]); err != nil {
			b.Fatal(err)
		}
	}
	v := m.View(m.Waiting()[0])
	aitest.BenchMove(b, NewBot(ai.Hard, 1), v)
}
