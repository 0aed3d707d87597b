package overrealm

// Ashdash and Boltblebee: later monsters (figures from the later reference data,
// adapted to the rulebook's rules; text our own). Their place in the pool
// is catalog's, in cards.go.

// ashdash returns Ashdash's card and registers its abilities (once: see catalog).
func ashdash() *Monster {
	return &Monster{Name: "Ashdash", Elements: els(Fire), HP: 9, Role: "Support", Complexity: 3,
		Ability: "Lifecycle", Text: "Whenever your discard pile is shuffled into a new deck while Ashdash is active, Ashdash heals 2 HP.", Def: lifecycle(),
		Actions: [4]ActionCard{
			{Name: "Flare Up", Elem: Fire, Kind: Attack, Damage: 1, Speed: 4, Discard: 2, Mods: mods(0, 2, 2, -2, -2, 0), Targets: true, Text: "Flip 3 if Ashdash took damage earlier this turn, otherwise Flip 1: +4 damage.", Ability: ability("Ashdash/Flare Up", func(c Ctx, p *play) error {
				n := 1
				if c.Game.P[p.seat].Mons[p.mon].Dealt {
					n = 3
				}
				if c.Game.flip(p.seat, n) {
					p.bonus += 4
				}
				return nil
			})},
			{Name: "Slow Burn", Elem: Fire, Kind: Attack, Damage: 2, Speed: 2, Discard: 2, Slots: 2, Mods: mods(0, 1, 2, -2, -2, 0), Targets: true, Text: "If Ashdash has 6 HP or less, draw 2 cards.", Ability: ability("Ashdash/Slow Burn", when(func(c Ctx, p *play) bool { return c.Game.P[p.seat].Mons[p.mon].HP <= 6 }, drawN(2)))},
			{Name: "Sprint", Elem: Fire, Kind: Attack, Damage: 3, Speed: 8, Discard: 3, Slots: 2, Mods: mods(0, 2, 2, -2, -2, 0), Flip: 1, Targets: true, Text: "Flip 1: +1 damage for each buff card played with it.", Ability: ability("Ashdash/Sprint", func(c Ctx, p *play) error { p.bonus += len(p.Buffs); return nil })},
			{Name: "From the Ashes", Elem: Fire, Kind: Status, Speed: 6, Discard: 3, Text: "Ashdash loses 1 HP for each card in your deck (no defense). If it is still standing, it heals back to full HP.", Ability: ability("Ashdash/From the Ashes", func(c Ctx, p *play) error {
				s := c.Game
				s.hurt(p.seat, p.mon, len(s.P[p.seat].Deck))
				s.heal(p.seat, p.mon, int(s.P[p.seat].Mons[p.mon].def().HP))
				return nil
			})},
		},
		Buffs: [4]BuffCard{
			{Timing: PreAttack, Success: true, Event: true, Text: "Your active monster cannot be KO'd this turn: damage that would KO it leaves it at 1 HP.", EvText: "Flip event: your active monster heals 1 HP.", Ability: ability("Ashdash/buff0", func(c Ctx, p *play) error { p.endure = c.Game.P[p.seat].active() + 1; return nil }), Event2: ability("Ashdash/event0", healSelf(1))},
			{Timing: PreAttack, Success: false, Event: true, Extra: 1, Text: "Discard 1 more card to play this. Your board gains +1 attack and +1 speed cube, then draw 1 card.", EvText: "Flip event: draw 1 card.", Ability: ability("Ashdash/buff1", all(selfCubes(statAtk, 1), selfCubes(statSpd, 1), drawN(1))), Event2: ability("Ashdash/event1", drawN(1))},
			{Timing: PostAttack, Success: true, Event: true, Text: "Your active monster heals 2 HP.", EvText: "Flip event: draw 1 card, then your active monster loses 1 HP.", Ability: ability("Ashdash/buff2", healSelf(2)), Event2: ability("Ashdash/event2", all(drawN(1), hurtSelf(1)))},
			{Timing: PostAttack, Success: false, Event: true, Text: "Each of your monsters with 6 HP or less (not KO'd) heals 2 HP.", EvText: "Flip event: your active monster heals 1 HP if it has 6 HP or less.", Ability: ability("Ashdash/buff3", func(c Ctx, p *play) error {
				for i, m := range c.Game.P[p.seat].Mons {
					if m.HP <= 6 {
						c.Game.heal(p.seat, i, 2)
					}
				}
				return nil
			}), Event2: ability("Ashdash/event3", when(func(c Ctx, p *play) bool { return c.Game.Active(seatOf(c)).HP <= 6 }, healSelf(1)))},
		},
	}
}

// boltblebee returns Boltblebee's card and registers its abilities (once: see catalog).
func boltblebee() *Monster {
	return &Monster{Name: "Boltblebee", Elements: els(Leaf, Electric), HP: 9, Role: "Technical", Complexity: 2,
		Ability: "Pollinator", Text: "Your team starts the game with a honey counter (a team holds at most 3). Boltblebee's monster actions are 1 faster for each honey counter your team has.", Def: pollinator(),
		Start: func(s *State, seat int) { s.gain(seat, tokHoney, 1, maxHoney) },
		Actions: [4]ActionCard{
			{Name: "Swarm", Elem: Electric, Kind: Attack, Damage: 2, Speed: 4, Discard: 1, Mods: mods(1, 0, 0, 0, 1, 0), Targets: true, Text: "Flip 1, three times: +1 damage for each success. If at most one succeeds, the target is paralyzed.", Ability: ability("Boltblebee/Swarm", func(c Ctx, p *play) error {
				n := 0
				for i := 0; i < 3; i++ {
					if c.Game.flip(p.seat, 1) {
						n++
					}
				}
				p.bonus += n
				if n <= 1 {
					return foeCond(condParalyze)(c, p)
				}
				return nil
			})},
			{Name: "Nectear", Elem: Leaf, Kind: Attack, Damage: 4, Speed: 6, Discard: 2, Slots: 1, Mods: mods(0, 0, 0, 4, 1, 0), Targets: true, Text: "If Boltblebee is hurt and your team has a honey counter, spend one: Boltblebee heals 3 HP.", Ability: ability("Boltblebee/Nectear", func(c Ctx, p *play) error {
				m := &c.Game.P[p.seat].Mons[p.mon]
				if m.HP < m.def().HP && c.Game.spend(p.seat, tokHoney, 1) == 1 {
					c.Game.heal(p.seat, p.mon, 3)
				}
				return nil
			})},
			{Name: "Pollinate", Elem: Leaf, Kind: Attack, Damage: 1, Speed: 3, Draw: 1, Mods: mods(0, 0, 0, 1, 1, 0), Flip: 2, Targets: true, Text: "Flip 2: your team gains a honey counter.", Ability: ability("Boltblebee/Pollinate", func(c Ctx, p *play) error { c.Game.gain(p.seat, tokHoney, 1, maxHoney); return nil })},
			{Name: "Sticky Sting", Elem: Electric, Kind: Attack, Damage: 1, Speed: 6, Slots: 2, Mods: mods(1, 0, 0, 0, 3, 0), Targets: true, Text: "+1 damage for each honey counter your team has.", Ability: ability("Boltblebee/Sticky Sting", func(c Ctx, p *play) error { p.bonus += c.Game.count(p.seat, tokHoney); return nil })},
		},
		Buffs: [4]BuffCard{
			{Timing: WithAttack, Success: true, Free: true, Text: "This attack deals +1 damage.", Ability: ability("Boltblebee/buff0", plus(1))},
			{Timing: WithAttack, Success: true, Free: true, Event: true, Text: "This attack deals +1 damage.", EvText: "Flip event: with 2 or more honey counters, spend one and your active monster heals 2 HP; otherwise your team gains a honey counter.", Ability: ability("Boltblebee/buff1", plus(1)), Event2: ability("Boltblebee/event1", honeyEvent)},
			{Timing: PreAttack, Success: false, Event: true, Text: "This attack is 2 faster.", EvText: "Flip event: with 2 or more honey counters, spend one and your active monster heals 2 HP; otherwise your team gains a honey counter.", Ability: ability("Boltblebee/buff2", quicker(2)), Event2: ability("Boltblebee/event2", honeyEvent)},
			{Timing: PreAttack, Success: false, Text: "This attack is 2 faster.", Ability: ability("Boltblebee/buff3", quicker(2))},
		},
	}
}
