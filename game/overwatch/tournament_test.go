package overwatch

import (
	"testing"
	"time"

	"overdeck/engine"
	"overdeck/engine/ai"
	"overdeck/engine/ai/aitest"
)

// TestTournament plays 200 seeded matches per pairing with the full decks
// when -tournament is given (see package aitest for the flags), prints the
// table and fails when a level scores under 65% against the level below:
//
//	go test ./game/overwatch -run TestTournament -v -timeout 0 -args -tournament
func TestTournament(t *testing.T) {
	aitest.Table{Game: Game, Budgets: Budgets, Title: "Overwatch Card Game, full decks", Seed: 1000, BotSeed: 11}.Run(t)
}

// TestTournament_HardMoveTime measures Hard's search per move as the live
// table sets it up (NewBot: its iterations, capped at HardTime) over
// positions from the first turn to late in a round, with -tournament:
// every move must stay within a second.
func TestTournament_HardMoveTime(t *testing.T) {
	if !aitest.Enabled() {
		t.Skip("runs with -tournament")
	}
	var views []*engine.SeatView
	for seed := uint64(1); seed <= 12; seed++ {
		if m := midMatch(t, seed, int(seed%4)*5); !m.Outcome().Over {
			views = append(views, m.View(m.Waiting()[0]))
		}
	}
	aitest.MoveTime(t, func(seed uint64) ai.Bot { return NewBot(ai.Hard, seed) }, views, time.Second)
}
