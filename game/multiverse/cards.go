package multiverse

import (
	"strconv"
	"strings"
)

// Kind says what a Power card is.
type Kind uint8

// The kinds of Power cards.
const (
	Super   Kind = iota // has power and attacks
	Enhance             // changes a combat or the table; never attacks
)

// Act is a skill's activation type.
type Act uint8

// The activation types. Trigger and Delayed are Slow; Instant is Fast;
// Offensive and Defense work during an attack; Passive is on-going.
const (
	NoSkill   Act = iota
	Trigger       // when played as the turn's Slow card, or flipped face up: at once
	Delayed       // as Trigger, but it resolves at the end of the turn (phase 3)
	Instant       // played from hand into the player's own combat
	Offensive     // while this card attacks
	Defense       // while this card defends
	Passive       // always, while face up (or attacking)
)

var actNames = [...]string{"", "Trigger", "Delayed", "Instant", "Offensive", "Defense", "Passive"}

// String names the activation type: "Trigger", "Passive".
func (a Act) String() string { return actNames[a] }

// Slow reports whether a is a Slow activation type (Trigger or Delayed).
func (a Act) Slow() bool { return a == Trigger || a == Delayed }

// Op is what a skill does; N is its number.
type Op uint8

// The skills. Each reads the same for either side ("its owner", "the
// opposing side"); see Text for the exact wording.
const (
	OpNone    Op = iota
	OpDraw       // the owner draws N (the Multiverse discards N from the top of the Power Deck)
	OpRebuild    // the owner fills its leftmost empty defense spot with the top Power card, face down
	OpStrike     // the opposing leftmost defense card flips face up, and is defeated if its power is N or less
	OpScout      // the opposing leftmost face-down defense card flips face up
	OpSap        // the opposing leftmost defense card has -N power while it stays
	OpFortify    // the owner's leftmost defense card has +N power while it stays
	OpBoost      // +N to the attack this combat
	OpWeaken     // -N to the defense card this combat
	OpCharge     // +N to the attack
	OpAmbush     // +N to the attack if the target was face down
	OpLoot       // if the attack succeeds, the owner draws N
	OpBreach     // the defense card has -N this combat
	OpGuard      // +N to the defense
	OpBrace      // +N to the defense if this card was face down when attacked
	OpRiposte    // if the defense holds, the attacking side loses a card
	OpDeflect    // the attackers' Offensive skills do nothing this combat
	OpAura       // the owner's other face-up defense cards have +N power
	OpRally      // the owner's attacks have +N
	OpDampen     // the opposing side's attacks have -N
	numOps
)

// Card is one Power card: a Super or an Enhance card with at most one skill.
type Card struct {
	Name  string
	Kind  Kind
	Power int8
	Act   Act
	Op    Op
	N     int8
}

// Text is the card's skill in the game's words: "Trigger: draw 2 cards."
func (c *Card) Text() string { return SkillText(c.Act, c.Op, c.N) }

// SkillText writes a skill: its activation type, then what it does.
func SkillText(a Act, op Op, n int8) string {
	if a == NoSkill || op == OpNone {
		return ""
	}
	return a.String() + ": " + opText(op, n)
}

// opText says what op does with number n.
func opText(op Op, n int8) string {
	ns := strconv.Itoa(int(n))
	switch op {
	case OpDraw:
		if n == 1 {
			return "its owner draws a card (the Multiverse discards the top Power card)."
		}
		return "its owner draws " + ns + " cards (the Multiverse discards that many from the top of the Power Deck)."
	case OpRebuild:
		return "its owner fills its leftmost empty defense spot with the top Power card, face down."
	case OpStrike:
		return "the opposing leftmost defense card flips face up; it is defeated if its power is " + ns + " or less."
	case OpScout:
		return "the opposing leftmost face-down defense card flips face up."
	case OpSap:
		return "the opposing leftmost defense card has -" + ns + " power for as long as it stays."
	case OpFortify:
		return "its owner's leftmost defense card has +" + ns + " power for as long as it stays."
	case OpBoost:
		return "join your attack: +" + ns + " to its power."
	case OpWeaken:
		return "join your attack: the defense card has -" + ns + " power in this combat."
	case OpCharge:
		return "+" + ns + " power when it attacks."
	case OpAmbush:
		return "+" + ns + " power when it attacks a card that was face down."
	case OpLoot:
		return "if its attack succeeds, its owner draws " + plural(n, "card") + "."
	case OpBreach:
		return "the card it attacks has -" + ns + " power in this combat."
	case OpGuard:
		return "+" + ns + " power when it defends."
	case OpBrace:
		return "+" + ns + " power when it defends after being flipped by that attack."
	case OpRiposte:
		return "when it holds, the attacking side loses another card (your first card in hand; the Multiverse's leftmost defense card)."
	case OpDeflect:
		return "when it defends, the attackers' Offensive skills do nothing."
	case OpAura:
		return "its owner's other face-up defense cards have +" + ns + " power."
	case OpRally:
		return "its owner's attacks have +" + ns + " power."
	case OpDampen:
		return "the opposing side's attacks have -" + ns + " power."
	}
	return ""
}

// plural writes "a card" or "2 cards".
func plural(n int8, what string) string {
	if n == 1 {
		return "a " + what
	}
	return strconv.Itoa(int(n)) + " " + what + "s"
}

// Describe is the whole card in one line: "Skyhook (Super, power 5) — Offensive: +2 power when it attacks."
func (c *Card) Describe() string {
	var b strings.Builder
	b.WriteString(c.Name)
	if c.Kind == Super {
		b.WriteString(" (Super, power " + strconv.Itoa(int(c.Power)) + ")")
	} else {
		b.WriteString(" (Enhance, power " + strconv.Itoa(int(c.Power)) + ")")
	}
	if t := c.Text(); t != "" {
		b.WriteString(" — " + t)
	}
	return b.String()
}

// String names the kind: "Super", "Enhance".
func (k Kind) String() string {
	if k == Enhance {
		return "Enhance"
	}
	return "Super"
}

// PowerCards is the whole Power Deck pool: Supers, then Enhance cards. A
// card's number is its index here.
var PowerCards = append(append([]Card{}, supers...), enhancements...)

// CardByName returns the number of the Power card named name
// (case-insensitive), or -1.
func CardByName(name string) int {
	for i := range PowerCards {
		if strings.EqualFold(PowerCards[i].Name, name) {
			return i
		}
	}
	return -1
}

// card returns Power card c.
func card(c uint8) *Card { return &PowerCards[c] }
