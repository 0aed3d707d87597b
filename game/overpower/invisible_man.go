package overpower

var _ = group(func() {
	special("Invisible Man", Card{Name: "Didn't See It Coming", Icons: IconOffense | IconAstral | IconGame,
		Hook: hook("Didn't See It Coming", "play", func(g *State, i uint16, s int) {
			var opts []uint16
			for _, j := range sortedPile(g, g.P[s].Pack) {
				if g.canUsePower(g.Ex.By, g.card(j), NoType) && !g.dupOfHand(s, j) {
					opts = append(opts, j)
				}
			}
			if len(opts) > 0 {
				g.ask(s, "Didn't See It Coming/play", i, opts, false, ResumeUtility)
			}
		}),
		Text: "Take a Power card the Invisible Man can use (not a duplicate) from your Power Pack into your hand. For the rest of the game the opponent discards the top two cards of its Draw Pile before it defends one of his attacks."})
	handle("Didn't See It Coming/play", func(g *State, c Choice, n int) {
		s, j := int(c.Seat), c.Opts[n]
		g.P[s].Pack, _ = cut(g.P[s].Pack, j)
		g.P[s].Hand = append(g.P[s].Hand, j)
		g.logf("%s takes a Power card from the Power Pack (Didn't See It Coming).", seatName(s))
	})
	special("Invisible Man", Card{Name: "Hidden Sociopath", Val: 5, Type: Combat, Icons: IconOffense, Flags: FNoSpecialDef,
		Text: "A level 5 Combat attack that may not be defended by a Special card."})
	special("Invisible Man", Card{Name: "I'm In Your House", Icons: IconOffense,
		Hook: hook("I'm In Your House", "play", func(g *State, i uint16, s int) {
			g.P[1-s].Open = true
			g.logf("%s plays open-handed for the rest of the battle.", seatName(1-s))
			g.bakerSt(s, sortedHand(g, 1-s), i, ResumeUtility)
		}),
		Text: "The opponent plays with its hand revealed for the rest of the battle."})
	special("Invisible Man", Card{Name: "I've Murdered Before", Type: Brute, Icons: IconOffense, Flags: FTarget | FNoSpecialDef,
		OnHit: hook("I've Murdered Before", "hit", func(g *State, i uint16, s int) {
			tc := g.Ex.Tgt
			p := &g.P[s]
			var ok bool
			if p.Dead, ok = cut(p.Dead, i); !ok {
				return
			}
			h := Hit{Inst: i, Dmg: 0, Type: Brute, Icons: 1 << Brute, By: int8(s)}
			g.Chars[tc].Hits = append(g.Chars[tc].Hits, h)
			g.logf("%s takes a hit of 0 Brute Force.", g.charName(tc))
			g.checkKO(tc, h)
		}),
		Text: "A level 0 Brute Force attack (a Brute Force hit of no damage). Only a Power card of level 5 or more may defend it."})
	cardBonus["I've Murdered Before"] = func(*State, int) int8 { return 5 } // what a block must reach
	defOnly["I've Murdered Before"] = func(c *Card) bool { return c.Kind == KindPower && c.Val >= 5 }
	special("Invisible Man", Card{Name: "One at a Time", Icons: IconOffense,
		Hook: hook("One at a Time", "play", func(g *State, i uint16, s int) {
			var opts []uint16
			g.refill(s)
			for _, j := range sortedPile(g, g.P[s].Draw) {
				if g.card(j).Kind == KindPower && !g.dupOfHand(s, j) {
					opts = append(opts, j)
				}
			}
			if len(opts) > 0 {
				g.ask(s, "One at a Time/play", i, opts, false, ResumeUtility)
			}
		}),
		Text: "Swap this card for a Power card of your Draw Pile (not a duplicate): it goes to your hand, revealed, this card into the Draw Pile, which is shuffled."})
	handle("One at a Time/play", func(g *State, c Choice, n int) {
		s := int(c.Seat)
		p := &g.P[s]
		j := c.Opts[n]
		g.drawRevealed(s, j)
		if g.Ex.Card == c.Src {
			p.Draw = append(p.Draw, c.Src)
			g.Ex.Card = 0
		}
		g.rand().Shuffle(len(p.Draw), func(a, b int) { p.Draw[a], p.Draw[b] = p.Draw[b], p.Draw[a] })
		g.logf("%s swaps One at a Time for %s and shuffles the Draw Pile.", seatName(s), g.card(j).Name)
	})
	special("Invisible Man", Card{Name: "Run and Hide", Icons: IconOffense | IconAstral | IconGame,
		Text: "For the rest of the game the Invisible Man may avoid any attack on himself by playing an Intelligence Power card of level 1 to 5."})
})

// runAndHide appends the Invisible Man's avoids with Intelligence Power
// cards of level 5 or less while Run and Hide is in play for seat s.
func (g *State) runAndHide(s int, dst []Move) []Move {
	tc := g.Ex.Tgt
	if g.ch(tc).Name != "Invisible Man" || !g.inPlayFor(s, "Run and Hide") {
		return dst
	}
	for _, i := range g.cardsOf(tc, nil) {
		if c := g.card(i); c.Kind == KindPower && c.Type == Intel && c.Val <= 5 {
			dst = append(dst, g.mv(Move{Op: OpAvoid, Card: i, By: tc, Tgt: -1, Type: Intel}))
		}
	}
	return dst
}

// inPlayFor reports whether seat s has the card named n in play.
func (g *State) inPlayFor(s int, n string) bool {
	for _, l := range g.InPlay {
		if int(l.Owner) == s && l.Inst != 0 && g.card(l.Inst).Name == n {
			return true
		}
	}
	return false
}

// unseen: seat s defends an attack; if it is the opposing Invisible Man's
// and Didn't See It Coming is in play for him, s first discards the top
// two cards of its Draw Pile.
func (g *State) unseen(s int) {
	by := g.Ex.By
	if by < 0 || by >= 8 || seatOf(by) == s || g.ch(by).Name != "Invisible Man" || !g.inPlayFor(1-s, "Didn't See It Coming") {
		return
	}
	g.logf("%s pays two cards to see the Invisible Man's attack.", seatName(s))
	g.mill(s, 2)
}
