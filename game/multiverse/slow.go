package multiverse

import (
	"overdeck/engine"
	"overdeck/engine/effect"
)

// slow carries out a Slow skill's effect op with number n for side (a
// Trigger at once, a Delayed one at the end of the turn).
func (s *State) slow(side int, op Op, n int8) {
	if s.over() {
		return
	}
	foe := otherSide(side)
	who := "You strike"
	if side == multi {
		who = "The Multiverse strikes"
	}
	switch op {
	case OpDraw:
		s.draw(side, int(n))
	case OpRebuild:
		s.rebuild(side)
	case OpStrike:
		src := s.leftmost(foe, anySlot)
		if src < 0 {
			return
		}
		s.flip(src, true)
		if s.over() || !s.slotAt(src).Has {
			return
		}
		if p := s.powerOf(src); p <= int(n) {
			if s.loud {
				s.log("%s %s (power %d): defeated.", who, name(s.slotAt(src).Card), p)
			}
			s.defeat(src)
		} else {
			if s.loud {
				s.log("%s %s (power %d): it stands.", who, name(s.slotAt(src).Card), p)
			}
		}
	case OpScout:
		if src := s.leftmost(foe, faceDown); src >= 0 {
			s.flip(src, true)
		}
	case OpSap, OpFortify:
		target, amount := s.leftmost(foe, anySlot), -int(n)
		if op == OpFortify {
			target, amount = s.leftmost(side, anySlot), int(n)
		}
		if target < 0 {
			return
		}
		_, err := s.tbl().Add(effect.Effect{Kind: effect.Modifier, Stat: stPower, Target: target,
			Controller: engine.Seat(side), Amount: int32(amount), Lasts: effect.Duration{Until: effect.EndOfGame}})
		must(err)
		if s.loud {
			s.log("%s has %+d power for as long as it stays.", s.where(target), amount)
		}
	}
}

// rebuild fills side's leftmost empty defense spot (the Multiverse: of its
// nearest row) with the top Power card, face down.
func (s *State) rebuild(side int) {
	spot := effect.SourceID(-1)
	if side == player {
		for i, sl := range s.Mine {
			if !sl.Has {
				spot = mineSrc(i)
				break
			}
		}
	} else {
		lo, hi := s.nearRange()
		for i := lo; i < hi; i++ {
			if !s.Rows[i].Has {
				spot = rowSrc(i)
				break
			}
		}
	}
	if spot < 0 {
		s.log("No empty defense spot to fill.")
		return
	}
	c, ok := s.take()
	if !ok {
		return
	}
	*s.slotAt(spot) = Slot{Card: c, Has: true}
	if s.loud {
		s.log("A face-down card fills %s spot.", s.where(spot))
	}
}

// resolveDelayed resolves every pending Delayed skill, in the order they
// were set off (phase 3 of either side's turn).
func (s *State) resolveDelayed() {
	for !s.over() {
		i := s.nextDelayed()
		if i < 0 {
			return
		}
		e := s.Board.Effects[i]
		must(s.tbl().End(e.ID))
		k := card(uint8(e.Amount))
		if s.loud {
			s.log("Delayed: %s — %s", k.Name, k.Text())
		}
		s.step(StepDelayed, int16(e.Amount), -1)
		s.slow(int(e.Controller), k.Op, k.N)
	}
}

// nextDelayed returns the index of the first pending Delayed mark, or -1.
func (s *State) nextDelayed() int {
	for i, e := range s.Board.Effects {
		if e.Kind == effect.Mark && e.Def == markDelayed {
			return i
		}
	}
	return -1
}

// pendingView lists the pending Delayed skills.
func (s *State) pendingView() []PendingView {
	var out []PendingView
	for _, e := range s.Board.Effects {
		if e.Kind == effect.Mark && e.Def == markDelayed {
			out = append(out, PendingView{Card: uint8(e.Amount), Multi: e.Controller == multi, Text: card(uint8(e.Amount)).Text()})
		}
	}
	return out
}
