package overrealm

import (
	"time"

	"overdeck/engine/ai"
)

// The computer opponents' budgets for OverRealm. A random playout of
// OverRealm costs far more than one of a small card game (hundreds of legal
// selections a turn), so the bots search shallower and fewer times than
// engine/ai's defaults, and lean on Evaluate.
const (
	EasySamples      = 4    // Easy: samples per legal action
	NormalIterations = 300  // Normal: flat Monte Carlo playouts
	HardIterations   = 5000 // Hard: ISMCTS iterations (a ceiling: HardTime stops it first on a slow device)
	HardTime         = 900 * time.Millisecond
	// Joint decisions played at random after the searched ones, before
	// Evaluate scores the sample (-1: none, Evaluate right after them).
	EasyDepth   = -1
	NormalDepth = -1
	HardDepth   = -1
)

// NewBot returns OverRealm's computer opponent of level l: engine/ai's bot
// with OverRealm's budgets. Hard also stops at HardTime.
func NewBot(l ai.Level, seed uint64) ai.Bot {
	b := ai.New(l, Game, seed)
	switch l {
	case ai.Easy:
		b.Iterations, b.Depth = EasySamples, EasyDepth
	case ai.Normal:
		b.Iterations, b.Depth = NormalIterations, NormalDepth
	case ai.Hard:
		b.Iterations, b.Depth, b.Time = HardIterations, HardDepth, HardTime
	}
	return b
}
