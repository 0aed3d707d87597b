package overpower

var _ = group(func() {
	special("Sherlock Holmes", Card{Name: "Battle of Wits", Icons: IconOffense | IconAttach | IconBattle, Flags: FTarget,
		OnHit: hook("Battle of Wits", "hit", func(g *State, i uint16, s int) {
			g.mark(mkNoAtk, g.Ex.Tgt, 1, false, i)
			g.mark(mkNoAtk, g.Ex.By, 1, false, i)
		}),
		Text: "An attack on a character: if it hits, neither Sherlock Holmes nor that character may attack for the rest of the battle."})
	special("Sherlock Holmes", Card{Name: "Brilliant Deduction", Icons: IconDefense, Flags: FNegate,
		Text: "Negate a Special card the opponent plays."})
	special("Sherlock Holmes", Card{Name: "Irene Adler", Val: 5, Type: Energy, Icons: IconOffense,
		OnHit: hook("Irene Adler", "hit", func(g *State, i uint16, s int) {
			g.P[1-s].Open = true
			g.logf("%s plays open-handed for the rest of the battle.", seatName(1-s))
			g.bakerSt(s, sortedHand(g, 1-s), i, ResumeNext)
		}),
		Text: "A level 5 Energy attack. If it hits, the opponent plays with its hand revealed for the rest of the battle."})
	special("Sherlock Holmes", Card{Name: "Logical Reasoning", Icons: IconOffense, Flags: FNegate | FNegateOff,
		Hook: hook("Logical Reasoning", "play", offNegate),
		Text: "Offensively only: on your turn, negate one of the opponent's Special cards in play (in the Astral Plane, on a character, or its hit on a character); it leaves play."})
	special("Sherlock Holmes", Card{Name: "Probability Evaluation", Icons: IconOffense,
		Hook: hook("Probability Evaluation", "play", func(g *State, i uint16, s int) {
			g.refill(1 - s)
			g.ask(s, "Probability Evaluation/play", i, sortedPile(g, g.P[1-s].Draw), false, ResumeUtility)
		}),
		Text: "Look through the opponent's Draw Pile and remove one card of your choice from the game; the opponent shuffles it."})
	handle("Probability Evaluation/play", func(g *State, c Choice, n int) {
		s := int(c.Seat)
		p := &g.P[1-s]
		i := c.Opts[n]
		p.Draw, _ = cut(p.Draw, i)
		p.Gone = append(p.Gone, i)
		g.rand().Shuffle(len(p.Draw), func(a, b int) { p.Draw[a], p.Draw[b] = p.Draw[b], p.Draw[a] })
		g.logf("%s removes %s from the game (Probability Evaluation).", seatName(s), g.card(i).Name)
		g.bakerSt(s, sortedPile(g, p.Draw), c.Src, ResumeUtility)
	})
	utilityChecks["Probability Evaluation"] = func(g *State, ci int8, _ uint16) bool {
		o := 1 - seatOf(ci)
		return len(g.P[o].Draw)+len(g.P[o].Pack) > 0
	}
	special("Sherlock Holmes", Card{Name: "Unpredictable Mind", Val: 4, Types: allBasic, Multi: true, Type: MultiPower, Icons: IconOffense, Extra: 1,
		Text: "A level 4 MultiPower attack; then one additional attack."})
})
