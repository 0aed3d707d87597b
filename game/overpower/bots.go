package overpower

import (
	"time"

	"overdeck/engine/ai"
)

// Budgets are OverPower's computer opponents' budgets: iteration counts,
// so a level plays the same on every machine; HardTime stops Hard first
// on a slow device. Short playouts (a few decisions, then Evaluate) let
// Hard search many deals per move.
var Budgets = ai.Budgets{
	EasySamples:      4,
	NormalIterations: 120,
	HardIterations:   800,
	HardDepth:        6,
	HardTime:         900 * time.Millisecond,
}

// NewBot returns OverPower's computer opponent of level l: engine/ai's bot
// with this game's Budgets.
func NewBot(l ai.Level, seed uint64) ai.Bot { return Budgets.Bot(Game, l, seed) }

func init() { ai.Tune(Game.ID, NewBot) }
