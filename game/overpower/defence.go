package overpower

import "slices"

// defences appends the defender's blocks and avoids of the attack in the
// exchange (the window also always offers taking the hit).
func (g *State) defences(s int, dst []Move) (out []Move) {
	ex := &g.Ex
	tc := ex.Tgt
	atk := g.card(ex.Card)
	if ex.NoSpDef && atk.Flags&FNoSpecialDef == 0 {
		a := *atk
		a.Flags |= FNoSpecialDef
		atk = &a // Right Tools for the Job
	}
	if f := noSpecialDef[atk.Name]; f != nil && f(g) && atk.Flags&FNoSpecialDef == 0 {
		a := *atk
		a.Flags |= FNoSpecialDef
		atk = &a // Human Spine Whip on a marked character
	}
	start := len(dst)
	defer func() { out = g.defOnlyFilter(atk, out, start) }()
	dst = g.napoleon(s, dst)
	dst = g.runAndHide(s, dst)
	dst = g.janjong(s, dst)
	dst = g.merlinBlocks(s, dst)
	dst = g.giantShifts(s, dst)
	dst = g.shiftsInPlay(s, dst)
	if k := g.swordInPlay(s); k >= 0 && g.InPlay[k].On == tc && atk.Flags&FNoSpecialDef == 0 {
		dst = append(dst, g.mv(Move{Op: OpAvoid, Card: g.InPlay[k].Inst, By: tc, Tgt: -1, Type: NoType}))
	}
	buf := g.take16()
	for _, oc := range team(s) {
		fromRes := oc != tc && !g.mayAct(oc)
		if !g.alive(oc) || fromRes && (g.Chars[oc].Pos != 3 || g.outOfDuel(oc)) {
			continue
		}
		buf = g.cardsOf(oc, buf)
		for _, i := range buf {
			if atk.Flags&FNoPlacedDef != 0 && g.placed(i) {
				continue
			}
			c := g.card(i)
			if c.icons()&(1<<Energy) != 0 && g.value(0, stNoEn, charSrc(oc)) > 0 {
				continue // Telepathic Resistance
			}
			if fromRes && !g.fromReserve(oc, c) || !g.defenceAllowed(oc, tc, c) {
				continue
			}
			switch c.Kind {
			case KindPower:
				if ex.Val > 0 && (oc == tc || g.front(oc) && g.pals(tc, oc)) {
					dst = g.blocksBy(oc, i, c, dst)
				}
				if oc == tc && g.ability(tc)&AbTarzanAvoid != 0 && ex.Icons&(1<<Brute) != 0 && ex.Type == Brute && g.canUsePower(tc, c, Intel) {
					dst = append(dst, g.mv(Move{Op: OpAvoid, Card: i, By: tc, Tgt: -1, Type: Intel}))
				}
			case KindSpecial:
				if c.Icons&IconDefense == 0 || !g.specialBy(oc, c) {
					continue
				}
				if oc == tc && c.Flags&FSelf == 0 || oc != tc && c.Flags&FMate == 0 && !g.mateWhen(oc, c) {
					continue
				}
				if g.remainderBarred(s, c) {
					continue
				}
				if f := defWhen[c.Name]; f != nil && !f(g, s) {
					// not a defence now (For the Queen! without Sword and Shield)
				} else if c.DefV > 0 && ex.Val > 0 && (c.Flags&FActsPower != 0 || atk.Flags&FNoSpecialDef == 0) && !(atk.Flags&FNoIntBlock != 0 && c.icons()&(1<<Intel) != 0) {
					if int(c.DefV+g.bonusOf(i))+g.value(0, stDef, charSrc(tc)) >= int(ex.Val) {
						dst = append(dst, g.mv(Move{Op: OpBlock, Card: i, By: oc, Tgt: -1, Type: NoType}))
					}
					if c.Flags&FCombine != 0 {
						us := g.universes(oc, g.take16())
						for _, u := range us {
							uc := g.card(u)
							for _, t := range g.attackTypes(c) {
								if g.combines(oc, uc, t) && int(c.DefV+g.uBonus(s, uc.Bonus)+g.bonusOf(i))+g.value(0, stDef, charSrc(tc)) >= int(ex.Val) {
									dst = append(dst, g.mv(Move{Op: OpBlock, Card: i, With: u, By: oc, Tgt: -1, Type: t}))
									break
								}
							}
						}
						g.give16(us)
					}
				}
				if c.Flags&FAvoid != 0 && atk.Flags&FNoSpecialDef == 0 && g.avoids(c, tc) {
					dst = append(dst, g.mv(Move{Op: OpAvoid, Card: i, By: oc, Tgt: -1, Type: NoType}))
				}
				if c.Flags&FCounter != 0 && oc == tc && ex.By >= 0 && g.front(ex.By) && g.mayAttack(tc) && len(g.Held) == 0 && atk.Flags&FNoSpecialDef == 0 {
					dst = append(dst, g.mv(Move{Op: OpAvoid, Card: i, By: tc, Tgt: ex.By, Type: c.Type}))
				}
				if c.Flags&FShift != 0 && oc != tc && g.front(oc) && atk.Flags&FNoSpecialDef == 0 && g.value(0, stNoTgt, charSrc(oc)) <= 0 {
					dst = append(dst, g.mv(Move{Op: OpAvoid, Card: i, By: oc, Tgt: -1, Type: NoType}))
				}
			}
		}
	}
	g.give16(buf)
	return dst
}

// blocksBy appends character tc's blocks with Power card i, alone or
// with a Universe card, whose value reaches the attack's.
func (g *State) blocksBy(tc int8, i uint16, c *Card, dst []Move) []Move {
	ex := &g.Ex
	bonus := g.value(0, stDef, charSrc(tc)) + g.value(0, stDefP, charSrc(tc)) + g.versus(tc, ex.By)
	noInt := g.card(ex.Card).Flags&FNoIntBlock != 0
	if noInt && c.icons()&(1<<Intel) != 0 {
		return dst
	}
	alone := false
	for t := Energy; t <= Intel; t++ {
		if !g.canDefendWith(tc, c, t) {
			continue
		}
		if !alone && int(c.Val)+bonus >= int(ex.Val) {
			alone = true
			dst = append(dst, g.mv(Move{Op: OpBlock, Card: i, By: tc, Tgt: -1, Type: t}))
		}
		if t == Combat {
			bs := g.cardsOf(tc, g.take16())
			for _, b := range bs {
				if bc := g.card(b); bc.Flags&FCombatMore != 0 && bc.Icons&IconDefense != 0 && g.teamPlays(tc, bc) && int(c.Val+bc.ExBon)+bonus >= int(ex.Val) {
					dst = append(dst, g.mv(Move{Op: OpBlock, Card: i, With: b, By: tc, Tgt: -1, Type: t}))
				}
			}
			g.give16(bs)
		}
		us := g.universes(tc, g.take16())
		for _, u := range us {
			uc := g.card(u)
			if g.combines(tc, uc, t) && int(c.Val+g.uBonus(seatOf(tc), uc.Bonus))+bonus >= int(ex.Val) && !(noInt && uc.Type == Intel) {
				m := g.mv(Move{Op: OpBlock, Card: i, With: u, By: tc, Tgt: -1, Type: t})
				dup := false
				for _, d := range dst {
					dup = dup || d.Card == i && d.With == u
				}
				if !dup {
					dst = append(dst, m)
				}
			}
		}
		g.give16(us)
	}
	return dst
}

// teamPlays reports whether Special c may be played for character tc's
// defence: by tc or by a Front Line teammate whose card it is.
func (g *State) teamPlays(tc int8, c *Card) bool {
	for _, oc := range team(seatOf(tc)) {
		if g.alive(oc) && (oc == tc || g.mayAct(oc)) && g.specialBy(oc, c) {
			return true
		}
	}
	return false
}

// canDefendWith reports whether tc may defend with Power card c as type t
// (Time Traveler also with level 7 and 8 Intelligence cards).
func (g *State) canDefendWith(tc int8, c *Card, t int8) bool {
	if g.canUsePower(tc, c, t) {
		return true
	}
	return t == Intel && c.Type == Intel && c.Val >= 7 && g.ability(tc)&AbInt78Defence != 0
}

// avoids reports whether avoid card c may avoid the attack on tc.
func (g *State) avoids(c *Card, tc int8) bool {
	ex := &g.Ex
	atk := g.card(ex.Card)
	switch c.Only {
	case AvoidSpecial:
		return atk.Kind == KindSpecial && atk.Flags&FActsPower == 0
	case AvoidCombatBF:
		return ex.Type == Combat || ex.Type == Brute
	case AvoidCombat:
		return ex.Icons&(1<<Combat) != 0
	case AvoidIntel:
		return ex.Icons&(1<<Intel) != 0
	case AvoidBrute:
		return ex.Icons&(1<<Brute) != 0
	case AvoidUniverse:
		return atk.Kind >= KindBasic && atk.Kind <= KindAdvanced
	case AvoidPowerCard:
		return atk.Kind == KindPower
	case AvoidTeamwork:
		return ex.InTW
	case AvoidUpTo4:
		lim := int8(4)
		if g.startedWith(seatOf(tc), "Lancelot") || g.startedWith(seatOf(tc), "Merlin") {
			lim = 6
		}
		return ex.Val <= lim
	case AvoidUpTo6:
		return ex.Val <= 6 && (g.ch(tc).Name == "Korak" || g.startedWith(seatOf(tc), "Jane Porter") || g.startedWith(seatOf(tc), "Tarzan"))
	case AvoidKOHit:
		return g.wouldKO(tc)
	}
	return true
}

// startedWith reports whether seat s started the game with the character
// named n.
func (g *State) startedWith(s int, n string) bool {
	for _, ci := range team(s) {
		if g.ch(ci).Name == n {
			return true
		}
	}
	return false
}

// defend blocks or avoids: both cards go to their discard piles (a card
// that makes its character an invalid target stays in play for its
// duration).
func (g *State) defend(m Move) {
	ex := &g.Ex
	s := seatOf(m.By)
	c := g.card(m.Card)
	if c.Kind == KindEvent {
		g.shiftTo(m.By) // The Giant Man of Mars
		return
	}
	if c.Flags&FCounter != 0 && m.Tgt >= 0 {
		g.counter(m)
		return
	}
	if k := g.lasting(m.Card); k >= 0 && shiftCard(c) {
		g.logf("%s: the attack on %s is now made on %s.", c.Name, g.ch(ex.Tgt).Name, g.ch(m.By).Name)
		ex.Tgt, ex.Shifted = m.By, true
		return // a new defence window, for the new target
	}
	g.unseen(s)
	if k := g.lasting(m.Card); k >= 0 {
		g.logf("%s discards %s from play to avoid the attack.", g.charName(m.By), c.Name)
		g.leavePlay(k)
		g.discardAttack()
		return
	}
	g.take(m.Card)
	if m.With != 0 {
		g.take(m.With)
	}
	if c.Flags&FShift != 0 {
		g.discard(m.Card)
		g.logf("%s: the attack on %s is now made on %s.", c.Name, g.ch(ex.Tgt).Name, g.ch(m.By).Name)
		ex.Tgt = m.By
		if c.Name == "Chivalrous Protector" {
			ex.Forced = m.By + 1 // the turn's other attacks follow
		}
		if c.Name == "Always There for a Friend" {
			g.mark(mkFrnd, m.By, 0, false, ex.Card) // he draws a card if it hits him
		}
		return // a new defence window, for the new target
	}
	verb := "blocks"
	if m.Op == OpAvoid {
		verb = "avoids"
	}
	if g.loud() { // a bot's simulation makes no words
		with := c.Name
		if m.With != 0 {
			with += " and " + g.card(m.With).Name
		}
		g.logf("%s %s the attack with %s.", g.charName(m.By), verb, with)
	}
	if m.With != 0 {
		g.spendWith(m.With)
	}
	if c.Kind == KindSpecial && c.Icons&(IconBattle|IconGame) != 0 {
		g.InPlay = append(g.InPlay, Lasting{Inst: m.Card, Owner: int8(s), On: ex.Tgt, Game: c.Icons&IconGame != 0})
		g.runHook(m.Card, s, c.Hook, "play", true)
	} else {
		if c.Kind == KindSpecial {
			g.runHook(m.Card, s, c.Hook, "play", false)
		}
		g.discard(m.Card)
	}
	if g.Ex.Step == StepChoose {
		g.Choice.Back = ResumeDefended // the defence's own choice first, then the attack is discarded
		return
	}
	g.discardAttack()
}

// discardAttack discards the defended attack in the exchange and runs its
// "if defended" effect.
func (g *State) discardAttack() {
	ex := &g.Ex
	atk := ex.Card
	if ex.Exile {
		g.P[g.owner(atk)].Gone = append(g.P[g.owner(atk)].Gone, atk)
		g.logf("%s is removed from the game.", g.card(atk).Name)
		ex.Exile = false
	} else {
		g.discard(atk)
	}
	if ex.With != 0 {
		g.spendWith(ex.With)
	}
	ex.Card, ex.With = 0, 0
	g.Marks = slices.DeleteFunc(g.Marks, func(m Mark) bool { return m.Stat == mkFrnd }) // it did not hit
	g.runHook(atk, int(ex.Att), g.card(atk).OnMiss, "miss", false)
	if g.Ex.Step != StepChoose {
		g.next()
	}
}

// counter answers the attack on m.By with the attack m (Quick Draw) at the
// attacker: the attack waits in Held while the counter-attack is played
// out as an exchange of its own.
func (g *State) counter(m Move) {
	g.logf("%s answers with %s.", g.charName(m.By), g.card(m.Card).Name)
	g.Held = append(g.Held, g.Ex)
	g.Ex = Exchange{Tgt: -1, By: -1, Type: NoType, MoreBy: -1}
	g.declare(Move{Op: OpPlay, Card: m.Card, By: m.By, Type: m.Type, Tgt: m.Tgt})
}

// resumeHeld goes back to the attack the counter-attack answered: it is
// discarded if the counter-attack hit the attacker, else its target may
// defend it again.
func (g *State) resumeHeld() {
	n := len(g.Held) - 1
	g.Ex, g.Held = g.Held[n], g.Held[:n]
	ex := &g.Ex
	if ex.Quick || !g.alive(ex.Tgt) {
		ex.Quick = false
		g.logf("%s is discarded.", g.card(ex.Card).Name)
		g.discard(ex.Card)
		if ex.With != 0 {
			g.spendWith(ex.With)
		}
		ex.Card, ex.With = 0, 0
		g.next()
		return
	}
	g.logf("The attack on %s goes on.", g.charName(ex.Tgt))
	ex.Step, g.ToMove = StepDefend, int8(seatOf(ex.Tgt))
}
