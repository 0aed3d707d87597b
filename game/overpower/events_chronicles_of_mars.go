package overpower

// The Events of Chronicles of Mars.
var _ = eventGroup(func() {
	set := int8(SetByName("Chronicles of Mars"))
	event(Card{Name: "The Giant Man of Mars", Set: set,
		Hook: hook("The Giant Man of Mars", "play", func(g *State, i uint16, s int) { g.giant(g.order()[0], i) }),
		Text: "Each player, in initiative order, chooses one of its Front Line characters. This battle, when a chosen character is attacked, its player may shift the attack to a Front Line teammate, who then defends it."})
	handle("The Giant Man of Mars/play", func(g *State, c Choice, n int) { g.giantPick(int8(c.Opts[n]), c.Src) })
	choiceLabels["The Giant Man of Mars/play"] = func(g *State, k int) string { return "Choose " + g.ch(int8(k)).Name }
	event(Card{Name: "The Battle with Zad", Set: set,
		Hook: hook("The Battle with Zad", "play", func(g *State, i uint16, s int) {
			for _, t := range g.order() {
				g.zad(t)
			}
		}),
		Text: "Each player discards the top three cards of its Draw Pile to its Dead Pile, then every duplicate of those three in its hand or placed goes to its Dead Pile too."})
	event(Card{Name: "Eyes in the Dark", Set: set,
		Hook: hook("Eyes in the Dark", "play", func(g *State, i uint16, s int) { g.eyes(g.order()[0], i) }),
		Text: "Each player, in initiative order, may take a Basic or Training Universe card (not a duplicate) from its Draw Pile or Dead Pile into its hand. This battle, a Basic or Training Universe card played with an action stays in the Astral Plane and its bonus counts to its player's Venture Total."})
	handle("Eyes in the Dark/play", func(g *State, c Choice, n int) {
		s := int(c.Seat)
		if n < len(c.Opts) {
			g.eyesTake(s, c.Opts[n])
		}
		if s == int(g.Init) {
			g.eyes(1-s, c.Src)
		}
	})
})

// giant asks seat s to choose a Front Line character for The Giant Man
// of Mars (card src); one alone is chosen at once.
func (g *State) giant(s int, src uint16) {
	var opts []uint16
	for _, ci := range team(s) {
		if g.front(ci) {
			opts = append(opts, uint16(ci))
		}
	}
	switch {
	case len(opts) > 1:
		g.ask(s, "The Giant Man of Mars/play", src, opts, false, ResumePhase)
	case len(opts) == 1:
		g.giantPick(int8(opts[0]), src)
	case s == int(g.Init):
		g.giant(1-s, src)
	}
}

// giantPick marks ci as its player's choice for The Giant Man of Mars,
// then asks the other player if it is its turn to choose.
func (g *State) giantPick(ci int8, src uint16) {
	g.mark(mkShift, ci, 1, false, src)
	g.logf("%s chooses %s: attacks on it may be shifted this battle (The Giant Man of Mars).", seatName(seatOf(ci)), g.ch(ci).Name)
	if seatOf(ci) == int(g.Init) {
		g.giant(1-seatOf(ci), src)
	}
}

// giantShifts appends seat s's shifts of the attack in the exchange to a
// Front Line teammate, when its target is the character chosen for The
// Giant Man of Mars (the move's card is that Event).
func (g *State) giantShifts(s int, dst []Move) []Move {
	tc := g.Ex.Tgt
	if tc < 0 || tc >= 8 || seatOf(tc) != s || !g.front(tc) || g.value(0, stShift, charSrc(tc)) <= 0 {
		return dst
	}
	var src uint16
	for _, m := range g.Marks {
		if m.Stat == mkShift && m.On == tc {
			src = m.By
		}
	}
	for _, oc := range team(s) {
		if oc != tc && g.front(oc) && g.value(0, stNoTgt, charSrc(oc)) <= 0 {
			dst = append(dst, g.mv(Move{Op: OpAvoid, Card: src, By: oc, Tgt: -1, Type: NoType}))
		}
	}
	return dst
}

// shiftTo moves the attack in the exchange to character ci, who gets a
// defence window of its own (The Giant Man of Mars).
func (g *State) shiftTo(ci int8) {
	g.logf("The Giant Man of Mars: the attack on %s is now made on %s.", g.charName(g.Ex.Tgt), g.ch(ci).Name)
	g.Ex.Tgt = ci
}

// zad discards the top three cards of seat s's Draw Pile to its Dead Pile,
// then their duplicates in its hand or placed (The Battle with Zad).
func (g *State) zad(s int) {
	p := &g.P[s]
	var off []uint16
	for k := 0; k < 3; k++ {
		i := g.drawTop(s)
		if i == 0 {
			break
		}
		p.Dead = append(p.Dead, i)
		off = append(off, i)
		g.logf("%s discards %s from the top of the Draw Pile (The Battle with Zad).", seatName(s), g.card(i).Name)
	}
	for _, i := range off {
		k := dupKey(g.card(i))
		for _, j := range g.heldBy(s) {
			if dupKey(g.card(j)) == k {
				g.take(j)
				p.Dead = append(p.Dead, j)
				g.logf("%s discards the duplicate %s (The Battle with Zad).", seatName(s), g.card(j).Name)
			}
		}
	}
}

// heldBy returns seat s's cards in hand and placed (on characters, beside
// them and on the homebase).
func (g *State) heldBy(s int) []uint16 {
	out := append([]uint16(nil), g.P[s].Hand...)
	for _, ci := range team(s) {
		c := &g.Chars[ci]
		for _, j := range [4]uint16{c.Placed[0], c.Placed[1], c.Placed[2], c.Extra} {
			if j != 0 {
				out = append(out, j)
			}
		}
	}
	for _, j := range g.P[s].HomeP {
		if j != 0 {
			out = append(out, j)
		}
	}
	return out
}

// eyes offers seat s a Basic or Training Universe card of its Draw Pile or
// Dead Pile (one of each, none duplicating its hand or placed cards) for
// Eyes in the Dark (card src).
func (g *State) eyes(s int, src uint16) {
	p := &g.P[s]
	var opts []uint16
	for _, pile := range [2][]uint16{p.Dead, p.Draw} { // a card in both comes from the Dead Pile
		for _, i := range sortedPile(g, pile) {
			c := g.card(i)
			if (c.Kind == KindBasic || c.Kind == KindTraining) && !containsCode(g, opts, g.Inst[i].Card) && !g.isDup(s, i) {
				opts = append(opts, i)
			}
		}
	}
	if len(opts) > 0 {
		g.ask(s, "Eyes in the Dark/play", src, opts, true, ResumePhase)
		return
	}
	if s == int(g.Init) {
		g.eyes(1-s, src)
	}
}

// eyesTake moves card i from seat s's Draw Pile (shuffled after the
// search) or Dead Pile (in the open) into its hand.
func (g *State) eyesTake(s int, i uint16) {
	p := &g.P[s]
	var ok bool
	if p.Dead, ok = cut(p.Dead, i); ok {
		p.Hand = append(p.Hand, i)
		g.reveal(i)
		g.logf("%s takes %s from the Dead Pile into its hand (Eyes in the Dark).", seatName(s), g.card(i).Name)
		return
	}
	p.Draw, _ = cut(p.Draw, i)
	p.Hand = append(p.Hand, i)
	g.rand().Shuffle(len(p.Draw), func(a, b int) { p.Draw[a], p.Draw[b] = p.Draw[b], p.Draw[a] })
	g.logf("%s takes a Universe card from the Draw Pile into its hand and shuffles it (Eyes in the Dark).", seatName(s))
	g.tell(s, "You take %s (Eyes in the Dark).", g.card(i).Name)
}

// spendWith discards card i, played with an action that has resolved;
// while Eyes in the Dark is in play a Basic or Training Universe card
// goes to the Astral Plane instead and its bonus counts to its player's
// Venture Total.
func (g *State) spendWith(i uint16) {
	c := g.card(i)
	if c.Kind != KindBasic && c.Kind != KindTraining {
		g.discard(i)
		return
	}
	if in, _ := g.eventIn("Eyes in the Dark"); !in {
		g.discard(i)
		return
	}
	s := g.owner(i)
	g.InPlay = append(g.InPlay, Lasting{Inst: i, Owner: int8(s), On: -1})
	g.mark(mkVen, int8(8+s), c.Bonus, false, i)
	g.logf("%s stays in the Astral Plane: %s is +%d to Venture Total (Eyes in the Dark).", c.Name, seatName(s), c.Bonus)
}
