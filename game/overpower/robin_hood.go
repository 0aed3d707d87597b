package overpower

var _ = group(func() {
	special("Robin Hood", Card{Name: "Band of Merry Men", Val: 5, DefV: 5, Type: Brute, Icons: IconOffense | IconDefense, Flags: FSelf | FActsPower | FCombine,
		Text: "Acts as a level 5 Brute Force Power card: an attack or a defence of Robin Hood, alone or with a Universe card."})
	special("Robin Hood", Card{Name: "Defender of the People", Icons: IconDefense, Flags: FAvoid | FMate, Only: AvoidCombat,
		Hook: hook("Defender of the People", "play", func(g *State, i uint16, s int) { g.drawQuiet(s, 1) }),
		Text: "A teammate of Robin Hood avoids one attack with a Combat icon; Robin Hood draws a card (discarded if a duplicate)."})
	special("Robin Hood", Card{Name: "Hero of Nottingham", Val: 4, Type: Brute, Icons: IconOffense,
		OnHit: hook("Hero of Nottingham", "hit", func(g *State, i uint16, s int) {
			if len(g.P[1-s].Hand) > 0 {
				g.ask(1-s, "Hero of Nottingham/hit", i, sortedHand(g, 1-s), false, ResumeNext)
			}
		}),
		Text: "A level 4 Brute Force attack. If it hits, the opponent discards a card of its choice from its hand."})
	handle("Hero of Nottingham/hit", func(g *State, c Choice, n int) {
		s := int(c.Seat)
		g.throw(s, []uint16{c.Opts[n]}, "is discarded (Hero of Nottingham)")
	})
	special("Robin Hood", Card{Name: "Master Archer", Val: 3, Types: allBasic, Multi: true, Type: MultiPower, Icons: IconOffense, Extra: 2,
		Text: "A level 3 MultiPower attack; then two additional attacks."})
	special("Robin Hood", Card{Name: "Master Thief", Icons: IconOffense, Flags: FTarget,
		OnHit: hook("Master Thief", "hit", func(g *State, i uint16, s int) {
			tc := g.Ex.Tgt
			if p := g.Chars[tc].Placed[0]; p != 0 {
				g.Chars[tc].Placed[0] = 0
				g.discard(p)
				g.logf("%s discards the placed %s (Master Thief).", g.charName(tc), g.card(p).Name)
				g.drawReveal(s, 2, true)
			}
		}),
		Text: "An attack on a character: if it hits, the character discards its placed Power card, and then Robin Hood draws and reveals two cards (kept even if duplicates)."})
	special("Robin Hood", Card{Name: "Steal From the Rich", Icons: IconOffense, Flags: FTarget,
		OnHit: hook("Steal From the Rich", "hit", func(g *State, i uint16, s int) {
			var opts []uint16
			for _, p := range g.Chars[g.Ex.Tgt].Placed {
				if p != 0 {
					opts = append(opts, p)
				}
			}
			if len(opts) > 0 {
				g.ask(s, "Steal From the Rich/hit", i, opts, false, ResumeNext)
			}
		}),
		Text: "An attack on a character: if it hits, it discards one of its placed cards, Robin Hood's choice."})
	handle("Steal From the Rich/hit", func(g *State, c Choice, n int) {
		i := c.Opts[n]
		g.take(i)
		g.discard(i)
		g.logf("%s's placed %s is discarded (Steal From the Rich).", seatName(g.owner(i)), g.card(i).Name)
	})
})
