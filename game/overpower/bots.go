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
// two samples and picks among the better half. The tournament table
// (TestTournament, 200 seeded matches a pairing, ready-made decks):
//
//	Hard   vs Normal  156-44-0  78.0%
//	Normal vs Easy    173-27-0  86.5%
//	Easy   vs Random  188-12-0  94.0%
//
// While tuning (40 to 60 matches): Hard 75% at exploration 0.7, and 60%
// against Normal at 150 playouts. A Hard move costs about 35 ms of CPU
// natively (10 battle decisions), about 0.9 ms an iteration under wasm
// (0.16 of native): some 360 ms in the browser, within HardTime.
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
