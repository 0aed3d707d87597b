package overrealm

import (
	"slices"

	"overdeck/engine/effect"
)

// Monster abilities and team auras of the rulebook-era monsters.

// onEnter defines an "enters play" ability.
func onEnter(id string, h func(c Ctx, seat int)) string {
	return monsterAbility(effect.Def[*State]{ID: id, On: []effect.EventKind{evEnter},
		When:    func(c Ctx, e effect.Event) bool { return e.Source == c.Power.Source },
		Resolve: func(c Ctx, e effect.Event) error { h(c, seatOf(c)); return nil }})
}

func wingClip() string {
	return onEnter("Wing Clip", func(c Ctx, seat int) { c.Game.addCubes(1-seat, statSpd, -1) })
}

func intimidate() string {
	return onEnter("Intimidate", func(c Ctx, seat int) { c.Game.addCubes(1-seat, statAtk, -2) })
}

func panicAttack() string {
	return onEnter("Panic Attack", func(c Ctx, seat int) {
		s := c.Game
		o := &s.P[1-seat]
		if len(o.Hand) == 0 || s.tt == nil {
			return
		}
		i := s.tt.Rand().IntN(len(o.Hand))
		o.Discard = append(o.Discard, o.Hand[i])
		o.Hand = slices.Delete(o.Hand, i, i+1)
	})
}

func heatwave() string {
	return monsterAbility(effect.Def[*State]{ID: "Heatwave", On: []effect.EventKind{effect.TurnEnd},
		Resolve: func(c Ctx, e effect.Event) error {
			foe := 1 - seatOf(c)
			for i := range c.Game.P[foe].Mons {
				c.Game.hurt(foe, i, 1)
			}
			return nil
		}})
}

// gustingWinds has no hook: switchTo asks whether the monster leaving holds it.
func gustingWinds() string {
	return monsterAbility(effect.Def[*State]{ID: "Gusting Winds"})
}

func lockdown() string {
	return monsterAbility(effect.Def[*State]{ID: "Lockdown", On: []effect.EventKind{effect.TurnStart},
		Resolve: func(c Ctx, e effect.Event) error {
			b := &c.Game.Board
			if b.TokenCount(c.Power.Source, tokLockdown) > 0 {
				b.RemoveTokens(c.Power.Source, tokLockdown, 1)
			} else {
				b.AddTokens(c.Power.Source, tokLockdown, 1)
			}
			return nil
		}})
}

// attackElem returns the element of the attack of the seat owning source
// src this turn, and whether there is one.
func (s *State) attackElem(seat int) (Element, bool) {
	if p := s.cur[seat]; p != nil && p.attack(s) {
		return p.card(s).Elem, true
	}
	return 0, false
}

func absorb() string {
	return monsterAbility(effect.Def[*State]{ID: "Absorb", On: []effect.EventKind{effect.DamageDealt},
		When: func(c Ctx, e effect.Event) bool {
			seat, mon := srcMon(c.Power.Source)
			el, ok := c.Game.attackElem(1 - seat)
			return e.Target == c.Power.Source && c.Game.P[seat].Mons[mon].In && ok && (el == Electric || el == Fire)
		},
		Resolve: func(c Ctx, e effect.Event) error { c.Game.Board.AddTokens(c.Power.Source, tokQuake, 1); return nil },
		Modify: func(c Ctx, st effect.Stat, t effect.SourceID, v int) int {
			if st == vSpd && t == c.Power.Source && c.Game.Board.TokenCount(t, tokQuake) > 0 {
				return v + 2
			}
			return v
		}})
}

func thornedBody() string {
	return monsterAbility(effect.Def[*State]{ID: "Thorned Body", On: []effect.EventKind{effect.DamageDealt},
		When: func(c Ctx, e effect.Event) bool {
			seat, _ := srcMon(c.Power.Source)
			el, ok := c.Game.attackElem(1 - seat)
			return e.Target == c.Power.Source && ok && (el == Fire || el == Rock)
		},
		Resolve: func(c Ctx, e effect.Event) error {
			seat, mon := srcMon(e.Source)
			c.Game.hurt(seat, mon, 2)
			return nil
		}})
}

func staticShock() string {
	return monsterAbility(effect.Def[*State]{ID: "Static Shock",
		Modify: func(c Ctx, st effect.Stat, t effect.SourceID, v int) int {
			if st != vAtk || t != c.Power.Source {
				return v
			}
			seat, _ := srcMon(t)
			return v + condCount(c.Game.Active(1-seat))
		}})
}

// wish puts a wish counter on seat's active monster, if it is not KO'd.
func (s *State) wish(seat int) {
	if m := s.P[seat].active(); !s.P[seat].Mons[m].KO {
		s.Board.AddTokens(monSrc(seat, m), tokWish, 1)
	}
}

// wishOn puts a wish counter on seat's benched monster in spot side, or on
// the other benched monster if that one is KO'd.
func (s *State) wishOn(seat, side int) {
	p := &s.P[seat]
	if side < 1 || side > 2 {
		return
	}
	if p.Mons[p.Spot[side]].KO {
		side = 3 - side
	}
	if m := int(p.Spot[side]); !p.Mons[m].KO {
		s.Board.AddTokens(monSrc(seat, m), tokWish, 1)
	}
}

func init() {
	define(effect.Def[*State]{ID: "Three Wishes", Category: effect.TraitAbility})
	// Team auras: held by the team's source while they have time counters.
	define(effect.Def[*State]{ID: "Invigorate", Category: effect.TeamAbility,
		Modify: func(c Ctx, st effect.Stat, t effect.SourceID, v int) int {
			if st == vFlips && t == c.Power.Source && v > 0 {
				return v + 1
			}
			return v
		}})
	mist := func(id string, elems ...Element) {
		define(effect.Def[*State]{ID: id, Category: effect.TeamAbility,
			Modify: func(c Ctx, st effect.Stat, t effect.SourceID, v int) int {
				if st != vAtk || t >= 6 {
					return v
				}
				seat, _ := srcMon(t)
				el, ok := c.Game.attackElem(seat)
				if seat != int(c.Power.Source)-6 && ok && slices.Contains(elems, el) {
					return v - 1
				}
				return v
			}})
	}
	mist("Chilly Mists", Water, Electric, Fire)
	mist("Sizzling Mists", Leaf, Rock, Death)
	define(effect.Def[*State]{ID: "Download", Category: effect.TeamAbility, On: []effect.EventKind{effect.Switch, evAuraEnd},
		When: func(c Ctx, e effect.Event) bool {
			if e.Kind == evAuraEnd {
				return effect.EffectID(e.Amount) == c.Power.Grant
			}
			return int(e.Seat) != seatOf(c)
		},
		Resolve: func(c Ctx, e effect.Event) error {
			if e.Kind == evAuraEnd {
				c.Game.draw(seatOf(c), 2)
				return nil
			}
			seat, mon := srcMon(e.Target)
			c.Game.hurt(seat, mon, 3)
			return c.End(c.Power.Grant)
		}})
}
