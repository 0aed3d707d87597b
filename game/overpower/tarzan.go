package overpower

var _ = group(func() {
	special("Tarzan", Card{Name: "Emotional Senses", Icons: IconDefense, Flags: FAvoid | FSelf, Text: "Tarzan avoids one attack."})
	special("Tarzan", Card{Name: "Jungle Tactics", Icons: IconDefense, Flags: FAvoid | FSelf | FMate, Only: AvoidTeamwork,
		Hook: hook("Jungle Tactics", "play", func(g *State, i uint16, s int) { g.Ex.TW = 0 }),
		Text: "Tarzan or a teammate avoids one attack of a Teamwork card; that card's follow-ups are not made."})
	special("Tarzan", Card{Name: "Lord of the Jungle", Icons: IconOffense | IconAttach | IconBattle, Flags: FTarget,
		OnHit: hook("Lord of the Jungle", "hit", func(g *State, i uint16, s int) {
			if k := g.lasting(i); k >= 0 {
				g.InPlay[k].N = g.Ex.By
				g.logf("Only %s and %s may act for the rest of the battle.", g.charName(g.Ex.By), g.charName(g.Ex.Tgt))
			}
		}),
		Text: "An attack on a character: if it hits, for the rest of the battle only Tarzan and that character may attack, be attacked, defend or play cards (no homebase either)."})
	special("Tarzan", Card{Name: "My Feet are Like Hands", Val: 7, Type: Brute, Icons: IconOffense,
		OnHit: markHook("My Feet are Like Hands", "hit", mkNoAtk, 1, false, onTarget),
		Text:  "A level 7 Brute Force attack. If it hits, that character may not attack for the rest of the battle."})
	special("Tarzan", Card{Name: "Raised by Mangani Apes", Val: 7, Type: Combat, Icons: IconOffense, Text: "A level 7 Combat attack."})
	special("Tarzan", Card{Name: "Deceptive Maneuver", Val: 5, Type: Intel, Icons: IconOffense, Flags: FReserve,
		OnHit: markHook("Deceptive Maneuver", "hit", mkNoPlc, 1, false, onTarget),
		Text:  "A level 5 Intelligence attack. If it hits, that character may not play its placed cards for the rest of the battle. May be played from the Reserve."})
})

// outOfDuel reports whether Lord of the Jungle keeps character ci out of
// the battle: it is in play, Tarzan and its target are not KO'd, and ci is
// neither.
func (g *State) outOfDuel(ci int8) bool {
	for _, l := range g.InPlay {
		if l.Inst != 0 && l.On >= 0 && g.card(l.Inst).Name == "Lord of the Jungle" && g.alive(l.N) && g.alive(l.On) {
			return ci != l.On && ci != l.N
		}
	}
	return false
}

// duel reports whether Lord of the Jungle holds.
func (g *State) duel() bool {
	for _, l := range g.InPlay {
		if l.Inst != 0 && l.On >= 0 && g.card(l.Inst).Name == "Lord of the Jungle" && g.alive(l.N) && g.alive(l.On) {
			return true
		}
	}
	return false
}
