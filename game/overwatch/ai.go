package overwatch

import (
	"math"
	"math/rand/v2"
	"slices"

	"overdeck/engine"
)

// Determinize returns a full state consistent with the view: the cards a
// seat cannot see (the other hand but for its known cards, both decks) are
// dealt at random from what each deck list still has unaccounted for.
func Determinize(sv *engine.SeatView, rng *rand.Rand) engine.Rules {
	v := sv.State.(*View)
	g := &State{Phase: v.Phase, Round: v.Round, Wins: v.Wins, First: v.First, ToMove: v.ToMove, Passed: v.Passed,
		Turns: v.Turns, Heroes: slices.Clone(v.Heroes), Syn: v.Syn, Marks: slices.Clone(v.Marks), Pend: v.Pend,
		Last: v.Last, NextID: v.NextID, Result: slices.Clone(v.Result)}
	g.Pend.Picks = slices.Clone(v.Pend.Picks)
	g.Board = cloneBoard(&v.Board)
	for s := range v.P {
		sv := &v.P[s]
		p := &g.P[s]
		p.Pool, p.Known, p.Discard = slices.Clone(sv.Pool), slices.Clone(sv.Known), slices.Clone(sv.Discard)
		unseen := slices.Clone(sv.Pool)
		drop := func(c uint8) {
			if i := slices.Index(unseen, c); i >= 0 {
				unseen = slices.Delete(unseen, i, i+1)
			}
		}
		for _, c := range sv.Discard {
			drop(c)
		}
		for _, h := range v.Heroes {
			if int(h.Side) == s && !h.Token {
				drop(h.Card)
			}
		}
		hand := slices.Clone(sv.Known)
		if int(v.Seat) == s {
			hand = slices.Clone(sv.Hand)
		}
		for _, c := range hand {
			drop(c)
		}
		rng.Shuffle(len(unseen), func(i, j int) { unseen[i], unseen[j] = unseen[j], unseen[i] })
		for len(hand) < int(sv.HandN) && len(unseen) > 0 {
			hand = append(hand, unseen[len(unseen)-1])
			unseen = unseen[:len(unseen)-1]
		}
		slices.Sort(hand)
		p.Hand, p.Deck = hand, unseen
	}
	return g
}

// Evaluate scores a state for seat s from 0 (lost) to 1 (won): round wins
// first, then the current round's power lead and unspent synergy.
func Evaluate(r engine.Rules, s engine.Seat) float64 {
	g := r.(*State)
	if o := g.Outcome(); o.Over {
		switch {
		case o.Draw():
			return 0.5
		case o.Won(s):
			return 1
		}
		return 0
	}
	me, foe := int(s), 1-int(s)
	lead := float64(g.Power(me)-g.Power(foe)) + 0.25*float64(g.Synergy(me)-g.Synergy(foe))
	v := 0.5 + 0.3*float64(g.Wins[me]-g.Wins[foe]) + 0.18*math.Tanh(lead/5)
	return min(0.98, max(0.02, v))
}
