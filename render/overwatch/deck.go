package overwatch

import (
	"errors"
	"strconv"
	"strings"

	"overdeck/game/overwatch"
	"overdeck/render/kit"
)

// customDeck is the kit.Custom of each player's deck option: the deck
// builder. Its values are "custom:<hero>,<hero>,...", which the rules read
// with overwatch.DeckCards.
var customDeck = &kit.Custom{
	Button:   "Build a deck…",
	Edit:     func(current string) kit.Editor { return NewDeckEditor(current) },
	Describe: DescribeDeck,
}

// DescribeDeck returns the setup label of a built deck, "Custom deck (24
// heroes)", or the error overwatch.DeckCards finds in it (a damaged or
// outdated stored value); a ready-made deck's name is an error too.
func DescribeDeck(value string) (string, error) {
	if !strings.HasPrefix(value, "custom:") {
		return "", errors.New("overwatch: not a built deck: " + value)
	}
	cs, err := overwatch.DeckCards(value)
	if err != nil {
		return "", err
	}
	return "Custom deck (" + itoa(len(cs)) + " heroes)", nil
}

// classOrder is the order of the class filters; "" shows every class.
var classOrder = []string{"", overwatch.Offense, overwatch.Defense, overwatch.Tank, overwatch.Support}

// DeckEditor is the deck builder: every hero a deck may hold as a tile
// that goes in or out of the deck, the ready-made decks to start from, a
// button that empties the deck and a filter by class. Its buttons:
// "edit.hero.<card code>", "edit.deck.<ready-made name>", "edit.clear",
// "edit.class.<class or all>", and "edit.page.prev"/"edit.page.next" when
// the tiles need more than one page.
type DeckEditor struct {
	in    []bool // by card code: the hero is in the deck
	class string // the class shown, "" for every class
	page  int
	pages int // pages the last Draw needed
}

// NewDeckEditor starts the builder from the deck current: a ready-made
// deck's name or a built deck's value. What cannot be read of current
// (an unknown name, a summoned hero) is left out.
func NewDeckEditor(current string) *DeckEditor {
	e := &DeckEditor{in: make([]bool, len(overwatch.Cards()))}
	e.load(current)
	return e
}

// load replaces the deck by the heroes of deck name.
func (e *DeckEditor) load(name string) {
	clear(e.in)
	cs, _ := overwatch.DeckCards(name)
	for _, c := range cs {
		if k := card(c); k != nil && !k.Special {
			e.in[c] = true
		}
	}
}

// Heroes returns the card codes of the heroes a deck may hold, of class
// (every class when class is ""), in the order of the cards.
func Heroes(class string) []uint8 {
	var out []uint8
	for i, k := range overwatch.Cards() {
		if !k.Special && (class == "" || k.Class == class) {
			out = append(out, uint8(i))
		}
	}
	return out
}

// Deck returns the card codes in the deck, in the order of the cards.
func (e *DeckEditor) Deck() []uint8 {
	var out []uint8
	for c, in := range e.in {
		if in {
			out = append(out, uint8(c))
		}
	}
	return out
}

// Press implements kit.Editor.
func (e *DeckEditor) Press(id string) {
	what, arg, _ := strings.Cut(strings.TrimPrefix(id, "edit."), ".")
	switch what {
	case "hero":
		if c, err := strconv.Atoi(arg); err == nil && c >= 0 && c < len(e.in) && !card(uint8(c)).Special {
			e.in[c] = !e.in[c]
		}
	case "deck":
		for _, d := range overwatch.Decks {
			if d.Name == arg {
				e.load(d.Name)
			}
		}
	case "clear":
		clear(e.in)
	case "class":
		for _, c := range classOrder {
			if c == arg || c == "" && arg == "all" {
				e.class, e.page = c, 0
			}
		}
	case "page":
		switch arg {
		case "next":
			e.page = min(e.page+1, max(e.pages-1, 0))
		case "prev":
			e.page = max(e.page-1, 0)
		}
	}
}

// Value implements kit.Editor: "custom:<hero>,<hero>,..." when
// overwatch.CheckDeck accepts the deck, else a DeckError.
func (e *DeckEditor) Value() (string, error) {
	deck := e.Deck()
	if err := overwatch.CheckDeck(deck); err != nil {
		return "", DeckError{Size: len(deck), Err: err}
	}
	names := make([]string, len(deck))
	for i, c := range deck {
		names[i] = card(c).Name
	}
	return "custom:" + strings.Join(names, ","), nil
}

// DeckError is why a deck being built cannot be used yet, in the player's
// words; it wraps the error of overwatch.CheckDeck.
type DeckError struct {
	Size int   // heroes in the deck
	Err  error // from overwatch.CheckDeck
}

// Error returns CheckDeck's message for the player: "A deck holds 20 to
// 38 hero cards: this one holds 12. Add 8 more."
func (d DeckError) Error() string {
	s := strings.TrimPrefix(d.Err.Error(), "overwatch: ")
	s = strings.ToUpper(s[:1]) + s[1:] + "."
	switch {
	case !errors.Is(d.Err, overwatch.ErrDeckSize):
	case d.Size < overwatch.MinDeck:
		s += " Add " + itoa(overwatch.MinDeck-d.Size) + " more."
	case d.Size > overwatch.MaxDeck:
		s += " Take out " + itoa(d.Size-overwatch.MaxDeck) + "."
	}
	return s
}

// Unwrap returns the error of overwatch.CheckDeck.
func (d DeckError) Unwrap() error { return d.Err }
