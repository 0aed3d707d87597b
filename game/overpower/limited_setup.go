package overpower

import (
	"fmt"
	"strings"

	"overdeck/engine"
)

// twoPeople is the word a Limited value ends with when two people drafted
// or opened its decks and play each other.
const twoPeople = "people=2"

// LimitedValue is the setup value "limited" of a Limited match: the deck
// codes of player 1's and player 2's decks, a space between, then, when
// people is 2 (two people made the decks and play each other), the word
// "people=2".
func LimitedValue(a, b Deck, people int) string {
	v := EncodeDeck(a) + " " + EncodeDeck(b)
	if people == 2 {
		v += " " + twoPeople
	}
	return v
}

// LimitedDecks reads the setup value "limited": "" or "off" for none (the
// decks come from "deck0" and "deck1"), else the two decks of
// LimitedValue. A value that is neither wraps engine.ErrBadSetup.
func LimitedDecks(v string) ([2]*Deck, error) {
	var out [2]*Deck
	if v == "" || v == "off" {
		return out, nil
	}
	codes := strings.Fields(v)
	if len(codes) == 3 && codes[2] == twoPeople {
		codes = codes[:2]
	}
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

// LimitedPeople returns how many people made the decks of Limited value
// v: 2 (they play each other), 1 (against the computer's deck), or 0 when
// v is not a Limited match.
func LimitedPeople(v string) int {
	if d, err := LimitedDecks(v); err != nil || d[0] == nil {
		return 0
	}
	if strings.HasSuffix(v, " "+twoPeople) {
		return 2
	}
	return 1
}
