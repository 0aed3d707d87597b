package overrealm

// Stallagrowth, Steamie and Zappguin: rulebook-era monsters (figures from the reference
// data, text our own). Their place in the pool is catalog's, in cards.go.

// stallagrowth returns Stallagrowth's card and registers its abilities (once: see catalog).
func stallagrowth() *Monster {
	return &Monster{Name: "Stallagrowth", Elements: els(Rock, Leaf), HP: 14, Role: "Tank", Complexity: 1,
		Ability: "Thorned Body", Text: "Whenever Stallagrowth takes damage from a Fire or Rock attack, the attacker loses 2 HP (no defense applies).", Def: thornedBody(),
		Actions: [4]ActionCard{
			{Name: "Leech Seed", Elem: Leaf, Kind: Status, Speed: 2, Discard: 2, Targets: true, Text: "The target gets a leech counter.", Ability: ability("Stallagrowth/Leech Seed", func(c Ctx, p *play) error { f := 1 - seatOf(c); c.Game.leech(f, c.Game.P[f].active(), 1); return nil })},
			{Name: "Rock Smash", Elem: Rock, Kind: Attack, Damage: 7, Speed: 6, Discard: 3, Slots: 2, Mods: mods(-1, 3, -1, 0, 0, 4), Targets: true, Text: "No extra effect: a heavy smash."},
			{Name: "Vine Whip", Elem: Leaf, Kind: Attack, Damage: 2, Speed: 3, Slots: 1, Mods: mods(-1, 0, 0, 2, 2, -1), Targets: true, Text: "If the target is leeched: +4 damage, and one leech counter comes off it.", Ability: ability("Stallagrowth/Vine Whip", when(func(c Ctx, p *play) bool { return c.Game.Active(1-seatOf(c)).Leech > 0 }, func(c Ctx, p *play) error {
				p.bonus += 4
				f := 1 - seatOf(c)
				c.Game.leech(f, c.Game.P[f].active(), -1)
				return nil
			}))},
			{Name: "Rock Slide", Elem: Rock, Kind: Attack, Damage: 2, Speed: 4, Discard: 1, Draw: 1, Mods: mods(-1, 2, -1, 0, 0, 1), Flip: 1, Targets: true, Text: "Flip 1: the target's board gains -1 attack cube.", Ability: ability("Stallagrowth/Rock Slide", foeCubes(statAtk, -1))},
		},
		Buffs: [4]BuffCard{
			{Timing: PreAttack, Success: false, Text: "Your board gains +1 defense cube.", Ability: ability("Stallagrowth/buff0", selfCubes(statDef, 1))},
			{Timing: PreAttack, Success: false, Free: true, Text: "Your active monster has +4 defense this turn.", Ability: ability("Stallagrowth/buff1", thisTurn(vDef, 4))},
			{Timing: WithAttack, Success: true, Flip: 2, Text: "Flip 2: this attack has flinch.", Ability: ability("Stallagrowth/buff2", func(c Ctx, p *play) error { p.flinch = true; return nil })},
			{Timing: WithAttack, Success: true, Flip: 2, Text: "Flip 2: this attack has flinch.", Ability: ability("Stallagrowth/buff3", func(c Ctx, p *play) error { p.flinch = true; return nil })},
		},
	}
}

// steamie returns Steamie's card and registers its abilities (once: see catalog).
func steamie() *Monster {
	return &Monster{Name: "Steamie", Elements: els(Fire, Water), HP: 9, Role: "Support", Complexity: 3,
		Ability: "Three Wishes", Text: "A monster with a wish counter may play one buff card more than its attack's buff slots (one wish per attack, spent when used).", Def: "Three Wishes",
		Actions: [4]ActionCard{
			{Name: "Chilly Mists", Elem: Water, Kind: Aura, Speed: 5, Draw: 1, Turns: 8, Text: "Team aura, 8 turns: the opponent's Water, Electric and Fire attacks deal 1 less damage.", Ability: ability("Steamie/Chilly Mists", grantAura("Chilly Mists", 8))},
			{Name: "Sizzling Mists", Elem: Fire, Kind: Aura, Speed: 5, Draw: 1, Turns: 8, Text: "Team aura, 8 turns: the opponent's Leaf, Rock and Death attacks deal 1 less damage.", Ability: ability("Steamie/Sizzling Mists", grantAura("Sizzling Mists", 8))},
			{Name: "Torrential Blessing", Elem: Water, Kind: Attack, Damage: 3, Speed: 3, Discard: 1, Slots: 1, Mods: mods(2, -1, -1, 0, 0, 2), Targets: true, Bench: true, Text: "Name one of your benched monsters when you choose this: it gets a wish counter.", Ability: ability("Steamie/Torrential Blessing", func(c Ctx, p *play) error { c.Game.wishOn(seatOf(c), int(p.Side)); return nil })},
			{Name: "Fierce Blessing", Elem: Fire, Kind: Attack, Damage: 3, Speed: 3, Discard: 1, Slots: 1, Mods: mods(0, 2, 2, -1, -1, 0), Targets: true, Bench: true, Text: "Name one of your benched monsters when you choose this: it gets a wish counter.", Ability: ability("Steamie/Fierce Blessing", func(c Ctx, p *play) error { c.Game.wishOn(seatOf(c), int(p.Side)); return nil })},
		},
		Buffs: [4]BuffCard{
			{Timing: WithAttack, Success: true, Free: true, Event: true, Text: "This attack deals +1 damage.", EvText: "Flip event: put a wish counter on your active monster.", Ability: ability("Steamie/buff0", plus(1)), Event2: ability("Steamie/event0", func(c Ctx, p *play) error { c.Game.wish(seatOf(c)); return nil })},
			{Timing: WithAttack, Success: true, Free: true, Event: true, Text: "This attack deals +1 damage.", EvText: "Flip event: put a wish counter on your active monster.", Ability: ability("Steamie/buff1", plus(1)), Event2: ability("Steamie/event1", func(c Ctx, p *play) error { c.Game.wish(seatOf(c)); return nil })},
			{Timing: PreAttack, Success: true, Free: true, Event: true, Text: "Your active monster has +1 defense this turn.", EvText: "Flip event: put a wish counter on your active monster.", Ability: ability("Steamie/buff2", thisTurn(vDef, 1)), Event2: ability("Steamie/event2", func(c Ctx, p *play) error { c.Game.wish(seatOf(c)); return nil })},
			{Timing: PreAttack, Success: true, Free: true, Event: true, Text: "Your active monster has +1 defense this turn.", EvText: "Flip event: put a wish counter on your active monster.", Ability: ability("Steamie/buff3", thisTurn(vDef, 1)), Event2: ability("Steamie/event3", func(c Ctx, p *play) error { c.Game.wish(seatOf(c)); return nil })},
		},
	}
}

// zappguin returns Zappguin's card and registers its abilities (once: see catalog).
func zappguin() *Monster {
	return &Monster{Name: "Zappguin", Elements: els(Electric), HP: 9, Role: "Tricky", Complexity: 2,
		Ability: "Static Shock", Text: "Zappguin's attacks deal +1 damage for each different condition the target has.", Def: staticShock(),
		Actions: [4]ActionCard{
			{Name: "Thunderstorm", Elem: Electric, Kind: Attack, Damage: 3, Speed: 5, Discard: 2, Mods: mods(3, 0, 0, -3, 3, -3), Targets: true, Text: "Your board gains +2 speed cubes.", Ability: ability("Zappguin/Thunderstorm", selfCubes(statSpd, 2))},
			{Name: "Ice Blast", Elem: Water, Kind: Attack, Damage: 2, Speed: 4, Slots: 2, Mods: mods(-1, -1, 0, 3, 0, 3), Flip: 1, Flinch: true, Targets: true, Text: "Flip 1: this attack has flinch."},
			{Name: "Vortex", Elem: Electric, Kind: Attack, Damage: 2, Speed: 3, Slots: 1, Mods: mods(2, 0, 0, -2, 4, -2), Targets: true, Text: "+2 damage if the target has a condition.", Ability: ability("Zappguin/Vortex", when(foeHasCond, plus(2)))},
			{Name: "Paralyze", Elem: Electric, Kind: Status, Speed: 7, Draw: 1, Flip: 2, Targets: true, Text: "Flip 2: the target is paralyzed.", Ability: ability("Zappguin/Paralyze", foeCond(condParalyze))},
		},
		Buffs: [4]BuffCard{
			{Timing: WithAttack, Success: true, Flip: 1, Extra: 1, Text: "Discard 1 more card to play this. Flip 1: the target is paralyzed.", Ability: ability("Zappguin/buff0", foeCond(condParalyze))},
			{Timing: WithAttack, Success: false, Flip: 1, Extra: 1, Text: "Discard 1 more card to play this. Flip 1: the target is paralyzed.", Ability: ability("Zappguin/buff1", foeCond(condParalyze))},
			{Timing: WithAttack, Success: false, Free: true, Text: "+3 damage if the target's monster action was faster than this attack.", Ability: ability("Zappguin/buff2", when(func(c Ctx, p *play) bool { return foeFaster(c, p) }, plus(3)))},
			{Timing: WithAttack, Success: true, Free: true, Text: "+3 damage if the target's monster action was faster than this attack.", Ability: ability("Zappguin/buff3", when(func(c Ctx, p *play) bool { return foeFaster(c, p) }, plus(3)))},
		},
	}
}
