package overpower

import "slices"

var _ = group(func() {
	special("Ra", Card{Name: "Cult of Menevis Bull", Val: 6, Types: 1<<Combat | 1<<Intel, Multi: true, Type: MultiPower, Icons: IconOffense,
		Text: "A level 6 MultiPower attack, Combat or Intelligence; level 8 instead on a character whose Brute Force grid is 7 or more."})
	onDeclare["Cult of Menevis Bull"] = func(g *State, m Move) bool { g.upTo8(m, Brute); return false }
	special("Ra", Card{Name: "Eye of Sekhmet", Icons: IconOffense, Flags: FTarget,
		OnHit: hook("Eye of Sekhmet", "hit", func(g *State, i uint16, s int) {
			if opts := g.foePlaced(s, g.Ex.Tgt); len(opts) > 0 {
				g.ask(1-s, "Eye of Sekhmet/hit", i, opts, false, ResumeNext)
			}
		}),
		Text: "An attack on a character: if it hits, it removes one of its placed cards from the game (its player's choice), and its player removes every copy of that card from its Draw Pile and Power Pack from the game, then shuffles the Draw Pile."})
	handle("Eye of Sekhmet/hit", func(g *State, c Choice, n int) {
		s, j := int(c.Seat), c.Opts[n]
		p := &g.P[s]
		g.take(j)
		p.Gone = append(p.Gone, j)
		code := g.Inst[j].Card
		same := func(k uint16) bool {
			if g.Inst[k].Card == code {
				p.Gone = append(p.Gone, k)
				return true
			}
			return false
		}
		p.Draw = slices.DeleteFunc(p.Draw, same)
		p.Pack = slices.DeleteFunc(p.Pack, same)
		g.rand().Shuffle(len(p.Draw), func(a, b int) { p.Draw[a], p.Draw[b] = p.Draw[b], p.Draw[a] })
		g.logf("%s removes %s and every copy in its Draw Pile and Power Pack from the game (Eye of Sekhmet).", seatName(s), g.card(j).Name)
	})
	special("Ra", Card{Name: "Healing Waters of the Nile", Icons: IconOffense,
		Hook: hook("Healing Waters of the Nile", "play", func(g *State, i uint16, s int) {
			g.ask(s, "heal/one", i, g.hurt(g.Ex.By, true), false, ResumeUtility)
		}),
		Text: "Remove one hit (the biggest) from Ra's or a teammate's current battle hits or permanent record; a current one no longer counts to Venture Total."})
	utilityChecks["Healing Waters of the Nile"] = func(g *State, ci int8, _ uint16) bool { return len(g.hurt(ci, true)) > 0 }
})
