package overpower

var _ = group(func() {
	special("The Mummy", Card{Name: "Ancient Wisdom", Icons: IconDefense, Flags: FAvoid | FMate, Only: AvoidPowerCard,
		Hook: hook("Ancient Wisdom", "play", func(g *State, i uint16, s int) { g.drawQuiet(s, 1) }),
		Text: "A teammate of The Mummy avoids one attack made with a Power card; draw a card (discarded if a duplicate)."})
	special("The Mummy", Card{Name: "Fury of the Desert", Val: 5, Type: Brute, Icons: IconOffense,
		OnHit: hook("Fury of the Desert", "hit", func(g *State, i uint16, s int) {
			if k := g.biggestHit(g.Ex.By, false); k >= 0 {
				g.removeHit(g.Ex.By, false, k, false)
				g.healed(s)
			}
		}),
		Text: "A level 5 Brute Force attack. If it hits, The Mummy removes one hit (the biggest) from his permanent record."})
	special("The Mummy", Card{Name: "Pharaoh of the Fourth Dynasty", Val: 7, Type: Energy, Icons: IconOffense,
		OnHit: hook("Pharaoh of the Fourth Dynasty", "hit", func(g *State, i uint16, s int) {
			had := len(g.Chars[g.Ex.By].Record)
			g.removeOneHit(g.Ex.By, false)
			if len(g.Chars[g.Ex.By].Record) < had {
				g.healed(s)
			}
		}),
		Text: "A level 7 Energy attack. If it hits, The Mummy removes one hit (the biggest) from his current battle hits or permanent record."})
	special("The Mummy", Card{Name: "Reinvigorated by Fresh Organs", Icons: IconOffense,
		Hook: hook("Reinvigorated by Fresh Organs", "play", func(g *State, i uint16, s int) {
			g.ask(s, "Reinvigorated by Fresh Organs/play", i, g.mates(g.Ex.By, true), false, ResumeUtility)
		}),
		Text: "The Mummy swaps his whole permanent record and hits from current battle with those of a Front Line teammate."})
	choiceLabels["Reinvigorated by Fresh Organs/play"] = func(g *State, k int) string { return "Swap with " + g.ch(int8(k)).Name }
	handle("Reinvigorated by Fresh Organs/play", func(g *State, c Choice, n int) {
		a, b := &g.Chars[g.Ex.By], &g.Chars[int8(c.Opts[n])]
		a.Hits, b.Hits = b.Hits, a.Hits
		a.Record, b.Record = b.Record, a.Record
		g.logf("The Mummy swaps his hits with %s.", g.ch(int8(c.Opts[n])).Name)
		for _, ci := range [2]int8{g.Ex.By, int8(c.Opts[n])} {
			ch := &g.Chars[ci]
			g.logf("After the swap %s has %d damage: %d hit(s) this battle, %d on the permanent record.", g.charName(ci), g.damage(ci), len(ch.Hits), len(ch.Record))
		}
		g.checkKO(g.Ex.By, Hit{})
		g.checkKO(int8(c.Opts[n]), Hit{})
	})
	utilityChecks["Reinvigorated by Fresh Organs"] = func(g *State, ci int8, _ uint16) bool { return len(g.mates(ci, true)) > 0 }
	special("The Mummy", Card{Name: "Relentless Pursuit", Val: 3, Type: Intel, Icons: IconOffense, Flags: FAfterConcede,
		Text: "A level 3 Intelligence attack; it may also be made after the opponent concedes the battle (the opponent may defend)."})
	special("The Mummy", Card{Name: "The Eternal Journey", Icons: IconOffense | IconDefense, Flags: FNegate | FNegateCost,
		Hook: hook("The Eternal Journey", "play", offNegate),
		Text: "The Mummy negates a Special card of the opponent: offensively, on your turn, one in play (in the Astral Plane, on a character, or its hit on a character), which leaves play, at no cost; defensively, one the opponent plays, by discarding a Brute Force Power card he could play (the lowest one)."})
})

// eternalCost returns the Brute Force Power card The Mummy (ci) would
// discard to negate defensively (the lowest he can play), or 0.
func (g *State) eternalCost(ci int8) uint16 {
	var best uint16
	for _, i := range g.cardsOf(ci, nil) {
		c := g.card(i)
		if c.Kind == KindPower && c.Type == Brute && g.canUsePower(ci, c, Brute) && (best == 0 || c.Val < g.card(best).Val) {
			best = i
		}
	}
	return best
}
