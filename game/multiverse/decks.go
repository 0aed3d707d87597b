package multiverse

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// MinDeck is the smallest legal Power Deck; MaxCopies the most copies of one
// card a deck may hold.
const (
	MinDeck   = 50
	MaxCopies = 3
)

// Errors of deck checks and deck codes. Callers branch on them with errors.Is.
var (
	ErrDeckSize    = errors.New("multiverse: a Power Deck needs at least 50 cards")
	ErrCopies      = errors.New("multiverse: at most 3 copies of a card")
	ErrUnknownCard = errors.New("multiverse: no such card")
	ErrDeckCode    = errors.New("multiverse: not a deck code")
)

// Deck is a ready-made Power Deck.
type Deck struct {
	Name  string
	Blurb string
	Cards []Entry
}

// Entry is some copies of one card in a deck list.
type Entry struct {
	Card string
	N    int
}

// List returns the deck's cards as numbers, in the order written.
func (d *Deck) List() []uint8 {
	var out []uint8
	for _, e := range d.Cards {
		c := CardByName(e.Card)
		if c < 0 {
			panic("multiverse: deck " + d.Name + " names no card " + e.Card) // a content error
		}
		for range e.N {
			out = append(out, uint8(c))
		}
	}
	return out
}

// CheckDeck returns nil for a legal Power Deck list: at least MinDeck cards
// of the pool, at most MaxCopies of each. Otherwise it says what is wrong
// (wrapping ErrDeckSize, ErrCopies or ErrUnknownCard).
func CheckDeck(list []uint8) error {
	counts := make([]int, len(PowerCards))
	for _, c := range list {
		if int(c) >= len(PowerCards) {
			return fmt.Errorf("%w: card number %d", ErrUnknownCard, c)
		}
		counts[c]++
		if counts[c] > MaxCopies {
			return fmt.Errorf("%w: %d of %s", ErrCopies, counts[c], name(c))
		}
	}
	if len(list) < MinDeck {
		return fmt.Errorf("%w: this one has %d", ErrDeckSize, len(list))
	}
	return nil
}

// DeckCode writes a deck list as a short code a table can store:
// "MV1-" then, for each card held, two base-36 digits of its number and
// the count.
func DeckCode(list []uint8) string {
	counts := make([]int, len(PowerCards))
	for _, c := range list {
		if int(c) < len(counts) {
			counts[c]++
		}
	}
	var b strings.Builder
	b.WriteString("MV1-")
	for c, n := range counts {
		if n > 0 {
			d := strconv.FormatInt(int64(c), 36)
			if len(d) < 2 {
				d = "0" + d
			}
			b.WriteString(d + strconv.Itoa(n))
		}
	}
	return b.String()
}

// ParseDeckCode reads a code written by DeckCode into a sorted list. It
// returns an error wrapping ErrDeckCode when the code is malformed; the list
// is not checked for legality (see CheckDeck).
func ParseDeckCode(code string) ([]uint8, error) {
	body, ok := strings.CutPrefix(strings.TrimSpace(code), "MV1-")
	if !ok || len(body)%3 != 0 {
		return nil, fmt.Errorf("%w: %q", ErrDeckCode, code)
	}
	var out []uint8
	for i := 0; i < len(body); i += 3 {
		c, err := strconv.ParseInt(body[i:i+2], 36, 16)
		n := int(body[i+2] - '0')
		if err != nil || c >= int64(len(PowerCards)) || n < 1 || n > 9 {
			return nil, fmt.Errorf("%w: %q", ErrDeckCode, code)
		}
		for range n {
			out = append(out, uint8(c))
		}
	}
	slices.Sort(out)
	return out, nil
}

// DeckFromOption reads the "deck" setup option: a ready-made deck's name or
// a deck code, checked for legality.
func DeckFromOption(v string) ([]uint8, error) {
	for i := range Decks {
		if strings.EqualFold(Decks[i].Name, v) {
			return Decks[i].List(), nil
		}
	}
	list, err := ParseDeckCode(v)
	if err != nil {
		return nil, err
	}
	return list, CheckDeck(list)
}
