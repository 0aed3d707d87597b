package overwatch

import (
	"slices"

	"overdeck/engine/effect"
)

// Tank heroes: D.Va, Mauga, Orisa, Ramattra, Reinhardt, Roadhog, Sigma,
// Winston, Wrecking Ball, Zarya.

// IDs of the barrier passives (damage.go reads them).
const (
	defBarrierField     = "Reinhardt/Barrier Field (passive)"
	defBarrierProtector = "Winston/Barrier Protector (passive)"
)

var (
	_ = passive(effect.Def[*State]{ID: defBarrierField, Name: "Barrier Field"})
	_ = passive(effect.Def[*State]{ID: defBarrierProtector, Name: "Barrier Protector"})

	defBerserker = passive(effect.Def[*State]{ID: "Mauga/Berserker (passive)", Name: "Berserker",
		On: []effect.EventKind{effect.DamageDealt},
		When: func(c Ctx, e effect.Event) bool {
			a := c.Game.hero(heroOf(e.Source))
			return a != nil && e.Source != c.Power.Source && int(a.Side) == int(c.Power.Controller) && e.Amount > 0
		},
		Resolve: func(c Ctx, e effect.Event) error {
			c.Game.hero(heroOf(c.Power.Source)).Bonus++
			return nil
		}})

	defProtective = passive(effect.Def[*State]{ID: "Orisa/Protective Barrier (passive)", Name: "Protective Barrier",
		Modify: func(c Ctx, s effect.Stat, t effect.SourceID, v int) int {
			me, h := c.Game.hero(heroOf(c.Power.Source)), c.Game.heroAt(t)
			if s == stBarrier && h != nil && h.Side == me.Side && h.Row == me.Row {
				return v + 1
			}
			return v
		}})
)

var dva = &Card{Name: "D.Va", Class: Tank, HP: 2, Power: [3]int8{1, 1, 1},
	Ult: &Skill{Name: "Call Mech", Cost: 2, Text: "Put the D.Va+MEKA hero card into your hand.",
		Do: func(u *Use) { u.G.giveCard(u.Seat, mustCard("D.Va+MEKA")) }}}

var mauga = &Card{Name: "Mauga", Class: Tank, HP: 4, Power: [3]int8{3, 1, 1}, Syn: [3]int8{3, 1, 1}, NoShields: true,
	Primary: []*Skill{{Name: "Berserker", Text: "From now on, whenever an ally deals damage, Mauga gains 1 health (a counter). Mauga can never gain shield tokens.",
		Do: func(u *Use) { u.G.printPassive(u, defBerserker) }}},
	Ult: &Skill{Name: "Cage Fight", Cost: 3, Text: "Lock the row facing Mauga for the rest of the round (nobody in it can be moved), and deal the enemy directly opposite Mauga damage equal to how much more health Mauga has left than it.",
		Do: func(u *Use) {
			me := u.Me()
			u.G.addMark(Mark{Kind: MarkLocked, By: u.ID, Seat: int8(u.Seat), Side: int8(1 - u.Seat), Row: me.Row})
			if o := u.G.opposite(me); u.G.affectable(o) {
				u.hit(o.ID, me.Health()-o.Health(), 0)
			}
		}}}

var orisa = &Card{Name: "Orisa", Class: Tank, HP: 5, Power: [3]int8{1, 2, 3}, Syn: [3]int8{3, 2, 1},
	Primary: []*Skill{{Name: "Protective Barrier", Text: "From now on, your heroes in Orisa's row (Orisa too) take 1 less damage from each attack, never less than 1.",
		Do: func(u *Use) { u.G.printPassive(u, defProtective) }}},
	Ult: &Skill{Name: "Supercharger", Cost: 3, Text: "Put the Orisa token by Orisa's row: while Orisa lives, each of your living heroes in that row gives 1 more power.",
		Do: func(u *Use) {
			u.G.addMark(Mark{Kind: MarkOrisa, By: u.ID, Seat: int8(u.Seat), Side: int8(u.Seat), Row: u.Me().Row})
		}}}

var ramattra = &Card{Name: "Ramattra", Class: Tank, HP: 4, Power: [3]int8{1, 2, 3}, Syn: [3]int8{3, 2, 1},
	Primary: []*Skill{{Name: "Void Barrier", Text: "Ramattra gains 1 shield token, and so does one ally in any row (if he has one).",
		Next: steps(pickAlly(nil)), Alone: true,
		Do: func(u *Use) {
			u.G.shield(u.Me(), 1)
			u.G.shield(u.target(0), 1)
		}}},
	Ult: &Skill{Name: "Ravenous Vortex", Cost: 3, Text: "Shuffle the enemies of one enemy row among their places and deal each of them 2 damage. Then Ramattra leaves the battlefield for your discard pile and Nemesis Ramattra goes into your hand.",
		Next: steps(pickEnemyRow),
		Do: func(u *Use) {
			hs := u.filter(u.G.inRow(1-u.Seat, int8(u.Pick(0))), func(u *Use, h *Hero) bool { return !h.card().Turret })
			u.G.shufflePlaces(hs)
			u.hitAll(hs, 2, 0)
			if !u.Copied {
				u.G.discardHero(u.ID)
				u.G.giveCard(u.Seat, mustCard("Ramattra (Nemesis)"))
			}
		}}}

var reinhardt = &Card{Name: "Reinhardt", Class: Tank, HP: 4, Power: [3]int8{3, 2, 1}, Syn: [3]int8{1, 2, 3},
	Primary: []*Skill{{Name: "Barrier Field", Text: "Reinhardt gains 3 shield tokens. From now on his shield tokens also absorb damage dealt to your other heroes in his column.",
		Do: func(u *Use) {
			u.G.shield(u.Me(), 3)
			u.G.printPassive(u, defBarrierField)
		}}},
	Ult: &Skill{Name: "Earthshatter", Cost: 3, Text: "Choose an enemy column: each enemy in it takes 2 damage and 1 synergy damage.",
		Next: steps(pickEnemyCol),
		Do: func(u *Use) {
			for _, id := range u.G.inCol(1-u.Seat, int8(u.Pick(0))) {
				u.hit(id, 2, 0)
				u.G.synergyDamage(u.G.hero(id), 1)
			}
		}}}

var roadhog = &Card{Name: "Roadhog", Class: Tank, HP: 5, Power: [3]int8{3, 2, 1}, Syn: [3]int8{1, 2, 2},
	Primary: []*Skill{{Name: "Chain Hook", Text: "Pull one enemy into its front row, then deal it 2 damage.",
		Next: steps(pickEnemy(nil)),
		Do: func(u *Use) {
			t := u.target(0)
			u.G.move(t.ID, Front)
			u.hit(t.ID, 2, 0)
		}}},
	Ult: &Skill{Name: "Whole Hog", Cost: 3, Text: "Deal 2 damage for each living enemy (frozen ones too), every point going to an enemy that can be hit, chosen at random.",
		Do: func(u *Use) {
			n := 0
			for r := Front; r <= Back; r++ {
				n += u.G.headCount(1-u.Seat, r)
			}
			hs := u.Enemies()
			if len(hs) == 0 {
				return
			}
			share := make([]int, len(hs))
			for range 2 * n {
				share[u.G.rand().IntN(len(hs))]++
			}
			for i, id := range hs {
				u.hit(id, share[i], 0)
			}
		}}}

var sigma = &Card{Name: "Sigma", Class: Tank, HP: 4, Power: [3]int8{1, 3, 2}, Syn: [3]int8{3, 1, 2},
	Primary: []*Skill{{Name: "Experimental Barrier", Text: "Put the Sigma token with 3 shield tokens by one of your rows: they absorb damage dealt to any of your heroes in that row.",
		Next: steps(pickOwnRow),
		Do:   rowToken(MarkSigma, false, 3)}},
	Ult: &Skill{Name: "Gravitic Flux", Cost: 3, Text: "Choose an enemy row: each enemy in it takes 1 damage, and every synergy token on that row is removed.",
		Next: steps(pickAnyEnemyRow),
		Do: func(u *Use) {
			r := int8(u.Pick(0))
			u.hitAll(u.G.inRow(1-u.Seat, r), 1, 0)
			u.G.Syn[1-u.Seat][r] = 0
		}}}

var winston = &Card{Name: "Winston", Class: Tank, HP: 4, Power: [3]int8{3, 2, 1}, Syn: [3]int8{1, 2, 3},
	Primary: []*Skill{{Name: "Barrier Protector", Text: "Winston gains 3 shield tokens. From now on his shield tokens also absorb damage dealt to your other heroes in his row.",
		Do: func(u *Use) {
			u.G.shield(u.Me(), 3)
			u.G.printPassive(u, defBarrierProtector)
		}}},
	Ult: &Skill{Name: "Primal Rage", Cost: 3, Text: "Winston may move to any of your rows; then every enemy in the row facing his takes 2 damage.",
		Next: steps(pickOwnRow),
		Do: func(u *Use) {
			u.G.move(u.ID, int8(u.Pick(0)))
			u.hitAll(u.G.inRow(1-u.Seat, u.Me().Row), 2, 0)
		}}}

var wreckingBall = &Card{Name: "Wrecking Ball", Class: Tank, HP: 3, Power: [3]int8{2, 3, 1}, Syn: [3]int8{2, 1, 3},
	Primary: []*Skill{{Name: "Adaptive Shield", Text: "Wrecking Ball gains shield tokens: one for each living enemy in the row facing him (frozen ones too), plus one.",
		Do: func(u *Use) { u.G.shield(u.Me(), u.G.headCount(1-u.Seat, u.Me().Row)+1) }}},
	Ult: &Skill{Name: "Minefield", Cost: XCost, Text: "Pay any X synergy (at least 1) and put X Wrecking Ball tokens by an enemy row: each time an enemy moves into or out of that row it takes 2 damage and one token is removed.",
		Next: func(u *Use) Step {
			need := 2
			if u.Copied {
				need = 1
			}
			switch {
			case len(u.Picks) >= need:
				return Step{}
			case len(u.Picks) == 0 && !u.Copied:
				var xs []int16
				for x := 1; x <= 20 && u.G.ultCost(u.Me(), x) <= int(u.G.Syn[u.Seat][u.Me().Row]); x++ {
					xs = append(xs, int16(x))
				}
				return Step{Opts: xs, What: PickNum, Prompt: "X"}
			}
			return pickAnyEnemyRow(u)
		},
		Do: func(u *Use) {
			x, row := u.X, u.Pick(0)
			if !u.Copied {
				x, row = int(u.Pick(0)), u.Pick(1)
				u.G.pay(u.Me(), u.G.ultCost(u.Me(), x))
			}
			u.G.Last.X = int8(x)
			u.G.addMark(Mark{Kind: MarkMine, By: u.ID, Seat: int8(u.Seat), Side: int8(1 - u.Seat), Row: int8(row), N: int8(x)})
		}}}

var zarya = &Card{Name: "Zarya", Class: Tank, HP: 4, Power: [3]int8{2, 3, 1}, Syn: [3]int8{2, 1, 3},
	Primary: []*Skill{{Name: "Particle Barrier", Text: "Put 3 Zarya tokens on Zarya or one ally. They work like shield tokens.",
		Next: steps(func(u *Use) Step {
			return Step{Opts: ids(u.filter(u.Heroes(), func(u *Use, h *Hero) bool { return u.G.canShield(h) })), What: PickHero, Prompt: "hero"}
		}),
		Do: func(u *Use) {
			if t := u.target(0); u.G.canShield(t) {
				t.Zarya += 3
			}
		}}},
	Ult: &Skill{Name: "Particle Cannon", Cost: 3, Text: "Deal up to three enemies 4 damage each, minus 1 for every Zarya token still on your side.",
		Next: upTo(3, (*Use).Enemies),
		Do: func(u *Use) {
			n := 4
			for _, id := range u.G.row(u.Seat, Front) {
				n -= int(u.G.hero(id).Zarya)
			}
			for _, r := range []int8{Middle, Back} {
				for _, id := range u.G.row(u.Seat, r) {
					n -= int(u.G.hero(id).Zarya)
				}
			}
			for _, p := range slices.Clone(u.Picks) {
				u.hit(int32(p), n, 0)
			}
		}}}
