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
		{Label: "The other team and its homebase", X: 0, Y: 0, W: 0.72, H: 0.32},
		{Label: "Astral Plane: the exchange", X: 0, Y: 0.34, W: 0.72, H: 0.14},
		{Label: "Your team: hits, placed cards", X: 0, Y: 0.5, W: 0.72, H: 0.3},
		{Label: "Your hand", X: 0, Y: 0.82, W: 0.72, H: 0.18},
		{Label: "Objectives, Venture Totals, log", X: 0.75, Y: 0, W: 0.25, H: 1},
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
