package overpower

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"overdeck/engine/save"
	"overdeck/game/overpower"
	"overdeck/render/kit"
)

// customDeck is the kit.Custom of each player's deck option: the deck
// builder. Its values are deck codes (overpower.EncodeDeck), which the
// rules read; the decks a player saves come back as choices.
var customDeck = &kit.Custom{
	Button:   "Build a deck…",
	Edit:     func(current string) kit.Editor { return NewDeckBuilder(current, nil) },
	Describe: DescribeDeck,
	Saved:    SavedDecks,
}

// LibraryKey is where the decks a player saved are kept: their codes,
// one a line.
const LibraryKey = save.Prefix + "overpower:decks"

// maxCode is the longest deck code the import dialog takes.
const maxCode = 4000

// DescribeDeck returns the setup label of a built deck's code, "Built:
// Name (Merlin, Zorro, Dracula)", or why it cannot be played (not a code,
// or an illegal deck).
func DescribeDeck(value string) (string, error) {
	if !strings.HasPrefix(value, overpower.CodePrefix) {
		return "", errors.New("overpower: not a built deck: " + value)
	}
	d, err := overpower.DecodeDeck(value)
	if err != nil {
		return "", err
	}
	if p := overpower.CheckDeck(d, overpower.ModeVenture); len(p) > 0 {
		return "", p[0]
	}
	return deckTitle(d), nil
}

// deckTitle names a built deck with its Front Line.
func deckTitle(d overpower.Deck) string {
	name := d.Name
	if name == "" {
		name = "Built deck"
	}
	return name + " (" + strings.Join(d.Front[:], ", ") + ")"
}

// library reads the saved decks of store (those that no longer read are
// left out).
func library(store save.Store) []overpower.Deck {
	raw, ok, err := store.Get(LibraryKey)
	if err != nil || !ok {
		return nil
	}
	var out []overpower.Deck
	for _, line := range strings.Split(raw, "\n") {
		if d, err := overpower.DecodeDeck(line); err == nil {
			out = append(out, d)
		}
	}
	return out
}

// keepLibrary stores decks as the saved ones.
func keepLibrary(store save.Store, decks []overpower.Deck) error {
	var lines []string
	for _, d := range decks {
		lines = append(lines, overpower.EncodeDeck(d))
	}
	return store.Set(LibraryKey, strings.Join(lines, "\n"))
}

// SavedDecks implements kit.Custom.Saved: the legal saved decks, as setup
// choices whose values are their codes.
func SavedDecks(store save.Store) []kit.Choice {
	var out []kit.Choice
	for _, d := range library(store) {
		code := overpower.EncodeDeck(d)
		if label, err := DescribeDeck(code); err == nil {
			out = append(out, kit.Choice{Value: code, Label: "Saved: " + label})
		}
	}
	return out
}

// Tabs of the deck builder.
const (
	tabTeam = iota
	tabBase
	tabCards
	tabHand
	tabDecks
)

// tabNames are the tabs' words.
var tabNames = [...]string{"Team", "Base", "Cards", "Hand", "Decks"}

// DeckBuilder is OverPower's deck builder (a kit.Editor and kit.Hosted):
// tabs for the team (three Front Line and a Reserve), the homebase and
// mission set, the cards (filtered by character, kind, type and value),
// a sample opening hand, and the saved decks with export and import as a
// deck code. A non-nil pool restricts it to Limited play. Its buttons
// begin "edit." (see Press).
//
// The saved decks are one list per browser, so a build that two people
// share (Shared) offers none of them and saves none: each exports their
// deck's code to keep it.
type DeckBuilder struct {
	deck  overpower.Deck
	pool  *overpower.Pool
	host  kit.EditorHost
	tab   int
	slot  int // the team slot a character press fills
	who   int // the character filter: -1 all, else a team slot
	kind  int // 0 all, else a card kind + 1
	typ   int8
	val   int8
	mine  bool // show only the cards in the deck
	page  int
	pages int
	hand  []overpower.HandCard
	deals uint64
	note  string // what the last action did
	sure  int    // 1 + the saved deck whose Delete was pressed once, 0 none
	// shared: two people build on this device in turn (a Limited game of
	// two), so the decks saved in it are neither shown, loaded nor saved:
	// one person's would show to the other.
	shared bool
}

// NewDeckBuilder starts the builder from current (a ready-made deck's
// name or a deck code; anything else starts empty) under pool (nil:
// constructed).
func NewDeckBuilder(current string, pool *overpower.Pool) *DeckBuilder {
	var d overpower.Deck
	for _, r := range overpower.Decks {
		if r.Name == current {
			d = r
			d.Cards = append([]string(nil), r.Cards...)
		}
	}
	if dc, err := overpower.DecodeDeck(current); err == nil {
		d = dc
	}
	if d.Set == "" {
		d.Set = overpower.MissionSets(0).Name
	}
	return NewDeckBuilderFrom(d, pool)
}

// NewDeckBuilderFrom starts the builder with deck d under pool (nil:
// constructed); Draft and Sealed open it this way.
func NewDeckBuilderFrom(d overpower.Deck, pool *overpower.Pool) *DeckBuilder {
	e := &DeckBuilder{deck: d, pool: pool, who: -1, typ: overpower.NoType}
	e.deck.Cards = append([]string(nil), d.Cards...)
	for k, n := range e.team() {
		if n == "" {
			e.slot = k
			break
		}
	}
	e.deal()
	return e
}

// Attach implements kit.Hosted.
func (e *DeckBuilder) Attach(h kit.EditorHost) { e.host = h }

// Shared makes the build one of two people's who share the device in
// turn: the Decks tab shows, loads and saves no saved deck.
func (e *DeckBuilder) Shared() { e.shared = true }

// Deck returns the deck as built so far.
func (e *DeckBuilder) Deck() overpower.Deck { return e.deck }

// team returns the four team slots' names.
func (e *DeckBuilder) team() []string { return append(e.deck.Front[:], e.deck.Reserve) }

// setSlot puts character name in team slot k.
func (e *DeckBuilder) setSlot(k int, name string) {
	if k < 3 {
		e.deck.Front[k] = name
	} else {
		e.deck.Reserve = name
	}
}

// Value implements kit.Editor: the deck's code when it is legal, else the
// first reason it is not.
func (e *DeckBuilder) Value() (string, error) {
	s := overpower.Summarize(e.deck, e.pool)
	if !s.Legal() {
		return "", errors.New(problemText(s))
	}
	return overpower.EncodeDeck(e.deck), nil
}

// problemText says the first of s's problems for the player, and how many
// more there are.
func problemText(s overpower.Summary) string {
	p := s.Problems[0].Error()
	p = strings.ToUpper(p[:1]) + p[1:] + "."
	if n := len(s.Problems) - 1; n > 0 {
		p += " (" + itoa(n) + " more)"
	}
	return p
}

// copiesOf returns how many copies of card name the deck holds.
func (e *DeckBuilder) copiesOf(name string) int {
	n := 0
	for _, c := range e.deck.Cards {
		if c == name {
			n++
		}
	}
	return n
}

// pressCard adds a copy of card name, or takes every copy out once the
// deck holds as many as it may (Pool.Copies: One Per Deck, the pool's
// count); a card without a limit takes copies without end ("edit.less"
// takes one out).
func (e *DeckBuilder) pressCard(name string) {
	if lim := e.pool.Copies(e.deck, name); lim >= 0 && e.copiesOf(name) >= lim {
		e.deck.Cards = slices.DeleteFunc(e.deck.Cards, func(c string) bool { return c == name })
		return
	}
	e.deck.Cards = append(e.deck.Cards, name)
}

// lessCard takes one copy of card name out of the deck (the last one).
func (e *DeckBuilder) lessCard(name string) {
	for k := len(e.deck.Cards) - 1; k >= 0; k-- {
		if e.deck.Cards[k] == name {
			e.deck.Cards = slices.Delete(e.deck.Cards, k, k+1)
			return
		}
	}
}

// pressChar puts character code ci in the slot being filled (swapping it
// with the slot it held) and moves on to the next empty slot.
func (e *DeckBuilder) pressChar(ci int) {
	name := overpower.Characters(ci).Name
	team := e.team()
	for k, n := range team {
		if n == name {
			e.setSlot(k, team[e.slot])
		}
	}
	e.setSlot(e.slot, name)
	for k, n := range e.team() {
		if n == "" {
			e.slot = k
			return
		}
	}
}

// deal deals a new sample hand.
func (e *DeckBuilder) deal() {
	e.deals++
	e.hand = overpower.SampleHand(e.deck, rand.New(rand.NewPCG(e.deals, 0x0d3c)))
}

// Press implements kit.Editor. Buttons: "edit.tab.<n>", "edit.slot.<k>",
// "edit.char.<code>", "edit.home.<code or none>", "edit.set.<code>",
// "edit.card.<code>" (a copy more), "edit.less.<code>" (a copy fewer),
// "edit.who", "edit.kind", "edit.type", "edit.val", "edit.mine", "edit.deal", "edit.new", "edit.save", "edit.export",
// "edit.import", "edit.load.<n>", "edit.ready.<name>", "edit.delete.<n>",
// "edit.page.prev", "edit.page.next".
func (e *DeckBuilder) Press(id string) {
	what, arg, _ := strings.Cut(strings.TrimPrefix(id, "edit."), ".")
	n, err := strconv.Atoi(arg)
	num := err == nil && n >= 0
	if what != "delete" {
		e.sure = 0
	}
	if what != "page" {
		e.note = ""
	}
	switch {
	case what == "tab" && num && n < len(tabNames):
		e.tab, e.page = n, 0
		if n == tabHand {
			e.deal()
		}
	case what == "slot" && num && n < 4:
		e.slot = n
	case what == "char" && num && n < overpower.NumCharacters() && e.charAllowed(n):
		e.pressChar(n)
	case what == "home" && arg == "none":
		e.deck.Home = ""
	case what == "home" && num && n < overpower.NumHomebases() && e.homeAllowed(n):
		e.deck.Home = overpower.Homebases(n).Name
	case what == "set" && num && n < overpower.NumMissionSets():
		e.deck.Set = overpower.MissionSets(n).Name
	case what == "card" && num && n < overpower.NumCards():
		e.pressCard(overpower.Cards(uint16(n)).Name)
	case what == "less" && num && n < overpower.NumCards():
		e.lessCard(overpower.Cards(uint16(n)).Name)
	case what == "who":
		e.who = (e.who+2)%5 - 1
		e.page = 0
	case what == "kind":
		e.kind = (e.kind + 1) % (len(overpower.KindNames) + 1)
		e.page = 0
	case what == "type":
		e.typ = (e.typ+2)%int8(len(overpower.TypeNames)+1) - 1
		e.page = 0
	case what == "val":
		e.val = (e.val + 1) % 9
		e.page = 0
	case what == "mine":
		e.mine, e.page = !e.mine, 0
	case what == "deal":
		e.deal()
	case what == "page" && arg == "next":
		e.page = min(e.page+1, max(e.pages-1, 0))
	case what == "page" && arg == "prev":
		e.page = max(e.page-1, 0)
	default:
		e.pressLibrary(what, arg)
	}
}

// charAllowed reports whether character code ci may join the team (in
// Limited play, only the pool's).
func (e *DeckBuilder) charAllowed(ci int) bool {
	if e.pool == nil {
		return true
	}
	name := overpower.Characters(ci).Name
	for _, c := range e.pool.Characters {
		if c == name {
			return true
		}
	}
	return false
}

// homeAllowed reports whether homebase code h may be chosen.
func (e *DeckBuilder) homeAllowed(h int) bool {
	if e.pool == nil {
		return true
	}
	name := overpower.Homebases(h).Name
	for _, c := range e.pool.Homebases {
		if c == name {
			return true
		}
	}
	return false
}
