package overpower

var _ = group(func() {
	special("Carson of Venus", Card{Name: "Janjong Duare Mintep", Icons: IconOffense | IconAttach | IconGame, Flags: FReserve,
		Text: "Stays in play on Carson for the rest of the game: once, an attack on him may be moved onto this card instead, which takes the hit and is discarded (Carson may not defend it). May be played from the Reserve."})
	special("Carson of Venus", Card{Name: "On the Razor's Edge", Icons: IconDefense, Flags: FAvoid | FSelf,
		Text: "Carson of Venus avoids one attack."})
	special("Carson of Venus", Card{Name: "Telepathic Resistance", Icons: IconOffense | IconAttach | IconBattle, Flags: FTarget,
		OnHit: markHook("Telepathic Resistance", "hit", mkNoEn, 1, false, onTarget),
		Text:  "An attack on a character: if it hits, the character may not use cards with an Energy icon for the rest of the battle."})
	special("Carson of Venus", Card{Name: "Sometimes Piracy is the Best Option", Val: 7, DefV: 5, Type: Brute, Icons: IconOffense | IconDefense, Flags: FSelf,
		Hook: hook("Sometimes Piracy is the Best Option", "play", func(g *State, i uint16, s int) { g.endTurnNow() }),
		Text: "A level 7 Brute Force attack, or a level 5 Intelligence defence of Carson; when it defends, the opponent's turn ends at once."})
	special("Carson of Venus", Card{Name: "T-Ray Gun", Val: 4, Type: Intel, Icons: IconOffense, Extra: 1,
		Text: "A level 4 Intelligence attack; then one additional attack."})
	special("Carson of Venus", Card{Name: "Telepathic Training", Icons: IconOffense, Flags: FReserve,
		Hook: hook("Telepathic Training", "play", func(g *State, i uint16, s int) {
			h := sortedHand(g, 1-s)
			g.rand().Shuffle(len(h), func(a, b int) { h[a], h[b] = h[b], h[a] })
			h = h[:min(3, len(h))]
			for _, j := range h {
				g.reveal(j)
				g.logf("%s reveals %s.", seatName(1-s), g.card(j).Name)
			}
			if len(h) > 0 {
				g.ask(1-s, "Telepathic Training/play", i, sortedPile(g, h), false, ResumeUtility)
			}
		}),
		Text: "The opponent reveals three cards of its hand at random and discards one of them, its choice. May be played from the Reserve."})
	handle("Telepathic Training/play", func(g *State, c Choice, n int) {
		g.throw(int(c.Seat), []uint16{c.Opts[n]}, "is discarded (Telepathic Training)")
	})
})

// janjong appends the avoid of Janjong Duare Mintep in play on Carson of
// Venus when he is attacked: the attack goes onto the card.
func (g *State) janjong(s int, dst []Move) []Move {
	tc := g.Ex.Tgt
	for _, l := range g.InPlay {
		if int(l.Owner) == s && l.Inst != 0 && l.On == tc && g.card(l.Inst).Name == "Janjong Duare Mintep" {
			dst = append(dst, g.mv(Move{Op: OpAvoid, Card: l.Inst, By: tc, Tgt: -1, Type: NoType}))
		}
	}
	return dst
}
