package overwatch

import (
	"overdeck/engine"
	"overdeck/game/overwatch"
	"overdeck/render/kit"
)

// Guide is the Overwatch Card Game's "how a turn works" screen and
// first-game pointer.
var Guide = &kit.Guide{
	Steps: []string{
		"On your turn, do one thing: play a hero from your hand into a row, use a hero's ultimate, or pass (once you have six heroes).",
		"A hero played uses its primary ability at once, or loses it. Heroes in a row give it synergy.",
		"An ultimate costs synergy from its hero's row.",
		"When both have passed, the higher power wins the round. Two rounds win the match.",
	},
	Parts: []kit.Part{
		{Label: "The other side's rows", X: 0, Y: 0, W: 0.61, H: 0.48},
		{Label: "Your rows: Front, Middle, Back", X: 0, Y: 0.5, W: 0.61, H: 0.5},
		{Label: "Your hand", X: 0.63, Y: 0, W: 0.37, H: 0.3},
		{Label: "What you may do now", X: 0.63, Y: 0.32, W: 0.37, H: 0.56},
		{Label: "Pass, Keywords, Log", X: 0.63, Y: 0.9, W: 0.37, H: 0.1},
	},
	Narrow: []kit.Part{
		{Label: "The other side's rows", X: 0, Y: 0, W: 1, H: 0.25},
		{Label: "Your rows: Front, Middle, Back", X: 0, Y: 0.26, W: 1, H: 0.25},
		{Label: "Your hand", X: 0, Y: 0.52, W: 1, H: 0.14},
		{Label: "What you may do now", X: 0, Y: 0.67, W: 1, H: 0.2},
		{Label: "Pass, Keywords, Log", X: 0, Y: 0.88, W: 1, H: 0.12},
	},
	Next: func(v *engine.SeatView) string {
		st, ok := v.State.(*overwatch.View)
		if !ok || len(v.Legal) == 0 {
			return ""
		}
		if st.Phase == overwatch.PhaseSkill {
			return "choose the ability's target or row."
		}
		return "play a hero into a row, use an ultimate, or pass."
	},
}
