package overpower

var _ = group(func() {
	special("Cthulhu", Card{Name: "Ancient One", Icons: IconDefense, Flags: FAvoid | FSelf, Text: "Cthulhu avoids one attack (also from the Reserve, when attacked there)."})
	special("Cthulhu", Card{Name: "Devoted Follower", Icons: IconOffense,
		Hook: hook("Devoted Follower", "play", func(g *State, i uint16, s int) {
			g.ask(s, "Devoted Follower/play", i, g.mates(g.Ex.By, false), false, ResumeUtility)
		}),
		Text: "KO one of Cthulhu's teammates. Its hits from current battle are discarded and do not count to Venture Total."})
	choiceLabels["Devoted Follower/play"] = func(g *State, k int) string { return "KO " + g.ch(int8(k)).Name }
	handle("Devoted Follower/play", func(g *State, c Choice, n int) {
		ci := int8(c.Opts[n])
		for _, h := range g.Chars[ci].Hits {
			g.discard(h.Inst)
		}
		g.Chars[ci].Hits = g.Chars[ci].Hits[:0]
		g.ko(ci, "Devoted Follower")
	})
	utilityChecks["Devoted Follower"] = func(g *State, ci int8, _ uint16) bool { return len(g.mates(ci, false)) > 0 }
	special("Cthulhu", Card{Name: "The Call of Cthulhu", Icons: IconOffense | IconAstral | IconGame, Flags: FReserve,
		Hook: markHook("The Call of Cthulhu", "play", mkCum, -5, true, onFoeTeam),
		Text: "The opponent's characters need 5 less damage to be Cumulative KO'd for the rest of the game. May be played from the Reserve."})
	special("Cthulhu", Card{Name: "Distracting Intervention", Icons: IconOffense | IconAttach | IconGame, Flags: FReserve,
		Hook: hook("Distracting Intervention", "play", func(g *State, i uint16, s int) {
			opts := append([]uint16{uint16(g.Ex.By)}, g.mates(g.Ex.By, false)...)
			g.ask(s, "Distracting Intervention/play", i, opts, false, ResumeUtility)
		}),
		Text: "Put it in front of Cthulhu or a teammate: that character may not be attacked for the rest of the game, until this card is attacked. It may not be defended and is KO'd by one hit. May be played from the Reserve."})
	choiceLabels["Distracting Intervention/play"] = func(g *State, k int) string { return "In front of " + g.ch(int8(k)).Name }
	handle("Distracting Intervention/play", func(g *State, c Choice, n int) {
		ci := int8(c.Opts[n])
		if k := g.lasting(c.Src); k >= 0 {
			g.InPlay[k].On = ci
			g.mark(mkNoTgt, ci, 1, true, c.Src)
			g.logf("%s may not be attacked until Distracting Intervention is.", g.charName(ci))
		}
	})
	special("Cthulhu", Card{Name: "Network of Fanatics", Val: 3, Type: Energy, Icons: IconOffense, Extra: 2,
		Text: "A level 3 Energy attack; then up to two Front Line teammates of Cthulhu may each make one additional attack. It may be played from the Reserve if a Front Line teammate discards a card from hand or placed on it."})
	handle("Network of Fanatics/cost", func(g *State, c Choice, n int) {
		i := c.Opts[n]
		g.take(i)
		g.discard(i)
		g.logf("%s discards %s to play Network of Fanatics from the Reserve.", seatName(g.owner(i)), g.card(i).Name)
	})
	special("Cthulhu", Card{Name: "The Sleeper Awakens", Val: 11, AnyP: true, Type: AnyPower, Icons: IconOffense,
		Text: "A level 11 Any-Power attack."})
})

// fanaticCosts are the cards a Front Line teammate of seat s's Cthulhu
// could discard to play Network of Fanatics from the Reserve: the hand
// and the cards placed on the Front Line.
func (g *State) fanaticCosts(s int) []uint16 {
	out := sortedHand(g, s)
	for _, ci := range team(s) {
		if g.front(ci) {
			for _, p := range g.Chars[ci].Placed {
				if p != 0 {
					out = append(out, p)
				}
			}
		}
	}
	// The Network itself (in hand) is not a cost.
	for k := 0; k < len(out); k++ {
		if g.card(out[k]).Name == "Network of Fanatics" {
			out = append(out[:k], out[k+1:]...)
			k--
		}
	}
	return out
}

// mates returns character ci's teammates that are not KO'd (front only
// when frontOnly), as numbers for a Choice.
func (g *State) mates(ci int8, frontOnly bool) []uint16 {
	var out []uint16
	for _, cj := range team(seatOf(ci)) {
		if cj != ci && g.alive(cj) && (!frontOnly || g.front(cj)) {
			out = append(out, uint16(cj))
		}
	}
	return out
}
