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
	return DeterminizeInto(nil, sv, rng)
}

// DeterminizeInto deals as Determinize does into dst (a *State, or nil for
// a new one), reusing its slices.
func DeterminizeInto(dst engine.Rules, sv *engine.SeatView, rng *rand.Rand) engine.Rules {
	v := sv.State.(*View)
	s, _ := dst.(*State)
	if s == nil {
		s = &State{}
	}
	hands, deck, played := s.Hands, s.Deck, s.Played
	*s = State{N: v.N, Prize: v.Prize, Scores: v.Scores}
	s.Hands = [2][]int8{append(hands[0][:0], v.Hands[0]...), append(hands[1][:0], v.Hands[1]...)}
	s.Deck = append(deck[:0], v.Prizes...)
	rng.Shuffle(len(s.Deck), func(i, j int) { s.Deck[i], s.Deck[j] = s.Deck[j], s.Deck[i] })
	s.Played = append(played[:0], v.Played...)
	return s
}

// DecodeView restores a View written by its MarshalMsg.
func DecodeView(b []byte) (engine.View, error) {
	v := &View{}
	if _, err := v.UnmarshalMsg(b); err != nil {
		return nil, err
	}
	return v, nil
}
