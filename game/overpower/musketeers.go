package overpower

var _ = group(func() {
	special("The Three Musketeers", Card{Name: "Aramis", Val: 5, Type: Intel, Icons: IconOffense, MoreSp: true,
		Text: "A level 5 Intelligence attack. Then the Three Musketeers may play one more Special card."})
	special("The Three Musketeers", Card{Name: "Athos", Val: 7, Type: Combat, Icons: IconOffense,
		OnHit: markHook("Athos", "hit", mkAthos, 1, true, onTarget),
		Text:  "A level 7 Combat attack. If it hits, the next level 1 Power card that hits that character KOs it, whatever abilities and cards are in play."})
	special("The Three Musketeers", Card{Name: "D'Artagnan", Val: 8, Types: allBasic, Multi: true, Type: MultiPower, Icons: IconOffense,
		Text: "A level 8 MultiPower attack."})
	special("The Three Musketeers", Card{Name: "Porthos", Val: 6, Type: Brute, Icons: IconOffense, Flags: FNoIntBlock,
		Text: "A level 6 Brute Force attack. It cannot be blocked by a card with an Intelligence icon."})
	special("The Three Musketeers", Card{Name: "Valiant Charge", Val: 5, DefV: 5, AnyP: true, Type: AnyPower, Icons: IconOffense | IconDefense, Flags: FSelf | FMate,
		Text: "A level 5 Any-Power attack, or a level 5 defence of the Three Musketeers or a teammate; +1 for each objective in their Defeated pile (not to damage or Venture Total)."})
	cardBonus["Valiant Charge"] = func(g *State, s int) int8 {
		if g.Mode != ModeVenture {
			return 0
		}
		return int8(g.pileCount(s, ObjDefeated))
	}
})

// cardBonus gives the cards whose value grows with the game's state their
// bonus (to the attack or defence, never to damage), by name.
var cardBonus = map[string]func(g *State, s int) int8{}

// bonusOf is card i's bonus now for its owner.
func (g *State) bonusOf(i uint16) int8 {
	if f := cardBonus[g.card(i).Name]; f != nil {
		return f(g, g.owner(i))
	}
	return 0
}

var _ = group(func() {
	special("The Three Musketeers", Card{Name: "All For One", Icons: IconOffense | IconAstral | IconGame,
		Hook: hook("All For One", "play", func(g *State, i uint16, s int) {
			g.mark(mkAFO, g.Ex.By, 1, true, i)
			var tws []uint16
			for _, pile := range [][]uint16{g.P[s].Draw, g.P[s].Dead} {
				for _, j := range pile {
					if g.card(j).Kind == KindTeamwork {
						tws = append(tws, j)
					}
				}
			}
			if len(tws) > 0 {
				g.ask(s, "All For One/play", i, sortedPile(g, tws), false, ResumeUtility)
			}
		}),
		Text: "Take a Teamwork card from your Draw Pile or Dead Pile into your hand (the Draw Pile is shuffled). For the rest of the game the Three Musketeers may play any Teamwork card whatever its grid requirement, and may make none or both of its follow-up attacks themselves."})
	handle("All For One/play", func(g *State, c Choice, n int) {
		s := int(c.Seat)
		p := &g.P[s]
		i := c.Opts[n]
		var ok bool
		if p.Draw, ok = cut(p.Draw, i); !ok {
			p.Dead, _ = cut(p.Dead, i)
		}
		p.Hand = append(p.Hand, i)
		g.rand().Shuffle(len(p.Draw), func(a, b int) { p.Draw[a], p.Draw[b] = p.Draw[b], p.Draw[a] })
		g.logf("%s takes a Teamwork card into hand (All For One).", seatName(s))
	})
})
