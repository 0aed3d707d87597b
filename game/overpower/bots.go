package overpower

import (
	"time"

	"overdeck/engine/ai"
)

// Budgets are OverPower's computer opponents' budgets: iteration counts,
// so a level plays the same on every machine; HardTime stops Hard first
// on a slow device. Playouts stay short (random play concedes battles at
// random, so long random playouts say little). Measured with the
// tournament table (ready-made decks, seeded): Easy (depth 2) beat Random
// 40-0 over 40 matches; Normal (150 playouts, depth 4) against Easy was
// even (15-15 over 30) and against an Easy scoring at once 29-1 over 30;
// Hard against Normal 4-4 over 8 both with 800 iterations of depth 4 and
// with 400 of depth 12 (226 ms a move natively, the faster, so the one
// kept), 0-8 scoring at once: the levels above Easy are not yet separated
// by 65%.
var Budgets = ai.Budgets{
	EasySamples:      4,
	EasyDepth:        2,
	NormalIterations: 150,
	NormalDepth:      4,
	HardIterations:   400,
	HardDepth:        12,
	HardTime:         900 * time.Millisecond,
	Policy:           Policy,
}

// NewBot returns OverPower's computer opponent of level l: engine/ai's bot
// with this game's Budgets.
func NewBot(l ai.Level, seed uint64) ai.Bot { return Budgets.Bot(Game, l, seed) }

func init() { ai.Tune(Game.ID, NewBot) }
