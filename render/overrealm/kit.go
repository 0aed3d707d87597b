package overrealm

import (
	"strings"

	"overdeck/game/overrealm"
	"overdeck/render/kit"
)

// Options are OverRealm's setup choices: the mode of play.
var Options = []kit.Option{{
	Key:     "mode",
	Label:   "Mode of play",
	Default: "casual",
	Choices: []kit.Choice{
		{Value: "casual", Label: "Casual: 8 random monsters, pick 4 each"},
		{Value: "draft", Label: "Draft: pick and pass, picks kept secret"},
		{Value: "competitive", Label: "Competitive: choose 5 from all 20"},
	},
}}

// RulesText is the rules screen's text: the game's own help sections.
func RulesText() string {
	var b strings.Builder
	b.WriteString("Two players each field a team of three monsters. Every turn both choose an action in secret, " +
		"then both are revealed and resolved in a fixed order. KO all three enemy monsters to win.")
	for _, h := range overrealm.Rules {
		b.WriteString("\n" + h.Title + ". " + h.Text)
	}
	return b.String()
}

func init() {
	kit.Register(overrealm.Game.ID, kit.Kit{
		Rules:    RulesText(),
		Options:  Options,
		NewTable: func() kit.Table { return New() },
		Summary:  overrealm.Summary,
		Result:   overrealm.Result,
		Guide:    Guide,
	})
}
