package overrealm

import (
	"flag"
	"testing"
	"time"

	"overdeck/engine"
	"overdeck/engine/ai"
)

var (
	tournament = flag.Bool("tournament", false, "play the OverRealm tournament table (slow)")
	tMatches   = flag.Int("tournament.matches", 200, "matches per pairing in the tournament table")
	tHard      = flag.Int("tournament.hard", HardIterations, "Hard's iterations per move")
	tNormal    = flag.Int("tournament.normal", NormalIterations, "Normal's iterations per move")
	tEasy      = flag.Int("tournament.easy", EasySamples, "Easy's samples per action")
	tEDepth    = flag.Int("tournament.edepth", EasyDepth, "Easy's decisions played at random before Evaluate")
	tNDepth    = flag.Int("tournament.ndepth", NormalDepth, "Normal's decisions played at random before Evaluate")
	tHDepth    = flag.Int("tournament.hdepth", HardDepth, "Hard's decisions played at random before Evaluate")
	tTime      = flag.Duration("tournament.time", 0, "Hard's time per move (0: iterations only, the same on every machine)")
	tOnly      = flag.String("tournament.only", "", "play only the pairing whose stronger bot is this level")
)

// bot returns an OverRealm bot of level l with the budgets of the flags.
func bot(l ai.Level, seed uint64) ai.Bot {
	b := NewBot(l, seed)
	switch l {
	case ai.Hard:
		b.Iterations, b.Depth, b.Time = *tHard, *tHDepth, *tTime
	case ai.Normal:
		b.Iterations, b.Depth = *tNormal, *tNDepth
	case ai.Easy:
		b.Iterations, b.Depth = *tEasy, *tEDepth
	}
	return b
}

// TestTournament plays the strength table on random teams (casual mode,
// seeded), when -tournament is given:
//
//	go test ./game/overrealm -run TestTournament -tournament -v
//
// Each stronger level must score at least 65% against the one below it.
func TestTournament(t *testing.T) {
	if !*tournament {
		t.Skip("the tournament runs with -tournament")
	}
	pairs := [][2]ai.Level{{ai.Hard, ai.Normal}, {ai.Normal, ai.Easy}, {ai.Easy, ai.Random}}
	var rs []ai.Result
	for i, p := range pairs {
		if *tOnly != "" && *tOnly != p[0].String() {
			continue
		}
		start := time.Now()
		r, err := ai.Tournament(Game, engine.Setup{}, bot(p[0], uint64(10+2*i)), bot(p[1], uint64(11+2*i)), *tMatches, 4000)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%v (%v)", r, time.Since(start).Round(time.Second))
		if r.Score() < 0.65 {
			t.Errorf("%v scored %.1f%% against %v, want at least 65%%", r.A, 100*r.Score(), r.B)
		}
		rs = append(rs, r)
	}
	t.Log("\n" + ai.Table("OverRealm, random casual teams", rs))
}

// TestTournament_HardMoveTime measures Hard's search per move in busy
// positions (turns 3 to 8 of seeded games, and a full hand), with
// -tournament: as the live table sets it up (NewBot: its iterations, capped
// at HardTime) every move must stay within a second.
func TestTournament_HardMoveTime(t *testing.T) {
	if !*tournament {
		t.Skip("runs with -tournament")
	}
	var worst, total time.Duration
	most, n := 0, 0
	for seed := uint64(1); seed <= 12; seed++ {
		m, _ := midGame(t, seed, int16(3+seed%6))
		if m.Outcome().Over || m.Rules().(*State).Phase != phSelect {
			continue
		}
		v := m.View(0)
		th := NewBot(ai.Hard, seed).Start(v)
		th.Step(0)
		st := th.Stats()
		worst, total, n = max(worst, st.Spent), total+st.Spent, n+1
		most = max(most, len(v.Legal))
	}
	t.Logf("Hard: %d positions (up to %d legal choices), %v a move on average, %v at worst", n, most, total/time.Duration(max(n, 1)), worst)
	if worst > time.Second {
		t.Errorf("a Hard move took %v", worst)
	}
}

// TestBots_EasyBeatsRandom is the quick check of the bots' budgets and of
// Evaluate, without -tournament: a dozen seeded matches (the same result on
// every machine), Easy against a random legal player.
func TestBots_EasyBeatsRandom(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a dozen matches")
	}
	r, err := ai.Tournament(Game, engine.Setup{}, NewBot(ai.Easy, 1), NewBot(ai.Random, 2), 12, 77)
	if err != nil {
		t.Fatal(err)
	}
	t.Log(r)
	if r.Score() < 0.6 {
		t.Errorf("%v scored %.1f%% against %v, want at least 60%%", r.A, 100*r.Score(), r.B)
	}
}
