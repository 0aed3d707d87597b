package overrealm

import (
	"slices"

	"overdeck/engine/effect"
)

// Building blocks for card hooks. Each returns a Hook; "self" is the acting
// seat's active monster, "foe" the other seat's active monster.

// all runs hooks in order.
func all(hs ...Hook) Hook {
	return func(c Ctx, p *play) error {
		for _, h := range hs {
			if err := h(c, p); err != nil {
				return err
			}
		}
		return nil
	}
}

// selfCubes gives the acting seat's board n cubes of stat.
func selfCubes(stat, n int) Hook {
	return func(c Ctx, p *play) error { c.Game.addCubes(seatOf(c), stat, n); return nil }
}

// foeCubes gives the other seat's board n cubes of stat.
func foeCubes(stat, n int) Hook {
	return func(c Ctx, p *play) error { c.Game.addCubes(1-seatOf(c), stat, n); return nil }
}

// plus gives this attack n more damage.
func plus(n int) Hook { return func(c Ctx, p *play) error { p.bonus += n; return nil } }

// faster gives this action n more speed this turn.
func quicker(n int) Hook { return func(c Ctx, p *play) error { p.spd += n; return nil } }

// foeCond gives the foe's active monster a condition.
func foeCond(bits uint8) Hook {
	return func(c Ctx, p *play) error {
		foe := 1 - seatOf(c)
		c.Game.giveCond(foe, c.Game.P[foe].active(), bits)
		return nil
	}
}

// thisTurn gives the acting seat's active monster (or team, for flips) n of
// stat until the end of the turn.
func thisTurn(stat effect.Stat, n int) Hook {
	var h Hook
	h = func(c Ctx, p *play) error {
		if stat == vDef && c.Game.hold(heldNow, func() { _ = h(c, p) }) {
			return nil // defense changes how a tied attack resolves
		}
		seat := seatOf(c)
		src := monSrc(seat, c.Game.P[seat].active())
		if stat == vFlips {
			src = teamSrc(seat)
		}
		_, err := c.Add(effect.Effect{Kind: effect.Modifier, Target: src, Stat: stat, Amount: int32(n), Controller: c.Power.Controller, Lasts: effect.ThisTurn})
		return err
	}
	return h
}

// healSelf heals the acting seat's active monster by n.
func healSelf(n int) Hook {
	return func(c Ctx, p *play) error {
		seat := seatOf(c)
		c.Game.heal(seat, c.Game.P[seat].active(), n)
		return nil
	}
}

// drawN draws n cards for the acting seat.
func drawN(n int) Hook {
	return func(c Ctx, p *play) error { c.Game.draw(seatOf(c), n); return nil }
}

// hurtSelf deals n unpreventable damage to the acting seat's active monster.
func hurtSelf(n int) Hook {
	return func(c Ctx, p *play) error {
		seat := seatOf(c)
		c.Game.hurt(seat, c.Game.P[seat].active(), n)
		return nil
	}
}

// when runs h only if cond holds.
func when(cond func(c Ctx, p *play) bool, h Hook) Hook {
	return func(c Ctx, p *play) error {
		if cond(c, p) {
			return h(c, p)
		}
		return nil
	}
}

// foeHasCond reports whether the foe's active monster has any condition.
func foeHasCond(c Ctx, p *play) bool { return condCount(c.Game.Active(1-seatOf(c))) > 0 }

// condCount counts the different conditions a monster has (leech included).
func condCount(m *Mon) int {
	n := 0
	for b := m.Cond; b != 0; b &= b - 1 {
		n++
	}
	if m.Leech > 0 {
		n++
	}
	return n
}

// foeFaster reports whether the foe's monster action resolved before this
// one (not in a tie).
func foeFaster(c Ctx, p *play) bool {
	o := c.Game.cur[1-seatOf(c)]
	return o.monster() && o.done && !c.Game.tie
}

// grantAura puts a team aura (def) on the acting seat's team for turns
// turns; used again while active, it goes back to its printed duration.
func grantAura(def string, turns int8) Hook {
	var h Hook
	h = func(c Ctx, p *play) error {
		if c.Game.hold(heldAura, func() { _ = h(c, p) }) {
			return nil
		}
		team := teamSrc(seatOf(c))
		for _, e := range c.Game.Board.Effects {
			if e.Kind == effect.Grant && e.Target == team && e.Def == def {
				_, err := c.AddTime(e.ID, int(turns))
				return err
			}
		}
		_, err := c.Add(effect.Effect{Kind: effect.Grant, Target: team, Def: def, Controller: c.Power.Controller, Lasts: effect.ForTurns(turns)})
		return err
	}
	return h
}

// forceSwitch makes seat switch to its healthiest benched monster, if any
// (the owner's best choice, made for them).
func (s *State) forceSwitch(seat int) {
	if s.hold(heldSwitch, func() { s.forceSwitch(seat) }) {
		return
	}
	p := &s.P[seat]
	if s.Active(seat).KO {
		return
	}
	best, hp := 0, int8(0)
	for side := 1; side <= 2; side++ {
		if m := &p.Mons[p.Spot[side]]; !m.KO && m.HP > hp {
			best, hp = side, m.HP
		}
	}
	if best > 0 {
		s.switchTo(seat, best)
	}
}

// switchToward switches seat's active monster out for the benched monster
// in spot side (1 left, 2 right), or the other one if that one is KO'd.
func (s *State) switchToward(seat, side int) {
	if s.hold(heldSwitch, func() { s.switchToward(seat, side) }) {
		return
	}
	p := &s.P[seat]
	if s.Active(seat).KO || side < 1 || side > 2 {
		return
	}
	if p.Mons[p.Spot[side]].KO {
		side = 3 - side
	}
	if !p.Mons[p.Spot[side]].KO {
		s.switchTo(seat, side)
	}
}

// removeAura ends the first team aura of seat's team; it reports whether
// there was one.
func (s *State) removeAura(seat int) bool {
	if s.spared(seat) {
		return false
	}
	if s.hold(heldNow, func() { s.removeAura(seat) }) {
		return true
	}
	i := slices.IndexFunc(s.Board.Effects, func(e effect.Effect) bool {
		return e.Kind == effect.Grant && e.Target == teamSrc(seat)
	})
	if i < 0 {
		return false
	}
	_ = s.tbl().End(s.Board.Effects[i].ID)
	return true
}
