package overpower

var _ = group(func() {
	special("Billy the Kid", Card{Name: "Head for Mexico", Icons: IconDefense | IconAttach | IconBattle, Flags: FAvoid | FSelf,
		Hook: hook("Head for Mexico", "play", func(g *State, i uint16, s int) { g.retreat(i) }),
		Text: "Billy the Kid avoids one attack and moves into the Reserve for the rest of the battle, where he may attack with Power cards. If the opponent then has no Front Line character to attack, he comes back at once."})
	special("Billy the Kid", Card{Name: "I'll Make You Famous", Val: 5, Types: 1<<Combat | 1<<Brute, Multi: true, Type: MultiPower, Icons: IconOffense, Flags: FVentureCard,
		OnHit: hook("I'll Make You Famous", "hit", func(g *State, i uint16, s int) {
			if !g.Chars[g.Ex.Tgt].KO || g.Mode != ModeVenture {
				return
			}
			p := &g.P[s]
			for k := range p.Obj {
				if p.Vent[k] && p.Obj[k] == ObjReserve {
					p.Vent[k], p.Obj[k] = false, ObjCompleted
					p.VenNew--
					g.logf("%s moves a ventured objective to Completed (I'll Make You Famous).", seatName(s))
					return
				}
			}
		}),
		Text: "A level 5 MultiPower attack, Combat or Brute Force. If it KOs the character, one of your objectives ventured from Reserve moves at once to Completed."})
	special("Billy the Kid", Card{Name: "Quick Draw", Val: 4, Type: Combat, Icons: IconOffense | IconDefense, Flags: FSelf | FCounter,
		OnHit: hook("Quick Draw", "hit", func(g *State, i uint16, s int) {
			if n := len(g.Held); n > 0 && g.Ex.Tgt == g.Held[n-1].By {
				g.Held[n-1].Quick = true
			}
		}),
		Text: "A level 4 Combat attack. When Billy the Kid is attacked he may answer with it at the attacker: if it hits, the attack on him is discarded; if it is defended or negated, that attack goes on and Billy may still defend it."})
	special("Billy the Kid", Card{Name: "Reap the Whirlwind", Icons: IconOffense | IconGame, Flags: FTarget | FGrid8,
		OnHit: hook("Reap the Whirlwind", "hit", func(g *State, i uint16, s int) {
			g.mark(mkVs, g.Ex.By, g.Ex.Tgt+1, true, i)
			g.logf("%s is +2 to all actions against %s for the rest of the game.", g.ch(g.Ex.By).Name, g.ch(g.Ex.Tgt).Name)
		}),
		Text: "An attack on a character with a grid of 8: if it hits, Billy the Kid is +2 to all his actions against that character for the rest of the game."})
	special("Billy the Kid", Card{Name: "Regulators", Icons: IconOffense | IconAstral | IconGame,
		Hook: hook("Regulators", "play", func(g *State, i uint16, s int) {
			g.mark(mkRegul, int8(8+s), 1, true, i)
			if len(g.P[s].Pack) > 0 {
				g.ask(s, "Regulators/play", i, sortedPile(g, g.P[s].Pack), false, ResumeUtility)
			}
		}),
		Text: "Take a card of your choice from your Power Pack into your hand, revealed (kept even if a duplicate). For the rest of the game, after a battle whose venture your team lost, draw one more card in the Draw Phase (discarded if a duplicate)."})
	special("Billy the Kid", Card{Name: "Pals", Icons: IconOffense | IconAttach | IconGame,
		Hook: hook("Pals", "play", func(g *State, i uint16, s int) {
			g.ask(s, "Pals/play", i, g.mates(g.Ex.By, false), false, ResumeUtility)
		}),
		Text: "Billy the Kid and a teammate you choose are pals for the rest of the game: when either is attacked, the other may block the attack with a Power card of his own."})
	choiceLabels["Pals/play"] = func(g *State, k int) string { return "Pals with " + g.ch(int8(k)).Name }
	handle("Pals/play", func(g *State, c Choice, n int) {
		if k := g.lasting(c.Src); k >= 0 {
			g.InPlay[k].N = int8(c.Opts[n])
			g.logf("%s and %s are pals.", g.ch(g.InPlay[k].On).Name, g.ch(int8(c.Opts[n])).Name)
		}
	})
	utilityChecks["Pals"] = func(g *State, ci int8, _ uint16) bool { return len(g.mates(ci, false)) > 0 }
	handle("Regulators/play", func(g *State, c Choice, n int) {
		s := int(c.Seat)
		i := c.Opts[n]
		g.P[s].Pack, _ = cut(g.P[s].Pack, i)
		g.P[s].Hand = append(g.P[s].Hand, i)
		g.reveal(i)
		g.logf("%s takes %s from the Power Pack (Regulators).", seatName(s), g.card(i).Name)
	})
})

// pals reports whether oc may block the attack on tc as his pal (Pals).
func (g *State) pals(tc, oc int8) bool {
	for _, l := range g.InPlay {
		if l.Inst != 0 && l.On >= 0 && g.card(l.Inst).Name == "Pals" && (l.On == tc && l.N == oc || l.On == oc && l.N == tc) {
			return true
		}
	}
	return false
}

// retreat moves the character of Head for Mexico or Never Set Foot on
// Dry Land (card i, in play on him) into the Reserve for the battle; the
// card keeps where he was.
func (g *State) retreat(i uint16) {
	l := &g.InPlay[g.lasting(i)]
	l.N = -1
	if ci := l.On; ci >= 0 && g.Chars[ci].Pos < 3 {
		l.N, g.Chars[ci].Pos = g.Chars[ci].Pos, 3
		g.logf("%s moves into the Reserve for the rest of the battle (%s).", g.charName(ci), g.card(i).Name)
	}
	g.mexico()
}

// retreatCard reports whether the card named n moves its character into
// the Reserve for the battle.
func retreatCard(n string) bool { return n == "Head for Mexico" || n == "Never Set Foot on Dry Land" }

// inMexico reports whether character ci is in the Reserve by Head for
// Mexico.
func (g *State) inMexico(ci int8) bool {
	for _, l := range g.InPlay {
		if l.Inst != 0 && l.On == ci && l.N >= 0 && g.card(l.Inst).Name == "Head for Mexico" {
			return true
		}
	}
	return false
}

// mexico brings Billy the Kid back from the Reserve (the card leaves
// play) when the opponent has no Front Line character it may attack.
func (g *State) mexico() {
	for k := len(g.InPlay) - 1; k >= 0; k-- {
		l := g.InPlay[k]
		if l.Inst != 0 && l.On >= 0 && l.N >= 0 && retreatCard(g.card(l.Inst).Name) && len(g.targets(1-seatOf(l.On), nil)) == 0 {
			g.logf("%s's opponent has no one to attack: he comes back to the Front Line.", g.charName(l.On))
			g.leavePlay(k)
		}
	}
}

// backFromMexico puts Billy the Kid back where he was when Head for
// Mexico (Lasting l) leaves play.
func (g *State) backFromMexico(l Lasting) {
	if l.Inst != 0 && l.On >= 0 && l.N >= 0 && retreatCard(g.card(l.Inst).Name) && g.Chars[l.On].Pos == 3 {
		g.Chars[l.On].Pos = l.N
	}
}
