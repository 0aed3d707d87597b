package overrealm

import (
	"runtime"
	"testing"

	"overdeck/engine/ai"
)

// hardBytesPerIteration is the most a Hard search may allocate per
// iteration in the position of BenchmarkHardMove (seed 5, turn 4: 94
// selections), a whole search of the level's budget with no time cap.
// Interning keys in a table of strings instead of a map[string]string
// and sharing the lists' actions took it from 2,138 and 2,079 (seeds 0
// and 1) to 2,031 and 1,984 bytes. engine/ai's search recycling the edge
// lists and indices it outgrows and making an index only for a list
// listed out of order, and the intern table holding only the actions,
// took it to 1,449 and 1,402: most of what is left is the search tree's
// edges, which it keeps.
const hardBytesPerIteration = 1520

// TestHardMove_BytesPerIteration keeps BenchmarkHardMove's allocation
// figure checked: a search that makes garbage pays for it in collections,
// which is the longest pause on the page's thread.
func TestHardMove_BytesPerIteration(t *testing.T) {
	if testing.Short() {
		t.Skip("a whole Hard search")
	}
	m, _ := midGame(t, 5, 4)
	v := m.View(0)
	for seed := range uint64(2) {
		bot := NewBot(ai.Hard, seed)
		bot.Time = 0
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		th := bot.Start(v)
		th.Step(0)
		runtime.ReadMemStats(&after)
		iters := th.Stats().Iterations
		per := float64(after.TotalAlloc-before.TotalAlloc) / float64(iters)
		t.Logf("seed %d: %d iterations, %.0f bytes per iteration", seed, iters, per)
		if per > hardBytesPerIteration {
			t.Errorf("seed %d: %.0f bytes per iteration, over %d", seed, per, hardBytesPerIteration)
		}
	}
}
