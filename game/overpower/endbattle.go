package overpower

import (
	"fmt"
	"slices"

	"overdeck/engine"
)

// VentureTotal is seat s's Venture Total now: the damage of its hits on
// the other team from current battle (those of KO'd characters, moved to
// the Astral Plane, too), plus or minus the cards and abilities that
// change it.
func (g *State) VentureTotal(s int) int {
	n := 0
	add := func(hs []Hit) {
		for _, h := range hs {
			if int(h.By) == s && !h.NoVen && !g.hitUncounted(h) {
				n += int(h.Dmg)
			}
		}
	}
	for _, ci := range team(1 - s) {
		add(g.Chars[ci].Hits)
	}
	for _, l := range g.InPlay {
		if int(l.Owner) == 1-s {
			add(l.Hits)
		}
	}
	return g.value(n, stVen, seatSrc(s)) + int(g.P[s].Bonus)
}

// hitUncounted reports whether an Event in play stops hit h counting to
// Venture Total (The Cost of Knowledge is Sanity: Intelligence icons).
func (g *State) hitUncounted(h Hit) bool {
	for _, l := range g.InPlay {
		if l.Inst != 0 && g.card(l.Inst).Name == "The Cost of Knowledge is Sanity" && h.Icons&(1<<Intel) != 0 {
			return true
		}
	}
	return false
}

// endStep is Phase 8: hands revealed and discarded, hits of the current
// battle become permanent record, the venture is decided and objectives
// move, battle-long cards leave play, then the winner check, then the
// next battle.
func (g *State) endStep() bool {
	if g.Sub == 1 {
		for s := range g.P {
			if g.P[s].Lift > 0 {
				if g.P[s].Lift >= 2 && g.pileCount(s, ObjDefeated) > 0 {
					g.ToMove = int8(s)
					return false
				}
				g.rescue(s, 1)
			}
		}
		g.finishBattle()
		return true
	}
	g.Sub = 1
	tot := [2]int{g.VentureTotal(0), g.VentureTotal(1)}
	for s := range g.P {
		p := &g.P[s]
		if len(p.Hand) > 0 {
			names, loud := "", g.loud()
			for k, i := range p.Hand {
				if loud && k > 0 {
					names += ", "
				}
				if loud {
					names += g.card(i).Name
				}
				g.discard(i)
			}
			if loud {
				g.logf("%s reveals and discards the hand: %s.", seatName(s), names)
			}
		}
		p.Hand, p.Known, p.Keep = p.Hand[:0], p.Known[:0], p.Keep[:0]
		if p.Event != 0 {
			g.discard(p.Event)
			p.Event = 0
		}
	}
	for ci := range g.Chars {
		c := &g.Chars[ci]
		c.Record = append(c.Record, c.Hits...)
		c.Hits = c.Hits[:0]
	}
	win := int8(-1)
	switch {
	case g.Conc >= 0:
		win = 1 - g.Conc
		g.logf("Venture Totals %d to %d; %s conceded, so %s wins the battle.", tot[0], tot[1], seatName(int(g.Conc)), seatName(int(win)))
	case tot[0] > tot[1]:
		win = 0
	case tot[1] > tot[0]:
		win = 1
	}
	if g.Conc < 0 {
		if win >= 0 {
			g.logf("Venture Totals %d to %d: %s wins the battle.", tot[0], tot[1], seatName(int(win)))
		} else {
			g.logf("Venture Totals %d to %d: a tie.", tot[0], tot[1])
		}
	}
	g.settleObjectives(win)
	for k := len(g.InPlay) - 1; k >= 0; k-- {
		if !g.InPlay[k].Game || g.InPlay[k].Inst == 0 {
			g.leavePlay(k)
		}
	}
	g.Marks = slices.DeleteFunc(g.Marks, func(m Mark) bool { return !m.Game })
	for k := range g.Marks {
		if m := &g.Marks[k]; m.Stat == mkNoSpN {
			m.Stat, m.Game = mkNoSpc, false // Flaming Arrows: for the next battle
		}
	}
	for s := range g.P {
		g.P[s].Bonus = 0
	}
	return true
}

// settleObjectives moves the ventured objectives: the winner's up a pile
// (those from Completed lift Defeated ones instead), the loser's down; on
// a tie they stay ventured. In Skirmish the winner claims the shared
// objectives at stake.
func (g *State) settleObjectives(win int8) {
	switch g.Mode {
	case ModeBrawl:
		return
	case ModeSkirmish:
		if win < 0 {
			if len(g.Shared) > 1 {
				g.Shared[1] += g.Shared[0]
				g.Shared = g.Shared[1:]
				g.logf("The objective at stake stays in the Astral Plane and joins the next one.")
			}
			return
		}
		if len(g.Shared) > 0 {
			g.Won[win] += g.Shared[0]
			g.logf("%s claims %d objective(s) (%d in all).", seatName(int(win)), g.Shared[0], g.Won[win])
			g.Shared = g.Shared[1:]
		}
		return
	}
	for s := range g.P {
		p := &g.P[s]
		p.LostVen = win >= 0 && int(win) != s
		if win < 0 {
			p.Carry, p.VenNew = 1, 0
			continue
		}
		for k := range p.Obj {
			if !p.Vent[k] {
				continue
			}
			p.Vent[k] = false
			switch {
			case int(win) == s && p.Obj[k] == ObjReserve:
				p.Obj[k] = ObjCompleted
			case int(win) == s:
				p.Lift++
			case p.Obj[k] == ObjReserve:
				p.Obj[k] = ObjDefeated
			case p.Obj[k] == ObjCompleted:
				p.Obj[k] = ObjReserve
			}
		}
		p.Carry, p.VenNew = 0, 0
		g.logf("%s: %d Completed, %d Reserve, %d Defeated.", seatName(s), g.pileCount(s, ObjCompleted), g.pileCount(s, ObjReserve), g.pileCount(s, ObjDefeated))
	}
}

// rescue lifts one of seat s's Defeated objectives: n 2 two piles (using
// two of the objectives ventured from Completed), 1 one pile.
func (g *State) rescue(s int, n int8) {
	p := &g.P[s]
	for k := range p.Obj {
		if p.Obj[k] == ObjDefeated {
			if n == 2 {
				p.Obj[k] = ObjCompleted
				g.logf("%s lifts a Defeated objective to Completed.", seatName(s))
			} else {
				p.Obj[k] = ObjReserve
				g.logf("%s lifts a Defeated objective to Reserve.", seatName(s))
			}
			p.Lift -= n
			if p.Lift < 0 {
				p.Lift = 0
			}
			return
		}
	}
	p.Lift = 0
}

// finishBattle checks for a winner (missions before KOs) and starts the
// next battle.
func (g *State) finishBattle() {
	if g.checkWinner() {
		return
	}
	g.Init = 1 - g.Init
	g.startBattle()
}

// checkWinner ends the match if a player has won; it reports whether.
func (g *State) checkWinner() bool {
	w, why, ok := g.verdict(seatName)
	if ok {
		g.over(w, why)
	}
	return ok
}

// koWinner ends the match when a whole team is KO'd.
func (g *State) koWinner() bool {
	w, why, ok := g.koVerdict(seatName)
	if ok {
		g.over(w, why)
	}
	return ok
}

// verdict says whether a player has won (winner -1 a draw) and why,
// naming the seats with name; it changes nothing.
func (g *State) verdict(name func(int) string) (winner int8, why string, ok bool) {
	switch g.Mode {
	case ModeVenture:
		for s := range g.P {
			if h := g.P[s].Home; h >= 0 && homebases[h].KOFirst {
				if w, why, ok := g.koVerdict(name); ok {
					return w, why, true // The Land That Time Forgot: KO counts before missions
				}
			}
		}
		for s := range g.P {
			if g.pileCount(s, ObjCompleted) == Objectives {
				return int8(s), engine.Does(name(s), "complete all seven objectives and win.", "completes all seven objectives and wins."), true
			}
		}
		for s := range g.P {
			if g.pileCount(s, ObjDefeated) == Objectives {
				return int8(1 - s), engine.Does(name(s), "have", "has") + " all seven objectives defeated: " + engine.Does(engine.Inside(name(1-s)), "win.", "wins."), true
			}
		}
	case ModeSkirmish:
		if g.allKO(0) || g.allKO(1) {
			return g.koVerdict(name)
		}
		if len(g.Shared) == 0 {
			w := int8(0)
			if g.Won[1] > g.Won[0] {
				w = 1
			}
			return w, fmt.Sprintf("Every objective is claimed: %s %d to %d.", engine.Does(engine.Inside(name(int(w))), "win", "wins"), g.Won[w], g.Won[1-w]), true
		}
		return 0, "", false
	}
	return g.koVerdict(name)
}

// koVerdict says whether a whole team is KO'd, who won by it and why.
func (g *State) koVerdict(name func(int) string) (winner int8, why string, ok bool) {
	a, b := g.allKO(0), g.allKO(1)
	switch {
	case a && b:
		return -1, "Both teams are KO'd: a drawn game.", true
	case a:
		return 1, engine.Whose(name(0)) + " whole team is KO'd: " + engine.Does(engine.Inside(name(1)), "win.", "wins."), true
	case b:
		return 0, engine.Whose(name(1)) + " whole team is KO'd: " + engine.Does(engine.Inside(name(0)), "win.", "wins."), true
	}
	return 0, "", false
}
