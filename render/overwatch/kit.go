package overwatch

import (
	"strings"

	"overdeck/game/overwatch"
	"overdeck/render/kit"
)

// Options are the Overwatch Card Game's setup choices: each player's deck
// (one of the game's ready-made decks, or one built with the deck builder)
// and who goes first.
var Options = []kit.Option{deckOption(0), deckOption(1), {
	Key:     "first",
	Label:   "Who goes first",
	Default: "random",
	Choices: []kit.Choice{
		{Value: "random", Label: "Decided at random"},
		{Value: "1", Label: "Player 1 goes first"},
		{Value: "2", Label: "Player 2 goes first"},
	},
}}

// deckOption is the choice of seat's deck among overwatch.Decks, or one
// the player builds (customDeck).
func deckOption(seat int) kit.Option {
	o := kit.Option{Key: "deck" + itoa(seat), Label: "Player " + itoa(seat+1) + "'s deck", Default: overwatch.Decks[0].Name,
		Custom: customDeck}
	for _, d := range overwatch.Decks {
		n, _ := overwatch.DeckCards(d.Name)
		o.Choices = append(o.Choices, kit.Choice{Value: d.Name, Label: title(d.Name) + " (" + itoa(len(n)) + "): " + d.Blurb})
	}
	return o
}

// RulesText is the rules screen's text: the game in brief, the game's own
// help sections and the keywords.
func RulesText() string {
	var b strings.Builder
	b.WriteString("Two players each deploy six heroes into three rows (Front, Middle, Back). Each turn, play a hero " +
		"(and use its primary ability at once or lose it), activate an ultimate by paying synergy from that hero's row, " +
		"or pass once you have six heroes. When both have passed, the higher power wins the round; two round wins take the match.")
	for _, h := range overwatch.Rules {
		b.WriteString("\n" + h.Title + ". " + h.Plain())
	}
	b.WriteString("\nKeywords.")
	for _, g := range glossary {
		b.WriteString(" " + g[0] + ": " + g[1])
	}
	return b.String()
}

func init() {
	kit.Register(overwatch.Game.ID, kit.Kit{
		Rules:    RulesText(),
		Keywords: glossary,
		Options:  Options,
		NewTable: func() kit.Table { return New() },
		Summary:  overwatch.Summary,
		Result:   overwatch.Result,
		Guide:    Guide,
	})
}
