package multiverse

import (
	"math/rand/v2"
	"slices"

	"overdeck/engine"
)

// Determinize returns a full state consistent with the player's view: the
// cards the view does not show (the Power Deck's order and every face-down
// card) are dealt at random from the deck list minus every card it shows;
// the rest of the Battleground Deck likewise.
func Determinize(sv *engine.SeatView, rng *rand.Rand) engine.Rules {
	v := sv.State.(*View)
	s := &State{Level: v.Level, Phase: v.Phase, Result: v.Result, Turn: v.Turn, DeckList: slices.Clone(v.DeckList),
		Discard: slices.Clone(v.Discard), Hand: slices.Clone(v.Hand), MyBG: v.MyBG, MVBG: slices.Clone(v.MVBG),
		Champ: v.Champ, ChampUp: v.ChampUp, NRows: v.NRows, Cols: v.Cols, SlowUsed: v.SlowUsed, Attacked: v.Attacked,
		Drew: v.Drew, Board: cloneBoard(&v.Board), Revealed: v.Revealed, Safe: v.Safe}
	unseen := slices.Clone(v.DeckList)
	drop := func(c uint8) {
		if i := slices.Index(unseen, c); i >= 0 {
			unseen = slices.Delete(unseen, i, i+1)
		}
	}
	for _, c := range v.Discard {
		drop(c)
	}
	for _, c := range v.Hand {
		drop(c)
	}
	f := v.Fight
	if f.On {
		s.Fight = Combat{On: true, Attacker: uint8(max(f.Attacker, 0)), Champ: f.Champ, Target: f.Target, WasDown: f.WasDown,
			Instants: slices.Clone(f.Instants), Bonus: f.Bonus, Guard: f.Guard, Loot: f.Loot, Riposte: f.Riposte}
		if !f.Champ {
			drop(uint8(f.Attacker))
		}
		for _, c := range f.Instants {
			drop(c)
		}
	}
	s.Rows = make([]Slot, len(v.Rows))
	for _, sl := range append(v.Mine[:], v.Rows...) {
		if sl.Has && sl.Up {
			drop(uint8(sl.Card))
		}
	}
	rng.Shuffle(len(unseen), func(i, j int) { unseen[i], unseen[j] = unseen[j], unseen[i] })
	deal := func(sl SlotView) Slot {
		switch {
		case !sl.Has:
			return Slot{}
		case sl.Up:
			return Slot{Card: uint8(sl.Card), Has: true, Up: true}
		}
		c := unseen[len(unseen)-1]
		unseen = unseen[:len(unseen)-1]
		return Slot{Card: c, Has: true}
	}
	for i, sl := range v.Mine {
		s.Mine[i] = deal(sl)
	}
	for i, sl := range v.Rows {
		s.Rows[i] = deal(sl)
	}
	s.Deck = unseen
	for b := range Battlegrounds {
		if int8(b) != v.MyBG && !slices.Contains(v.MVBG, uint8(b)) {
			s.BGDeck = append(s.BGDeck, uint8(b))
		}
	}
	rng.Shuffle(len(s.BGDeck), func(i, j int) { s.BGDeck[i], s.BGDeck[j] = s.BGDeck[j], s.BGDeck[i] })
	return s
}

// Evaluate scores a state for the player from 0 (lost) to 1 (won): how much
// of the Multiverse is defeated, how many defense cards are left, and how
// much of the Power Deck.
func Evaluate(r engine.Rules, _ engine.Seat) float64 {
	s := r.(*State)
	if s.over() {
		if s.Result == ResultWon {
			return 1
		}
		return 0
	}
	total := float64(len(s.Rows))
	done := (total - float64(s.left())) / total
	mine := float64(s.mineLeft()-1) / 2
	deck := min(1, float64(len(s.Deck))/float64(3*len(s.Rows)))
	return 0.05 + 0.45*done + 0.3*mine + 0.15*deck
}
