package overpower

import (
	"time"

	"overdeck/engine/ai"
)

// Budgets are OverPower's computer opponents' budgets: iteration counts,
// so a level plays the same on every machine; HardTime stops Hard first
// on a slow device. Normal's and Hard's playouts follow Policy (a
// beginner's play: fight, defend, attack), short enough to stay in the
// battle, then Evaluate scores them; Easy scores each move at once on
// two samples and picks among the better half. Measured with the
// tournament table (TestTournament, ready-made decks, seeded), 40 to 60
// matches a pairing while tuning: Hard against Normal 77.5% (75% with
// exploration 0.7, 60% against Normal at 150 playouts), Normal against
// Easy 90%, Easy against Random above 90%.
var Budgets = ai.Budgets{
	EasySamples:      2,
	EasyDepth:        -1,
	NormalIterations: 50,
	NormalDepth:      4,
	HardIterations:   400,
	HardDepth:        12,
	HardExplore:      0.35,
	HardTime:         900 * time.Millisecond,
	Policy:           Policy,
}

// NewBot returns OverPower's computer opponent of level l: engine/ai's bot
// with this game's Budgets.
func NewBot(l ai.Level, seed uint64) ai.Bot { return Budgets.Bot(Game, l, seed) }

func init() { ai.Tune(Game.ID, NewBot) }
