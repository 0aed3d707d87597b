package overpower

// The Events of Time Wars: Rise of the Gods.
var _ = eventGroup(func() {
	set := int8(SetByName("Time Wars: Rise of the Gods"))
	event(Card{Name: "Rally Our Allies", Set: set,
		Hook: hook("Rally Our Allies", "play", func(g *State, i uint16, s int) {
			for _, t := range g.order() {
				g.rally(t)
			}
		}),
		Text: "Each player fills each open Universe slot of its Front Line characters with an Ally card from its Draw Pile or Dead Pile that the character can play (and shuffles its Draw Pile)."})
	event(Card{Name: "Second Chances", Set: set,
		Hook: hook("Second Chances", "play", func(g *State, i uint16, s int) { g.chances(s, i, 5) }),
		Text: "Look through the opponent's Power Pack and discard up to five cards of your choice from it to the opponent's Dead Pile."})
	handle("Second Chances/play", func(g *State, c Choice, n int) {
		if n >= len(c.Opts) {
			return
		}
		s := int(c.Seat)
		i := c.Opts[n]
		p := &g.P[1-s]
		p.Pack, _ = cut(p.Pack, i)
		p.Dead = append(p.Dead, i)
		g.logf("%s discards %s from %s's Power Pack (Second Chances).", seatName(s), g.card(i).Name, seatName(1-s))
		if c.N > 1 {
			g.chances(s, c.Src, c.N-1)
		}
	})
	event(Card{Name: "Heroes We Need", Set: set,
		Text: "This battle, Teamwork cards and their follow-up attacks ignore Power type requirements: the grid of any type will do, and a follow-up may be a Power card of any type."})
})

// rally fills seat s's open Universe slots on the Front Line with Ally
// cards from its Draw Pile and Dead Pile.
func (g *State) rally(s int) {
	p := &g.P[s]
	found := false
	for _, ci := range team(s) {
		if !g.front(ci) || g.Chars[ci].Placed[2] != 0 {
			continue
		}
		for _, pile := range []*[]uint16{&p.Draw, &p.Dead} {
			done := false
			for _, i := range *pile {
				if c := g.card(i); c.Kind == KindAlly && g.allyFits(ci, c) && !g.dupOfPlaced(s, dupKey(c)) {
					*pile, _ = cut(*pile, i)
					g.Chars[ci].Placed[2] = i
					g.logf("%s places the Ally %s on %s (Rally Our Allies).", seatName(s), c.Name, g.ch(ci).Name)
					done, found = true, true
					break
				}
			}
			if done {
				break
			}
		}
	}
	if found {
		g.rand().Shuffle(len(p.Draw), func(a, b int) { p.Draw[a], p.Draw[b] = p.Draw[b], p.Draw[a] })
	}
}

// chances offers seat s the cards of the opponent's Power Pack (by card)
// to discard, n more at most.
func (g *State) chances(s int, src uint16, n int8) {
	opts := sortedPile(g, g.P[1-s].Pack)
	if len(opts) == 0 {
		return
	}
	g.ask(s, "Second Chances/play", src, opts, true, ResumePhase)
	g.Choice.N = n
}

// sortedPile returns one instance of each card in pile, by catalogue code.
func sortedPile(g *State, pile []uint16) []uint16 {
	var out []uint16
	for _, i := range pile {
		if !containsCode(g, out, g.Inst[i].Card) {
			out = append(out, i)
		}
	}
	for a := 1; a < len(out); a++ {
		for b := a; b > 0 && g.Inst[out[b]].Card < g.Inst[out[b-1]].Card; b-- {
			out[b], out[b-1] = out[b-1], out[b]
		}
	}
	return out
}

// containsCode reports whether one of ids is a copy of card code.
func containsCode(g *State, ids []uint16, code uint16) bool {
	for _, i := range ids {
		if g.Inst[i].Card == code {
			return true
		}
	}
	return false
}
