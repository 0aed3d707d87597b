package overpower

var _ = group(func() {
	special("Angry Mob", Card{Name: "Don't Let it Get Away!", Val: 2, Types: allBasic, Multi: true, Type: MultiPower, Icons: IconOffense, Flags: FIgnoreBars,
		Text: "A level 2 MultiPower attack that ignores the opponent's cards saying a character may not attack or may not be attacked."})
	special("Angry Mob", Card{Name: "Mob Mentality", Val: 4, Type: Combat, Icons: IconOffense, Extra: 1,
		Text: "A level 4 Combat attack; then one additional attack."})
	special("Angry Mob", Card{Name: "Strength in Numbers", Val: 7, Type: Brute, Icons: IconOffense, Text: "A level 7 Brute Force attack."})
	special("Angry Mob", Card{Name: "Swarm Them!", Icons: IconOffense | IconAttach | IconBattle, Flags: FTarget,
		Text: "An attack on a character: if it hits, this card stays in front of that character for the rest of the battle and the character may attack nothing but this card, until the card is attacked by it or a teammate. The card may not be defended and is KO'd by one hit."})
	special("Angry Mob", Card{Name: "Pitchforks and Torches", Val: 7, Types: allBasic, Multi: true, Type: MultiPower, Icons: IconOffense, Extra: 2, ExBon: 2,
		Text: "A level 7 MultiPower attack; then two additional attacks at +2 each (not to damage or Venture Total)."})
	special("Angry Mob", Card{Name: "Regent of the Crown", Val: 3, Type: Energy, Icons: IconOffense, Extra: 2, ExBon: 2,
		Text: "A level 3 Energy attack; then two additional attacks at +2 each (not to damage or Venture Total)."})
	special("Angry Mob", Card{Name: "Disrupting Supply Lines", Icons: IconOffense,
		Hook: hook("Disrupting Supply Lines", "play", func(g *State, i uint16, s int) {
			for _, ci := range team(1 - s) {
				if u := g.Chars[ci].Placed[2]; u != 0 {
					g.Chars[ci].Placed[2] = 0
					g.discard(u)
					g.logf("%s discards the placed %s.", seatName(1-s), g.card(u).Name)
				}
			}
		}),
		Text: "The opponent discards every Universe card placed on its characters."})
	special("Angry Mob", Card{Name: "Union Power", Val: 8, Types: allBasic, Multi: true, Type: MultiPower, Icons: IconOffense,
		OnHit: markHook("Union Power", "hit", mkDef, 2, false, onMyTeam),
		Text:  "A level 8 MultiPower attack. If it hits, the Angry Mob's team is +2 to defence for the rest of the battle."})
	special("Angry Mob", Card{Name: "Online Cyber Attack", Val: 7, Type: Intel, Icons: IconOffense,
		OnHit: markHook("Online Cyber Attack", "hit", mkNoInt, 1, false, onFoeSeat),
		Text:  "A level 7 Intelligence attack. If it hits, the opponent may not attack with cards with an Intelligence icon for the rest of the battle."})
	special("Angry Mob", Card{Name: "Ransom Your Secrets", Icons: IconOffense | IconAstral | IconGame,
		Hook: hook("Ransom Your Secrets", "play", func(g *State, i uint16, s int) {
			g.P[1-s].Open = true
			g.logf("%s reveals the hand and plays open-handed for the rest of the battle.", seatName(1-s))
			if len(g.cardsOfSeat(1-s)) >= 2 {
				g.ask(1-s, "Ransom Your Secrets/pay", i, []uint16{0}, true, ResumeUtility)
			} else {
				g.bakerSt(s, sortedHand(g, 1-s), i, ResumeUtility)
			}
		}),
		Text: "The opponent reveals its hand and plays open-handed for the rest of the battle, and again in each later battle once the Venture Phase is over, for the rest of the game. When it resolves, the opponent may discard any two of its cards (in hand or placed) to negate it."})
	choiceLabels["Ransom Your Secrets/pay"] = func(*State, int) string { return "Discard two cards to negate Ransom Your Secrets" }
	handle("Ransom Your Secrets/pay", func(g *State, c Choice, n int) {
		if n == 0 {
			g.ask(int(c.Seat), "Ransom Your Secrets/1", c.Src, g.cardsOfSeat(int(c.Seat)), false, ResumeUtility)
		} else {
			g.bakerSt(1-int(c.Seat), sortedHand(g, int(c.Seat)), c.Src, ResumeUtility)
		}
	})
	for k := 1; k <= 2; k++ {
		handle("Ransom Your Secrets/"+itoa(k), func(g *State, c Choice, n int) {
			s, j := int(c.Seat), c.Opts[n]
			g.take(j)
			g.discard(j)
			g.logf("%s discards %s (Ransom Your Secrets).", seatName(s), g.card(j).Name)
			if k == 1 {
				g.ask(s, "Ransom Your Secrets/2", c.Src, g.cardsOfSeat(s), false, ResumeUtility)
				return
			}
			if l := g.lasting(c.Src); l >= 0 {
				g.leavePlay(l)
			}
			g.P[s].Open = g.openBy(s)
			g.logf("%s negates Ransom Your Secrets.", seatName(s))
		})
	}
})

// openBy reports whether a card still in play makes seat s play
// open-handed (Loki).
func (g *State) openBy(s int) bool {
	for _, l := range g.InPlay {
		if l.Inst != 0 && g.owner(l.Inst) == 1-s && g.card(l.Inst).Name == "Loki" {
			return true
		}
	}
	return false
}
