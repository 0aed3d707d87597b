package overrealm

import (
	"overdeck/engine/effect"
)

// Monster abilities and team auras of the later monsters (adapted to the
// rulebook's rules) and of Glimmermoth, this edition's own monster.

// onSwitchIn defines an ability that triggers when its holder enters play
// at the start of the game or switches in (a KO replacement is not a
// switch).
func onSwitchIn(id string, h func(c Ctx, seat int)) string {
	return monsterAbility(effect.Def[*State]{ID: id, On: []effect.EventKind{evEnter, effect.Switch},
		When: func(c Ctx, e effect.Event) bool {
			if e.Kind == evEnter {
				return e.Source == c.Power.Source
			}
			return e.Target == c.Power.Source
		},
		Resolve: func(c Ctx, e effect.Event) error { h(c, seatOf(c)); return nil }})
}

func lifecycle() string {
	return monsterAbility(effect.Def[*State]{ID: "Lifecycle", On: []effect.EventKind{evReshuffle},
		When: func(c Ctx, e effect.Event) bool { return int(e.Seat) == seatOf(c) },
		Resolve: func(c Ctx, e effect.Event) error {
			seat, mon := srcMon(c.Power.Source)
			c.Game.heal(seat, mon, 2)
			return nil
		}})
}

func pollinator() string {
	return monsterAbility(effect.Def[*State]{ID: "Pollinator",
		Modify: func(c Ctx, st effect.Stat, t effect.SourceID, v int) int {
			if st != vSpd || t != c.Power.Source {
				return v
			}
			return v + c.Game.count(seatOf(c), tokHoney)
		}})
}

func fortified() string {
	return onSwitchIn("Fortified", func(c Ctx, seat int) {
		c.Game.addCubes(seat, statDef, max(0, int(c.Game.Active(seat).HP)-2))
	})
}

// grounded has no hook: strike asks whether the target holds it.
func grounded() string { return monsterAbility(effect.Def[*State]{ID: "Grounded"}) }

func goopophyll() string {
	return monsterAbility(effect.Def[*State]{ID: "Goopophyll", On: []effect.EventKind{effect.TurnStart},
		When: func(c Ctx, e effect.Event) bool {
			seat, mon := srcMon(c.Power.Source)
			m := &c.Game.P[seat].Mons[mon]
			return m.HP < m.def().HP
		},
		Resolve: func(c Ctx, e effect.Event) error {
			seat, mon := srcMon(c.Power.Source)
			if c.Game.flip(seat, 1) {
				c.Game.heal(seat, mon, 1)
			}
			return nil
		}})
}

func tormentAbility() string {
	return monsterAbility(effect.Def[*State]{ID: "Torment", On: []effect.EventKind{effect.TurnEnd},
		Resolve: func(c Ctx, e effect.Event) error {
			foe := 1 - seatOf(c)
			if o := c.Game.cur[foe]; o != nil && o.monster() {
				c.Game.torment(foe, o.mon, int(o.Act), 2)
			}
			return nil
		}})
}

// hoarder has no hook: State.hoard spends the acorns at the reveal, while
// Squirrberus is on the team (benched or active).
func hoarder() string {
	return define(effect.Def[*State]{ID: "Hoarder", Category: effect.TraitAbility})
}

func vultureClip() string {
	return onSwitchIn("Vulturock/Wing Clip", func(c Ctx, seat int) { c.Game.addCubes(1-seat, statSpd, -2) })
}

func dazzle() string {
	return monsterAbility(effect.Def[*State]{ID: "Dazzle", On: []effect.EventKind{effect.TurnStart},
		When: func(c Ctx, e effect.Event) bool { return c.Game.P[1-seatOf(c)].Cubes[statSpd] > 0 },
		Resolve: func(c Ctx, e effect.Event) error {
			c.Game.addCubes(1-seatOf(c), statSpd, -1)
			return nil
		}})
}

func init() {
	define(effect.Def[*State]{ID: "Charming Toxins", Category: effect.TeamAbility, On: []effect.EventKind{effect.TurnEnd},
		Resolve: func(c Ctx, e effect.Event) error {
			seat := seatOf(c)
			c.Game.heal(seat, c.Game.P[seat].active(), 1)
			return nil
		}})
	define(effect.Def[*State]{ID: "Forage", Category: effect.TeamAbility, On: []effect.EventKind{effect.TurnEnd},
		Resolve: func(c Ctx, e effect.Event) error {
			seat := seatOf(c)
			c.Game.gain(seat, c.Game.fewestAcorn(seat), 1, maxAcorn)
			return nil
		}})
	define(effect.Def[*State]{ID: "Eclipse Veil", Category: effect.TeamAbility,
		Modify: func(c Ctx, st effect.Stat, t effect.SourceID, v int) int {
			if st == vFlips && t == teamSrc(1-seatOf(c)) && v > 1 {
				return v - 1
			}
			return v
		}})
}

// honeyEvent is the flip event of two Boltblebee buffs: with 2 or more
// honey, spend one and heal the active monster 2; otherwise gain a honey.
func honeyEvent(c Ctx, p *play) error {
	seat := seatOf(c)
	if c.Game.count(seat, tokHoney) >= 2 {
		c.Game.spend(seat, tokHoney, 1)
		c.Game.heal(seat, c.Game.P[seat].active(), 2)
		return nil
	}
	c.Game.gain(seat, tokHoney, 1, maxHoney)
	return nil
}

// acorn gives the acting seat's team one acorn of kind.
func acorn(kind string, n int) Hook {
	return func(c Ctx, p *play) error { c.Game.gain(seatOf(c), kind, n, maxAcorn); return nil }
}

// goop puts n goop counters on the enemy team.
func goop(n int) Hook {
	return func(c Ctx, p *play) error { c.Game.gain(1-seatOf(c), tokGoop, n, maxGoop); return nil }
}

// elemIs reports whether this attack is of one of the elements es.
func elemIs(es ...Element) func(c Ctx, p *play) bool {
	return func(c Ctx, p *play) bool {
		if !p.attack(c.Game) {
			return false
		}
		for _, e := range es {
			if p.card(c.Game).Elem == e {
				return true
			}
		}
		return false
	}
}

// foeParalyzed reports whether the enemy's active monster is paralyzed.
func foeParalyzed(c Ctx, p *play) bool {
	return c.Game.Active(1-seatOf(c)).Cond&condParalyze != 0
}

// fasterThanFoe reports whether this action resolves before the enemy's
// (or the enemy chose no monster action that acts by speed).
func fasterThanFoe(c Ctx, p *play) bool {
	o := c.Game.cur[1-seatOf(c)]
	return !o.acts(c.Game) || c.Game.speed(p) > c.Game.speed(o)
}
