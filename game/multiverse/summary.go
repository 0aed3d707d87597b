package multiverse

import (
	"fmt"

	"overdeck/engine"
)

// Summary returns the lines the game-over screen shows of match m beside
// who won (the player is named by name): the Multiverse's defense cards
// the player defeated and the player's own lost (replayed move by move),
// whether the Champion was turned face up, and the turns played.
func Summary(m *engine.Match, name func(engine.Seat) string) []string {
	var beaten, lost int
	err := m.EachMove(func(before, after engine.Rules) {
		b, a := before.(*State), after.(*State)
		for i := range min(len(b.Rows), len(a.Rows)) {
			if b.Rows[i].Has && !a.Rows[i].Has {
				beaten++
			}
		}
		for i := range a.Mine {
			if b.Mine[i].Has && !a.Mine[i].Has {
				lost++
			}
		}
	})
	g := m.Rules().(*State)
	out := []string{}
	if err == nil {
		out = append(out, fmt.Sprintf("%s: %s defeated, %s lost", name(0), count(beaten, "Multiverse card"), count(lost, "defense card")))
	}
	champ := "The Champion stayed face down"
	if g.ChampUp {
		champ = "The Champion was turned face up"
	}
	return append(out, champ, count(int(g.Turn), "turn"))
}

// count counts n of a thing: "1 turn", "3 turns".
func count(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}

// Result says how the finished game m ended, naming the one player with
// name ("You"; "The computer" when it is watched playing).
func Result(m *engine.Match, name func(engine.Seat) string) string {
	you := name(0)
	switch m.Rules().(*State).Result {
	case ResultWon:
		return engine.Does(you, "win", "wins") + ": every defense card of the Multiverse is defeated"
	case ResultNoDefense:
		return "The Multiverse wins: " + engine.Inside(engine.Whose(you)) + " three defense cards are gone"
	}
	return m.Outcome().Summary
}
