package ai

import (
	"time"

	"overdeck/engine"
)

// Budgets are a game's tuned search settings for each level (see Tune): a
// game measures them with its tournament table and declares them once.
// A zero field means engine/ai's default for it.
type Budgets struct {
	EasySamples      int // Easy: samples per legal action
	NormalIterations int // Normal: flat Monte Carlo playouts
	HardIterations   int // Hard: ISMCTS iterations (a ceiling: HardTime stops it first on a slow device)
	// Joint decisions played at random after the searched ones, before
	// Evaluate scores the sample (Bot.Depth: negative for none).
	EasyDepth, NormalDepth, HardDepth int
	// UCB exploration constants of Normal's and Hard's searches.
	NormalExplore, HardExplore float64
	// HardTime caps Hard's thinking per move (Bot.Time).
	HardTime time.Duration
	// Policy is the playouts' move choice (Bot.Policy) of Normal and Hard;
	// nil: uniform. Easy always plays on uniformly.
	Policy Policy
}

// Bot returns game g's bot of level l with these budgets.
func (b Budgets) Bot(g *engine.Game, l Level, seed uint64) Bot {
	bot := New(l, g, seed)
	switch l {
	case Easy:
		bot.Iterations, bot.Depth = b.EasySamples, b.EasyDepth
	case Normal:
		bot.Iterations, bot.Depth, bot.Explore, bot.Policy = b.NormalIterations, b.NormalDepth, b.NormalExplore, b.Policy
	case Hard:
		bot.Iterations, bot.Depth, bot.Explore, bot.Time, bot.Policy = b.HardIterations, b.HardDepth, b.HardExplore, b.HardTime, b.Policy
	}
	return bot
}

// TuneBudgets registers b as game g's budgets: For then returns b.Bot.
func TuneBudgets(g *engine.Game, b Budgets) {
	Tune(g.ID, func(l Level, seed uint64) Bot { return b.Bot(g, l, seed) })
}
