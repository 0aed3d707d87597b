package overpower

import (
	"strconv"
	"strings"
)

// Operations of a Move.
const (
	OpEvent   uint8 = iota // choose the Event to play face down (Card)
	OpKeep                 // keep Card of a group of duplicates
	OpPlace                // place Card on character By (-1: the homebase)
	OpPass                 // pass (placing, the battle, a "may")
	OpVenR                 // venture one more objective from Reserve
	OpVenC                 // venture one more objective from Completed
	OpVenDone              // the wager is made
	OpLook                 // Merlin: N 1 puts the top card on the bottom, 0 leaves it
	OpConcede              // concede the battle
	OpFight                // do not concede
	OpPlay                 // play Card (with With) by By as type Type at Tgt (-1 none)
	OpNegate               // negate with Card (by By)
	OpAllow                // let the card in the Astral Plane take effect
	OpBlock                // block with Card (+ With) by By as Type
	OpAvoid                // avoid or make the target invalid with Card by By
	OpTake                 // take the hit
	OpRescue               // lift Defeated objectives: N 2 one of them two piles, 1 one pile
	OpChoose               // a card's own choice: option N
)

// Move is one legal action. Card and With are card instances (their codes
// cc and wc name them); By and Tgt are character indexes (Chars). Tgt 8
// and up is the Special card that may be attacked (Distracting
// Intervention, Swarm Them!) in front of character Tgt-8.
type Move struct {
	Op   uint8
	Card uint16
	With uint16
	By   int8
	Type int8
	Tgt  int8
	N    int8
	cc   uint16 // catalogue code of Card
	wc   uint16 // catalogue code of With
	bn   int8   // character code of By (-1 none)
	tn   int8   // character code of Tgt (-1 none)
	lbl  string // what a card's own choice offers, when not a card
	// second: a Teamwork follow-up in the second printed slot while the
	// first, of another type or bonus, is open too (String says which).
	second bool
}

var opKeys = [...]string{"e", "k", "p", "pass", "vr", "vc", "ok", "look", "concede", "fight", "a", "n", "allow", "b", "v", "take", "r", "c"}

// Key is the move's stable code: "a12+40:1>5E" plays card 12 with 40 by
// character 1 at character 5 as Energy.
func (m Move) Key() string {
	switch m.Op {
	case OpPass, OpVenR, OpVenC, OpVenDone, OpConcede, OpFight, OpAllow, OpTake:
		return opKeys[m.Op]
	}
	var buf [32]byte
	b := append(buf[:0], opKeys[m.Op]...)
	switch m.Op {
	case OpLook, OpRescue, OpChoose:
		return intern(strconv.AppendInt(b, int64(m.N), 10))
	}
	b = strconv.AppendInt(b, int64(m.Card), 10)
	if m.With != 0 {
		b = append(b, '+')
		b = strconv.AppendInt(b, int64(m.With), 10)
	}
	if m.Op == OpEvent || m.Op == OpKeep || m.Op == OpNegate && m.By < 0 {
		return intern(b)
	}
	b = append(b, ':')
	b = strconv.AppendInt(b, int64(m.By), 10)
	if m.Tgt >= 0 {
		b = append(b, '>')
		b = strconv.AppendInt(b, int64(m.Tgt), 10)
	}
	if m.Type >= 0 {
		b = append(b, typeLetter[m.Type])
	}
	if m.Op == OpPlay && m.N == 1 {
		b = append(b, "/2"...) // a Teamwork follow-up in the second printed slot
	}
	return intern(b)
}

// String reads the move in the game's words.
func (m Move) String() string {
	name := func(code uint16) string { c := cards[code]; return c.String() }
	who := func(c int8) string {
		if c < 0 {
			return "the homebase"
		}
		return characters[c].Name
	}
	var s strings.Builder
	switch m.Op {
	case OpEvent:
		return "Play " + name(m.cc) + " face down"
	case OpKeep:
		return "Keep " + name(m.cc)
	case OpPlace:
		return "Place " + name(m.cc) + " on " + who(m.bn)
	case OpPass:
		return "Pass"
	case OpVenR:
		return "Venture one more objective from Reserve"
	case OpVenC:
		return "Venture one more objective from Completed (to lift a Defeated one)"
	case OpVenDone:
		return "Done venturing"
	case OpLook:
		if m.N == 1 {
			return "Put the top card on the bottom of the Draw Pile"
		}
		return "Leave the top card where it is"
	case OpConcede:
		return "Concede the battle"
	case OpFight:
		return "Fight the battle"
	case OpAllow:
		return "Do not negate"
	case OpTake:
		return "Take the hit"
	case OpRescue:
		if m.N == 2 {
			return "Lift one Defeated objective two piles, to Completed"
		}
		return "Lift one Defeated objective one pile, to Reserve"
	case OpChoose:
		switch {
		case m.lbl != "":
			return m.lbl
		case m.Card != 0:
			return "Choose " + name(m.cc)
		}
		return "Choose none"
	case OpNegate:
		s.WriteString("Negate with ")
	case OpBlock:
		s.WriteString("Block with ")
	case OpAvoid:
		if cards[m.cc].Kind == KindEvent {
			return "Shift the attack to " + who(m.bn) + " (" + name(m.cc) + ")"
		}
		s.WriteString("Defend with ")
	case OpPlay:
		s.WriteString("Play ")
	}
	s.WriteString(name(m.cc))
	if m.With != 0 {
		s.WriteString(" and " + name(m.wc))
	}
	if m.bn >= 0 {
		s.WriteString(" by " + who(m.bn))
	} else if m.Op == OpPlay && cards[m.cc].Kind == KindAspect {
		s.WriteString(" by the homebase")
	}
	if m.Type >= 0 && m.Type < AnyPower {
		s.WriteString(" as " + TypeNames[m.Type])
	}
	if m.second {
		s.WriteString(" (second follow-up)")
	}
	if m.Tgt >= 8 {
		s.WriteString(" at " + m.lbl + " in front of " + who(m.tn))
	} else if m.tn >= 0 {
		s.WriteString(" at " + who(m.tn))
	}
	return s.String()
}
