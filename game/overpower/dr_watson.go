package overpower

import "slices"

var _ = group(func() {
	special("Dr. Watson", Card{Name: "All Chips on the Table", Val: 6, Type: Intel, Icons: IconOffense,
		OnHit: hook("All Chips on the Table", "hit", func(g *State, i uint16, s int) {
			for t := range g.P {
				g.P[t].Open = true
				for _, j := range g.P[t].Hand {
					g.reveal(j)
				}
			}
			g.logf("Both players play open-handed for the rest of the battle.")
		}),
		Text: "A level 6 Intelligence attack. If it hits, both players play with their hands revealed for the rest of the battle."})
	special("Dr. Watson", Card{Name: "Blackheath Rugby Star", Val: 4, Type: Combat, Icons: IconOffense, Extra: 1,
		Text: "A level 4 Combat attack; then one additional attack."})
	special("Dr. Watson", Card{Name: "British Army Surgeon", Icons: IconOffense,
		Hook: hook("British Army Surgeon", "play", func(g *State, i uint16, s int) {
			g.ask(s, "British Army Surgeon/play", i, g.surgeonOptions(g.Ex.By), false, ResumeUtility)
		}),
		Text: "Dr. Watson or a teammate removes one hit (the biggest) from its current battle hits or permanent record; a current one no longer counts to Venture Total."})
	choiceLabels["British Army Surgeon/play"] = func(g *State, k int) string { return "Heal " + g.ch(int8(k)).Name }
	handle("British Army Surgeon/play", func(g *State, c Choice, n int) {
		ci := int8(c.Opts[n])
		had := len(g.Chars[ci].Record)
		g.removeOneHit(ci, false)
		if len(g.Chars[ci].Record) < had {
			g.healed(int(c.Seat))
		}
	})
	utilityChecks["British Army Surgeon"] = func(g *State, ci int8, _ uint16) bool { return len(g.surgeonOptions(ci)) > 0 }
	special("Dr. Watson", Card{Name: "English Gentleman", Val: 7, Types: allBasic, Multi: true, Type: MultiPower, Icons: IconOffense,
		Text: "A level 7 MultiPower attack."})
	special("Dr. Watson", Card{Name: "Not a Bad Detective", Icons: IconOffense, Flags: FTarget | FReserve,
		OnHit: hook("Not a Bad Detective", "hit", func(g *State, i uint16, s int) { g.detective(1-s, g.Ex.Tgt, i, 2) }),
		Text:  "An attack on a character: if it hits, the opponent reveals two cards of its hand that character could play, its choice (all of them if fewer). May be played from the Reserve."})
	for left := 1; left <= 2; left++ {
		handle("Not a Bad Detective/"+itoa(left), func(g *State, c Choice, n int) {
			g.reveal(c.Opts[n])
			g.logf("%s reveals %s (Not a Bad Detective).", seatName(int(c.Seat)), g.card(c.Opts[n]).Name)
			g.detective(int(c.Seat), int8(c.N), c.Src, left-1)
		})
	}
	special("Dr. Watson", Card{Name: "Always There for a Friend", Icons: IconDefense, Flags: FShift | FMate,
		Text: "The attack on a teammate is now made on Dr. Watson, who may defend it; if it hits him, he draws a card (discarded if a duplicate)."})
})

// surgeonOptions are Dr. Watson (ci) and his teammates with hits.
func (g *State) surgeonOptions(ci int8) []uint16 {
	var out []uint16
	for _, cj := range team(seatOf(ci)) {
		if g.alive(cj) && len(g.Chars[cj].Hits)+len(g.Chars[cj].Record) > 0 {
			out = append(out, uint16(cj))
		}
	}
	return out
}

// detective has seat s reveal one more (left to go) of the unrevealed
// cards in hand character tc could play (Not a Bad Detective, card src).
func (g *State) detective(s int, tc int8, src uint16, left int) {
	if left == 0 {
		return
	}
	var opts []uint16
	for _, j := range sortedHand(g, s) {
		if g.usableBy(tc, g.card(j)) && !slices.Contains(g.P[s].Known, j) {
			opts = append(opts, j)
		}
	}
	if len(opts) > 0 {
		g.ask(s, "Not a Bad Detective/"+itoa(left), src, opts, false, ResumeNext)
		g.Choice.N = tc
	}
}

// friendDraw: Dr. Watson (ci), who took attack i on himself with Always
// There for a Friend, is hit by it: he draws a card.
func (g *State) friendDraw(ci int8, i uint16) {
	k := slices.IndexFunc(g.Marks, func(m Mark) bool { return m.Stat == mkFrnd && m.On == ci && m.By == i })
	if k < 0 {
		return
	}
	g.Marks = slices.Delete(g.Marks, k, k+1)
	g.logf("%s draws a card (Always There for a Friend).", g.charName(ci))
	g.drawQuiet(seatOf(ci), 1)
}
