package multiverse

import (
	"slices"

	"overdeck/engine"
	"overdeck/engine/effect"
)

//go:generate msgp -file view.go -o view_gen.go -io=false

// View is all the player may know: the hand, the discard pile, every face-up
// card with its current power, the sizes of the Power Deck and of the
// Battleground Deck (never their order), face-down cards as face-down only,
// what the player may do now and why not, the pending Delayed skills and the
// Multiverse's last turn step by step.
type View struct {
	Level  uint8 `msg:"lv"` // index into Levels
	Phase  uint8 `msg:"ph"`
	Result uint8 `msg:"r"`
	Turn   int16 `msg:"tu"`
	// DeckList is the Power Deck as built, sorted: not its order.
	DeckList []uint8 `msg:"dl"`
	DeckN    int16   `msg:"dn"`
	Discard  []uint8 `msg:"di"` // bottom first; the last is on top
	Hand     []uint8 `msg:"h"`
	BGDeckN  int8    `msg:"bn"`
	MyBG     int8    `msg:"mb"` // the player's battleground, -1 for none
	MVBG     []uint8 `msg:"vb"` // the Multiverse's battlegrounds
	// Mine are the player's defense spots.
	Mine [DefenseSpots]SlotView `msg:"m"`
	// Champ is the Champion (-1 for none); ChampPower its power now.
	Champ      int8 `msg:"c"`
	ChampUp    bool `msg:"cu"`
	ChampPower int8 `msg:"cp"`
	// Rows are the Multiverse's defense cards, row by row, row 0 nearest the
	// player, Cols a row; Near is the nearest row that still has a card
	// (the only row the player may attack), -1 when none.
	Rows  []SlotView `msg:"rw"`
	NRows uint8      `msg:"nr"`
	Cols  uint8      `msg:"nc"`
	Near  int8       `msg:"ne"`
	Spent bool       `msg:"sp"` // the Multiverse's attackers are discarded after attacking (see State.Spent)
	Left  int8       `msg:"lf"` // Multiverse defense cards still in play
	// Beaten counts the Multiverse's defense cards the player defeated,
	// Lost the player's defense cards defeated (State.Beaten, State.Lost).
	Beaten int16 `msg:"bt"`
	Lost   int16 `msg:"ls"`
	// Phase 2 so far.
	SlowUsed bool       `msg:"su"`
	Attacked bool       `msg:"at"`
	Drew     bool       `msg:"dr"`
	Fight    CombatView `msg:"f"`
	Can      Allowed    `msg:"ca"`
	// Pending are the Delayed skills waiting for the end of the turn.
	Pending []PendingView `msg:"pd"`
	// Trace is the Multiverse's last turn, played before turn TraceTurn.
	Trace     []Step `msg:"tr"`
	TraceTurn int16  `msg:"tt"`
	// Revealed: the last action revealed something (a draw, a flip, a roll).
	// Safe: how many of the player's last actions came after the last
	// reveal; an undo may take back only those.
	Revealed bool  `msg:"rv"`
	Safe     int16 `msg:"sf"`
	// Board is the public effect board (skills of face-up cards, lasting
	// effects), for the bots' deals.
	Board effect.Board `msg:"b"`
}

// SlotView is one defense spot as the player sees it.
type SlotView struct {
	Has bool `msg:"h"`
	Up  bool `msg:"u"`
	// Card is the Power card, -1 while face down; Power is its power now
	// (its printed power with every on-going change), 0 while face down.
	Card  int16 `msg:"c"`
	Power int8  `msg:"p"`
	// Mod is the lasting change on the spot (Sap, Fortify), public even
	// while the card is face down.
	Mod int8 `msg:"md"`
}

// CombatView is the player's attack while Instants may join it.
type CombatView struct {
	On       bool    `msg:"on"`
	Attacker int16   `msg:"a"` // the attacking card (a Champion number when Champ)
	Champ    bool    `msg:"ch"`
	Target   int8    `msg:"t"` // index into Rows
	WasDown  bool    `msg:"wd"`
	Instants []uint8 `msg:"in"`
	// Attack and Defense are the totals now; Wins says the attack would
	// succeed if fought now.
	Attack  int8 `msg:"ak"`
	Defense int8 `msg:"df"`
	Wins    bool `msg:"w"`
	// Bonus and Guard are what skills and Instants added to the attack and
	// the defense so far; Loot and Riposte are the skills waiting on the
	// result.
	Bonus   int8 `msg:"bo"`
	Guard   int8 `msg:"gu"`
	Loot    int8 `msg:"lo"`
	Riposte bool `msg:"ri"`
}

// Allowed says what the player may do now, and why not.
type Allowed struct {
	Slow     bool   `msg:"s"`  // play a Slow card from hand
	Champion bool   `msg:"c"`  // flip the Champion
	Attack   bool   `msg:"a"`  // attack with a Super (or the face-up Champion)
	Draw     bool   `msg:"d"`  // draw instead of attacking
	End      bool   `msg:"e"`  // end the turn
	Instant  bool   `msg:"i"`  // play an Instant into the combat
	Fight    bool   `msg:"f"`  // fight the combat out
	Discard  bool   `msg:"x"`  // discard down to the hand limit
	SlowWhy  string `msg:"sw"` // why no Slow card may be played, "" when one may
	ChampWhy string `msg:"cw"`
	// AttackWhy says why no attack may be made; DrawWhy why no draw.
	AttackWhy  string `msg:"aw"`
	DrawWhy    string `msg:"dw"`
	InstantWhy string `msg:"iw"`
	// EndNote says what ending the turn does now ("draws a card first").
	EndNote string `msg:"en"`
}

// PendingView is one Delayed skill waiting for the end of the turn.
type PendingView struct {
	Card  uint8  `msg:"c"`
	Multi bool   `msg:"m"` // it is the Multiverse's
	Text  string `msg:"t"`
}

// View returns what the player (seat 0) may know; any other seat gets the
// same public view without the hand.
func (s *State) View(seat engine.Seat) engine.View {
	v := &View{Level: s.Level, Phase: s.Phase, Result: s.Result, Turn: s.Turn,
		DeckList: slices.Clone(s.DeckList), DeckN: int16(len(s.Deck)), Discard: slices.Clone(s.Discard),
		BGDeckN: int8(len(s.BGDeck)), MyBG: s.MyBG, MVBG: slices.Clone(s.MVBG),
		Champ: s.Champ, ChampUp: s.ChampUp, NRows: s.NRows, Cols: s.Cols, Spent: s.Spent, Near: int8(s.near()), Left: int8(s.left()), Beaten: s.Beaten, Lost: s.Lost,
		SlowUsed: s.SlowUsed, Attacked: s.Attacked, Drew: s.Drew,
		Trace: slices.Clone(s.Trace), TraceTurn: s.TraceTurn, Revealed: s.Revealed, Safe: s.Safe,
		Board: cloneBoard(&s.Board)}
	if seat == 0 {
		v.Hand = slices.Clone(s.Hand)
	} else {
		v.Hand = []uint8{}
	}
	for i := range s.Mine {
		v.Mine[i] = s.slotView(mineSrc(i), s.Mine[i])
	}
	v.Rows = s.rowsView()
	if s.Champ >= 0 {
		v.ChampPower = int8(s.powerOf(champSrc))
	}
	v.Fight = s.combatView()
	v.Can = s.allowed()
	v.Pending = s.pendingView()
	return v
}

// rowsView returns the Multiverse's rows as the player sees them.
func (s *State) rowsView() []SlotView {
	out := make([]SlotView, len(s.Rows))
	for i, sl := range s.Rows {
		out[i] = s.slotView(rowSrc(i), sl)
	}
	return out
}

// slotView shows one spot: a face-down card only as face down.
func (s *State) slotView(src effect.SourceID, sl Slot) SlotView {
	v := SlotView{Has: sl.Has, Up: sl.Up, Card: -1}
	if !sl.Has {
		return v
	}
	v.Mod = int8(s.lasting(src))
	if sl.Up {
		v.Card = int16(sl.Card)
		v.Power = int8(s.powerOf(src))
	}
	return v
}

// cloneBoard copies an effect board.
func cloneBoard(b *effect.Board) effect.Board {
	c := *b
	c.Printed, c.Effects, c.Tokens, c.Queue = slices.Clone(b.Printed), slices.Clone(b.Effects), slices.Clone(b.Tokens), slices.Clone(b.Queue)
	return c
}
