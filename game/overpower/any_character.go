package overpower

// The Any Character Specials: any character of the team may play them
// (the character must be declared), each One Per Deck, and at most one
// card of each group ("Cataclysm!", "Ambush!", "Assist!") in a deck.
var _ = group(func() {
	for _, a := range []struct {
		name string
		t    int8
	}{{"Wrath of Ra", Energy}, {"Valkyrie Skeggjold", Combat}, {"Oni and Succubus", Brute}, {"Bodhisattva: Enlightened One", Intel}} {
		special("", Card{Name: a.name, Group: "Ambush!", Val: 7, Type: a.t, Icons: IconOffense,
			Text: "Ambush! A level 7 " + TypeNames[a.t] + " attack. One Ambush! card per deck."})
	}
	for _, a := range []struct {
		name string
		t    int8
	}{{"Mystical Energy", Energy}, {"Charge into Battle!", Combat}, {"Subjugate the Meek", Brute}, {"Draconic Leadership", Intel}} {
		special("", Card{Name: a.name, Group: "Assist!", Val: 4, Type: a.t, Icons: IconOffense, Extra: 1,
			Text: "Assist! A level 4 " + TypeNames[a.t] + " attack; then one additional attack. One Assist! card per deck."})
	}
	special("", Card{Name: "Lilith's Swarm", Group: "Assist!", Val: 5, AnyP: true, Type: AnyPower, Icons: IconOffense, Extra: 1,
		Text: "Assist! A level 5 Any-Power attack; then one additional attack. One Assist! card per deck."})
	special("", Card{Name: "Tunupa: Mountain God", Group: "Cataclysm!", Val: 10, Types: allBasic, Multi: true, Type: MultiPower, Icons: IconOffense,
		Text: "Cataclysm! A level 10 MultiPower attack. One Cataclysm! card per deck."})
	special("", Card{Name: "Heimdall", Group: "Cataclysm!", Icons: IconDefense, Flags: FAvoid | FSelf, Only: AvoidSpecial,
		Hook: hook("Heimdall", "play", func(g *State, i uint16, s int) { g.drawReveal(s, 1, true) }),
		Text: "Cataclysm! The attacked character avoids an attack made with a Special card, and may draw and reveal the top card of the Draw Pile (kept even if a duplicate). One Cataclysm! card per deck."})
	special("", Card{Name: "Lady of the Lake", Group: "Cataclysm!", Icons: IconOffense,
		Hook: hook("Lady of the Lake", "play", func(g *State, i uint16, s int) { g.drawQuiet(s, 3) }),
		Text: "Cataclysm! Draw three cards; discard the duplicates. One Cataclysm! card per deck."})
	special("", Card{Name: "Fairy Protection", Group: "Cataclysm!", Icons: IconDefense | IconAttach | IconBattle, Flags: FAvoid | FSelf | FInvalid,
		Hook: markHook("Fairy Protection", "play", mkNoTgt, 1, false, onTarget),
		Text: "Cataclysm! The attacked character avoids the attack and may not be attacked for the rest of the battle. One Cataclysm! card per deck."})
	special("", Card{Name: "Loki", Group: "Cataclysm!", Icons: IconOffense | IconAstral | IconBattle, Flags: FVentureCard,
		Hook: hook("Loki", "play", func(g *State, i uint16, s int) {
			g.mark(mkVen, int8(9-s), -3, false, i)
			g.P[1-s].Open = true
			g.logf("%s plays open-handed for the rest of the battle.", seatName(1-s))
		}),
		Text: "Cataclysm! The opponent is -3 to Venture Total this battle and plays with its hand revealed for the rest of the battle. One Cataclysm! card per deck."})
	special("", Card{Name: "Freya: Goddess of Protection", Icons: IconDefense, Flags: FAvoid | FSelf,
		Text: "The attacked character avoids one attack."})
	special("", Card{Name: "Gunnr: Battle Valkyrie", Icons: IconOffense,
		Hook: hook("Gunnr: Battle Valkyrie", "play", func(g *State, i uint16, s int) { g.mill(1-s, 5) }),
		Text: "The opponent discards the top five cards of its Draw Pile to its Dead Pile."})
	special("", Card{Name: "Merlin's Magic", Icons: IconDefense, Flags: FNegate | FPlaceable,
		Text: "Negate a Special card the opponent plays. May be placed."})
	special("", Card{Name: "Preternatural Healing", Icons: IconOffense, Flags: FPlaceable,
		Hook: hook("Preternatural Healing", "play", func(g *State, i uint16, s int) {
			if k := g.biggestHit(g.Ex.By, false); k >= 0 {
				g.removeHit(g.Ex.By, false, k, false)
				g.healed(s)
			}
		}),
		Text: "The character who plays it removes one hit (its biggest) from its permanent record. May be placed."})
	utilityChecks["Preternatural Healing"] = func(g *State, ci int8, _ uint16) bool { return len(g.Chars[ci].Record) > 0 }
	special("", Card{Name: "Princess and the Pea", Icons: IconOffense | IconAstral | IconBattle, Flags: FVentureCard,
		Hook: markHook("Princess and the Pea", "play", mkVen, 5, false, onMySeat),
		Text: "Your team is +5 to Venture Total this battle."})
	special("", Card{Name: "The Gemini", Icons: IconOffense,
		Hook: hook("The Gemini", "play", func(g *State, i uint16, s int) {
			g.ask(s, "The Gemini/play", i, sortedPile(g, g.P[s].Dead), false, ResumeUtility)
		}),
		Text: "Swap this card for any one card of your Dead Pile, which goes to your hand."})
	handle("The Gemini/play", func(g *State, c Choice, n int) {
		s := int(c.Seat)
		j := c.Opts[n]
		g.P[s].Dead, _ = cut(g.P[s].Dead, j)
		g.P[s].Hand = append(g.P[s].Hand, j)
		g.reveal(j)
		g.logf("%s takes %s from the Dead Pile (The Gemini).", seatName(s), g.card(j).Name)
	})
	utilityChecks["The Gemini"] = func(g *State, ci int8, _ uint16) bool { return len(g.P[seatOf(ci)].Dead) > 0 }
	special("", Card{Name: "Valkyrie Hildr: Select the Slain", Icons: IconOffense,
		Hook: hook("Valkyrie Hildr: Select the Slain", "play", func(g *State, i uint16, s int) {
			var opts []uint16
			p := &g.P[s]
			g.refill(s)
			for k := len(p.Draw) - 1; k >= 0 && k >= len(p.Draw)-5; k-- {
				if !g.dupOfHand(s, p.Draw[k]) {
					opts = append(opts, p.Draw[k])
				}
			}
			if len(opts) > 0 {
				g.ask(s, "Valkyrie Hildr/play", i, sortedPile(g, opts), false, ResumeUtility)
			}
		}),
		Text: "Look at the top five cards of your Draw Pile, draw and reveal one of them (not a duplicate), then shuffle the Draw Pile."})
	handle("Valkyrie Hildr/play", func(g *State, c Choice, n int) {
		s := int(c.Seat)
		p := &g.P[s]
		j := c.Opts[n]
		p.Draw, _ = cut(p.Draw, j)
		p.Hand = append(p.Hand, j)
		g.reveal(j)
		g.rand().Shuffle(len(p.Draw), func(a, b int) { p.Draw[a], p.Draw[b] = p.Draw[b], p.Draw[a] })
		g.logf("%s draws and reveals %s, then shuffles the Draw Pile.", seatName(s), g.card(j).Name)
	})
})

// mill discards the top n cards of seat s's Draw Pile to its Dead Pile.
func (g *State) mill(s, n int) {
	for k := 0; k < n; k++ {
		i := g.drawTop(s)
		if i == 0 {
			return
		}
		g.P[s].Dead = append(g.P[s].Dead, i)
		g.logf("%s discards %s from the top of the Draw Pile.", seatName(s), g.card(i).Name)
	}
}
