package overrealm

import "overdeck/engine/effect"

// monsterActions resolves the monster actions: the faster first, slower
// first when speeds are reversed, an action that "hits first" before one
// that does not; equal speeds resolve simultaneously.
func (s *State) monsterActions() {
	a, b := s.cur[0], s.cur[1]
	switch {
	case !a.acts(s) && !b.acts(s):
		return
	case !b.acts(s):
		s.resolveAction(a)
		return
	case !a.acts(s):
		s.resolveAction(b)
		return
	}
	sa, sb := s.speed(a), s.speed(b)
	if a.reverse || b.reverse {
		sa, sb = -sa, -sb
	}
	switch {
	case a.first != b.first:
		if b.first {
			a, b = b, a
		}
	case sa == sb:
		s.say("Speed tie: both actions resolve simultaneously.")
		s.tie = true
		s.resolveAction(a)
		s.resolveAction(b)
		s.actor = -1
		s.say("Both tied actions are done: their effects apply together.")
		s.flush()
		return
	case sb > sa:
		a, b = b, a
	}
	s.resolveAction(a)
	if !s.decided() {
		s.resolveAction(b)
	}
}

// faster reports whether p resolved before the other seat's monster action
// outside a tie (so its flinch can stop that action).
func (s *State) faster(p *play) bool {
	o := s.cur[1-p.seat]
	return !s.tie && o.monster() && !o.done
}

// resolveAction resolves one monster action: Counter, paralysis, With Attack
// buffs, the action's own flip and ability, damage, then what follows it.
func (s *State) resolveAction(p *play) {
	defer func() { p.done = true }()
	s.actor = int8(p.seat)
	seat, foe := p.seat, 1-p.seat
	pl := &s.P[seat]
	m := &pl.Mons[p.mon]
	card := p.card(s)
	if p.stopped || m.KO || pl.active() != p.mon {
		if !s.quiet() {
			s.say("%s's %s does not happen.", s.monName(seat, p.mon), card.Name)
		}
		return
	}
	s.invoke(card.Cost, seat, monSrc(seat, p.mon))
	if s.countered(p) {
		if !s.quiet() {
			s.say("%v countered: %s loses %d HP.", seatName(foe), s.monName(seat, p.mon), p.spent())
		}
		p.blocked = true
		s.hurt(seat, p.mon, p.spent())
		for _, b := range p.Buffs {
			if c, _ := Card(b); c.Timing == WithAttack {
				s.runBuff(p, b)
			}
		}
		s.hurt(seat, p.mon, s.recoilOf(p))
		return
	}
	if m.Cond&condParalyze != 0 && !s.flip(seat, 2) {
		s.say("%s is paralyzed and fails to act.", s.monName(seat, p.mon))
		return
	}
	p.landed = true
	if !s.quiet() {
		s.say("%s uses %s.", s.monName(seat, p.mon), card.Name)
	}
	target := &s.P[foe].Mons[s.P[foe].active()]
	// The With Attack buffs and the action's own ability, in the order
	// chosen: the ability goes before the last p.Late buffs that are not
	// free.
	ok, done, early, seen := false, false, withAttack(p.Buffs)-int(p.Late), 0
	own := func() {
		immune := card.Kind != Attack && card.Targets && (target.KO || s.xAgainst(card, target.def()))
		ok, done = !immune && s.flip(seat, int(card.Flip)), true
		if ok {
			s.invoke(card.Ability, seat, monSrc(seat, p.mon))
			p.flinch = p.flinch || card.Flinch
		}
	}
	for _, b := range p.Buffs {
		if c, _ := Card(b); c.Timing == WithAttack {
			if !free(b) {
				if !done && seen == early {
					own()
				}
				seen++
			}
			s.runBuff(p, b)
		}
	}
	if !done {
		own()
	}
	if card.Kind == Attack {
		s.strike(p)
	}
	if p.flinch && s.faster(p) {
		s.say("%s flinches!", s.monName(foe, s.P[foe].active()))
		s.cur[foe].stopped = true
	}
	if ok && card.After != "" {
		s.invoke(card.After, seat, monSrc(seat, p.mon))
	}
	s.hurt(seat, p.mon, s.recoilOf(p))
}

// strike deals attack p's damage to the foe's active monster, unless the
// attack deals none, or a reaction (Evaporate) makes it unsuccessful.
func (s *State) strike(p *play) {
	foe := 1 - p.seat
	tm := s.P[foe].active()
	target := &s.P[foe].Mons[tm]
	if p.noDamage || target.KO {
		return
	}
	dmg := s.attackDamage(p)
	if !p.sure && target.In && s.tbl().Possesses(monSrc(foe, tm), "Grounded") {
		p.failed, p.landed = true, false
		s.say("%s grounds the attack: it is unsuccessful.", s.monName(foe, tm))
		s.addCubes(foe, statAtk, -1)
		s.addCubes(foe, statSpd, -1)
		return
	}
	if r := s.cur[foe]; r.armed && !p.sure && r.mon == tm && dmg >= 4 {
		r.armed = false
		p.failed, p.landed = true, false
		s.say("%s's %s makes the attack unsuccessful.", s.monName(foe, tm), r.card(s).Name)
		s.invoke(r.card(s).Ability, foe, monSrc(foe, tm))
		return
	}
	p.dealt = dmg
	p.killed = int(target.HP) <= dmg
	if !s.quiet() {
		s.say("%s deals %d damage to %s.", p.card(s).Name, dmg, s.monName(foe, tm))
	}
	s.hurt(foe, tm, dmg)
	s.raise(effect.Event{Kind: effect.DamageDealt, Source: monSrc(p.seat, p.mon), Target: monSrc(foe, tm), Amount: int32(dmg), Seat: seatOfInt(p.seat)})
}
