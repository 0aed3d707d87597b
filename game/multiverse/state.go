package multiverse

import (
	"overdeck/engine"
	"overdeck/engine/effect"
)

//go:generate msgp -file state.go -o state_gen.go -io=false

// Phases of a game (State.Phase).
const (
	PhaseMain    uint8 = iota // player phase 2: Slow card or Champion flip, attack or draw
	PhaseCombat               // the player's attack is declared: Instants may join, then fight
	PhaseDiscard              // player phase 3: discard down to the hand limit
	PhaseOver                 // the game is over
)

// Results of a game (State.Result).
const (
	ResultRunning   uint8 = iota
	ResultWon             // every Multiverse defense card is defeated
	ResultNoDefense       // the player's three defense cards are gone
	ResultNoDeck          // the Power Deck ran out
)

// HandLimit is the most cards a hand may hold at the end of the player's turn.
const HandLimit = 6

// DefenseSpots is how many defense cards the player places.
const DefenseSpots = 3

// State is the full state of a game of Against the Multiverse, hidden cards
// included. It is flat data in a fixed order: equal states encode to equal
// bytes.
type State struct {
	Level  uint8 `msg:"lv"` // index into Levels
	Phase  uint8 `msg:"ph"`
	Result uint8 `msg:"r"`
	Turn   int16 `msg:"tu"` // the player's turn number, from 1
	// DeckList is the Power Deck as built, sorted (public to the player).
	DeckList []uint8 `msg:"dl"`
	Deck     []uint8 `msg:"d"` // the Power Deck, top first (hidden)
	Discard  []uint8 `msg:"di"`
	Hand     []uint8 `msg:"h"`
	// BGDeck is what is left of the Battleground Deck, top first (hidden).
	BGDeck []uint8 `msg:"bd"`
	MyBG   int8    `msg:"mb"` // the player's battleground, -1 for none
	// MVBG are the Multiverse's battlegrounds, face up.
	MVBG    []uint8            `msg:"vb"`
	Mine    [DefenseSpots]Slot `msg:"m"`
	Champ   int8               `msg:"c"` // the Champion, -1 for none
	ChampUp bool               `msg:"cu"`
	// Rows are the Multiverse's defense cards, row by row, row 0 nearest the
	// player; Cols cards a row.
	Rows  []Slot `msg:"rw"`
	NRows uint8  `msg:"nr"`
	Cols  uint8  `msg:"nc"`
	// Spent is the "attackers spent" reading (setup option attackers=spent):
	// the Multiverse's attacking cards go to the discard pile after each
	// attack. Otherwise they stay face up in their row until defeated.
	Spent bool `msg:"sp"`
	// Phase 2 of the player's turn so far.
	SlowUsed bool         `msg:"su"` // a Slow card was played or the Champion flipped
	Attacked bool         `msg:"at"` // an attack was made
	Drew     bool         `msg:"dr"` // drew instead of attacking
	Fight    Combat       `msg:"f"`
	Board    effect.Board `msg:"b"`
	// Trace is the Multiverse's last turn step by step, for TraceTurn.
	Trace     []Step `msg:"tr"`
	TraceTurn int16  `msg:"tt"`
	// Revealed says whether the last action revealed anything (a draw, a
	// flip, a roll); Safe counts the player's actions since the last one
	// that did, the ones an undo may take back.
	Revealed bool  `msg:"rv"`
	Safe     int16 `msg:"sf"`
	// Rolls are every d6 roll of the game, in order.
	Rolls []int8 `msg:"ro"`
	// Beaten counts the Multiverse's defense cards the player defeated (by
	// attack, Strike or Riposte; not its attackers that left play), Lost
	// the player's defense cards defeated, ChampFlips the times the
	// Champion was turned face up: what the game-over screen and the
	// record tell, which the rest of the state cannot.
	Beaten     int16 `msg:"bt"`
	Lost       int16 `msg:"ls"`
	ChampFlips int16 `msg:"cf"`

	tt      *engine.Turn          `msg:"-"`
	last    [3]int8               `msg:"-"` // the Multiverse's last attack: total, defense, 1 if it succeeded
	dice    []int8                `msg:"-"` // scenario tests: the next d6 rolls, before the match's RNG
	running bool                  `msg:"-"` // the effect queue is being run
	playing int16                 `msg:"-"` // the card being played (number+1), 0 none
	loud    bool                  `msg:"-"` // the Turn keeps a log (not a bot's simulation)
	tracing bool                  `msg:"-"`
	fx      *effect.Cache[*State] `msg:"-"`
	lb      []action              `msg:"-"` // LegalInto's working list, this state's own
	told    *tally                `msg:"-"` // the public table as the log last told it (see narrate)
}

// Slot is one defense spot: a card face down or face up, or empty.
type Slot struct {
	Card uint8 `msg:"c"`
	Has  bool  `msg:"h"`
	Up   bool  `msg:"u"`
}

// Combat is the attack being made (Phase PhaseCombat) or being resolved.
type Combat struct {
	On bool `msg:"on"`
	// Attacker is the attacking card; Champ says it is the Champion.
	Attacker uint8 `msg:"a"`
	Champ    bool  `msg:"ch"`
	Target   int8  `msg:"t"`  // index into Rows (or Mine, in the Multiverse's attack)
	WasDown  bool  `msg:"wd"` // the target was face down when attacked
	// Instants are the cards joined from hand, in order.
	Instants []uint8 `msg:"in"`
	// Bonus is what Offensive skills and Instants add to the attack; Guard
	// what Defense skills add to the defense.
	Bonus int8 `msg:"bo"`
	Guard int8 `msg:"gu"`
	// Loot: the attack draws a card if it succeeds; Riposte: the defender
	// takes a card of the attacking side if it holds.
	Loot    int8 `msg:"lo"`
	Riposte bool `msg:"ri"`
	// Attackers are the Multiverse's attacking slots (its attack only).
	Attackers []int8 `msg:"as"`
}
