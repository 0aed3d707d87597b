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
// The table with these budgets, 600 seeded games per cell (win rates), as
// measured at the commit that set them, then again after the log lines
// changed (a bot's randomness is seeded from the view, log included), under
// rules 1 (attackers spent, levels of rows of two):
//
//	bot        Skirmish   Invasion  Onslaught    Skirmish   Invasion  Onslaught
//	Random        64.2%      39.2%      19.5%       65.2%      39.7%      18.5%
//	Easy          73.7%      51.2%      29.5%       76.3%      53.2%      29.2%
//	Normal        80.8%      59.7%      38.8%       80.5%      58.5%      38.2%
//	Hard          83.2%      65.5%      41.8%       82.0%      61.7%      41.2%
//
// Under rules 2 (attackers stay; 4, 6 and 8 single cards), 500 seeded
// games per cell (TestTournament), with Evaluate counting every card the
// Multiverse has left as an attack to survive:
//
//	bot          Patrol  Incursion      Siege
//	Never          0.0%       0.0%       0.0%
//	Random        39.6%      10.4%       0.4%
//	Easy          63.8%      37.4%      13.0%
//	Normal        76.6%      52.6%      32.0%
//	Hard          82.4%      57.0%      35.0%
//
// Median game length 4, 6 and 7 of the player's turns for Normal (rules 1:
// 3, 4 and 5), no win in the Multiverse's own turn (rules 1: about 72%).
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
