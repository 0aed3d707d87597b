package overrealm

import (
	"overdeck/engine"
	"overdeck/game/overrealm"
	"overdeck/render/kit"
)

// Guide is OverRealm's "how a turn works" screen and first-game pointer.
var Guide = &kit.Guide{
	Steps: []string{
		"Start of the turn: start-of-turn abilities happen.",
		"Both players choose in secret: one action on the board (a monster action, Draw Cards, Counter, or a switch), with buffs and discards from the hand.",
		"Confirm. When both have chosen, the choices are revealed and resolve by speed, step by step.",
		"Damage, conditions and KOs show on the monsters. A KO'd active monster is replaced at once.",
		"KO all three of the other team's monsters to win.",
	},
	Parts: []kit.Part{
		{Label: "Both teams: HP, conditions, stat cubes", X: 0, Y: 0, W: 0.55, H: 0.88},
		{Label: "Your actions, hand and buffs; Confirm", X: 0.57, Y: 0, W: 0.43, H: 0.88},
		{Label: "Log, Elements, Help", X: 0.5, Y: 0.9, W: 0.5, H: 0.1},
	},
	Narrow: []kit.Part{
		{Label: "Both teams: HP, conditions, cubes", X: 0, Y: 0, W: 1, H: 0.4},
		{Label: "Your actions, hand and buffs; Confirm", X: 0, Y: 0.42, W: 1, H: 0.44},
		{Label: "Log, Elements, Help", X: 0, Y: 0.88, W: 1, H: 0.12},
	},
	Next: func(v *engine.SeatView) string {
		st, ok := v.State.(*overrealm.View)
		if !ok || len(v.Legal) == 0 {
			return ""
		}
		if v.Mine != "" {
			return "your choice is in; the other player chooses."
		}
		switch st.Phase {
		case phDraft:
			return "pick a monster; the other player picks too."
		case phTeam:
			return "choose 3 monsters; the first starts active."
		case phKO:
			return "choose the monster that replaces the KO'd one."
		case phClear:
			return "put the top cards of your deck in order."
		}
		return "choose an action, add buffs if you like, Confirm."
	},
}
