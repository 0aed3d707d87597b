package overrealm

import (
	"slices"

	"overdeck/engine"
	"overdeck/engine/effect"
)

//go:generate msgp -file view.go -o view_gen.go -io=false

// View is what one seat may know: its own pool, packet and hand; the other
// side's public board, hand size and the picks it revealed; the sizes of
// both decks but never their order; every discard pile and the effect
// board. A choice not yet revealed is not here (the engine holds it).
type View struct {
	Seat   int8      `msg:"s"`
	Mode   uint8     `msg:"mo"`
	Phase  uint8     `msg:"ph"`
	Turn   int16     `msg:"tu"`
	Pick   int8      `msg:"pk"`
	Result uint8     `msg:"r"`
	Shown  [2]string `msg:"sh"`
	// Trace is the last turn's resolution, step by step (public).
	Trace     []Step       `msg:"tr"`
	TraceTurn int16        `msg:"tt"`
	Resume    bool         `msg:"rs"` // see State.Resume
	P         [2]SideView  `msg:"p"`
	Board     effect.Board `msg:"b"`
}

// SideView is one seat's side of the table as a View shows it.
type SideView struct {
	Pool     []uint8 `msg:"po"` // the picks this view may see
	PoolN    int8    `msg:"pn"` // how many picks in all
	Packet   []uint8 `msg:"pa"` // own draft packet only
	PacketN  int8    `msg:"pc"`
	TeamSet  bool    `msg:"ts"`
	Mons     [3]Mon  `msg:"m"`
	Spot     [3]int8 `msg:"sp"`
	Hand     []uint8 `msg:"h"` // own hand only
	HandN    int8    `msg:"hn"`
	DeckN    int8    `msg:"dn"`
	Discard  []uint8 `msg:"di"`
	Played   []uint8 `msg:"pl"`
	Cubes    [3]int8 `msg:"c"`
	Maneuver int8    `msg:"mc"`
	NeedPick bool    `msg:"np"`
	Arrange  bool    `msg:"ar"`
	Peek     []uint8 `msg:"pe"` // own deck's top cards while arranging them (Clear Mind)
}

// View returns what seat may know. View(engine.NoSeat) shows public
// information only.
func (s *State) View(seat engine.Seat) engine.View {
	v := &View{Seat: int8(seat), Mode: s.Mode, Phase: s.Phase, Turn: s.Turn, Pick: s.Pick, Result: s.Result, Shown: s.Shown,
		Trace: slices.Clone(s.Trace), TraceTurn: s.TraceTurn, Resume: s.Resume}
	v.Board = effect.Board{Active: s.Board.Active, Printed: slices.Clone(s.Board.Printed), Effects: slices.Clone(s.Board.Effects),
		Tokens: slices.Clone(s.Board.Tokens), LastID: s.Board.LastID, LastBatch: s.Board.LastBatch}
	for i := range s.P {
		p := &s.P[i]
		own := engine.Seat(i) == seat
		sv := &v.P[i]
		sv.PoolN, sv.PacketN, sv.TeamSet = int8(len(p.Pool)), int8(len(p.Packet)), p.TeamSet
		for k, m := range p.Pool {
			if own || p.Shown[k] {
				sv.Pool = append(sv.Pool, m)
			}
		}
		if own {
			sv.Packet, sv.Hand = slices.Clone(p.Packet), slices.Clone(p.Hand)
			if p.Arrange {
				sv.Peek = slices.Clone(p.Deck[:min(3, len(p.Deck))])
			}
		}
		sv.Arrange = p.Arrange
		sv.Mons, sv.Spot, sv.Cubes, sv.Maneuver, sv.NeedPick = p.Mons, p.Spot, p.Cubes, p.Maneuver, p.NeedPick
		sv.HandN, sv.DeckN = int8(len(p.Hand)), int8(len(p.Deck))
		sv.Discard, sv.Played = slices.Clone(p.Discard), slices.Clone(p.Played)
	}
	return v
}
