package overrealm

// Cleansitoad and Drownigator: rulebook-era monsters (figures from the reference
// data, text our own). Their place in the pool is catalog's, in cards.go.

// cleansitoad returns Cleansitoad's card and registers its abilities (once: see catalog).
func cleansitoad() *Monster {
	return &Monster{Name: "Cleansitoad", Elements: els(Water), HP: 12, Role: "Technical", Complexity: 3,
		Ability: "Clear Mind", Text: "When Cleansitoad enters play (at the start of the game, when your discard pile is still empty), look at the top three cards of your deck and put each back on top or at the bottom, in the order you choose.", Def: clearMind(),
		Actions: [4]ActionCard{
			{Name: "Typhoon", Elem: Water, Kind: Attack, Damage: 1, Speed: 3, Discard: 1, Slots: 3, Mods: mods(2, -3, -2, 0, 0, 3), Targets: true, Text: "+1 damage for each buff card played with it that shows ✔.", Ability: ability("Cleansitoad/Typhoon", func(c Ctx, p *play) error {
				for _, b := range p.Buffs {
					if k, _ := Card(b); k.Success {
						p.bonus++
					}
				}
				return nil
			})},
			{Name: "Waterfall", Elem: Water, Kind: Attack, Damage: 1, Speed: 6, Slots: 1, Mods: mods(2, -1, -1, 0, 0, 2), Flip: 1, Targets: true, Text: "Flip 1: +3 damage.", Ability: ability("Cleansitoad/Waterfall", plus(3))},
			{Name: "Evaporate", Elem: Water, Kind: Reaction, Speed: -1, Single: true, Text: "Reaction, no speed, single use: if Cleansitoad would take 4 or more damage from one attack this turn, that attack is unsuccessful instead (no damage, its later buffs do nothing); then draw 2 and gain +2 defense cubes.", Ability: ability("Cleansitoad/Evaporate", all(drawN(2), selfCubes(statDef, 2)))},
			{Name: "Invigorate", Elem: Water, Kind: Aura, Speed: 2, Draw: 1, Turns: 8, Text: "Team aura, 8 turns: every flip ability of yours flips 1 more card.", Ability: ability("Cleansitoad/Invigorate", grantAura("Invigorate", 8))},
		},
		Buffs: [4]BuffCard{
			{Timing: PostAttack, Success: true, Text: "The target's positive stat cubes are all removed.", Ability: ability("Cleansitoad/buff0", func(c Ctx, p *play) error {
				cu := &c.Game.P[1-seatOf(c)].Cubes
				for i := range cu {
					if c.Game.spared(1 - seatOf(c)) {
						break
					}
					cu[i] = min(cu[i], 0)
				}
				return nil
			})},
			{Timing: PreAttack, Success: true, Text: "If your attack is faster than the enemy's action, remove one enemy team aura.", Ability: ability("Cleansitoad/buff1", when(func(c Ctx, p *play) bool {
				o := c.Game.cur[1-seatOf(c)]
				return !o.acts(c.Game) || c.Game.speed(p) > c.Game.speed(o)
			}, func(c Ctx, p *play) error { c.Game.removeAura(1 - seatOf(c)); return nil }))},
			{Timing: WithAttack, Success: false, Flip: 1, Text: "Flip 1: this attack deals +3 damage.", Ability: ability("Cleansitoad/buff2", plus(3))},
			{Timing: PreAttack, Success: false, Flip: 1, Text: "Flip 1: this attack is 3 faster.", Ability: ability("Cleansitoad/buff3", quicker(3))},
		},
	}
}

// drownigator returns Drownigator's card and registers its abilities (once: see catalog).
func drownigator() *Monster {
	return &Monster{Name: "Drownigator", Elements: els(Water, Death), HP: 9, Role: "Tricky", Complexity: 1,
		Ability: "Panic Attack", Text: "When Drownigator enters play, the opponent discards a card at random.", Def: panicAttack(),
		Actions: [4]ActionCard{
			{Name: "Fatigue", Elem: Death, Kind: Status, Speed: 6, Discard: 2, Flip: 2, Targets: true, Text: "Flip 2: the target becomes fatigued.", Ability: ability("Drownigator/Fatigue", foeCond(condFatigue))},
			{Name: "Foul Play", Elem: Death, Kind: Attack, Damage: 2, Speed: 5, Discard: 1, Slots: 1, Mods: mods(0, -2, 2, 2, -1, 0), Flip: 2, Targets: true, Text: "Flip 2: the target's board gains -1 attack cube.", Ability: ability("Drownigator/Foul Play", foeCubes(statAtk, -1))},
			{Name: "Surge", Elem: Water, Kind: Attack, Damage: 1, Speed: 7, Slots: 3, Mods: mods(1, -1, -1, 0, 0, 2), Targets: true, Text: "No extra effect: quick, and room for three buffs."},
			{Name: "Expunge", Elem: Death, Kind: Attack, Damage: 5, Speed: 8, Discard: 1, Slots: 1, Mods: mods(0, -2, 3, 2, -2, 0), Single: true, Targets: true, Text: "Single use: recharges when Drownigator switches out."},
		},
		Buffs: [4]BuffCard{
			{Timing: PreAttack, Success: true, Text: "The target's board gains -1 attack cube.", Ability: ability("Drownigator/buff0", foeCubes(statAtk, -1))},
			{Timing: PreAttack, Success: false, Text: "The target's board gains -1 attack cube.", Ability: ability("Drownigator/buff1", foeCubes(statAtk, -1))},
			{Timing: PreAttack, Success: true, Text: "The target's board gains -1 speed cube.", Ability: ability("Drownigator/buff2", foeCubes(statSpd, -1))},
			{Timing: PreAttack, Success: false, Text: "The target's board gains -1 speed cube.", Ability: ability("Drownigator/buff3", foeCubes(statSpd, -1))},
		},
	}
}
