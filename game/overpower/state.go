package overpower

import (
	"math/rand/v2"

	"overdeck/engine"
	"overdeck/engine/effect"
)

//go:generate msgp -file state.go -o state_gen.go -io=false
//msgp:limit arrays:100000 maps:1000

// Phases of a battle (State.Phase), in the rulebook's order, and the end.
const (
	PhaseEvent   uint8 = iota + 1 // 2: a player with several Events picks the one to play
	PhaseDiscard                  // 3: a player picks which of a group of duplicates to keep
	PhasePlace                    // 4: alternate placing, or pass
	PhaseVenture                  // 5: wager objectives, then concede or fight
	PhaseBattle                   // 6: offensive turns and their exchanges
	PhasePost                     // 7: one offensive action each after a concession
	PhaseEnd                      // 8: the winner of a venture out of Completed objectives lifts Defeated ones
	PhaseOver                     // the match is over
)

// Steps of the exchange (Exchange.Step): see the package doc.
const (
	StepIdle    uint8 = iota // the seat to move declares an offensive action, passes or concedes
	StepNegate               // the defender may negate the card in the Astral Plane
	StepCounter              // no longer used: a negate played in defence is not negated (negating.go)
	StepDefend               // the defender blocks, avoids, makes the target invalid or takes the hit
	StepFollow               // the attacker makes a Teamwork follow-up (the second one may be declined)
	StepAlly                 // a teammate of the Ally's player plays a Special card
	StepMore                 // the attacker may make an additional attack
	StepChoose               // a card's own choice (Mover says whose)
)

// Venture-phase sub-steps (State.Sub).
const (
	SubWager   uint8 = iota // the seat to move ventures objectives
	SubLook                 // Merlin looks at the top card of the Draw Pile
	SubConcede              // the seat to move concedes or fights
)

// State is the full state of an OverPower match, hidden cards included.
// Every card copy is an instance (Inst, numbered from 1) that lies in
// exactly one place: a pile, a hand, a character's placed slots, hits or
// permanent record, the Astral Plane (InPlay), the exchange or a homebase.
type State struct {
	Mode    uint8        `msg:"mo"` // ModeVenture, ModeBrawl, ModeSkirmish
	Phase   uint8        `msg:"ph"`
	Sub     uint8        `msg:"sb"`
	Battle  int16        `msg:"ba"` // from 1
	Init    int8         `msg:"in"` // the seat with initiative
	ToMove  int8         `msg:"tm"` // the seat to decide
	Inst    []Inst       `msg:"is"` // index 0 unused
	Chars   [8]Char      `msg:"ch"` // seat s owns Chars[4s:4s+4]
	P       [2]Player    `msg:"p"`
	InPlay  []Lasting    `msg:"ip"` // cards in effect: Astral Plane or attached
	Ex      Exchange     `msg:"ex"`
	Held    []Exchange   `msg:"hd"` // attacks waiting while a counter-attack (Quick Draw) is resolved
	Shared  []int8       `msg:"sh"` // Skirmish: objectives still in the Astral Plane (count per battle stack)
	Won     [2]int8      `msg:"wo"` // Skirmish: objectives claimed
	SkirN   int8         `msg:"sk"` // Skirmish: objectives in the game
	Winner  int8         `msg:"wn"` // the winner once over; -1 a draw
	Why     string       `msg:"wy"`
	Steps   int32        `msg:"st"` // decisions taken (a tie-break for the bots' random generator)
	Conc    int8         `msg:"cc"` // the seat that conceded this battle, or -1
	PostN   int8         `msg:"pn"` // post-concession actions taken
	Ties    int8         `msg:"ti"` // battles in a row ending in a tie
	PassRun int8         `msg:"pr"` // passes in a row this battle
	Board   effect.Board `msg:"b"`
	Choice  Choice       `msg:"cq"`
	Marks   []Mark       `msg:"mk"` // lasting effects a card left on a character or a seat

	rnd *rand.Rand            `msg:"-"`
	tt  *engine.Turn          `msg:"-"`
	fx  *effect.Cache[*State] `msg:"-"`
	buf []Move                `msg:"-"` // LegalInto's working list, this state's own
	dl  dealBufs              `msg:"-"` // DeterminizeInto's working memory, this state's own
	ls  lists                 `msg:"-"` // the move generator's spare lists, this state's own
}

// Inst is one card copy: its catalogue entry and its owner.
type Inst struct {
	Card  uint16 `msg:"c"`
	Owner int8   `msg:"o"`
}

// Char is one character of a team. Pos 0 to 2 is the Front Line, 3 the
// Reserve. A KO'd character is in its owner's Defeated Characters Pile.
type Char struct {
	Card   uint8     `msg:"c"`
	Pos    int8      `msg:"p"`
	KO     bool      `msg:"k"`
	KOAt   int16     `msg:"ka"` // the battle it was KO'd in
	Placed [3]uint16 `msg:"pl"` // Power, Special, Universe slots (0: empty)
	Extra  uint16    `msg:"xp"` // a placed card that takes no slot (Lancelot's Sword and Shield)
	Hits   []Hit     `msg:"h"`  // hits from current battle
	Record []Hit     `msg:"r"`  // permanent record
}

// Hit is one card lying as a hit on a character.
type Hit struct {
	Inst  uint16 `msg:"i"`
	Dmg   int8   `msg:"d"` // numerical damage
	Type  int8   `msg:"t"` // the type it acted as (AnyPower: none for Spectrum)
	Multi bool   `msg:"m"` // a MultiPower hit: one more type for Spectrum
	Icons uint8  `msg:"ic"`
	By    int8   `msg:"b"`  // the seat that made it
	NoVen bool   `msg:"nv"` // does not count to Venture Total
	TW    bool   `msg:"tw"` // made by a Teamwork card or its follow-up
}

// Player is one seat's cards and objectives.
type Player struct {
	Home    int8      `msg:"hm"` // homebase, -1 none
	HomeP   [2]uint16 `msg:"hp"` // placed on the homebase: Special, Aspect
	Set     int8      `msg:"ms"` // mission set, -1 none
	Draw    []uint16  `msg:"d"`  // top last
	Hand    []uint16  `msg:"h"`
	Known   []uint16  `msg:"kn"` // hand cards the other seat has seen
	Open    bool      `msg:"op"` // plays open-handed this battle
	Pack    []uint16  `msg:"pk"` // Power Pack
	Dead    []uint16  `msg:"de"` // Dead Pile
	Defeat  []uint16  `msg:"df"` // Defeated Characters Pile
	Gone    []uint16  `msg:"go"` // removed from the game
	Event   uint16    `msg:"ev"` // face-down Event
	Obj     [7]int8   `msg:"ob"` // each objective's pile: ObjReserve, ObjCompleted, ObjDefeated
	Vent    [7]bool   `msg:"vn"` // ventured (carried over after a tie)
	Carry   int8      `msg:"ca"` // objectives carried from a tie: at least one more is needed
	Passed  bool      `msg:"pa"`
	Placing bool      `msg:"pg"` // still placing this phase
	Cards   int8      `msg:"cd"` // cards played on this offensive turn (the 1st icon)
	Post    bool      `msg:"po"` // took (or declined) its post-concession action
	LostVen bool      `msg:"lv"` // lost the venture of the previous battle
	Redraw  bool      `msg:"rd"` // the first-battle re-draw is still owed
	Keep    []uint16  `msg:"kp"` // duplicate group being decided (Discard Phase)
	Bonus   int16     `msg:"bo"` // venture total modifiers this battle from cards that left play
	Tossed  bool      `msg:"to"` // discarded a card this Discard Phase
	Offered bool      `msg:"of"` // Dracula's offer was made or declined this battle
	Lift    int8      `msg:"li"` // Defeated-objective lifts still to choose (End of Battle)
	VenNew  int8      `msg:"vw"` // objectives ventured this battle (not carried)
	Peek    uint16    `msg:"pe"` // the top card Merlin is looking at
}

// Objective piles (Player.Obj).
const (
	ObjReserve int8 = iota
	ObjCompleted
	ObjDefeated
)

// Lasting is a card in effect: in the Astral Plane (On < 0) or attached to
// character On.
type Lasting struct {
	Inst  uint16 `msg:"i"`
	Owner int8   `msg:"o"`
	On    int8   `msg:"on"`
	Game  bool   `msg:"g"` // lasts the remainder of the game (else the battle)
	N     int8   `msg:"n"` // a counter the card keeps (a chosen character, a type)
	Hits  []Hit  `msg:"h"` // hits moved here from a character KO'd this battle
}

// Exchange is the offensive action in progress and what may follow it.
type Exchange struct {
	Step    uint8  `msg:"s"`
	Card    uint16 `msg:"c"`  // the card declared
	With    uint16 `msg:"w"`  // a Power card combined with it, or the universe combined with a Power card
	By      int8   `msg:"b"`  // the character playing it
	Type    int8   `msg:"t"`  // the declared type
	Val     int8   `msg:"v"`  // the value a block must reach
	Dmg     int8   `msg:"d"`  // the damage a hit does
	Tgt     int8   `msg:"tg"` // the target, -1 for a Utility
	Multi   bool   `msg:"m"`
	AnyP    bool   `msg:"a"`
	Icons   uint8  `msg:"ic"`
	Neg     uint16 `msg:"n"`  // the defender's negate
	TW      uint16 `msg:"tw"` // a Teamwork card whose follow-ups are due
	TWUsed  uint8  `msg:"tu"` // follow-up slots used (bit 0 first type, bit 1 second)
	TWBy    uint8  `msg:"tb"` // characters that took part (bits of Chars index)
	Ally    uint16 `msg:"al"` // an Ally card whose Special is due
	Extra   int8   `msg:"x"`  // additional attacks allowed
	ExBon   int8   `msg:"xb"` // their bonus
	InTW    bool   `msg:"it"` // this attack is a Teamwork card or its follow-up
	TWFrom  int8   `msg:"tf"` // the character that played the Teamwork card
	AllyBy  int8   `msg:"ab"` // the character that played the Ally card
	Att     int8   `msg:"at"` // the attacking seat
	MoreBy  int8   `msg:"mb"` // a character that may play one more Special card (-1 none)
	Forced  int8   `msg:"fo"` // 1 + the character the rest of the turn's attacks must target (0: none)
	Strokes bool   `msg:"qs"` // 3 Quick Strokes: Combat attacks on its target; KO at 15 damage on a hit
	NoSpDef bool   `msg:"ns"` // the attacks of this turn may not be defended by a Special card
	Combat  bool   `msg:"cb"` // the additional attack must be a Combat Power card attack (Baptized in Combat)
	Exile   bool   `msg:"xl"` // the defended attack is removed from the game (Form of Water)
	MatesOf int8   `msg:"mo"` // 1 + the character whose teammates make the additional attacks, each once (0: anyone)
	Mates   uint8  `msg:"mt"` // the teammates that made one
	Quick   bool   `msg:"qd"` // a held attack whose attacker was hit by the counter-attack: it is discarded
	ToRes   bool   `msg:"tr"` // the additional attack must be made on the opposing Reserve (Trample)
	Shifted bool   `msg:"sf"` // the attack was shifted by a card in play (once per attack)
}

// Mark is a lasting effect a resolved card left behind: N more of stat
// markStats[Stat] for character On (On 8 and 9: seat 0 and 1), for the
// battle or (Game) the game.
type Mark struct {
	Stat uint8  `msg:"s"`
	On   int8   `msg:"o"`
	N    int8   `msg:"n"`
	Game bool   `msg:"g"`
	By   uint16 `msg:"b"` // the card that left it
}

// Choice is a card's own pending choice (StepChoose or a phase's): whose
// it is, what it is for, and its options.
type Choice struct {
	Seat  int8     `msg:"s"`
	Def   string   `msg:"d"` // the effect Def whose handler resolves it
	Src   uint16   `msg:"c"` // the card asking
	Opts  []uint16 `msg:"o"` // card instances (Cards) or small numbers
	Cards bool     `msg:"cs"`
	None  bool     `msg:"no"` // a "none" option follows the others
	N     int8     `msg:"n"`  // a count the card keeps (cards still to pick)
	Back  uint8    `msg:"b"`  // how the exchange resumes (Resume...)
	Prev  uint8    `msg:"p"`  // the exchange step it interrupted

}
