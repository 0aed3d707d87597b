package overpower

import "slices"

var _ = group(func() {
	special("Merlin", Card{Name: "Archimedes", Icons: IconOffense,
		Hook: hook("Archimedes", "play", func(g *State, i uint16, s int) {
			g.ask(s, "Archimedes/play", i, []uint16{0, 1, 2}, false, ResumeUtility)
		}),
		Text: "Name Special, Universe or Power cards: the opponent reveals every card of that kind in hand."})
	choiceLabels["Archimedes/play"] = func(_ *State, k int) string {
		return [...]string{"Name Special cards", "Name Universe cards", "Name Power cards"}[k]
	}
	handle("Archimedes/play", func(g *State, c Choice, n int) {
		o := 1 - int(c.Seat)
		for _, i := range g.P[o].Hand {
			k := g.card(i).Kind
			if n == 0 && k == KindSpecial || n == 1 && k >= KindBasic && k <= KindAdvanced || n == 2 && k == KindPower {
				g.reveal(i)
				g.logf("%s reveals %s (Archimedes).", seatName(o), g.card(i).Name)
			}
		}
	})
	special("Merlin", Card{Name: "Ascendant Mage", Icons: IconDefense, Flags: FNegate, Text: "Negate a Special card the opponent plays."})
	special("Merlin", Card{Name: "For Camelot!", Icons: IconOffense | IconAstral | IconGame,
		Hook: markHook("For Camelot!", "play", mkMerln, 1, true, onPlayer),
		Text: "For the rest of the game Merlin may block attacks on King Arthur, Lancelot and Morgan le Fay with his Power cards, also from the Reserve."})
	special("Merlin", Card{Name: "Foretell the Future", Icons: IconOffense,
		Hook: hook("Foretell the Future", "play", func(g *State, i uint16, s int) { g.foretell(s, i, ResumeUtility) }),
		Text: "Take any cards you like out of your Draw Pile and discard them to the Dead Pile, then shuffle it."})
	handle("Foretell the Future/play", func(g *State, c Choice, n int) {
		s := int(c.Seat)
		if n >= len(c.Opts) {
			p := &g.P[s]
			g.rand().Shuffle(len(p.Draw), func(a, b int) { p.Draw[a], p.Draw[b] = p.Draw[b], p.Draw[a] })
			g.logf("%s shuffles the Draw Pile.", seatName(s))
			return
		}
		i := c.Opts[n]
		g.P[s].Draw, _ = cut(g.P[s].Draw, i)
		g.P[s].Dead = append(g.P[s].Dead, i)
		g.logf("%s discards %s from the Draw Pile to the Dead Pile.", seatName(s), g.card(i).Name)
		g.foretell(s, c.Src, c.Back)
	})
	special("Merlin", Card{Name: "Transmogrification", Icons: IconOffense | IconAstral | IconGame,
		Hook: hook("Transmogrification", "play", func(g *State, i uint16, s int) {
			g.ask(s, "Transmogrification/play", i, g.mates(g.Ex.By, true), false, ResumeUtility)
		}),
		Text: "Choose a Front Line teammate: for the rest of the game Merlin may place and play the Special cards of that character."})
	choiceLabels["Transmogrification/play"] = func(g *State, k int) string { return "Choose " + g.ch(int8(k)).Name }
	handle("Transmogrification/play", func(g *State, c Choice, n int) {
		ci := int8(c.Opts[n])
		g.mark(mkTrans, g.Ex.By, int8(g.Chars[ci].Card)+1, true, c.Src)
		g.logf("Merlin may now play %s's Special cards.", g.ch(ci).Name)
	})
	utilityChecks["Transmogrification"] = func(g *State, ci int8, _ uint16) bool {
		return len(g.mates(ci, true)) > 0 && g.value(0, stTrans, charSrc(ci)) == 0
	}
	special("Merlin", Card{Name: "Summon the Elements", Val: 4, Types: 1<<Energy | 1<<Combat, Multi: true, Type: MultiPower, Icons: IconOffense, Extra: 1,
		Text: "A level 4 MultiPower attack, Energy or Combat. Then Merlin's team may make one additional attack."})
})

// foretell offers seat s the cards of its Draw Pile (by card, in catalogue
// order so that the order of the pile stays hidden) to discard, or none.
func (g *State) foretell(s int, src uint16, back uint8) {
	opts := slices.Clone(g.P[s].Draw)
	slices.SortFunc(opts, func(a, b uint16) int { return int(g.Inst[a].Card) - int(g.Inst[b].Card) })
	opts = slices.CompactFunc(opts, func(a, b uint16) bool { return g.Inst[a].Card == g.Inst[b].Card })
	g.ask(s, "Foretell the Future/play", src, opts, true, back)
}

// merlinBlocks appends Merlin's blocks with Power cards of attacks on King
// Arthur, Lancelot or Morgan le Fay, while For Camelot! holds.
func (g *State) merlinBlocks(s int, dst []Move) []Move {
	switch g.ch(g.Ex.Tgt).Name {
	case "King Arthur", "Lancelot", "Morgan le Fay":
	default:
		return dst
	}
	for _, ci := range team(s) {
		if ci == g.Ex.Tgt || !g.alive(ci) || g.value(0, stMerln, charSrc(ci)) <= 0 {
			continue
		}
		for _, i := range g.cardsOf(ci, nil) {
			if c := g.card(i); c.Kind == KindPower {
				dst = g.blocksBy(ci, i, c, dst)
			}
		}
	}
	return dst
}
