package overpower

// Special cards in play that may themselves be attacked: Cthulhu's
// Distracting Intervention (in front of a character of its team) and the
// Angry Mob's Swarm Them! (in front of the opposing character it hit).
// Such a card may not be defended and is KO'd by one hit; an attack on it
// is no hit on a character, so it is never "successful".

// targetCard reports whether the card named n may be attacked in play.
func targetCard(n string) bool { return n == "Distracting Intervention" || n == "Swarm Them!" }

// atCards appends move m at each card seat seatOf(m.By)'s character may
// attack: the opponent's cards that may be attacked, lying in front of an
// opposing character (Distracting Intervention) or of one of its own
// (Swarm Them!). Not while the turn's attacks are bound to one character
// (Chivalrous Protector, 3 Quick Strokes), nor for an attack that needs a
// character with a grid of 8 (Reap the Whirlwind).
func (g *State) atCards(m Move, dst []Move) []Move {
	if g.Ex.Forced != 0 || g.card(m.Card).Flags&FGrid8 != 0 {
		return dst // bound to one character, or only at a character with a grid of 8
	}
	s := seatOf(m.By)
	for _, l := range g.InPlay {
		if l.Inst == 0 || int(l.Owner) != 1-s || l.On < 0 || !targetCard(g.card(l.Inst).Name) {
			continue
		}
		m.Tgt, m.lbl = 8+l.On, g.card(l.Inst).Name
		dst = append(dst, g.mv(m))
	}
	return dst
}

// swarmed reports whether character ci may only attack the Swarm Them!
// card in front of it.
func (g *State) swarmed(ci int8) bool {
	for _, l := range g.InPlay {
		if l.Inst != 0 && l.On == ci && int(l.Owner) != seatOf(ci) && g.card(l.Inst).Name == "Swarm Them!" {
			return true
		}
	}
	return false
}

// cardAtK returns the index in InPlay of the card that seat s's attack
// at character on's card hits, or -1.
func (g *State) cardAtK(on int8, s int) int {
	for k, l := range g.InPlay {
		if l.Inst != 0 && int(l.Owner) == 1-s && l.On == on && targetCard(g.card(l.Inst).Name) {
			return k
		}
	}
	return -1
}

// cardAt names the card seat s attacks in front of character on.
func (g *State) cardAt(on int8, s int) string {
	if k := g.cardAtK(on, s); k >= 0 {
		return g.card(g.InPlay[k].Inst).Name + " in front of " + g.charName(on)
	}
	return "a card"
}

// hitCard resolves an attack on a card in play: no defence, the card is
// KO'd and leaves play, the attack is discarded.
func (g *State) hitCard() {
	ex := &g.Ex
	s := int(ex.Att)
	if k := g.cardAtK(ex.Tgt-8, s); k >= 0 {
		g.logf("%s is hit and KO'd.", g.card(g.InPlay[k].Inst).Name)
		g.leavePlay(k)
	}
	g.discard(ex.Card)
	if ex.With != 0 {
		g.discard(ex.With)
	}
	ex.Card, ex.With = 0, 0
	g.next()
}
