package overpower

// The Events of The Call of Cthulhu.
var _ = eventGroup(func() {
	set := int8(SetByName("The Call of Cthulhu"))
	event(Card{Name: "Desperate Gamble", Set: set,
		Hook: hook("Desperate Gamble", "play", func(g *State, i uint16, s int) { g.gamble(g.order()[0], i) }),
		Text: "Each player, in initiative order, may choose one of its Front Line characters: +2 to all its actions this battle, and it is Cumulative KO'd at 4 less this battle."})
	handle("Desperate Gamble/play", func(g *State, c Choice, n int) {
		s := int(c.Seat)
		if n < len(c.Opts) {
			ci := int8(c.Opts[n])
			g.mark(mkAtk, ci, 2, false, c.Src)
			g.mark(mkDef, ci, 2, false, c.Src)
			g.mark(mkCum, ci, -4, false, c.Src)
			g.logf("%s takes the Desperate Gamble with %s.", seatName(s), g.ch(ci).Name)
		}
		if s == int(g.Init) {
			g.gamble(1-s, c.Src)
		}
	})
	choiceLabels["Desperate Gamble/play"] = func(g *State, k int) string { return "Gamble with " + g.ch(int8(k)).Name }
	event(Card{Name: "The Cost of Knowledge is Sanity", Set: set,
		Text: "This battle, hits with an Intelligence icon do not count to Venture Total."})
	event(Card{Name: "Stars Align", Set: set,
		Hook: hook("Stars Align", "play", func(g *State, i uint16, s int) { g.stars(g.order()[0], i) }),
		Text: "Each player looks at the top two cards of its Draw Pile and, for each, shuffles it into the Draw Pile, discards it to the Dead Pile or keeps it on top."})
	handle("Stars Align/play", func(g *State, c Choice, n int) {
		s := int(c.Seat)
		p := &g.P[s]
		done := int(c.N >> 4)
		dec := c.N&0xF | int8(c.Opts[n])<<(2*done)
		done++
		if done < len(p.Keep) {
			g.ask(s, "Stars Align/play", c.Src, []uint16{0, 1, 2}, false, ResumePhase)
			g.Choice.N = int8(done)<<4 | dec
			return
		}
		looked := append([]uint16(nil), p.Keep...)
		p.Keep = p.Keep[:0]
		for _, i := range looked {
			p.Draw, _ = cut(p.Draw, i)
		}
		var top []uint16
		for k, i := range looked {
			switch dec >> (2 * k) & 3 {
			case 1:
				p.Dead = append(p.Dead, i)
				g.logf("%s discards %s from the top of the Draw Pile (Stars Align).", seatName(s), g.card(i).Name)
			case 2:
				p.Draw = append(p.Draw, i)
				g.logf("%s shuffles a card into the Draw Pile (Stars Align).", seatName(s))
			default:
				top = append(top, i)
			}
		}
		g.rand().Shuffle(len(p.Draw), func(a, b int) { p.Draw[a], p.Draw[b] = p.Draw[b], p.Draw[a] })
		for k := len(top) - 1; k >= 0; k-- {
			p.Draw = append(p.Draw, top[k])
		}
		g.logf("%s keeps %d card(s) on top of the Draw Pile (Stars Align).", seatName(s), len(top))
		if s == int(g.Init) {
			g.stars(1-s, c.Src)
		}
	})
	choiceLabels["Stars Align/play"] = func(g *State, k int) string {
		p := &g.P[g.Choice.Seat]
		name := g.card(p.Keep[g.Choice.N>>4]).Name
		return [...]string{"Keep " + name + " on top", "Discard " + name + " to the Dead Pile", "Shuffle " + name + " into the Draw Pile"}[k]
	}
	event(Card{Name: "Who Can You Trust", Set: set,
		Text: "After the Venture Phase, each player reveals two cards of its choice from its hand."})
	handle("Who Can You Trust/play", func(g *State, c Choice, n int) {
		s := int(c.Seat)
		g.reveal(c.Opts[n])
		g.logf("%s reveals %s (Who Can You Trust).", seatName(s), g.card(c.Opts[n]).Name)
		if c.N > 1 {
			g.trust(s, c.Src, c.N-1)
		} else if s == int(g.Init) {
			g.trust(1-s, c.Src, 2)
		}
	})
	event(Card{Name: "Healed by a Dark Power", Set: set,
		Text: "This battle, each time the player who played it plays a card that removes hits from a permanent record, its Venture Total is +2."})
})

// eventGroup queues a mission set's Events for the catalogue.
func eventGroup(f func()) bool {
	eventGroups = append(eventGroups, f)
	return true
}

// event adds Event card c: One Per Deck, in the Astral Plane for the
// battle.
func event(c Card) {
	c.Kind, c.OPD, c.Char, c.Type = KindEvent, true, -1, NoType
	c.Icons = IconAstral | IconBattle
	addCard(c)
}

// eventIn reports whether the Event named n is in play (and whose).
func (g *State) eventIn(n string) (bool, int) {
	for _, l := range g.InPlay {
		if l.Inst != 0 && g.card(l.Inst).Kind == KindEvent && g.card(l.Inst).Name == n {
			return true, int(l.Owner)
		}
	}
	return false, -1
}

// gamble offers seat s the Desperate Gamble.
func (g *State) gamble(s int, src uint16) {
	var opts []uint16
	for _, ci := range team(s) {
		if g.front(ci) {
			opts = append(opts, uint16(ci))
		}
	}
	g.ask(s, "Desperate Gamble/play", src, opts, true, ResumePhase)
}

// stars shows seat s the top two cards of its Draw Pile (Player.Keep,
// top first) and asks about the first; a seat with no card in its Draw
// Pile is skipped.
func (g *State) stars(s int, src uint16) {
	for {
		g.refill(s)
		p := &g.P[s]
		if n := len(p.Draw); n > 0 {
			p.Keep = append(p.Keep[:0], p.Draw[n-1])
			if n > 1 {
				p.Keep = append(p.Keep, p.Draw[n-2])
			}
			g.ask(s, "Stars Align/play", src, []uint16{0, 1, 2}, false, ResumePhase)
			g.Choice.N = 0
			return
		}
		if s != int(g.Init) {
			return
		}
		s = 1 - s
	}
}

// trust asks seat s to reveal n more cards (Who Can You Trust).
func (g *State) trust(s int, src uint16, n int8) {
	var opts []uint16
	for _, i := range sortedHand(g, s) {
		if !contains(g.P[s].Known, i) {
			opts = append(opts, i)
		}
	}
	if len(opts) == 0 {
		if s == int(g.Init) {
			g.trust(1-s, src, 2)
		}
		return
	}
	g.ask(s, "Who Can You Trust/play", src, opts, false, ResumePhase)
	g.Choice.N = n
}

// healed gives seat s +2 Venture Total this battle if it played Healed by
// a Dark Power (call when s plays a card that removed permanent record
// hits).
func (g *State) healed(s int) {
	g.asclepieion(s)
	if in, who := g.eventIn("Healed by a Dark Power"); in && who == s {
		g.mark(mkVen, int8(8+s), 2, false, 0)
		g.logf("%s is +2 to Venture Total (Healed by a Dark Power).", seatName(s))
	}
}

// contains reports whether x is in s.
func contains(s []uint16, x uint16) bool {
	for _, y := range s {
		if y == x {
			return true
		}
	}
	return false
}
