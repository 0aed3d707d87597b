package overpower

import "strconv"

// WhyNot says, in a player's words, why the card instance inst in the
// seat's own hand has no legal move now: the table shows it beside a card
// it cannot play. It reads the View only (the printed grids, the phase,
// the exchange), so it names the first rule that bars the card; "" when
// inst is not a card of the seat's hand.
func (v *View) WhyNot(inst uint16) string {
	me := int(v.Seat)
	if me < 0 || me > 1 || int(inst) >= len(v.Cards) || v.Cards[inst] == Hidden || !contains(v.P[me].Hand, inst) {
		return ""
	}
	c := &cards[v.Cards[inst]]
	switch {
	case v.Phase == PhaseOver:
		return "The game is over."
	case v.ToMove != v.Seat:
		return "It is the other player's decision now."
	case c.Kind == KindEvent:
		return "Events are played face down in the Event Phase; one drawn in another phase is discarded."
	case c.Kind == KindAspect:
		return "An Aspect is only placed on your homebase, in the Placing Phase."
	}
	switch v.Phase {
	case PhaseEvent:
		return "Only an Event is chosen in the Event Phase."
	case PhaseDiscard:
		return "In the Discard Phase you only choose which duplicate to keep."
	case PhaseVenture:
		if c.Flags&FDuringVenture == 0 {
			return "Only a card that says so is played in the Venture Phase."
		}
	case PhaseEnd:
		return "The battle is over."
	case PhasePost:
		if c.Flags&FAfterConcede == 0 {
			return "After a concession only a card that says it may follow one is played."
		}
	case PhaseBattle:
		switch v.Ex.Step {
		case StepNegate:
			if c.Flags&FNegate == 0 {
				return "Only a negate answers the card in the Astral Plane now."
			}
		case StepDefend:
			if int(v.Ex.Att) == me {
				return "Your attack is waiting for the defence."
			}
			if c.Flags&FNegate != 0 {
				return "A negate answers a Special card while it is in the Astral Plane; this attack is past that window."
			}
			if c.Kind == KindPower && c.Val < v.Ex.Val {
				return "A block needs a value of " + strconv.Itoa(int(v.Ex.Val)) + " or more."
			}
			return "It cannot block, avoid or make the target invalid against this attack."
		case StepFollow:
			return "A Teamwork follow-up is due: a teammate's Power card of a follow-up type."
		case StepAlly:
			return "The Ally calls for a Special card played by a teammate."
		case StepMore:
			return "Only the additional attack the card allows may be made now."
		case StepChoose:
			return "Finish the card's choice first."
		case StepIdle:
			if c.Kind == KindSpecial && c.Flags&FNegate != 0 && c.Val == 0 && c.Icons&IconOffense != 0 {
				return "Played on your turn, a negate takes one of the opponent's Special cards in play out of play: there is none now."
			}
			if c.Kind == KindSpecial && c.Icons&IconOffense == 0 && c.Icons&IconDefense != 0 {
				return "A defensive card: it is played when you are attacked."
			}
			if c.Icons&IconFirst != 0 && v.P[me].Cards > 0 {
				return "A 1st card is only played as the first card of your turn."
			}
		}
	}
	if need := v.need(c); need != "" {
		return need
	}
	if v.Phase == PhasePlace {
		return "It cannot be placed: its slot on every character who could use it is taken."
	}
	return "No one on your team may play it now."
}

// need says which character requirement card c fails for the seat's
// Front Line, or "".
func (v *View) need(c *Card) string {
	var front []int8
	for k := int8(4 * v.Seat); k < int8(4*v.Seat+4); k++ {
		if !v.Chars[k].KO && v.Chars[k].Pos < 3 {
			front = append(front, k)
		}
	}
	grid := func(t int8, least int8, less bool) bool {
		for _, k := range front {
			for u, g := range characters[v.Chars[k].Card].Grid {
				if (int8(u) == t || t < Energy || t > Intel) && (!less && g >= least || less && g <= least) {
					return true
				}
			}
		}
		return false
	}
	tn := func(t int8) string {
		if t < Energy || t > Intel {
			return "any type"
		}
		return TypeNames[t]
	}
	n := strconv.Itoa
	switch c.Kind {
	case KindPower:
		switch c.Type {
		case AnyPower:
			if v.opar() {
				if grid(Brute, c.Val, false) {
					return ""
				}
				return "The Lost City of Opar makes it a Brute Force card this battle: no one on your Front Line has Brute Force " + n(int(c.Val)) + " or more."
			}
			for t := Energy; t <= Intel; t++ {
				if grid(t, c.Val, false) {
					return ""
				}
			}
			return "No one on your Front Line has a grid of " + n(int(c.Val)) + " or more in any type."
		case MultiPower:
			return ""
		}
		if !grid(c.Type, c.Val, false) {
			return "No one on your Front Line has a " + tn(c.Type) + " grid of " + n(int(c.Val)) + " or more."
		}
	case KindSpecial, KindAdvanced:
		if c.Char < 0 {
			return ""
		}
		for k := int8(4 * v.Seat); k < int8(4*v.Seat+4); k++ {
			ch := &v.Chars[k]
			if !sameFamily(c.Char, int8(ch.Card)) {
				continue
			}
			name := characters[ch.Card].Name
			switch {
			case ch.KO:
				return name + " is KO'd."
			case ch.Pos == 3:
				return name + " is in the Reserve, which only defends unless a card says so."
			}
			return ""
		}
		return characters[c.Char].Name + " is not on your team."
	case KindBasic:
		if !grid(c.Type, c.Req, false) {
			return "Needs a character with " + tn(c.Type) + " " + n(int(c.Req)) + " or more."
		}
		return "Needs a " + tn(c.Type) + " Power card that character can play, to combine it with."
	case KindTeamwork:
		if !grid(c.Type, c.Req, false) {
			return "Needs a character with " + tn(c.Type) + " " + n(int(c.Req)) + " or more."
		}
		return "Needs teammates able to make its follow-up attacks, and a target."
	case KindTraining:
		if !grid(c.ReqT[0], c.Req, true) && !grid(c.ReqT[1], c.Req, true) {
			return "Needs a character with " + tn(c.ReqT[0]) + " or " + tn(c.ReqT[1]) + " of " + n(int(c.Req)) + " or less."
		}
	case KindAlly:
		if !grid(c.Type, c.Req, c.Less) {
			more := " or more."
			if c.Less {
				more = " or less."
			}
			return "Needs a character with " + tn(c.Type) + " " + n(int(c.Req)) + more
		}
		return "Needs a teammate able to play a Special card after it."
	}
	return ""
}

// opar reports whether the view shows The Lost City of Opar in play.
func (v *View) opar() bool {
	for _, l := range v.InPlay {
		if l.Inst != 0 && int(l.Inst) < len(v.Cards) && v.Cards[l.Inst] != Hidden && cards[v.Cards[l.Inst]].Name == "The Lost City of Opar" {
			return true
		}
	}
	return false
}
