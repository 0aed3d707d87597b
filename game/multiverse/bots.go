package multiverse

import (
	"time"

	"overdeck/engine/ai"
)

// Budgets are the computer players' budgets for Against the Multiverse,
// measured with its tournament table (TestTournament). They are iteration
// counts, so a level plays the same on every machine; HardTime stops Hard
// first on a slow device.
var Budgets = ai.Budgets{
	EasySamples:      4,
	NormalIterations: 100,
	HardIterations:   400,
	EasyDepth:        4,
	NormalDepth:      6,
	HardDepth:        8,
	HardTime:         900 * time.Millisecond,
}

// NewBot returns the computer player of level l: engine/ai's bot with this
// game's Budgets. It plays from the player's view only.
func NewBot(l ai.Level, seed uint64) ai.Bot { return Budgets.Bot(Game, l, seed) }

func init() { ai.Tune(Game.ID, NewBot) }
