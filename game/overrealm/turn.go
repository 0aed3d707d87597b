package overrealm

import (
	"slices"

	"overdeck/engine"
	"overdeck/engine/effect"
)

// seatName names a seat the way the log does.
func seatName(seat int) string { return engine.Seat(seat).String() }

// seatOfInt converts a seat number.
func seatOfInt(seat int) engine.Seat { return engine.Seat(seat) }

// resolveTurn reveals both selections and plays the turn out: standard
// actions, Pre-Switch buffs, switches, Pre-Attack buffs, monster actions by
// speed (With Attack buffs as each resolves), Post Attack buffs, end phase.
func (s *State) resolveTurn(keys [2]string) {
	s.startTrace()
	for seat := 0; seat < 2; seat++ {
		c := s.plays[seat].Choice // its lists are reused
		parseChoiceInto(keys[seat], &c)
		s.plays[seat] = play{seat: seat, Choice: c, mon: s.P[seat].active()}
		s.cur[seat] = &s.plays[seat]
	}
	for seat := 0; seat < 2; seat++ {
		s.actor = int8(seat)
		s.settle()
		s.pay(s.cur[seat])
		s.Shown[seat] = keys[seat]
		if !s.quiet() {
			s.sayAfter("%v reveals: %s.", seatName(seat), s.describe(seat, s.cur[seat].Choice))
		}
	}
	steps := []func(){
		s.standardActions,
		func() { s.buffWindow(PreSwitch) },
		s.switchActions,
		func() { s.buffWindow(PreAttack) },
		s.monsterActions,
		func() { s.buffWindow(PostAttack) },
		s.endPhase,
	}
	for i, step := range steps {
		s.window(WinStandard + uint8(i))
		step()
		if s.decided() {
			s.window(WinEnd)
			break
		}
	}
	for seat := 0; seat < 2; seat++ {
		p := &s.P[seat]
		p.Discard = append(p.Discard, p.Played...)
		p.Played = nil
	}
	s.afterTurn()
}

// pay takes the chosen buffs and discards out of the hand behind the shield,
// spends a maneuver cube for Counter or a Protected Monster Action, marks a
// single-use action used and spends a wish for an extra buff.
func (s *State) pay(p *play) {
	pl := &s.P[p.seat]
	take := func(c uint8) { pl.Hand = slices.Delete(pl.Hand, slices.Index(pl.Hand, c), slices.Index(pl.Hand, c)+1) }
	for _, c := range p.Discards {
		take(c)
		pl.Discard = append(pl.Discard, c)
	}
	for _, c := range p.Buffs {
		take(c)
		pl.Played = append(pl.Played, c)
	}
	if p.Kind == selCounter || (p.monster() && p.Prot) {
		pl.Maneuver--
	}
	if !p.monster() {
		return
	}
	card := p.card(s)
	m := &pl.Mons[p.mon]
	if card.Single {
		m.Spent |= 1 << p.Act
	}
	if len(p.Buffs) > s.slots(p.seat, card) {
		s.Board.RemoveTokens(monSrc(p.seat, p.mon), tokWish, 1)
	}
	s.hoard(p)
	p.armed = card.Kind == Reaction && card.Speed < 0
	s.invoke(card.Reveal, p.seat, monSrc(p.seat, p.mon))
}

// decided reports whether a side has no monster left (the game is over).
func (s *State) decided() bool { return s.alive(0) == 0 || s.alive(1) == 0 }

// countered reports whether p aims at a monster whose side countered.
func (s *State) countered(p *play) bool {
	return p.monster() && p.card(s).Targets && s.cur[1-p.seat].Kind == selCounter
}

// standardActions resolves Draw Cards and Counter, and the draws of monster
// actions (after the reveal).
func (s *State) standardActions() {
	for seat := 0; seat < 2; seat++ {
		p := s.cur[seat]
		s.actor = int8(seat)
		switch {
		case p.Kind == selDraw:
			s.draw(seat, 2)
		case p.Kind == selCounter:
			s.P[seat].Countrd = true
		case p.monster() && p.card(s).Draw > 0:
			s.draw(seat, int(p.card(s).Draw))
		}
	}
}

// buffWindow resolves the buffs of timing t, seat 0's then seat 1's, each
// seat's in the order chosen. Post Attack buffs resolve only if their action
// happened or was countered (see runBuff).
func (s *State) buffWindow(t Timing) {
	for seat := 0; seat < 2; seat++ {
		p := s.cur[seat]
		if t == PostAttack && !p.landed && !p.blocked {
			continue
		}
		s.actor = int8(seat)
		for _, b := range p.Buffs {
			if card, _ := Card(b); card.Timing == t {
				s.runBuff(p, b)
			}
		}
	}
}

// runBuff resolves one buff card of play p: its flips first, then its
// effect if they succeed. Counter protects the countering side only: a buff
// of a countered action still resolves, but nothing it (or a flip event it
// turns up) would do to the countering side happens, unless the buff speaks
// of the counter.
func (s *State) runBuff(p *play, b uint8) {
	card, _ := Card(b)
	if s.countered(p) && !vsCounter(card) {
		s.guard = int8(1-p.seat) + 1
		defer func() { s.guard = 0 }()
	}
	if card.Ability == "" || !s.flip(p.seat, int(card.Flip)) {
		return
	}
	s.invoke(card.Ability, p.seat, effect.SourceID(100+int(b)))
}

// switchActions performs the switch actions, unless a buff prevented them.
func (s *State) switchActions() {
	for seat := 0; seat < 2; seat++ {
		p := s.cur[seat]
		if p.Kind != selLeft && p.Kind != selRight {
			continue
		}
		s.actor = int8(seat)
		s.P[seat].Switched = true
		if s.cur[1-seat].noSwitch {
			s.say("%v cannot switch this turn.", seatName(seat))
			continue
		}
		s.switchTo(seat, 1+int(p.Kind-selLeft))
	}
}
