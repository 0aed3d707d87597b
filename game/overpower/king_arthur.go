package overpower

var _ = group(func() {
	special("King Arthur", Card{Name: "Excalibur", Val: 9, Types: 1<<Energy | 1<<Combat, Multi: true, Type: MultiPower, Icons: IconOffense,
		Text: "A level 9 MultiPower attack, Energy or Combat."})
	special("King Arthur", Card{Name: "King of Camelot", Icons: IconDefense, Flags: FAvoid | FMate, Text: "A teammate of King Arthur avoids one attack."})
	special("King Arthur", Card{Name: "Knights of the Round Table", Icons: IconOffense, Flags: FVentureCard,
		Hook: hook("Knights of the Round Table", "play", func(g *State, i uint16, s int) {
			g.ask(s, "Knights of the Round Table/play", i, g.P[s].Hand, false, ResumeUtility)
		}),
		Text: "King Arthur discards a card from hand: the opponent ventures one objective fewer (the opponent chooses which goes back)."})
	handle("Knights of the Round Table/play", func(g *State, c Choice, n int) {
		s := int(g.Ex.Att)
		g.take(c.Opts[n])
		g.discard(c.Opts[n])
		g.logf("%s discards %s.", seatName(s), g.card(c.Opts[n]).Name)
		var opts []uint16
		for k, v := range g.P[1-s].Vent {
			if v {
				opts = append(opts, uint16(k))
			}
		}
		g.ask(1-s, "Knights of the Round Table/back", c.Src, opts, false, ResumeUtility)
	})
	choiceLabels["Knights of the Round Table/back"] = func(g *State, k int) string {
		return "Take back the ventured objective " + missionSets[g.P[g.Choice.Seat].Set].Objectives[k]
	}
	handle("Knights of the Round Table/back", func(g *State, c Choice, n int) {
		s := int(c.Seat)
		g.P[s].Vent[c.Opts[n]] = false
		g.logf("%s takes back a ventured objective (Knights of the Round Table).", seatName(s))
	})
	utilityChecks["Knights of the Round Table"] = func(g *State, ci int8, i uint16) bool {
		s := seatOf(ci)
		a, _ := g.ventured(1 - s)
		return g.Mode == ModeVenture && a > 0 && len(g.P[s].Hand) > 1
	}
	special("King Arthur", Card{Name: "Legendary Partnership", Val: 7, Type: Combat, Icons: IconOffense,
		OnHit: hook("Legendary Partnership", "hit", func(g *State, i uint16, s int) {
			for k := g.foeLasting(s); k >= 0; k = g.foeLasting(s) {
				g.logf("%s leaves play (Legendary Partnership).", g.card(g.InPlay[k].Inst).Name)
				g.leavePlay(k)
			}
		}),
		Text: "A level 7 Combat attack. If it hits, the opponent discards every card it has in play that lasts the rest of the battle or game."})
	special("King Arthur", Card{Name: "Heavy is the Head", Icons: IconOffense,
		Hook: hook("Heavy is the Head", "play", func(g *State, i uint16, s int) {
			g.ask(s, "Heavy is the Head/play", i, g.heavyOptions(s), false, ResumeUtility)
		}),
		Text: "Swap this card for a Special card in your Dead Pile that is not One Per Deck and not King Arthur's, and play it at once. (Every Special of this edition is One Per Deck, so it has nothing to take yet.)"})
	handle("Heavy is the Head/play", func(g *State, c Choice, n int) {
		s := int(c.Seat)
		i := c.Opts[n]
		g.P[s].Dead, _ = cut(g.P[s].Dead, i)
		g.P[s].Hand = append(g.P[s].Hand, i)
		g.reveal(i)
		g.Ex.MoreBy = g.Ex.By
		g.logf("%s swaps Heavy is the Head for %s.", seatName(s), g.card(i).Name)
	})
	utilityChecks["Heavy is the Head"] = func(g *State, ci int8, _ uint16) bool { return len(g.heavyOptions(seatOf(ci))) > 0 }
	special("King Arthur", Card{Name: "Lead From the Front", Icons: IconDefense, Flags: FAvoid | FSelf | FMate, Only: AvoidUpTo4,
		Text: "King Arthur or a teammate avoids one attack of 4 or less (6 or less if Lancelot or Merlin started on his team)."})
})

// heavyOptions are the Specials in seat s's Dead Pile that Heavy is the
// Head may take: not One Per Deck, not King Arthur's.
func (g *State) heavyOptions(s int) []uint16 {
	var out []uint16
	for _, i := range g.P[s].Dead {
		if c := g.card(i); c.Kind == KindSpecial && !c.OPD && c.Char != mustChar("King Arthur") {
			out = append(out, i)
		}
	}
	return out
}
