package overpower

import "overdeck/engine/effect"

var _ = group(func() {
	special("Headless Horseman", Card{Name: "Decapitate", Icons: IconOffense, Flags: FTarget | FNoSpecialDef,
		OnHit: hook("Decapitate", "hit", func(g *State, i uint16, s int) {
			tc := g.Ex.Tgt
			var opts []uint16
			c := &g.Chars[tc]
			for _, p := range [4]uint16{c.Placed[0], c.Placed[1], c.Placed[2], c.Extra} {
				if p == 0 {
					continue
				}
				if g.headless(tc) {
					g.take(p)
					g.discard(p)
					g.logf("%s discards the placed %s (Decapitate).", g.charName(tc), g.card(p).Name)
				} else {
					opts = append(opts, p)
				}
			}
			if len(opts) > 0 {
				g.ask(s, "Decapitate/hit", i, opts, false, ResumeNext)
			}
		}),
		Text: "An attack on a character that may not be defended by a Special card: if it hits, the character discards one placed card of the Horseman's choice, or all of them if Mark of the Headless is on it."})
	handle("Decapitate/hit", func(g *State, c Choice, n int) {
		i := c.Opts[n]
		g.take(i)
		g.discard(i)
		g.logf("%s's placed %s is discarded (Decapitate).", seatName(g.owner(i)), g.card(i).Name)
	})
	special("Headless Horseman", Card{Name: "Human Spine Whip", Val: 4, Type: Combat, Icons: IconOffense,
		OnHit: hook("Human Spine Whip", "hit", func(g *State, i uint16, s int) { g.whip(1-s, i, 2) }),
		Text:  "A level 4 Combat attack; against a character with Mark of the Headless on it, it may not be defended by a Special card. If it hits, the opponent discards two cards of its choice, from hand or placed."})
	noSpecialDef["Human Spine Whip"] = func(g *State) bool { return g.headless(g.Ex.Tgt) }
	for left := 1; left <= 2; left++ {
		handle("Human Spine Whip/"+itoa(left), func(g *State, c Choice, n int) {
			j := c.Opts[n]
			g.take(j)
			g.discard(j)
			g.logf("%s discards %s (Human Spine Whip).", seatName(int(c.Seat)), g.card(j).Name)
			g.whip(int(c.Seat), c.Src, left-1)
		})
	}
	special("Headless Horseman", Card{Name: "Mark of the Headless", Icons: IconOffense | IconAttach | IconGame, Flags: FTarget,
		OnHit: define(effect.Def[*State]{ID: "Mark of the Headless/hit", Action: "hit",
			Activate: func(c Ctx, _ effect.Action) error {
				c.Game.logf("%s is -2 to attack and defend against the Headless Horseman for the rest of the game.", c.Game.charName(c.Game.Ex.Tgt))
				return nil
			},
			Modify: func(c Ctx, st effect.Stat, t effect.SourceID, v int) int {
				g := c.Game
				ci := srcChar(t)
				if ci < 0 || st != stAtk && st != stDef {
					return v
				}
				k := g.lasting(uint16(c.Power.Source))
				if k < 0 || g.InPlay[k].On != ci {
					return v
				}
				foe := g.Ex.Tgt // the marked character attacks
				if st == stDef {
					foe = g.Ex.By // the marked character defends
				}
				if foe >= 0 && foe < 8 && seatOf(foe) == int(c.Power.Controller) && g.ch(foe).Name == "Headless Horseman" {
					return v - 2
				}
				return v
			}}),
		Text: "An attack on a character: if it hits, the card stays on it for the rest of the game and the character is -2 to attack and defend against the Headless Horseman. If the Horseman KOs it, his team is +5 to Venture Total that battle."})
	special("Headless Horseman", Card{Name: "Pumpkin Head", Val: 6, Type: Energy, Icons: IconOffense, Flags: FAfterConcede,
		Text: "A level 6 Energy attack. Against a character with Mark of the Headless on it, it may also be made after the opponent concedes the battle (the opponent may defend)."})
	special("Headless Horseman", Card{Name: "Relentless Hessian", Icons: IconOffense,
		Hook: hook("Relentless Hessian", "play", func(g *State, i uint16, s int) {
			g.drawReveal(s, 1, true)
			if m := g.findMark(s); m != 0 && g.mayAttack(g.Ex.By) && g.specialBy(g.Ex.By, g.card(m)) {
				if tg := g.markTargets(s, m); len(tg) > 0 {
					g.ask(s, "Relentless Hessian/play", i, tg, true, ResumePhase)
				}
			}
		}),
		Text: "Draw and reveal a card (kept even if a duplicate). The Horseman may take Mark of the Headless from his Draw Pile or Dead Pile and play it at once."})
	choiceLabels["Relentless Hessian/play"] = func(g *State, k int) string {
		return "Play Mark of the Headless at " + g.ch(int8(k)).Name
	}
	handle("Relentless Hessian/play", func(g *State, c Choice, n int) {
		s := int(c.Seat)
		g.discard(c.Src)
		g.Ex.Card = 0
		if n >= len(c.Opts) {
			g.next()
			return
		}
		m := g.findMark(s)
		p := &g.P[s]
		var ok bool
		if p.Draw, ok = cut(p.Draw, m); ok {
			g.rand().Shuffle(len(p.Draw), func(a, b int) { p.Draw[a], p.Draw[b] = p.Draw[b], p.Draw[a] })
		} else {
			p.Dead, _ = cut(p.Dead, m)
		}
		p.Hand = append(p.Hand, m)
		g.declare(Move{Op: OpPlay, Card: m, By: g.Ex.By, Type: NoType, Tgt: int8(c.Opts[n])})
	})
	special("Headless Horseman", Card{Name: "Visage of Terror", Val: 6, Type: Intel, Icons: IconOffense,
		Text: "A level 6 Intelligence attack; +3 (not to damage or Venture Total) against a character with an Intelligence grid of 2 or less."})
	cardBonus["Visage of Terror"] = func(g *State, s int) int8 {
		if tc := g.Ex.Tgt; tc >= 0 && tc < 8 && g.grid(tc, Intel) <= 2 {
			return 3
		}
		return 0
	}
})

// headless reports whether Mark of the Headless is on character tc.
func (g *State) headless(tc int8) bool {
	for _, l := range g.InPlay {
		if l.Inst != 0 && l.On == tc && g.card(l.Inst).Name == "Mark of the Headless" {
			return true
		}
	}
	return false
}

// findMark returns seat s's Mark of the Headless in its Draw Pile or Dead
// Pile, or 0.
func (g *State) findMark(s int) uint16 {
	for _, pile := range [2][]uint16{g.P[s].Draw, g.P[s].Dead} {
		for _, i := range pile {
			if g.card(i).Name == "Mark of the Headless" {
				return i
			}
		}
	}
	return 0
}

// markTargets are the characters seat s's Horseman may attack with Mark
// of the Headless m.
func (g *State) markTargets(s int, m uint16) []uint16 {
	var out []uint16
	for _, tc := range g.notOnlyUniverse(g.targets(s, nil)) {
		if !g.attackBarred(Move{Card: m, Type: NoType}, tc) {
			out = append(out, uint16(tc))
		}
	}
	return out
}

// whip has seat s discard one more (left to go) of its cards in hand or
// placed, its choice (Human Spine Whip, card src).
func (g *State) whip(s int, src uint16, left int) {
	if opts := g.cardsOfSeat(s); left > 0 && len(opts) > 0 {
		g.ask(s, "Human Spine Whip/"+itoa(left), src, opts, false, ResumeNext)
	}
}

// markedKO: character ci is KO'd; if Mark of the Headless is on it and the
// attack that KOs it is its owner's Horseman's, his team is +5 to Venture
// Total this battle.
func (g *State) markedKO(ci int8) {
	for _, l := range g.InPlay {
		if l.Inst == 0 || l.On != ci || g.card(l.Inst).Name != "Mark of the Headless" {
			continue
		}
		if by := g.Ex.By; by >= 0 && by < 8 && seatOf(by) == int(l.Owner) && g.ch(by).Name == "Headless Horseman" && g.Ex.Tgt == ci {
			g.mark(mkVen, int8(8+int(l.Owner)), 5, false, 0)
			g.logf("The Headless Horseman KOs his marked foe: his team is +5 to Venture Total this battle.")
		}
	}
}
