package overrealm

import (
	"math"

	"overdeck/engine"
)

// Weights of Evaluate, in "points" of a side's standing. A monster standing
// is worth most; its HP share next; then what wins the next exchanges: the
// threat of the active monster's best attack on the enemy's active one,
// stat cubes, conditions, cards in hand and maneuver cubes.
const (
	wAlive    = 1.5  // a monster not KO'd
	wHP       = 3.0  // times its HP share
	wThreat   = 1.2  // times the best attack's share of the enemy active's HP
	wAtkCube  = 0.2  // per attack cube
	wSpdCube  = 0.12 // per speed cube
	wDefCube  = 0.2  // per defense cube
	wHand     = 0.18 // per card in hand, up to wHandMax
	wHandMax  = 6
	wManeuver = 0.15 // per maneuver cube
	wLeech    = 0.3  // per leech counter on the active monster
	evalScale = 2.5  // points for a 73% (logistic) edge
)

// condCost is what each condition costs its monster (active; half on the
// bench, where it waits).
var condCost = [...]float64{0.5, 0.6, 0.35, 0.25} // burn, paralyze, fatigue, stun

// Evaluate scores a state for seat from 0 (lost) to 1 (won): a logistic of
// the difference between the two sides' standings (see the weights).
func Evaluate(r engine.Rules, seat engine.Seat) float64 {
	s := r.(*State)
	if o := s.Outcome(); o.Over {
		return o.Score(seat)
	}
	if s.Phase < phSelect || !s.P[0].TeamSet || !s.P[1].TeamSet {
		return 0.5
	}
	d := s.standing(int(seat)) - s.standing(1-int(seat))
	return 1 / (1 + math.Exp(-d/evalScale))
}

// standing is one side's points.
func (s *State) standing(seat int) float64 {
	p := &s.P[seat]
	v := 0.0
	for i := range p.Mons {
		m := &p.Mons[i]
		if m.KO {
			continue
		}
		v += wAlive + wHP*float64(m.HP)/float64(m.def().HP)
		scale := 0.5
		if i == p.active() {
			scale = 1
			v -= wLeech * float64(m.Leech)
		}
		for b, c := range condCost {
			if m.Cond&(1<<b) != 0 {
				v -= scale * c
			}
		}
	}
	v += wThreat * s.threat(seat)
	v += wAtkCube*float64(p.Cubes[statAtk]) + wSpdCube*float64(p.Cubes[statSpd]) + wDefCube*float64(p.Cubes[statDef])
	v += wHand*float64(min(len(p.Hand), wHandMax)) + wManeuver*float64(p.Maneuver)
	return v
}

// threat is the share of the enemy active monster's HP that seat's active
// monster's best usable attack would take, as printed: damage, attack
// cubes, burn, elemental modifiers (X: 1), the enemy's defense cubes.
func (s *State) threat(seat int) float64 {
	me, foe := s.Active(seat), s.Active(1-seat)
	if me.KO || foe.KO || foe.HP <= 0 {
		return 0
	}
	best := 0
	for i := range me.def().Actions {
		a := &me.def().Actions[i]
		if a.Kind != Attack || me.Spent&(1<<i) != 0 || len(s.P[seat].Hand) < int(a.Discard) {
			continue
		}
		v := int(a.Damage) + int(s.P[seat].Cubes[statAtk]) - burnPenalty(me) - int(s.P[1-seat].Cubes[statDef])
		x := false
		for _, e := range foe.def().Elements {
			if a.Mods[e] == ModX {
				x = true
			} else {
				v += int(a.Mods[e])
			}
		}
		if x {
			v = 1
		}
		best = max(best, v, 1)
	}
	return math.Min(1, float64(best)/float64(foe.HP))
}
