package overpower

import (
	"testing"

	"overdeck/engine"
	"overdeck/engine/ai"
	"overdeck/engine/ai/aitest"
)

// reuseViews are views at decisions of several random matches.
func reuseViews(t *testing.T) []*engine.SeatView {
	var out []*engine.SeatView
	for seed := uint64(1); seed <= 4; seed++ {
		m := midMatch(t, seed, int(seed)*17)
		if !m.Outcome().Over {
			out = append(out, m.View(m.Waiting()[0]))
		}
	}
	return out
}

// TestSearchLeavesNoTrace checks the reuse contract of CopyFrom and
// LegalInto (see aitest.NoTrace).
func TestSearchLeavesNoTrace(t *testing.T) {
	for i, v := range reuseViews(t) {
		aitest.NoTrace(t, Game, v, uint64(i+1))
	}
}

// TestDecodeView checks that a seat's view survives its bytes (a bot in a
// Web Worker gets it so): decoded, it encodes to the same bytes, at the
// decisions of random matches and of battles.
func TestDecodeView(t *testing.T) {
	for _, v := range append(reuseViews(t), aitest.RandomViews(t, Game)...) {
		aitest.ViewSurvivesBytes(t, Game, v)
	}
	for seed := uint64(1); seed <= 3; seed++ {
		m := battleDecision(t, seed)
		aitest.ViewSurvivesBytes(t, Game, m.View(m.Waiting()[0]))
	}
}

// TestDecodedViewThinksAlike checks that the computer thinks the same in
// its Web Worker as on the page: each level, given a view decoded from its
// bytes, makes the choice it makes given the view itself.
func TestDecodedViewThinksAlike(t *testing.T) {
	views := reuseViews(t)
	for seed := uint64(1); seed <= 2; seed++ {
		m := battleDecision(t, seed)
		views = append(views, m.View(m.Waiting()[0]))
	}
	for i, v := range views {
		for _, l := range []ai.Level{ai.Easy, ai.Normal, ai.Hard} {
			bot := NewBot(l, uint64(i+1))
			if l == ai.Hard {
				bot.Iterations = 100 // enough to search; the full budget only takes longer
			}
			aitest.DecodedThinksAlike(t, bot, v)
		}
	}
}
