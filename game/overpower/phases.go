package overpower

import (
	"slices"
)

// run carries out everything automatic until a seat must decide or the
// match is over.
func (g *State) run() {
	for g.Phase != PhaseOver && g.step() {
	}
}

// step does the next automatic piece of the current phase; it returns
// false once a seat must decide (ToMove set).
func (g *State) step() bool {
	if g.Ex.Step == StepChoose {
		g.ToMove = g.Choice.Seat
		return false
	}
	switch g.Phase {
	case PhaseEvent:
		return g.eventStep()
	case PhaseDiscard:
		return g.discardStep()
	case PhasePlace:
		return g.placeStep()
	case PhaseVenture:
		return g.ventureStep()
	case PhaseBattle, PhasePost:
		return g.battleStep()
	case PhaseEnd:
		return g.endStep()
	}
	return false
}

// startBattle is Phase 1, the Draw Phase: a Reserve moves up to a Front
// Line left open by a KO, then each player draws 8.
func (g *State) startBattle() {
	g.Battle++
	g.Conc, g.PostN = -1, 0
	g.Ex = Exchange{Tgt: -1, By: -1, Type: NoType, MoreBy: -1}
	g.logf("Battle %d. %s has initiative.", g.Battle, seatName(int(g.Init)))
	for s := 0; s < 2; s++ {
		g.moveUp(s)
		p := &g.P[s]
		p.Passed, p.Cards, p.Post, p.Open, p.Offered = false, 0, false, false, false
		p.Tossed = false // a card thrown in the last battle's fight is no discard of this Discard Phase
		p.Known = p.Known[:0]
	}
	for _, s := range g.order() {
		g.draw(s, HandSize, true)
		if g.P[s].LostVen && g.value(0, stRegul, seatSrc(s)) > 0 {
			g.logf("%s draws one more card (Regulators).", seatName(s))
			for _, i := range g.draw(s, 1, true) {
				if g.isDup(s, i) {
					g.throw(s, []uint16{i}, "is a duplicate")
				}
			}
		}
	}
	g.Phase, g.Sub = PhaseEvent, 0
}

// moveUp moves seat s's Reserve to the Front Line if a Front Line
// character is KO'd.
func (g *State) moveUp(s int) {
	var res int8 = -1
	open := int8(-1)
	for _, ci := range team(s) {
		c := &g.Chars[ci]
		switch {
		case !c.KO && c.Pos == 3:
			res = ci
		case c.KO && c.Pos < 3 && open < 0:
			open = c.Pos
		}
	}
	if res >= 0 && open >= 0 {
		for _, ci := range team(s) {
			if g.Chars[ci].KO && g.Chars[ci].Pos == open {
				g.Chars[ci].Pos = 9 // off the table
			}
		}
		g.Chars[res].Pos = open
		g.logf("%s moves up from the Reserve to the Front Line.", g.charName(res))
	}
}

// order returns the seats in initiative order.
func (g *State) order() [2]int { return [2]int{int(g.Init), 1 - int(g.Init)} }

// events returns the Event cards in seat s's hand.
func (g *State) events(s int) []uint16 {
	var out []uint16
	for _, i := range g.P[s].Hand {
		if g.card(i).Kind == KindEvent {
			out = append(out, i)
		}
	}
	return out
}

// eventStep is Phase 2: each player with Events puts one face down (a
// choice only with several), draws a replacement, then the Events are
// revealed and resolved in initiative order.
func (g *State) eventStep() bool {
	switch g.Sub {
	case 0:
		for _, s := range g.order() {
			p := &g.P[s]
			if p.Event != 0 {
				continue
			}
			ev := g.events(s)
			if len(ev) == 1 {
				g.faceDown(s, ev[0])
			} else if len(ev) > 1 {
				g.ToMove = int8(s)
				return false
			}
		}
		g.Sub = 1
		for _, s := range g.order() {
			if g.P[s].Event != 0 {
				n := 1
				if h := g.home(s); h != nil && h.Horizon {
					n += len(g.events(s)) // Event Horizon: one for each Event in hand
				}
				g.draw(s, n, false)
			}
		}
		return true
	case 1, 2:
		s := g.order()[g.Sub-1]
		g.Sub++
		if i := g.P[s].Event; i != 0 {
			g.P[s].Event = 0
			g.InPlay = append(g.InPlay, Lasting{Inst: i, Owner: int8(s), On: -1})
			g.logf("%s reveals the Event %s.", seatName(s), g.card(i).Name)
			if h := g.harbinger(1 - s); h != 0 {
				g.ask(1-s, "Harbinger's Warning/event", h, []uint16{0, 1}, false, ResumePhase)
				return false
			}
			g.runHook(i, s, g.card(i).Hook, "play", true)
		}
		return true
	}
	g.Phase, g.Sub = PhaseDiscard, 0
	return true
}

// faceDown puts seat s's Event i face down.
func (g *State) faceDown(s int, i uint16) {
	g.P[s].Hand, _ = cut(g.P[s].Hand, i)
	g.P[s].Event = i
	g.logf("%s puts an Event face down.", seatName(s))
}

// discardStep is Phase 3, in initiative order: duplicates (a choice of
// which to keep when they differ), then unusable cards, then the second
// player's first-battle re-draw.
func (g *State) discardStep() bool {
	if g.Sub >= 2 {
		for _, s := range g.order() {
			if ci := g.dracula(s); ci >= 0 && !g.P[s].Offered {
				g.P[s].Offered = true
				g.ask(s, "Dracula/offer", 0, []uint16{0, 1}, false, ResumePhase)
				return false
			}
		}
		g.Phase, g.Sub = PhasePlace, 0
		for s := range g.P {
			g.P[s].Placing = true
		}
		g.ToMove = g.Init
		return true
	}
	s := g.order()[g.Sub]
	p := &g.P[s]
	if len(p.Keep) > 0 {
		g.ToMove = int8(s)
		return false
	}
	if g.dupGroup(s) {
		return true
	}
	n := g.throwAllUnusable(s)
	if p.Redraw {
		p.Redraw = false
		if n > 0 || p.Tossed {
			if got := g.draw(s, 1, false); len(got) > 0 {
				g.logf("%s draws a replacement card (the first-battle re-draw).", seatName(s))
				i := got[0]
				switch {
				case g.unusable(s, i):
					p.Hand, _ = cut(p.Hand, i)
					g.discardUnusable(i)
					g.logf("%s discards the replacement %s to the %s.", seatName(s), g.card(i).Name, g.unusablePileName(i))
				case g.isDup(s, i):
					p.Hand, _ = cut(p.Hand, i)
					g.discard(i)
					g.logf("%s discards the replacement %s to the %s.", seatName(s), g.card(i).Name, g.pileName(i))
				}
			}
		}
	}
	tossed := n > 0 || p.Tossed
	p.Tossed = false
	g.Sub++
	if tossed && g.staffHead(s) {
		return false
	}
	return true
}

// dupKey is the identity two duplicate cards share: Power cards by value,
// Specials and Aspects by card, Universe cards by kind, requirements and
// numbers, all Events alike.
func dupKey(c *Card) int32 {
	switch c.Kind {
	case KindPower:
		return 1000 + int32(c.Val)
	case KindEvent:
		return 2000
	case KindBasic, KindTraining, KindAlly, KindTeamwork:
		k := int32(c.Kind)<<20 | int32(c.Type+1)<<16 | int32(c.ReqT[1]+1)<<12 | int32(c.Req)<<8 | int32(c.Val)<<4 | int32(c.Bonus)
		if c.Less {
			k |= 1 << 24
		}
		return k
	}
	return -1 - int32(CardByName(c.Name))
}

// isDup reports whether hand card i of seat s duplicates another card in
// that hand or a placed card.
func (g *State) isDup(s int, i uint16) bool {
	k := dupKey(g.card(i))
	for _, j := range g.P[s].Hand {
		if j != i && dupKey(g.card(j)) == k {
			return true
		}
	}
	return g.dupOfPlaced(s, k)
}

// dupOfPlaced reports whether a card placed by seat s has key k.
func (g *State) dupOfPlaced(s int, k int32) bool {
	for _, ci := range team(s) {
		c := &g.Chars[ci]
		for _, j := range [4]uint16{c.Placed[0], c.Placed[1], c.Placed[2], c.Extra} {
			if j != 0 && dupKey(g.card(j)) == k {
				return true
			}
		}
	}
	for _, j := range g.P[s].HomeP {
		if j != 0 && dupKey(g.card(j)) == k {
			return true
		}
	}
	return false
}

// dupGroup settles the first group of duplicates in seat s's hand: cards
// duplicating a placed card are discarded from the hand; a group of
// identical cards keeps one; a group of different cards asks which to
// keep (Player.Keep). It reports whether it found a group.
func (g *State) dupGroup(s int) bool {
	p := &g.P[s]
	for _, i := range p.Hand {
		k := dupKey(g.card(i))
		var grp []uint16
		for _, j := range p.Hand {
			if dupKey(g.card(j)) == k {
				grp = append(grp, j)
			}
		}
		switch {
		case g.dupOfPlaced(s, k):
			g.throw(s, grp, "duplicates a placed card")
		case len(grp) < 2:
			continue
		case g.allSame(grp):
			g.throw(s, grp[1:], "is a duplicate")
		default:
			p.Keep = grp
			g.ToMove = int8(s)
		}
		return true
	}
	return false
}

// allSame reports whether the instances are copies of one card.
func (g *State) allSame(grp []uint16) bool {
	for _, j := range grp[1:] {
		if g.Inst[j].Card != g.Inst[grp[0]].Card {
			return false
		}
	}
	return true
}

// throw discards hand cards of seat s, revealed, giving the reason.
func (g *State) throw(s int, out []uint16, why string) { g.throwAs(s, out, why, false) }

// throwUnusable discards unusable hand cards of seat s, revealed: a Power
// card to the Dead Pile (discardUnusable).
func (g *State) throwUnusable(s int, out []uint16) { g.throwAs(s, out, "is unusable", true) }

// throwAs discards hand cards of seat s, revealed, giving the reason, to
// the piles of an unusable card when unusable is true.
func (g *State) throwAs(s int, out []uint16, why string, unusable bool) {
	p := &g.P[s]
	for _, i := range out {
		p.Hand, _ = cut(p.Hand, i)
		p.Known, _ = cut(p.Known, i)
		pile := g.pileName(i)
		if unusable {
			g.discardUnusable(i)
			pile = g.unusablePileName(i)
		} else {
			g.discard(i)
		}
		g.logf("%s discards %s (it %s) to the %s.", seatName(s), g.card(i).Name, why, pile)
		p.Tossed = true // for the first-battle re-draw
	}
}

// keep settles the pending group of seat s, keeping i.
func (g *State) keep(s int, i uint16) {
	p := &g.P[s]
	grp := slices.Clone(p.Keep)
	p.Keep = p.Keep[:0]
	grp, _ = cut(grp, i)
	g.throw(s, grp, "is a duplicate")
}

// throwAllUnusable discards seat s's unusable cards and returns how many.
func (g *State) throwAllUnusable(s int) int {
	var out []uint16
	for _, i := range g.P[s].Hand {
		if g.unusable(s, i) {
			out = append(out, i)
		}
	}
	g.throwUnusable(s, out)
	return len(out)
}

// remaining reports whether character ci counts for usability: not KO'd
// in a previous battle.
func (g *State) remaining(ci int8) bool {
	c := &g.Chars[ci]
	return !c.KO || c.KOAt == g.Battle
}

// unusable applies the rulebook's three rules and its notes to hand card
// i of seat s: a card only a character KO'd in a previous battle could
// use; a card only the Reserve could use that it can neither place nor
// play from there; extra Events. A card that may still become playable
// (a Teamwork card waiting for a Power card) is kept.
func (g *State) unusable(s int, i uint16) bool {
	c := g.card(i)
	if c.Kind == KindEvent {
		return true
	}
	if c.Kind == KindAspect {
		return g.P[s].Home < 0
	}
	for _, ci := range team(s) {
		if !g.remaining(ci) {
			continue
		}
		if g.usableBy(ci, c) && (g.Chars[ci].Pos < 3 || g.reserveCanUse(ci, i)) {
			return false
		}
	}
	return true
}

// usableBy reports whether character ci meets card c's requirements.
func (g *State) usableBy(ci int8, c *Card) bool {
	switch c.Kind {
	case KindPower:
		return g.canUsePower(ci, c, NoType)
	case KindSpecial:
		return g.ownsSpecial(ci, c)
	case KindAdvanced:
		return sameFamily(c.Char, int8(g.Chars[ci].Card))
	case KindBasic:
		return g.grid(ci, c.Type) >= c.Req
	case KindTraining:
		for t := Energy; t <= Intel; t++ {
			if g.trainingFits(ci, c, t) {
				return true
			}
		}
		return false
	case KindTeamwork:
		return g.twFits(ci, c, NoType)
	case KindAlly:
		return g.allyFits(ci, c)
	}
	return false
}

// reserveCanUse reports whether Reserve character ci can use card i: place
// it (its slot is free) or play it from the Reserve.
func (g *State) reserveCanUse(ci int8, i uint16) bool {
	c := g.card(i)
	if g.fromReserve(ci, c) {
		return true
	}
	slot := slotOf(c)
	return slot >= 0 && g.Chars[ci].Placed[slot] == 0 && g.placeable(ci, c)
}

// canUsePower reports whether character ci may play Power card c as type
// t (NoType: as any type it can).
func (g *State) canUsePower(ci int8, c *Card, t int8) bool {
	if t == NoType {
		for t := Energy; t <= Intel; t++ {
			if g.canUsePower(ci, c, t) {
				return true
			}
		}
		return false
	}
	switch c.Type {
	case AnyPower:
		if t != Brute && g.opar() {
			return false // The Lost City of Opar: a Brute Force card
		}
	case MultiPower:
	default:
		if c.Type != t {
			return false
		}
	}
	if c.Types != 0 && c.Types&(1<<t) == 0 {
		return false
	}
	return g.grid(ci, t) >= c.Val
}

// trainingFits reports whether ci may use Training c with a Power card
// acting as type t.
func (g *State) trainingFits(ci int8, c *Card, t int8) bool {
	if c.ReqT[0] == AnyPower && t != Brute && g.opar() {
		return false // The Lost City of Opar: a Brute Force card
	}
	if c.ReqT[0] != AnyPower && c.ReqT[0] != t && c.ReqT[1] != t {
		return false
	}
	return g.grid(ci, t) <= c.Req
}

// twFits reports whether ci meets Teamwork c's "to use" as type t (NoType:
// as any type it can).
func (g *State) twFits(ci int8, c *Card, t int8) bool {
	if g.ability(ci)&AbNoEnergyTW != 0 { // Zeus
		if t == Energy || c.Type == Energy {
			return false
		}
		if t == NoType && c.Type == AnyPower {
			return g.twFits(ci, c, Combat) || g.twFits(ci, c, Brute) || g.twFits(ci, c, Intel)
		}
	}
	if g.value(0, stAFO, charSrc(ci)) > 0 {
		return c.Type == AnyPower || t == NoType || t == c.Type
	}
	heroes, _ := g.eventIn("Heroes We Need") // no type requirement: it wins over Opar
	if heroes && c.Type != AnyPower {
		return g.twFits(ci, &Card{Type: AnyPower, Req: c.Req}, t)
	}
	if c.AnyP && !heroes && g.opar() { // The Lost City of Opar: a Brute Force card
		return (t == NoType || t == Brute) && g.grid(ci, Brute) >= c.Req
	}
	if c.Type != AnyPower {
		return (t == NoType || t == c.Type) && g.grid(ci, c.Type) >= c.Req
	}
	for u := Energy; u <= Intel; u++ {
		if (t == NoType || t == u) && g.grid(ci, u) >= c.Req {
			return true
		}
	}
	return false
}

// allyFits reports whether ci meets Ally c's requirement.
func (g *State) allyFits(ci int8, c *Card) bool {
	v := g.grid(ci, c.Type)
	if c.Less {
		return v <= c.Req
	}
	return v >= c.Req
}

// fromReserve reports whether Reserve character ci may play card c.
func (g *State) fromReserve(ci int8, c *Card) bool {
	if g.outOfDuel(ci) {
		return false
	}
	ab := g.ability(ci)
	switch {
	case c.Flags&FReserve != 0 && c.Char == int8(g.Chars[ci].Card):
		return reserveWhen[c.Name] == nil || reserveWhen[c.Name](g, ci)
	case c.Kind == KindSpecial && ab&AbReserveNumSpecial != 0 && c.Char == int8(g.Chars[ci].Card) && c.Val > 0:
		return true
	case c.Kind == KindTeamwork && ab&AbReserveIntTW != 0 && c.Type == Intel:
		return true
	case c.Kind == KindPower && g.inMexico(ci), c.Kind == KindSpecial && g.inDeep(ci) && g.ownsSpecial(ci, c):
		return true
	case c.Name == "Network of Fanatics" && c.Char == int8(g.Chars[ci].Card):
		return len(g.fanaticCosts(seatOf(ci))) > 0
	}
	return false
}

// slotOf returns the placing slot of a card: 0 Power, 1 Special, 2
// Universe, -1 none.
func slotOf(c *Card) int {
	switch c.Kind {
	case KindPower:
		return 0
	case KindSpecial:
		return 1
	case KindBasic, KindTraining, KindTeamwork, KindAlly, KindAdvanced:
		return 2
	}
	return -1
}

// placeable reports whether card c may be placed on character ci: a card
// it can play (a Special its own, or an Any Character Special that says it
// may be placed).
func (g *State) placeable(ci int8, c *Card) bool {
	if c.Kind == KindSpecial && (c.Any() && c.Flags&FPlaceable == 0 || !c.Any() && g.onlyByBook(ci, c)) {
		return false
	}
	return g.usableBy(ci, c)
}
