package overrealm

import (
	"fmt"

	"overdeck/engine"
)

// Summary returns the lines the game-over screen shows of match m beside
// who won, naming the seats with name: the damage each player dealt (the
// HP the other team lost, State.Lost, every point as it was taken, so a
// heal does not hide it) and the monsters it KO'd, then the turns played
// and the moves made, all read from the final state. A match restored
// from a save made before State.Lost was kept is replayed to count it.
func Summary(m *engine.Match, name func(engine.Seat) string) []string {
	g := m.Rules().(*State)
	lost, err := g.Lost, error(nil)
	if lost == [2]int16{} && g.P[0].TeamSet {
		err = m.EachMove(func(_, after engine.Rules) { lost = after.(*State).Lost })
	}
	var out []string
	for s := range 2 {
		kos := 3 - g.alive(1-s)
		if !g.P[1-s].TeamSet {
			kos = 0
		}
		if err != nil {
			out = append(out, fmt.Sprintf("%s: %s", name(engine.Seat(s)), plural(kos, "KO")))
			continue
		}
		out = append(out, fmt.Sprintf("%s: %d damage dealt, %s", name(engine.Seat(s)), lost[1-s], plural(kos, "KO")))
	}
	return append(out, fmt.Sprintf("%s, %s", plural(int(g.Turn), "turn"), plural(len(m.History()), "move")))
}

// plural counts n of a thing: "1 turn", "3 turns".
func plural(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}

// Result says how the finished match m ended, naming the seats with name
// ("You", "The computer", "Player 2"): "You win …".
func Result(m *engine.Match, name func(engine.Seat) string) string {
	return m.Rules().(*State).result(name)
}
