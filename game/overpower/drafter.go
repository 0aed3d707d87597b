package overpower

import (
	"math/rand/v2"
	"slices"
)

// Drafter is the computer's drafter. It picks from its seat's DraftView
// only, so it never learns another seat's secret cards: the stack with the
// best rating of its character and Specials, plus the fit of its grids
// with the team the seat has drafted (high values in the same types), plus
// the seat's own secret cards the character can use, plus a little for
// taking a stack that would fit the team of the next seat to pick.
type Drafter struct{}

// Pick returns the index of the open stack to take (v.Legal holds the
// choices; -1 when v.Legal is empty).
func (Drafter) Pick(v *DraftView) int {
	best, bestScore := -1, 0.0
	held := charsOf(v.Own.Stacks)
	next := v.nextOther()
	for _, k := range v.Legal {
		st := &v.Open[k]
		ci := int8(CharByName(st.Char))
		sc := charRating(ci) + stackSpecials(st)
		sc += gridFit(append(slices.Clone(held), ci)) - gridFit(held)
		sc += secretFit(ci, v.Own.Cards)
		if slices.Contains(held, ci) {
			sc -= 20 // its Specials are One Per Deck: a second stack adds nothing
		}
		if next >= 0 {
			theirs := charsOf(v.Drafted[next])
			sc += 0.25 * (gridFit(append(slices.Clone(theirs), ci)) - gridFit(theirs))
		}
		if best < 0 || sc > bestScore {
			best, bestScore = int(k), sc
		}
	}
	return best
}

// RandomDrafter returns a drafter that takes a random stack among those it
// may take, drawn from its own generator (seeded by seed).
func RandomDrafter(seed uint64) func(v *DraftView) int {
	rng := rand.New(rand.NewPCG(seed, 0x5eed))
	return func(v *DraftView) int {
		if len(v.Legal) == 0 {
			return -1
		}
		return int(v.Legal[rng.IntN(len(v.Legal))])
	}
}

// nextOther is the next seat after v.Seat to pick in this pack, or -1.
func (v *DraftView) nextOther() int {
	if v.ToPick < 0 {
		return -1
	}
	order := PickOrder(int(v.Pack), int(v.Seats))
	for t := int(v.Turn) + 1; t < len(order); t++ {
		if order[t] != v.Seat {
			return int(order[t])
		}
	}
	return -1
}

// charsOf lists the character codes of some stacks.
func charsOf(l []Stack) []int8 {
	out := make([]int8, 0, len(l))
	for _, s := range l {
		out = append(out, int8(CharByName(s.Char)))
	}
	return out
}

// charRating rates character ci alone: its grids (high values count most)
// against its threat.
func charRating(ci int8) float64 {
	c := &characters[ci]
	sq := 0.0
	for _, g := range c.Grid {
		sq += float64(g) * float64(g)
	}
	return sq/8 - 0.6*float64(c.Threat)
}

// stackSpecials rates a stack's Specials: each counts, a numerical one
// (an attack of a level) more.
func stackSpecials(st *Stack) float64 {
	sc := 0.0
	for _, n := range st.Specials {
		sc += cardRating(&cards[mustCard(n)])
	}
	return sc
}

// cardRating rates one card a team can use.
func cardRating(c *Card) float64 {
	switch {
	case c.Kind == KindAdvanced:
		return 2
	case c.Val > 0:
		return 1.4
	}
	return 0.8
}

// gridFit rates how a team's grids share high values: for each type, each
// pair of characters with 6 or more in it (their Power cards serve both).
func gridFit(team []int8) float64 {
	sc := 0.0
	for t := range 4 {
		n := 0
		for _, ci := range team {
			if characters[ci].Grid[t] >= 6 {
				n++
			}
		}
		sc += 1.5 * float64(n*(n-1)/2)
	}
	return sc
}

// secretFit rates the secret cards of a seat that character ci could use.
func secretFit(ci int8, secret []string) float64 {
	g := &State{}
	g.Chars[0] = Char{Card: uint8(ci)}
	sc := 0.0
	for _, n := range secret {
		c := &cards[mustCard(n)]
		if c.Kind != KindSpecial && c.Kind != KindEvent && c.Kind != KindAspect && !BasicPower(c) && g.usableBy(0, c) {
			sc += cardRating(c)
		}
	}
	return sc
}
