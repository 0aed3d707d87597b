package overpower

var _ = group(func() {
	special("Victory Harben", Card{Name: "Abner Perry's Lab Assistant", Icons: IconDefense, Flags: FAvoid | FMate | FReserve, Only: AvoidIntel,
		Hook: hook("Abner Perry's Lab Assistant", "play", func(g *State, i uint16, s int) {
			var opts []uint16
			for _, j := range g.P[s].Pack {
				if c := g.card(j); c.Kind == KindPower && c.Type == Intel && c.Val <= 4 {
					opts = append(opts, j)
				}
			}
			if len(opts) > 0 {
				g.ask(s, "Abner Perry's Lab Assistant/play", i, sortedPile(g, opts), false, ResumeNext)
			}
		}),
		Text: "A teammate of Victory Harben avoids one attack with an Intelligence icon; take an Intelligence Power card of level 1 to 4 from your Power Pack into your hand. May be played from the Reserve."})
	handle("Abner Perry's Lab Assistant/play", func(g *State, c Choice, n int) {
		s, j := int(c.Seat), c.Opts[n]
		g.P[s].Pack, _ = cut(g.P[s].Pack, j)
		g.P[s].Hand = append(g.P[s].Hand, j)
		g.reveal(j)
		g.logf("%s takes %s from the Power Pack (Abner Perry's Lab Assistant).", seatName(s), g.card(j).Name)
	})
	special("Victory Harben", Card{Name: "Archery, Knives & Jiu-jitsu", Val: 3, Types: allBasic, Multi: true, Type: MultiPower, Icons: IconOffense, Extra: 1,
		Text: "A level 3 MultiPower attack; then one additional attack."})
	special("Victory Harben", Card{Name: "Chamston-Hedding Estate", Icons: IconDefense | IconAttach | IconBattle, Flags: FAvoid | FSelf, Only: AvoidUniverse,
		Text: "Victory Harben avoids one attack made with a Universe card, and may not be attacked with Universe cards for the rest of the battle."})
	special("Victory Harben", Card{Name: "Department of Theoretical Physics", Icons: IconOffense, Flags: FReserve,
		Hook: hook("Department of Theoretical Physics", "play", func(g *State, i uint16, s int) {
			n := int8(1)
			if g.Chars[g.Ex.By].Pos == 3 {
				n = 2
			}
			g.ask(s, "Department of Theoretical Physics/cost", i, g.intelCards(g.Ex.By), false, ResumeUtility)
			g.Choice.N = n
		}),
		Text: "Discard an Intelligence Power card Victory Harben could play, to draw and reveal four cards (duplicates kept). From the Reserve it costs two such cards."})
	reserveWhen["Department of Theoretical Physics"] = func(g *State, ci int8) bool { return len(g.intelCards(ci)) >= 2 }
	utilityChecks["Department of Theoretical Physics"] = func(g *State, ci int8, _ uint16) bool { return len(g.intelCards(ci)) > 0 }
	handle("Department of Theoretical Physics/cost", func(g *State, c Choice, n int) {
		s, j := int(c.Seat), c.Opts[n]
		g.take(j)
		g.discard(j)
		g.logf("%s discards %s (Department of Theoretical Physics).", seatName(s), g.card(j).Name)
		if c.N > 1 {
			g.ask(s, "Department of Theoretical Physics/cost", c.Src, g.intelCards(g.Ex.By), false, c.Back)
			g.Choice.N = c.N - 1
			return
		}
		if c.N > 0 { // not Practical Physics's cost
			g.drawReveal(s, 4, true)
		}
	})
	special("Victory Harben", Card{Name: "Fires of Halos", Icons: IconOffense,
		Hook: hook("Fires of Halos", "play", func(g *State, i uint16, s int) {
			o := &g.P[1-s]
			for _, j := range sortedHand(g, 1-s) {
				if hasIcon(g.card(j), Intel) {
					o.Hand, _ = cut(o.Hand, j)
					o.Known, _ = cut(o.Known, j)
					g.discard(j)
					g.logf("%s discards %s (Fires of Halos).", seatName(1-s), g.card(j).Name)
				}
			}
		}),
		Text: "The opponent discards every card in its hand with an Intelligence icon."})
	special("Victory Harben", Card{Name: "Practical Physics", Val: 7, Type: Energy, Icons: IconOffense, Flags: FReserve,
		Text: "A level 7 Energy attack. Victory Harben may play it from the Reserve by discarding an Intelligence Power card she could play."})
	reserveWhen["Practical Physics"] = func(g *State, ci int8) bool { return len(g.intelCards(ci)) > 0 }
	onDeclare["Practical Physics"] = func(g *State, m Move) bool {
		if g.Chars[m.By].Pos != 3 {
			return false
		}
		g.ask(seatOf(m.By), "Department of Theoretical Physics/cost", m.Card, g.intelCards(m.By), false, ResumeDeclare)
		g.Choice.N = -1
		return true
	}
})

// intelCards returns the Intelligence Power cards of ci's seat, in hand or
// placed, that ci could play.
func (g *State) intelCards(ci int8) []uint16 {
	var out []uint16
	for _, i := range g.cardsOfSeat(seatOf(ci)) {
		if c := g.card(i); c.Kind == KindPower && c.Type == Intel && g.canUsePower(ci, c, Intel) {
			out = append(out, i)
		}
	}
	return out
}
