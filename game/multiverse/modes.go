package multiverse

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"overdeck/engine"
)

// Level is a difficulty: how the Multiverse's defense is arranged.
type Level struct {
	Name    string
	Rows    uint8 // rows of defense cards
	Cols    uint8 // cards a row
	Grounds uint8 // the Multiverse's battlegrounds
	Blurb   string
}

// Levels are the difficulties, easiest first. The Multiverse's cards stand
// one behind another (one card a row): its nearest card attacks on every one
// of its turns until you defeat it, so each card is one more attack to
// survive. Measured by the bots (TestTournament), each level is harder for
// every bot than the one before.
var Levels = []Level{
	{Name: "Patrol", Rows: 4, Cols: 1, Grounds: 1, Blurb: "four cards, one behind another; the Multiverse has one battleground."},
	{Name: "Incursion", Rows: 6, Cols: 1, Grounds: 1, Blurb: "six cards, one behind another; the Multiverse has one battleground."},
	{Name: "Siege", Rows: 8, Cols: 1, Grounds: 2, Blurb: "eight cards, one behind another; the Multiverse has two battlegrounds."},
}

// OldLevels are the names of rules 1's levels, each at the place of the
// level it now names (Skirmish is Patrol, Invasion Incursion, Onslaught
// Siege): old links, setups, saves and records still read them.
var OldLevels = []string{"Skirmish", "Invasion", "Onslaught"}

// DefaultLevel is the level a setup without "level" plays.
const DefaultLevel = 1

// LevelByName returns the level named name (case-insensitive; a level's
// name of rules 1 names the level at its place) or given by its number, or
// -1.
func LevelByName(name string) int {
	for i, l := range Levels {
		if strings.EqualFold(l.Name, name) || name == strconv.Itoa(i) || strings.EqualFold(OldLevels[i], name) {
			return i
		}
	}
	return -1
}

// Setup options:
//
//	level     a Levels name (default Incursion)
//	deck      a ready-made deck's name or a deck code (default the first deck)
//	cards     how many cards of the deck to keep, at least MinDeck (a smaller deck is harder)
//	champion  a Champions name, or "none" (the default)
//	attackers "stay" (the default: the Multiverse's attacking cards stay in
//	          their row until you defeat them) or "spent" (they go to the
//	          discard pile after every attack: the short game of rules 1)
const (
	OptLevel     = "level"
	OptDeck      = "deck"
	OptCards     = "cards"
	OptChampion  = "champion"
	OptAttackers = "attackers"
)

// Values of OptAttackers.
const (
	AttackersStay  = "stay"
	AttackersSpent = "spent"
)

// New deals a game: the Power Deck and the Battleground Deck are shuffled
// apart; the player draws 6, takes the top battleground, places the next
// three Power cards face down as defense cards and the Champion (if any)
// face down behind them; the Multiverse takes the next battlegrounds and
// its rows of face-down cards as its level says; then the player's first
// turn begins with its draw. Bad options return an error wrapping
// engine.ErrBadSetup.
func New(setup engine.Setup, rng *rand.Rand) (engine.Rules, error) {
	lv := LevelByName(setup.Get(OptLevel, Levels[DefaultLevel].Name))
	if lv < 0 {
		return nil, fmt.Errorf("%w: multiverse: no level %q", engine.ErrBadSetup, setup.Get(OptLevel, ""))
	}
	list, err := DeckFromOption(setup.Get(OptDeck, Decks[0].Name))
	if err != nil {
		return nil, fmt.Errorf("%w: multiverse: %v", engine.ErrBadSetup, err)
	}
	if n := setup.Get(OptCards, ""); n != "" {
		k, err := strconv.Atoi(n)
		if err != nil || k < MinDeck || k > len(list) {
			return nil, fmt.Errorf("%w: multiverse: keep %q cards of %d", engine.ErrBadSetup, n, len(list))
		}
		list = list[:k]
	}
	champ := int8(-1)
	if c := setup.Get(OptChampion, "none"); c != "none" && c != "" {
		if champ = int8(ChampionByName(c)); champ < 0 {
			return nil, fmt.Errorf("%w: multiverse: no Champion %q", engine.ErrBadSetup, c)
		}
	}
	spent := false
	switch a := setup.Get(OptAttackers, AttackersStay); a {
	case AttackersStay, "":
	case AttackersSpent:
		spent = true
	default:
		return nil, fmt.Errorf("%w: multiverse: attackers %q, not %q or %q", engine.ErrBadSetup, a, AttackersStay, AttackersSpent)
	}
	s := Deal(lv, list, champ, rng)
	s.Spent = spent
	return s, nil
}

// Deal deals a game of level lv with the Power Deck list and Champion champ
// (-1 none); see New.
func Deal(lv int, list []uint8, champ int8, rng *rand.Rand) *State {
	l := Levels[lv]
	s := &State{Level: uint8(lv), Champ: champ, NRows: l.Rows, Cols: l.Cols, MyBG: -1, Turn: 1}
	s.DeckList = slices.Clone(list)
	slices.Sort(s.DeckList)
	s.Deck = slices.Clone(s.DeckList)
	rng.Shuffle(len(s.Deck), func(i, j int) { s.Deck[i], s.Deck[j] = s.Deck[j], s.Deck[i] })
	s.BGDeck = make([]uint8, len(Battlegrounds))
	for i := range s.BGDeck {
		s.BGDeck[i] = uint8(i)
	}
	rng.Shuffle(len(s.BGDeck), func(i, j int) { s.BGDeck[i], s.BGDeck[j] = s.BGDeck[j], s.BGDeck[i] })
	s.Hand, s.Deck = append([]uint8{}, s.Deck[:6]...), s.Deck[6:]
	for i := range s.Mine {
		s.Mine[i] = Slot{Card: s.Deck[i], Has: true}
	}
	s.Deck = s.Deck[DefenseSpots:]
	s.MyBG, s.BGDeck = int8(s.BGDeck[0]), s.BGDeck[1:]
	s.MVBG, s.BGDeck = append([]uint8{}, s.BGDeck[:l.Grounds]...), s.BGDeck[l.Grounds:]
	n := int(l.Rows) * int(l.Cols)
	s.Rows = make([]Slot, n)
	for i := range s.Rows {
		s.Rows[i] = Slot{Card: s.Deck[i], Has: true}
	}
	s.Deck = s.Deck[n:]
	s.Rolls = []int8{}
	s.printGrounds()
	s.Hand = append(s.Hand, s.Deck[0])
	s.Deck = s.Deck[1:]
	return s
}
