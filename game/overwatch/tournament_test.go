package overwatch

import (
	"flag"
	"testing"
	"time"

	"overdeck/engine"
	"overdeck/engine/ai"
)

var (
	tournament = flag.Bool("tournament", false, "play the tournament table of the computer opponents (slow)")
	tMatches   = flag.Int("tournament.matches", 200, "matches per pairing in the tournament table")
	tHard      = flag.Int("tournament.hard", HardIterations, "Hard's iterations per move")
	tNormal    = flag.Int("tournament.normal", NormalIterations, "Normal's playouts per move")
	tEasy      = flag.Int("tournament.easy", EasySamples, "Easy's samples per action")
	tEDepth    = flag.Int("tournament.edepth", EasyDepth, "Easy's decisions played at random before Evaluate")
	tNDepth    = flag.Int("tournament.ndepth", NormalDepth, "Normal's decisions played at random before Evaluate")
	tHDepth    = flag.Int("tournament.hdepth", HardDepth, "Hard's decisions played at random before Evaluate")
	tHExplore  = flag.Float64("tournament.hexplore", HardExplore, "Hard's UCB exploration constant")
	tNExplore  = flag.Float64("tournament.nexplore", NormalExplore, "Normal's UCB exploration constant")
	tTime      = flag.Duration("tournament.time", 0, "Hard's time per move (0: iterations only, the same on every machine)")
	tOnly      = flag.String("tournament.only", "", "play only the pairing whose stronger bot is this level")
)

// bot returns an Overwatch bot of level l with the budgets of the flags.
func bot(l ai.Level, seed uint64) ai.Bot {
	b := NewBot(l, seed)
	switch l {
	case ai.Hard:
		b.Iterations, b.Depth, b.Explore, b.Time = *tHard, *tHDepth, *tHExplore, *tTime
	case ai.Normal:
		b.Iterations, b.Depth, b.Explore = *tNormal, *tNDepth, *tNExplore
	case ai.Easy:
		b.Iterations, b.Depth = *tEasy, *tEDepth
	}
	return b
}

// TestTournament plays 200 seeded matches per pairing with the full decks
// when -tournament is given, prints the table and fails when a level
// scores under 65% against the level below it:
//
//	go test ./game/overwatch -run TestTournament -tournament -v -timeout 0
//
// The budgets are NewBot's (iteration counts, so the table is the same on
// every machine) unless the flags change them.
func TestTournament(t *testing.T) {
	if !*tournament {
		t.Skip("the tournament table runs with -tournament")
	}
	pairs := [][2]ai.Level{{ai.Hard, ai.Normal}, {ai.Normal, ai.Easy}, {ai.Easy, ai.Random}}
	var rs []ai.Result
	for i, p := range pairs {
		if *tOnly != "" && *tOnly != p[0].String() {
			continue
		}
		start := time.Now()
		r := inParts(t, bot(p[0], uint64(11+2*i)), bot(p[1], uint64(12+2*i)), *tMatches, 1000)
		t.Logf("%v (%v)", r, time.Since(start).Round(time.Second))
		if r.Score() < 0.65 {
			t.Errorf("%v scored %.1f%% against %v, want at least 65%%", r.A, 100*r.Score(), r.B)
		}
		rs = append(rs, r)
	}
	t.Log("\n" + ai.Table("Overwatch Card Game, full decks", rs))
}

// inParts plays ai.Tournament in parts of 20 matches, logging the score so
// far after each (a long table shows its progress), and returns the whole:
// the same result as one call would.
func inParts(t *testing.T, a, b ai.Bot, matches int, seed uint64) ai.Result {
	const part = 20
	var r ai.Result
	for done := 0; done < matches; done += part {
		pa, pb := a, b
		pa.Seed, pb.Seed = a.Seed+uint64(2*done), b.Seed+uint64(2*done)
		p, err := ai.Tournament(Game, engine.Setup{}, pa, pb, min(part, matches-done), seed+uint64(done))
		if err != nil {
			t.Fatal(err)
		}
		if done == 0 {
			r = p
		} else {
			r.Add(p)
		}
		t.Logf("  %d of %d: %.1f%%", r.Matches, matches, 100*r.Score())
	}
	return r
}

// TestTournament_HardMoveTime measures Hard's search per move as the live
// table sets it up (NewBot: its iterations, capped at HardTime) over
// positions from the first turn to late in a round, with -tournament:
// every move must stay within a second.
func TestTournament_HardMoveTime(t *testing.T) {
	if !*tournament {
		t.Skip("runs with -tournament")
	}
	var worst, total time.Duration
	most, n := 0, 0
	for seed := uint64(1); seed <= 12; seed++ {
		m := midMatch(t, seed, int(seed%4)*5)
		if m.Outcome().Over {
			continue
		}
		v := m.View(m.Waiting()[0])
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
