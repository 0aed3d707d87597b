package overpower

var _ = group(func() {
	special("Hercules", Card{Name: "Sowing Chaos", Val: 4, Type: Energy, Icons: IconOffense | IconGame,
		OnHit: markHook("Sowing Chaos", "hit", mkNoFol, 1, true, onTarget),
		Text:  "A level 4 Energy attack. If it hits, that character may not make follow-up attacks to Teamwork or Ally cards for the rest of the game."})
	special("Hercules", Card{Name: "Great Club", Val: 6, Type: Combat, Icons: IconOffense, Text: "A level 6 Combat attack."})
	special("Hercules", Card{Name: "Lion Skin Cloak", Icons: IconDefense, Flags: FAvoid | FSelf, Text: "Hercules avoids one attack."})
	special("Hercules", Card{Name: "Godly Prowess", Val: 9, Type: Combat, Icons: IconOffense, Text: "A level 9 Combat attack."})
	special("Hercules", Card{Name: "Protector of Mankind", Val: 7, DefV: 7, Type: Brute, Icons: IconOffense | IconDefense, Flags: FSelf | FMate,
		Text: "A level 7 Brute Force attack, or a level 7 defence of Hercules or a teammate."})
	special("Hercules", Card{Name: "Slaying the Hydra", Icons: IconOffense,
		Hook: hook("Slaying the Hydra", "play", func(g *State, i uint16, s int) {
			if k := g.foeLasting(s); k >= 0 {
				g.logf("%s leaves play (Slaying the Hydra).", g.card(g.InPlay[k].Inst).Name)
				g.leavePlay(k)
			}
		}),
		Text: "The opponent discards one of its Special or Universe cards in play that lasts the rest of the battle or game (the one played last)."})
	utilityChecks["Slaying the Hydra"] = func(g *State, ci int8, _ uint16) bool { return g.foeLasting(seatOf(ci)) >= 0 }
})

// group queues a character's Special cards for the catalogue.
func group(f func()) bool {
	specialGroups = append(specialGroups, f)
	return true
}

// foeLasting returns the index in InPlay of the last Special or Universe
// card of seat s's opponent in play for the rest of the battle or game, or
// -1.
func (g *State) foeLasting(s int) int {
	for k := len(g.InPlay) - 1; k >= 0; k-- {
		l := &g.InPlay[k]
		if int(l.Owner) == 1-s && l.Inst != 0 && remainder(g.card(l.Inst)) {
			return k
		}
	}
	return -1
}

// remainder reports whether card c says "remainder of battle" or
// "remainder of game" (an hourglass icon).
func remainder(c *Card) bool {
	return (c.Kind == KindSpecial || c.Kind >= KindBasic && c.Kind <= KindAdvanced) && c.Icons&(IconBattle|IconGame) != 0
}
