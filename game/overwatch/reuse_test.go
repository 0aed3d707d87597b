package overwatch

import (
	"testing"

	"overdeck/engine/ai/aitest"
)

// TestSearchLeavesNoTrace checks that a bot's search reuses memory without
// changing what it copies: samples dealt into used states, CopyFrom copies
// played on (see aitest.NoTrace).
func TestSearchLeavesNoTrace(t *testing.T) {
	for i, v := range aitest.RandomViews(t, Game) {
		aitest.NoTrace(t, Game, v, uint64(i+1))
	}
}

// TestDecodeView checks that a seat's view survives its bytes (a bot in a
// Web Worker gets it so): decoded, it encodes to the same bytes.
func TestDecodeView(t *testing.T) {
	for _, v := range aitest.RandomViews(t, Game) {
		aitest.ViewSurvivesBytes(t, Game, v)
	}
}
