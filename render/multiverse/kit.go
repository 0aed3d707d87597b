package multiverse

import (
	"strings"

	"overdeck/engine"
	"overdeck/game/multiverse"
	"overdeck/render/kit"
)

func init() {
	kit.Register(multiverse.Game.ID, kit.Kit{
		Rules:    RulesText(),
		Keywords: keywords,
		Options:  Options(),
		NewTable: func() kit.Table { return New() },
		Summary:  multiverse.Summary,
		Result:   multiverse.Result,
		Guide:    Guide,
		Record:   &kit.Record{Option: multiverse.OptLevel, Result: Result, Counts: Counts},
		Coach:    Coach(),
	})
}

// RulesText is the rules screen's text: the game's own help sections,
// then the keywords.
func RulesText() string {
	var b strings.Builder
	for i, h := range multiverse.Rules {
		if i > 0 {
			b.WriteString("\n")
		}
		b.WriteString(h.Title + ". " + h.Text)
	}
	b.WriteString("\nKeywords.")
	for _, k := range keywords {
		b.WriteString(" " + k[0] + ": " + k[1])
	}
	return b.String()
}

// Options returns the game's setup choices: the difficulty, the Power Deck
// (ready-made, or built with the deck builder), whether to shorten it, the
// Champion, and whether the Multiverse's attackers stay in their row.
func Options() []kit.Option {
	level := kit.Option{Key: multiverse.OptLevel, Label: "Difficulty", Default: multiverse.Levels[multiverse.DefaultLevel].Name,
		Renamed: map[string]string{}}
	for i, l := range multiverse.Levels {
		level.Renamed[multiverse.OldLevels[i]] = l.Name
		means := "" // where the level stands, when levelMeans says
		if i < len(levelMeans) && len(multiverse.Levels) == len(levelMeans) {
			means = levelMeans[i] + "; "
		}
		level.Choices = append(level.Choices, kit.Choice{Value: l.Name, Label: l.Name + ": " + means + l.Blurb})
	}
	deck := kit.Option{Key: multiverse.OptDeck, Label: "Power Deck", Default: multiverse.Decks[0].Name, Custom: customDeck}
	for _, d := range multiverse.Decks {
		deck.Choices = append(deck.Choices, kit.Choice{Value: d.Name, Label: d.Name + " (" + itoa(len(d.List())) + "): " + d.Blurb})
	}
	cards := kit.Option{Key: multiverse.OptCards, Label: "Deck size", Default: "", Choices: []kit.Choice{
		{Value: "", Label: "The whole deck"},
		{Value: itoa(multiverse.MinDeck), Label: "Shortened to " + itoa(multiverse.MinDeck) + " cards: a harder game"},
	}}
	champ := kit.Option{Key: multiverse.OptChampion, Label: "Champion", Default: "none",
		Choices: []kit.Choice{{Value: "none", Label: "No Champion"}}}
	for _, c := range multiverse.Champions {
		champ.Choices = append(champ.Choices, kit.Choice{Value: c.Name, Label: c.Name + " (power " + itoa(int(c.Power)) + ")"})
	}
	attackers := kit.Option{Key: multiverse.OptAttackers, Label: "Attackers", Default: multiverse.AttackersStay, Choices: []kit.Choice{
		{Value: multiverse.AttackersStay, Label: "Stay in their row until you defeat them: the standard game"},
		{Value: multiverse.AttackersSpent, Label: "Go to the discard pile after each attack: a short game of a few turns, kept out of the record"},
	}}
	return []kit.Option{level, deck, cards, champ, attackers}
}

// Counts says whether a game of setup s counts in the player's record:
// the standard game does; one whose attackers are spent after each attack
// (the short reading of rules 1) is another game, not compared with it.
func Counts(s engine.Setup) bool {
	return s.Get(multiverse.OptAttackers, multiverse.AttackersStay) != multiverse.AttackersSpent
}

// levelMeans says where each of multiverse.Levels stands, easiest first.
var levelMeans = [...]string{"the gentlest game, for a first try", "the standard game", "the hardest game"}

// Result scores a finished game for the player's record: a win counts
// above every loss, and a win with more cards left in the Power Deck (a
// loss with more Multiverse cards defeated by the player) counts higher.
// Its figures are the final view's: the cards the player defeated, not the
// Multiverse's attackers that left play.
func Result(v *engine.SeatView) (int, string) {
	st := view(v)
	if st == nil {
		return 0, "unknown"
	}
	if v.Outcome.Won(0) {
		return 1000 + int(st.DeckN), "won with " + cards(int(st.DeckN), "card") + " left in the Power Deck"
	}
	beaten := int(st.Beaten)
	return beaten, "lost after defeating " + cards(beaten, "Multiverse card") + ", with " + itoa(int(st.Left)) + " left in its rows"
}

// cards counts n of a thing: "1 Multiverse card", "3 Multiverse cards".
func cards(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return itoa(n) + " " + thing + "s"
}
