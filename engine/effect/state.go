package effect

import "overdeck/engine"

//go:generate msgp -file state.go -o state_gen.go -io=false

//msgp:shim engine.Seat as:int8 using:seatToInt8/int8ToSeat

// This file holds every type that is part of a game's saved state. All of it
// is plain data: no funcs, no interfaces, no maps, slices kept in a defined
// order, so a Board encodes byte for byte the same way whenever it holds the
// same effects.

// SourceID names a source of powers and abilities: a character, a card, a
// monster, a hero, a location. The game chooses the numbers; any value other
// than NoSource is valid.
type SourceID int32

// NoSource stands for "no source": an area with no explicit target, an effect
// that applies to nothing in particular.
const NoSource SourceID = -1

// EffectID identifies one game effect on a Board, counted from 1 in order of
// creation. The zero EffectID means "not an effect".
type EffectID uint32

// Stat names a value that always-on modifiers change: "attack", "defense",
// "health", "speed". Games choose their own names.
type Stat string

// EventKind names something that happened, which "when" and "if" triggers
// listen for. The Event constants are the common ones; games may add more.
type EventKind string

// Mode says how a source holds a power or ability.
type Mode uint8

// The modes of holding. A possessed power can be countered; a used one cannot.
const (
	// Possess: printed on the source, or an effect says it "has" or
	// "possesses" the power.
	Possess Mode = iota
	// Use: an effect says the source "can use" or "uses" the power.
	Use
)

// Until says when a game effect expires.
type Until uint8

// The kinds of duration. Every effect also ends at once when the power that
// created it is countered or lost, whatever its duration.
const (
	// WhileHeld lasts as long as its origin power is held (or until ended).
	WhileHeld Until = iota
	// EndOfTurn expires at the next Table.EndTurn.
	EndOfTurn
	// EndOfRound expires at the next Table.EndRound (a round, a battle).
	EndOfRound
	// EndOfGame expires only at Table.EndGame.
	EndOfGame
	// Counted carries time counters: one is removed at the end of each of its
	// controller's turns, and it expires when none is left.
	Counted
	// Attached lasts while attached to a source; Table.Detach ends it.
	Attached
)

// Kind says what a game effect does.
type Kind uint8

// The kinds of game effects a Board stores.
const (
	// Modifier adds Amount to Stat of Target.
	Modifier Kind = iota
	// Grant makes Target hold the power Def, in Mode.
	Grant
	// Counter counters Target's possessed power Def.
	Counter
	// Ignore makes Target ignore game effects that match Stat, Def, Opposing.
	Ignore
	// Mark is any other lasting effect a game tracks by Def and Target.
	Mark
)

// Role says why an area-of-effect result, or an event, concerns a character.
type Role uint8

// The roles of a character hit by an area of effect.
const (
	// NoRole: the event is not about an attack on a character.
	NoRole Role = iota
	// Target: the character was targeted.
	Target
	// InArea: the character was hit only because it is in the area; it is
	// not a target, and may be friendly.
	InArea
)

// Duration says how long a game effect lasts.
type Duration struct {
	Until Until
	// Turns is the printed number of time counters of a Counted effect; it
	// never holds more.
	Turns int8
	// Left is the number of time counters still on a Counted effect.
	Left int8
	// To is the source an Attached effect is attached to.
	To SourceID
}

// Holding is one power or ability that a source holds now: printed on it,
// granted by another power's wording, or granted by a game effect.
type Holding struct {
	Source     SourceID
	Def        string
	Controller engine.Seat
	Mode       Mode
	// Via is the power whose wording grants this one; "" when printed.
	Via string
	// Grant is the Grant effect that gives it, or 0.
	Grant EffectID
}

// Printed records a power or ability printed on a source (a dial, a base, a
// card). A game keeps it in step with what the source shows.
type Printed struct {
	Source     SourceID
	Def        string
	Controller engine.Seat
}

// Effect is one lasting game effect. Its origin is the power that created
// it; when that power is countered or lost the effect ends at once.
type Effect struct {
	ID   EffectID
	Kind Kind
	// OriginSource and OriginDef name the power that created the effect;
	// OriginDef "" means a rule of the game created it, and it never ends
	// by loss of a power.
	OriginSource SourceID
	OriginDef    string
	Controller   engine.Seat
	Target       SourceID
	// Def is the granted power (Grant), the countered power (Counter), the
	// only origin power to ignore (Ignore, "" for all) or a name (Mark).
	Def  string
	Mode Mode
	// Stat is the modified stat (Modifier) or the only stat whose modifiers
	// are ignored (Ignore, "" for all).
	Stat   Stat
	Amount int32
	// Opposing limits an Ignore effect to effects of other controllers.
	Opposing bool
	Lasts    Duration
}

// Token is a pile of tokens on a source. Tokens are not game effects: they
// stay when the power that placed them is countered or lost.
type Token struct {
	Source SourceID
	Kind   string
	Count  int32
}

// Event is something that happened, raised by the game with Table.Raise.
type Event struct {
	Kind   EventKind
	Source SourceID
	Target SourceID
	Seat   engine.Seat
	Amount int32
	// Role tells an attack's Target from a character only InArea.
	Role Role
}

// Trigger is a triggered ability waiting on the Board's queue.
type Trigger struct {
	ID       uint32
	Batch    uint32
	Power    Holding
	Event    Event
	Optional bool
	// Chosen: its controller picked it to resolve next among simultaneous ones.
	Chosen bool
	// Accepted: its controller chose to use the optional ability.
	Accepted bool
}

// Board is the effect state a game embeds in its own state and saves with
// it: printed powers, lasting effects, tokens and the trigger queue. The zero
// Board is empty and ready; change it only through a Table so the rules of
// seed 002 hold, except for the token methods and Active.
type Board struct {
	// Active is the seat whose turn it is; its triggers resolve first.
	Active  engine.Seat
	Printed []Printed
	Effects []Effect
	Tokens  []Token
	Queue   []Trigger
	// LastID and LastBatch count effect/trigger IDs and Raise calls.
	LastID    uint32
	LastBatch uint32
}

func seatToInt8(s engine.Seat) int8 { return int8(s) }

func int8ToSeat(v int8) engine.Seat { return engine.Seat(v) }
