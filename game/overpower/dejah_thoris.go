package overpower

var _ = group(func() {
	special("Dejah Thoris", Card{Name: "Warrior of Helium", Val: 4, Type: Brute, Icons: IconOffense, Extra: 1,
		Text: "A level 4 Brute Force attack; then one additional attack."})
	special("Dejah Thoris", Card{Name: "Diplomat to All Martians", Icons: IconOffense | IconAstral | IconGame, Flags: FVentureCard,
		Text: "Stays in play for the rest of the game: whenever the opponent ventures two or more new objectives in a Venture Phase, Dejah Thoris draws a card (discarded if a duplicate)."})
	special("Dejah Thoris", Card{Name: "Fortune of Helium", Icons: IconOffense,
		Hook: hook("Fortune of Helium", "play", func(g *State, i uint16, s int) { g.drawQuiet(s, 3) }),
		Text: "Draw three cards; discard the duplicates."})
	special("Dejah Thoris", Card{Name: "Head of Martian Science", Icons: IconOffense | IconAttach | IconBattle,
		Hook: gridDef("Head of Martian Science", 1<<Energy|1<<Intel, 7),
		Text: "Dejah Thoris' Energy and Intelligence grids are 7 for the rest of the battle."})
	special("Dejah Thoris", Card{Name: "Protector of Barsoom", Icons: IconDefense, Flags: FAvoid | FSelf | FMate,
		Hook: hook("Protector of Barsoom", "play", func(g *State, i uint16, s int) { g.endTurnNow() }),
		Text: "Dejah Thoris or a teammate avoids one attack; the opponent's turn ends at once."})
	special("Dejah Thoris", Card{Name: "Champions of Barsoom", Val: 4, Type: Combat, Icons: IconOffense, Flags: FCombinePower, Comb: 1<<Brute | combMate,
		Text: "A level 4 Combat attack, alone or combined with a Brute Force Power card a Front Line teammate can use: one attack of both values added."})
})

// diplomat: seat s has ventured; the opponent's Dejah Thoris draws a card
// if s ventured two or more new objectives and Diplomat to All Martians is
// in play for her.
func (g *State) diplomat(s int) {
	if g.P[s].VenNew < 2 {
		return
	}
	for _, l := range g.InPlay {
		if int(l.Owner) == 1-s && l.Inst != 0 && g.card(l.Inst).Name == "Diplomat to All Martians" {
			for _, ci := range team(1 - s) {
				if g.alive(ci) && g.ch(ci).Name == "Dejah Thoris" {
					g.logf("Dejah Thoris draws a card (Diplomat to All Martians).")
					g.drawQuiet(1-s, 1)
					return
				}
			}
		}
	}
}
