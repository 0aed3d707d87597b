package goofspiel

import (
	"errors"
	"math/rand/v2"
	"testing"

	"overdeck/engine"
)

func deal(t *testing.T, cards string) *State {
	t.Helper()
	r, err := New(engine.Setup{}.With("cards", cards), rand.New(rand.NewPCG(1, 1)))
	if err != nil {
		t.Fatal(err)
	}
	return r.(*State)
}

func bid(s *State, a, b int8) {
	s.Resolve([]engine.Action{Bid(a), Bid(b)}, engine.NewTurn(rand.New(rand.NewPCG(0, 0))))
}

func TestSetupDealsOneToNAndAPrize(t *testing.T) {
	s := deal(t, "13")
	if len(s.Hands[0]) != 13 || len(s.Hands[1]) != 13 || len(s.Deck) != 12 || s.Prize == 0 {
		t.Fatalf("deal: hands %d/%d, deck %d, prize %d", len(s.Hands[0]), len(s.Hands[1]), len(s.Deck), s.Prize)
	}
	for _, bad := range []string{"2", "14", "x", ""} {
		if _, err := New(engine.Setup{}.With("cards", bad), rand.New(rand.NewPCG(1, 1))); !errors.Is(err, engine.ErrBadSetup) {
			t.Errorf("cards=%q: err %v, want ErrBadSetup", bad, err)
		}
	}
}

func TestHigherBidTakesThePrize(t *testing.T) {
	s := deal(t, "5")
	p := s.Prize
	bid(s, 2, 4)
	if s.Scores != [2]int16{0, int16(p)} || len(s.Hands[0]) != 4 || len(s.Hands[1]) != 4 {
		t.Fatalf("after 2 v 4 on a %d: scores %v", p, s.Scores)
	}
}

func TestEqualBidsDiscardThePrize(t *testing.T) {
	s := deal(t, "5")
	bid(s, 3, 3)
	if s.Scores != [2]int16{} || len(s.Played) != 1 || len(s.Deck) != 3 {
		t.Fatalf("after a tie: scores %v, deck %d", s.Scores, len(s.Deck))
	}
}

func TestSpentCardsCannotBeBidAgain(t *testing.T) {
	s := deal(t, "5")
	bid(s, 5, 1)
	for _, a := range s.Legal(0) {
		if a.(Bid) == 5 {
			t.Fatal("the spent 5 is still a legal bid")
		}
	}
	// Count regression: 4 cards left, 4 bids each; nothing for other seats.
	if len(s.Legal(0)) != 4 || len(s.Legal(1)) != 4 || s.Legal(2) != nil {
		t.Fatalf("legal counts %d/%d", len(s.Legal(0)), len(s.Legal(1)))
	}
}

func TestHigherScoreWinsAtTheEnd(t *testing.T) {
	s := deal(t, "3")
	bid(s, 3, 1)
	bid(s, 2, 3)
	bid(s, 1, 2)
	o := s.Outcome()
	if !o.Over || len(s.ToAct()) != 0 {
		t.Fatal("the game did not end after the last prize")
	}
	a, b := s.Scores[0], s.Scores[1]
	if o.Won(0) != (a > b) || o.Won(1) != (b > a) || o.Draw() != (a == b) {
		t.Fatalf("scores %v gave outcome %+v", s.Scores, o)
	}
}

func TestDeterminizeKeepsWhatTheViewShows(t *testing.T) {
	m, _ := engine.NewMatch(Game, engine.Setup{}, 3)
	v := m.View(0)
	want, _ := v.State.MarshalMsg(nil)
	d := Determinize(v, rand.New(rand.NewPCG(5, 5)))
	got, _ := d.View(0).MarshalMsg(nil)
	if string(want) != string(got) {
		t.Fatal("a determinized state shows something else than the view it came from")
	}
}

func BenchmarkRandomGames(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < b.N; i++ {
		r, _ := New(engine.Setup{}, rng)
		m := engine.NewSim(Game, r, rng)
		for !m.Outcome().Over {
			for _, s := range m.Waiting() {
				l := m.Legal(s)
				if err := m.Apply(s, l[rng.IntN(len(l))]); err != nil {
					b.Fatal(err)
				}
			}
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}
