package overpower

import (
	"slices"

	"overdeck/engine"
	"overdeck/engine/effect"
)

//go:generate msgp -file view.go -o view_gen.go -io=false
//msgp:limit arrays:100000 maps:1000

// Hidden stands in View.Cards for an instance the seat cannot see.
const Hidden uint16 = 0xFFFF

// View is what one seat may know: both teams with their placed cards,
// hits and permanent records, the Astral Plane, the exchange in progress,
// the discard piles (every discard is revealed), objectives, its own hand,
// face-down Event and the cards its Draw Pile holds (never their order),
// the other hand's size and the cards in it that were revealed. Cards
// gives each instance's catalogue code, or Hidden for one in the other
// player's Draw Pile, hand (unless revealed) or face-down Event.
type View struct {
	Seat    int8         `msg:"s"`
	Mode    uint8        `msg:"mo"`
	Phase   uint8        `msg:"ph"`
	Sub     uint8        `msg:"sb"`
	Battle  int16        `msg:"ba"`
	Init    int8         `msg:"in"`
	ToMove  int8         `msg:"tm"`
	Cards   []uint16     `msg:"cs"`
	Chars   [8]Char      `msg:"ch"`
	P       [2]SideView  `msg:"p"`
	InPlay  []Lasting    `msg:"ip"`
	Ex      Exchange     `msg:"ex"`
	Held    []Exchange   `msg:"hd"` // attacks waiting under a counter-attack
	Shared  []int8       `msg:"sh"`
	Won     [2]int8      `msg:"wo"`
	SkirN   int8         `msg:"sk"`
	Winner  int8         `msg:"wn"`
	Why     string       `msg:"wy"`
	Steps   int32        `msg:"st"`
	Conc    int8         `msg:"cc"`
	PostN   int8         `msg:"pn"`
	PassRun int8         `msg:"pr"`
	Choice  Choice       `msg:"cq"`
	Marks   []Mark       `msg:"mk"`
	Board   effect.Board `msg:"b"`
	// What the rules compute for the table from public information.
	Venture [2]int16  `msg:"vt"` // live Venture Totals
	KO      [8]KOInfo `msg:"ko"`
}

// KOInfo is how near a character is to each KO.
type KOInfo struct {
	Damage    int8 `msg:"d"` // current battle plus permanent record
	Threshold int8 `msg:"t"` // its Cumulative KO threshold now
	Spectrum  int8 `msg:"s"` // types toward Spectrum KO (of 3)
}

// SideView is one seat's cards and objectives as a View shows them.
type SideView struct {
	Home      int8      `msg:"hm"`
	HomeP     [2]uint16 `msg:"hp"`
	Set       int8      `msg:"ms"`
	Hand      []uint16  `msg:"h"` // own hand; of the other, the revealed cards (all when open-handed)
	HandN     int8      `msg:"hn"`
	DrawN     int16     `msg:"dn"`
	DrawCards []uint16  `msg:"dc"` // own Draw Pile as sorted catalogue codes
	Pack      []uint16  `msg:"pk"`
	Dead      []uint16  `msg:"de"`
	Defeat    []uint16  `msg:"df"`
	Gone      []uint16  `msg:"go"`
	EventDown bool      `msg:"ed"`
	Event     uint16    `msg:"ev"` // own face-down Event
	Keep      []uint16  `msg:"kp"` // own duplicate group being decided
	Peek      uint16    `msg:"pe"` // own: the card Merlin looks at
	Obj       [7]int8   `msg:"ob"`
	Vent      [7]bool   `msg:"vn"`
	VenNew    int8      `msg:"vw"`
	Carry     int8      `msg:"ca"`
	Passed    bool      `msg:"pa"`
	Placing   bool      `msg:"pg"`
	Cards     int8      `msg:"cd"`
	Post      bool      `msg:"po"`
	LostVen   bool      `msg:"lv"`
	Redraw    bool      `msg:"rd"`
	Lift      int8      `msg:"li"`
	Open      bool      `msg:"op"`
}

// View returns what seat may know; View(engine.NoSeat) shows public
// information only.
func (g *State) View(seat engine.Seat) engine.View {
	me := int(seat)
	v := &View{Seat: int8(seat), Mode: g.Mode, Phase: g.Phase, Sub: g.Sub, Battle: g.Battle, Init: g.Init, ToMove: g.ToMove,
		Chars: g.Chars, Ex: g.Ex, Held: slices.Clone(g.Held), Shared: slices.Clone(g.Shared), Won: g.Won, SkirN: g.SkirN, Winner: g.Winner, Why: g.Why,
		Steps: g.Steps, Conc: g.Conc, PostN: g.PostN, PassRun: g.PassRun, Choice: g.Choice, Marks: slices.Clone(g.Marks)}
	for k := range v.Chars {
		v.Chars[k].Hits = slices.Clone(g.Chars[k].Hits)
		v.Chars[k].Record = slices.Clone(g.Chars[k].Record)
		v.KO[k] = KOInfo{Damage: int8(g.damage(int8(k))), Threshold: int8(g.threshold(int8(k))), Spectrum: int8(g.spectrum(int8(k)))}
	}
	v.InPlay = slices.Clone(g.InPlay)
	for k := range v.InPlay {
		v.InPlay[k].Hits = slices.Clone(g.InPlay[k].Hits)
	}
	if int(g.Choice.Seat) != me {
		v.Choice.Opts = nil
	} else {
		v.Choice.Opts = slices.Clone(g.Choice.Opts)
	}
	v.Board = cloneBoard(&g.Board)
	v.Venture = [2]int16{int16(g.VentureTotal(0)), int16(g.VentureTotal(1))}
	hidden := make([]bool, len(g.Inst))
	for s := range g.P {
		p, sv := &g.P[s], &v.P[s]
		*sv = SideView{Home: p.Home, HomeP: p.HomeP, Set: p.Set, HandN: int8(len(p.Hand)), DrawN: int16(len(p.Draw)),
			Pack: slices.Clone(p.Pack), Dead: slices.Clone(p.Dead), Defeat: slices.Clone(p.Defeat), Gone: slices.Clone(p.Gone),
			EventDown: p.Event != 0, Obj: p.Obj, Vent: p.Vent, VenNew: p.VenNew, Carry: p.Carry, Passed: p.Passed,
			Placing: p.Placing, Cards: p.Cards, Post: p.Post, LostVen: p.LostVen, Redraw: p.Redraw, Lift: p.Lift, Open: p.Open}
		if s == me {
			sv.Hand, sv.Event, sv.Keep, sv.Peek = slices.Clone(p.Hand), p.Event, slices.Clone(p.Keep), p.Peek
			for _, i := range p.Draw {
				sv.DrawCards = append(sv.DrawCards, g.Inst[i].Card)
			}
			slices.Sort(sv.DrawCards)
			continue
		}
		for _, i := range p.Draw {
			hidden[i] = true
		}
		if p.Event != 0 {
			hidden[p.Event] = true
		}
		for _, i := range p.Hand {
			if p.Open || slices.Contains(p.Known, i) {
				sv.Hand = append(sv.Hand, i)
			} else {
				hidden[i] = true
			}
		}
		slices.Sort(sv.Hand)
	}
	v.Cards = make([]uint16, len(g.Inst))
	for i := range g.Inst {
		v.Cards[i] = g.Inst[i].Card
		if hidden[i] {
			v.Cards[i] = Hidden
		}
	}
	return v
}
