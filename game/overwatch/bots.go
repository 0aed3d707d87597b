package overwatch

import (
	"time"

	"overdeck/engine/ai"
)

// Budgets are the computer opponents' budgets for the Overwatch Card Game,
// measured with its tournament table (TestTournament). They are iteration
// counts, so a level plays the same on every machine; HardTime stops Hard
// first on a slow device. Short random playouts (a few decisions, then
// Evaluate) let Hard search many more deals per move than playouts to the
// end of the round would.
var Budgets = ai.Budgets{
	EasySamples:      4,
	NormalIterations: 150,
	HardIterations:   2000,
	HardDepth:        4,
	HardTime:         900 * time.Millisecond,
}

// NewBot returns the Overwatch Card Game's computer opponent of level l:
// engine/ai's bot with this game's Budgets. Hard also stops at HardTime.
func NewBot(l ai.Level, seed uint64) ai.Bot { return Budgets.Bot(Game, l, seed) }

func init() { ai.Tune(Game.ID, NewBot) }
