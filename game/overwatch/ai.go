package overwatch

import (
	"math"
	"math/rand/v2"

	"overdeck/engine"
)

// Determinize returns a full state consistent with the view: the cards a
// seat cannot see (the other hand but for its known cards, both decks) are
// dealt at random from what each deck list still has unaccounted for.
func Determinize(sv *engine.SeatView, rng *rand.Rand) engine.Rules {
	return DeterminizeInto(nil, sv, rng)
}

// Weights of Evaluate's estimate of the round's final power margin.
const (
	evalPerHero   = 1.8  // power a hero still to be deployed is expected to add
	evalSynergy   = 0.3  // one unspent synergy token (fuel, and the tie-break)
	evalUltReady  = 0.9  // an unused ultimate its row can pay for now
	evalUltLater  = 0.25 // an unused ultimate its row cannot pay for yet
	evalSteepness = 0.2  // how sure a margin of one power makes the round, early on
	evalSureness  = 0.6  // how much surer it becomes as the sides fill up
)

// Evaluate scores a state for seat s from 0 (lost) to 1 (won): the chance
// of winning the match if the current round is won with the probability
// its expected final power margin gives (see roundMargin) and every later
// round is even. A margin counts for more as the sides fill up.
func Evaluate(r engine.Rules, s engine.Seat) float64 {
	g := r.(*State)
	if o := g.Outcome(); o.Over {
		return o.Score(s)
	}
	me, foe := int(s), 1-int(s)
	filled := float64(g.count(0)+g.count(1)) / (2 * MaxHeroes)
	p := 1 / (1 + math.Exp(-g.roundMargin(me, foe)*(evalSteepness+evalSureness*filled)))
	a, b := int(g.Wins[me]), int(g.Wins[foe])
	v := p*matchChance(a+1, b) + (1-p)*matchChance(a, b+1)
	return min(0.98, max(0.02, v))
}

// roundMargin estimates by how much power side me will lead foe when the
// round ends: the power lead now, the heroes each still has to deploy,
// unspent synergy and the ultimates each could still use.
func (g *State) roundMargin(me, foe int) float64 {
	m := float64(g.Power(me) - g.Power(foe))
	m += evalPerHero * float64(g.toCome(me)-g.toCome(foe))
	m += evalSynergy * float64(g.Synergy(me)-g.Synergy(foe))
	for i := range g.Heroes {
		h := &g.Heroes[i]
		if h.Defeated || h.UltUsed || h.card().Ult == nil {
			continue
		}
		w := evalUltLater
		if g.ultPrice(h) <= int(g.Syn[h.Side][h.Row]) {
			w = evalUltReady
		}
		if int(h.Side) == foe {
			w = -w
		}
		m += w
	}
	return m
}

// toCome is how many more heroes side can deploy this round.
func (g *State) toCome(side int) int {
	if g.Passed[side] {
		return 0
	}
	return min(MaxHeroes-g.count(side), len(g.P[side].Hand))
}

// matchChance is the chance of winning the match from a wins to b when
// every round left is even (a round both win is not counted).
func matchChance(a, b int) float64 {
	switch {
	case a >= 2 && b >= 2:
		return 0.5
	case a >= 2:
		return 1
	case b >= 2:
		return 0
	}
	return 0.5*matchChance(a+1, b) + 0.5*matchChance(a, b+1)
}
