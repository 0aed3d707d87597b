package overpower

import (
	"strings"

	"overdeck/game/overpower"
	"overdeck/render/kit"
)

// Options are OverPower's setup choices: the mode, each player's
// ready-made deck, who goes first, (Skirmish) the shared objectives, and
// Limited play (Draft or Sealed), whose decks replace the two above.
func Options() []kit.Option {
	mode := kit.Option{Key: "mode", Label: "Mode", Default: "venture", Choices: []kit.Choice{
		{Value: "venture", Label: "Venture: the standard game"},
		{Value: "brawl", Label: "Brawl: KO only, no objectives or Events"},
		{Value: "skirmish", Label: "Skirmish: shared objectives, no Events"},
	}}
	deck := func(s int, def string) kit.Option {
		o := kit.Option{Key: "deck" + itoa(s), Label: seatName(s) + "'s team and deck", Default: def, Custom: customDeck}
		for _, d := range overpower.Decks {
			o.Choices = append(o.Choices, kit.Choice{Value: d.Name, Label: strings.ToUpper(d.Name[:1]) + d.Name[1:] + ": " + d.Blurb})
		}
		return o
	}
	first := kit.Option{Key: "first", Label: "Who goes first", Default: "random", Choices: []kit.Choice{
		{Value: "random", Label: "Decided by the initiative roll"},
		{Value: "1", Label: "Player 1 goes first"},
		{Value: "2", Label: "Player 2 goes first"},
	}}
	obj := kit.Option{Key: "objectives", Label: "Skirmish: shared objectives", Default: "7", Choices: []kit.Choice{
		{Value: "5", Label: "5 objectives"}, {Value: "7", Label: "7 objectives"}, {Value: "9", Label: "9 objectives"},
	}}
	return []kit.Option{mode, deck(0, overpower.Decks[0].Name), deck(1, overpower.Decks[1].Name), first, obj, limitedOption()}
}

// RulesText is the rules screen's text: the game in brief, the game's own
// help sections (every decision on unclear rules) and the keywords.
func RulesText() string {
	var b strings.Builder
	b.WriteString("Two teams of four legends fight a series of battles. Each battle: draw to eight cards, play Events, " +
		"discard duplicates and cards you cannot use, place cards, venture objectives, then take turns attacking with " +
		"Power, Special and Universe cards while the other side blocks, avoids or negates. KO the whole other team, " +
		"complete seven objectives, or defeat the other side's seven to win.")
	for _, h := range overpower.Rules {
		b.WriteString("\n" + h.Title + ". " + h.Plain())
	}
	b.WriteString("\nKeywords.")
	for _, k := range keywords {
		b.WriteString(" " + k[0] + ": " + k[1])
	}
	return b.String()
}

func init() {
	kit.Register(overpower.Game.ID, kit.Kit{
		Rules:    RulesText(),
		Keywords: keywords,
		Options:  Options(),
		NewTable: func() kit.Table { return New() },
		Summary:  overpower.MatchSummary,
		Result:   overpower.Result,
		Guide:    Guide,
		Coach:    Coach,
	})
}
