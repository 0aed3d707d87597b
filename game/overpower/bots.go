package overpower

import (
	"time"

	"overdeck/engine/ai"
)

// Budgets are OverPower's computer opponents' budgets: iteration counts,
// so a level plays the same on every machine; HardTime stops Hard first
// on a slow device. Playouts stay short (random play concedes battles at
// random, so long random playouts say little): Easy scores each action
// at once with Evaluate, Normal after 3 random decisions, Hard after 4.
// Measured (TestTournament, ready-made decks): Normal beat Easy 29-1 over
// 30 matches; Easy (before depth -1) beat Random 38-2 over 40.
var Budgets = ai.Budgets{
	EasySamples:      4,
	EasyDepth:        -1,
	NormalIterations: 120,
	NormalDepth:      3,
	HardIterations:   800,
	HardDepth:        4,
	HardTime:         900 * time.Millisecond,
}

// NewBot returns OverPower's computer opponent of level l: engine/ai's bot
// with this game's Budgets.
func NewBot(l ai.Level, seed uint64) ai.Bot { return Budgets.Bot(Game, l, seed) }

func init() { ai.Tune(Game.ID, NewBot) }
