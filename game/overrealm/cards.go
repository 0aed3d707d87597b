package overrealm

import "strings"

// Element is one of OverRealm's six elements.
type Element uint8

// The elements, in the order of the rulebook's element chart.
const (
	Fire Element = iota
	Water
	Rock
	Leaf
	Electric
	Death
	numElements
)

var elementNames = [numElements]string{"Fire", "Water", "Rock", "Leaf", "Electric", "Death"}

// String names the element.
func (e Element) String() string {
	if e < numElements {
		return elementNames[e]
	}
	return "?"
}

// ModX marks an "X" elemental modifier: the element shrugs the action off
// (an attack does only its 1-damage minimum, a status or reaction does
// nothing to it). See the help text.
const ModX int8 = 99

// Kind is the type of a monster action.
type Kind uint8

// The four kinds of monster action.
const (
	Attack Kind = iota
	Status
	Reaction
	Aura
)

var kindNames = [...]string{"attack", "status", "reaction", "team aura"}

// String names the kind.
func (k Kind) String() string { return kindNames[k] }

// Timing is the window a buff card resolves in.
type Timing uint8

// The four buff timings (I to IV) and "no timing" for a card with no buff
// effect (it is only discard fodder and flip material).
const (
	PreSwitch Timing = iota
	PreAttack
	WithAttack
	PostAttack
	NoTiming
)

var timingNames = [...]string{"Pre-Switch", "Pre-Attack", "With Attack", "Post Attack", "no timing"}

// String names the timing.
func (t Timing) String() string { return timingNames[t] }

// ActionCard is one of a monster's four action cards.
type ActionCard struct {
	Name    string
	Elem    Element
	Kind    Kind
	Damage  int8 // printed damage of an attack
	Speed   int8
	Discard int8 // discard cost, paid before reveal
	Draw    int8 // cards drawn after reveal
	Slots   int8 // buff slots (attacks only)
	Mods    [numElements]int8
	Turns   int8 // team aura duration
	Flip    int8 // cards flipped for the ability (0: the ability is unconditional)
	Targets bool // aims at the enemy's active monster (a Counter stops it)
	Single  bool // single use: recharges when the monster switches out
	Flinch  bool // flinch on a successful ability
	Recoil  int8 // recoil damage to the user
	Text    string
	// Ability is the effect.Def ID of the ability ("" for none), run
	// before damage; After runs after damage when the ability succeeded.
	Ability string
	After   string
	// Reveal runs when the action is revealed (abilities that change the
	// order of resolution).
	Reveal string
	// Cost runs when the action resolves, before anything else and even if
	// the target countered ("even if countered" effects).
	Cost string
	// Bench: the player names one of their benched monsters, not KO'd, when
	// choosing the action (Choice.Side).
	Bench bool
	// TormentSlots gives the attack one more buff slot for each action of
	// the enemy's active monster that has a torment counter.
	TormentSlots bool
}

// BuffCard is one of a monster's four buff cards (or a standard buff).
type BuffCard struct {
	Timing  Timing
	Success bool // the flip icon: true = success (✔)
	Event   bool // a flip event: its EventText happens whenever it is flipped
	Flip    int8 // cards flipped for the buff (0: unconditional)
	Extra   int8 // extra discards paid before reveal to play it
	Counter bool // resolves even when its action is countered
	// Free: its place among the abilities of its window cannot matter (a
	// flat damage or defense bonus for this attack: nothing else reads
	// what it changes, and it reads nothing that changes); see sortBuffs.
	Free bool
	// Reader: it reads the board (a condition of the target, the speeds)
	// but changes only this attack's damage, so two readers may resolve in
	// either order (see sortBuffs).
	Reader  bool
	Text    string
	EvText  string
	Ability string // effect.Def ID of the buff effect ("" for none)
	Event2  string // effect.Def ID of the flip event ("" for none)
}

// Monster is one monster: its card, its four actions and four buffs.
type Monster struct {
	Name       string
	Elements   []Element
	HP         int8
	Role       string
	Complexity int8
	Ability    string // ability name
	Text       string // ability text (the project's own words)
	Def        string // effect.Def ID of the ability ("" for none)
	// Start, if set, runs once for the monster's side when the teams are
	// placed (whether the monster starts active or not).
	Start   func(s *State, seat int)
	Actions [4]ActionCard
	Buffs   [4]BuffCard
}

// Has reports whether the monster is of element e.
func (m *Monster) Has(e Element) bool {
	for _, x := range m.Elements {
		if x == e {
			return true
		}
	}
	return false
}

// StdCard is the card code of the first standard buff; the second is StdCard+1.
const StdCard = 80

// monsters is the whole pool, in catalog's order.
var monsters []*Monster

// standard are the two standard buff cards every deck holds.
var standard [2]BuffCard

// catalog lists the monsters in their pool order, which is theirs for
// good: a monster's index is in its card codes (monster*4+buff), saves,
// views and the bots' seeds. A new monster goes at the end; none moves.
// Each function builds its monster's card and registers its abilities, so
// each runs once, from init. The order is written here, not left to the
// order Go runs the files' init functions in (their names').
var catalog = [...]func() *Monster{
	// The rulebook era.
	americaw, chargroar, cleansitoad, drownigator, flexferno, galeaffy,
	phantomaton, shaleshell, stallagrowth, steamie, zappguin,
	// Later monsters.
	ashdash, boltblebee, cragadilo, galvanite, oozygoopz, smolderskulk,
	squirrberus, vulturock,
	// This edition's own.
	glimmermoth,
}

// init builds the standard buffs and the pool.
func init() {
	standard = standardBuffs()
	monsters = make([]*Monster, len(catalog))
	for i, build := range catalog {
		monsters[i] = build()
	}
}

// MonsterByName returns the index of the monster named name, or -1.
func MonsterByName(name string) int {
	for i, m := range monsters {
		if strings.EqualFold(m.Name, name) {
			return i
		}
	}
	return -1
}

// Monsters returns the pool (shared: do not modify).
func Monsters() []*Monster { return monsters }

// Card returns the buff card with code c, and the index of its monster
// (-1 for a standard buff).
func Card(c uint8) (*BuffCard, int) {
	if c >= StdCard {
		return &standard[c-StdCard], -1
	}
	return &monsters[c/4].Buffs[c%4], int(c / 4)
}

// same reports whether two cards are interchangeable: same monster, same
// text, same flip icon and event.
func same(a, b uint8) bool {
	if a == b {
		return true
	}
	ca, ma := Card(a)
	cb, mb := Card(b)
	return ma == mb && ma >= 0 && *ca == *cb
}

// mods converts modifiers given in the reference data's order (Death,
// Electric, Leaf, Rock, Water, Fire) to the element order.
func mods(death, electric, leaf, rock, water, fire int8) [numElements]int8 {
	return [numElements]int8{Fire: fire, Water: water, Rock: rock, Leaf: leaf, Electric: electric, Death: death}
}

// els is a short way to write a list of elements.
func els(e ...Element) []Element { return e }

// vsCounter reports whether a buff still resolves on a countered action.
func vsCounter(b *BuffCard) bool { return b.Counter }
