package overwatch

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"overdeck/engine"
)

// Deck errors returned by CheckDeck (wrapped with the card at fault).
var (
	// ErrDeckSize: a deck must hold MinDeck to MaxDeck cards.
	ErrDeckSize = errors.New("overwatch: a deck holds 20 to 38 hero cards")
	// ErrDuplicate: the print-and-play has one copy of each hero per player.
	ErrDuplicate = errors.New("overwatch: one copy of each hero per deck")
	// ErrSpecial: B.O.B., D.Va+MEKA, Nemesis Ramattra and the Turret only
	// come into a hand through a skill.
	ErrSpecial = errors.New("overwatch: summoned heroes cannot be in a deck")
	// ErrUnknownCard: no hero has that name.
	ErrUnknownCard = errors.New("overwatch: no such hero")
)

// Deck sizes: the print-and-play gives each player one copy of each of the
// 38 deck heroes; a built deck needs at least 20 cards, enough for the
// opening hand and two more draws of six, so three rounds can be played.
const (
	MinDeck = OpeningHand + 2*RoundDraw
	MaxDeck = 38
)

// Deck is a ready-made deck for quick play.
type Deck struct {
	Name  string
	Blurb string // a few words for a setup button: "tanks and supports"
	Cards []string
}

// Decks are the ready-made decks, by setup name.
var Decks = []Deck{
	{"full", "every hero, one copy each", nil},
	{"assault", "damage first, a few tanks", []string{
		"Ashe", "Bastion", "Doomfist", "Echo", "Genji", "Hanzo", "Hazard", "Junkrat", "Junker Queen", "McCree",
		"Mei", "Pharah", "Reaper", "Soldier: 76", "Sombra", "Tracer", "Venture", "Widowmaker", "Reinhardt", "Roadhog", "Zarya", "Ana"}},
	{"fortress", "tanks and supports", []string{
		"D.Va", "Mauga", "Orisa", "Ramattra", "Reinhardt", "Roadhog", "Sigma", "Winston", "Wrecking Ball", "Zarya",
		"Ana", "Baptiste", "Brigitte", "Lifeweaver", "Lúcio", "Mercy", "Moira", "Symmetra", "Zenyatta", "Torbjörn", "Hanzo", "Mei"}},
}

// DeckCards returns the card codes of the ready-made deck name, or of a
// custom list "custom:Ana,Hanzo,..." (checked by CheckDeck).
func DeckCards(name string) ([]uint8, error) {
	if list, ok := strings.CutPrefix(name, "custom:"); ok {
		var out []uint8
		for _, n := range strings.Split(list, ",") {
			i := CardByName(strings.TrimSpace(n))
			if i < 0 {
				return nil, fmt.Errorf("%w: %q", ErrUnknownCard, n)
			}
			out = append(out, uint8(i))
		}
		return out, CheckDeck(out)
	}
	for _, d := range Decks {
		if d.Name != name {
			continue
		}
		var out []uint8
		if d.Cards == nil {
			for i, c := range cards {
				if !c.Special {
					out = append(out, uint8(i))
				}
			}
		}
		for _, n := range d.Cards {
			out = append(out, mustCard(n))
		}
		return out, CheckDeck(out)
	}
	return nil, fmt.Errorf("%w: overwatch: no deck %q", engine.ErrBadSetup, name)
}

// CheckDeck reports whether a deck is legal: MinDeck to MaxDeck cards, one
// copy of each hero, no summoned (special) hero. The error wraps
// ErrDeckSize, ErrDuplicate, ErrSpecial or ErrUnknownCard.
func CheckDeck(deck []uint8) error {
	if len(deck) < MinDeck || len(deck) > MaxDeck {
		return fmt.Errorf("%w: this one holds %d", ErrDeckSize, len(deck))
	}
	seen := make([]bool, len(cards))
	for _, c := range deck {
		switch {
		case int(c) >= len(cards):
			return fmt.Errorf("%w: card %d", ErrUnknownCard, c)
		case cards[c].Special:
			return fmt.Errorf("%w: %s", ErrSpecial, cards[c].Name)
		case seen[c]:
			return fmt.Errorf("%w: %s twice", ErrDuplicate, cards[c].Name)
		}
		seen[c] = true
	}
	return nil
}

// New deals a match. Setup options: "deck0" and "deck1", a ready-made deck
// name (default "full") or "custom:<names>"; "first": "1" or "2" (that
// player goes first) or "random" (default: the match's generator decides,
// the seed leaving the choice to the players). An unknown value or an
// illegal deck wraps engine.ErrBadSetup.
func New(setup engine.Setup, rng *rand.Rand) (engine.Rules, error) {
	g := &State{Round: 1}
	for s := 0; s < 2; s++ {
		deck, err := DeckCards(setup.Get(fmt.Sprintf("deck%d", s), "full"))
		if err != nil {
			if !errors.Is(err, engine.ErrBadSetup) {
				err = fmt.Errorf("%w: %w", engine.ErrBadSetup, err)
			}
			return nil, err
		}
		p := &g.P[s]
		p.Pool = slices.Clone(deck)
		slices.Sort(p.Pool)
		p.Deck = slices.Clone(p.Pool)
		rng.Shuffle(len(p.Deck), func(i, j int) { p.Deck[i], p.Deck[j] = p.Deck[j], p.Deck[i] })
	}
	switch setup.Get("first", "random") {
	case "1":
		g.First = 0
	case "2":
		g.First = 1
	case "random":
		g.First = int8(rng.IntN(2))
	default:
		return nil, fmt.Errorf("%w: overwatch: first must be 1, 2 or random, not %q", engine.ErrBadSetup, setup.Get("first", ""))
	}
	g.printRules()
	for s := 0; s < 2; s++ {
		g.draw(s, OpeningHand)
	}
	g.ToMove = g.First
	g.startTurn(int(g.First))
	return g, nil
}
