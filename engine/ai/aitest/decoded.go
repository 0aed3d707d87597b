package aitest

import (
	"testing"

	"overdeck/engine"
	"overdeck/engine/ai"
)

// DecodedThinksAlike checks that bot, given v decoded from its bytes (as
// the computer's Web Worker gets it, engine.DecodeSeatView), chooses what
// it chooses given v itself. The bot's time cap is removed, so the choice
// depends on the view and the seed only.
func DecodedThinksAlike(t *testing.T, bot ai.Bot, v *engine.SeatView) {
	t.Helper()
	b, err := v.MarshalMsg(nil)
	if err != nil {
		t.Fatal(err)
	}
	d, err := engine.DecodeSeatView(bot.Game, b)
	if err != nil {
		t.Fatal(err)
	}
	bot.Time = 0
	want, got := choose(bot, v), choose(bot, d)
	if got != want {
		t.Fatalf("%s: %v chooses %q from a decoded view, %q from the view itself", bot.Game.ID, bot.Level, got, want)
	}
}

// choose returns the key of bot's choice in v ("" for none).
func choose(bot ai.Bot, v *engine.SeatView) string {
	th := bot.Start(v)
	th.Step(0)
	if a := th.Choice(); a != nil {
		return a.Key()
	}
	return ""
}
