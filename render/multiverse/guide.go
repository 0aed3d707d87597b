package multiverse

import (
	"overdeck/engine"
	"overdeck/game/multiverse"
	"overdeck/render/kit"
)

// Guide is Against the Multiverse's "how a turn works" screen and
// first-game pointer.
var Guide = &kit.Guide{
	Steps: []string{
		"Draw a card.",
		"You may play one Slow card, or flip your Champion.",
		"Attack a card of the Multiverse's nearest row with a Super from your hand, or draw instead. Instants may join before the fight; more power than the defense wins.",
		"Discard down to your hand limit. Then the Multiverse takes its turn, shown step by step.",
		"Defeat every Multiverse card to win; lose your three defense cards and you lose.",
	},
	Parts: []kit.Part{
		{Label: "The Multiverse's rows: nearest at the bottom", X: 0, Y: 0, W: 0.67, H: 0.45},
		{Label: "Your battleground, defense cards, Champion, Power Deck", X: 0, Y: 0.47, W: 0.67, H: 0.2},
		{Label: "Your hand", X: 0, Y: 0.69, W: 0.67, H: 0.2},
		{Label: "What you may do now", X: 0.69, Y: 0, W: 0.31, H: 0.88},
		{Label: "Log, Keywords, Hint, Undo", X: 0.38, Y: 0.91, W: 0.62, H: 0.09},
	},
	Narrow: []kit.Part{
		{Label: "The Multiverse's rows", X: 0, Y: 0, W: 1, H: 0.25},
		{Label: "Your defense cards, deck", X: 0, Y: 0.26, W: 1, H: 0.14},
		{Label: "Your hand", X: 0, Y: 0.41, W: 1, H: 0.15},
		{Label: "What you may do now", X: 0, Y: 0.57, W: 1, H: 0.3},
		{Label: "Log, Help, Hint, Undo", X: 0, Y: 0.88, W: 1, H: 0.12},
	},
	Next: func(v *engine.SeatView) string {
		st, ok := v.State.(*multiverse.View)
		if !ok || len(v.Legal) == 0 {
			return ""
		}
		switch st.Phase {
		case multiverse.PhaseCombat:
			return "add Instants if you like, then fight."
		case multiverse.PhaseDiscard:
			return "discard down to your hand limit."
		}
		return "attack the nearest row with a Super, or draw."
	},
}
