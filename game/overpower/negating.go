package overpower

import "slices"

// Negating offensively. Glossary, Negate: a negate "can either neutralize
// the effect (the TEXT of a card before it exits the astral plane) when
// played defensively, OR can offensively attempt to remove the effect of a
// card that is in play ... Played offensively, negates DO NOT target a
// character and are not an attack, but must be played to the Astral plane
// where they may be defensively negated." A negate played in defence does
// not cross the Astral Plane, so no one negates it (negated).
//
// A negate whose card shows the offensive icon (Logical Reasoning,
// Tracking Movements, The Eternal Journey) is, on its player's turn, a
// Utility: it crosses the Astral Plane (the opponent may negate it there)
// and, if it is not negated, one Special card of the opponent's in play (in
// the Astral Plane, on a character, or a hit on a character) leaves play.
// Played so, it costs nothing: the costs of Tracking Movements and The
// Eternal Journey are those of their defensive negates.

// offNegate is the play hook of an offensive negate: seat s chooses which
// of the opponent's Special cards in play it negates.
func offNegate(g *State, i uint16, s int) {
	if opts := g.negatable(1 - s); len(opts) > 0 {
		g.ask(s, "Negate/offense", i, opts, false, ResumeUtility)
	}
}

var _ = group(func() {
	handle("Negate/offense", func(g *State, c Choice, n int) {
		j := c.Opts[n]
		g.logf("%s negates %s: it leaves play.", seatName(int(c.Seat)), g.card(j).Name)
		g.unNegated(j)
	})
	for _, name := range []string{"Logical Reasoning", "Tracking Movements", "The Eternal Journey"} {
		utilityChecks[name] = func(g *State, ci int8, _ uint16) bool { return len(g.negatable(1-seatOf(ci))) > 0 }
	}
})

// negatable lists, sorted, the Special cards of seat s in play that an
// offensive negate may take out of play: in the Astral Plane, on a
// character, or lying as a hit (this battle's or the permanent record's) on
// a character of the other team not KO'd; never one that cannot be negated.
func (g *State) negatable(s int) []uint16 {
	var out []uint16
	ok := func(i uint16) bool {
		return i != 0 && g.owner(i) == s && g.card(i).Kind == KindSpecial && g.card(i).Flags&FNoNegate == 0
	}
	for _, l := range g.InPlay {
		if int(l.Owner) == s && ok(l.Inst) {
			out = append(out, l.Inst)
		}
	}
	// A hit of a card that acts as a Power card is a Power card's: no longer
	// negated (Glossary, Acts As).
	for _, ci := range team(1 - s) {
		if !g.alive(ci) {
			continue
		}
		for _, h := range append(slices.Clone(g.Chars[ci].Hits), g.Chars[ci].Record...) {
			if ok(h.Inst) && g.card(h.Inst).Flags&FActsPower == 0 {
				out = append(out, h.Inst)
			}
		}
	}
	slices.Sort(out)
	return out
}

// unNegated takes Special card j, chosen by an offensive negate, out of
// play: from the Astral Plane or a character, or the hit it lies as.
func (g *State) unNegated(j uint16) {
	if k := g.lasting(j); k >= 0 {
		g.leavePlay(k)
		return
	}
	for ci := range g.Chars {
		c := &g.Chars[ci]
		for k, h := range c.Hits {
			if h.Inst == j {
				g.removeHit(int8(ci), true, k, false)
				return
			}
		}
		for k, h := range c.Record {
			if h.Inst == j {
				g.removeHit(int8(ci), false, k, false)
				return
			}
		}
	}
}
