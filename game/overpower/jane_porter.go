package overpower

var _ = group(func() {
	special("Jane Porter", Card{Name: "Archimedes Q. Porter", Val: 7, Type: Energy, Icons: IconOffense,
		OnHit: hook("Archimedes Q. Porter", "hit", func(g *State, i uint16, s int) {
			o := &g.P[1-s]
			g.refill(1 - s)
			n := 0
			for k := len(o.Draw) - 1; k >= 0 && n < 3; k-- {
				if j := o.Draw[k]; g.card(j).Kind == KindSpecial {
					o.Draw = append(o.Draw[:k], o.Draw[k+1:]...)
					o.Dead = append(o.Dead, j)
					g.logf("%s discards %s from the Draw Pile (Archimedes Q. Porter).", seatName(1-s), g.card(j).Name)
					n++
				}
			}
			g.rand().Shuffle(len(o.Draw), func(a, b int) { o.Draw[a], o.Draw[b] = o.Draw[b], o.Draw[a] })
		}),
		Text: "A level 7 Energy attack. If it hits, the opponent goes through its Draw Pile from the top, discards the first three Special cards to its Dead Pile and shuffles it."})
	special("Jane Porter", Card{Name: "Ethnoarchaeology", Icons: IconOffense,
		Hook: hook("Ethnoarchaeology", "play", func(g *State, i uint16, s int) { g.purgeRemainder(s) }),
		Text: "The opponent discards every Special card it has placed or in play that lasts the rest of the battle or game."})
	special("Jane Porter", Card{Name: "Tenacious Pursuit", Val: 2, Type: Intel, Icons: IconOffense, Flags: FAfterConcede | FReserve,
		Text: "A level 2 Intelligence attack; it may also be made after the opponent concedes (the opponent may defend). May be played from the Reserve."})
	special("Jane Porter", Card{Name: "Lady of the Jungle", Icons: IconOffense | IconAttach | IconBattle, Flags: FTarget,
		OnHit: hook("Lady of the Jungle", "hit", func(g *State, i uint16, s int) {
			g.mark(mkNoAtk, g.Ex.Tgt, 1, false, i)
			g.mark(mkNoAtk, g.Ex.By, 1, false, i)
		}),
		Text: "An attack on a character: if it hits, neither Jane Porter nor that character may attack for the rest of the battle."})
	special("Jane Porter", Card{Name: "Not Without My Friends", Val: 5, Type: Combat, Icons: IconOffense,
		OnHit: hook("Not Without My Friends", "hit", func(g *State, i uint16, s int) { g.mill(1-s, 3) }),
		Text:  "A level 5 Combat attack. If it hits, the opponent discards the top three cards of its Draw Pile to its Dead Pile."})
	special("Jane Porter", Card{Name: "Not a Damsel in Distress", Icons: IconDefense, Flags: FAvoid | FSelf,
		Hook: hook("Not a Damsel in Distress", "play", func(g *State, i uint16, s int) {
			if len(g.P[1-s].Hand) > 0 {
				g.ask(1-s, "Hero of Nottingham/hit", i, sortedHand(g, 1-s), false, ResumeNext)
			}
		}),
		Text: "Jane Porter avoids one attack; the opponent discards a card of its choice from its hand."})
})

// purgeRemainder makes seat s's opponent discard every Special it has in
// play or placed that lasts the rest of the battle or game.
func (g *State) purgeRemainder(s int) {
	for k := len(g.InPlay) - 1; k >= 0; k-- {
		if l := g.InPlay[k]; int(l.Owner) == 1-s && l.Inst != 0 && g.card(l.Inst).Kind == KindSpecial && remainder(g.card(l.Inst)) {
			g.logf("%s leaves play.", g.card(l.Inst).Name)
			g.leavePlay(k)
		}
	}
	for _, ci := range team(1 - s) {
		if j := g.Chars[ci].Placed[1]; j != 0 && remainder(g.card(j)) {
			g.Chars[ci].Placed[1] = 0
			g.discard(j)
			g.logf("%s discards the placed %s.", seatName(1-s), g.card(j).Name)
		}
	}
	if j := g.P[1-s].HomeP[0]; j != 0 && remainder(g.card(j)) {
		g.P[1-s].HomeP[0] = 0
		g.discard(j)
	}
}
