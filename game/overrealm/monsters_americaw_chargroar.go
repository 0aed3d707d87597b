package overrealm

// Americaw and Chargroar: rulebook-era monsters (figures from the reference
// data, text our own). Their place in the pool is catalog's, in cards.go.

// americaw returns Americaw's card and registers its abilities (once: see catalog).
func americaw() *Monster {
	return &Monster{Name: "Americaw", Elements: els(Rock, Death), HP: 8, Role: "Assassin", Complexity: 2,
		Ability: "Wing Clip", Text: "When Americaw enters play, the enemy's stat cube board gains -1 speed cube.", Def: wingClip(),
		Actions: [4]ActionCard{
			{Name: "Tactical Nuke", Elem: Death, Kind: Attack, Damage: 6, Speed: 7, Discard: 2, Slots: 1, Mods: mods(0, -3, 2, 3, -2, 0), Recoil: 2, Targets: true, Text: "Americaw takes 2 recoil damage, even if the attack is countered."},
			{Name: "Roc Rock", Elem: Rock, Kind: Attack, Damage: 4, Speed: 5, Discard: 1, Slots: 2, Mods: mods(-3, 2, -1, 0, 0, 2), Recoil: 1, Targets: true, Text: "Americaw takes 1 recoil damage, even if the attack is countered."},
			{Name: "Iron Defense", Elem: Rock, Kind: Status, Speed: 1, Draw: 1, Text: "Americaw gains +2 defense cubes.", Ability: ability("Americaw/Iron Defense", selfCubes(statDef, 2))},
			{Name: "Roost", Elem: Death, Kind: Reaction, Speed: 4, Discard: 2, Single: true, Text: "Single use. Americaw heals 6 HP, unless a faster attack targeted it this turn (then this does nothing).", Ability: ability("Americaw/Roost", when(func(c Ctx, p *play) bool { return !(foeFaster(c, p) && c.Game.cur[1-seatOf(c)].attack(c.Game)) }, healSelf(6)))},
		},
		Buffs: [4]BuffCard{
			{Timing: WithAttack, Success: true, Counter: true, Text: "If the target countered, your opponent loses one more maneuver cube.", Ability: ability("Americaw/buff0", func(c Ctx, p *play) error {
				if o := &c.Game.P[1-seatOf(c)]; c.Game.cur[1-seatOf(c)].Kind == selCounter && o.Maneuver > 0 {
					o.Maneuver--
				}
				return nil
			})},
			{Timing: PostAttack, Success: true, Extra: 1, Text: "Discard 1 more card to play this. The target is forced to switch out for the benched monster of its side with the most HP (the one on its left on a tie), if it has one standing.", Ability: ability("Americaw/buff1", func(c Ctx, p *play) error { c.Game.forceSwitch(1 - seatOf(c)); return nil })},
			{Timing: PreAttack, Success: false, Text: "Your board gains +1 attack cube.", Ability: ability("Americaw/buff2", selfCubes(statAtk, 1))},
			{Timing: PreAttack, Success: false, Text: "Your board gains +1 attack cube.", Ability: ability("Americaw/buff3", selfCubes(statAtk, 1))},
		},
	}
}

// chargroar returns Chargroar's card and registers its abilities (once: see catalog).
func chargroar() *Monster {
	return &Monster{Name: "Chargroar", Elements: els(Electric, Fire), HP: 8, Role: "Assassin", Complexity: 1,
		Ability: "Intimidate", Text: "When Chargroar enters play, the enemy's stat cube board gains -2 attack cubes.", Def: intimidate(),
		Actions: [4]ActionCard{
			{Name: "Lightning", Elem: Electric, Kind: Attack, Damage: 6, Speed: 9, Discard: 3, Slots: 1, Mods: mods(5, 0, 0, ModX, 5, -4), Targets: true, Text: "No extra effect: a huge, slow-to-pay bolt. Against Rock it shrugs off (X)."},
			{Name: "Lights Out", Elem: Electric, Kind: Attack, Damage: 2, Speed: 6, Slots: 1, Mods: mods(1, 0, 0, -1, 2, -1), Targets: true, Text: "If this attack KOs the target, your board gains +2 attack cubes.", After: ability("Chargroar/Lights Out/after", when(func(c Ctx, p *play) bool { return p.killed }, selfCubes(statAtk, 2)))},
			{Name: "Hypercharge", Elem: Electric, Kind: Status, Speed: 4, Draw: 1, Text: "Your board gains +2 attack cubes.", Ability: ability("Chargroar/Hypercharge", selfCubes(statAtk, 2))},
			{Name: "Flamethrower", Elem: Fire, Kind: Attack, Damage: 5, Speed: 5, Discard: 2, Slots: 1, Mods: mods(0, 2, 3, -2, -4, 0), Flip: 1, Targets: true, Text: "Flip 1: this attack ignores the target's defense.", Ability: ability("Chargroar/Flamethrower", func(c Ctx, p *play) error { p.noDef = true; return nil })},
		},
		Buffs: [4]BuffCard{
			{Timing: WithAttack, Success: false, Free: true, Text: "This attack deals +2 damage.", Ability: ability("Chargroar/buff0", plus(2))},
			{Timing: WithAttack, Success: true, Free: true, Text: "This attack deals +2 damage.", Ability: ability("Chargroar/buff1", plus(2))},
			{Timing: PreAttack, Success: false, Text: "This attack is 2 faster.", Ability: ability("Chargroar/buff2", quicker(2))},
			{Timing: PreAttack, Success: true, Text: "This attack is 2 faster.", Ability: ability("Chargroar/buff3", quicker(2))},
		},
	}
}
