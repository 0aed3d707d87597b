package overrealm

// Flexferno and Galeaffy: rulebook-era monsters (figures from the reference
// data, text our own). Their place in the pool is catalog's, in cards.go.

// flexferno returns Flexferno's card and registers its abilities (once: see catalog).
func flexferno() *Monster {
	return &Monster{Name: "Flexferno", Elements: els(Fire), HP: 8, Role: "Warrior", Complexity: 2,
		Ability: "Heatwave", Text: "At the end of each turn, while Flexferno is active, every enemy monster still standing loses 1 HP (no defense applies).", Def: heatwave(),
		Actions: [4]ActionCard{
			{Name: "Sauna", Elem: Fire, Kind: Attack, Damage: 2, Speed: 6, Discard: 1, Draw: 1, Mods: mods(0, 2, 1, -1, -1, 0), Flip: 1, Targets: true, Text: "Flip 1: +2 damage, and your board gains +1 defense cube.", Ability: ability("Flexferno/Sauna", all(plus(2), selfCubes(statDef, 1)))},
			{Name: "Fire Blast", Elem: Fire, Kind: Attack, Damage: 9, Speed: 5, Discard: 3, Slots: 1, Mods: mods(0, 5, 5, -3, -3, 0), Targets: true, Text: "No extra effect: a blast that costs three discards."},
			{Name: "Scorch", Elem: Fire, Kind: Attack, Damage: 1, Speed: 7, Discard: 1, Slots: 1, Mods: mods(0, 2, 3, -3, -2, 0), Flip: 1, Targets: true, Text: "Flip 1: +5 damage.", Ability: ability("Flexferno/Scorch", plus(5))},
			{Name: "Burn", Elem: Fire, Kind: Status, Speed: 8, Discard: 1, Mods: mods(0, 0, 0, 0, ModX, 0), Flip: 2, Targets: true, Text: "Flip 2: the target is burned. Water monsters shrug it off (X).", Ability: ability("Flexferno/Burn", foeCond(condBurn))},
		},
		Buffs: [4]BuffCard{
			{Timing: WithAttack, Success: true, Flip: 2, Extra: 1, Text: "Discard 1 more card to play this. Flip 2: the target is burned.", Ability: ability("Flexferno/buff0", foeCond(condBurn))},
			{Timing: PostAttack, Success: false, Extra: 2, Text: "Discard 2 more cards to play this. Remove every negative stat cube from your board and every condition from all your monsters, benched ones included.", Ability: ability("Flexferno/buff1", func(c Ctx, p *play) error {
				pl := &c.Game.P[seatOf(c)]
				for i := range pl.Cubes {
					pl.Cubes[i] = max(pl.Cubes[i], 0)
				}
				for i := range pl.Mons {
					pl.Mons[i].Cond, pl.Mons[i].Leech = 0, 0
				}
				return nil
			})},
			{Timing: WithAttack, Success: true, Reader: true, Text: "+2 damage if the target has a condition.", Ability: ability("Flexferno/buff2", when(foeHasCond, plus(2)))},
			{Timing: WithAttack, Success: false, Reader: true, Text: "+2 damage if the target has a condition.", Ability: ability("Flexferno/buff3", when(foeHasCond, plus(2)))},
		},
	}
}

// galeaffy returns Galeaffy's card and registers its abilities (once: see catalog).
func galeaffy() *Monster {
	return &Monster{Name: "Galeaffy", Elements: els(Leaf), HP: 10, Role: "Support", Complexity: 2,
		Ability: "Gusting Winds", Text: "When Galeaffy switches out, you keep up to three of your positive stat cubes (attack first, then defense, then speed).", Def: gustingWinds(),
		Actions: [4]ActionCard{
			{Name: "Switcheroo", Elem: Leaf, Kind: Attack, Damage: 1, Speed: 8, Discard: 1, Mods: mods(-1, 0, 0, 1, 1, -1), Targets: true, Bench: true, Text: "Name one of your benched monsters when you choose this. Flip 1: your board gains +1 speed cube. Then Galeaffy switches out for the monster you named (for the other one if it was KO'd); you still draw at the end of the turn.", Ability: ability("Galeaffy/Switcheroo", when(func(c Ctx, p *play) bool { return c.Game.flip(seatOf(c), 1) }, selfCubes(statSpd, 1))), After: ability("Galeaffy/Switcheroo/after", func(c Ctx, p *play) error { c.Game.switchToward(seatOf(c), int(p.Side)); return nil })},
			{Name: "Whirlwind", Elem: Leaf, Kind: Attack, Damage: 3, Speed: 7, Discard: 1, Slots: 1, Mods: mods(-3, 0, 0, 2, 3, -2), Targets: true, Text: "Deals no damage if the target's attack was faster.", Ability: ability("Galeaffy/Whirlwind", when(func(c Ctx, p *play) bool { return foeFaster(c, p) && c.Game.cur[1-seatOf(c)].attack(c.Game) }, func(c Ctx, p *play) error { p.noDamage = true; return nil }))},
			{Name: "Cyclone", Elem: Leaf, Kind: Attack, Damage: 2, Speed: 4, Slots: 2, Mods: mods(-2, 0, 0, 1, 4, -3), Flip: 2, Targets: true, Text: "Flip 2: your board gains +1 speed cube.", Ability: ability("Galeaffy/Cyclone", selfCubes(statSpd, 1))},
			{Name: "Rot", Elem: Death, Kind: Attack, Damage: 2, Speed: 2, Discard: 2, Mods: mods(0, -2, 4, 4, -2, 0), Targets: true, Text: "If the target selected an attack, Rot hits first, whatever the speeds.", Reveal: ability("Galeaffy/Rot/reveal", func(c Ctx, p *play) error { p.first = c.Game.cur[1-seatOf(c)].attack(c.Game); return nil })},
		},
		Buffs: [4]BuffCard{
			{Timing: PreAttack, Success: true, Text: "Your board gains +1 attack cube.", Ability: ability("Galeaffy/buff0", selfCubes(statAtk, 1))},
			{Timing: PreAttack, Success: false, Text: "Your board gains +1 attack cube.", Ability: ability("Galeaffy/buff1", selfCubes(statAtk, 1))},
			{Timing: PreAttack, Success: true, Text: "Your board gains +1 defense cube.", Ability: ability("Galeaffy/buff2", selfCubes(statDef, 1))},
			{Timing: PreAttack, Success: false, Text: "Your board gains +1 defense cube.", Ability: ability("Galeaffy/buff3", selfCubes(statDef, 1))},
		},
	}
}
