package ai_test

import (
	"flag"
	"strconv"
	"testing"

	"overdeck/engine"
	"overdeck/engine/ai"
	"overdeck/game/goofspiel"
)

var (
	tournament = flag.Bool("tournament", false, "play the long tournament table (slow)")
	tMatches   = flag.Int("tournament.matches", 200, "matches per pairing in the tournament table")
	tCards     = flag.Int("tournament.cards", 13, "goofspiel cards in the tournament table")
	tHard      = flag.Int("tournament.hard", 5000, "Hard's iterations per move in the tournament table")
)

func cards(n int) engine.Setup { return engine.Setup{}.With("cards", strconv.Itoa(n)) }

func bot(l ai.Level, iters int, seed uint64) ai.Bot {
	b := ai.New(l, goofspiel.Game, seed)
	b.Iterations = iters
	return b
}

// TestStrength plays quick 6-card tournaments: every level must beat the one
// below it. The budgets are iteration counts, so the scores are the same on
// every machine. (Normal beats Random by more than Hard does: its playouts
// assume a random opponent, which here is exactly right.) With -short, Hard
// against Normal is left out.
func TestStrength(t *testing.T) {
	cases := []struct {
		a, b ai.Bot
		min  float64
	}{
		{bot(ai.Hard, 2000, 7), bot(ai.Normal, 500, 8), 0.55},
		{bot(ai.Hard, 600, 1), bot(ai.Random, 0, 2), 0.70},
		{bot(ai.Normal, 300, 3), bot(ai.Random, 0, 4), 0.75},
		{bot(ai.Easy, 4, 5), bot(ai.Random, 0, 6), 0.60},
	}
	if testing.Short() {
		cases = cases[1:] // Hard against Normal is the slow one
	}
	for _, c := range cases {
		r, err := ai.Tournament(goofspiel.Game, cards(6), c.a, c.b, 40, 100)
		if err != nil {
			t.Fatal(err)
		}
		t.Log(r)
		if r.Score() < c.min {
			t.Errorf("%v scored %.1f%% against %v, want at least %.0f%%", c.a, 100*r.Score(), c.b, 100*c.min)
		}
	}
}

// TestTournamentTable plays the long table when -tournament is given:
//
//	go test ./engine/ai -run TestTournamentTable -tournament -v
func TestTournamentTable(t *testing.T) {
	if !*tournament {
		t.Skip("the long tournament runs with -tournament")
	}
	pairs := [][2]ai.Bot{
		{bot(ai.Hard, *tHard, 11), bot(ai.Normal, 0, 12)},
		{bot(ai.Normal, 0, 13), bot(ai.Easy, 0, 14)},
		{bot(ai.Easy, 0, 15), bot(ai.Random, 0, 16)},
	}
	var rs []ai.Result
	for _, p := range pairs {
		r, err := ai.Tournament(goofspiel.Game, cards(*tCards), p[0], p[1], *tMatches, 1000)
		if err != nil {
			t.Fatal(err)
		}
		t.Log(r)
		rs = append(rs, r)
	}
	t.Log("\n" + ai.Table("Goofspiel, "+strconv.Itoa(*tCards)+" cards", rs))
}

// TestTournament_InParts: a tournament played in two parts of an even
// number of matches, seeds offset as Tournament's doc says, adds up to the
// same result as the one played whole.
func TestTournament_InParts(t *testing.T) {
	a, b := bot(ai.Easy, 2, 5), bot(ai.Random, 0, 6)
	whole, err := ai.Tournament(goofspiel.Game, cards(5), a, b, 24, 300)
	if err != nil {
		t.Fatal(err)
	}
	parts, err := ai.Tournament(goofspiel.Game, cards(5), a, b, 10, 300)
	if err != nil {
		t.Fatal(err)
	}
	a.Seed, b.Seed = a.Seed+20, b.Seed+20
	rest, err := ai.Tournament(goofspiel.Game, cards(5), a, b, 14, 310)
	if err != nil {
		t.Fatal(err)
	}
	parts.Add(rest)
	if parts.Matches != whole.Matches || parts.Wins != whole.Wins || parts.Losses != whole.Losses || parts.Draws != whole.Draws ||
		parts.TotalA.Iterations != whole.TotalA.Iterations || parts.TotalB.Moves != whole.TotalB.Moves {
		t.Fatalf("in parts %+v, whole %+v", parts, whole)
	}
}
