package multiverse

import (
	"testing"

	"overdeck/engine/ai/aitest"
)

// TestSearchLeavesNoTrace checks that a bot's search reuses memory without
// changing what it copies: samples dealt into used states, CopyFrom copies
// played on (see aitest.NoTrace).
func TestSearchLeavesNoTrace(t *testing.T) {
	for i, m := range midGames(t, 16) {
		if !m.Outcome().Over {
			aitest.NoTrace(t, Game, m.View(0), uint64(i+1))
		}
	}
}
