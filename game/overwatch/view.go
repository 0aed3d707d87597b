package overwatch

import (
	"slices"

	"overdeck/engine"
	"overdeck/engine/effect"
)

//go:generate msgp -file view.go -o view_gen.go -io=false
//msgp:limit arrays:100000 maps:1000

// View is what one seat may know: the whole battlefield (heroes, counters,
// tokens, synergy, the power scores), both deck lists, both discard piles,
// its own hand, the other hand's size and the cards in it that were put
// there openly (a summoned hero, a hero returned by Symmetra), and the
// size of each deck, never its order.
type View struct {
	Seat   int8         `msg:"s"`
	Phase  uint8        `msg:"ph"`
	Round  int8         `msg:"ro"`
	Wins   [2]int8      `msg:"wi"`
	First  int8         `msg:"fi"`
	ToMove int8         `msg:"tm"`
	Passed [2]bool      `msg:"pa"`
	Turns  int16        `msg:"tu"`
	Power  [2]int16     `msg:"pw"` // live power scores
	Heroes []Hero       `msg:"he"`
	Syn    [2][3]int8   `msg:"sy"`
	Marks  []Mark       `msg:"mk"`
	Pend   Pending      `msg:"pe"`
	Last   LastUlt      `msg:"la"`
	NextID int32        `msg:"id"`
	Result []RoundEnd   `msg:"rs"`
	Board  effect.Board `msg:"b"`
	P      [2]SideView  `msg:"p"`
	// What the rules compute for the table, from public information only.
	RowPower  [2][3]int16 `msg:"rp"` // each row's share of Power
	HeroPower []int16     `msg:"hp"` // each hero's share, in Heroes order, tokens included (0 when defeated)
	Ask       Ask         `msg:"ak"` // the pending skill's next choice
	Ults      []UltInfo   `msg:"ul"` // every hero in play with an ultimate
}

// Ask is the choice a skill in use asks for next (View.Ask): Asking is
// false while no skill is choosing (or its primary option is chosen first,
// with the keys a, b and skip).
type Ask struct {
	Asking bool   `msg:"a"`
	What   uint8  `msg:"w"` // PickHero, PickRow, ...: what the keys t<value> name
	Prompt string `msg:"p"` // "target enemy", "X"
	Stop   bool   `msg:"s"` // "up to": done may end the choosing
}

// UltInfo is what one hero's ultimate costs now and whether it may be
// activated (View.Ults), as its owner would see on its own turn.
type UltInfo struct {
	Hero  int32 `msg:"h"`
	Cost  int8  `msg:"c"` // synergy from the hero's row, after B.O.B. and Mei tokens (X ultimates: at X = 1)
	X     bool  `msg:"x"` // the user chooses the cost X
	Block uint8 `msg:"b"` // UltReady, or why it cannot be activated now
}

// SideView is one seat's cards as a View shows them.
type SideView struct {
	Pool    []uint8 `msg:"po"` // the deck list (public)
	Hand    []uint8 `msg:"h"`  // own hand only
	Known   []uint8 `msg:"kn"` // cards of this hand both players know
	HandN   int8    `msg:"hn"`
	DeckN   int8    `msg:"dn"`
	Discard []uint8 `msg:"di"`
}

// View returns what seat may know; View(engine.NoSeat) shows public
// information only.
func (g *State) View(seat engine.Seat) engine.View {
	v := &View{Seat: int8(seat), Phase: g.Phase, Round: g.Round, Wins: g.Wins, First: g.First, ToMove: g.ToMove,
		Passed: g.Passed, Turns: g.Turns, Heroes: slices.Clone(g.Heroes), Syn: g.Syn, Marks: slices.Clone(g.Marks),
		Pend: g.Pend, Last: g.Last, NextID: g.NextID, Result: slices.Clone(g.Result)}
	v.Pend.Picks = slices.Clone(g.Pend.Picks)
	v.Power = [2]int16{int16(g.Power(0)), int16(g.Power(1))}
	v.Board = cloneBoard(&g.Board)
	v.RowPower = g.rowPowers()
	v.HeroPower = g.powersByHero()
	v.Ask = g.ask()
	v.Ults = g.ultInfos()
	for i := range g.P {
		p := &g.P[i]
		sv := &v.P[i]
		sv.Pool, sv.Known, sv.Discard = slices.Clone(p.Pool), slices.Clone(p.Known), slices.Clone(p.Discard)
		sv.HandN, sv.DeckN = int8(len(p.Hand)), int8(len(p.Deck))
		if engine.Seat(i) == seat {
			sv.Hand = slices.Clone(p.Hand)
		}
	}
	return v
}

// cloneBoard returns a deep copy of b.
func cloneBoard(b *effect.Board) effect.Board {
	return effect.Board{Active: b.Active, Printed: slices.Clone(b.Printed), Effects: slices.Clone(b.Effects),
		Tokens: slices.Clone(b.Tokens), Queue: slices.Clone(b.Queue), LastID: b.LastID, LastBatch: b.LastBatch}
}
