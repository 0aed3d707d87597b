package overwatch

import (
	"fmt"

	"overdeck/engine"
)

// Summary returns the lines the game-over screen shows of match m beside
// who won, naming the seats with name: each player's rounds won, the
// damage it dealt (the damage counters it put on the other side's heroes,
// each as it was put, as the final state counts them: a hero healed in
// the same move still took it) and the heroes of the other side it
// defeated (replayed move by move), then the rounds and turns played.
func Summary(m *engine.Match, name func(engine.Seat) string) []string {
	var defeats [2]int
	err := m.EachMove(func(before, after engine.Rules) {
		was := map[int32]Hero{}
		for _, h := range before.(*State).Heroes {
			was[h.ID] = h
		}
		for _, h := range after.(*State).Heroes {
			b, ok := was[h.ID]
			if !ok || h.Side < 0 || h.Side > 1 {
				continue
			}
			if h.Defeated && !b.Defeated {
				defeats[1-h.Side]++
			}
		}
	})
	g := m.Rules().(*State)
	var out []string
	for s := range 2 {
		line := fmt.Sprintf("%s: %s won", name(engine.Seat(s)), plural(int(g.Wins[s]), "round"))
		if err == nil {
			line += fmt.Sprintf(", %d damage dealt, %s", g.Dealt[s], heroes(defeats[s])+" defeated")
		}
		out = append(out, line)
	}
	return append(out, fmt.Sprintf("%s, %s", plural(len(g.Result), "round"), plural(int(g.Turns), "turn")))
}

// heroes counts heroes: "1 hero", "2 heroes".
func heroes(n int) string {
	if n == 1 {
		return "1 hero"
	}
	return fmt.Sprintf("%d heroes", n)
}

// Result says how the finished match m ended, naming the seats with name
// ("You", "The computer", "Player 2"): "You win …".
func Result(m *engine.Match, name func(engine.Seat) string) string {
	return m.Rules().(*State).result(name)
}
