package overpower

import "overdeck/engine/effect"

var _ = group(func() {
	special("Joan of Arc", Card{Name: "Angelic Visions", Icons: IconOffense, Flags: FTarget,
		OnHit: hook("Angelic Visions", "hit", func(g *State, i uint16, s int) {
			h := sortedHand(g, 1-s)
			g.rand().Shuffle(len(h), func(a, b int) { h[a], h[b] = h[b], h[a] })
			for _, j := range h[:min(4, len(h))] {
				g.reveal(j)
				g.logf("%s reveals %s (Angelic Visions).", seatName(1-s), g.card(j).Name)
			}
		}),
		Text: "An attack on a character: if it hits, the opponent reveals four cards of its hand at random; they stay revealed for the rest of the battle."})
	special("Joan of Arc", Card{Name: "Burned at the Stake", Icons: IconOffense,
		Hook: hook("Burned at the Stake", "play", func(g *State, i uint16, s int) {
			ci := g.Ex.By
			for _, h := range g.Chars[ci].Hits {
				g.discard(h.Inst)
			}
			g.Chars[ci].Hits = g.Chars[ci].Hits[:0]
			g.ko(ci, "Burned at the Stake")
			if len(g.mates(ci, false)) > 0 {
				g.drawQuiet(s, 1)
			}
		}),
		Text: "KO Joan of Arc; her hits from current battle are discarded and do not count to Venture Total. Her team draws a card (discarded if a duplicate)."})
	special("Joan of Arc", Card{Name: "Early Feminist Leader", Icons: IconOffense | IconAstral | IconGame, Hook: defFeminist,
		Text: "For the rest of the game Joan of Arc and her female teammates are +2 to their Combat and Intelligence attacks, and to their defences against Combat and Intelligence attacks."})
	special("Joan of Arc", Card{Name: "Inspirational Leadership", Val: 4, Type: Combat, Icons: IconOffense, Extra: 2,
		Text: "A level 4 Combat attack; then each Front Line teammate of Joan of Arc may make one additional attack."})
	special("Joan of Arc", Card{Name: "Patron Saint of France", Val: 8, Types: 1<<Combat | 1<<Intel, Multi: true, Type: MultiPower, Icons: IconOffense,
		Text: "A level 8 MultiPower attack, Combat or Intelligence."})
	special("Joan of Arc", Card{Name: "Protection of Saint Michael", Icons: IconDefense, Flags: FAvoid | FSelf | FMate, Only: AvoidCombat,
		Hook: markHook("Protection of Saint Michael", "play", mkNoIAt, 1, false, onMySeat),
		Text: "Joan of Arc or a teammate avoids one attack with a Combat icon; no Intelligence attacks may be made on her team for the rest of the battle."})
})

// defFeminist: Early Feminist Leader's +2 while it is in play.
var defFeminist = define(effect.Def[*State]{ID: "Early Feminist Leader/play", Action: "play",
	Activate: func(Ctx, effect.Action) error { return nil },
	Modify: func(c Ctx, st effect.Stat, t effect.SourceID, v int) int {
		g := c.Game
		ci := srcChar(t)
		if ci < 0 || st != stAtk && st != stDef || seatOf(ci) != int(c.Power.Controller) || g.Ex.Type != Combat && g.Ex.Type != Intel {
			return v
		}
		if ch := g.ch(ci); ch.Female || ch.Name == "Joan of Arc" {
			return v + 2
		}
		return v
	}})
