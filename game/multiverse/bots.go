package multiverse

import (
	"time"

	"overdeck/engine/ai"
)

// Budgets are the computer players' budgets for Against the Multiverse,
// measured with its tournament table (TestTournament). They are iteration
// counts, so a level plays the same on every machine; HardTime stops Hard
// first on a slow device. The game is dice-heavy: Hard searches many deals
// with short playouts (two decisions, then Evaluate), which measured
// better than longer random playouts (300 seeded games at Invasion: depth
// 8, 61.7%; depth 2, 64.7%; depth 2 with 800 iterations, 66.3%); Normal's
// flat search gains from 200 playouts of four decisions (59.3%, against
// 56.0% with 100 of six).
//
// The table with these budgets, 600 seeded games per cell (win rates):
//
//	bot        Skirmish   Invasion  Onslaught
//	Random        64.2%      39.2%      19.5%
//	Easy          73.7%      51.2%      29.5%
//	Normal        80.8%      59.7%      38.8%
//	Hard          83.2%      65.5%      41.8%
var Budgets = ai.Budgets{
	EasySamples:      4,
	NormalIterations: 200,
	HardIterations:   800,
	EasyDepth:        4,
	NormalDepth:      4,
	HardDepth:        2,
	HardTime:         900 * time.Millisecond,
}

// NewBot returns the computer player of level l: engine/ai's bot with this
// game's Budgets. It plays from the player's view only.
func NewBot(l ai.Level, seed uint64) ai.Bot { return Budgets.Bot(Game, l, seed) }

func init() { ai.Tune(Game.ID, NewBot) }
