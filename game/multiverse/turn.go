package multiverse

import (
	"overdeck/engine"
	"overdeck/engine/effect"
)

// resolveMain carries out a phase 2 action.
func (s *State) resolveMain(k string) {
	op, x, y := parseKey(k)
	switch op {
	case 's':
		s.playSlow(uint8(x))
	case 'c':
		s.SlowUsed = true
		s.ChampUp = !s.ChampUp
		if s.ChampUp {
			s.ChampFlips++
			s.print(champSrc, player)
			if s.loud {
				s.log("%s flips face up.", Champions[s.Champ].Name)
			}
		} else {
			s.leave(champSrc)
			if s.loud {
				s.log("%s flips face down.", Champions[s.Champ].Name)
			}
		}
	case 'a':
		s.declare(uint8(x), false, y)
	case 'h':
		s.declare(0, true, x)
	case 'd':
		s.Drew = true
		s.log("You draw instead of attacking.")
		s.draw(player, 1)
	case 'e':
		if !s.Attacked && !s.Drew {
			s.Drew = true
			s.log("You did not attack.")
			s.draw(player, 1)
		}
		s.log("You end your turn.")
		s.endTurn()
	}
}

// playSlow plays Slow card c from hand: a Trigger skill resolves now, a
// Delayed one at the end of the turn; the card goes to the discard pile.
func (s *State) playSlow(c uint8) {
	s.SlowUsed = true
	s.fromHand(c)
	if s.loud {
		s.log("You play %s — %s", name(c), card(c).Text())
	}
	s.playing = int16(c) + 1
	s.print(slowSrc, player)
	s.raise(effect.Event{Kind: evPlay, Target: slowSrc})
	s.leave(slowSrc)
	s.playing = 0
	s.discard(c)
}

// resolveCombat carries out an action of the combat window.
func (s *State) resolveCombat(k string) {
	op, x, _ := parseKey(k)
	if op == 'i' {
		s.joinInstant(uint8(x))
		return
	}
	s.fight()
}

// resolveDiscard discards one card; at the hand limit the turn goes on.
func (s *State) resolveDiscard(k string) {
	_, x, _ := parseKey(k)
	s.fromHand(uint8(x))
	s.discard(uint8(x))
	if s.loud {
		s.log("You discard %s.", name(uint8(x)))
	}
	if len(s.Hand) <= HandLimit {
		s.afterPlayer()
	}
}

// endTurn is the player's phase 3: Delayed skills resolve, then the hand
// limit (a choice when the hand is over it), then the Multiverse's turn.
func (s *State) endTurn() {
	s.resolveDelayed()
	if s.over() {
		return
	}
	if len(s.Hand) > HandLimit {
		s.Phase = PhaseDiscard
		return
	}
	s.afterPlayer()
}

// afterPlayer ends the player's turn and plays the Multiverse's, then
// phase 1 of the player's next turn.
func (s *State) afterPlayer() {
	s.tbl().EndTurn(engine.Seat(player))
	s.multiverseTurn()
	if s.over() {
		return
	}
	s.Turn++
	s.SlowUsed, s.Attacked, s.Drew = false, false, false
	s.Phase = PhaseMain
	s.Board.Active = engine.Seat(player)
	if s.loud {
		s.log("Turn %d.", s.Turn)
	}
	s.draw(player, 1)
	s.step(StepEnd, -1, -1)
	s.tracing = false
}
