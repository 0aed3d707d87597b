package overpower

var _ = group(func() {
	special("Dracula", Card{Name: "Crimson Restoration", Val: 5, Type: Combat, Icons: IconOffense,
		OnHit: hook("Crimson Restoration", "hit", func(g *State, i uint16, s int) {
			ci := g.Ex.By
			for len(g.Chars[ci].Hits) > 0 {
				g.removeHit(ci, true, 0, true)
			}
			if len(g.Chars[ci].Record) > 0 {
				for len(g.Chars[ci].Record) > 0 {
					g.removeHit(ci, false, 0, false)
				}
				g.healed(s)
			}
		}),
		Text: "A level 5 Combat attack. If it hits, Dracula removes every hit from his current battle and permanent record; the current battle hits go to the Astral Plane and still count to Venture Total."})
	special("Dracula", Card{Name: "Veil of Deceit", Icons: IconOffense | IconAstral | IconGame,
		Text: "Stays in play for the rest of the game: once, Dracula may discard it from play to negate a non-numerical Special card the opponent plays."})
	special("Dracula", Card{Name: "Lord of the Vampires", Val: 5, Type: Combat, Icons: IconOffense, MoreSp: true,
		Text: "A level 5 Combat attack. Then Dracula may play one more Special card."})
	special("Dracula", Card{Name: "Paralyzing Gaze", Icons: IconOffense | IconAttach | IconBattle, Flags: FTarget,
		OnHit: markHook("Paralyzing Gaze", "hit", mkNoAtk, 1, false, onTarget),
		Text:  "An attack on a character: if it hits, that character may not attack for the rest of the battle."})
	special("Dracula", Card{Name: "To the Last Man", Icons: IconOffense | IconAstral | IconBattle,
		Hook: markHook("To the Last Man", "play", mkNoRem, 1, false, onFoeSeat),
		Text: "For the rest of the battle the opponent's team may not attack or defend with cards that last the rest of the battle or game."})
	special("Dracula", Card{Name: "Undead Flesh", Icons: IconDefense, Flags: FAvoid | FSelf, Only: AvoidCombatBF,
		Text: "Dracula avoids one Combat or Brute Force attack."})
})

// veils appends seat s's negates with a Veil of Deceit in play, while
// Dracula is not KO'd and the card in the Astral Plane is a non-numerical
// Special.
func (g *State) veils(s int, dst []Move) []Move {
	c := g.card(g.Ex.Card)
	if c.Kind != KindSpecial || c.Val != 0 {
		return dst
	}
	for _, l := range g.InPlay {
		if int(l.Owner) != s || l.Inst == 0 || g.card(l.Inst).Name != "Veil of Deceit" {
			continue
		}
		for _, ci := range team(s) {
			if g.alive(ci) && g.ch(ci).Name == "Dracula" {
				dst = append(dst, g.mv(Move{Op: OpNegate, Card: l.Inst, By: ci, Tgt: -1, Type: NoType}))
			}
		}
	}
	return dst
}

func init() {
	choiceLabels["Dracula/offer"] = func(_ *State, k int) string {
		return [...]string{"Offer the opponent +2 to all actions this battle (Dracula)", "Make no offer"}[k]
	}
	handle("Dracula/offer", func(g *State, c Choice, n int) {
		s := int(c.Seat)
		if n == 1 {
			g.logf("%s makes no offer.", seatName(s))
			return
		}
		g.logf("%s offers +2 to all actions this battle; if accepted, Dracula removes two hits.", seatName(s))
		g.ask(1-s, "Dracula/accept", 0, []uint16{0, 1}, false, ResumePhase)
	})
	choiceLabels["Dracula/accept"] = func(_ *State, k int) string {
		return [...]string{"Accept +2 to all actions this battle (Dracula removes two hits)", "Decline the offer"}[k]
	}
	handle("Dracula/accept", func(g *State, c Choice, n int) {
		s := int(c.Seat)
		if n == 1 {
			g.logf("%s declines.", seatName(s))
			return
		}
		g.logf("%s accepts: its team is +2 to all actions this battle.", seatName(s))
		for _, ci := range team(s) {
			g.mark(mkAtk, ci, 2, false, 0)
			g.mark(mkDef, ci, 2, false, 0)
		}
		if d := g.dracula(1 - s); d >= 0 {
			for k := 0; k < 2; k++ {
				g.removeOneHit(d, false)
			}
		}
	})
}

// dracula returns seat s's Dracula if he is not KO'd, or -1.
func (g *State) dracula(s int) int8 {
	for _, ci := range team(s) {
		if g.alive(ci) && g.ability(ci)&AbDraculaOffer != 0 {
			return ci
		}
	}
	return -1
}
