package overpower

var _ = group(func() {
	special("Sheriff of Nottingham", Card{Name: "Flaming Arrows", Val: 6, Type: Energy, Icons: IconOffense,
		OnHit: hook("Flaming Arrows", "hit", func(g *State, i uint16, s int) {
			tc := g.Ex.Tgt
			if p := g.Chars[tc].Placed[1]; p != 0 {
				g.dropPlaced(p, "Flaming Arrows")
			}
			g.mark(mkNoSpN, tc, 1, true, i)
		}),
		Text: "A level 6 Energy attack. If it hits, that character discards its placed Special card and may not play Special cards in the next battle."})
	special("Sheriff of Nottingham", Card{Name: "I Command an Army", Val: 9, Type: Brute, Icons: IconOffense, Text: "A level 9 Brute Force attack."})
	special("Sheriff of Nottingham", Card{Name: "Read the Bones", Icons: IconOffense,
		Hook: hook("Read the Bones", "play", func(g *State, i uint16, s int) { g.lookBottom(s, 6, i, ResumeUtility) }),
		Text: "Look at the top six cards of the opponent's Draw Pile and put any of them on the bottom."})
	special("Sheriff of Nottingham", Card{Name: "Rule by Fear", Icons: IconOffense | IconAstral | IconBattle,
		Hook: hook("Rule by Fear", "play", func(g *State, i uint16, s int) {
			for _, ci := range team(s) {
				g.mark(mkAtk, ci, 2, false, i)
				g.mark(mkDef, ci, 2, false, i)
			}
		}),
		Text: "The Sheriff's team is +2 to all attacks and defences for the rest of the battle."})
	special("Sheriff of Nottingham", Card{Name: "Squeeze the Commoners", Icons: IconOffense | IconAstral | IconGame,
		Text: "For the rest of the game the opponent's bonuses from Universe cards (Basic, Training and Teamwork follow-up bonuses) are 2 lower, never below 0."})
	special("Sheriff of Nottingham", Card{Name: "Taxes", Icons: IconOffense, Flags: FTarget,
		OnHit: hook("Taxes", "hit", func(g *State, i uint16, s int) {
			if p := g.Chars[g.Ex.Tgt].Placed[0]; p != 0 {
				v := g.card(p).Val
				g.dropPlaced(p, "Taxes")
				g.mark(mkVen, int8(8+s), v, false, 0)
				g.logf("%s is +%d to Venture Total this battle (Taxes).", seatName(s), v)
			}
		}),
		Text: "An attack on a character: if it hits, it discards its placed Power card and the Sheriff's team adds that card's value to its Venture Total this battle."})
})

// uBonus is a Universe card's bonus b for seat s: 2 lower (not below 0)
// while the opponent's Squeeze the Commoners is in play.
func (g *State) uBonus(s int, b int8) int8 {
	if b <= 0 {
		return b
	}
	for _, l := range g.InPlay {
		if int(l.Owner) == 1-s && l.Inst != 0 && g.card(l.Inst).Name == "Squeeze the Commoners" {
			return max(0, b-2)
		}
	}
	return b
}
