package overwatch

import (
	"slices"
	"strings"

	"overdeck/engine/effect"
)

// Classes of heroes.
const (
	Offense = "offense"
	Defense = "defense"
	Tank    = "tank"
	Support = "support"
)

// Card is one hero card: its numbers from the reference data, its skills
// written on engine/effect.
type Card struct {
	Name  string
	Class string
	HP    int8
	Power [3]int8 // by row: Front, Middle, Back
	Syn   [3]int8
	// Special cards are never in a deck: a skill puts them into a hand.
	Special   bool
	Turret    bool // immobile; no shields; healed only by Brigitte
	NoShields bool // never gains shield tokens (Mauga)
	Primary   []*Skill
	Ult       *Skill // nil: no ultimate to activate
}

// Skill is a primary ability option or an ultimate.
type Skill struct {
	ID   string // the effect.Def ID
	Name string
	Text string // the project's own words
	Cost int8   // ultimates: synergy cost; XCost for "X"
	// Next returns the choice to make now, given the picks so far; a Step
	// with no options means every choice is made. nil: no choices.
	Next func(u *Use) Step
	// Can, if set, must also hold for the skill to be offered.
	Can func(u *Use) bool
	// Alone: the skill also does something to its user's side, so it is
	// offered, and carried out without a target, when there is none to
	// choose.
	Alone bool
	// Do carries the skill out.
	Do func(u *Use)
}

// XCost marks an ultimate whose cost X its user chooses.
const XCost int8 = -1

// Use is one use of a skill: the state, the user and the choices made.
type Use struct {
	G      *State
	ID     int32 // the user
	Seat   int   // the user's side
	Picks  []int16
	Copied bool // Echo's copy of another hero's ultimate
	X      int  // the X of a variable ultimate
}

// Me returns the user (nil if it has left the battlefield).
func (u *Use) Me() *Hero { return u.G.hero(u.ID) }

// Pick returns pick i, or -1 if it was not made.
func (u *Use) Pick(i int) int16 {
	if i < len(u.Picks) {
		return u.Picks[i]
	}
	return -1
}

// What a Step's options are.
const (
	PickHero   uint8 = iota // hero IDs
	PickRow                 // rows of the enemy side
	PickOwnRow              // rows of the user's side
	PickCol                 // columns of the enemy side
	PickOwnCol              // columns of the user's side
	PickNum                 // a number
	PickAnyCol              // a column number of either side
	PickSide                // 1 or 2: side A or B of a token
)

// Step is one choice a skill asks for.
type Step struct {
	Opts   []int16
	Stop   bool // "up to": the user may stop choosing here
	What   uint8
	Prompt string
}

// cards is every hero card, reference order; the index is the card code.
var cards []*Card

// addCard adds c to the pool, registering its skills; content files call it
// from init.
func addCard(c *Card) {
	for _, s := range c.Primary {
		s.ID = c.Name + "/" + s.Name + "/" + string(rune('A'+slices.Index(c.Primary, s)))
		register(s, "primary")
	}
	if c.Ult != nil {
		c.Ult.ID = c.Name + "/" + c.Ult.Name
		register(c.Ult, "ultimate")
	}
	cards = append(cards, c)
}

// register defines the effect.Def of skill s, activated by action a.
func register(s *Skill, a effect.Action) {
	define(effect.Def[*State]{ID: s.ID, Name: s.Name, Category: effect.SpecialPower, Action: a,
		Activate: func(c Ctx, _ effect.Action) error {
			u := c.Game.pendingUse()
			if s.Do != nil {
				s.Do(u)
			}
			return nil
		}})
}

// Cards returns every hero card (shared: do not modify).
func Cards() []*Card { return cards }

// CardByName returns the code of the card named name (case and accents as
// written in the data, case-insensitive), or -1.
func CardByName(name string) int {
	for i, c := range cards {
		if strings.EqualFold(c.Name, name) {
			return i
		}
	}
	return -1
}

// mustCard returns the code of a card the content names; it panics when
// there is none (a programmer error).
func mustCard(name string) uint8 {
	i := CardByName(name)
	if i < 0 {
		panic("overwatch: no card " + name)
	}
	return uint8(i)
}

// steps runs fixed choices in order.
func steps(fs ...func(u *Use) Step) func(u *Use) Step {
	return func(u *Use) Step {
		if len(u.Picks) >= len(fs) {
			return Step{}
		}
		return fs[len(u.Picks)](u)
	}
}

// ids converts hero IDs to options.
func ids(hs []int32) []int16 {
	out := make([]int16, len(hs))
	for i, h := range hs {
		out[i] = int16(h)
	}
	return out
}
