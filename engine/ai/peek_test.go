package ai_test

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"overdeck/engine"
	"overdeck/engine/ai"
	"overdeck/game/goofspiel"
)

// midgame returns a 13-card Goofspiel state after three rounds, its face-down
// prizes in the given order (top last). Everything else is fixed.
func midgame(deck []int8) *goofspiel.State {
	all := func(skip ...int8) []int8 {
		var out []int8
	next:
		for c := int8(1); c <= 13; c++ {
			for _, s := range skip {
				if c == s {
					continue next
				}
			}
			out = append(out, c)
		}
		return out
	}
	return &goofspiel.State{
		N:      13,
		Hands:  [2][]int8{all(13, 2, 7), all(12, 9, 1)},
		Deck:   deck,
		Prize:  11,
		Scores: [2]int16{10, 4},
		Played: []goofspiel.Trick{
			{Prize: 10, Bids: [2]int8{13, 12}},
			{Prize: 3, Bids: [2]int8{2, 9}},
			{Prize: 4, Bids: [2]int8{7, 1}},
		},
	}
}

// twoDeals returns two matches (simulations over states built by hand) that
// differ only in the order of the face-down prizes.
func twoDeals() (*engine.Match, *engine.Match) {
	deck := []int8{1, 2, 5, 6, 7, 8, 9, 12, 13}
	other := []int8{13, 9, 7, 1, 12, 5, 2, 8, 6}
	a := engine.NewSim(goofspiel.Game, midgame(deck), rand.New(rand.NewPCG(1, 1)))
	b := engine.NewSim(goofspiel.Game, midgame(other), rand.New(rand.NewPCG(2, 2)))
	return a, b
}

func viewBytes(t *testing.T, m *engine.Match, s engine.Seat) []byte {
	t.Helper()
	b, err := m.View(s).MarshalMsg(nil)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// peekBots returns one bot of every level with small, fixed budgets.
func peekBots(seed uint64) []ai.Bot {
	return []ai.Bot{
		bot(ai.Random, 0, seed), bot(ai.Easy, 3, seed),
		bot(ai.Normal, 150, seed), bot(ai.Hard, 300, seed),
	}
}

// sameDecisions checks that every bot, over 20 seeds, decides alike on the
// views of seat s in a and b.
func sameDecisions(t *testing.T, a, b *engine.Match, s engine.Seat) {
	t.Helper()
	for seed := uint64(0); seed < 20; seed++ {
		for _, bt := range peekBots(seed) {
			x, y := bt.Choose(a.View(s)), bt.Choose(b.View(s))
			if x.Key() != y.Key() {
				t.Errorf("%v seed %d: %s with one hidden deck, %s with the other", bt, seed, x, y)
			}
		}
	}
}

// TestNoPeeking: two deals that differ only in hidden cards give the same
// view bytes and the same decision from every bot.
func TestNoPeeking(t *testing.T) {
	a, b := twoDeals()
	if bytes.Equal(mustState(t, a), mustState(t, b)) {
		t.Fatal("the two deals should differ in their full state")
	}
	for s := engine.Seat(0); s < 2; s++ {
		if !bytes.Equal(viewBytes(t, a, s), viewBytes(t, b, s)) {
			t.Fatalf("%v's views differ between the two deals", s)
		}
		sameDecisions(t, a, b, s)
	}
}

// TestNoPeekingAtPendingBid: the opponent's buffered bid changes neither the
// view nor the decision.
func TestNoPeekingAtPendingBid(t *testing.T) {
	a, b := twoDeals()
	if err := a.ApplyKey(1, "b3"); err != nil {
		t.Fatal(err)
	}
	if err := b.ApplyKey(1, "b13"); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(viewBytes(t, a, 0), viewBytes(t, b, 0)) {
		t.Fatal("Player 1's view shows Player 2's pending bid")
	}
	sameDecisions(t, a, b, 0)
}

// TestDecisionFollowsView is the control for the tests above: the bots do
// answer to what they can see, so equal decisions there are not a given.
func TestDecisionFollowsView(t *testing.T) {
	low, high := midgame([]int8{1, 2, 5, 6, 7, 8, 9, 12, 13}), midgame([]int8{1, 2, 5, 6, 7, 8, 9, 11, 12})
	high.Prize = 13
	ml := engine.NewSim(goofspiel.Game, low, rand.New(rand.NewPCG(1, 1)))
	mh := engine.NewSim(goofspiel.Game, high, rand.New(rand.NewPCG(1, 1)))
	for _, l := range []ai.Level{ai.Normal, ai.Hard} {
		differ := 0
		for seed := uint64(0); seed < 20; seed++ {
			b := bot(l, 300, seed)
			if b.Choose(ml.View(0)).Key() != b.Choose(mh.View(0)).Key() {
				differ++
			}
		}
		if differ == 0 {
			t.Errorf("%v bids the same for an 11 and a 13 with every seed", l)
		}
	}
}

func mustState(t *testing.T, m *engine.Match) []byte {
	t.Helper()
	b, err := m.Rules().MarshalMsg(nil)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
