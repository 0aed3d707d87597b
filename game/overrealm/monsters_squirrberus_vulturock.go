package overrealm

// Squirrberus and Vulturock: later monsters (figures from the later reference data,
// adapted to the rulebook's rules; text our own). Their place in the pool
// is catalog's, in cards.go.

// squirrberus returns Squirrberus's card and registers its abilities (once: see catalog).
func squirrberus() *Monster {
	return &Monster{Name: "Squirrberus", Elements: els(Fire, Leaf), HP: 8, Role: "Support", Complexity: 2,
		Ability: "Hoarder", Text: "While Squirrberus is on your team and not KO'd (benched too), whenever one of your monsters reveals an attack with at least one buff card, all your acorn counters are spent on it: +1 damage per power acorn, +1 speed per wisdom acorn, and +1 defense this turn per courage acorn. A team holds at most 4 acorns of each kind.", Def: hoarder(),
		Actions: [4]ActionCard{
			{Name: "Forage", Elem: Leaf, Kind: Aura, Speed: 6, Draw: 1, Turns: 6, Text: "Team aura, 6 turns: at the end of each turn, your team gains the kind of acorn it has fewest of (power, then courage, then wisdom on a tie).", Ability: ability("Squirrberus/Forage", grantAura("Forage", 6))},
			{Name: "Tail of Power", Elem: Fire, Kind: Attack, Damage: 4, Speed: 4, Discard: 3, Slots: 1, Mods: mods(0, 3, 1, 0, 0, 0), Flip: 1, Targets: true, Text: "Flip 1: your team gains three power acorns.", Ability: ability("Squirrberus/Tail of Power", acorn(acornPower, 3))},
			{Name: "Tail of Courage", Elem: Leaf, Kind: Attack, Damage: 2, Speed: 2, Slots: 3, Mods: mods(0, 0, 0, 3, 1, 0), Targets: true, Text: "Your team gains a courage acorn.", Ability: ability("Squirrberus/Tail of Courage", acorn(acornCourage, 1))},
			{Name: "Tail of Wisdom", Elem: Water, Kind: Attack, Damage: 3, Speed: 6, Discard: 1, Slots: 2, Mods: mods(3, 0, 0, 0, 0, 1), Targets: true, Text: "Your team gains a wisdom acorn. Then Flip 1: another one.", Ability: ability("Squirrberus/Tail of Wisdom", func(c Ctx, p *play) error {
				c.Game.gain(p.seat, acornWisdom, 1, maxAcorn)
				if c.Game.flip(p.seat, 1) {
					c.Game.gain(p.seat, acornWisdom, 1, maxAcorn)
				}
				return nil
			})},
		},
		Buffs: [4]BuffCard{
			{Timing: PreAttack, Success: false, Free: true, Event: true, Text: "Your team gains a power acorn. If this attack is Fire or Electric, it deals +2 damage.", EvText: "Flip event: your team gains a power acorn.", Ability: ability("Squirrberus/buff0", all(acorn(acornPower, 1), when(elemIs(Fire, Electric), plus(2)))), Event2: ability("Squirrberus/event0", acorn(acornPower, 1))},
			{Timing: PreAttack, Success: false, Free: true, Event: true, Text: "Your team gains a courage acorn. If this attack is Leaf or Rock, your active monster has +2 defense this turn.", EvText: "Flip event: your team gains a courage acorn.", Ability: ability("Squirrberus/buff1", all(acorn(acornCourage, 1), when(elemIs(Leaf, Rock), thisTurn(vDef, 2)))), Event2: ability("Squirrberus/event1", acorn(acornCourage, 1))},
			{Timing: PreAttack, Success: false, Event: true, Text: "Your team gains a wisdom acorn. If this attack is Water or Death, it is 2 faster.", EvText: "Flip event: your team gains a wisdom acorn.", Ability: ability("Squirrberus/buff2", all(acorn(acornWisdom, 1), when(elemIs(Water, Death), quicker(2)))), Event2: ability("Squirrberus/event2", acorn(acornWisdom, 1))},
			{Timing: PostAttack, Success: true, Event: true, Text: "Your team gains one acorn of each kind, and you draw 1 card.", EvText: "Flip event: if your team has 4 or more acorns in all, draw 1 card.", Ability: ability("Squirrberus/buff3", all(acorn(acornPower, 1), acorn(acornCourage, 1), acorn(acornWisdom, 1), drawN(1))), Event2: ability("Squirrberus/event3", when(func(c Ctx, p *play) bool {
				s := c.Game
				return s.count(seatOf(c), acornPower)+s.count(seatOf(c), acornCourage)+s.count(seatOf(c), acornWisdom) >= 4
			}, drawN(1)))},
		},
	}
}

// vulturock returns Vulturock's card and registers its abilities (once: see catalog).
func vulturock() *Monster {
	return &Monster{Name: "Vulturock", Elements: els(Rock, Death), HP: 9, Role: "Assassin", Complexity: 1,
		Ability: "Wing Clip", Text: "When Vulturock enters play or switches in, the enemy's board gains -2 speed cubes.", Def: vultureClip(),
		Actions: [4]ActionCard{
			{Name: "Kraterkazee", Elem: Death, Kind: Attack, Damage: 6, Speed: 7, Discard: 2, Slots: 1, Mods: mods(0, 0, 2, 3, 0, 0), Recoil: 2, Targets: true, Text: "Vulturock takes 2 recoil damage, even if the attack is countered."},
			{Name: "Roc Rock", Elem: Rock, Kind: Attack, Damage: 4, Speed: 5, Discard: 1, Slots: 2, Mods: mods(0, 2, 0, 0, 0, 2), Recoil: 1, Targets: true, Text: "Vulturock takes 1 recoil damage, even if the attack is countered."},
			{Name: "Iron Defense", Elem: Rock, Kind: Status, Speed: 1, Draw: 1, Text: "Your board gains +2 defense cubes.", Ability: ability("Vulturock/Iron Defense", selfCubes(statDef, 2))},
			{Name: "Scavenge", Elem: Death, Kind: Status, Speed: 9, Discard: 1, Single: true, Text: "Single use. Vulturock heals as many HP as this action's speed exceeds the enemy's monster action's; if the enemy chose no monster action, it heals 5 instead.", Ability: ability("Vulturock/Scavenge", func(c Ctx, p *play) error {
				n := 5
				if o := c.Game.cur[1-p.seat]; o.monster() {
					n = c.Game.speed(p) - c.Game.speed(o)
				}
				c.Game.heal(p.seat, p.mon, n)
				return nil
			})},
		},
		Buffs: [4]BuffCard{
			{Timing: PreAttack, Success: true, Counter: true, Text: "If the enemy spent a maneuver cube this turn (Counter or a Protected action), it loses one more. This works even if the attack is countered.", Ability: ability("Vulturock/buff0", func(c Ctx, p *play) error {
				o := c.Game.cur[1-p.seat]
				if pl := &c.Game.P[1-p.seat]; (o.Kind == selCounter || (o.monster() && o.Prot)) && pl.Maneuver > 0 {
					pl.Maneuver--
				}
				return nil
			})},
			{Timing: PostAttack, Success: false, Event: true, Text: "The enemy's active monster loses 1 HP for each card the enemy discarded or played as a buff this turn (no defense).", EvText: "Flip event: your active monster loses 1 HP.", Ability: ability("Vulturock/buff1", func(c Ctx, p *play) error {
				foe := 1 - p.seat
				c.Game.hurt(foe, c.Game.P[foe].active(), c.Game.cur[foe].spent())
				return nil
			}), Event2: ability("Vulturock/event1", hurtSelf(1))},
			{Timing: PreAttack, Success: false, Text: "Your board gains +1 attack cube.", Ability: ability("Vulturock/buff2", selfCubes(statAtk, 1))},
			{Timing: PreAttack, Success: false, Text: "Your board gains +1 attack cube.", Ability: ability("Vulturock/buff3", selfCubes(statAtk, 1))},
		},
	}
}
