package multiverse

import (
	"slices"

	"overdeck/engine/effect"
)

// over reports whether the game has ended.
func (s *State) over() bool { return s.Result != ResultRunning }

// end ends the game with result r (the first result stands).
func (s *State) end(r uint8) {
	if s.Result == ResultRunning {
		s.Result, s.Phase = r, PhaseOver
		s.tbl().EndGame()
	}
}

// take takes the top Power card; an empty Power Deck ends the game (the
// deck is exhausted) and take reports false.
func (s *State) take() (uint8, bool) {
	if len(s.Deck) == 0 {
		s.log("The Power Deck is exhausted.")
		s.end(ResultNoDeck)
		return 0, false
	}
	c := s.Deck[0]
	s.Deck = s.Deck[1:]
	s.Revealed = true
	return c, true
}

// draw has side draw n cards: the player into hand, the Multiverse straight
// into the discard pile (it has no hand).
func (s *State) draw(side int, n int) {
	for range n {
		if s.over() {
			return
		}
		c, ok := s.take()
		if !ok {
			return
		}
		if side == player {
			s.Hand = append(s.Hand, c)
			s.log("You draw a card.")
		} else {
			s.Discard = append(s.Discard, c)
			if s.loud {
				s.log("The Multiverse draws %s and discards it.", name(c))
			}
		}
	}
}

// discard puts c on the discard pile.
func (s *State) discard(c uint8) { s.Discard = append(s.Discard, c) }

// fromHand takes card c out of the hand; it reports false if c is not there.
func (s *State) fromHand(c uint8) bool {
	i := slices.Index(s.Hand, c)
	if i < 0 {
		return false
	}
	s.Hand = slices.Delete(s.Hand, i, i+1)
	return true
}

// flip turns the card at a defense source face up. With skills set, its
// Trigger and Delayed skills fire (they do not when the Multiverse flips its
// own row in its phase 2). It reports false when there was nothing to flip.
func (s *State) flip(src effect.SourceID, skills bool) bool {
	sl := s.slotAt(src)
	if !sl.Has || sl.Up {
		return false
	}
	sl.Up = true
	s.Revealed = true
	s.print(src, sideOf(src))
	if s.loud {
		s.log("%s flips face up: %s", s.where(src), PowerCards[sl.Card].Describe())
	}
	s.step(StepFlip, int16(sl.Card), src)
	if skills {
		s.raise(effect.Event{Kind: evFlip, Target: src})
	}
	return true
}

// defeat discards the card at a defense source, counting it (Beaten, Lost).
func (s *State) defeat(src effect.SourceID) {
	sl := s.slotAt(src)
	if !sl.Has {
		return
	}
	if isRow(src) {
		s.Beaten++
	} else {
		s.Lost++
	}
	s.leave(src)
	s.discard(sl.Card)
	*sl = Slot{}
	s.checkEnd()
}

// checkEnd ends the game when a side has no defense card left.
func (s *State) checkEnd() {
	if s.over() {
		return
	}
	if s.mineLeft() == 0 {
		s.log("Your last defense card is gone.")
		s.end(ResultNoDefense)
	} else if s.left() == 0 {
		s.log("The Multiverse has no defense card left.")
		s.end(ResultWon)
	}
}

// mineLeft counts the player's defense cards.
func (s *State) mineLeft() int {
	n := 0
	for _, sl := range s.Mine {
		if sl.Has {
			n++
		}
	}
	return n
}

// left counts the Multiverse's defense cards.
func (s *State) left() int {
	n := 0
	for _, sl := range s.Rows {
		if sl.Has {
			n++
		}
	}
	return n
}

// near returns the nearest row that still has a card, -1 when none.
func (s *State) near() int {
	for i, sl := range s.Rows {
		if sl.Has {
			return i / int(s.Cols)
		}
	}
	return -1
}

// nearRange returns the slots [lo, hi) of the nearest row (empty when none).
func (s *State) nearRange() (int, int) {
	r := s.near()
	if r < 0 {
		return 0, 0
	}
	return r * int(s.Cols), (r + 1) * int(s.Cols)
}

// where names a defense source: "Your left defense card", "The Multiverse's
// centre card".
func (s *State) where(src effect.SourceID) string {
	if isRow(src) {
		i := rowIndex(src)
		return "The Multiverse's " + colName(i%int(s.Cols), int(s.Cols)) + " card"
	}
	return "Your " + colName(mineIndex(src), DefenseSpots) + " defense card"
}

// powerOf returns the power now of the card at src, every on-going change
// included.
func (s *State) powerOf(src effect.SourceID) int {
	k, ok := s.at(src)
	if !ok {
		return 0
	}
	return s.tbl().Value(int(k.Power), stPower, src)
}

// lasting returns the lasting changes (Sap, Fortify) on src.
func (s *State) lasting(src effect.SourceID) int {
	n := 0
	for _, e := range s.Board.Effects {
		if e.Kind == effect.Modifier && e.Target == src && e.Stat == stPower {
			n += int(e.Amount)
		}
	}
	return n
}

// faceUpDefense reports whether src is a face-up defense card.
func (s *State) faceUpDefense(src effect.SourceID) bool {
	if !isRow(src) && !isMine(src) {
		return false
	}
	sl := s.slotAt(src)
	return sl.Has && sl.Up
}

// leftmost returns the leftmost defense card of side (for the Multiverse,
// of its nearest row), whose slot passes ok; -1 when none.
func (s *State) leftmost(side int, ok func(Slot) bool) effect.SourceID {
	if side == player {
		for i, sl := range s.Mine {
			if sl.Has && ok(sl) {
				return mineSrc(i)
			}
		}
		return -1
	}
	lo, hi := s.nearRange()
	for i := lo; i < hi; i++ {
		if s.Rows[i].Has && ok(s.Rows[i]) {
			return rowSrc(i)
		}
	}
	return -1
}

func anySlot(Slot) bool { return true }

func faceDown(sl Slot) bool { return !sl.Up }
