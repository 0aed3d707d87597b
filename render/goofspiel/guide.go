package goofspiel

import (
	"strconv"

	"overdeck/engine"
	"overdeck/game/goofspiel"
	"overdeck/render/kit"
)

// Guide is Goofspiel's "how a turn works" screen and first-game pointer.
var Guide = &kit.Guide{
	Steps: []string{
		"A prize card is turned face up in the middle.",
		"Both players pick one card of their hand in secret: that is the bid.",
		"The bids are shown together. The higher bid takes the prize and scores its value; equal bids lose it.",
		"Bid cards are spent. When the prizes run out, the higher score wins.",
	},
	Parts: []kit.Part{
		{Label: "Scores", X: 0, Y: 0, W: 0.68, H: 0.1},
		{Label: "The prize to win, the bids so far", X: 0, Y: 0.12, W: 0.68, H: 0.44},
		{Label: "Your hand: tap a card to bid", X: 0, Y: 0.6, W: 0.68, H: 0.4},
		{Label: "Game log", X: 0.7, Y: 0, W: 0.3, H: 1},
	},
	Narrow: []kit.Part{
		{Label: "Scores", X: 0, Y: 0, W: 1, H: 0.12},
		{Label: "The prize to win", X: 0, Y: 0.13, W: 1, H: 0.29},
		{Label: "Your hand: tap a card to bid", X: 0, Y: 0.43, W: 1, H: 0.34},
		{Label: "Game log", X: 0, Y: 0.79, W: 1, H: 0.21},
	},
	Next: func(v *engine.SeatView) string {
		st, ok := v.State.(*goofspiel.View)
		if !ok || len(v.Legal) == 0 {
			return ""
		}
		if v.Mine != "" {
			return "your bid is in; then both bids are shown."
		}
		return "tap a card of your hand to bid for the " + strconv.Itoa(int(st.Prize)) + "."
	},
}
