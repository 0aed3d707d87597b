package multiverse

import (
	"fmt"

	"overdeck/engine"
	"overdeck/engine/effect"
)

// multiverseTurn plays the Multiverse's whole turn, traced step by step.
func (s *State) multiverseTurn() {
	s.startTrace()
	s.Board.Active = engine.Seat(multi)
	// Phase 1: draw a card and discard it.
	if c, ok := s.take(); ok {
		s.discard(c)
		if s.loud {
			s.log("The Multiverse draws %s and discards it.", name(c))
		}
		s.step(StepMill, int16(c), -1)
	}
	// Phase 2: draw; a Super's Slow skill activates; the card is discarded.
	if c, ok := s.take(); ok {
		if s.loud {
			s.log("The Multiverse draws %s", PowerCards[c].Describe())
		}
		s.step(StepDraw, int16(c), -1)
		if k := card(c); k.Kind == Super && k.Act.Slow() {
			s.playing = int16(c) + 1
			s.print(drawnSrc, multi)
			if s.loud {
				s.log("It activates %s: %s", k.Name, k.Text())
			}
			s.step(StepActivate, int16(c), -1)
			s.raise(effect.Event{Kind: evPlay, Target: drawnSrc})
			s.leave(drawnSrc)
			s.playing = 0
		}
		s.discard(c)
	}
	if !s.over() {
		s.multiverseAttack()
	}
	// Phase 3: Delayed skills.
	if !s.over() {
		s.resolveDelayed()
	}
	s.tbl().EndTurn(engine.Seat(multi))
}

// multiverseAttack flips the nearest row, then every face-up Super of it
// attacks together a defense card of the player's picked by a d6. With no
// Super to attack, the leftmost Enhance card is replaced by a face-down card.
func (s *State) multiverseAttack() {
	lo, hi := s.nearRange()
	for i := lo; i < hi; i++ {
		s.flip(rowSrc(i), false) // its Trigger and Delayed skills do not fire
	}
	f := &s.Fight
	f.Attackers = f.Attackers[:0]
	for i := lo; i < hi; i++ {
		if sl := s.Rows[i]; sl.Has && sl.Up && card(sl.Card).Kind == Super {
			f.Attackers = append(f.Attackers, int8(i))
		}
	}
	if len(f.Attackers) == 0 {
		s.replaceEnhance(lo, hi)
		return
	}
	spot := s.targetRoll()
	f.On, f.Target, f.WasDown, f.Bonus, f.Guard, f.Loot, f.Riposte = true, int8(spot), !s.Mine[spot].Up, 0, 0, 0, false
	d := mineSrc(spot)
	s.flip(d, true)
	if s.over() {
		s.Fight = Combat{}
		return
	}
	if !s.Mine[spot].Has { // its own skill took it away
		s.clearAttack(false)
		return
	}
	s.raise(effect.Event{Kind: evDefend, Target: d, Seat: player})
	s.raise(effect.Event{Kind: evAttack, Seat: multi, Target: d})
	atk, def, wins := s.totals()
	names := ""
	for i, a := range f.Attackers {
		if i > 0 {
			names += ", "
		}
		names += name(s.Rows[a].Card)
	}
	if s.loud {
		s.log("The Multiverse attacks with %s: power %d.", names, atk)
	}
	s.stepFight(StepAttack, "", atk, def, wins)
	if s.loud {
		s.log("Your %s defends with power %d.", name(s.Mine[spot].Card), def)
	}
	s.stepFight(StepDefense, "", atk, def, wins)
	result := fmt.Sprintf("%d against %d: your defense holds.", atk, def)
	if wins {
		result = fmt.Sprintf("%d against %d: your %s is defeated.", atk, def, name(s.Mine[spot].Card))
	}
	if s.loud {
		s.log("%s", result)
	}
	s.last = [3]int8{int8(atk), int8(def), 0}
	if wins {
		s.last[2] = 1
	}
	s.clearAttack(wins)
	s.stepFight(StepResult, result, atk, def, wins)
}

// clearAttack ends the Multiverse's attack: the defeated defense card goes
// to the discard pile, and the attacking cards too when the game is played
// with attackers spent (otherwise they stay face up in their row); a
// Riposte that held defeats the Multiverse's leftmost remaining card; a
// Loot discards from the deck.
func (s *State) clearAttack(wins bool) {
	f := &s.Fight
	d := mineSrc(int(f.Target))
	loot, riposte := f.Loot, f.Riposte && !wins
	atk := append([]int8(nil), f.Attackers...)
	s.tbl().EndRound()
	s.Fight = Combat{Instants: f.Instants[:0], Attackers: f.Attackers[:0]}
	for _, a := range atk {
		if !s.Spent || !s.Rows[a].Has { // they stay in their row; or a skill already defeated it
			continue
		}
		s.leave(rowSrc(int(a)))
		s.discard(s.Rows[a].Card)
		s.Rows[a] = Slot{}
	}
	if wins {
		s.defeat(d)
	}
	s.checkEnd()
	if s.over() {
		return
	}
	if riposte {
		if src := s.leftmost(multi, anySlot); src >= 0 {
			if s.loud {
				s.log("Riposte: the Multiverse loses %s.", s.where(src))
			}
			s.defeat(src)
		}
	}
	if loot > 0 && !s.over() {
		s.log("Loot: the Multiverse's attack succeeded.")
		s.draw(multi, int(loot))
	}
}

// rollTarget returns the player's spot a d6 picks: 1-2 the leftmost
// remaining defense card, 5-6 the rightmost remaining one, 3-4 the centre
// card; with the centre spot empty, 3-4 names no card and the die is
// rolled again (ok false). With one card left, every roll picks it.
func (s *State) rollTarget(die int8) (spot int, ok bool) {
	switch {
	case die <= 2:
		for i := range DefenseSpots {
			if s.Mine[i].Has {
				return i, true
			}
		}
	case die >= 5:
		for i := DefenseSpots - 1; i >= 0; i-- {
			if s.Mine[i].Has {
				return i, true
			}
		}
	case s.Mine[DefenseSpots/2].Has:
		return DefenseSpots / 2, true
	}
	return DefenseSpots / 2, false
}

// replaceEnhance: with no Super to attack, the leftmost Enhance card of the
// nearest row is discarded and a face-down card drawn into its place.
func (s *State) replaceEnhance(lo, hi int) {
	for i := lo; i < hi; i++ {
		if sl := s.Rows[i]; sl.Has && card(sl.Card).Kind == Enhance {
			s.leave(rowSrc(i))
			s.discard(sl.Card)
			s.Rows[i] = Slot{}
			if s.loud {
				s.log("No Super can attack: the Multiverse discards %s and puts a face-down card in its place.", name(sl.Card))
			}
			if c, ok := s.take(); ok {
				s.Rows[i] = Slot{Card: c, Has: true}
			}
			s.step(StepEnhance, int16(sl.Card), rowSrc(i))
			s.checkEnd()
			return
		}
	}
}

// targetRoll rolls the d6 that picks the player's defense card, again
// while it names the empty centre spot, logging and tracing every roll.
func (s *State) targetRoll() int {
	for {
		die := s.roll()
		s.Rolls = append(s.Rolls, die)
		s.Revealed = true
		spot, ok := s.rollTarget(die)
		if !ok {
			if s.loud {
				s.log("The Multiverse rolls %d: your centre spot is empty, it rolls again.", die)
			}
			s.stepRoll(die, -1)
			continue
		}
		if s.loud {
			s.log("The Multiverse rolls %d (%s): it attacks your %s defense card.", die, dieWord(die), colName(spot, DefenseSpots))
		}
		s.stepRoll(die, spot)
		return spot
	}
}

// dieWord says which card a d6 names: "leftmost", "centre", "rightmost".
func dieWord(die int8) string {
	switch {
	case die <= 2:
		return "leftmost"
	case die >= 5:
		return "rightmost"
	}
	return "centre"
}

// roll rolls the d6 with the match's generator.
func (s *State) roll() int8 {
	if len(s.dice) > 0 { // a scenario test fixed the roll
		d := s.dice[0]
		s.dice = s.dice[1:]
		return d
	}
	return int8(s.tt.Rand().IntN(6) + 1)
}
