package overrealm

// Phantomaton and Shaleshell: rulebook-era monsters (figures from the reference
// data, text our own). Their place in the pool is catalog's, in cards.go.

// phantomaton returns Phantomaton's card and registers its abilities (once: see catalog).
func phantomaton() *Monster {
	return &Monster{Name: "Phantomaton", Elements: els(Death), HP: 14, Role: "Tank", Complexity: 3,
		Ability: "Lockdown", Text: "At the start of each turn, while Phantomaton is active, it takes a lockdown counter if it has none and loses it if it has one. While it has one, enemy monsters cannot select switch actions.", Def: lockdown(),
		Actions: [4]ActionCard{
			{Name: "Cobolt", Elem: Death, Kind: Attack, Damage: 2, Speed: 2, Slots: 1, Mods: mods(0, -1, 3, 2, -1, 0), Targets: true, Text: "If this attack is buffed, the target cannot switch this turn (before switches).", Reveal: ability("Phantomaton/Cobolt/reveal", func(c Ctx, p *play) error { p.noSwitch = len(p.Buffs) > 0; return nil })},
			{Name: "Download", Elem: Death, Kind: Aura, Speed: 1, Draw: 1, Turns: 4, Text: "Team aura, 4 turns: when an enemy monster switches in, it takes 3 damage and this aura ends. If the aura runs out instead, draw 2.", Ability: ability("Phantomaton/Download", grantAura("Download", 4))},
			{Name: "Transfusion", Elem: Death, Kind: Attack, Damage: 2, Speed: 1, Discard: 1, Slots: 2, Mods: mods(0, -2, 1, 4, -1, 0), Flip: 2, Targets: true, Text: "Flip 2: the target gets a leech counter.", Ability: ability("Phantomaton/Transfusion", func(c Ctx, p *play) error { f := 1 - seatOf(c); c.Game.leech(f, c.Game.P[f].active(), 1); return nil })},
			{Name: "Seek and Destroy", Elem: Death, Kind: Attack, Damage: 5, Speed: 4, Discard: 3, Slots: 1, Mods: mods(0, -1, 1, 1, -3, 0), Targets: true, Text: "+2 damage while Phantomaton has a lockdown counter.", Ability: ability("Phantomaton/Seek and Destroy", when(func(c Ctx, p *play) bool { return c.Game.Board.TokenCount(c.Power.Source, tokLockdown) > 0 }, plus(2)))},
		},
		Buffs: [4]BuffCard{
			{Timing: PreSwitch, Success: true, Text: "If the enemy selected a switch action this turn (even one that is then blocked), your board gains +2 attack cubes.", Ability: ability("Phantomaton/buff0", when(func(c Ctx, p *play) bool { k := c.Game.cur[1-seatOf(c)].Kind; return k == selLeft || k == selRight }, selfCubes(statAtk, 2)))},
			{Timing: PreSwitch, Success: true, Text: "If the enemy selected a switch action this turn (even one that is then blocked), your board gains +2 attack cubes.", Ability: ability("Phantomaton/buff1", when(func(c Ctx, p *play) bool { k := c.Game.cur[1-seatOf(c)].Kind; return k == selLeft || k == selRight }, selfCubes(statAtk, 2)))},
			{Timing: PreAttack, Success: false, Free: true, Extra: 2, Text: "Discard 2 more cards to play this. This turn, slower monster actions resolve first.", Ability: ability("Phantomaton/buff2", func(c Ctx, p *play) error { p.reverse = true; return nil })},
			{Timing: NoTiming, Success: false, Event: true, Text: "No buff effect.", EvText: "Flip event: whenever this card is flipped, your active monster takes 1 damage.", Event2: ability("Phantomaton/event3", hurtSelf(1))},
		},
	}
}

// shaleshell returns Shaleshell's card and registers its abilities (once: see catalog).
func shaleshell() *Monster {
	return &Monster{Name: "Shaleshell", Elements: els(Rock), HP: 11, Role: "Warrior", Complexity: 3,
		Ability: "Absorb", Text: "If Shaleshell switched in this turn and takes damage from an Electric or Fire attack, it gets a quake counter: +2 speed while it has one. The counter goes when Shaleshell switches out.", Def: absorb(),
		Actions: [4]ActionCard{
			{Name: "Geyser", Elem: Water, Kind: Attack, Damage: 1, Speed: 6, Slots: 2, Mods: mods(3, -1, -1, 0, 0, 2), Flip: 1, Targets: true, Text: "Flip 1: +2 damage.", Ability: ability("Shaleshell/Geyser", plus(2))},
			{Name: "Shellshock", Elem: Rock, Kind: Attack, Damage: 2, Speed: 5, Discard: 1, Mods: mods(-1, 3, -1, 0, 0, 3), Targets: true, Text: "If Shaleshell has a quake counter, remove it: +5 damage.", Ability: ability("Shaleshell/Shellshock", when(func(c Ctx, p *play) bool { return c.Game.Board.TokenCount(c.Power.Source, tokQuake) > 0 }, func(c Ctx, p *play) error {
				c.Game.Board.RemoveTokens(c.Power.Source, tokQuake, 1)
				p.bonus += 5
				return nil
			}))},
			{Name: "Boulder Bash", Elem: Rock, Kind: Attack, Damage: 3, Speed: 4, Slots: 2, Mods: mods(-1, 2, -1, 0, 0, 3), Flip: 2, Targets: true, Text: "Flip 2: this attack cannot be made unsuccessful.", Ability: ability("Shaleshell/Boulder Bash", func(c Ctx, p *play) error { p.sure = true; return nil })},
			{Name: "Shellack", Elem: Rock, Kind: Attack, Damage: 1, Speed: 7, Discard: 1, Mods: mods(-1, 2, -1, 0, 0, 2), Flip: 1, Flinch: true, Targets: true, Text: "Flip 1: this attack has flinch."},
		},
		Buffs: [4]BuffCard{
			{Timing: PreAttack, Success: true, Text: "This turn, every flip ability of yours flips 1 more card.", Ability: ability("Shaleshell/buff0", thisTurn(vFlips, 1))},
			{Timing: PreAttack, Success: true, Text: "This turn, every flip ability of yours flips 1 more card.", Ability: ability("Shaleshell/buff1", thisTurn(vFlips, 1))},
			{Timing: PreAttack, Success: false, Free: true, Text: "Your active monster has +2 defense this turn.", Ability: ability("Shaleshell/buff2", thisTurn(vDef, 2))},
			{Timing: PreAttack, Success: false, Free: true, Text: "Your active monster has +2 defense this turn.", Ability: ability("Shaleshell/buff3", thisTurn(vDef, 2))},
		},
	}
}
