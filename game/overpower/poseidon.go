package overpower

var _ = group(func() {
	special("Poseidon", Card{Name: "Reclaim the Waters", Val: 6, Type: Brute, Icons: IconOffense,
		OnHit: hook("Reclaim the Waters", "hit", func(g *State, i uint16, s int) { g.mill(1-s, 3) }),
		Text:  "A level 6 Brute Force attack. If it hits, the opponent discards the top three cards of its Draw Pile to its Dead Pile."})
	special("Poseidon", Card{Name: "Form of Water", Icons: IconDefense, Flags: FAvoid | FSelf,
		Hook: hook("Form of Water", "play", func(g *State, i uint16, s int) {
			g.mark(mkNoTgt, g.Ex.Tgt, 1, false, 0)
			g.Ex.Exile = true
		}),
		Text: "Poseidon avoids one attack, which is removed from the game; he may not be attacked for the rest of the battle."})
	special("Poseidon", Card{Name: "Poseidon's Might", Val: 7, AnyP: true, Type: AnyPower, Icons: IconOffense,
		OnHit: markHook("Poseidon's Might", "hit", mkNoAb, 1, false, onTarget),
		Text:  "A level 7 Any-Power attack. If it hits, that character loses its inherent ability for the rest of the battle."})
	special("Poseidon", Card{Name: "Rising Tides", Icons: IconOffense | IconAstral | IconBattle,
		Hook: markHook("Rising Tides", "play", mkNoPlU, 1, false, onFoeSeat),
		Text: "For the rest of the battle the opponent may not play its placed Universe cards."})
	special("Poseidon", Card{Name: "Trident (Poseidon)", Val: 4, Type: Combat, Icons: IconOffense, Extra: 1,
		Text: "Trident: a level 4 Combat attack; then one additional attack. (Named apart from the Basic Universe Trident.)"})
	special("Poseidon", Card{Name: "Tsunami", Icons: IconOffense,
		Hook: hook("Tsunami", "play", func(g *State, i uint16, s int) { g.mill(1-s, 7) }),
		Text: "The opponent discards the top seven cards of its Draw Pile to its Dead Pile."})
})
