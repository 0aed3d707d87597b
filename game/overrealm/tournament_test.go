package overrealm

import (
	"testing"
	"time"

	"overdeck/engine"
	"overdeck/engine/ai"
	"overdeck/engine/ai/aitest"
)

// TestTournament plays the strength table on random teams (casual mode,
// seeded), when -tournament is given (see package aitest for the flags):
//
//	go test ./game/overrealm -run TestTournament -v -timeout 0 -args -tournament
//
// Each stronger level must score at least 65% against the one below it.
func TestTournament(t *testing.T) {
	aitest.Table{Game: Game, Budgets: Budgets, Title: "OverRealm, random casual teams", Seed: 4000, BotSeed: 10}.Run(t)
}

// TestTournament_HardMoveTime measures Hard's search per move in busy
// positions (turns 3 to 8 of seeded games, and a full hand), with
// -tournament: as the live table sets it up (NewBot: its iterations, capped
// at HardTime) every move must stay within a second.
func TestTournament_HardMoveTime(t *testing.T) {
	if !aitest.Enabled() {
		t.Skip("runs with -tournament")
	}
	var views []*engine.SeatView
	for seed := uint64(1); seed <= 12; seed++ {
		m, _ := midGame(t, seed, int16(3+seed%6))
		if !m.Outcome().Over && m.Rules().(*State).Phase == phSelect {
			views = append(views, m.View(0))
		}
	}
	aitest.MoveTime(t, func(seed uint64) ai.Bot { return NewBot(ai.Hard, seed) }, views, time.Second)
}

// TestBots_EasyBeatsRandom is the quick check of the bots' budgets and of
// Evaluate, without -tournament: 48 seeded matches (the same result on
// every machine), Easy against a random legal player. A dozen were too few:
// the bots' randomness follows the bytes of their view, log included, and
// a change of the log's words alone put a dozen under 60% (42%, 50%).
func TestBots_EasyBeatsRandom(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 48 matches")
	}
	r, err := ai.Tournament(Game, engine.Setup{}, NewBot(ai.Easy, 1), NewBot(ai.Random, 2), 48, 77)
	if err != nil {
		t.Fatal(err)
	}
	t.Log(r)
	if r.Score() < 0.6 {
		t.Errorf("%v scored %.1f%% against %v, want at least 60%%", r.A, 100*r.Score(), r.B)
	}
}
