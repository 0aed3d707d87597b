package overpower

var _ = group(func() {
	special("Mina Harker", Card{Name: "Dracula's Telepathic Connection", Icons: IconOffense, Flags: FTarget | FReserve,
		OnHit: hook("Dracula's Telepathic Connection", "hit", func(g *State, i uint16, s int) {
			tc := g.Ex.Tgt
			var seen []uint16
			for _, j := range sortedHand(g, 1-s) {
				if c := g.card(j); g.usableBy(tc, c) {
					g.reveal(j)
					seen = append(seen, j)
					g.logf("%s reveals %s.", seatName(1-s), c.Name)
				}
			}
			g.bakerSt(s, seen, i, ResumeNext)
		}),
		Text: "An attack on a character: if it hits, its player reveals every card in hand that character could play. May be played from the Reserve."})
	special("Mina Harker", Card{Name: "Jonathan Harker, Solicitor", Val: 5, DefV: 5, Type: Intel, Icons: IconOffense | IconDefense, Flags: FSelf | FActsPower,
		Text: "Acts as a level 5 Intelligence Power card: an attack or a defence of Mina Harker."})
	special("Mina Harker", Card{Name: "Nocturnal Hunter", Val: 5, Type: Brute, Icons: IconOffense, Flags: FNoSpecialDef,
		Text: "A level 5 Brute Force attack that may not be defended by a Special card."})
	special("Mina Harker", Card{Name: "The Hunger", Val: 7, Type: Combat, Icons: IconOffense,
		OnHit: hook("The Hunger", "hit", func(g *State, i uint16, s int) {
			had := len(g.Chars[g.Ex.By].Record)
			g.removeOneHit(g.Ex.By, false)
			if len(g.Chars[g.Ex.By].Record) < had {
				g.healed(s)
			}
		}),
		Text: "A level 7 Combat attack. If it hits, Mina Harker removes one hit (the biggest) from her current battle hits or permanent record."})
	special("Mina Harker", Card{Name: "Tracking Movements", Icons: IconOffense | IconDefense, Flags: FNegate | FNegateOpen,
		Hook: hook("Tracking Movements", "play", offNegate),
		Text: "Mina Harker negates a Special card of the opponent: offensively, on your turn, one in play (in the Astral Plane, on a character, or its hit on a character), which leaves play, at no cost; defensively, one the opponent plays, by revealing her hand and playing open-handed for the battle."})
	special("Mina Harker", Card{Name: "Vampiric Celerity", Icons: IconOffense, Flags: FTarget | FReserve,
		OnHit: hook("Vampiric Celerity", "hit", func(g *State, i uint16, s int) {
			var opts []uint16
			for _, p := range g.Chars[g.Ex.Tgt].Placed {
				if p != 0 {
					opts = append(opts, p)
				}
			}
			if len(opts) > 0 {
				g.ask(s, "Steal From the Rich/hit", i, opts, false, ResumeNext)
			}
		}),
		Text: "An attack on a character: if it hits, it discards one of its placed cards, Mina Harker's choice. May be played from the Reserve."})
})
