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
			g.bakerSt(s, sortedHand(g, 1-s), i, ResumeUtility)
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
		g.drawRevealed(s, j)
		g.rand().Shuffle(len(p.Draw), func(a, b int) { p.Draw[a], p.Draw[b] = p.Draw[b], p.Draw[a] })
		g.logf("%s draws and reveals %s, then shuffles the Draw Pile.", seatName(s), g.card(j).Name)
		g.checkDrawn(s, []uint16{j}, false) // the pick is no duplicate; an unusable one goes
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

// The Any Character Specials that trade cards, shift attacks or end the
// battle.
var _ = group(func() {
	special("", Card{Name: "Robin Hood: Master Thief", Group: "Cataclysm!", Icons: IconOffense,
		Hook: hook("Robin Hood: Master Thief", "play", func(g *State, i uint16, s int) {
			g.ask(s, "Master Thief/cost", i, g.anySpecials(s, i), false, ResumeUtility)
		}),
		Text: "Cataclysm! Discard one other Any Character Special (from hand or placed) to draw and reveal four cards, duplicates kept. One Cataclysm! card per deck."})
	handle("Master Thief/cost", func(g *State, c Choice, n int) {
		s, j := int(c.Seat), c.Opts[n]
		g.take(j)
		g.discard(j)
		g.logf("%s discards %s (Master Thief).", seatName(s), g.card(j).Name)
		g.drawReveal(s, 4, true)
	})
	utilityChecks["Robin Hood: Master Thief"] = func(g *State, ci int8, i uint16) bool { return len(g.anySpecials(seatOf(ci), i)) > 0 }
	special("", Card{Name: "Disorient Opponent", Icons: IconOffense | IconDefense, Flags: FAvoid | FSelf | FTarget, Only: AvoidTeamwork,
		Hook: hook("Disorient Opponent", "play", func(g *State, i uint16, s int) {
			g.Ex.TW = 0
			g.logf("The rest of that Teamwork card's attacks are not made (Disorient Opponent).")
		}),
		OnHit: hook("Disorient Opponent", "hit", func(g *State, i uint16, s int) {
			c := &g.Chars[g.Ex.Tgt]
			if u := c.Placed[2]; u != 0 && g.card(u).Kind == KindTeamwork {
				c.Placed[2] = 0
				g.discard(u)
				g.logf("%s discards the placed %s.", g.charName(g.Ex.Tgt), g.card(u).Name)
			}
		}),
		Text: "Defending: the attacked character avoids an attack of a Teamwork card and that card's follow-ups are not made. Attacking: the target character discards its placed Teamwork card."})
	special("", Card{Name: "Grim Reaper", Icons: IconOffense | IconFirst, Flags: FTarget,
		OnHit: hook("Grim Reaper", "hit", func(g *State, i uint16, s int) {
			g.ask(s, "Grim Reaper/icon", i, []uint16{0, 1, 2, 3, 4}, false, ResumeNext)
		}),
		Text: "1st. An attack on a character: if it hits, you name a power icon and the opponent discards four cards of its choice with that icon, from hand or placed (all it has if fewer)."})
	choiceLabels["Grim Reaper/icon"] = func(_ *State, k int) string { return "Name " + TypeNames[k] }
	handle("Grim Reaper/icon", func(g *State, c Choice, n int) {
		g.logf("%s names %s (Grim Reaper).", seatName(int(c.Seat)), TypeNames[n])
		g.reap(1-int(c.Seat), int8(n), 4, c.Src)
	})
	for t := 0; t < 5; t++ {
		for left := 1; left <= 4; left++ {
			handle("Grim Reaper/"+itoa(t)+itoa(left), func(g *State, c Choice, n int) {
				j := c.Opts[n]
				g.take(j)
				g.discard(j)
				g.logf("%s discards %s (Grim Reaper).", seatName(int(c.Seat)), g.card(j).Name)
				g.reap(int(c.Seat), int8(t), left-1, c.Src)
			})
		}
	}
	special("", Card{Name: "Hades: Lord of the Underworld", Icons: IconOffense, Flags: FPlaceable | FVentureCard | FConcede,
		Hook: hook("Hades: Lord of the Underworld", "play", func(g *State, i uint16, s int) {
			g.discard(i)
			if all, _ := g.ventured(s); all <= 2 {
				for t := range g.P {
					g.P[t].Vent, g.P[t].VenNew = [7]bool{}, 0
				}
				g.logf("Every ventured objective goes back where it came from (Hades).")
			}
			g.concede(s)
		}),
		Text: "On your turn: concede the battle. If you ventured two objectives or fewer, every ventured objective of both players goes back to its pile unventured. May be placed."})
	utilityChecks["Hades: Lord of the Underworld"] = func(g *State, ci int8, _ uint16) bool {
		return g.Phase == PhaseBattle && g.mayConcede(seatOf(ci))
	}
	special("", Card{Name: "Legendary Escape", Icons: IconDefense, Flags: FShift | FMate,
		Text: "The attack on a Front Line character is now made on another Front Line teammate of your choice (the one who plays this), who may defend it."})
})

// anySpecials returns seat s's Any Character Specials in hand or placed,
// but not except.
func (g *State) anySpecials(s int, except uint16) []uint16 {
	var out []uint16
	for _, i := range g.cardsOfSeat(s) {
		if c := g.card(i); i != except && c.Kind == KindSpecial && c.Any() {
			out = append(out, i)
		}
	}
	return out
}

// cardsOfSeat returns seat s's cards in hand and placed (on characters
// and the homebase).
func (g *State) cardsOfSeat(s int) []uint16 {
	out := sortedHand(g, s)
	for _, ci := range team(s) {
		for _, p := range g.Chars[ci].Placed {
			if p != 0 {
				out = append(out, p)
			}
		}
	}
	for _, p := range g.P[s].HomeP {
		if p != 0 {
			out = append(out, p)
		}
	}
	return out
}

// hasIcon reports whether card c shows the power icon t (AnyPower: the
// Any-Power icon).
func hasIcon(c *Card, t int8) bool {
	if t == AnyPower {
		return c.AnyP || c.Type == AnyPower
	}
	return c.icons()&(1<<t) != 0
}

// reap has seat s discard one more of its cards with icon t (left to go),
// by its choice, for Grim Reaper card src.
func (g *State) reap(s int, t int8, left int, src uint16) {
	if left == 0 {
		return
	}
	var opts []uint16
	for _, i := range g.cardsOfSeat(s) {
		if g.showsIcon(g.card(i), t) {
			opts = append(opts, i)
		}
	}
	if len(opts) > 0 {
		g.ask(s, "Grim Reaper/"+itoa(int(t))+itoa(left), src, opts, false, ResumeNext)
	}
}
