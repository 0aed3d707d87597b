package overpower

// addAspects adds the Aspects that any homebase may use: the five
// Fortifications! cards, attacks the homebase itself makes.
func addAspects() {
	for _, a := range []struct {
		name string
		t    int8
	}{{"Amaru: Dragon Legend", Energy}, {"Mallku", Combat}, {"Supay", Brute}, {"Cheshire Cat", Intel}} {
		addCard(Card{Name: a.name, Kind: KindAspect, OPD: true, Group: "Fortifications!", Val: 4, Type: a.t, Icons: IconOffense, Extra: 1,
			Text: "Fortifications! The homebase makes a level 4 " + TypeNames[a.t] + " attack; then a Front Line character may make one additional attack. One Fortifications! card per deck."})
	}
	addCard(Card{Name: "Isis", Kind: KindAspect, OPD: true, Group: "Fortifications!", Val: 2, Types: allBasic, Multi: true, Type: MultiPower, Icons: IconOffense, Extra: 1,
		Text: "Fortifications! The homebase makes a level 2 MultiPower attack; then a Front Line character may make one additional attack. One Fortifications! card per deck."})
}

// homeAttacks appends the attacks seat s's homebase may make with its
// Aspects, in hand or placed on it (By -1: the homebase), as the first
// action of an exchange.
func (g *State) homeAttacks(s int, tg []int8, dst []Move) []Move {
	if g.P[s].Home < 0 || g.Ex.Step != StepIdle || g.Phase != PhaseBattle || len(tg) == 0 {
		return dst
	}
	try := func(i uint16) {
		c := g.card(i)
		if c.Kind != KindAspect || c.Val == 0 || c.icons()&(1<<Intel) != 0 && g.value(0, stNoInt, seatSrc(s)) > 0 {
			return // Online Cyber Attack bars cards with an Intelligence icon
		}
		for _, t := range g.attackTypes(c) {
			dst = g.atEach(Move{Op: OpPlay, Card: i, By: -1, Type: t}, g.notOnlyUniverse(tg), dst)
		}
	}
	for _, i := range g.P[s].Hand {
		try(i)
	}
	if i := g.P[s].HomeP[1]; i != 0 {
		try(i)
	}
	return dst
}
