package overpower

var _ = group(func() {
	special("Sun Wukong", Card{Name: "Cloud Surfing", Icons: IconDefense, Flags: FAvoid | FSelf | FMate,
		Hook: hook("Cloud Surfing", "play", func(g *State, i uint16, s int) {
			if g.moreDefeated(s) {
				g.drawQuiet(s, 1)
			}
		}),
		Text: "Sun Wukong or a teammate avoids one attack. If his team has more objectives Defeated than the opponent, draw a card (discarded if a duplicate)."})
	special("Sun Wukong", Card{Name: "Godly Strength", Val: 11, Type: Brute, Icons: IconOffense,
		Text: "A level 11 Brute Force attack. Its hit counts to Venture Total only if Sun Wukong's team has more objectives Defeated than the opponent."})
	noVentureIf["Godly Strength"] = func(g *State, s int) bool { return !g.moreDefeated(s) }
	special("Sun Wukong", Card{Name: "Grasp of the Five Elements", Icons: IconOffense,
		Hook: hook("Grasp of the Five Elements", "play", func(g *State, i uint16, s int) {
			ci := g.Ex.By
			for _, p := range g.foePlaced(1-s, ci) {
				g.dropPlaced(p, "Grasp of the Five Elements")
			}
			for len(g.Chars[ci].Hits) > 0 {
				g.removeHit(ci, true, 0, false)
			}
			if len(g.Chars[ci].Record) > 0 {
				for len(g.Chars[ci].Record) > 0 {
					g.removeHit(ci, false, 0, false)
				}
				g.healed(s)
			}
		}),
		Text: "Discard every card placed on Sun Wukong and remove every hit from him, current battle (no longer counting to Venture Total) and permanent record."})
	special("Sun Wukong", Card{Name: "Staff of the Monkey King", Val: 6, Type: Combat, Icons: IconOffense,
		OnHit: hook("Staff of the Monkey King", "hit", func(g *State, i uint16, s int) {
			var opts []uint16
			for _, p := range g.foePlaced(s, -1) {
				if k := g.card(p).Kind; k >= KindBasic && k <= KindAdvanced {
					opts = append(opts, p)
				}
			}
			if len(opts) > 0 {
				g.ask(s, "Staff of the Monkey King/hit", i, opts, false, ResumeNext)
			}
		}),
		Text: "A level 6 Combat attack. If it hits, the opponent discards one of its placed Universe cards, Sun Wukong's choice."})
	handle("Staff of the Monkey King/hit", func(g *State, c Choice, n int) { g.dropPlaced(c.Opts[n], "Staff of the Monkey King") })
	special("Sun Wukong", Card{Name: "Stone Skin", Icons: IconDefense | IconAttach | IconBattle, Flags: FAvoid | FSelf, Only: AvoidBrute,
		Text: "Sun Wukong avoids one attack with a Brute Force icon, and may not be attacked by cards with a Brute Force icon for the rest of the battle."})
	special("Sun Wukong", Card{Name: "Transformation Trickery", Icons: IconOffense | IconAstral | IconBattle,
		Hook: hook("Transformation Trickery", "play", func(g *State, i uint16, s int) {
			opts := append([]uint16{uint16(g.Ex.By)}, g.mates(g.Ex.By, true)...)
			g.ask(s, "Transformation Trickery/play", i, opts, false, ResumeUtility)
		}),
		Text: "Choose Sun Wukong or a Front Line teammate: for the rest of the battle, an attack on another character of his team may be moved to the chosen one (once per attack), who may defend it."})
	choiceLabels["Transformation Trickery/play"] = func(g *State, k int) string { return "Choose " + g.ch(int8(k)).Name }
	handle("Transformation Trickery/play", func(g *State, c Choice, n int) {
		if k := g.lasting(c.Src); k >= 0 {
			g.InPlay[k].N = int8(c.Opts[n])
			g.logf("Attacks on %s's team may be moved to %s this battle.", seatName(int(c.Seat)), g.ch(int8(c.Opts[n])).Name)
		}
	})
})

// moreDefeated reports whether seat s has more objectives Defeated than
// the opponent.
func (g *State) moreDefeated(s int) bool {
	return g.pileCount(s, ObjDefeated) > g.pileCount(1-s, ObjDefeated)
}
