package effect

import (
	"errors"
	"fmt"
)

// Errors returned by this package. Callers branch on them with errors.Is.
var (
	// ErrUnknownDef: no definition is registered under that ID.
	ErrUnknownDef = errors.New("effect: unknown power or ability")
	// ErrDuplicateDef: a definition with that ID is already registered.
	ErrDuplicateDef = errors.New("effect: power or ability defined twice")
	// ErrNotHeld: the source does not hold that power now (never had it,
	// lost it, or it is countered), so it cannot act or create effects.
	ErrNotHeld = errors.New("effect: power not held")
	// ErrCannotCounter: the power is only used, not possessed, or is a team
	// or trait ability; counter the power that grants it instead.
	ErrCannotCounter = errors.New("effect: power cannot be countered")
	// ErrWrongAction: the power is not activated by that action.
	ErrWrongAction = errors.New("effect: power not activated by that action")
	// ErrNoEffect: no effect has that ID.
	ErrNoEffect = errors.New("effect: no such effect")
	// ErrNotCounted: the effect carries no time counters.
	ErrNotCounted = errors.New("effect: effect has no time counters")
	// ErrIllegal: the choice is not among Table.Choices now.
	ErrIllegal = errors.New("effect: illegal choice")
)

// Category says what a definition is: a power shown in a stat slot (standard
// or special) or an ability always in effect (combat, team, trait).
type Category uint8

// The categories of seed 002.
const (
	// StandardPower: a colored square, explained on the powers card.
	StandardPower Category = iota
	// SpecialPower: a white square, explained on the character card.
	SpecialPower
	// CombatAbility: a combat symbol on the base.
	CombatAbility
	// TeamAbility: a team symbol on the base.
	TeamAbility
	// TraitAbility: a star on the base, explained on the character card.
	TraitAbility
)

// IsPower reports whether c is shown on a dial and so in effect only while
// it appears in the stat slot (see Table.SetDial).
func (c Category) IsPower() bool { return c == StandardPower || c == SpecialPower }

// Counterable reports whether a possessed holding of c can be countered:
// powers and combat abilities can, team and trait abilities cannot.
func (c Category) Counterable() bool { return c.IsPower() || c == CombatAbility }

// Action names the action a source is given to activate a power: "move",
// "close", "range", or any action a game defines.
type Action string

// GrantedPower is one power that a definition's own wording grants to its
// holder: "has X" or "possesses X" (Possess), "can use X" or "uses X" (Use).
type GrantedPower struct {
	Def  string
	Mode Mode
}

// IgnoreRule is what an ignoring holder ignores: game effects on it matching
// Stat ("" any), origin Def ("" any) and, if Opposing, of other controllers.
type IgnoreRule struct {
	Stat     Stat
	Def      string
	Opposing bool
}

// Def defines one power or ability: data plus named hooks. A game registers
// its Defs once; Board state refers to them by ID.
//
// The hook contract, written once:
//   - Modify (always on) returns the value of stat for target after this
//     power's modification, given the running value v; it returns v when it
//     does not apply. It must not create effects or call Value on the same
//     stat and target.
//   - When ("when"/"if") returns true when the event meets the wording's
//     condition for this holder; nil means every event listed in On.
//   - Resolve runs a trigger that fired (and was accepted, if Optional).
//   - Activate runs the power when its holder is given Action for it; it
//     replaces that action's normal activity.
//
// A non-nil error from Resolve or Activate is returned to the game as is.
type Def[G any] struct {
	ID       string
	Name     string
	Category Category
	// Optional: the wording says the holder "may"; nothing else is optional.
	Optional bool
	// Grants are powers this wording gives its holder while it is held.
	Grants []GrantedPower
	// Ignores, if not nil, makes the holder ignore matching effects.
	Ignores *IgnoreRule
	Modify  func(c Context[G], stat Stat, target SourceID, v int) int
	// On lists the events the trigger listens for.
	On []EventKind
	// TargetOnly: the trigger does not fire for events whose Role is InArea.
	TargetOnly bool
	When       func(c Context[G], e Event) bool
	Resolve    func(c Context[G], e Event) error
	Action     Action
	Activate   func(c Context[G], a Action) error
}

// Registry holds a game's definitions. It is behaviour, not state: build it
// once at start-up. G is the game's own state type, handed to every hook.
type Registry[G any] struct {
	defs map[string]*Def[G]
	// ControllerOrders: when true, a controller with several simultaneous
	// triggers chooses the order they resolve in (a pending choice); when
	// false they resolve in the documented order of Table.Raise.
	ControllerOrders bool
}

// NewRegistry returns an empty Registry.
func NewRegistry[G any]() *Registry[G] {
	return &Registry[G]{defs: map[string]*Def[G]{}}
}

// Define registers defs. It returns ErrDuplicateDef for an ID already used
// and ErrUnknownDef for an empty ID; defs before the bad one stay defined.
func (r *Registry[G]) Define(defs ...Def[G]) error {
	for i := range defs {
		d := defs[i]
		if d.ID == "" {
			return fmt.Errorf("%w: empty ID (name %q)", ErrUnknownDef, d.Name)
		}
		if _, ok := r.defs[d.ID]; ok {
			return fmt.Errorf("%w: %q", ErrDuplicateDef, d.ID)
		}
		if d.Name == "" {
			d.Name = d.ID
		}
		r.defs[d.ID] = &d
	}
	return nil
}

// Def returns the definition registered under id, or nil.
func (r *Registry[G]) Def(id string) *Def[G] { return r.defs[id] }

// Bind joins the Registry to a game's Board and state for one call or one
// move: every rule operation is a Table method.
func (r *Registry[G]) Bind(b *Board, g G) Table[G] {
	return Table[G]{Rules: r, Board: b, Game: g}
}

// BindCached is Bind with a Cache kept by the caller with the Board: the
// Table answers the same, faster when it is bound again and again to a
// Board that changes little.
func (r *Registry[G]) BindCached(b *Board, g G, c *Cache[G]) Table[G] {
	return Table[G]{Rules: r, Board: b, Game: g, cache: c}
}

// String names the mode as powers' wording does.
func (m Mode) String() string {
	if m == Use {
		return "uses"
	}
	return "possesses"
}
