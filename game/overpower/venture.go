package overpower

// placeStep is Phase 4: the players take turns placing one card or
// passing, starting with initiative; a pass ends that player's placing for
// the battle.
func (g *State) placeStep() bool {
	for k := 0; k < 2; k++ {
		s := int(g.ToMove)
		if g.P[s].Placing {
			l := g.placeMoves(s, g.takeMoves())
			g.giveMoves(l)
			if len(l) > 0 {
				return false
			}
			g.P[s].Placing = false
		}
		g.ToMove = int8(1 - s)
	}
	g.Phase, g.Sub, g.ToMove = PhaseVenture, SubWager, g.Init
	if g.Mode != ModeVenture {
		g.Sub = SubConcede
	}
	return true
}

// placeMoves appends seat s's placing moves.
func (g *State) placeMoves(s int, dst []Move) []Move {
	p := &g.P[s]
	for _, i := range p.Hand {
		c := g.card(i)
		if slot := slotOf(c); slot >= 0 {
			for _, ci := range team(s) {
				if !g.alive(ci) || g.Chars[ci].Placed[slot] != 0 && !g.extraBasic(ci, c) && !g.noSlot(ci, c) || !g.placeable(ci, c) {
					continue
				}
				dst = append(dst, g.mv(Move{Op: OpPlace, Card: i, By: ci, Tgt: -1, Type: NoType}))
			}
		}
		if p.Home >= 0 && g.homeTakes(s, c) {
			dst = append(dst, g.mv(Move{Op: OpPlace, Card: i, By: -1, Tgt: -1, Type: NoType}))
		}
	}
	return dst
}

// homeTakes reports whether seat s's homebase can take card c now: one
// Special of a team character (an Any Character Special only if it may be
// placed, or only that at The Round Table) and one Aspect.
func (g *State) homeTakes(s int, c *Card) bool {
	p := &g.P[s]
	switch c.Kind {
	case KindAspect:
		return p.HomeP[1] == 0
	case KindSpecial:
		if p.HomeP[0] != 0 {
			return false
		}
		if homebases[p.Home].RoundTable {
			return c.Any()
		}
		if c.Any() {
			return c.Flags&FPlaceable != 0
		}
		for _, ci := range team(s) {
			if g.alive(ci) && c.Char == int8(g.Chars[ci].Card) {
				return true
			}
		}
	}
	return false
}

// place puts hand card i on character ci (-1: the homebase).
func (g *State) place(i uint16, ci int8) {
	s := g.owner(i)
	p := &g.P[s]
	p.Hand, _ = cut(p.Hand, i)
	p.Known, _ = cut(p.Known, i)
	c := g.card(i)
	if ci < 0 {
		k := 0
		if c.Kind == KindAspect {
			k = 1
		}
		p.HomeP[k] = i
		g.logf("%s places %s on the homebase %s.", seatName(s), c.Name, homebases[p.Home].Name)
		return
	}
	if k := slotOf(c); g.Chars[ci].Placed[k] == 0 && !g.noSlot(ci, c) {
		g.Chars[ci].Placed[k] = i
	} else {
		g.Chars[ci].Extra = i // Tars Tarkas's Basic Universe card
	}
	g.logf("%s places %s on %s.", seatName(s), c.Name, g.ch(ci).Name)
}

// ventureStep is Phase 5: wagers in initiative order, Merlin's look, then
// each player in initiative order may concede.
func (g *State) ventureStep() bool {
	switch g.Sub {
	case SubWager:
		return false
	case SubLook:
		for t := range g.P {
			if g.P[t].Peek != 0 {
				g.ToMove = int8(t)
				return false
			}
		}
		g.Sub, g.ToMove = SubConcede, g.Init
		return true
	case SubConcede:
		if g.Mode == ModeBrawl {
			g.startFight()
			return true
		}
		if g.some(g.concedeMoves(int(g.ToMove), g.takeMoves())) {
			return false
		}
		return g.skipConcede()
	}
	return false
}

// skipConcede moves past a seat that may not concede.
func (g *State) skipConcede() bool {
	if g.ToMove == g.Init {
		g.ToMove = 1 - g.Init
	} else {
		g.startFight()
	}
	return true
}

// startFight begins Phase 6.
func (g *State) startFight() {
	g.Phase, g.Sub, g.ToMove, g.PassRun = PhaseBattle, 0, g.Init, 0
	g.Ex = Exchange{Tgt: -1, By: -1, Type: NoType, MoreBy: -1}
	for _, l := range g.InPlay {
		if l.Inst != 0 && g.card(l.Inst).Name == "Ransom Your Secrets" {
			g.P[1-l.Owner].Open = true
			g.logf("%s reveals the hand and plays open-handed this battle (Ransom Your Secrets).", seatName(1-int(l.Owner)))
		}
	}
}

// ventured returns how many objectives seat s has ventured, and how many
// of them from Completed.
func (g *State) ventured(s int) (all, fromC int) {
	p := &g.P[s]
	for k := range p.Obj {
		if p.Vent[k] {
			all++
			if p.Obj[k] == ObjCompleted {
				fromC++
			}
		}
	}
	return
}

// pileCount counts seat s's objectives in pile.
func (g *State) pileCount(s int, pile int8) int {
	n := 0
	for _, o := range g.P[s].Obj {
		if o == pile {
			n++
		}
	}
	return n
}

// forTheWin reports whether seat s is venturing for the win: winning the
// venture would complete all seven objectives.
func (g *State) forTheWin(s int) bool {
	p := &g.P[s]
	for k := range p.Obj {
		if p.Obj[k] != ObjCompleted && !(p.Vent[k] && p.Obj[k] == ObjReserve) {
			return false
		}
	}
	return true
}

// wagerMoves appends seat s's venture moves: one more from Reserve, one
// more from Completed (only to lift Defeated objectives: at most two per
// Defeated one), done once at least one is ventured this battle (after a
// tie: at least one more, unless venturing for the win).
func (g *State) wagerMoves(s int, dst []Move) []Move {
	p := &g.P[s]
	freeR, freeC := 0, 0
	for k := range p.Obj {
		if !p.Vent[k] {
			switch p.Obj[k] {
			case ObjReserve:
				freeR++
			case ObjCompleted:
				freeC++
			}
		}
	}
	_, fromC := g.ventured(s)
	if freeR > 0 {
		dst = append(dst, g.mv(Move{Op: OpVenR}))
	}
	if freeC > 0 && fromC < 2*g.pileCount(s, ObjDefeated) {
		dst = append(dst, g.mv(Move{Op: OpVenC}))
	}
	if p.VenNew >= 1 || g.forTheWin(s) || len(dst) == 0 {
		dst = append(dst, g.mv(Move{Op: OpVenDone}))
	}
	return dst
}

// venture ventures one more of seat s's objectives from pile.
func (g *State) venture(s int, pile int8) {
	p := &g.P[s]
	for k := range p.Obj {
		if !p.Vent[k] && p.Obj[k] == pile {
			p.Vent[k] = true
			p.VenNew++
			return
		}
	}
}

// wagerDone ends seat s's wager: the opponent draws one card for each
// objective past two ventured this battle.
func (g *State) wagerDone(s int) {
	p := &g.P[s]
	all, fromC := g.ventured(s)
	g.logf("%s ventures %d objective(s) (%d new this battle, %d from Completed).", seatName(s), all, p.VenNew, fromC)
	extra := int(p.VenNew) - 2
	if extra > 0 && g.staffFragments(s) {
		extra--
	}
	if extra > 0 {
		g.logf("%s draws %d card(s) for the objectives ventured past two.", seatName(1-s), extra)
		g.checkDrawn(1-s, g.draw(1-s, extra, false), false)
	}
	g.diplomat(s)
	if int8(s) == g.Init {
		g.ToMove = 1 - g.Init
		return
	}
	g.Sub, g.ToMove = SubLook, g.Init
	if in, _ := g.eventIn("Who Can You Trust"); in {
		for k := range g.InPlay {
			if l := g.InPlay[k]; l.Inst != 0 && g.card(l.Inst).Name == "Who Can You Trust" {
				g.trust(int(g.Init), l.Inst, 2)
				break
			}
		}
	}
	for _, t := range g.order() {
		for _, ci := range team(t) {
			if g.alive(ci) && g.ability(ci)&AbMerlinLook != 0 && g.refill(t) {
				g.P[t].Peek = g.P[t].Draw[len(g.P[t].Draw)-1]
				g.ToMove = int8(t)
				g.tell(t, "Merlin looks at the top card of the Draw Pile: %s.", g.card(g.P[t].Peek).Name)
				return
			}
		}
	}
}

// look resolves Merlin's look: bottom puts the card on the bottom.
func (g *State) look(s int, bottom bool) {
	p := &g.P[s]
	if bottom {
		d := p.Draw
		copy(d[1:], d[:len(d)-1])
		d[0] = p.Peek
		g.logf("%s puts the top card of the Draw Pile on the bottom (Merlin).", seatName(s))
	} else {
		g.logf("%s leaves the top card of the Draw Pile where it is (Merlin).", seatName(s))
	}
	p.Peek = 0
	if int8(s) == g.Init {
		o := 1 - s
		for _, ci := range team(o) {
			if g.alive(ci) && g.ability(ci)&AbMerlinLook != 0 && g.refill(o) {
				g.P[o].Peek = g.P[o].Draw[len(g.P[o].Draw)-1]
				g.ToMove = int8(o)
				g.tell(o, "Merlin looks at the top card of the Draw Pile: %s.", g.card(g.P[o].Peek).Name)
				return
			}
		}
	}
	g.ToMove = g.Init
}

// concedeMoves appends seat s's concession choice, when it may concede:
// not in Brawl, not with its whole team KO'd, not in Skirmish while it
// holds a majority of the objectives.
func (g *State) concedeMoves(s int, dst []Move) []Move {
	if !g.mayConcede(s) {
		return dst
	}
	return append(dst, g.mv(Move{Op: OpFight}), g.mv(Move{Op: OpConcede}))
}

// mayConcede reports whether seat s may concede now.
func (g *State) mayConcede(s int) bool {
	switch {
	case g.Mode == ModeBrawl, g.allKO(s):
		return false
	case g.Mode == ModeSkirmish:
		return 2*int(g.Won[s]) <= int(g.SkirN)
	}
	return true
}

// noSlot reports whether card c may be placed on character ci in no
// placing slot (Harbinger's Warning), the extra place being free.
func (g *State) noSlot(ci int8, c *Card) bool { return c.Flags&FNoSlot != 0 && g.Chars[ci].Extra == 0 }

// extraBasic reports whether card c may be placed on Tars Tarkas (ci)
// beyond his Universe slot: a Basic Universe card, one.
func (g *State) extraBasic(ci int8, c *Card) bool {
	return c.Kind == KindBasic && g.ability(ci)&AbExtraBasic != 0 && g.Chars[ci].Extra == 0
}
