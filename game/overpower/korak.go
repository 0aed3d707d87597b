package overpower

var _ = group(func() {
	special("Korak", Card{Name: "John Clayton III", Val: 6, Type: Combat, Icons: IconOffense, Flags: FAtReserve,
		Text: "A level 6 Combat attack. It may also be made on the Reserve character, who may defend."})
	special("Korak", Card{Name: "Jungle Survival", Val: 3, Type: Energy, Icons: IconOffense,
		Text: "A level 3 Energy attack. Only a card with a Combat icon may defend it."})
	defOnly["Jungle Survival"] = func(c *Card) bool { return c.icons()&(1<<Combat) != 0 }
	special("Korak", Card{Name: "Like Father, Like Son", Icons: IconOffense | IconAstral | IconBattle, Flags: FVentureCard,
		Hook: hook("Like Father, Like Son", "play", func(g *State, i uint16, s int) {
			g.mark(mkVen, int8(8+s), 6, false, i)
			if set := g.P[s].Set; set >= 0 && missionSets[set].Name == "King of the Jungle" {
				for _, ci := range team(s) {
					g.mark(mkDef, ci, 2, false, i)
				}
			}
		}),
		Text: "Korak's team is +6 to Venture Total this battle; with the King of the Jungle mission set, it is also +2 to defence for the rest of the battle."})
	special("Korak", Card{Name: "Meriem and Jackie Clayton", Icons: IconOffense | IconAstral | IconGame,
		Text: "For the rest of the game, while Korak is on the Front Line and may be attacked, attacks on his team may only be made on him. If Korak is KO'd, his whole team is KO'd."})
	special("Korak", Card{Name: "Son of the Jungle", Icons: IconDefense, Flags: FAvoid | FSelf | FMate, Only: AvoidUpTo6,
		Text: "Korak avoids one attack of 6 or less; if Jane Porter or Tarzan started on his team, he may play it for a teammate too."})
	special("Korak", Card{Name: "To the Death", Val: 4, Type: Brute, Icons: IconOffense, Flags: FCombinePower, Comb: 1<<Combat | 1<<Intel,
		Text: "A level 4 Brute Force attack, alone or combined with a Combat or Intelligence Power card Korak can use: one attack of both values added."})
})

// meriem returns seat s's Korak while Meriem and Jackie Clayton is in play
// for him, or -1.
func (g *State) meriem(s int) int8 {
	for _, l := range g.InPlay {
		if int(l.Owner) != s || l.Inst == 0 || g.card(l.Inst).Name != "Meriem and Jackie Clayton" {
			continue
		}
		for _, ci := range team(s) {
			if g.alive(ci) && g.ch(ci).Name == "Korak" {
				return ci
			}
		}
	}
	return -1
}

// meriemKO: Korak (ci) is KO'd with Meriem and Jackie Clayton in play:
// the card leaves play and his whole team is KO'd.
func (g *State) meriemKO(ci int8) {
	s := seatOf(ci)
	if g.ch(ci).Name != "Korak" {
		return
	}
	for k := len(g.InPlay) - 1; k >= 0; k-- {
		if l := g.InPlay[k]; int(l.Owner) == s && l.Inst != 0 && g.card(l.Inst).Name == "Meriem and Jackie Clayton" {
			g.leavePlay(k)
			for _, cj := range team(s) {
				if g.alive(cj) {
					g.ko(cj, "Meriem and Jackie Clayton")
				}
			}
			return
		}
	}
}
