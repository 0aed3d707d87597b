package overpower

var _ = group(func() {
	special("Time Traveler", Card{Name: "From a Mile Away", Icons: IconOffense,
		Hook: hook("From a Mile Away", "play", func(g *State, i uint16, s int) { g.mile(s, i, 0) }),
		Text: "Each Front Line character of the opponent with cards placed on it discards one of them, the opponent's choice."})
	handle("From a Mile Away/pick", func(g *State, c Choice, n int) {
		g.dropPlaced(c.Opts[n], "From a Mile Away")
		g.mile(1-int(c.Seat), c.Src, int(c.N)+1)
	})
	utilityChecks["From a Mile Away"] = func(g *State, ci int8, _ uint16) bool {
		for _, tc := range team(1 - seatOf(ci)) {
			if g.front(tc) && len(g.foePlaced(seatOf(ci), tc)) > 0 {
				return true
			}
		}
		return false
	}
	special("Time Traveler", Card{Name: "Futuristic Phaser", Val: 6, Type: Energy, Icons: IconOffense,
		Text: "A level 6 Energy attack; a level 8 Energy attack instead on a character whose Energy grid is 7 or more."})
	onDeclare["Futuristic Phaser"] = func(g *State, m Move) bool { g.upTo8(m, Energy); return false }
	special("Time Traveler", Card{Name: "I'll Already Be Gone", Icons: IconDefense, Flags: FAvoid | FSelf, Text: "Time Traveler avoids one attack."})
	special("Time Traveler", Card{Name: "Knowledge of Tomorrow", Icons: IconOffense | IconAstral | IconGame, Flags: FVentureCard,
		Text: "Stays in play for the rest of the game. Once, as an offensive action, your team may discard an Intelligence Power card (in hand or placed) to be +10 to Venture Total that battle; this card then leaves play at the end of that battle."})
	special("Time Traveler", Card{Name: "Harbinger's Warning", Icons: IconDefense, Flags: FNoSlot,
		Text: "Negate an Event the opponent plays, as it is revealed. Placed on Time Traveler, it takes no placing slot."})
	choiceLabels["Harbinger's Warning/event"] = func(g *State, k int) string {
		ev := g.card(g.InPlay[len(g.InPlay)-1].Inst).Name
		return [...]string{"Negate " + ev + " with Harbinger's Warning", "Let " + ev + " take effect"}[k]
	}
	handle("Harbinger's Warning/event", func(g *State, c Choice, n int) {
		k := len(g.InPlay) - 1
		ev, s := g.InPlay[k].Inst, 1-int(c.Seat)
		if n == 1 {
			g.runHook(ev, s, g.card(ev).Hook, "play", true)
			return
		}
		g.take(c.Src)
		g.discard(c.Src)
		g.logf("%s negates %s with Harbinger's Warning.", seatName(int(c.Seat)), g.card(ev).Name)
		g.leavePlay(k)
	})
	special("Time Traveler", Card{Name: "The Tomorrow Doctor", Icons: IconOffense,
		Hook: hook("The Tomorrow Doctor", "play", func(g *State, i uint16, s int) {
			g.ask(s, "heal/one", i, g.hurt(g.Ex.By, false), false, ResumeUtility)
		}),
		Text: "Remove one hit (the biggest) from a teammate's current battle hits or permanent record; a current one no longer counts to Venture Total."})
	utilityChecks["The Tomorrow Doctor"] = func(g *State, ci int8, _ uint16) bool { return len(g.hurt(ci, false)) > 0 }
})

// mile asks seat s's opponent to discard a placed card of its next Front
// Line character (from index k of its team) that has one (From a Mile
// Away).
func (g *State) mile(s int, src uint16, k int) {
	for ; k < 4; k++ {
		tc := team(1 - s)[k]
		if opts := g.foePlaced(s, tc); g.front(tc) && len(opts) > 0 {
			g.ask(1-s, "From a Mile Away/pick", src, opts, false, ResumeUtility)
			g.Choice.N = int8(k)
			return
		}
	}
}

// upTo8 makes the attack of move m a level 8 one (bonuses kept) when its
// target's grid of type t is 7 or more (Futuristic Phaser, Cult of
// Menevis Bull).
func (g *State) upTo8(m Move, t int8) {
	if m.Tgt >= 0 && m.Tgt < 8 && g.grid(m.Tgt, t) >= 7 {
		g.Ex.Val += 8 - g.Ex.Dmg
		g.Ex.Dmg = 8
	}
}

// hurt returns character ci's teammates with a hit (ci too when self), as
// choice options.
func (g *State) hurt(ci int8, self bool) []uint16 {
	var out []uint16
	for _, cj := range team(seatOf(ci)) {
		if (cj != ci || self) && g.alive(cj) && len(g.Chars[cj].Hits)+len(g.Chars[cj].Record) > 0 {
			out = append(out, uint16(cj))
		}
	}
	return out
}

// harbinger returns seat s's Harbinger's Warning that its Time Traveler
// (on the Front Line) may play, or 0.
func (g *State) harbinger(s int) uint16 {
	for _, ci := range team(s) {
		if !g.mayAct(ci) || g.ch(ci).Name != "Time Traveler" {
			continue
		}
		for _, i := range g.cardsOf(ci, nil) {
			if g.card(i).Name == "Harbinger's Warning" {
				return i
			}
		}
	}
	return 0
}

// knowledgeMoves appends seat s's uses of its Knowledge of Tomorrow in
// play: discard an Intelligence Power card (played by a Front Line
// character, for the move's key).
func (g *State) knowledgeMoves(s int, dst []Move) []Move {
	for _, l := range g.InPlay {
		if int(l.Owner) != s || l.Inst == 0 || l.N != 0 || g.card(l.Inst).Name != "Knowledge of Tomorrow" {
			continue
		}
		for _, ci := range team(s) {
			if !g.mayAct(ci) {
				continue
			}
			for _, i := range g.cardsOfSeat(s) {
				if c := g.card(i); c.Kind == KindPower && c.Type == Intel {
					dst = append(dst, g.mv(Move{Op: OpPlay, Card: i, With: l.Inst, By: ci, Type: NoType, Tgt: -1}))
				}
			}
			break
		}
	}
	return dst
}

// knowledge uses Knowledge of Tomorrow (m.With): m.Card is discarded, the
// team is +10 to Venture Total this battle, and the card leaves play at
// the end of the battle. It is the turn's offensive action.
func (g *State) knowledge(m Move) {
	s := seatOf(m.By)
	g.take(m.Card)
	g.discard(m.Card)
	g.P[s].Cards++
	g.PassRun = 0
	if k := g.lasting(m.With); k >= 0 {
		g.InPlay[k].N, g.InPlay[k].Game = 1, false
	}
	g.mark(mkVen, int8(8+s), 10, false, m.With)
	g.logf("%s discards %s: +10 to Venture Total this battle (Knowledge of Tomorrow).", seatName(s), g.card(m.Card).Name)
	g.Ex = Exchange{Tgt: -1, By: m.By, Type: NoType, MoreBy: -1, Att: int8(s)}
	g.next()
}

func init() {
	choiceLabels["heal/one"] = func(g *State, k int) string { return "Remove a hit from " + g.ch(int8(k)).Name }
	handle("heal/one", func(g *State, c Choice, n int) {
		ci := int8(c.Opts[n])
		had := len(g.Chars[ci].Record)
		g.removeOneHit(ci, false)
		if len(g.Chars[ci].Record) < had {
			g.healed(int(c.Seat))
		}
	})
}
