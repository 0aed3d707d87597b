package overrealm

// Glimmermoth, this edition's own design. Its place in the pool is
// catalog's, in cards.go.

// glimmermoth returns Glimmermoth's card and registers its abilities (once: see catalog).
func glimmermoth() *Monster {
	return &Monster{Name: "Glimmermoth", Elements: els(Electric, Death), HP: 10, Role: "Tricky", Complexity: 2,
		Ability: "Dazzle", Text: "At the start of each turn, while Glimmermoth is active, if the enemy's board has a positive speed cube, it loses one.", Def: dazzle(),
		Actions: [4]ActionCard{
			{Name: "Flash Powder", Elem: Electric, Kind: Status, Speed: 8, Discard: 1, Flip: 1, Targets: true, Text: "Flip 1: the enemy's board gains -1 attack and -1 speed cube.", Ability: ability("Glimmermoth/Flash Powder", all(foeCubes(statAtk, -1), foeCubes(statSpd, -1)))},
			{Name: "Static Wing", Elem: Electric, Kind: Attack, Damage: 3, Speed: 5, Discard: 1, Slots: 1, Mods: mods(1, 0, 0, -2, 3, -1), Targets: true, Text: "+3 damage if the target is paralyzed.", Ability: ability("Glimmermoth/Static Wing", when(foeParalyzed, plus(3)))},
			{Name: "Moonbeam", Elem: Death, Kind: Attack, Damage: 2, Speed: 3, Slots: 2, Mods: mods(0, -1, 2, 1, -1, 0), Flip: 2, Targets: true, Text: "Flip 2: Glimmermoth heals 2 HP.", Ability: ability("Glimmermoth/Moonbeam", healSelf(2))},
			{Name: "Eclipse Veil", Elem: Death, Kind: Aura, Speed: 2, Draw: 1, Turns: 3, Text: "Team aura, 3 turns: the enemy's flip abilities flip 1 fewer card (never fewer than 1).", Ability: ability("Glimmermoth/Eclipse Veil", grantAura("Eclipse Veil", 3))},
		},
		Buffs: [4]BuffCard{
			{Timing: WithAttack, Success: true, Reader: true, Text: "This attack deals +1 damage, or +3 if the target is paralyzed.", Ability: ability("Glimmermoth/buff0", func(c Ctx, p *play) error {
				p.bonus++
				if foeParalyzed(c, p) {
					p.bonus += 2
				}
				return nil
			})},
			{Timing: WithAttack, Success: false, Flip: 1, Extra: 1, Text: "Discard 1 more card to play this. Flip 1: the target is paralyzed.", Ability: ability("Glimmermoth/buff1", foeCond(condParalyze))},
			{Timing: PreAttack, Success: true, Text: "The enemy's board gains -1 speed cube.", Ability: ability("Glimmermoth/buff2", foeCubes(statSpd, -1))},
			{Timing: PreAttack, Success: false, Event: true, Text: "This attack is 1 faster.", EvText: "Flip event: the enemy's board gains -1 speed cube.", Ability: ability("Glimmermoth/buff3", quicker(1)), Event2: ability("Glimmermoth/event3", foeCubes(statSpd, -1))},
		},
	}
}
