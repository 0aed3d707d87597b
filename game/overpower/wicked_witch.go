package overpower

var _ = group(func() {
	special("Wicked Witch", Card{Name: "Aquaphobic", Icons: IconOffense | IconAttach | IconBattle,
		Text: "For the rest of the battle no attack made with a Universe card may be made on the Wicked Witch."})
	special("Wicked Witch", Card{Name: "Feared by All Witches", Val: 4, Type: Energy, Icons: IconOffense,
		OnHit: hook("Feared by All Witches", "hit", func(g *State, i uint16, s int) {
			g.mark(mkNoAtk, g.Ex.By, 1, false, i)
			g.mark(mkNoTgt, g.Ex.By, 1, false, i)
		}),
		Text: "A level 4 Energy attack. If it hits, the Wicked Witch may neither attack nor be attacked for the rest of the battle."})
	special("Wicked Witch", Card{Name: "I Will Have Those Silver Shoes!", Icons: IconOffense, Flags: FTarget,
		OnHit: hook("I Will Have Those Silver Shoes!", "hit", func(g *State, i uint16, s int) {
			if opts := g.foePlaced(s, g.Ex.Tgt); len(opts) > 0 {
				g.ask(s, "Silver Shoes/placed", i, opts, false, ResumeNext)
				return
			}
			g.silverShoes(s, i)
		}),
		Text: "An attack on a character: if it hits, it discards one of its placed cards, the Wicked Witch's choice, and she takes a Basic Universe card of her choice from her Dead Pile into her hand, revealed."})
	handle("Silver Shoes/placed", func(g *State, c Choice, n int) {
		g.dropPlaced(c.Opts[n], "I Will Have Those Silver Shoes!")
		g.silverShoes(int(c.Seat), c.Src)
	})
	handle("Silver Shoes/dead", func(g *State, c Choice, n int) {
		s, j := int(c.Seat), c.Opts[n]
		g.P[s].Dead, _ = cut(g.P[s].Dead, j)
		g.P[s].Hand = append(g.P[s].Hand, j)
		g.reveal(j)
		g.logf("%s takes %s from the Dead Pile (I Will Have Those Silver Shoes!).", seatName(s), g.card(j).Name)
	})
	special("Wicked Witch", Card{Name: "One Eye", Val: 7, Type: Intel, Icons: IconOffense, Flags: FAtReserve,
		OnHit: hook("One Eye", "hit", func(g *State, i uint16, s int) {
			if tc := g.Ex.Tgt; g.alive(tc) && g.Chars[tc].Pos == 3 {
				g.mark(mkOneEy, tc, 1, true, i)
				g.logf("%s may not attack from the Front Line while a teammate is there (One Eye).", g.charName(tc))
			}
		}),
		Text: "A level 7 Intelligence attack; it may be made on the Reserve character. If it hits the Reserve character, for the rest of the game that character may not attack while on the Front Line, unless it is alone there."})
	special("Wicked Witch", Card{Name: "Harness the Wind", Icons: IconOffense | IconAstral | IconBattle,
		Text: "For the rest of the battle an attack on the Wicked Witch or a teammate may be moved to another Front Line character of her team (once per attack), who may defend it."})
	special("Wicked Witch", Card{Name: "Wolves, Crows, & Black Bees", Val: 8, Types: allBasic, Multi: true, Type: MultiPower, Icons: IconOffense,
		Text: "A level 8 MultiPower attack."})
})

// silverShoes lets seat s take a Basic Universe card from its Dead Pile
// (I Will Have Those Silver Shoes!).
func (g *State) silverShoes(s int, src uint16) {
	var opts []uint16
	for _, j := range g.P[s].Dead {
		if g.card(j).Kind == KindBasic {
			opts = append(opts, j)
		}
	}
	if len(opts) > 0 {
		g.ask(s, "Silver Shoes/dead", src, sortedPile(g, opts), false, ResumeNext)
	}
}
