package overpower

var _ = group(func() {
	special("Van Helsing", Card{Name: "Doctor, Professor, Lawyer, Scientist", Icons: IconDefense, Flags: FNegate,
		Text: "Negate a Special card the opponent plays."})
	special("Van Helsing", Card{Name: "Monster Hunting Expert", Icons: IconOffense,
		Hook: hook("Monster Hunting Expert", "play", func(g *State, i uint16, s int) {
			for k := len(g.InPlay) - 1; k >= 0; k-- {
				if l := g.InPlay[k]; int(l.Owner) == 1-s && l.Inst != 0 && g.card(l.Inst).Kind == KindSpecial && remainder(g.card(l.Inst)) {
					g.logf("%s leaves play (Monster Hunting Expert).", g.card(l.Inst).Name)
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
		}),
		Text: "The opponent discards every Special card it has placed or in play that lasts the rest of the battle or game."})
	special("Van Helsing", Card{Name: "Crossbow Expert", Val: 6, Types: 1<<Energy | 1<<Combat, Multi: true, Type: MultiPower, Icons: IconOffense,
		Text: "A level 6 MultiPower attack, Energy or Combat."})
	special("Van Helsing", Card{Name: "Right Tools for the Job", Val: 3, Type: Energy, Icons: IconOffense, Extra: 1, Flags: FNoSpecialDef | FMoreNoSpecialDef,
		Text: "A level 3 Energy attack; then one additional Power card attack. Neither may be defended with a Special card."})
	special("Van Helsing", Card{Name: "Sacred Wafers from Amsterdam", Icons: IconOffense | IconAttach | IconBattle,
		Hook: markHook("Sacred Wafers from Amsterdam", "play", mkOnlyU, 1, false, onPlayer),
		Text: "For the rest of the battle only attacks made with Universe cards may be made on Van Helsing."})
	special("Van Helsing", Card{Name: "World-Renowned Doctor", Val: 5, Type: Intel, Icons: IconOffense,
		OnHit: hook("World-Renowned Doctor", "hit", func(g *State, i uint16, s int) {
			best, bk := int8(-1), -1
			for _, ci := range team(s) {
				if k := g.biggestHit(ci, false); g.alive(ci) && k >= 0 && (best < 0 || g.Chars[ci].Record[k].Dmg > g.Chars[best].Record[bk].Dmg) {
					best, bk = ci, k
				}
			}
			if best >= 0 {
				g.removeHit(best, false, bk, false)
				g.healed(s)
			}
		}),
		Text: "A level 5 Intelligence attack. If it hits, Van Helsing removes one hit from his or a teammate's permanent record (the biggest one on his team)."})
})
