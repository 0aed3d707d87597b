package goofspiel

import (
	"overdeck/game/goofspiel"
	"overdeck/render/kit"
)

// Rules is the rules text shown by the rules screen.
const Rules = "Each player holds the cards 1 to 13 (or fewer, as chosen at setup). " +
	"A prize deck of the same cards is shuffled face down.\n" +
	"Each round the top prize is turned face up. Both players choose one card from their hand in secret, " +
	"then both bids are revealed together. The higher bid takes the prize and scores its value; " +
	"equal bids score nothing and the prize is discarded. Bid cards are spent.\n" +
	"When the last prize is gone, the higher score wins. Equal scores are a draw.\n" +
	"On one device, each player is asked to look away while the other bids: the bid stays secret until both have chosen."

// Options are Goofspiel's setup choices.
var Options = []kit.Option{{
	Key:     "cards",
	Label:   "Cards in each hand",
	Default: "13",
	Choices: []kit.Choice{
		{Value: "5", Label: "5 cards (a quick game)"},
		{Value: "9", Label: "9 cards"},
		{Value: "13", Label: "13 cards (the full game)"},
	},
}}

func init() {
	kit.Register(goofspiel.Game.ID, kit.Kit{
		Rules:    Rules,
		Options:  Options,
		NewTable: func() kit.Table { return &Table{} },
		Summary:  goofspiel.Summary,
		Result:   goofspiel.Result,
		Guide:    Guide,
	})
}
