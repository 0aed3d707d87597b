package overpower

var _ = group(func() {
	special("Tars Tarkas", Card{Name: "Avenging My Love", Icons: IconOffense,
		Hook: hook("Avenging My Love", "play", func(g *State, i uint16, s int) { g.pickPlaced(s, -1, 2, i, ResumeUtility) }),
		Text: "The opponent discards two of its placed cards, Tars Tarkas's choice."})
	utilityChecks["Avenging My Love"] = func(g *State, ci int8, _ uint16) bool { return len(g.foePlaced(seatOf(ci), -1)) > 0 }
	special("Tars Tarkas", Card{Name: "Barsoomian Warrior & Statesman", Val: 6, DefV: 6, AnyP: true, Type: AnyPower,
		Icons: IconOffense | IconDefense, Flags: FSelf | FActsPower,
		Text: "Acts as a level 6 Any-Power Power card: an attack or a defence of Tars Tarkas, or of any teammate if John Carter started on his team."})
	special("Tars Tarkas", Card{Name: "Four-Armed Warrior", Val: 6, Type: Energy, Icons: IconOffense,
		Text: "A level 6 Energy attack, +1 for each card placed on Tars Tarkas (not to damage or Venture Total)."})
	cardBonus["Four-Armed Warrior"] = func(g *State, s int) int8 {
		n := int8(0)
		for _, ci := range team(s) {
			if g.alive(ci) && g.ch(ci).Name == "Tars Tarkas" {
				n = int8(len(g.foePlaced(1-s, ci)))
			}
		}
		return n
	}
	special("Tars Tarkas", Card{Name: "Jeddak of Thark", Val: 6, Type: Intel, Icons: IconOffense,
		OnMiss: hook("Jeddak of Thark", "miss", func(g *State, i uint16, s int) { g.jeddak(s) }),
		Text:   "A level 6 Intelligence attack. If it is defended, draw and reveal the top card of your Draw Pile: an attack, Tars Tarkas makes it at once whatever its requirements; anything else goes to the Dead Pile."})
	choiceLabels["Jeddak of Thark/attack"] = func(g *State, k int) string {
		return "Attack " + g.ch(int8(k)).Name + " with " + g.card(g.Choice.Src).Name
	}
	handle("Jeddak of Thark/attack", func(g *State, c Choice, n int) {
		j := c.Src
		t := g.attackTypes(g.card(j))[0]
		if ct := g.card(j); ct.Kind == KindPower || ct.Kind == KindTeamwork || ct.Kind == KindAlly {
			t = Energy
			for u := Energy; u <= Intel; u++ {
				if hasIcon(ct, u) {
					t = u
					break
				}
			}
		}
		g.declare(Move{Op: OpPlay, Card: j, By: g.Ex.By, Type: t, Tgt: int8(c.Opts[n])})
	})
	special("Tars Tarkas", Card{Name: "Protector of the Incubator", Icons: IconDefense, Flags: FAvoid | FSelf | FMate, Only: AvoidUniverse,
		Hook: hook("Protector of the Incubator", "play", func(g *State, i uint16, s int) { g.Ex.TW, g.Ex.Ally = 0, 0 }),
		Text: "Tars Tarkas or a teammate avoids one attack made with a Universe card; no follow-up is made after it."})
	special("Tars Tarkas", Card{Name: "Sola", Icons: IconOffense,
		Hook: hook("Sola", "play", func(g *State, i uint16, s int) {
			g.mark(mkVen, int8(8+s), 5, false, 0)
			g.refill(1 - s)
			d := g.P[1-s].Draw
			if top := d[max(0, len(d)-3):]; len(top) > 0 {
				g.ask(s, "Sola/play", i, sortedPile(g, top), false, ResumeUtility)
			}
		}),
		Text: "Tars Tarkas's team is +5 to Venture Total this battle. Look at the top three cards of the opponent's Draw Pile and discard one of them to its Dead Pile; the opponent shuffles the Draw Pile."})
	handle("Sola/play", func(g *State, c Choice, n int) {
		o := &g.P[1-c.Seat]
		i := c.Opts[n]
		o.Draw, _ = cut(o.Draw, i)
		o.Dead = append(o.Dead, i)
		g.rand().Shuffle(len(o.Draw), func(a, b int) { o.Draw[a], o.Draw[b] = o.Draw[b], o.Draw[a] })
		g.logf("%s discards %s from the opponent's Draw Pile (Sola).", seatName(int(c.Seat)), g.card(i).Name)
	})
})

// jeddak draws and reveals the top card of seat s's Draw Pile for Jeddak
// of Thark: an attack Tars Tarkas (the exchange's By) makes at once at a
// target of s's choice, whatever its requirements; any other card goes to
// the Dead Pile (an Event to the Defeated Characters Pile).
func (g *State) jeddak(s int) {
	by := g.Ex.By
	j := g.drawTop(s)
	if j == 0 {
		return
	}
	c := g.card(j)
	g.logf("%s draws and reveals %s (Jeddak of Thark).", seatName(s), c.Name)
	attack := c.Kind == KindPower || c.Kind == KindTeamwork || c.Kind == KindAlly || c.Kind == KindSpecial && (c.Val > 0 || c.Flags&FTarget != 0)
	var opts []uint16
	if attack && g.alive(by) && g.mayAttack(by) {
		for _, tc := range g.targets(s, nil) {
			opts = append(opts, uint16(tc))
		}
	}
	if len(opts) == 0 {
		if c.Kind == KindEvent {
			g.P[s].Defeat = append(g.P[s].Defeat, j)
		} else {
			g.P[s].Dead = append(g.P[s].Dead, j)
		}
		return
	}
	g.P[s].Hand = append(g.P[s].Hand, j)
	g.reveal(j)
	g.ask(s, "Jeddak of Thark/attack", j, opts, false, ResumeTaken)
}
