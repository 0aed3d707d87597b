package overrealm

import "slices"

// Oozygoopz and Smolderskulk: later monsters (figures from the later reference data,
// adapted to the rulebook's rules; text our own). Their place in the pool
// is catalog's, in cards.go.

// oozygoopz returns Oozygoopz's card and registers its abilities (once: see catalog).
func oozygoopz() *Monster {
	goopText := "Your board gains +1 defense cube, and the enemy team gets a goop counter (a team holds at most 5)."
	goopEvent := "Flip event: the enemy team gets a goop counter."
	goopBuff := all(selfCubes(statDef, 1), goop(1))
	return &Monster{Name: "Oozygoopz", Elements: els(Water, Leaf), HP: 12, Role: "Support", Complexity: 3,
		Ability: "Goopophyll", Text: "At the start of each turn, if Oozygoopz is active and hurt, Flip 1: it heals 1 HP.", Def: goopophyll(),
		Actions: [4]ActionCard{
			{Name: "Charming Toxins", Elem: Leaf, Kind: Aura, Speed: 1, Draw: 1, Turns: 5, Text: "Team aura, 5 turns: at the end of each turn, your active monster heals 1 HP.", Ability: ability("Oozygoopz/Charming Toxins", grantAura("Charming Toxins", 5))},
			{Name: "Reclaim", Elem: Leaf, Kind: Attack, Damage: 2, Speed: 4, Discard: 1, Slots: 2, Mods: mods(0, 0, 0, 2, 1, 0), Targets: true, Text: "Take back into your hand the card most recently put in your discard pile that was not discarded to pay for this attack.", Ability: ability("Oozygoopz/Reclaim", func(c Ctx, p *play) error {
				pl := &c.Game.P[p.seat]
				for i := len(pl.Discard) - 1; i >= 0; i-- {
					if !slices.Contains(p.Discards, pl.Discard[i]) {
						if len(pl.Hand) < HandLimit {
							pl.Hand = append(pl.Hand, pl.Discard[i])
							pl.Discard = slices.Delete(pl.Discard, i, i+1)
						}
						break
					}
				}
				return nil
			})},
			{Name: "Viscous Split", Elem: Water, Kind: Attack, Damage: 1, Speed: 1, Slots: 3, Mods: mods(2, 0, 0, 0, 0, 1), Targets: true, Text: "For each buff card played with it, the target's board gains -1 defense cube and Oozygoopz takes 1 recoil.", Ability: ability("Oozygoopz/Viscous Split", func(c Ctx, p *play) error {
				c.Game.addCubes(1-p.seat, statDef, -len(p.Buffs))
				p.recoil += len(p.Buffs)
				return nil
			})},
			{Name: "Oozy Liberation", Elem: Water, Kind: Attack, Damage: 3, Speed: 4, Discard: 2, Mods: mods(2, 0, 0, 0, 0, 4), Single: true, Targets: true, Text: "Single use. +1 damage for each goop counter on the enemy team; then they are all removed.", Ability: ability("Oozygoopz/Oozy Liberation", func(c Ctx, p *play) error {
				p.bonus += c.Game.spend(1-p.seat, tokGoop, maxGoop)
				return nil
			})},
		},
		Buffs: [4]BuffCard{
			{Timing: PostAttack, Success: false, Event: true, Text: goopText, EvText: goopEvent, Ability: ability("Oozygoopz/buff0", goopBuff), Event2: ability("Oozygoopz/event0", goop(1))},
			{Timing: PostAttack, Success: false, Event: true, Text: goopText, EvText: goopEvent, Ability: ability("Oozygoopz/buff1", goopBuff), Event2: ability("Oozygoopz/event1", goop(1))},
			{Timing: PostAttack, Success: false, Event: true, Text: goopText, EvText: goopEvent, Ability: ability("Oozygoopz/buff2", goopBuff), Event2: ability("Oozygoopz/event2", goop(1))},
			{Timing: PostAttack, Success: false, Event: true, Text: "The enemy's active monster loses 1 HP for each goop counter on its team (no defense).", EvText: goopEvent, Ability: ability("Oozygoopz/buff3", func(c Ctx, p *play) error {
				foe := 1 - p.seat
				c.Game.hurt(foe, c.Game.P[foe].active(), c.Game.count(foe, tokGoop))
				return nil
			}), Event2: ability("Oozygoopz/event3", goop(1))},
		},
	}
}

// smolderskulk returns Smolderskulk's card and registers its abilities (once: see catalog).
func smolderskulk() *Monster {
	return &Monster{Name: "Smolderskulk", Elements: els(Fire, Death), HP: 10, Role: "Tricky", Complexity: 3,
		Ability: "Torment", Text: "At the end of each turn, while Smolderskulk is active, the monster action the enemy selected this turn gets two torment counters (at most 3 on one action). An action with torment counters has that much recoil. When a monster switches out, one torment counter comes off each of its actions.", Def: tormentAbility(),
		Actions: [4]ActionCard{
			{Name: "Mental Breakdown", Elem: Death, Kind: Status, Speed: 4, Discard: 3, Targets: true, Text: "Flip 1 four times, once for each: the target is paralyzed; burned; fatigued; leeched (one counter). Then each of the target's actions gets a torment counter.", Ability: ability("Smolderskulk/Mental Breakdown", func(c Ctx, p *play) error {
				s, foe := c.Game, 1-p.seat
				m := s.P[foe].active()
				for _, b := range []uint8{condParalyze, condBurn, condFatigue} {
					if s.flip(p.seat, 1) {
						s.giveCond(foe, m, b)
					}
				}
				if s.flip(p.seat, 1) {
					s.leech(foe, m, 1)
				}
				for a := 0; a < 4; a++ {
					s.torment(foe, m, a, 1)
				}
				return nil
			})},
			{Name: "Wildfire", Elem: Fire, Kind: Attack, Damage: 1, Speed: 4, Mods: mods(0, 1, 2, 0, 0, 0), TormentSlots: true, Targets: true, Text: "One buff slot for each of the target's actions that has a torment counter. If this attack KOs the target, every action of each other enemy monster gets a torment counter.", After: ability("Smolderskulk/Wildfire/after", when(func(c Ctx, p *play) bool { return p.killed }, func(c Ctx, p *play) error {
				for i := range c.Game.P[1-p.seat].Mons {
					for a := 0; a < 4; a++ {
						c.Game.torment(1-p.seat, i, a, 1)
					}
				}
				return nil
			}))},
			{Name: "Backstab", Elem: Death, Kind: Attack, Damage: 2, Speed: 7, Discard: 2, Slots: 1, Mods: mods(0, 0, 2, 1, 0, 0), Flip: 2, Flinch: true, Targets: true, Text: "Flip 2: this attack has flinch."},
			{Name: "Reciprocity", Elem: Fire, Kind: Attack, Damage: 2, Speed: 6, Discard: 1, Slots: 1, Mods: mods(0, 3, 2, 0, 0, 0), Single: true, Targets: true, Text: "Single use. Smolderskulk heals 3 HP for each torment counter on the action the enemy selected this turn.", Ability: ability("Smolderskulk/Reciprocity", func(c Ctx, p *play) error {
				if o := c.Game.cur[1-p.seat]; o.monster() {
					c.Game.heal(p.seat, p.mon, 3*c.Game.tormentOn(o.seat, o.mon, int(o.Act)))
				}
				return nil
			})},
		},
		Buffs: [4]BuffCard{
			{Timing: PostAttack, Success: false, Event: true, Text: "Your board gains +1 defense cube.", EvText: "Flip event: the enemy active monster's action with the fewest torment counters (the first of them on a tie) gets two.", Ability: ability("Smolderskulk/buff0", selfCubes(statDef, 1)), Event2: ability("Smolderskulk/event0", func(c Ctx, p *play) error {
				s, foe := c.Game, 1-seatOf(c)
				m, best := s.P[foe].active(), 0
				for a := 1; a < 4; a++ {
					if s.tormentOn(foe, m, a) < s.tormentOn(foe, m, best) {
						best = a
					}
				}
				s.torment(foe, m, best, 2)
				return nil
			})},
			{Timing: PostAttack, Success: false, Text: "Your board gains +1 defense cube.", Ability: ability("Smolderskulk/buff1", selfCubes(statDef, 1))},
			{Timing: WithAttack, Success: true, Text: "Take one positive stat cube from the enemy's board onto yours (attack, else speed, else defense).", Ability: ability("Smolderskulk/buff2", func(c Ctx, p *play) error {
				for _, st := range []int{statAtk, statSpd, statDef} {
					if c.Game.P[1-p.seat].Cubes[st] > 0 && !c.Game.spared(1-p.seat) {
						c.Game.addCubes(1-p.seat, st, -1)
						c.Game.addCubes(p.seat, st, 1)
						break
					}
				}
				return nil
			})},
			{Timing: PreAttack, Success: false, Text: "If the enemy selected a status or reaction action this turn, it does not happen.", Ability: ability("Smolderskulk/buff3", func(c Ctx, p *play) error {
				if o := c.Game.cur[1-p.seat]; o.monster() && (o.card(c.Game).Kind == Status || o.card(c.Game).Kind == Reaction) {
					o.stopped, o.armed = true, false
				}
				return nil
			})},
		},
	}
}
