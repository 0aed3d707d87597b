package kit

import (
	"testing"

	"overdeck/engine"
)

// TestSeatNamer_LineFollowsTheNames: a log line renamed again gives what
// renaming it afresh gives, whenever a seat's name has changed since
// (a hot-seat "You" that passes to the other player, names set anew).
func TestSeatNamer_LineFollowsTheNames(t *testing.T) {
	var n SeatNamer
	you := engine.Seat(0)
	n.SetNames(func(s engine.Seat) string {
		if s == you {
			return "You"
		}
		return "Ann"
	})
	lines := []string{"Player 1 draws 2 cards.", "Player 2 reveals their hand. Player 1 passes.", "The round ends."}
	for turn := 0; turn < 4; turn++ {
		you = engine.Seat(turn % 2)
		for pass := 0; pass < 2; pass++ {
			for _, l := range lines {
				want := engine.Rename(l, n.names)
				if got := n.Line(l); got != want {
					t.Fatalf("turn %d, pass %d: Line(%q) = %q, renamed afresh %q", turn, pass, l, got, want)
				}
			}
		}
	}
	n.SetNames(func(engine.Seat) string { return "Bo" })
	if got, want := n.Line(lines[0]), "Bo draws 2 cards."; got != want {
		t.Fatalf("after SetNames: %q, want %q", got, want)
	}
}
