package overpower

// advanced adds Advanced Universe card c of character char: an offensive
// action of that character alone, One Per Deck, never negated (it is no
// Special card).
func advanced(char string, c Card) {
	c.Kind, c.OPD, c.Char, c.Type = KindAdvanced, true, mustChar(char), NoType
	c.Icons |= IconOffense | IconAstral | IconGame
	addCard(c)
}

// addAdvanced adds the Advanced Universe cards: Ra's three Staff cards.
func addAdvanced() {
	advanced("Ra", Card{Name: "Shards of the Staff",
		Hook: hook("Shards of the Staff", "play", func(g *State, i uint16, s int) {
			for _, ci := range team(s) {
				g.mark(mkDefP, ci, 2, true, i)
			}
			g.logf("%s's Power cards are +2 to defence for the rest of the game.", seatName(s))
			g.staffComplete(s, i)
		}),
		Text: "Ra's team's Power cards are +2 to defence for the rest of the game."})
	advanced("Ra", Card{Name: "Staff Fragments", Flags: FVentureCard,
		Hook: hook("Staff Fragments", "play", func(g *State, i uint16, s int) { g.staffComplete(s, i) }),
		Text: "For the rest of the game, when Ra's team ventures three or more objectives in a battle, the top two cards of its Draw Pile go to its Dead Pile instead of the opponent drawing a card for the third."})
	advanced("Ra", Card{Name: "Staff Head",
		Hook: hook("Staff Head", "play", func(g *State, i uint16, s int) { g.staffComplete(s, i) }),
		Text: "For the rest of the game, in each Discard Phase in which Ra's team discards one or more duplicate or unusable cards, it then takes one card of its choice from its Power Pack into its hand (not a duplicate)."})
	handle("Ra/staff", func(g *State, c Choice, n int) {
		if n == len(c.Opts) {
			return
		}
		s := int(c.Seat)
		for k := len(g.InPlay) - 1; k >= 0; k-- {
			if l := g.InPlay[k]; l.Inst != 0 && int(l.Owner) == s && staff(g.card(l.Inst)) {
				g.leavePlay(k)
			}
		}
		ci := int8(c.Opts[n])
		g.mark(mkCum, ci, -1, true, c.Src)
		g.logf("Ra discards the three Staff cards: %s's KO threshold is 1 lower for the rest of the game.", g.charName(ci))
	})
	choiceLabels["Ra/staff"] = func(g *State, k int) string {
		return "Discard the Staff cards: -1 to the KO threshold of " + g.ch(int8(k)).Name
	}
	handle("Staff Head/pick", func(g *State, c Choice, n int) {
		s, j := int(c.Seat), c.Opts[n]
		g.P[s].Pack, _ = cut(g.P[s].Pack, j)
		g.P[s].Hand = append(g.P[s].Hand, j)
		g.reveal(j)
		g.logf("%s takes %s from the Power Pack (Staff Head).", seatName(s), g.card(j).Name)
	})
}

// staff reports whether c is one of Ra's Staff cards.
func staff(c *Card) bool { return c.Kind == KindAdvanced && c.Char == mustChar("Ra") }

// staffInPlay reports whether seat s has the Staff card named n in play.
func (g *State) staffInPlay(s int, n string) bool {
	for _, l := range g.InPlay {
		if l.Inst != 0 && int(l.Owner) == s && g.card(l.Inst).Name == n {
			return true
		}
	}
	return false
}

// staffComplete offers Ra's inherent ability once seat s has all three
// Staff cards in play and Ra is not KO'd.
func (g *State) staffComplete(s int, src uint16) {
	if !g.staffInPlay(s, "Shards of the Staff") || !g.staffInPlay(s, "Staff Fragments") || !g.staffInPlay(s, "Staff Head") {
		return
	}
	for _, ci := range team(s) {
		if g.alive(ci) && g.ability(ci)&AbRaStaff != 0 {
			var opts []uint16
			for _, oc := range team(1 - s) {
				if g.alive(oc) {
					opts = append(opts, uint16(oc))
				}
			}
			g.ask(s, "Ra/staff", src, opts, true, ResumeUtility)
			return
		}
	}
}

// staffHead gives seat s its Staff Head pick after it discarded in the
// Discard Phase; it reports whether it asked.
func (g *State) staffHead(s int) bool {
	if !g.staffInPlay(s, "Staff Head") {
		return false
	}
	var opts []uint16
	for _, i := range sortedPile(g, g.P[s].Pack) {
		if !g.dupOfHand(s, i) {
			opts = append(opts, i)
		}
	}
	if len(opts) == 0 {
		return false
	}
	g.ask(s, "Staff Head/pick", 0, opts, false, ResumePhase)
	return true
}

// staffFragments reports whether seat s pays for its third objective
// ventured with Staff Fragments, and pays.
func (g *State) staffFragments(s int) bool {
	if !g.staffInPlay(s, "Staff Fragments") {
		return false
	}
	g.logf("%s discards the top two cards of its Draw Pile instead (Staff Fragments).", seatName(s))
	g.mill(s, 2)
	return true
}
