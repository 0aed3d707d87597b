package overpower

var _ = group(func() {
	special("Leonidas", Card{Name: "300", Val: 8, DefV: 8, Type: Combat, Icons: IconOffense | IconDefense, Flags: FSelf,
		Text: "A level 8 Combat attack, or a level 8 defence of Leonidas."})
	special("Leonidas", Card{Name: "For Sparta", Val: 6, Type: Brute, Icons: IconOffense,
		OnHit: markHook("For Sparta", "hit", mkNoSpc, 1, false, onTarget),
		OnMiss: hook("For Sparta", "miss", func(g *State, i uint16, s int) {
			p := &g.P[s]
			var ok bool
			if p.Dead, ok = cut(p.Dead, i); ok {
				p.Draw = append(p.Draw, i)
				g.rand().Shuffle(len(p.Draw), func(a, b int) { p.Draw[a], p.Draw[b] = p.Draw[b], p.Draw[a] })
				g.logf("For Sparta is shuffled back into the Draw Pile.")
			}
		}),
		Text: "A level 6 Brute Force attack. If it hits, that character may not play Special cards for the rest of the battle; if it is defended, it is shuffled back into your Draw Pile."})
	special("Leonidas", Card{Name: "Give Them Nothing", Icons: IconDefense, Flags: FAvoid | FSelf | FMate,
		Text: "Leonidas or a teammate avoids one attack."})
	special("Leonidas", Card{Name: "Shield Phalanx", Icons: IconOffense | IconAstral | IconGame,
		Hook: markHook("Shield Phalanx", "play", mkDefP, 1, true, onMyTeam),
		Text: "For the rest of the game the Power cards of Leonidas' team are +1 to defence."})
	special("Leonidas", Card{Name: "Greatest Soldiers in History", Icons: IconOffense | IconAstral | IconGame,
		Hook: hook("Greatest Soldiers in History", "play", func(g *State, i uint16, s int) {
			p := &g.P[s]
			n := 0
			for k := len(p.Dead) - 1; k >= 0; k-- {
				if j := p.Dead[k]; g.card(j).Kind == KindTraining {
					p.Dead, _ = cut(p.Dead, j)
					p.Draw = append(p.Draw, j)
					n++
				}
			}
			g.rand().Shuffle(len(p.Draw), func(a, b int) { p.Draw[a], p.Draw[b] = p.Draw[b], p.Draw[a] })
			g.mark(mkTrain, int8(8+s), 1, true, i)
			g.logf("%s shuffles %d Training card(s) from the Dead Pile into the Draw Pile.", seatName(s), n)
		}),
		Text: "Shuffle every Training card of your Dead Pile into your Draw Pile. For the rest of the game, each time your team plays a Training card, draw a card (discarded if a duplicate)."})
	special("Leonidas", Card{Name: "Baptized in Combat", Icons: IconOffense | IconDefense, Extra: 1, ExBon: 3, Flags: FCombatMore,
		Text: "Leonidas or a teammate makes one Combat numerical attack or defence with a Power card at +3 (not to damage or Venture Total): played on your turn, one additional Combat attack; played in defence, together with the Combat Power card that blocks."})
})
