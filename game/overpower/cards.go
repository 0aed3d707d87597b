package overpower

import (
	"fmt"
	"strconv"
)

// Power types. AnyPower and MultiPower are the two wild-card types of Power
// cards; an attack or defence always acts as one of the four basic types.
const (
	Energy int8 = iota
	Combat
	Brute
	Intel
	AnyPower
	MultiPower
	NoType int8 = -1
)

// TypeNames name the power types as the cards print them.
var TypeNames = [...]string{"Energy", "Combat", "Brute Force", "Intelligence", "Any-Power", "MultiPower"}

// typeLetter is a type's letter in action keys.
var typeLetter = [...]byte{'E', 'C', 'B', 'I', 'A', 'M'}

// allBasic is the bit set of the four basic types.
const allBasic uint8 = 0b1111

// Card kinds: what a card is, which decides where it is discarded, whether
// it duplicates another and which rules play it.
const (
	KindPower uint8 = iota
	KindSpecial
	KindBasic
	KindTeamwork
	KindTraining
	KindAlly
	KindAdvanced
	KindAspect
	KindEvent
)

// KindNames name the kinds.
var KindNames = [...]string{"Power card", "Special card", "Basic Universe", "Teamwork", "Training", "Ally", "Advanced Universe", "Aspect", "Event"}

// Function icons of Special, Aspect and Advanced Universe cards (Card.Icons).
const (
	IconOffense uint16 = 1 << iota // crossed swords: an offensive action
	IconDefense                    // shield: a defensive action
	IconAttach                     // paperclip: attached to a character
	IconFirst                      // 1st: only the first card of a turn
	IconAstral                     // A: stays in the Astral Plane while in effect
	IconBattle                     // half hourglass: remainder of battle
	IconGame                       // full hourglass: remainder of game
	IconAfterA                     // the small line before the A: resolves, then stays in the Astral Plane
)

// Rules flags of a card (Card.Flags).
const (
	FAvoid            uint32 = 1 << iota // avoids one attack (see Card.Only)
	FSelf                                // may protect its own character
	FMate                                // may protect a teammate
	FNegate                              // negates a Special card of the opponent in the Astral Plane
	FReserve                             // may be played from the Reserve
	FAfterConcede                        // may be played in the Post-concession Phase
	FPlaceable                           // an Any Character Special that may be placed
	FActsPower                           // acts as a Power card: becomes one when it leaves the Astral Plane
	FNoSpecialDef                        // may not be defended by a Special card
	FNoPlacedDef                         // may not be defended by a placed card
	FCombine                             // may be combined with a Universe card
	FVentureCard                         // mentions Venture or Objective cards (left out of Brawl decks)
	FNoNegate                            // cannot be negated
	FInvalid                             // makes its character an invalid target for the battle
	FDuringVenture                       // may be played in the Venture Phase
	FNoIntBlock                          // cannot be blocked by a card with an Intelligence icon
	FShift                               // a defence that moves the attack to the card's character
	FIgnoreBars                          // ignores "may not attack" and "may not be attacked"
	FNegateOff                           // a negate that may only be played offensively (negating.go)
	FBoth                                // a targeted effect on its own character too (Battle of Wits)
	FMoreNoSpecialDef                    // its additional attacks may not be defended by a Special card either
	FCombatMore                          // its additional attack is a Combat Power card attack
	FNegateCost                          // a defensive negate that costs a card (The Eternal Journey)
	FNegateOpen                          // a defensive negate that costs playing open-handed (Tracking Movements)
	FGrid8                               // may only target a character with a grid of 8
	FTarget                              // a non-numerical attack: it targets a character
	FConcede                             // resolving it concedes the battle (its hook does)
	FCounter                             // a defence that answers the attack with an attack on the attacker (Quick Draw)
	FAtReserve                           // may also attack the opposing Reserve character, who may defend
	FCombinePower                        // may be combined with a Power card into one attack (Card.Comb says whose and which types)
	FOrUtility                           // an attack that may instead be played as a Utility (its Hook)
	FNoSlot                              // placed, it takes no placing slot
)

// Card is one catalogue entry. Names and numbers are the reference data's;
// Text is this edition's own wording of what the code does.
type Card struct {
	Name   string
	Kind   uint8
	Type   int8  // Power card type; an attack's type; a Basic Universe's type
	Types  uint8 // the basic types a MultiPower attack or defence may declare
	Val    int8  // Power value; the value of the attack a card acts as
	DefV   int8  // the value of a defence it acts as (0: none)
	Multi  bool  // counts as a MultiPower hit
	AnyP   bool  // acts as Any-Power: no type for Spectrum KO
	Req    int8  // a Universe card's "to use" grid value
	Less   bool  // the requirement is that value or less (Training, some Allies)
	ReqT   [2]int8
	Bonus  int8
	Foll   [2]int8 // Teamwork follow-up types (AnyPower: any type)
	FBon   [2]int8 // their bonuses
	Char   int8    // the character whose card it is; -1 any character
	Set    int8    // an Event's or objective's mission set
	OPD    bool    // One Per Deck
	Group  string  // "Cataclysm!", "Ambush!", "Assist!", "Fortifications!": one card of each group per deck
	Icons  uint16
	Flags  uint32
	Extra  int8   // additional attacks it allows after it resolves
	ExBon  int8   // the bonus of those additional attacks (not to damage)
	MoreSp bool   // its character may play one additional Special card after it
	Only   uint8  // what an avoid may avoid (AvoidAny, ...)
	Comb   uint8  // FCombinePower: the types of the Power card (bits), and combMate if a teammate plays it
	Hook   string // an effect Def run when it resolves, "" for none
	OnHit  string // an effect Def run when it hits a character
	OnMiss string // an effect Def run when it is defended
	Text   string
}

// combMate in Card.Comb: the combined Power card is a Front Line
// teammate's, not the player's own.
const combMate uint8 = 1 << 7

// What an avoid card may avoid (Card.Only).
const (
	AvoidAny       uint8 = iota
	AvoidSpecial         // an attack made with a Special card
	AvoidCombatBF        // a Combat or Brute Force attack
	AvoidCombat          // an attack with a Combat icon
	AvoidUniverse        // an attack made with a Universe card
	AvoidPowerCard       // an attack made with a Power card
	AvoidTeamwork        // an attack from a Teamwork card or its follow-ups
	AvoidIntel           // an attack with an Intelligence icon
	AvoidBrute           // an attack with a Brute Force icon
	AvoidUpTo4           // an attack of 4 or less (6 or less with Lancelot or Merlin on the team)
	AvoidUpTo6           // an attack of 6 or less (on a teammate too only if Jane Porter or Tarzan started on the team)
	AvoidKOHit           // a hit that would KO
)

// cards is the catalogue; a card's code is its index.
var cards []Card

// The catalogue is built in this order (a card's code depends on it), then
// the ready-made decks.
func init() {
	addPowerCards()
	addBasicUniverse()
	addTeamwork()
	addTraining()
	addAllies()
	addSpecials()
	addEvents()
	addAdvanced()
	addAspects()
	Decks = readyMade()
}

// addCard appends c to the catalogue and returns its code.
func addCard(c Card) uint16 {
	if c.Kind != KindSpecial && c.Kind != KindAdvanced && c.Char == 0 {
		c.Char = -1
	}
	cards = append(cards, c)
	return uint16(len(cards) - 1)
}

// Cards returns the catalogue entry of code c.
func Cards(c uint16) Card { return cards[c] }

// NumCards is the number of catalogue entries.
func NumCards() int { return len(cards) }

// CardByName returns the code of the card named n, or -1. Power cards are
// named "Energy 5", "Any-Power 7", "MultiPower 4".
func CardByName(n string) int {
	for i := range cards {
		if cards[i].Name == n {
			return i
		}
	}
	return -1
}

// mustCard is CardByName for names the code itself writes.
func mustCard(n string) uint16 {
	i := CardByName(n)
	if i < 0 {
		panic("overpower: no card " + strconv.Quote(n))
	}
	return uint16(i)
}

// icons returns the bit set of power icons a card shows.
func (c *Card) icons() uint8 {
	switch {
	case c.Types != 0:
		return c.Types
	case c.Type >= 0 && c.Type < AnyPower:
		return 1 << c.Type
	}
	return 0
}

// Any reports whether c is an Any Character card.
func (c *Card) Any() bool { return c.Char < 0 }

// String names a card with its numbers: "Combat 6", "Rapier (Combat 6+, +3)".
func (c *Card) String() string {
	switch c.Kind {
	case KindBasic:
		return fmt.Sprintf("%s (%s %d+, +%d)", c.Name, TypeNames[c.Type], c.Req, c.Bonus)
	case KindTeamwork:
		return fmt.Sprintf("Teamwork %d %s: %d attack, then %s +%d / %s +%d", c.Req, TypeNames[c.Type], c.Val,
			TypeNames[c.Foll[0]], c.FBon[0], TypeNames[c.Foll[1]], c.FBon[1])
	}
	return c.Name
}
