package overrealm

import (
	"overdeck/engine"
)

// pickOptions lists the spots (1 left, 2 right) seat may bring in after its
// active monster was KO'd.
func (s *State) pickOptions(seat int) []int {
	p := &s.P[seat]
	var out []int
	for side := 1; side <= 2; side++ {
		if !p.Mons[p.Spot[side]].KO {
			out = append(out, side)
		}
	}
	return out
}

// pickLegal lists the KO replacement choices: "kl" and "kr".
func (s *State) pickLegal(seat int) []engine.Action {
	var out []engine.Action
	for _, side := range s.pickOptions(seat) {
		m := s.P[seat].Mons[s.P[seat].Spot[side]].def()
		out = append(out, action{[]string{"", "kl", "kr"}[side], "bring in " + m.Name})
	}
	return out
}

// pickActive brings the monster of spot side in for a KO'd active monster.
// The stat cube board is cleared, as for a switch.
func (s *State) pickActive(seat, side int) {
	s.settle()
	p := &s.P[seat]
	p.NeedPick = false
	p.Spot[0], p.Spot[side] = p.Spot[side], p.Spot[0]
	p.Cubes = [3]int8{}
	s.sayAfter("%v brings in %s.", seatName(seat), p.Mons[p.active()].def().Name)
	p.Mons[p.active()].Fresh = true
}

// resolvePicks carries out the KO replacements (chosen secretly and
// simultaneously when both sides lost their active monster at once), then
// starts the next turn, or goes on to the selection phase of this one if
// the KO happened in its start phase.
func (s *State) resolvePicks(seats []engine.Seat, keys []string) {
	for i, seat := range seats {
		side := 1
		if keys[i] == "kr" {
			side = 2
		}
		s.pickActive(int(seat), side)
	}
	if s.settleResult() {
		return
	}
	if s.Resume {
		s.Resume, s.Phase = false, phSelect
		return
	}
	s.startTurn()
}
