package goofspiel

import (
	"math/rand/v2"
	"slices"

	"overdeck/engine"
)

//go:generate msgp -file view.go -o view_gen.go -io=false
//msgp:limit arrays:100000 maps:1000

// View is what one seat may know. Hands are public in Goofspiel (every bid
// is revealed), so what stays hidden is the order of the prize deck, and,
// in the engine's SeatView, a bid that has not been revealed yet.
type View struct {
	N      int8      `msg:"n"`
	Hands  [2][]int8 `msg:"h"`
	Prizes []int8    `msg:"r"` // the prizes still face down, ascending
	Prize  int8      `msg:"p"`
	Scores [2]int16  `msg:"s"`
	Played []Trick   `msg:"t"`
}

// View returns what seat may know (the same for every seat).
func (s *State) View(seat engine.Seat) engine.View {
	v := &View{N: s.N, Prize: s.Prize, Scores: s.Scores}
	v.Hands = [2][]int8{slices.Clone(s.Hands[0]), slices.Clone(s.Hands[1])}
	v.Prizes = slices.Clone(s.Deck)
	slices.Sort(v.Prizes)
	v.Played = slices.Clone(s.Played)
	return v
}

// Determinize deals a state consistent with the view: the prizes still face
// down are shuffled with rng.
func Determinize(sv *engine.SeatView, rng *rand.Rand) engine.Rules {
	v := sv.State.(*View)
	s := &State{N: v.N, Prize: v.Prize, Scores: v.Scores}
	s.Hands = [2][]int8{slices.Clone(v.Hands[0]), slices.Clone(v.Hands[1])}
	s.Deck = slices.Clone(v.Prizes)
	rng.Shuffle(len(s.Deck), func(i, j int) { s.Deck[i], s.Deck[j] = s.Deck[j], s.Deck[i] })
	s.Played = slices.Clone(v.Played)
	return s
}
