package overpower

import (
	"fmt"

	"overdeck/engine"
)

// hitKey tells one hit from another across moves.
type hitKey struct {
	inst uint16
	dmg  int8
	by   int8
}

// hitsOnTable counts every hit lying on the table: on characters (this
// battle's and their permanent records) and in the Astral Plane.
func (g *State) hitsOnTable() map[hitKey]int {
	n := map[hitKey]int{}
	add := func(hs []Hit) {
		for _, h := range hs {
			n[hitKey{h.Inst, h.Dmg, h.By}]++
		}
	}
	for k := range g.Chars {
		add(g.Chars[k].Hits)
		add(g.Chars[k].Record)
	}
	for _, l := range g.InPlay {
		add(l.Hits)
	}
	return n
}

// MatchSummary returns the lines the game-over screen shows of match m beside
// who won, naming the seats with name: each player's damage dealt (every
// hit made, replayed move by move), the other team's characters KO'd and
// the objectives completed, then the battles fought and the moves made.
func MatchSummary(m *engine.Match, name func(engine.Seat) string) []string {
	var dealt [2]int
	err := m.EachMove(func(before, after engine.Rules) {
		was := before.(*State).hitsOnTable()
		for k, n := range after.(*State).hitsOnTable() {
			if n > was[k] && k.by >= 0 && k.by < 2 {
				dealt[k.by] += (n - was[k]) * int(k.dmg)
			}
		}
	})
	g := m.Rules().(*State)
	var out []string
	for s := range 2 {
		kos, done := 0, 0
		for k := range g.Chars {
			if seatOf(int8(k)) != s && g.Chars[k].KO {
				kos++
			}
		}
		for _, o := range g.P[s].Obj {
			if o == ObjCompleted {
				done++
			}
		}
		line := fmt.Sprintf("%s: %d damage dealt, %s, %d of 7 objectives", name(engine.Seat(s)), dealt[s], plural(kos, "KO"), done)
		if err != nil {
			line = fmt.Sprintf("%s: %s, %d of 7 objectives", name(engine.Seat(s)), plural(kos, "KO"), done)
		}
		out = append(out, line)
	}
	return append(out, fmt.Sprintf("%s, %s", plural(int(g.Battle), "battle"), plural(len(m.History()), "move")))
}

// plural counts n of a thing: "1 battle", "3 battles".
func plural(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}

// Result says how the finished match m ended, naming the seats with name
// ("You", "The computer", "Player 2"): "Player 1's whole team is KO'd: you
// win." The state keeps the reason worded with Seat.String; it is worded
// again here from the final position, and kept as it is should that ever
// name another winner.
func Result(m *engine.Match, name func(engine.Seat) string) string {
	g := m.Rules().(*State)
	w, why, ok := g.verdict(func(s int) string { return name(engine.Seat(s)) })
	if g.Phase != PhaseOver || !ok || w != g.Winner {
		return g.Why
	}
	return why
}
