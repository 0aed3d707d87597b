package goofspiel

import (
	"testing"

	"overdeck/engine"
	"overdeck/engine/ai"
	"overdeck/engine/ai/aitest"
)

// BenchmarkHardMove measures Hard's first move of 13-card Goofspiel as a
// live table plays it (its iteration budget, the table's time cap): see
// aitest.BenchMove for what it reports.
func BenchmarkHardMove(b *testing.B) {
	m, err := engine.NewMatch(Game, engine.Setup{}, 7)
	if err != nil {
		b.Fatal(err)
	}
	bot := ai.For(ai.Hard, Game, 1)
	bot.Time = ai.DefaultHardTime
	aitest.BenchMove(b, bot, m.View(0))
}
