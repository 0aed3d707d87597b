package goofspiel

import (
	"fmt"
	"strconv"

	"overdeck/engine"
)

// Summary returns the lines the game-over screen shows of match m beside
// who won, naming the seats with name: each player's prizes taken and
// their worth, the prizes lost to equal bids, and the rounds played.
func Summary(m *engine.Match, name func(engine.Seat) string) []string {
	s := m.Rules().(*State)
	var won [2]int
	tied, tiedWorth := 0, 0
	for _, t := range s.Played {
		switch {
		case t.Bids[0] > t.Bids[1]:
			won[0]++
		case t.Bids[1] > t.Bids[0]:
			won[1]++
		default:
			tied++
			tiedWorth += int(t.Prize)
		}
	}
	var out []string
	for i := range 2 {
		out = append(out, fmt.Sprintf("%s: %s taken, worth %d", name(engine.Seat(i)), prizes(won[i]), s.Scores[i]))
	}
	return append(out, fmt.Sprintf("%d rounds; %s discarded on equal bids (worth %d)", len(s.Played), prizes(tied), tiedWorth))
}

// Result says who won the finished match m and by how much, naming the
// seats with name: "You win 47 to 35", "The computer wins 47 to 35".
func Result(m *engine.Match, name func(engine.Seat) string) string {
	return m.Rules().(*State).result(name)
}

// prizes counts prizes: "1 prize", "3 prizes".
func prizes(n int) string {
	if n == 1 {
		return "1 prize"
	}
	return strconv.Itoa(n) + " prizes"
}
