package overwatch

import (
	"time"

	"overdeck/engine/ai"
)

// The computer opponents' budgets for the Overwatch Card Game. They are
// iteration counts, so a level plays the same on every machine; Hard's
// count is what a browser reaches in about HardTime (see BenchmarkHardMove
// under WebAssembly), and HardTime stops it first on a slower device.
const (
	EasySamples      = 4   // Easy: samples per legal action
	NormalIterations = 150 // Normal: flat Monte Carlo playouts
	HardIterations   = 800 // Hard: ISMCTS iterations
	HardTime         = 900 * time.Millisecond
	// Joint decisions played at random after the searched ones, before
	// Evaluate scores the sample.
	EasyDepth   = ai.DefaultDepth
	NormalDepth = ai.DefaultDepth
	HardDepth   = ai.DefaultDepth
	// UCB exploration constants of Normal's and Hard's searches.
	NormalExplore = ai.DefaultExplore
	HardExplore   = ai.DefaultExplore
)

// NewBot returns the Overwatch Card Game's computer opponent of level l:
// engine/ai's bot with this game's budgets. Hard also stops at HardTime.
func NewBot(l ai.Level, seed uint64) ai.Bot {
	b := ai.New(l, Game, seed)
	switch l {
	case ai.Easy:
		b.Iterations, b.Depth = EasySamples, EasyDepth
	case ai.Normal:
		b.Iterations, b.Depth, b.Explore = NormalIterations, NormalDepth, NormalExplore
	case ai.Hard:
		b.Iterations, b.Depth, b.Explore, b.Time = HardIterations, HardDepth, HardExplore, HardTime
	}
	return b
}

func init() { ai.Tune(Game.ID, NewBot) }
