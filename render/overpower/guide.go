package overpower

import (
	"overdeck/engine"
	"overdeck/game/overpower"
	"overdeck/render/kit"
)

// Guide is OverPower's "how a turn works" screen and first-game pointer.
var Guide = &kit.Guide{
	Steps: []string{
		"Each battle: draw to 8, play an Event, discard duplicates.",
		"Place cards on your characters in turn, or pass.",
		"Venture objectives of your mission, then fight the battle or concede it.",
		"Battle: in turn, attack with a placed card or a card from hand; the defender may negate, block or avoid, or takes the hit.",
		"Hits add up to KOs. The battle's winner moves the ventured objectives; complete all seven, or KO the other team, to win.",
	},
	Parts: []kit.Part{
		{Label: "Battle, phase, whose decision", X: 0, Y: 0, W: 0.66, H: 0.08},
		{Label: "The other team: objectives, hits, placed cards", X: 0, Y: 0.09, W: 0.66, H: 0.28},
		{Label: "Astral Plane", X: 0, Y: 0.39, W: 0.66, H: 0.11},
		{Label: "Your team", X: 0, Y: 0.52, W: 0.66, H: 0.26},
		{Label: "Your hand", X: 0, Y: 0.8, W: 0.55, H: 0.2},
		{Label: "What you may do now", X: 0.68, Y: 0, W: 0.32, H: 0.86},
		{Label: "Log, Keywords", X: 0.57, Y: 0.88, W: 0.43, H: 0.12},
	},
	Narrow: []kit.Part{
		{Label: "Phase; the other team", X: 0, Y: 0, W: 1, H: 0.16},
		{Label: "Astral Plane", X: 0, Y: 0.17, W: 1, H: 0.12},
		{Label: "Your team", X: 0, Y: 0.3, W: 1, H: 0.15},
		{Label: "Your hand", X: 0, Y: 0.46, W: 1, H: 0.16},
		{Label: "What you may do now", X: 0, Y: 0.63, W: 1, H: 0.24},
		{Label: "Log, Keywords", X: 0, Y: 0.88, W: 1, H: 0.12},
	},
	Next: func(v *engine.SeatView) string {
		st, ok := v.State.(*overpower.View)
		if !ok || len(v.Legal) == 0 {
			return ""
		}
		switch st.Phase {
		case overpower.PhaseEvent:
			return "choose the Event to play this battle."
		case overpower.PhaseDiscard:
			return "choose which duplicate to keep."
		case overpower.PhasePlace:
			return "place a card on a character, or pass."
		case overpower.PhaseVenture:
			return "venture objectives, then fight or concede."
		case overpower.PhasePost:
			return "make one offensive action, or none."
		case overpower.PhaseEnd:
			return "lift a Defeated objective."
		}
		switch st.Ex.Step {
		case overpower.StepNegate:
			return "negate the card in the Astral Plane, or not."
		case overpower.StepDefend:
			return "block, avoid, or take the hit."
		case overpower.StepIdle:
			return "attack with a card, play a utility, or pass."
		}
		return "choose one of the lit buttons."
	},
}
