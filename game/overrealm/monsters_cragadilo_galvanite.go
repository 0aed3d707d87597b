package overrealm

// Cragadilo and Galvanite: later monsters (figures from the later reference data,
// adapted to the rulebook's rules; text our own). Their place in the pool
// is catalog's, in cards.go.

// cragadilo returns Cragadilo's card and registers its abilities (once: see catalog).
func cragadilo() *Monster {
	return &Monster{Name: "Cragadilo", Elements: els(Rock), HP: 5, Role: "Warrior", Complexity: 2,
		Ability: "Fortified", Text: "When Cragadilo enters play or switches in, your board gains as many defense cubes as its HP minus 2. Cragadilo is exposed while your board has no positive defense cube.", Def: fortified(),
		Actions: [4]ActionCard{
			{Name: "Implosion", Elem: Rock, Kind: Attack, Damage: 1, Speed: 9, Discard: 1, Mods: mods(0, 1, 0, 0, 0, 1), Targets: true, Text: "Remove every positive defense cube from your board, even if the target countered. Then Flip 1 for each cube removed: +2 damage for each success.",
				Cost: ability("Cragadilo/Implosion/cost", func(c Ctx, p *play) error {
					p.store = max(0, int(c.Game.P[p.seat].Cubes[statDef]))
					c.Game.addCubes(p.seat, statDef, -p.store)
					return nil
				}),
				Ability: ability("Cragadilo/Implosion", func(c Ctx, p *play) error {
					for i := 0; i < p.store; i++ {
						if c.Game.flip(p.seat, 1) {
							p.bonus += 2
						}
					}
					return nil
				})},
			{Name: "Beckon Earth", Elem: Rock, Kind: Attack, Damage: 5, Speed: 5, Discard: 2, Slots: 2, Mods: mods(0, 1, 0, 0, 0, 2), Flip: 1, Targets: true, Text: "If Cragadilo is exposed when this is revealed: -1 damage, 3 faster and recoil 1. Flip 1: your board gains +1 defense cube.",
				Reveal: ability("Cragadilo/Beckon Earth/reveal", when(func(c Ctx, p *play) bool { return c.Game.exposed(p.seat) }, func(c Ctx, p *play) error {
					p.bonus, p.spd, p.recoil = p.bonus-1, p.spd+3, p.recoil+1
					return nil
				})),
				Ability: ability("Cragadilo/Beckon Earth", selfCubes(statDef, 1))},
			{Name: "Unearth", Elem: Rock, Kind: Attack, Damage: 1, Speed: 3, Slots: 1, Mods: mods(0, 3, 0, 0, 0, 1), Targets: true, Text: "If Cragadilo is exposed, draw 2 cards. Then Flip 4: your board gains +1 defense cube.", Ability: ability("Cragadilo/Unearth", func(c Ctx, p *play) error {
				if c.Game.exposed(p.seat) {
					c.Game.draw(p.seat, 2)
				}
				if c.Game.flip(p.seat, 4) {
					c.Game.addCubes(p.seat, statDef, 1)
				}
				return nil
			})},
			{Name: "Geyser", Elem: Water, Kind: Attack, Damage: 2, Speed: 2, Slots: 2, Mods: mods(2, 0, 0, 0, 0, 1), Targets: true, Text: "If two buff cards were played with it, Cragadilo heals 2 HP, and draws 1 card if it is exposed.", Ability: ability("Cragadilo/Geyser", when(func(c Ctx, p *play) bool { return len(p.Buffs) >= 2 }, func(c Ctx, p *play) error {
				c.Game.heal(p.seat, p.mon, 2)
				if c.Game.exposed(p.seat) {
					c.Game.draw(p.seat, 1)
				}
				return nil
			}))},
		},
		Buffs: [4]BuffCard{
			{Timing: PreAttack, Success: false, Event: true, Text: "Your board gains +1 defense cube.", EvText: "Flip event: your board gains +1 defense cube.", Ability: ability("Cragadilo/buff0", selfCubes(statDef, 1)), Event2: ability("Cragadilo/event0", selfCubes(statDef, 1))},
			{Timing: PreAttack, Success: false, Free: true, Event: true, Text: "Your active monster has +2 defense this turn.", EvText: "Flip event: your active monster heals 1 HP.", Ability: ability("Cragadilo/buff1", thisTurn(vDef, 2)), Event2: ability("Cragadilo/event1", healSelf(1))},
			{Timing: PreAttack, Success: true, Reader: true, Text: "+2 damage if this attack is faster than the enemy's monster action (or the enemy chose none).", Ability: ability("Cragadilo/buff2", when(fasterThanFoe, plus(2)))},
			{Timing: PreAttack, Success: true, Text: "If your board has no positive defense cube, this attack is 2 faster; otherwise it deals +2 damage.", Ability: ability("Cragadilo/buff3", func(c Ctx, p *play) error {
				if c.Game.exposed(p.seat) {
					p.spd += 2
				} else {
					p.bonus += 2
				}
				return nil
			})},
		},
	}
}

// galvanite returns Galvanite's card and registers its abilities (once: see catalog).
func galvanite() *Monster {
	return &Monster{Name: "Galvanite", Elements: els(Rock, Electric), HP: 11, Role: "Warrior", Complexity: 2,
		Ability: "Grounded", Text: "If Galvanite switched in this turn, an enemy attack that would deal it damage this turn is unsuccessful instead (no damage, no Post Attack buffs), and your board gains -1 attack and -1 speed cube.", Def: grounded(),
		Actions: [4]ActionCard{
			{Name: "Discharge", Elem: Electric, Kind: Attack, Damage: 2, Speed: 5, Discard: 2, Slots: 1, Mods: mods(2, 0, 0, 0, 2, 0), Targets: true, Text: "Remove every negative stat cube from your board, even if the target countered: +1 damage for each.",
				Cost: ability("Galvanite/Discharge/cost", func(c Ctx, p *play) error {
					p.store = 0
					for st, v := range c.Game.P[p.seat].Cubes {
						if v < 0 {
							p.store -= int(v)
							c.Game.addCubes(p.seat, st, -int(v))
						}
					}
					return nil
				}),
				Ability: ability("Galvanite/Discharge", func(c Ctx, p *play) error { p.bonus += p.store; return nil })},
			{Name: "Entrenched Barrage", Elem: Rock, Kind: Attack, Damage: 4, Speed: 3, Discard: 2, Slots: 2, Mods: mods(0, 1, 0, 0, 0, 4), Targets: true, Text: "Your board gains -2 speed cubes, even if the target countered.", Cost: ability("Galvanite/Entrenched Barrage/cost", selfCubes(statSpd, -2))},
			{Name: "Frazzle", Elem: Electric, Kind: Attack, Damage: 3, Speed: 7, Discard: 1, Slots: 1, Mods: mods(3, 0, 0, 0, 1, 0), Targets: true, Text: "Your board gains -1 defense cube, even if the target countered.", Cost: ability("Galvanite/Frazzle/cost", selfCubes(statDef, -1))},
			{Name: "Reverse Polarity", Elem: Electric, Kind: Status, Speed: 3, Draw: 1, Targets: true, Text: "Move up to three of your negative stat cubes to the enemy's board, stat for stat (attack first, then speed, then defense). Then Flip 1: the enemy's board gains -2 speed cubes.", Ability: ability("Galvanite/Reverse Polarity", func(c Ctx, p *play) error {
				left := 3
				for _, st := range []int{statAtk, statSpd, statDef} {
					n := min(left, max(0, -int(c.Game.P[p.seat].Cubes[st])))
					c.Game.addCubes(p.seat, st, n)
					c.Game.addCubes(1-p.seat, st, -n)
					left -= n
				}
				if c.Game.flip(p.seat, 1) {
					c.Game.addCubes(1-p.seat, statSpd, -2)
				}
				return nil
			})},
		},
		Buffs: [4]BuffCard{
			{Timing: NoTiming, Success: false, Event: true, Text: "No buff effect.", EvText: "Flip event: your board gains -2 speed cubes and your active monster heals 3 HP.", Event2: ability("Galvanite/event0", all(selfCubes(statSpd, -2), healSelf(3)))},
			{Timing: NoTiming, Success: false, Event: true, Text: "No buff effect.", EvText: "Flip event: your board gains -1 attack cube and your active monster heals 3 HP.", Event2: ability("Galvanite/event1", all(selfCubes(statAtk, -1), healSelf(3)))},
			{Timing: NoTiming, Success: true, Text: "No buff effect."},
			{Timing: NoTiming, Success: true, Text: "No buff effect."},
		},
	}
}
