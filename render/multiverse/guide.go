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
		{Label: "The Multiverse's rows: nearest at the bottom", X: 0, Y: 0, W: 0.7, H: 0.5},
		{Label: "Your defense cards and Champion", X: 0, Y: 0.52, W: 0.7, H: 0.2},
		{Label: "Your hand", X: 0, Y: 0.75, W: 0.7, H: 0.25},
		{Label: "Deck, discard, log, hint", X: 0.73, Y: 0, W: 0.27, H: 1},
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
