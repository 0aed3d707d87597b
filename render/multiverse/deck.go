package multiverse

import (
	"errors"
	"strconv"
	"strings"

	"overdeck/game/multiverse"
	"overdeck/render/kit"
)

// customDeck is the kit.Custom of the Power Deck option: the deck builder.
// Its values are deck codes (multiverse.DeckCode), which the rules read.
var customDeck = &kit.Custom{
	Button:   "Build a deck…",
	Edit:     func(current string) kit.Editor { return NewDeckEditor(current) },
	Describe: DescribeDeck,
}

// DescribeDeck returns the setup label of a built deck, "Built deck (54
// cards)", or why the value is not a legal built deck (a damaged or
// outdated stored code; a ready-made deck's name is not a built deck).
func DescribeDeck(value string) (string, error) {
	if !strings.HasPrefix(value, "MV1-") {
		return "", errors.New("multiverse: not a built deck: " + value)
	}
	list, err := multiverse.DeckFromOption(value)
	if err != nil {
		return "", err
	}
	return "Built deck (" + itoa(len(list)) + " cards)", nil
}

// filters are the deck builder's card filters: every card, the Supers,
// the Enhance cards, then one per activation type.
var filters = []string{"all", "super", "enhance", "Trigger", "Delayed", "Instant", "Offensive", "Defense", "Passive", "none"}

// filterName is what a filter's button says.
func filterName(f string) string {
	switch f {
	case "all":
		return "All"
	case "super":
		return "Supers"
	case "enhance":
		return "Enhance"
	case "none":
		return "No skill"
	}
	return f
}

// passes reports whether Power card c shows under filter f.
func passes(f string, c int) bool {
	k := &multiverse.PowerCards[c]
	switch f {
	case "all":
		return true
	case "super":
		return k.Kind == multiverse.Super
	case "enhance":
		return k.Kind == multiverse.Enhance
	case "none":
		return k.Act == multiverse.NoSkill
	}
	return k.Act.String() == f
}

// DeckEditor is the deck builder: a tile per Power card whose press adds a
// copy (up to multiverse.MaxCopies, then back to none), the ready-made
// decks to start from, a button that empties the deck, filters by kind
// and activation type, and pages. Its buttons: "edit.card.<n>",
// "edit.deck.<ready-made name>", "edit.clear",
// "edit.filter.<filter>", "edit.page.prev" and "edit.page.next".
type DeckEditor struct {
	counts []int // copies of each Power card in the deck
	filter string
	page   int
	pages  int // pages the last Draw needed
}

// NewDeckEditor starts the builder from current: a ready-made deck's name
// or a built deck's code. What cannot be read of current is left out.
func NewDeckEditor(current string) *DeckEditor {
	e := &DeckEditor{counts: make([]int, len(multiverse.PowerCards)), filter: "all"}
	e.load(current)
	return e
}

// load replaces the deck by deck v (a name or a code).
func (e *DeckEditor) load(v string) {
	clear(e.counts)
	var list []uint8
	for i := range multiverse.Decks {
		if strings.EqualFold(multiverse.Decks[i].Name, v) {
			list = multiverse.Decks[i].List()
		}
	}
	if list == nil {
		list, _ = multiverse.ParseDeckCode(v)
	}
	for _, c := range list {
		if int(c) < len(e.counts) && e.counts[c] < multiverse.MaxCopies {
			e.counts[c]++
		}
	}
}

// List returns the deck's cards, sorted.
func (e *DeckEditor) List() []uint8 {
	var out []uint8
	for c, n := range e.counts {
		for range n {
			out = append(out, uint8(c))
		}
	}
	return out
}

// Press implements kit.Editor.
func (e *DeckEditor) Press(id string) {
	what, arg, _ := strings.Cut(strings.TrimPrefix(id, "edit."), ".")
	n, err := strconv.Atoi(arg)
	ok := err == nil && n >= 0 && n < len(e.counts)
	switch {
	case what == "card" && ok:
		e.counts[n] = (e.counts[n] + 1) % (multiverse.MaxCopies + 1)
	case what == "deck":
		e.load(arg)
	case what == "clear":
		clear(e.counts)
	case what == "filter":
		for _, f := range filters {
			if f == arg {
				e.filter, e.page = f, 0
			}
		}
	case what == "page" && arg == "next":
		e.page = min(e.page+1, max(e.pages-1, 0))
	case what == "page" && arg == "prev":
		e.page = max(e.page-1, 0)
	}
}

// Value implements kit.Editor: the deck's code when multiverse.CheckDeck
// accepts it, else a DeckError.
func (e *DeckEditor) Value() (string, error) {
	list := e.List()
	if err := multiverse.CheckDeck(list); err != nil {
		return "", DeckError{Size: len(list), Err: err}
	}
	return multiverse.DeckCode(list), nil
}

// DeckError is why a deck being built cannot be used yet, in the
// player's words; it wraps the error of multiverse.CheckDeck.
type DeckError struct {
	Size int   // cards in the deck
	Err  error // from multiverse.CheckDeck
}

// Error says what is wrong: "A Power Deck needs at least 50 cards: this
// one has 41. Add 9 more."
func (d DeckError) Error() string {
	s := strings.TrimPrefix(d.Err.Error(), "multiverse: ")
	s = strings.ToUpper(s[:1]) + s[1:] + "."
	if errors.Is(d.Err, multiverse.ErrDeckSize) {
		s += " Add " + itoa(multiverse.MinDeck-d.Size) + " more."
	}
	return s
}

// Unwrap returns the error of multiverse.CheckDeck.
func (d DeckError) Unwrap() error { return d.Err }
