package overpower

import "slices"

var _ = group(func() {
	special("Professor Moriarty", Card{Name: "Complex Criminal Scheme", Val: 3, Types: 1<<Brute | 1<<Intel, Multi: true, Type: MultiPower, Icons: IconOffense,
		OnMiss: hook("Complex Criminal Scheme", "miss", func(g *State, i uint16, s int) {
			p := &g.P[s]
			for _, pile := range []*[]uint16{&p.Draw, &p.Dead} {
				for _, j := range *pile {
					if g.card(j).Name == "Mathematical Genius" {
						*pile, _ = cut(*pile, j)
						g.logf("%s finds Mathematical Genius and plays it at once.", seatName(s))
						g.Ex.Card = j // it resolves from the exchange
						g.genius(s, j, ResumeNext)
						return
					}
				}
			}
		}),
		Text: "A level 3 MultiPower attack, Brute Force or Intelligence; its hit does not count to Venture Total. If it is defended, Moriarty may take Mathematical Genius from his Draw Pile or Dead Pile and play it at once."})
	noVenture["Complex Criminal Scheme"] = true
	special("Professor Moriarty", Card{Name: "Criminal Mastermind", Icons: IconOffense | IconAstral | IconBattle, Flags: FVentureCard,
		Hook: markHook("Criminal Mastermind", "play", mkVen, -10, false, onFoeSeat),
		Text: "The opponent is -10 to Venture Total this battle."})
	special("Professor Moriarty", Card{Name: "Future Plans", Icons: IconOffense, Flags: FAfterConcede | FDuringVenture,
		Hook: hook("Future Plans", "play", func(g *State, i uint16, s int) {
			if len(g.P[s].Hand) > 0 {
				g.ask(s, "Future Plans/play", i, sortedHand(g, s), true, ResumeUtility)
				g.Choice.N = 3
			}
		}),
		Text: "Play when either player concedes the battle (also when it is conceded in the Venture Phase): put up to three cards from your hand on top of your Draw Pile."})
	handle("Future Plans/play", func(g *State, c Choice, n int) {
		if n >= len(c.Opts) {
			return
		}
		s := int(c.Seat)
		i := c.Opts[n]
		g.take(i)
		g.P[s].Draw = append(g.P[s].Draw, i)
		g.logf("%s puts a card from hand on top of the Draw Pile.", seatName(s))
		if c.N > 1 && len(g.P[s].Hand) > 0 {
			g.ask(s, "Future Plans/play", c.Src, sortedHand(g, s), true, c.Back)
			g.Choice.N = c.N - 1
		}
	})
	special("Professor Moriarty", Card{Name: "Mathematical Genius", Icons: IconOffense,
		Hook: hook("Mathematical Genius", "play", func(g *State, i uint16, s int) { g.genius(s, i, ResumeUtility) }),
		Text: "Look at the top six cards of your Draw Pile and put one of them (not a duplicate) in your hand. Shuffle the Draw Pile, then put Mathematical Genius on top of it."})
	handle("Mathematical Genius/play", func(g *State, c Choice, n int) {
		s := int(c.Seat)
		i := c.Opts[n]
		g.P[s].Draw, _ = cut(g.P[s].Draw, i)
		g.P[s].Hand = append(g.P[s].Hand, i)
		g.tell(s, "You take %s into your hand.", g.card(i).Name)
		g.logf("%s takes a card from the Draw Pile into hand (Mathematical Genius).", seatName(s))
		g.geniusEnd(s, c.Src)
	})
	special("Professor Moriarty", Card{Name: "Napoleon of Crime", Icons: IconOffense | IconAstral | IconBattle,
		Text: "For the rest of the battle Moriarty may avoid any attack on himself or a teammate by playing any Intelligence Power card."})
	special("Professor Moriarty", Card{Name: "Tactical Fighter", Val: 5, Type: Combat, Icons: IconOffense, MoreSp: true,
		Text: "A level 5 Combat attack. Then Moriarty may play one more Special card."})
})

// sortedHand returns seat s's hand sorted by catalogue code (so a choice
// among it says nothing of the order cards came in).
func sortedHand(g *State, s int) []uint16 {
	h := slices.Clone(g.P[s].Hand)
	slices.SortFunc(h, func(a, b uint16) int { return int(g.Inst[a].Card) - int(g.Inst[b].Card) })
	return h
}

// genius resolves Mathematical Genius (instance mg) for seat s.
func (g *State) genius(s int, mg uint16, back uint8) {
	p := &g.P[s]
	g.refill(s)
	var opts []uint16
	for k := len(p.Draw) - 1; k >= 0 && k >= len(p.Draw)-6; k-- {
		if i := p.Draw[k]; !g.dupOfHand(s, i) {
			opts = append(opts, i)
		}
	}
	slices.SortFunc(opts, func(a, b uint16) int { return int(g.Inst[a].Card) - int(g.Inst[b].Card) })
	if len(opts) == 0 {
		g.geniusEnd(s, mg)
		return
	}
	g.ask(s, "Mathematical Genius/play", mg, opts, false, back)
}

// geniusEnd shuffles seat s's Draw Pile and puts Mathematical Genius on
// top of it.
func (g *State) geniusEnd(s int, mg uint16) {
	p := &g.P[s]
	g.rand().Shuffle(len(p.Draw), func(a, b int) { p.Draw[a], p.Draw[b] = p.Draw[b], p.Draw[a] })
	if g.Ex.Card == mg {
		g.Ex.Card = 0
	}
	p.Draw = append(p.Draw, mg)
	g.logf("%s shuffles the Draw Pile and puts Mathematical Genius on top.", seatName(s))
}

// dupOfHand reports whether card i duplicates a card in seat s's hand or
// a placed card.
func (g *State) dupOfHand(s int, i uint16) bool {
	k := dupKey(g.card(i))
	for _, j := range g.P[s].Hand {
		if dupKey(g.card(j)) == k {
			return true
		}
	}
	return g.dupOfPlaced(s, k)
}

// napoleon appends Moriarty's avoids with Intelligence Power cards while
// Napoleon of Crime is in play for seat s.
func (g *State) napoleon(s int, dst []Move) []Move {
	in := false
	for _, l := range g.InPlay {
		in = in || int(l.Owner) == s && l.Inst != 0 && g.card(l.Inst).Name == "Napoleon of Crime"
	}
	if !in {
		return dst
	}
	for _, ci := range team(s) {
		if !g.alive(ci) || g.ch(ci).Name != "Professor Moriarty" || (ci != g.Ex.Tgt && !g.mayAct(ci)) {
			continue
		}
		for _, i := range g.cardsOf(ci, nil) {
			if c := g.card(i); c.Kind == KindPower && c.Type == Intel {
				dst = append(dst, g.mv(Move{Op: OpAvoid, Card: i, By: ci, Tgt: -1, Type: Intel}))
			}
		}
	}
	return dst
}
