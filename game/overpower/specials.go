package overpower

import "overdeck/engine/effect"

// specialGroups add the Special cards, one function per character (and
// one for the Any Character Specials), in catalogue order.
var specialGroups []func()

// addSpecials adds every Special card of the catalogue.
func addSpecials() {
	for _, f := range specialGroups {
		f()
	}
}

// eventGroups add the Events, one function per mission set.
var eventGroups []func()

// addEvents adds every Event card of the catalogue.
func addEvents() {
	for _, f := range eventGroups {
		f()
	}
}

// special adds the Special card c of character char ("" for Any
// Character): a One Per Deck card, as every Special of the reference is.
func special(char string, c Card) {
	c.Kind, c.OPD = KindSpecial, true
	c.Char = -1
	if char != "" {
		c.Char = familyHead(char)
	}
	if c.Val > 0 && c.Type == 0 && c.Types == 0 && !c.AnyP {
		c.Type = Energy
	}
	if c.Val == 0 && c.Types == 0 && !c.AnyP && c.Type == 0 {
		c.Type = NoType
	}
	addCard(c)
}

// familyHead returns the code of the character named n, or of the first
// character of the family named n.
func familyHead(n string) int8 {
	for i := range characters {
		if characters[i].Name == n || characters[i].Family == n {
			return int8(i)
		}
	}
	panic("overpower: no character " + n)
}

// sameFamily reports whether character codes a and b are one character
// or of one family.
func sameFamily(a, b int8) bool {
	return a == b || a >= 0 && b >= 0 && characters[a].Family != "" && characters[a].Family == characters[b].Family
}

// hook registers an effect Def run with action a ("play", "hit" or
// "miss") on the card instance; f gets the state, the card and its
// controller. It returns the Def's ID.
func hook(id string, a effect.Action, f func(g *State, i uint16, s int)) string {
	return define(effect.Def[*State]{ID: id + "/" + string(a), Action: a, Activate: func(c Ctx, _ effect.Action) error {
		f(c.Game, uint16(c.Power.Source), int(c.Power.Controller))
		return nil
	}})
}

// markHook is a hook that leaves mark stat n on who(g, i, s) for the
// battle (or the game).
func markHook(id string, a effect.Action, stat uint8, n int8, game bool, who func(g *State, i uint16, s int) []int8) string {
	return hook(id, a, func(g *State, i uint16, s int) {
		for _, on := range who(g, i, s) {
			g.mark(stat, on, n, game, i)
		}
	})
}

// Whom a mark falls on.
func onTarget(g *State, _ uint16, _ int) []int8  { return []int8{g.Ex.Tgt} }
func onPlayer(g *State, _ uint16, _ int) []int8  { return []int8{g.Ex.By} }
func onMySeat(_ *State, _ uint16, s int) []int8  { return []int8{int8(8 + s)} }
func onFoeSeat(_ *State, _ uint16, s int) []int8 { return []int8{int8(9 - s)} }
func onFoeTeam(_ *State, _ uint16, s int) []int8 { t := team(1 - s); return t[:] }
func onMyTeam(_ *State, _ uint16, s int) []int8  { t := team(s); return t[:] }

// handle registers the handler of the choices a Def asks.
func handle(def string, h choiceHandler) { choiceHandlers[def] = h }

// drawReveal draws n cards for seat s, revealed; keepDups false discards
// duplicates among them (drawMid).
func (g *State) drawReveal(s, n int, keepDups bool) { g.drawMid(s, n, true, keepDups) }

// drawQuiet draws n cards for seat s (unseen by the other); duplicates
// among them are discarded (drawMid).
func (g *State) drawQuiet(s, n int) { g.drawMid(s, n, false, false) }

// drawMid is a card's draw after the Discard Phase: n cards for seat s,
// revealed when reveal is true (else only their number is told), then
// checked as drawn (checkDrawn).
func (g *State) drawMid(s, n int, reveal, keepDups bool) {
	got := g.draw(s, n, false)
	if reveal {
		for _, i := range got {
			g.reveal(i)
			g.logf("%s draws and reveals %s.", seatName(s), g.card(i).Name)
		}
	} else {
		g.logf("%s draws %d card(s).", seatName(s), len(got))
	}
	g.checkDrawn(s, got, keepDups)
}

// checkDrawn is the one check of every card drawn after the Discard Phase
// (drawMid, the draw for the opponent's venture past two objectives,
// Valkyrie Hildr's pick): it discards, revealed, each card just drawn into
// seat s's hand that duplicates another card in hand or placed
// (Glossary, Duplicate: "Duplicates can generally not be kept and are
// discarded during the Discard Phase or when drawn during other phases.";
// keepDups: the card that draws says duplicates are kept) or is unusable
// (a Power card to the Dead Pile); a card of a character KO'd this battle
// is kept (Discard Phase, the note on cards drawn by a card).
func (g *State) checkDrawn(s int, got []uint16, keepDups bool) {
	for _, i := range got {
		switch {
		case !keepDups && g.isDup(s, i):
			g.throw(s, []uint16{i}, "is a duplicate")
		case g.unusable(s, i):
			g.throwUnusable(s, []uint16{i})
		}
	}
}

// removeHit removes the hit at index k of character ci's current battle
// hits (cur) or permanent record; a current hit goes to the Astral Plane
// and still counts to Venture Total when counts is true.
func (g *State) removeHit(ci int8, cur bool, k int, counts bool) {
	c := &g.Chars[ci]
	var h Hit
	if cur {
		h = c.Hits[k]
		c.Hits = append(c.Hits[:k], c.Hits[k+1:]...)
	} else {
		h = c.Record[k]
		c.Record = append(c.Record[:k], c.Record[k+1:]...)
	}
	if cur && counts {
		g.InPlay = append(g.InPlay, Lasting{Owner: int8(seatOf(ci)), On: -1, Hits: []Hit{h}})
	} else {
		g.discard(h.Inst)
	}
	g.logf("A hit of %d is removed from %s.", h.Dmg, g.charName(ci))
}

// biggestHit returns the index of character ci's biggest hit in its
// current battle hits (cur) or record, or -1.
func (g *State) biggestHit(ci int8, cur bool) int {
	hs := g.Chars[ci].Record
	if cur {
		hs = g.Chars[ci].Hits
	}
	best := -1
	for k, h := range hs {
		if best < 0 || h.Dmg > hs[best].Dmg {
			best = k
		}
	}
	return best
}

// removeOneHit removes character ci's biggest hit, from its current
// battle hits or its permanent record (whichever holds the bigger), the
// removed current hit still counting to Venture Total when counts.
func (g *State) removeOneHit(ci int8, counts bool) {
	a, b := g.biggestHit(ci, true), g.biggestHit(ci, false)
	switch {
	case a >= 0 && (b < 0 || g.Chars[ci].Hits[a].Dmg >= g.Chars[ci].Record[b].Dmg):
		g.removeHit(ci, true, a, counts)
	case b >= 0:
		g.removeHit(ci, false, b, counts)
	}
}
