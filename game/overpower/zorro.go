package overpower

var _ = group(func() {
	special("Zorro", Card{Name: "3 Quick Strokes", Val: 2, Type: Combat, Icons: IconOffense, Extra: 2,
		Text: "A level 2 Combat attack; then up to two more Combat attacks with Power cards, on the same character. If any of the three hits and the character then has 15 or more damage, it is KO'd whatever Events, abilities and cards are in play."})
	special("Zorro", Card{Name: "Elite Swordsmanship", Val: 7, Type: Combat, Icons: IconOffense, Text: "A level 7 Combat attack."})
	special("Zorro", Card{Name: "Master of Escape", Icons: IconOffense, Flags: FVentureCard,
		Hook: hook("Master of Escape", "play", func(g *State, i uint16, s int) { g.escape(g.order()[0], i) }),
		Text: "Each player, in initiative order, keeps one of the objectives it ventured at stake; its other ventured objectives go back to their piles."})
	choiceLabels["Master of Escape/play"] = func(g *State, k int) string {
		p := &g.P[g.Choice.Seat]
		return "Keep " + missionSets[p.Set].Objectives[k] + " ventured"
	}
	handle("Master of Escape/play", func(g *State, c Choice, n int) {
		s := int(c.Seat)
		p := &g.P[s]
		for k := range p.Vent {
			if p.Vent[k] && k != int(c.Opts[n]) {
				p.Vent[k] = false
			}
		}
		g.logf("%s keeps one ventured objective (Master of Escape).", seatName(s))
		if s == int(g.Init) {
			g.escape(1-s, c.Src)
		}
	})
	special("Zorro", Card{Name: "Ancestral Rapier", Val: 4, Type: Combat, Icons: IconOffense,
		OnHit: hook("Ancestral Rapier", "hit", func(g *State, i uint16, s int) {
			o := &g.P[1-s]
			g.refill(1 - s)
			var opts []uint16
			for k := len(o.Draw) - 1; k >= 0 && k >= len(o.Draw)-5; k-- {
				opts = append(opts, o.Draw[k])
			}
			if len(opts) > 0 {
				g.ask(s, "Ancestral Rapier/hit", i, sortedPile(g, opts), false, ResumeNext)
			}
		}),
		Text: "A level 4 Combat attack. If it hits, look at the top five cards of the opponent's Draw Pile and discard one of them to its Dead Pile; the opponent shuffles the Draw Pile."})
	handle("Ancestral Rapier/hit", func(g *State, c Choice, n int) {
		s := int(c.Seat)
		o := &g.P[1-s]
		i := c.Opts[n]
		o.Draw, _ = cut(o.Draw, i)
		o.Dead = append(o.Dead, i)
		g.rand().Shuffle(len(o.Draw), func(a, b int) { o.Draw[a], o.Draw[b] = o.Draw[b], o.Draw[a] })
		g.logf("%s discards %s from the opponent's Draw Pile (Ancestral Rapier).", seatName(s), g.card(i).Name)
	})
	special("Zorro", Card{Name: "Riches of Don Diego de la Vega", Val: 7, Type: Intel, Icons: IconOffense, Flags: FVentureCard,
		OnHit: hook("Riches of Don Diego de la Vega", "hit", func(g *State, i uint16, s int) {
			if g.Mode != ModeVenture {
				return
			}
			p := &g.P[s]
			for _, from := range []int8{ObjDefeated, ObjReserve} {
				for k := range p.Obj {
					if p.Obj[k] == from && !p.Vent[k] {
						p.Obj[k] = ObjCompleted
						g.logf("%s moves an objective to Completed (Riches of Don Diego de la Vega).", seatName(s))
						return
					}
				}
			}
		}),
		Text: "A level 7 Intelligence attack. If it hits, one of your objectives that is not ventured moves to Completed (a Defeated one if you have one)."})
	special("Zorro", Card{Name: "Riposte", Val: 5, DefV: 5, Types: 1<<Brute | 1<<Intel, Multi: true, Type: MultiPower,
		Icons: IconOffense | IconDefense, Flags: FSelf | FMate | FActsPower | FCombine,
		Text: "Acts as a level 5 MultiPower Power card, Brute Force or Intelligence: an attack, or a defence of Zorro or a teammate, alone or with a Universe card of that type. Defending, it is a Power card at once."})
})

// escape asks seat s which ventured objective to keep at stake (Master of
// Escape); with one or none nothing is asked.
func (g *State) escape(s int, src uint16) {
	for {
		var opts []uint16
		for k, v := range g.P[s].Vent {
			if v {
				opts = append(opts, uint16(k))
			}
		}
		if len(opts) > 1 {
			g.ask(s, "Master of Escape/play", src, opts, false, ResumeUtility)
			return
		}
		if s != int(g.Init) {
			return
		}
		s = 1 - s
	}
}
