package overrealm

// speed returns the speed of play p: printed speed, speed stat cubes,
// this-turn bonuses and abilities, -2 when paralyzed; never below 0.
func (s *State) speed(p *play) int {
	if !p.monster() {
		return 0
	}
	m := &s.P[p.seat].Mons[p.mon]
	v := int(p.card(s).Speed) + int(s.P[p.seat].Cubes[statSpd]) + p.spd
	v = s.tbl().Value(v, vSpd, monSrc(p.seat, p.mon))
	if m.Cond&condParalyze != 0 {
		v -= 2
	}
	return max(0, v)
}

// modsIgnored reports whether elemental modifiers are ignored this turn:
// exactly one player used a Protected Monster Action.
func (s *State) modsIgnored() bool {
	a, b := s.cur[0], s.cur[1]
	return (a != nil && a.monster() && a.Prot) != (b != nil && b.monster() && b.Prot)
}

// xAgainst reports whether card has an "X" modifier against an element of
// the monster def (and modifiers are not ignored this turn).
func (s *State) xAgainst(card *ActionCard, def *Monster) bool {
	if s.modsIgnored() {
		return false
	}
	for _, e := range def.Elements {
		if card.Mods[e] == ModX {
			return true
		}
	}
	return false
}

// burnPenalty is what burn takes from a monster's attacks: 1, or 2 for
// Leaf, Rock and Death monsters.
func burnPenalty(m *Mon) int {
	if m.Cond&condBurn == 0 {
		return 0
	}
	d := m.def()
	if d.Has(Leaf) || d.Has(Rock) || d.Has(Death) {
		return 2
	}
	return 1
}

// attackDamage computes the damage of attack p against the foe's active
// monster: printed damage, this attack's bonuses, attack stat cubes and
// abilities, burn, then the elemental modifier of each of the target's
// elements, then the target's defense (stat cubes, this-turn bonuses,
// fatigue); at least 1. An "X" modifier makes it exactly 1.
func (s *State) attackDamage(p *play) int {
	foe := 1 - p.seat
	card := p.card(s)
	me := &s.P[p.seat].Mons[p.mon]
	tm := s.P[foe].active()
	target := &s.P[foe].Mons[tm]
	v := int(card.Damage) + p.bonus + int(s.P[p.seat].Cubes[statAtk])
	v = s.tbl().Value(v, vAtk, monSrc(p.seat, p.mon))
	v -= burnPenalty(me)
	if !s.modsIgnored() {
		for _, e := range target.def().Elements {
			if card.Mods[e] != ModX {
				v += int(card.Mods[e])
			}
		}
	}
	if !p.noDef {
		v -= s.tbl().Value(int(s.P[foe].Cubes[statDef]), vDef, monSrc(foe, tm))
		if target.Cond&condFatigue != 0 {
			v++
		}
	}
	if s.xAgainst(card, target.def()) {
		return 1
	}
	return max(1, v)
}
