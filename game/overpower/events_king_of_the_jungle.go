package overpower

// The Events of King of the Jungle.
var _ = eventGroup(func() {
	set := int8(SetByName("King of the Jungle"))
	event(Card{Name: "The Lost City of Opar", Set: set,
		Hook: hook("The Lost City of Opar", "play", func(g *State, i uint16, s int) {
			for ci := int8(0); ci < 8; ci++ {
				if g.alive(ci) {
					g.checkKO(ci, Hit{}) // Any-Power hits now count as Brute Force
				}
			}
		}),
		Text: "This battle every Any-Power icon is a Brute Force icon: Any-Power cards are played as Brute Force only (with that grid), Any-Power follow-ups must be Brute Force, and Any-Power hits, old and new, count as Brute Force toward Spectrum KO."})
	event(Card{Name: "Tarzan the Terrible", Set: set,
		Hook: hook("Tarzan the Terrible", "play", func(g *State, i uint16, s int) {
			top := g.mostThreat(s)
			if len(top) == 1 {
				g.terrible(int8(top[0]), i)
				return
			}
			if len(top) > 1 {
				g.ask(1-s, "Tarzan the Terrible/play", i, top, false, ResumePhase)
			}
		}),
		Text: "The Front Line character of the player who played it with the highest printed threat is -2 to defence this battle; on a tie the opponent chooses which of them."})
	handle("Tarzan the Terrible/play", func(g *State, c Choice, n int) { g.terrible(int8(c.Opts[n]), c.Src) })
	choiceLabels["Tarzan the Terrible/play"] = func(g *State, k int) string { return "-2 to defence for " + g.ch(int8(k)).Name }
	event(Card{Name: "The Power of Gonfal", Set: set,
		Text: "This battle, a Special card that negates an opposing Special offensively (one in play) may also negate one defensively, and negates cost nothing."})
})

// mostThreat returns seat s's living Front Line characters of the highest
// printed threat.
func (g *State) mostThreat(s int) []uint16 {
	var top []uint16
	best := int8(-1)
	for _, ci := range team(s) {
		if !g.front(ci) {
			continue
		}
		switch t := g.ch(ci).Threat; {
		case t > best:
			best, top = t, append(top[:0], uint16(ci))
		case t == best:
			top = append(top, uint16(ci))
		}
	}
	return top
}

// terrible gives character ci -2 to defence for the battle (Tarzan the
// Terrible, card i).
func (g *State) terrible(ci int8, i uint16) {
	g.mark(mkDef, ci, -2, false, i)
	g.logf("%s is -2 to defence this battle (Tarzan the Terrible).", g.charName(ci))
}

// opar reports whether The Lost City of Opar is in play: Any-Power icons
// are Brute Force icons.
func (g *State) opar() bool {
	in, _ := g.eventIn("The Lost City of Opar")
	return in
}

// gonfal reports whether The Power of Gonfal is in play: negates that work
// offensively work defensively too, at no cost.
func (g *State) gonfal() bool {
	in, _ := g.eventIn("The Power of Gonfal")
	return in
}

// showsIcon reports whether card c shows power icon t now (The Lost City
// of Opar turns its Any-Power icons into Brute Force ones).
func (g *State) showsIcon(c *Card, t int8) bool {
	if hasIcon(c, AnyPower) && g.opar() {
		return t == Brute
	}
	return hasIcon(c, t)
}
