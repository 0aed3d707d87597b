package overpower

import (
	"slices"

	"overdeck/engine/effect"
)

// battleStep is Phase 6 and Phase 7: it ends the battle when both players
// have passed in a row, and the Post-concession Phase once each player
// has had its action; otherwise the seat of the current step decides.
func (g *State) battleStep() bool {
	if g.Phase == PhaseBattle && g.PassRun >= 2 && g.Ex.Step == StepIdle {
		g.logf("Both players have passed: the battle is over.")
		g.Phase, g.Sub = PhaseEnd, 0
		return true
	}
	if g.Phase == PhasePost && g.Ex.Step == StepIdle {
		for _, s := range [2]int{int(g.Conc), 1 - int(g.Conc)} {
			if !g.P[s].Post {
				g.ToMove = int8(s)
				return false
			}
		}
		g.Phase, g.Sub = PhaseEnd, 0
		return true
	}
	return false
}

// moves appends the moves of the seat to act.
func (g *State) moves(dst []Move) []Move {
	s := int(g.ToMove)
	p := &g.P[s]
	if g.Ex.Step == StepChoose {
		return g.choiceMoves(dst)
	}
	switch g.Phase {
	case PhaseEvent:
		for _, i := range g.events(s) {
			dst = append(dst, g.mv(Move{Op: OpEvent, Card: i, By: -1, Tgt: -1, Type: NoType}))
		}
	case PhaseDiscard:
		for _, i := range p.Keep {
			dst = append(dst, g.mv(Move{Op: OpKeep, Card: i, By: -1, Tgt: -1, Type: NoType}))
		}
	case PhasePlace:
		dst = g.placeMoves(s, dst)
		dst = append(dst, g.mv(Move{Op: OpPass, By: -1, Tgt: -1}))
	case PhaseVenture:
		switch g.Sub {
		case SubWager:
			dst = g.wagerMoves(s, dst)
		case SubLook:
			dst = append(dst, g.mv(Move{Op: OpLook, N: 0, By: -1, Tgt: -1}), g.mv(Move{Op: OpLook, N: 1, By: -1, Tgt: -1}))
		case SubConcede:
			dst = g.concedeMoves(s, dst)
		}
	case PhaseBattle, PhasePost:
		dst = g.exchangeMoves(s, dst)
		return dst
	case PhaseEnd:
		dst = append(dst, g.mv(Move{Op: OpRescue, N: 1, By: -1, Tgt: -1}), g.mv(Move{Op: OpRescue, N: 2, By: -1, Tgt: -1}))
	}
	return dst
}

// exchangeMoves appends seat s's moves in the exchange's current step.
func (g *State) exchangeMoves(s int, dst []Move) []Move {
	p := &g.P[s]
	pass := g.mv(Move{Op: OpPass, By: -1, Tgt: -1})
	switch g.Ex.Step {
	case StepIdle:
		if g.Phase == PhasePost {
			return append(g.offense(s, dst, offPost, g.P[s].Passed), pass)
		}
		if g.allKO(s) {
			return append(dst, pass)
		}
		if !p.Passed {
			n := len(dst)
			dst = g.offense(s, dst, offAll, false)
			attack := false // an attack made with a card in hand: a placed one does not bar the pass
			for _, m := range dst[n:] {
				attack = attack || m.Tgt >= 0 && slices.Contains(p.Hand, m.Card)
			}
			if !attack {
				dst = append(dst, pass)
			}
		} else {
			dst = append(dst, pass)
		}
		if g.mayConcede(s) {
			dst = append(dst, g.mv(Move{Op: OpConcede, By: -1, Tgt: -1}))
		}
	case StepNegate:
		dst = g.negates(s, dst)
		dst = append(dst, g.mv(Move{Op: OpAllow, By: -1, Tgt: -1}))
	case StepDefend:
		dst = g.defences(s, dst)
		dst = append(dst, g.mv(Move{Op: OpTake, By: -1, Tgt: -1}))
	case StepFollow:
		tw := g.card(g.Ex.TW)
		dst = g.follows(s, g.Ex.TWFrom, tw, g.Ex.TWUsed, g.Ex.TWBy, dst, false)
		if g.Ex.TWUsed != 0 || g.value(0, stAFO, charSrc(g.Ex.TWFrom)) > 0 {
			dst = append(dst, pass)
		}
	case StepAlly:
		dst = g.allySpecials(s, g.Ex.AllyBy, 0, dst, false)
	case StepMore:
		if g.Ex.Tgt == -2 {
			dst = g.moreSpecials(g.Ex.By, dst)
		} else {
			dst = g.moreAttacks(s, dst)
		}
		dst = append(dst, pass)
	case StepChoose:
		dst = g.choiceMoves(dst)
	}
	return dst
}

// apply carries out move m of the seat to act.
func (g *State) apply(m Move) {
	s := int(g.ToMove)
	p := &g.P[s]
	switch m.Op {
	case OpEvent:
		g.faceDown(s, m.Card)
	case OpKeep:
		g.keep(s, m.Card)
	case OpPlace:
		g.place(m.Card, m.By)
		g.ToMove = int8(1 - s)
	case OpVenR:
		g.venture(s, ObjReserve)
	case OpVenC:
		g.venture(s, ObjCompleted)
	case OpVenDone:
		g.wagerDone(s)
	case OpLook:
		g.look(s, m.N == 1)
	case OpFight:
		g.logf("%s fights the battle.", seatName(s))
		if g.ToMove == g.Init {
			g.ToMove = 1 - g.Init
		} else {
			g.startFight()
		}
	case OpConcede:
		g.concede(s)
	case OpRescue:
		g.rescue(s, m.N)
	case OpPass:
		g.pass(s)
	case OpPlay:
		g.declare(m)
	case OpNegate:
		g.negate(m)
	case OpAllow:
		g.allow()
	case OpBlock, OpAvoid:
		g.defend(m)
	case OpTake:
		if g.loud() {
			g.logf("%s takes the hit.", g.charName(g.Ex.Tgt))
		}
		g.hit()
	case OpChoose:
		g.choose(m.N)
	}
	_ = p
}

// pass is a pass in whatever step allows one.
func (g *State) pass(s int) {
	p := &g.P[s]
	switch {
	case g.Phase == PhasePlace:
		p.Placing = false
		g.logf("%s is done placing.", seatName(s))
		g.ToMove = int8(1 - s)
	case g.Ex.Step == StepFollow:
		g.Ex.TW = 0
		g.next()
	case g.Ex.Step == StepMore:
		g.endGuise()
		if g.Ex.Tgt != -2 {
			g.Ex.Extra = 0
		}
		g.next()
	case g.Phase == PhasePost:
		p.Post = true
		g.logf("%s takes no post-concession action.", seatName(s))
	default:
		p.Passed = true
		g.PassRun++
		g.logf("%s passes.", seatName(s))
		g.endTurn()
	}
}

// concede concedes the battle for seat s: before the Battle Phase the
// battle ends at once; during it the Post-concession Phase follows.
func (g *State) concede(s int) {
	g.Conc = int8(s)
	g.logf("%s concedes the battle.", seatName(s))
	g.PostN = 0
	if g.Phase == PhaseVenture {
		g.PostN = 1 // only cards that may be played in the Venture Phase follow
	}
	g.Phase, g.Ex = PhasePost, Exchange{Tgt: -1, By: -1, Type: NoType, MoreBy: -1}
	g.P[0].Post, g.P[1].Post = false, false
	g.ToMove = int8(s)
}

// endTurn ends the offensive turn of the seat to move.
func (g *State) endTurn() {
	s := int(g.ToMove)
	g.Ex = Exchange{Tgt: -1, By: -1, Type: NoType, MoreBy: -1}
	if g.Phase == PhasePost {
		g.P[s].Post = true
		return
	}
	g.ToMove = int8(1 - s)
	g.P[1-s].Cards = 0
}

// declare plays an offensive card: it goes to the Astral Plane, where a
// Special card may be negated; then an attack is defended, a Utility
// resolves.
func (g *State) declare(m Move) {
	if c := g.card(m.Card); c.Kind == KindPower && m.Tgt < 0 && m.With != 0 {
		g.knowledge(m)
		return
	}
	s := seatOf(m.By)
	if m.By < 0 {
		s = g.owner(m.Card) // the homebase attacks (an Aspect)
	}
	ex := &g.Ex
	c := g.card(m.Card)
	g.take(m.Card)
	if m.With != 0 {
		g.take(m.With)
	}
	g.P[s].Cards++
	g.PassRun = 0
	follow, more := ex.Step == StepFollow, ex.Step == StepMore
	if more {
		g.endGuise()
	}
	*ex = Exchange{Step: StepIdle, Card: m.Card, With: m.With, By: m.By, Type: m.Type, Tgt: m.Tgt, Att: int8(s),
		Multi: c.Multi, AnyP: c.AnyP, Icons: c.icons(), TW: ex.TW, TWUsed: ex.TWUsed, TWBy: ex.TWBy, TWFrom: ex.TWFrom,
		Extra: ex.Extra, ExBon: ex.ExBon, AllyBy: -1, MoreBy: -1, Forced: ex.Forced, Strokes: ex.Strokes && more, NoSpDef: ex.NoSpDef && more, Combat: ex.Combat && more,
		MatesOf: ex.MatesOf, Mates: ex.Mates}
	if more && ex.MatesOf != 0 {
		ex.Mates |= 1 << m.By
	}
	if c.AnyP && g.opar() {
		ex.Icons |= 1 << Brute // The Lost City of Opar
	}
	ex.Dmg = c.Val
	ex.Val = c.Val + g.bonusOf(m.Card)
	if m.With != 0 {
		ex.Val += g.uBonus(s, g.card(m.With).Bonus)
		if w := g.card(m.With); w.Kind == KindPower {
			ex.Val, ex.Dmg, ex.Icons = ex.Val+w.Val, ex.Dmg+w.Val, ex.Icons|w.icons() // combined into one attack
		}
	}
	switch {
	case follow:
		tw := g.card(ex.TW)
		ex.Val += g.uBonus(s, tw.FBon[m.N])
		ex.TWUsed |= 1 << m.N
		ex.TWBy |= 1 << m.By
		ex.InTW = true
	case c.Kind == KindTeamwork:
		ex.TW, ex.TWUsed, ex.TWBy, ex.TWFrom, ex.InTW = m.Card, 0, 1<<m.By, m.By, true
	case c.Kind == KindAlly:
		ex.Ally, ex.AllyBy = m.Card, m.By
	}
	if more && ex.Tgt >= 0 {
		ex.Val += ex.ExBon
	}
	if c.Flags&FCombatMore != 0 {
		ex.Combat = true
	}
	if c.Name == "Network of Fanatics" || c.Name == "Inspirational Leadership" {
		ex.MatesOf, ex.Mates = m.By+1, 0
	}
	if c.Flags&FMoreNoSpecialDef != 0 {
		ex.NoSpDef = true
	}
	ex.Extra += c.Extra
	if c.Extra > 0 {
		ex.ExBon = c.ExBon
	}
	if c.MoreSp {
		ex.MoreBy = m.By
	}
	if m.With != 0 && g.card(m.With).Kind == KindTraining && g.value(0, stTrain, seatSrc(s)) > 0 {
		g.logf("%s draws a card for playing a Training card (Greatest Soldiers in History).", seatName(s))
		g.drawQuiet(s, 1)
	}
	if c.Name == "True Strike" && g.swordInPlay(seatOf(m.By)) >= 0 {
		ex.Val, ex.Dmg, ex.AnyP, ex.Icons = 10, 10, true, 0
	}
	if ex.Tgt >= 0 && ex.Tgt < 8 && m.By >= 0 {
		ex.Val += int8(g.versus(m.By, ex.Tgt))
		ex.Val = int8(g.value(int(ex.Val), stAtk, charSrc(m.By)))
		ex.Val -= g.jealous(m.By, m.Type)
		if c.Kind == KindPower {
			ex.Val = int8(g.value(int(ex.Val), stAtkP, charSrc(m.By)))
		}
		if c.Name == "3 Quick Strokes" {
			ex.Strokes, ex.Forced = true, m.Tgt+1
		} else if ex.Forced != 0 && (follow || more) && !ex.Strokes {
			ex.Val -= 2 // Chivalrous Protector
		}
	}
	asked := false
	if f := onDeclare[c.Name]; f != nil {
		asked = f(g, m)
	}
	if g.loud() {
		g.logf("%s", g.announce())
	}
	if asked {
		return // the card's own choice first, then the negate window
	}
	if c.Name == "Network of Fanatics" && g.Chars[m.By].Pos == 3 {
		// played from the Reserve: a Front Line teammate discards a card
		g.ask(s, "Network of Fanatics/cost", m.Card, g.fanaticCosts(s), false, ResumeDeclare)
		return
	}
	if c.Kind == KindSpecial && c.Flags&FNoNegate == 0 {
		ex.Step, g.ToMove = StepNegate, int8(1-s)
		return
	}
	g.afterAstral()
}

// moreAttacks appends seat s's additional attacks: any attack, or only
// those of the teammates a card names, each once.
func (g *State) moreAttacks(s int, dst []Move) []Move {
	n := len(dst)
	dst = g.offense(s, dst, offAttacks, false)
	if g.Ex.ToRes {
		k := n
		for _, m := range dst[n:] {
			if m.By == g.Ex.By {
				dst[k] = m
				k++
			}
		}
		dst = dst[:k]
	}
	if f := g.Ex.MatesOf - 1; f >= 0 {
		k := n
		for _, m := range dst[n:] {
			if m.By != f && g.front(m.By) && g.Ex.Mates&(1<<m.By) == 0 {
				dst[k] = m
				k++
			}
		}
		dst = dst[:k]
	}
	return dst
}

// announce describes the declared card for the log.
func (g *State) announce() string {
	ex := &g.Ex
	s := seatName(int(ex.Att)) + "'s homebase plays " + g.card(ex.Card).Name
	if ex.By >= 0 {
		s = g.charName(ex.By) + " plays " + g.card(ex.Card).Name
	}
	if ex.With != 0 {
		s += " with " + g.card(ex.With).Name
	}
	if ex.Tgt >= 8 {
		return s + ": an attack at " + g.cardAt(ex.Tgt-8, int(ex.Att)) + "."
	}
	if ex.Tgt >= 0 {
		s += ": a level " + itoa(int(ex.Val))
		if ex.Type >= 0 {
			s += " " + TypeNames[ex.Type]
		}
		s += " attack at " + g.charName(ex.Tgt)
	}
	return s + "."
}

// afterAstral: the card leaves the Astral Plane; an attack goes to the
// defender's window, a Utility resolves.
func (g *State) afterAstral() {
	ex := &g.Ex
	if ex.Tgt >= 8 {
		g.hitCard()
		return
	}
	if ex.Tgt >= 0 {
		if g.toHera() {
			return
		}
		ex.Step, g.ToMove = StepDefend, int8(seatOf(ex.Tgt))
		return
	}
	c := g.card(ex.Card)
	s := int(ex.Att)
	if c.Icons&(IconBattle|IconGame) != 0 {
		on := int8(-1)
		if c.Icons&IconAttach != 0 {
			on = ex.By
		}
		i := ex.Card
		g.InPlay = append(g.InPlay, Lasting{Inst: i, Owner: int8(s), On: on, Game: c.Icons&IconGame != 0})
		ex.Card = 0
		by, grids := ex.By, g.grids(ex.By)
		g.runHook(i, s, c.Hook, "play", true)
		if c.Kind == KindSpecial {
			g.barsoom(s, by, i, grids)
		}
	} else {
		g.runHook(ex.Card, s, c.Hook, "play", false)
		if c.Flags&FConcede != 0 {
			return // the battle was conceded: the Post-concession Phase follows
		}
		if g.Ex.Step != StepChoose {
			g.discard(ex.Card)
		}
	}
	if g.Ex.Step != StepChoose {
		g.Ex.Card = 0
		g.next()
	}
}

// negates appends seat s's negates of the card in the Astral Plane.
func (g *State) negates(s int, dst []Move) []Move {
	dst = g.veils(s, dst)
	free := g.gonfal() // The Power of Gonfal: both ways, at no cost
	buf := g.take16()
	for _, ci := range team(s) {
		if !g.alive(ci) {
			continue
		}
		buf = g.cardsOf(ci, buf)
		for _, i := range buf {
			c := g.card(i)
			if c.Flags&FNegate == 0 || !g.specialBy(ci, c) || (!g.mayAct(ci) && !(g.Chars[ci].Pos == 3 && g.fromReserve(ci, c))) {
				continue
			}
			if c.Flags&FNegateOff != 0 && !free {
				continue // only offensively: on its player's turn (offNegate)
			}
			if c.Flags&FNegateCost != 0 && g.Ex.Step == StepNegate && !free && g.eternalCost(ci) == 0 {
				continue // defensively only with a card to pay
			}
			if slices.ContainsFunc(dst, func(m Move) bool { return m.Card == i }) {
				continue
			}
			dst = append(dst, g.mv(Move{Op: OpNegate, Card: i, By: ci, Tgt: -1, Type: NoType}))
		}
	}
	g.give16(buf)
	return dst
}

// negate plays the defender's negate on the card in the Astral Plane.
func (g *State) negate(m Move) {
	if k := g.lasting(m.Card); k >= 0 {
		g.InPlay = append(g.InPlay[:k], g.InPlay[k+1:]...)
		g.tbl().Leave(effect.SourceID(m.Card))
	} else {
		g.take(m.Card)
	}
	free := g.gonfal() // The Power of Gonfal: no cost
	if c := g.card(m.Card); c.Flags&FNegateOpen != 0 && g.Ex.Step == StepNegate && !free {
		s := seatOf(m.By)
		g.P[s].Open = true
		g.logf("%s reveals the hand and plays open-handed this battle.", seatName(s))
	}
	if c := g.card(m.Card); c.Flags&FNegateCost != 0 && g.Ex.Step == StepNegate && !free {
		if i := g.eternalCost(m.By); i != 0 {
			g.take(i)
			g.discard(i)
			g.logf("%s discards %s to negate.", g.charName(m.By), g.card(i).Name)
		}
	}
	g.Ex.Neg = m.Card
	g.logf("%s negates %s with %s.", g.charName(m.By), g.card(g.Ex.Card).Name, g.card(m.Card).Name)
	g.negated()
}

// allow declines to negate.
func (g *State) allow() {
	g.afterAstral()
}

// negated ends the card negated in the Astral Plane: it and its negate are
// discarded. A negate played in defence does not cross the Astral Plane,
// so nothing negates it (Glossary, Acts As: "If the card doesn't cross the
// Astral Plane because its being used defensively, the moment it is played
// it immediately behaves as the kind of card it acts as"; the rulebook's
// Astral Plane: a card is negated while it is in the Astral Plane).
func (g *State) negated() {
	ex := &g.Ex
	g.logf("%s is negated: none of its text takes effect.", g.card(ex.Card).Name)
	g.discard(ex.Neg)
	g.discard(ex.Card)
	if ex.With != 0 {
		g.discard(ex.With)
	}
	ex.Neg, ex.Card, ex.With = 0, 0, 0
	ex.TW, ex.Ally, ex.Extra, ex.MoreBy = 0, 0, 0, -1
	g.endGuise()
	g.next()
}

// next continues after an action resolved: the next Teamwork follow-up,
// the Special an Ally calls for, an additional attack, or the end of the
// turn.
func (g *State) next() {
	g.mexico()
	if len(g.Held) > 0 {
		g.resumeHeld()
		return
	}
	ex := &g.Ex
	s := int(ex.Att)
	ex.Card, ex.With, ex.Tgt, ex.InTW = 0, 0, -1, false
	g.ToMove = int8(s)
	if g.allKO(1 - s) {
		g.endTurn()
		return
	}
	if ex.TW != 0 {
		tw := g.card(ex.TW)
		if ex.TWUsed != 3 && g.followPossible(s, ex.TWFrom, tw, ex.TWUsed) && g.some(g.follows(s, ex.TWFrom, tw, ex.TWUsed, ex.TWBy, g.takeMoves(), true)) {
			ex.Step = StepFollow
			return
		}
		ex.TW = 0
	}
	if ex.Ally != 0 {
		ally := ex.Ally
		ex.Ally = 0
		if g.some(g.allySpecials(s, ex.AllyBy, ally, g.takeMoves(), true)) {
			ex.Step = StepAlly
			return
		}
	}
	if ex.MoreBy >= 0 {
		by := ex.MoreBy
		ex.MoreBy = -1
		if g.some(g.moreSpecials(by, g.takeMoves())) {
			ex.Step, ex.By = StepMore, by
			ex.Tgt = -2
			return
		}
		g.endGuise()
	}
	if ex.Extra > 0 {
		ex.Extra--
		if g.some(g.moreAttacks(s, g.takeMoves())) {
			ex.Step = StepMore
			return
		}
		ex.Extra = 0
	}
	g.endTurn()
}

// itoa is strconv.Itoa for small numbers.
func itoa(n int) string {
	if n < 0 {
		return "-" + itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}
