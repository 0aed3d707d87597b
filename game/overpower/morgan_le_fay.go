package overpower

import "slices"

var _ = group(func() {
	special("Morgan le Fay", Card{Name: "Apprentice of Merlin", Icons: IconDefense, Flags: FNegate | FReserve,
		Text: "Negate a Special card the opponent plays. May be played from the Reserve."})
	special("Morgan le Fay", Card{Name: "Avalon's Warmth", Icons: IconOffense,
		Hook: hook("Avalon's Warmth", "play", func(g *State, i uint16, s int) {
			var opts []uint16
			for _, ci := range append([]uint16{uint16(g.Ex.By)}, g.mates(g.Ex.By, true)...) {
				if len(g.Chars[ci].Record) > 0 {
					opts = append(opts, ci)
				}
			}
			if len(opts) == 0 {
				g.drawReveal(s, 1, false)
				return
			}
			g.ask(s, "Avalon's Warmth/play", i, opts, false, ResumeUtility)
		}),
		Text: "Remove every hit from the permanent record of Morgan le Fay or a Front Line teammate, then draw and reveal a card (discarded if a duplicate)."})
	choiceLabels["Avalon's Warmth/play"] = func(g *State, k int) string { return "Heal " + g.ch(int8(k)).Name }
	handle("Avalon's Warmth/play", func(g *State, c Choice, n int) {
		ci, s := int8(c.Opts[n]), int(c.Seat)
		for len(g.Chars[ci].Record) > 0 {
			g.removeHit(ci, false, 0, false)
		}
		g.healed(s)
		g.drawReveal(s, 1, false)
	})
	special("Morgan le Fay", Card{Name: "Duality", Icons: IconOffense,
		Hook: hook("Duality", "play", func(g *State, i uint16, s int) {
			g.drawReveal(s, 1, true)
			g.pickPlaced(s, -1, 1, i, ResumeUtility)
		}),
		Text: "Draw and reveal a card (kept even if a duplicate); the opponent discards one of its placed cards, Morgan le Fay's choice."})
	special("Morgan le Fay", Card{Name: "Enchantress' Guile", Val: 4, Type: Energy, Icons: IconOffense,
		OnMiss: hook("Enchantress' Guile", "miss", func(g *State, i uint16, s int) { g.lookBottom(s, 3, i, ResumeNext) }),
		Text:   "A level 4 Energy attack. If it is defended, look at the top three cards of the opponent's Draw Pile and put any of them on the bottom."})
	special("Morgan le Fay", Card{Name: "Shapeshifter's Guise", Val: 3, Type: Combat, Icons: IconOffense, MoreSp: true,
		Text: "A level 3 Combat attack. Then Morgan le Fay may make one additional attack with a teammate's Special card, from hand or placed anywhere."})
	onDeclare["Shapeshifter's Guise"] = func(g *State, m Move) bool {
		g.mark(mkGuise, m.By, 1, false, m.Card)
		return false
	}
	special("Morgan le Fay", Card{Name: "Teleportation Circle", Icons: IconOffense, Flags: FReserve,
		Hook: hook("Teleportation Circle", "play", func(g *State, i uint16, s int) {
			g.ask(s, "Teleportation Circle/play", i, g.circleOpts(g.Ex.By), false, ResumeUtility)
		}),
		Text: "Morgan le Fay or a Front Line teammate trades places with the Reserve character (from the Reserve, she trades with a Front Line teammate). May be played from the Reserve."})
	choiceLabels["Teleportation Circle/play"] = func(g *State, k int) string {
		return "Swap " + g.ch(int8(k)).Name + " and " + g.ch(g.reserveOf(seatOf(int8(k)))).Name
	}
	handle("Teleportation Circle/play", func(g *State, c Choice, n int) {
		a, r := int8(c.Opts[n]), g.reserveOf(int(c.Seat))
		g.Chars[a].Pos, g.Chars[r].Pos = g.Chars[r].Pos, g.Chars[a].Pos
		g.logf("%s goes to the Reserve and %s to the Front Line (Teleportation Circle).", g.charName(a), g.charName(r))
	})
	utilityChecks["Teleportation Circle"] = func(g *State, ci int8, _ uint16) bool { return len(g.circleOpts(ci)) > 0 }
})

// circleOpts are the Front Line characters Teleportation Circle played by
// ci may swap with the Reserve: ci and its Front Line teammates, or from
// the Reserve its Front Line teammates.
func (g *State) circleOpts(ci int8) []uint16 {
	r := g.reserveOf(seatOf(ci))
	if r < 0 {
		return nil
	}
	opts := g.mates(ci, true)
	if ci != r && g.front(ci) {
		opts = append([]uint16{uint16(ci)}, opts...)
	}
	return opts
}

// guiseMay reports whether ci may play Special c of a teammate as the
// additional attack of Shapeshifter's Guise (no card in the exchange).
func (g *State) guiseMay(ci int8, c *Card) bool {
	if c.Kind != KindSpecial || c.Any() || g.Ex.Card != 0 || (c.Val == 0 && c.Flags&FTarget == 0) || g.value(0, stGuise, charSrc(ci)) <= 0 {
		return false
	}
	for _, cj := range team(seatOf(ci)) {
		if cj != ci && g.alive(cj) && sameFamily(c.Char, int8(g.Chars[cj].Card)) {
			return true
		}
	}
	return false
}

// guiseSpecials appends, for Shapeshifter's Guise, the attacks ci may make
// with the Specials placed on its teammates, and drops the moves from
// dst[n:] that play a teammate's card without attacking.
func (g *State) guiseSpecials(ci int8, tg []int8, dst []Move, n int) []Move {
	if g.value(0, stGuise, charSrc(ci)) <= 0 {
		return dst
	}
	s := seatOf(ci)
	for _, cj := range team(s) {
		if i := g.Chars[cj].Placed[1]; cj != ci && i != 0 && g.card(i).Kind == KindSpecial {
			dst = g.playsOf(s, ci, i, g.card(i), tg, dst, true)
		}
	}
	k := n
	for _, m := range dst[n:] {
		if c := g.card(m.Card); m.Tgt >= 0 || c.Any() || sameFamily(c.Char, int8(g.Chars[ci].Card)) {
			dst[k] = m
			k++
		}
	}
	return dst[:k]
}

// endGuise ends Shapeshifter's Guise's leave to play a teammate's Special.
func (g *State) endGuise() {
	g.Marks = slices.DeleteFunc(g.Marks, func(m Mark) bool { return m.Stat == mkGuise })
}
