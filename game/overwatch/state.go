package overwatch

import (
	"math/rand/v2"

	"overdeck/engine"
	"overdeck/engine/effect"
)

//go:generate msgp -file state.go -o state_gen.go -io=false
//msgp:limit arrays:100000 maps:1000

// Rows of a side, from the front.
const (
	Front int8 = iota
	Middle
	Back
)

// Phases of a match.
const (
	PhaseTurn  uint8 = iota // the seat to act chooses a hero, an ultimate or pass
	PhaseSkill              // the seat to act is choosing how to use a skill
	PhaseOver               // the match is over
)

// State is the full state of an Overwatch Card Game match, hidden cards
// included. Everything is plain data in a fixed order (no maps), so equal
// states encode to equal bytes. The power score is not stored: Power
// recomputes it from the layout and the marks in play.
type State struct {
	Phase  uint8        `msg:"ph"`
	Round  int8         `msg:"ro"` // from 1
	Wins   [2]int8      `msg:"wi"` // rounds won
	First  int8         `msg:"fi"` // the seat that went first this round
	ToMove int8         `msg:"tm"` // the seat to act
	Passed [2]bool      `msg:"pa"` // passed this round
	Turns  int16        `msg:"tu"` // turns taken this match
	Dealt  [2]int16     `msg:"dl"` // damage counters each side put on the other's heroes this match
	P      [2]Player    `msg:"p"`  // both players' cards
	Heroes []Hero       `msg:"he"` // heroes in play, both sides, by ID
	Syn    [2][3]int8   `msg:"sy"` // synergy tokens on each row
	Marks  []Mark       `msg:"mk"` // hero tokens and lasting effects
	Pend   Pending      `msg:"pe"` // the skill being used, if any
	Last   LastUlt      `msg:"la"` // the last ultimate used this round
	NextID int32        `msg:"id"` // the next hero ID
	Result []RoundEnd   `msg:"rs"` // every finished round
	Board  effect.Board `msg:"b"`  // printed skills and passives

	rnd *rand.Rand            `msg:"-"` // the move's random generator
	tt  *engine.Turn          `msg:"-"` // the move's log
	fx  *effect.Cache[*State] `msg:"-"` // see tbl
	scr *scratch              `msg:"-"` // a bot's sample's reused memory, see LegalInto
	lis *listenMemo           `msg:"-"` // what listens looked up, see listenMemo
}

// Player is one seat's cards.
type Player struct {
	Pool    []uint8 `msg:"po"` // the deck list, sorted (public)
	Hand    []uint8 `msg:"h"`  // sorted
	Known   []uint8 `msg:"kn"` // cards in Hand the other seat knows of, sorted
	Deck    []uint8 `msg:"d"`  // top last
	Discard []uint8 `msg:"di"`
}

// Hero is one hero card on the battlefield.
type Hero struct {
	ID       int32 `msg:"i"`
	Card     uint8 `msg:"c"`
	Side     int8  `msg:"s"` // owner
	Row      int8  `msg:"r"`
	Col      int8  `msg:"o"`
	Dmg      int8  `msg:"d"` // damage counters
	Shield   int8  `msg:"sh"`
	Zarya    int8  `msg:"z"` // Zarya tokens (shield tokens that Particle Cannon counts)
	Bonus    int8  `msg:"b"` // extra health (Mauga's counters)
	Defeated bool  `msg:"x"`
	UltUsed  bool  `msg:"u"`
	Played   bool  `msg:"pl"` // its primary ability step is over
	Tally    int8  `msg:"t"`  // Wound damage its Jagged Blade has dealt
	Token    bool  `msg:"tk"` // not a card (the D.Va that Self Destruct leaves)
}

// Mark is a hero token or a lasting effect on the battlefield. A mark lies
// next to a row (On == 0: Side and Row say which) or on a hero (On).
type Mark struct {
	Kind uint8 `msg:"k"`
	By   int32 `msg:"b"` // the hero that placed it
	Seat int8  `msg:"s"` // the seat that placed it
	On   int32 `msg:"o"`
	Side int8  `msg:"si"`
	Row  int8  `msg:"r"`
	N    int8  `msg:"n"` // tokens in the pile, or a value
}

// Pending is a skill in use whose choices are not all made yet.
type Pending struct {
	Hero   int32   `msg:"h"` // the user; 0 when nothing is pending
	Ult    bool    `msg:"u"`
	Opt    int8    `msg:"o"` // 0: choosing whether (and which) to use; 1 or 2: the option
	Card   uint8   `msg:"c"` // the card whose skill runs (Echo copies another's)
	Picks  []int16 `msg:"p"`
	Copied bool    `msg:"cp"` // an ultimate copied by Echo
	X      int8    `msg:"x"`  // the X of a copied variable ultimate
}

// LastUlt is the last ultimate used this round (for Echo's Duplicate).
type LastUlt struct {
	Card uint8 `msg:"c"`
	Used bool  `msg:"u"`
	X    int8  `msg:"x"`
}

// RoundEnd is the result of one finished round.
type RoundEnd struct {
	Power    [2]int16    `msg:"p"`
	Synergy  [2]int16    `msg:"s"`
	Won      [2]bool     `msg:"w"`
	By       uint8       `msg:"by"` // what decided it: DecidedByPower, DecidedBySynergy or DecidedTie
	Round    int8        `msg:"r"`  // its number, from 1
	First    int8        `msg:"f"`  // the seat that went first
	RowPower [2][3]int16 `msg:"rp"` // each row's share of the power
	Standing [2]int8     `msg:"st"` // living heroes on each side
	Fallen   [2]int8     `msg:"x"`  // defeated heroes on each side
}

// What decided a round (RoundEnd.By).
const (
	DecidedByPower   uint8 = iota // the higher power won
	DecidedBySynergy              // power tied; more unspent synergy won
	DecidedTie                    // power and synergy tied: both won
)
