package overpower

import (
	"fmt"
	"strings"

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
// who won, naming the seats with name, every figure read from the match
// itself: each player's damage dealt (every hit made, replayed move by
// move), the other team's characters KO'd in the final position and the
// objectives of the mode played (Venture: the player's own seven,
// completed and defeated; Skirmish: the shared ones claimed, of as many as
// the game was set up with; Brawl has none), then the battles fought and
// the moves made.
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
		parts := []string{plural(g.kosBy(s), "KO")}
		if err == nil {
			parts = append([]string{fmt.Sprintf("%d damage dealt", dealt[s])}, parts...)
		}
		if o := g.objectiveFigure(s); o != "" {
			parts = append(parts, o)
		}
		out = append(out, name(engine.Seat(s))+": "+strings.Join(parts, ", "))
	}
	return append(out, fmt.Sprintf("%s, %s", plural(int(g.Battle), "battle"), plural(len(m.History()), "move")))
}

// kosBy counts the characters of the team facing seat s that are KO'd.
func (g *State) kosBy(s int) int {
	n := 0
	for k := range g.Chars {
		if seatOf(int8(k)) != s && g.Chars[k].KO {
			n++
		}
	}
	return n
}

// objectiveFigure says what seat s holds of the objectives of the mode
// played: "3 of 7 objectives completed, 1 defeated" (Venture), "2 of 5
// objectives claimed" (Skirmish), "" in Brawl, which has none.
func (g *State) objectiveFigure(s int) string {
	switch g.Mode {
	case ModeVenture:
		line := fmt.Sprintf("%d of %d objectives completed", g.pileCount(s, ObjCompleted), Objectives)
		if d := g.pileCount(s, ObjDefeated); d > 0 {
			line += fmt.Sprintf(", %d defeated", d)
		}
		return line
	case ModeSkirmish:
		return fmt.Sprintf("%d of %d objectives claimed", g.Won[s], g.SkirN)
	}
	return ""
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
