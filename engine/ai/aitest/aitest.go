// Package aitest plays a game's tournament table of the computer opponents
// from its tests, with the same command-line flags in every game:
//
//	go test ./game/<id> -run '^TestTournament' -v -timeout 0 -args -tournament
//
// Without -tournament the table is skipped (it takes minutes to hours).
// The flags set the number of matches, play one pairing only, or try other
// budgets than the game's own: -tournament.hard=3000 -tournament.hdepth=4.
package aitest

import (
	"flag"
	"runtime"
	"testing"
	"time"

	"overdeck/engine"
	"overdeck/engine/ai"
)

var (
	on       = flag.Bool("tournament", false, "play the tournament table of the computer opponents (slow)")
	matches  = flag.Int("tournament.matches", 200, "matches per pairing")
	only     = flag.String("tournament.only", "", "play only the pairing whose stronger bot is this level (Hard, Normal or Easy)")
	hard     = flag.Int("tournament.hard", 0, "Hard's iterations per move (0: the game's budget)")
	normal   = flag.Int("tournament.normal", 0, "Normal's playouts per move (0: the game's budget)")
	easy     = flag.Int("tournament.easy", 0, "Easy's samples per action (0: the game's budget)")
	hDepth   = flag.Int("tournament.hdepth", 0, "Hard's random decisions before Evaluate (0: the game's; -1: none)")
	nDepth   = flag.Int("tournament.ndepth", 0, "Normal's random decisions before Evaluate (0: the game's; -1: none)")
	eDepth   = flag.Int("tournament.edepth", 0, "Easy's random decisions before Evaluate (0: the game's; -1: none)")
	hExplore = flag.Float64("tournament.hexplore", 0, "Hard's UCB exploration constant (0: the game's)")
	nExplore = flag.Float64("tournament.nexplore", 0, "Normal's UCB exploration constant (0: the game's)")
	hTime    = flag.Duration("tournament.time", 0, "Hard's time per move (0: iterations only, the same on every machine)")
	untimed  = flag.Bool("bench.untimed", false, "BenchMove: no time cap, every move runs its whole iteration budget (the same work on every machine and under WebAssembly, to compare CPU times)")
)

// Enabled reports whether -tournament was given; a long test of a game's
// bots skips itself otherwise.
func Enabled() bool { return *on }

// Table is one game's tournament table: its bots' budgets and where its
// seeds start, so that a table is the same on every machine.
type Table struct {
	Game  *engine.Game
	Setup engine.Setup
	// Setups, when given, are played in turn instead of Setup, one part of
	// 20 matches each (both bots take each side equally often in a part):
	// a game's ready-made decks against one another.
	Setups  []engine.Setup
	Budgets ai.Budgets // the game's own, before the flags change them
	Title   string     // the table's heading: "OverRealm, random casual teams"
	Seed    uint64     // the first match's seed
	BotSeed uint64     // the first pairing's first bot seed
}

// Budgets returns the table's budgets with the flags applied.
func (tb Table) budgets() ai.Budgets {
	b := tb.Budgets
	pick := func(dst *int, flag int) {
		if flag != 0 {
			*dst = flag
		}
	}
	pick(&b.HardIterations, *hard)
	pick(&b.NormalIterations, *normal)
	pick(&b.EasySamples, *easy)
	pick(&b.HardDepth, *hDepth)
	pick(&b.NormalDepth, *nDepth)
	pick(&b.EasyDepth, *eDepth)
	if *hExplore != 0 {
		b.HardExplore = *hExplore
	}
	if *nExplore != 0 {
		b.NormalExplore = *nExplore
	}
	b.HardTime = *hTime
	return b
}

// Run plays the pairings Hard–Normal, Normal–Easy and Easy–Random (or the
// one -tournament.only names), logs the score every 20 matches and the
// table at the end, and fails when a level scores under 65% against the
// level below it. It skips without -tournament.
func (tb Table) Run(t *testing.T) {
	if !*on {
		t.Skip("the tournament table runs with -tournament")
	}
	b := tb.budgets()
	pairs := [][2]ai.Level{{ai.Hard, ai.Normal}, {ai.Normal, ai.Easy}, {ai.Easy, ai.Random}}
	var rs []ai.Result
	for i, p := range pairs {
		if *only != "" && *only != p[0].String() {
			continue
		}
		start := time.Now()
		seed := tb.BotSeed + 2*uint64(i)
		r := tb.inParts(t, b.Bot(tb.Game, p[0], seed), b.Bot(tb.Game, p[1], seed+1))
		t.Logf("%v (%v)", r, time.Since(start).Round(time.Second))
		if r.Score() < 0.65 {
			t.Errorf("%v scored %.1f%% against %v, want at least 65%%", r.A, 100*r.Score(), r.B)
		}
		rs = append(rs, r)
	}
	t.Log("\n" + ai.Table(tb.Title, rs))
}

// inParts plays ai.Tournament in parts of 20 matches, logging the score so
// far after each, and returns the whole: the same result one call gives.
func (tb Table) inParts(t *testing.T, a, b ai.Bot) ai.Result {
	const part = 20
	var r ai.Result
	for done := 0; done < *matches; done += part {
		pa, pb := a, b
		pa.Seed, pb.Seed = a.Seed+uint64(2*done), b.Seed+uint64(2*done)
		setup := tb.Setup
		if len(tb.Setups) > 0 {
			setup = tb.Setups[done/part%len(tb.Setups)]
		}
		p, err := ai.Tournament(tb.Game, setup, pa, pb, min(part, *matches-done), tb.Seed+uint64(done))
		if err != nil {
			t.Fatal(err)
		}
		if done == 0 {
			r = p
		} else {
			r.Add(p)
		}
		t.Logf("  %d of %d: %.1f%%", r.Matches, *matches, 100*r.Score())
	}
	return r
}

// MoveTime starts the game's Hard bot (as the live table sets it up, with
// its time cap) on each view and fails if any move's search took more
// than limit. It logs the average and the worst. It skips without
// -tournament: it measures time, so it belongs with the long checks.
func MoveTime(t *testing.T, bot func(seed uint64) ai.Bot, views []*engine.SeatView, limit time.Duration) {
	if !*on {
		t.Skip("runs with -tournament")
	}
	var worst, total time.Duration
	most := 0
	for i, v := range views {
		th := bot(uint64(i + 1)).Start(v)
		th.Step(0)
		st := th.Stats()
		worst, total = max(worst, st.Spent), total+st.Spent
		most = max(most, len(v.Legal))
	}
	t.Logf("Hard: %d positions (up to %d legal choices), %v a move on average, %v at worst",
		len(views), most, total/time.Duration(max(len(views), 1)), worst)
	if worst > limit {
		t.Errorf("a Hard move took %v, want at most %v", worst, limit)
	}
}

// BenchMove benchmarks bot's decision on v, a fresh seed each time, and
// reports its search speed (iterations/s), depth (iterations/move), the
// memory it allocates per iteration (B/iteration), the time a move takes
// (ms/move) and, when the bot has a time cap, the share of the cap a live
// table gives it (at most ai.DefaultHardTime) that the move used (cap-%:
// a move that reaches its iteration budget under 70 has 30% to spare). It
// then thinks once more in slices as a page's thread does (ai's callers
// ask for at most SliceBudget) and reports the longest single Step,
// collection pauses included (max-slice-ms).
func BenchMove(b *testing.B, bot ai.Bot, v *engine.SeatView) {
	if *untimed {
		bot.Time = 0
	}
	var iters int
	var spent time.Duration
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for i := 0; b.Loop(); i++ {
		bot.Seed = uint64(i)
		th := bot.Start(v)
		th.Step(0)
		iters += th.Stats().Iterations
		spent += th.Stats().Spent
	}
	runtime.ReadMemStats(&after)
	b.ReportMetric(float64(iters)/spent.Seconds(), "iterations/s")
	b.ReportMetric(float64(iters)/float64(b.N), "iterations/move")
	b.ReportMetric(float64(after.TotalAlloc-before.TotalAlloc)/float64(max(iters, 1)), "B/iteration")
	b.ReportMetric(spent.Seconds()*1000/float64(b.N), "ms/move")
	if bot.Time > 0 {
		limit := min(bot.Time, ai.DefaultHardTime)
		b.ReportMetric(100*spent.Seconds()/float64(b.N)/limit.Seconds(), "cap-%")
	}
	bot.Seed = uint64(b.N)
	th := bot.Start(v)
	var longest time.Duration
	for done := false; !done; {
		start := time.Now()
		done = th.Step(SliceBudget)
		longest = max(longest, time.Since(start))
	}
	b.ReportMetric(longest.Seconds()*1000, "max-slice-ms")
	sliceCPU(b, bot, v)
}

// sliceCPU reports, in CPU time (load on the machine does not count), what
// a search on the page's thread blocks a frame for: Start, and the longest
// single step of the search (an iteration, with any garbage collection it
// set off, or the last one with the choice). A slice of the shell is its
// budget (SliceBudget, in wall time) plus at most one such step.
func sliceCPU(b *testing.B, bot ai.Bot, v *engine.SeatView) {
	defer lockThread()()
	t0, ok := cpuNow()
	if !ok {
		return
	}
	bot.Seed = uint64(b.N) + 1
	th := bot.Start(v)
	t1, _ := cpuNow()
	var longest time.Duration
	for done := false; !done; {
		s, _ := cpuNow()
		done = th.Step(time.Nanosecond)
		e, _ := cpuNow()
		longest = max(longest, e-s)
	}
	b.ReportMetric((t1-t0).Seconds()*1000, "start-cpu-ms")
	b.ReportMetric(longest.Seconds()*1000, "max-step-cpu-ms")
}

// SliceBudget is the longest slice the shell gives a search on the page's
// thread (render/shell's maxSlice), so that a frame keeps under 16 ms.
const SliceBudget = 7 * time.Millisecond
