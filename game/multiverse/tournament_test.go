package multiverse

import (
	"flag"
	"fmt"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"overdeck/engine"
	"overdeck/engine/ai"
	"overdeck/engine/ai/aitest"
)

// soloResult is one bot's record at one difficulty.
type soloResult struct {
	Level ai.Level
	Diff  int
	Games int
	Wins  int
	Think time.Duration
}

// Rate is the win rate.
func (r soloResult) Rate() float64 { return float64(r.Wins) / float64(max(r.Games, 1)) }

// playSolo plays games seeded games of difficulty diff (seeds from seed)
// with bot on every core and counts the wins.
func playSolo(t testing.TB, bot func(seed uint64) ai.Bot, diff, games int, seed uint64) soloResult {
	setup := engine.Setup{}.With(OptLevel, Levels[diff].Name)
	var wins, next atomic.Int64
	var think atomic.Int64
	var wg sync.WaitGroup
	var fail atomic.Value
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := next.Add(1) - 1
				if i >= int64(games) {
					return
				}
				start := time.Now()
				out, _, err := ai.Play(Game, setup, seed+uint64(i), []ai.Bot{bot(seed + uint64(i)*7)})
				think.Add(int64(time.Since(start)))
				if err != nil {
					fail.Store(err)
					return
				}
				if out.Won(0) {
					wins.Add(1)
				}
			}
		}()
	}
	wg.Wait()
	if err := fail.Load(); err != nil {
		t.Fatal(err)
	}
	return soloResult{Games: games, Wins: int(wins.Load()), Diff: diff, Think: time.Duration(think.Load())}
}

// tournamentGames is the number of games per bot and difficulty: the
// aitest flag -tournament.matches when given, else 600.
func tournamentGames() int {
	if f := flag.Lookup("tournament.matches"); f != nil && f.Value.String() != "200" {
		var n int
		fmt.Sscan(f.Value.String(), &n)
		return n
	}
	return 600
}

// TestTournament plays the solo table with -tournament (see package
// aitest): every level of bot at every difficulty, the same seeds for all.
// -tournament.only=NormalHard plays only those bots, and naming levels
// (-tournament.only=HardInvasion) only those difficulties.
// The Hard bot's win rate must fall strictly from the easiest difficulty to
// the hardest, and at the middle one Hard must win more than Normal, Normal
// more than Easy, Easy more than a random legal player.
//
//	go test ./game/multiverse -run TestTournament -v -timeout 0 -args -tournament
func TestTournament(t *testing.T) {
	if !aitest.Enabled() {
		t.Skip("the tournament table runs with -tournament")
	}
	games := tournamentGames()
	levels := []ai.Level{ai.Random, ai.Easy, ai.Normal, ai.Hard}
	rate := map[[2]int]float64{}
	var b strings.Builder
	fmt.Fprintf(&b, "Against the Multiverse, %d seeded games per cell (win rate)\n%-8s", games, "bot")
	for _, l := range Levels {
		fmt.Fprintf(&b, " %10s", l.Name)
	}
	b.WriteString("\n")
	only := ""
	if f := flag.Lookup("tournament.only"); f != nil {
		only = f.Value.String()
	}
	for _, lv := range levels {
		if only != "" && !strings.Contains(only, lv.String()) {
			continue
		}
		fmt.Fprintf(&b, "%-8s", lv)
		for d := range Levels {
			if only != "" && strings.ContainsAny(only, "SIO") && !strings.Contains(only, Levels[d].Name) {
				fmt.Fprintf(&b, " %10s", "-")
				continue
			}
			start := time.Now()
			bud := flaggedBudgets()
			r := playSolo(t, func(seed uint64) ai.Bot { return bud.Bot(Game, lv, seed) }, d, games, 50000+uint64(d)*10000)
			rate[[2]int{int(lv), d}] = r.Rate()
			t.Logf("%v at %s: %d of %d won (%.1f%%) in %v", lv, Levels[d].Name, r.Wins, r.Games, 100*r.Rate(), time.Since(start).Round(time.Second))
			fmt.Fprintf(&b, " %9.1f%%", 100*r.Rate())
		}
		b.WriteString("\n")
	}
	t.Log("\n" + b.String())
	if only != "" {
		return
	}
	for d := 1; d < len(Levels); d++ {
		if rate[[2]int{int(ai.Hard), d}] >= rate[[2]int{int(ai.Hard), d - 1}] {
			t.Errorf("Hard wins %.1f%% at %s, not less than %.1f%% at %s", 100*rate[[2]int{int(ai.Hard), d}], Levels[d].Name,
				100*rate[[2]int{int(ai.Hard), d - 1}], Levels[d-1].Name)
		}
	}
	mid := DefaultLevel
	for i := 1; i < len(levels); i++ {
		if rate[[2]int{int(levels[i]), mid}] <= rate[[2]int{int(levels[i-1]), mid}] {
			t.Errorf("at %s %v wins %.1f%%, not more than %v's %.1f%%", Levels[mid].Name, levels[i],
				100*rate[[2]int{int(levels[i]), mid}], levels[i-1], 100*rate[[2]int{int(levels[i-1]), mid}])
		}
	}
}

// flaggedBudgets returns Budgets with the aitest flags applied (iterations,
// depths and exploration of each level), without Hard's time cap so that
// the table is the same on every machine.
func flaggedBudgets() ai.Budgets {
	b := Budgets
	b.HardTime = 0
	num := func(name string, dst *int) {
		if f := flag.Lookup(name); f != nil && f.Value.String() != "0" {
			fmt.Sscan(f.Value.String(), dst)
		}
	}
	num("tournament.hard", &b.HardIterations)
	num("tournament.normal", &b.NormalIterations)
	num("tournament.easy", &b.EasySamples)
	num("tournament.hdepth", &b.HardDepth)
	num("tournament.ndepth", &b.NormalDepth)
	num("tournament.edepth", &b.EasyDepth)
	if f := flag.Lookup("tournament.hexplore"); f != nil && f.Value.String() != "0" {
		fmt.Sscan(f.Value.String(), &b.HardExplore)
	}
	if f := flag.Lookup("tournament.nexplore"); f != nil && f.Value.String() != "0" {
		fmt.Sscan(f.Value.String(), &b.NormalExplore)
	}
	return b
}

// TestTournament_HardMoveTime measures Hard's search per move as the live
// table sets it up (NewBot: its iterations, capped at HardTime) over
// positions from the first turn to late in a game, with -tournament:
// every move must stay within a second.
func TestTournament_HardMoveTime(t *testing.T) {
	if !aitest.Enabled() {
		t.Skip("runs with -tournament")
	}
	var views []*engine.SeatView
	for _, m := range midGames(t, 12) {
		if !m.Outcome().Over {
			views = append(views, m.View(0))
		}
	}
	aitest.MoveTime(t, func(seed uint64) ai.Bot { return NewBot(ai.Hard, seed) }, views, time.Second)
}
