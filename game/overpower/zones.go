package overpower

import (
	"slices"

	"overdeck/engine/effect"
)

// card returns the catalogue entry of instance i.
func (g *State) card(i uint16) *Card { return &cards[g.Inst[i].Card] }

// owner returns the seat that owns instance i.
func (g *State) owner(i uint16) int { return int(g.Inst[i].Owner) }

// cut removes x from s, reporting whether it was there.
func cut(s []uint16, x uint16) ([]uint16, bool) {
	if i := slices.Index(s, x); i >= 0 {
		return slices.Delete(s, i, i+1), true
	}
	return s, false
}

// team returns the Chars indexes of seat s.
func team(s int) [4]int8 { b := int8(4 * s); return [4]int8{b, b + 1, b + 2, b + 3} }

// seatOf returns the seat owning character index ci.
func seatOf(ci int8) int { return int(ci) / 4 }

// ch returns character index ci's catalogue entry.
func (g *State) ch(ci int8) *Character { return &characters[g.Chars[ci].Card] }

// front reports whether character ci is on its Front Line and not KO'd.
func (g *State) front(ci int8) bool { c := &g.Chars[ci]; return !c.KO && c.Pos < 3 }

// alive reports whether character ci is not KO'd.
func (g *State) alive(ci int8) bool { return !g.Chars[ci].KO }

// allKO reports whether all four characters of seat s are KO'd.
func (g *State) allKO(s int) bool {
	for _, ci := range team(s) {
		if !g.Chars[ci].KO {
			return false
		}
	}
	return true
}

// grid returns character ci's grid in basic type t, as cards in play
// change it.
func (g *State) grid(ci int8, t int8) int8 {
	v := g.ch(ci).Grid[t]
	if len(g.Board.Printed) == 0 {
		return v
	}
	return int8(g.tbl().Value(int(v), gridStat[t], charSrc(ci)))
}

// discard puts instance i (already taken out of where it was) on its
// owner's appropriate discard pile: Power cards to the Power Pack, Any
// Character Specials and Events to the Defeated Characters Pile, all else
// to the Dead Pile.
func (g *State) discard(i uint16) {
	p := &g.P[g.owner(i)]
	c := g.card(i)
	switch {
	case c.Kind == KindPower:
		p.Pack = append(p.Pack, i)
	case c.Kind == KindEvent, c.Kind == KindSpecial && c.Any():
		p.Defeat = append(p.Defeat, i)
	default:
		p.Dead = append(p.Dead, i)
	}
}

// pileName names the pile discard sends instance i to.
func (g *State) pileName(i uint16) string {
	c := g.card(i)
	switch {
	case c.Kind == KindPower:
		return "Power Pack"
	case c.Kind == KindEvent, c.Kind == KindSpecial && c.Any():
		return "Defeated Characters Pile"
	}
	return "Dead Pile"
}

// discardUnusable puts instance i, discarded as unusable, on its owner's
// pile: as discard does, but a Power card goes to the Dead Pile (Discard
// Phase: "If a player draws any Power cards that aren't playable by any of
// the remaining characters, they are discarded to the Dead Pile."), so it
// does not come back at the next reshuffle of the Power Pack.
func (g *State) discardUnusable(i uint16) {
	if g.card(i).Kind == KindPower {
		g.P[g.owner(i)].Dead = append(g.P[g.owner(i)].Dead, i)
		return
	}
	g.discard(i)
}

// unusablePileName names the pile discardUnusable sends instance i to.
func (g *State) unusablePileName(i uint16) string {
	if g.card(i).Kind == KindPower {
		return "Dead Pile"
	}
	return g.pileName(i)
}

// take removes instance i from its owner's hand, placed slots or homebase
// slots, reporting whether it was in one of them.
func (g *State) take(i uint16) bool {
	s := g.owner(i)
	p := &g.P[s]
	var ok bool
	if p.Hand, ok = cut(p.Hand, i); ok {
		p.Known, _ = cut(p.Known, i)
		return true
	}
	for _, ci := range team(s) {
		c := &g.Chars[ci]
		for k := range c.Placed {
			if c.Placed[k] == i {
				c.Placed[k] = 0
				return true
			}
		}
		if c.Extra == i {
			c.Extra = 0
			return true
		}
	}
	for k := range p.HomeP {
		if p.HomeP[k] == i {
			p.HomeP[k] = 0
			return true
		}
	}
	return g.fromUnder(i)
}

// placed reports whether instance i lies placed (on a character or the
// homebase).
func (g *State) placed(i uint16) bool {
	s := g.owner(i)
	for _, ci := range team(s) {
		c := &g.Chars[ci]
		if c.Placed[0] == i || c.Placed[1] == i || c.Placed[2] == i || c.Extra == i {
			return true
		}
	}
	return g.P[s].HomeP[0] == i || g.P[s].HomeP[1] == i
}

// refill shuffles seat s's Power Pack into a new Draw Pile when the Draw
// Pile is empty, reporting whether it then holds a card.
func (g *State) refill(s int) bool {
	p := &g.P[s]
	if len(p.Draw) == 0 && len(p.Pack) > 0 {
		p.Draw, p.Pack = append(p.Draw, p.Pack...), p.Pack[:0]
		g.rand().Shuffle(len(p.Draw), func(a, b int) { p.Draw[a], p.Draw[b] = p.Draw[b], p.Draw[a] })
		g.logf("%s shuffles the Power Pack into a new Draw Pile.", seatName(s))
	}
	return len(p.Draw) > 0
}

// drawRevealed moves card j from seat s's Draw Pile to its hand, shown
// to both players.
func (g *State) drawRevealed(s int, j uint16) {
	p := &g.P[s]
	p.Draw, _ = cut(p.Draw, j)
	p.Hand = append(p.Hand, j)
	g.reveal(j)
}

// drawTop takes the top card of seat s's Draw Pile (refilling it from the
// Power Pack first if it is empty), or 0 when there is none.
func (g *State) drawTop(s int) uint16 {
	if !g.refill(s) {
		return 0
	}
	p := &g.P[s]
	i := p.Draw[len(p.Draw)-1]
	p.Draw = p.Draw[:len(p.Draw)-1]
	return i
}

// draw draws n cards into seat s's hand. Outside the Draw Phase (inDraw
// false) an Event drawn is discarded at once to the Defeated Characters
// Pile. It returns the cards that reached the hand.
func (g *State) draw(s, n int, inDraw bool) []uint16 {
	var got []uint16
	for k := 0; k < n; k++ {
		i := g.drawTop(s)
		if i == 0 {
			g.logf("%s has no card left to draw.", seatName(s))
			break
		}
		if !inDraw && g.card(i).Kind == KindEvent {
			g.P[s].Defeat = append(g.P[s].Defeat, i)
			g.logf("%s draws the Event %s outside the Draw Phase and discards it.", seatName(s), g.card(i).Name)
			continue
		}
		g.P[s].Hand = append(g.P[s].Hand, i)
		got = append(got, i)
	}
	return got
}

// reveal makes hand card i known to the other seat.
func (g *State) reveal(i uint16) {
	p := &g.P[g.owner(i)]
	if !slices.Contains(p.Known, i) && slices.Contains(p.Hand, i) {
		p.Known = append(p.Known, i)
	}
}

// seatName names a seat for the log.
func seatName(s int) string {
	if s == 0 {
		return "Player 1"
	}
	return "Player 2"
}

// charName names character index ci for the log: "Player 2's Merlin".
func (g *State) charName(ci int8) string { return seatName(seatOf(ci)) + "'s " + g.ch(ci).Name }

// lasting returns the index in InPlay of instance i, or -1.
func (g *State) lasting(i uint16) int {
	for k := range g.InPlay {
		if g.InPlay[k].Inst == i {
			return k
		}
	}
	return -1
}

// leavePlay takes InPlay entry k out of play: its card is discarded, its
// hits (of a KO'd character) go to their own piles, its effects end.
func (g *State) leavePlay(k int) {
	l := g.InPlay[k]
	g.InPlay = slices.Delete(g.InPlay, k, k+1)
	g.backFromMexico(l)
	g.Marks = slices.DeleteFunc(g.Marks, func(m Mark) bool { return m.By != 0 && m.By == l.Inst })
	if l.Inst != 0 {
		g.tbl().Leave(effect.SourceID(l.Inst))
		g.discard(l.Inst)
	}
	for _, h := range l.Hits {
		g.discard(h.Inst)
	}
}
