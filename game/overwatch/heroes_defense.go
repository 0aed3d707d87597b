package overwatch

import (
	"overdeck/engine/effect"
)

// Defense heroes: Bastion, Hanzo, Hazard, Junkrat, Mei, Torbjörn,
// Widowmaker; and the Turret that Torbjörn builds.

// rowToken returns a skill body that puts a token of kind k by the row
// chosen as pick 0 (of the enemy side if enemy, else the user's side).
func rowToken(k uint8, enemy bool, n int8) func(u *Use) {
	return func(u *Use) {
		side := u.Seat
		if enemy {
			side = 1 - u.Seat
		}
		u.G.addMark(Mark{Kind: k, By: u.ID, Seat: int8(u.Seat), Side: int8(side), Row: int8(u.Pick(0)), N: n})
	}
}

var bastion = &Card{Name: "Bastion", Class: Defense, HP: 5, Power: [3]int8{1, 2, 3}, Syn: [3]int8{3, 2, 1},
	Primary: []*Skill{
		{Name: "Sentinel", Text: "Deal 1 damage to one enemy.",
			Next: steps(pickEnemy(nil)),
			Do:   func(u *Use) { u.hit(int32(u.Pick(0)), 1, 0) }},
		{Name: "Sentinel", Text: "Put the Bastion token by an enemy row: every enemy that moves into or is deployed in that row takes 1 damage.",
			Next: steps(pickAnyEnemyRow),
			Do:   rowToken(MarkBastion, true, 1)}},
	Ult: &Skill{Name: "Tank Mode", Cost: 3, Text: "Deal 2 damage to one enemy and 2 damage to each of up to two more enemies, in any rows.",
		Next: upTo(3, (*Use).Enemies),
		Do: func(u *Use) {
			for _, p := range u.Picks {
				u.hit(int32(p), 2, 0)
			}
		}}}

var hanzo = &Card{Name: "Hanzo", Class: Defense, HP: 4, Power: [3]int8{1, 3, 2}, Syn: [3]int8{3, 1, 2},
	Primary: []*Skill{{Name: "Sonic Arrow", Text: "Put the Hanzo token by an enemy row: enemies in that row deal 1 less damage.",
		Next: steps(pickAnyEnemyRow),
		Do:   rowToken(MarkHanzo, true, 1)}},
	Ult: &Skill{Name: "Dragonstrike", Cost: 3, Text: "Choose any enemy column, even one holding a single hero: every enemy in it takes 3 damage.",
		Next: steps(pickEnemyCol),
		Do:   func(u *Use) { u.hitAll(u.G.inCol(1-u.Seat, int8(u.Pick(0))), 3, 0) }}}

// Passives printed on a hero by its primary ability.
var (
	defSpikeGuard = passive(effect.Def[*State]{ID: "Hazard/Spike Guard (passive)", Name: "Spike Guard",
		On: []effect.EventKind{effect.DamageDealt},
		When: func(c Ctx, e effect.Event) bool {
			a := c.Game.hero(heroOf(e.Source))
			return e.Target == c.Power.Source && e.Amount > 0 && a != nil && int(a.Side) != int(c.Power.Controller)
		},
		Resolve: func(c Ctx, e effect.Event) error {
			c.Game.deal(heroOf(c.Power.Source), heroOf(e.Source), 1, fQuiet)
			return nil
		}})
	defTotalMayhem = define(effect.Def[*State]{ID: "Junkrat/Total Mayhem (passive)", Name: "Total Mayhem", Category: effect.TraitAbility,
		On:   []effect.EventKind{effect.KO},
		When: func(c Ctx, e effect.Event) bool { return e.Target == c.Power.Source },
		Resolve: func(c Ctx, e effect.Event) error {
			g, me := c.Game, heroOf(c.Power.Source)
			k := g.hero(heroOf(e.Source))
			if k == nil || !g.affectable(k) || int(k.Side) == int(c.Power.Controller) {
				return nil
			}
			more := 0
			for _, id := range g.inRow(int(k.Side), k.Row) {
				if id != k.ID && more < 2 {
					more++
					g.deal(me, id, 1, fQuiet)
				}
			}
			g.deal(me, k.ID, 2, fQuiet)
			return nil
		}})
)

var hazard = &Card{Name: "Hazard", Class: Defense, HP: 4, Power: [3]int8{1, 2, 2}, Syn: [3]int8{2, 2, 2},
	Primary: []*Skill{{Name: "Spike Guard", Text: "From now on, whenever an enemy's skill deals Hazard damage, Hazard deals that enemy 1 damage.",
		Do: func(u *Use) { u.G.printPassive(u, defSpikeGuard) }}},
	Ult: &Skill{Name: "Downpour", Cost: 3, Text: "Deal 1 damage to every enemy, ignoring shields.",
		Do: func(u *Use) { u.hitAll(u.Enemies(), 1, fPierce) }}}

var junkrat = &Card{Name: "Junkrat", Class: Defense, HP: 3, Power: [3]int8{3, 2, 1}, Syn: [3]int8{1, 2, 3},
	Primary: []*Skill{{Name: "Total Mayhem", Text: "From now on, if an enemy's skill defeats Junkrat, that enemy takes 2 damage and up to two other enemies in its row take 1.",
		Do: func(u *Use) { u.G.printPassive(u, defTotalMayhem) }}},
	Ult: &Skill{Name: "RIP-Tire", Cost: 4, Text: "Junkrat moves to any of your rows. Every enemy in the row facing it takes damage equal to the synergy in Junkrat's row, then 1 more damage that ignores shields.",
		Next: steps(pickOwnRow),
		Do: func(u *Use) {
			u.G.move(u.ID, int8(u.Pick(0)))
			me := u.Me()
			x := int(u.G.Syn[u.Seat][me.Row])
			for _, id := range u.G.inRow(1-u.Seat, me.Row) {
				u.hit(id, x, 0)
				u.hit(id, 1, fPierce)
			}
		}}}

var mei = &Card{Name: "Mei", Class: Defense, HP: 4, Power: [3]int8{2, 3, 1}, Syn: [3]int8{2, 1, 3},
	Primary: []*Skill{{Name: "Blizzard", Text: "Put the Mei token by an enemy row: ultimates used from that row cost double.",
		Next: steps(pickAnyEnemyRow),
		Do:   rowToken(MarkMei, true, 1)}},
	Ult: &Skill{Name: "Cryo Freeze", Cost: 2, Text: "Freeze any hero, Mei included, for the rest of the round: it takes no damage, uses no abilities and cannot be targeted; hero tokens on it or placed by it are removed. It keeps its power.",
		Next: steps(pickAny(true)),
		Do: func(u *Use) {
			t := u.target(0)
			u.G.dropMarks(func(m Mark) bool { return (m.On == t.ID || m.By == t.ID) && heroToken(m.Kind) })
			u.G.addMark(Mark{Kind: MarkFrozen, By: u.ID, Seat: int8(u.Seat), On: t.ID})
		}}}

var torbjorn = &Card{Name: "Torbjörn", Class: Defense, HP: 3, Power: [3]int8{3, 1, 2}, Syn: [3]int8{1, 3, 2},
	Primary: []*Skill{{Name: "Build Turret", Text: "Put the Turret hero card into your hand.",
		Do: func(u *Use) { u.G.giveCard(u.Seat, mustCard("Turret")) }}},
	Ult: &Skill{Name: "Forge Hammer", Cost: 3, Text: "While Torbjörn lives, each of your Turrets fires at two random enemies anywhere for 2 damage each instead.",
		Do: func(u *Use) { u.G.addMark(Mark{Kind: MarkForge, By: u.ID, Seat: int8(u.Seat)}) }}}

// defTurret is the Turret's fire, printed on it when deployed.
var defTurret = passive(effect.Def[*State]{ID: "Turret/fire", Name: "Turret",
	On:   []effect.EventKind{effect.TurnStart},
	When: func(c Ctx, e effect.Event) bool { return e.Seat != c.Power.Controller },
	Resolve: func(c Ctx, e effect.Event) error {
		g, me := c.Game, c.Game.hero(heroOf(c.Power.Source))
		foe := 1 - int(me.Side)
		if g.forged(int(me.Side)) {
			hs := g.side(foe)
			g.rand().Shuffle(len(hs), func(i, j int) { hs[i], hs[j] = hs[j], hs[i] })
			for _, id := range hs[:min(2, len(hs))] {
				g.deal(me.ID, id, 2, 0)
			}
			return nil
		}
		if hs := g.inRow(foe, me.Row); len(hs) > 0 {
			g.deal(me.ID, hs[g.rand().IntN(len(hs))], 1, 0)
		}
		return nil
	}})

// forged reports whether side's Turrets are upgraded by a living Forge
// Hammer user.
func (g *State) forged(side int) bool {
	for _, m := range g.Marks {
		if m.Kind == MarkForge && int(m.Seat) == side && g.alive(m.By) {
			return true
		}
	}
	return false
}

var turret = &Card{Name: "Turret", Class: Defense, HP: 3, Special: true, Turret: true}

var widowmaker = &Card{Name: "Widowmaker", Class: Defense, HP: 3, Power: [3]int8{1, 1, 3}, Syn: [3]int8{1, 2, 2},
	Primary: []*Skill{{Name: "Infra-Sight", Text: "Put the Widowmaker token by an enemy row: heroes in that row take 1 more damage.",
		Next: steps(pickAnyEnemyRow),
		Do:   rowToken(MarkWidow, true, 1)}},
	Ult: &Skill{Name: "Widow's Kiss", Cost: 3, Text: "Defeat one enemy in the row facing Widowmaker's.",
		Next: steps(pickEnemy(func(u *Use, h *Hero) bool { return h.Row == u.Me().Row })),
		Do:   func(u *Use) { u.G.defeat(u.target(0), u.ID) }}}
