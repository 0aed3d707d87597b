package overwatch

import (
	"strconv"
	"strings"

	"overdeck/engine"
	"overdeck/game/overwatch"
)

// rowNames name the rows, front first.
var rowNames = [3]string{"Front", "Middle", "Back"}

// Classes of heroes as the table shows them.
var classNames = map[string]string{overwatch.Offense: "Offense", overwatch.Defense: "Defense",
	overwatch.Tank: "Tank", overwatch.Support: "Support"}

func itoa(n int) string { return strconv.Itoa(n) }

// title returns s with its first letter in upper case.
func title(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// card returns the card of code c, or nil.
func card(c uint8) *overwatch.Card {
	if cs := overwatch.Cards(); int(c) < len(cs) {
		return cs[c]
	}
	return nil
}

// cardName names card c.
func cardName(c uint8) string {
	if k := card(c); k != nil {
		return k.Name
	}
	return "an unknown card"
}

// heroOf returns the hero with that id in st, or nil.
func heroOf(st *overwatch.View, id int32) *overwatch.Hero {
	for i := range st.Heroes {
		if st.Heroes[i].ID == id {
			return &st.Heroes[i]
		}
	}
	return nil
}

// seatName names a side for seat me: "You" or "Player 2".
func seatName(side int, me engine.Seat) string {
	if engine.Seat(side) == me {
		return "You"
	}
	return engine.Seat(side).String()
}

// heroName names hero h for the viewer, naming the seats with name:
// "your Hanzo", "the computer's Hanzo", "Player 2's Hanzo".
func heroName(h *overwatch.Hero, me engine.Seat, name func(engine.Seat) string) string {
	if engine.Seat(h.Side) == me {
		return "your " + cardName(h.Card)
	}
	return engine.Inside(engine.Whose(name(engine.Seat(h.Side)))) + " " + cardName(h.Card)
}

// where says where h stands: "Front row, column 2".
func where(st *overwatch.View, h *overwatch.Hero) string {
	return rowNames[h.Row] + " row, " + colName(st, h.Col)
}

// colName names column col as a player counts the battlefield: from 1 at
// the leftmost column holding a hero of either side (the rules number the
// first hero's column 0 and those left of it below 0, which no player
// would say), or "a new column at the left end" for a place left of them.
func colName(st *overwatch.View, col int8) string {
	base, any := int8(0), false
	for i := range st.Heroes {
		if c := st.Heroes[i].Col; !any || c < base {
			base, any = c, true
		}
	}
	if col < base {
		return "a new column at the left end"
	}
	return "column " + itoa(int(col-base)+1)
}

// marksOn returns the names of the marks on hero id, with their counts.
func marksOn(st *overwatch.View, id int32) []string {
	var out []string
	for _, m := range st.Marks {
		if m.On == id {
			out = append(out, markText(m))
		}
	}
	return out
}

// rowMarks returns the names of the marks next to side's row.
func rowMarks(st *overwatch.View, side int, row int8) []string {
	var out []string
	for _, m := range st.Marks {
		if m.On == 0 && int(m.Side) == side && m.Row == row {
			out = append(out, markText(m))
		}
	}
	return out
}

// markText names a mark, with its count when it holds several.
func markText(m overwatch.Mark) string {
	s := overwatch.MarkName(m.Kind)
	if m.N > 1 {
		s += " ×" + itoa(int(m.N))
	}
	return s
}

// heroCount is how many heroes (living or defeated) side holds.
func heroCount(st *overwatch.View, side int) int {
	n := 0
	for i := range st.Heroes {
		if int(st.Heroes[i].Side) == side {
			n++
		}
	}
	return n
}

// ultInfo returns what the rules say of h's ultimate, or false when h
// has none.
func ultInfo(st *overwatch.View, h *overwatch.Hero) (overwatch.UltInfo, bool) {
	for _, u := range st.Ults {
		if u.Hero == h.ID {
			return u, true
		}
	}
	return overwatch.UltInfo{}, false
}

// costText says what an ultimate costs now: "3 synergy", "X synergy".
func costText(st *overwatch.View, h *overwatch.Hero) string {
	u, ok := ultInfo(st, h)
	switch {
	case !ok:
		return "no synergy (no ultimate)"
	case u.X:
		return "X synergy (you choose X)"
	}
	return itoa(int(u.Cost)) + " synergy"
}

// healthText is a hero's counters: "3 of 4 health, 2 shields".
func healthText(h *overwatch.Hero) string {
	if h.Defeated {
		return "defeated"
	}
	s := itoa(h.Health()) + " of " + itoa(h.MaxHP()) + " health"
	if n := int(h.Shield) + int(h.Zarya); n > 0 {
		s += ", " + itoa(n) + " shield"
		if n > 1 {
			s += "s"
		}
	}
	return s
}

// noColumns takes out of a log line the columns the rules number inside
// ("Ana (Middle row, column -1)" reads "Ana (Middle row)", "chooses column
// -2" reads "chooses a column"): those numbers mean nothing to a player,
// and the board has changed since the line was written, so the table's
// own count (colName) cannot be put instead.
func noColumns(s string) string {
	const word = "column "
	from := 0
	for {
		i := strings.Index(s[from:], word)
		if i < 0 {
			return s
		}
		i += from
		j := i + len(word)
		if j < len(s) && s[j] == '-' {
			j++
		}
		k := j
		for k < len(s) && s[k] >= '0' && s[k] <= '9' {
			k++
		}
		switch {
		case k == j: // not a number: leave it
			from = j
		case strings.HasSuffix(s[:i], ", "):
			s = s[:i-2] + s[k:]
			from = i - 2
		default:
			s = s[:i] + "a column" + s[k:]
			from = i + len("a column")
		}
	}
}

// sideLabel says in words what a side's header shows of side, named who:
// "The computer: power 7, 5 cards in hand, 12 cards in the deck, 2 cards
// in the discard pile, 4 of 6 heroes in play, 1 round won, to act".
func sideLabel(st *overwatch.View, side int, who string) string {
	p := &st.P[side]
	s := who + ": power " + itoa(int(st.Power[side])) + ", " + cards(int(p.HandN)) + " in hand, " +
		cards(int(p.DeckN)) + " in the deck, " + cards(len(p.Discard)) + " in the discard pile, " +
		itoa(heroCount(st, side)) + " of 6 heroes in play, " + itoa(int(st.Wins[side])) + " round"
	if st.Wins[side] != 1 {
		s += "s"
	}
	s += " won"
	switch {
	case st.Passed[side]:
		s += ", passed"
	case int(st.ToMove) == side && st.Phase != overwatch.PhaseOver:
		s += ", to act"
	}
	return s
}

// cards counts cards: "1 card", "5 cards".
func cards(n int) string {
	if n == 1 {
		return "1 card"
	}
	return itoa(n) + " cards"
}
