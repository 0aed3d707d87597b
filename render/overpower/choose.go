package overpower

import (
	"slices"

	"overdeck/engine"
	"overdeck/game/overpower"
)

// noPick marks a stage of the selection not chosen yet.
const noPick = -1000

// Stages of choosing how to play the selected card, in the order asked.
const (
	stOp      = iota // negate, block or defend (when one card may do several)
	stPartner        // the card combined with it, or none
	stBy             // the character who plays it
	stType           // the declared type
	stTgt            // the target
	numStages
)

// cardOps are the operations that play (or place, keep, choose) one card
// of the seat: they are reached by selecting the card.
func cardOp(op uint8) bool {
	switch op {
	case overpower.OpEvent, overpower.OpKeep, overpower.OpPlace, overpower.OpPlay,
		overpower.OpNegate, overpower.OpBlock, overpower.OpAvoid:
		return true
	}
	return false
}

// moves are v's legal moves as the game's Move values, each key once
// (the game may list one move twice, reached two ways).
func moves(v *engine.SeatView) []overpower.Move {
	var out []overpower.Move
	var keys []string
	for _, a := range v.Legal {
		if m, ok := a.(overpower.Move); ok && !slices.Contains(keys, m.Key()) {
			out = append(out, m)
			keys = append(keys, m.Key())
		}
	}
	return out
}

// general are the legal moves not reached through a card: pass, concede,
// the venture, take the hit, a card's own choice...
func general(ms []overpower.Move) []overpower.Move {
	var out []overpower.Move
	for _, m := range ms {
		if !cardOp(m.Op) {
			out = append(out, m)
		}
	}
	return out
}

// playable lists the card instances the seat may play now, in the order
// the moves give them.
func playable(ms []overpower.Move) []uint16 {
	var out []uint16
	for _, m := range ms {
		if !cardOp(m.Op) {
			continue
		}
		for _, i := range []uint16{m.Card, m.With} {
			if i != 0 && !slices.Contains(out, i) {
				out = append(out, i)
			}
		}
	}
	return out
}

// ofCard are the moves that play card i (as the card or combined with it).
func ofCard(ms []overpower.Move, i uint16) []overpower.Move {
	var out []overpower.Move
	for _, m := range ms {
		if cardOp(m.Op) && (m.Card == i || m.With == i) {
			out = append(out, m)
		}
	}
	return out
}

// field is move m's value at stage k, for card i.
func field(m overpower.Move, k int, i uint16) int {
	switch k {
	case stOp:
		return int(m.Op)
	case stPartner:
		if m.Card == i {
			return int(m.With)
		}
		return int(m.Card)
	case stBy:
		return int(m.By)
	case stType:
		return int(m.Type)
	}
	return int(m.Tgt)
}

// selection is a seat's choice of how to play a card, made a stage at a
// time.
type selection struct {
	card  uint16
	fixed [numStages]int
}

// clear forgets the selection.
func (s *selection) clear() {
	s.card = 0
	for k := range s.fixed {
		s.fixed[k] = noPick
	}
}

// left are the moves of the selected card that agree with the stages
// chosen so far.
func (s *selection) left(ms []overpower.Move) []overpower.Move {
	var out []overpower.Move
	for _, m := range ofCard(ms, s.card) {
		ok := true
		for k, want := range s.fixed {
			if want != noPick && field(m, k, s.card) != want {
				ok = false
			}
		}
		if ok {
			out = append(out, m)
		}
	}
	return out
}

// stage returns the first stage at which the moves left still differ and
// its values in order, or -1 when they do not (one move is left).
func (s *selection) stage(ms []overpower.Move) (int, []int) {
	left := s.left(ms)
	for k := 0; k < numStages; k++ {
		if s.fixed[k] != noPick {
			continue
		}
		var vals []int
		for _, m := range left {
			if x := field(m, k, s.card); !slices.Contains(vals, x) {
				vals = append(vals, x)
			}
		}
		if len(vals) > 1 {
			return k, vals
		}
	}
	return -1, nil
}

// choose fixes value x at the current stage, if it is one of its values.
func (s *selection) choose(ms []overpower.Move, x int) bool {
	k, vals := s.stage(ms)
	if k < 0 || !slices.Contains(vals, x) {
		return false
	}
	s.fixed[k] = x
	return true
}

// stageLabel is what the button choosing value x at stage k says.
func stageLabel(st *overpower.View, k, x int) string {
	switch k {
	case stOp:
		switch uint8(x) {
		case overpower.OpNegate:
			return "Negate with it"
		case overpower.OpBlock:
			return "Block with it"
		case overpower.OpAvoid:
			return "Avoid or make invalid"
		case overpower.OpPlace:
			return "Place it"
		}
		return "Play it"
	case stPartner:
		if x == 0 {
			return "On its own"
		}
		return "With " + cardName(st, uint16(x))
	case stBy:
		if x < 0 {
			return "On the homebase"
		}
		return "By " + charName(st, x)
	case stType:
		if x < 0 || x >= len(overpower.TypeNames) {
			return "No type"
		}
		return "As " + overpower.TypeNames[x]
	}
	if x < 0 {
		return "No target"
	}
	return "At " + targetName(st, x)
}

// stageQuestion asks for stage k.
var stageQuestion = [numStages]string{"What to do with it?", "Combine it?", "Who plays it?", "Which type does it act as?", "Which target?"}

// targetName names target x of a move or the exchange: character x, or
// (x from 8) the card in play in front of character x-8 (Distracting
// Intervention, Swarm Them!).
func targetName(st *overpower.View, x int) string {
	if x < 8 {
		return charName(st, x)
	}
	for _, l := range st.InPlay {
		if int(l.On) == x-8 {
			if c, ok := cardOf(st, l.Inst); ok && (c.Name == "Distracting Intervention" || c.Name == "Swarm Them!") {
				return c.Name + " in front of " + charName(st, x-8)
			}
		}
	}
	return "the card in front of " + charName(st, x-8)
}
