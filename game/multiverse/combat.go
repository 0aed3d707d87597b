package multiverse

import (
	"fmt"
	"slices"

	"overdeck/engine"
	"overdeck/engine/effect"
)

// declare starts the player's attack on Multiverse slot target with hand
// card c (champ false) or the face-up Champion: the target flips face up
// (its Slow skills fire), then its Defense skill resolves, then the
// attacker's Offensive skill. Instants may then join (PhaseCombat).
func (s *State) declare(c uint8, champ bool, target int) {
	s.Attacked = true
	s.Fight = Combat{On: true, Attacker: c, Champ: champ, Target: int8(target), WasDown: !s.Rows[target].Up,
		Instants: s.Fight.Instants[:0], Attackers: s.Fight.Attackers[:0]}
	src := attackSrc
	if champ {
		src = champSrc
		if s.loud {
			s.log("%s attacks %s.", Champions[s.Champ].Name, s.slotName(target))
		}
	} else {
		s.fromHand(c)
		s.print(attackSrc, player)
		if s.loud {
			s.log("%s attacks %s.", name(c), s.slotName(target))
		}
	}
	s.Phase = PhaseCombat
	tsrc := rowSrc(target)
	s.flip(tsrc, true)
	if s.over() {
		return
	}
	if !s.Rows[target].Has { // a skill set off by the flip defeated it
		s.log("The target is gone: the attack ends.")
		s.finishCombat()
		return
	}
	s.raise(effect.Event{Kind: evDefend, Target: tsrc, Source: src, Seat: multi})
	s.raise(effect.Event{Kind: evAttack, Seat: player, Target: tsrc})
}

// attacking reports whether src is attacking now.
func (s *State) attacking(src effect.SourceID) bool {
	f := &s.Fight
	if !f.On {
		return false
	}
	if isRow(src) {
		return slices.Contains(f.Attackers, int8(rowIndex(src)))
	}
	return (src == attackSrc && !f.Champ) || (src == champSrc && f.Champ)
}

// offensive applies an Offensive skill of src with number n.
func (s *State) offensive(src effect.SourceID, op Op, n int8) {
	f := &s.Fight
	switch op {
	case OpCharge:
		f.Bonus += n
	case OpAmbush:
		if f.WasDown {
			f.Bonus += n
		}
	case OpLoot:
		f.Loot += n
	case OpBreach:
		f.Guard -= n
	}
}

// defense applies a Defense skill with number n.
func (s *State) defense(c Ctx, op Op, n int8) error {
	f := &s.Fight
	switch op {
	case OpGuard:
		f.Guard += n
	case OpBrace:
		if f.WasDown {
			f.Guard += n
		}
	case OpRiposte:
		f.Riposte = true
	case OpDeflect:
		for _, a := range s.attackers() {
			for _, h := range c.Holdings(a) {
				if sk, ok := s.at(a); ok && sk.Act == Offensive && h.Def == defID(Offensive, sk.Op) {
					if _, err := c.Counter(a, h.Def, effect.Duration{Until: effect.EndOfRound}); err != nil {
						return err
					}
				}
			}
		}
	}
	return nil
}

// attackers returns the sources attacking now.
func (s *State) attackers() []effect.SourceID {
	f := &s.Fight
	switch {
	case !f.On:
		return nil
	case len(f.Attackers) > 0:
		out := make([]effect.SourceID, len(f.Attackers))
		for i, a := range f.Attackers {
			out[i] = rowSrc(int(a))
		}
		return out
	case f.Champ:
		return []effect.SourceID{champSrc}
	}
	return []effect.SourceID{attackSrc}
}

// defender returns the source defending now.
func (s *State) defender() effect.SourceID {
	if len(s.Fight.Attackers) > 0 {
		return mineSrc(int(s.Fight.Target))
	}
	return rowSrc(int(s.Fight.Target))
}

// totals returns the attack and defense totals of the combat now, and
// whether the attack succeeds with them.
func (s *State) totals() (atk, def int, wins bool) {
	t := s.tbl()
	side := player
	if len(s.Fight.Attackers) > 0 {
		side = multi
	}
	for _, a := range s.attackers() {
		atk += s.powerOf(a)
	}
	atk = t.Value(atk+int(s.Fight.Bonus), stAttack, sideSrc(side))
	d := s.defender()
	def = t.Value(s.powerOf(d)+int(s.Fight.Guard), stDefend, d)
	wins = atk > def || (atk == def && t.Value(0, stTies, sideSrc(side)) > 0)
	return atk, def, wins
}

// joinInstant plays Instant c from hand into the player's combat.
func (s *State) joinInstant(c uint8) {
	s.fromHand(c)
	s.Fight.Instants = append(s.Fight.Instants, c)
	s.playing = int16(c) + 1
	t := s.tbl()
	must(t.Print(instantSrc, engine.Seat(player), defID(Instant, card(c).Op)))
	must(t.Act(instantSrc, "instant", defID(Instant, card(c).Op), nil))
	t.Leave(instantSrc)
	s.playing = 0
	if s.loud {
		s.log("%s joins the combat: %s", name(c), card(c).Text())
	}
}

// fight ends the player's combat: the attack succeeds when its power is
// greater than the defense card's (every card of the combat is discarded),
// otherwise only the attacking cards are.
func (s *State) fight() {
	atk, def, wins := s.totals()
	tsrc := rowSrc(int(s.Fight.Target))
	if wins {
		if s.loud {
			s.log("Attack %d against defense %d: the attack succeeds.", atk, def)
		}
		loot := s.Fight.Loot
		s.finishCombat()
		s.defeat(tsrc)
		if loot > 0 && !s.over() {
			s.log("Loot: your attack succeeded.")
			s.draw(player, int(loot))
		}
		return
	}
	if s.loud {
		s.log("Attack %d against defense %d: the defense holds.", atk, def)
	}
	riposte := s.Fight.Riposte
	s.finishCombat()
	if riposte && len(s.Hand) > 0 && !s.over() {
		c := s.Hand[0]
		s.Hand = s.Hand[1:]
		s.discard(c)
		if s.loud {
			s.log("Riposte: you discard %s.", name(c))
		}
	}
}

// finishCombat discards the attacking cards (a Champion turns face down
// instead) and ends the combat's effects.
func (s *State) finishCombat() {
	f := &s.Fight
	t := s.tbl()
	if f.Champ {
		s.ChampUp = false
		t.Leave(champSrc)
	} else {
		t.Leave(attackSrc)
		s.discard(f.Attacker)
	}
	s.Discard = append(s.Discard, f.Instants...)
	t.EndRound()
	s.Fight = Combat{Instants: f.Instants[:0], Attackers: f.Attackers[:0]}
	if !s.over() {
		s.Phase = PhaseMain
	}
}

// fightText describes the combat's numbers now.
func (s *State) fightText() string {
	atk, def, wins := s.totals()
	if wins {
		return fmt.Sprintf("attack %d beats defense %d", atk, def)
	}
	return fmt.Sprintf("attack %d does not beat defense %d", atk, def)
}

// combatView shows the player's combat.
func (s *State) combatView() CombatView {
	f := &s.Fight
	if !f.On || len(f.Attackers) > 0 {
		return CombatView{Attacker: -1, Instants: []uint8{}}
	}
	atk, def, wins := s.totals()
	v := CombatView{On: true, Attacker: int16(f.Attacker), Champ: f.Champ, Target: f.Target, WasDown: f.WasDown,
		Instants: slices.Clone(f.Instants), Attack: int8(atk), Defense: int8(def), Wins: wins,
		Bonus: f.Bonus, Guard: f.Guard, Loot: f.Loot, Riposte: f.Riposte}
	if f.Champ {
		v.Attacker = int16(s.Champ)
	}
	return v
}
