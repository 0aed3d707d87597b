package overpower

import (
	"fmt"
	"strings"

	"overdeck/engine"
)

// LimitedValue is the setup value "limited" of a Limited match: the deck
// codes of player 1's and player 2's decks, a space between.
func LimitedValue(a, b Deck) string { return EncodeDeck(a) + " " + EncodeDeck(b) }

// LimitedDecks reads the setup value "limited": "" or "off" for none (the
// decks come from "deck0" and "deck1"), else the two decks of
// LimitedValue. A value that is neither wraps engine.ErrBadSetup.
func LimitedDecks(v string) ([2]*Deck, error) {
	var out [2]*Deck
	if v == "" || v == "off" {
		return out, nil
	}
	codes := strings.Fields(v)
	if len(codes) != 2 {
		return out, fmt.Errorf("%w: overpower: a Limited match needs two deck codes", engine.ErrBadSetup)
	}
	for s, c := range codes {
		d, err := DecodeDeck(c)
		if err != nil {
			return out, fmt.Errorf("%w: %w", engine.ErrBadSetup, err)
		}
		out[s] = &d
	}
	return out, nil
}
