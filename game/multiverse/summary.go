package multiverse

import (
	"fmt"

	"overdeck/engine"
)

// Summary returns the lines the game-over screen shows of match m beside
// who won (the player is named by name), every figure read from the final
// state: the Multiverse's defense cards the player defeated and the
// player's own lost, the Multiverse's defense cards left (as its side of
// the table says), the Champion's line when the game had one, and the
// turns played.
func Summary(m *engine.Match, name func(engine.Seat) string) []string {
	g := m.Rules().(*State)
	out := []string{
		fmt.Sprintf("%s: %s defeated, %s lost", name(0), count(int(g.Beaten), "Multiverse card"), count(int(g.Lost), "defense card")),
		"The Multiverse: " + count(g.left(), "defense card") + " left",
	}
	if g.Champ >= 0 {
		c := "The Champion, " + Champions[g.Champ].Name + ", "
		switch n := int(g.ChampFlips); n {
		case 0:
			c += "stayed face down"
		case 1:
			c += "was turned face up once"
		default:
			c += fmt.Sprintf("was turned face up %d times", n)
		}
		out = append(out, c)
	}
	return append(out, count(int(g.Turn), "turn"))
}

// count counts n of a thing: "1 turn", "3 turns".
func count(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}

// Result says how the finished game m ended, naming the one player with
// name ("You"; "The computer" when it is watched playing), in words that
// agree with the table left on screen: when the Multiverse's last
// attackers broke the player's last defense card, its rows are empty too,
// and the line says why the game is lost all the same (the help's "Ending
// at once" gives the rule). It is short enough for a phone's game-over
// screen.
func Result(m *engine.Match, name func(engine.Seat) string) string {
	g := m.Rules().(*State)
	you := name(0)
	switch g.Result {
	case ResultWon:
		return engine.Does(you, "win", "wins") + ": the Multiverse has no defense card left"
	case ResultNoDefense:
		if g.left() == 0 {
			return "The Multiverse wins: its last attack broke both sides"
		}
		return "The Multiverse wins: " + engine.Does(engine.Inside(you), "have", "has") + " no defense card left"
	case ResultNoDeck:
		return "The Multiverse wins: the Power Deck ran out"
	}
	return m.Outcome().Summary
}
