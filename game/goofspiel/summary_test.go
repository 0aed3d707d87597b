package goofspiel

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"overdeck/engine"
)

// TestSummary_ARandomGame plays a random game and checks its summary's
// numbers against the tricks counted by hand.
func TestSummary_ARandomGame(t *testing.T) {
	m, err := engine.NewMatch(Game, engine.Setup{}, 5)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(5, 5))
	var taken [2]int
	var worth [2]int
	tied, tiedWorth := 0, 0
	for !m.Outcome().Over {
		prize := int(m.Rules().(*State).Prize)
		var bid [2]int
		for _, s := range m.Waiting() {
			l := m.Legal(s)
			a := l[rng.IntN(len(l))]
			bid[s] = int(a.(Bid))
			if err := m.Apply(s, a); err != nil {
				t.Fatal(err)
			}
		}
		switch {
		case bid[0] == bid[1]:
			tied++
			tiedWorth += prize
		case bid[0] > bid[1]:
			taken[0]++
			worth[0] += prize
		default:
			taken[1]++
			worth[1] += prize
		}
	}
	got := Summary(m, engine.Seat.String)
	want := []string{
		"Player 1: " + prizes(taken[0]) + " taken, worth " + strconv.Itoa(worth[0]),
		"Player 2: " + prizes(taken[1]) + " taken, worth " + strconv.Itoa(worth[1]),
		"13 rounds; " + prizes(tied) + " discarded on equal bids (worth " + strconv.Itoa(tiedWorth) + ")",
	}
	if !slices.Equal(got, want) || prizes(1) != "1 prize" || prizes(0) != "0 prizes" {
		t.Errorf("Summary = %q, want %q", got, want)
	}
}
