package overpower

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"overdeck/engine"
)

// Modes of play (State.Mode).
const (
	ModeVenture  uint8 = iota // the standard game
	ModeBrawl                 // no objectives, no Events, no concession: KO only
	ModeSkirmish              // shared objectives in the Astral Plane, no Events
)

// ModeNames are the setup names of the modes.
var ModeNames = [...]string{"venture", "brawl", "skirmish"}

// Deck is a full entry for a game: a team of three Front Line characters
// and a Reserve, a homebase, a mission set and the cards of the deck.
type Deck struct {
	Name    string
	Blurb   string
	Front   [3]string
	Reserve string
	Home    string   // "" for none
	Set     string   // the mission set
	Cards   []string // card names, repeated for copies
}

// ErrDeck is wrapped by every problem CheckDeck reports.
var ErrDeck = errors.New("overpower: illegal team or deck")

// Problem is one reason a team or deck is illegal.
type Problem struct {
	Card   string // the card or character at fault, "" for the whole deck
	Reason string
}

// Error reads the problem.
func (p Problem) Error() string {
	if p.Card == "" {
		return p.Reason
	}
	return p.Card + ": " + p.Reason
}

// CheckDeck returns every reason deck d is illegal in mode (none: legal):
// 3 Front Line characters and a Reserve, all different; threat 76 or
// less with the homebase (a character's Reserve threat counts when it
// starts there); at least 51 cards, 56 with Events (cards that start
// placed do not count); One Per Deck cards and one card of each group
// ("Cataclysm!", "Ambush!", ...); Specials only of the team's characters
// or Any Character; Events only of the mission set; Advanced Universe
// cards only with their character; other Universe cards (Basic,
// Teamwork, Training, Ally) only when someone on the team, the Reserve
// included, can use them; Aspects only with a homebase. The
// same deck plays every mode: Brawl sets aside at setup the cards that
// mention Venture or objectives and the Events, Skirmish the Events.
func CheckDeck(d Deck, mode uint8) []Problem {
	var out []Problem
	bad := func(card, reason string) { out = append(out, Problem{card, reason}) }
	var team []int8
	threat := 0
	for k, n := range append(d.Front[:], d.Reserve) {
		ci := CharByName(n)
		if ci < 0 {
			bad(n, "no such character")
			continue
		}
		if slices.Contains(team, int8(ci)) {
			bad(n, "a character may be on the team only once")
		}
		team = append(team, int8(ci))
		pos := int8(k)
		threat += int(characters[ci].threat(pos))
	}
	home := -1
	if d.Home != "" {
		if home = HomeByName(d.Home); home < 0 {
			bad(d.Home, "no such homebase")
		} else {
			threat += int(homebases[home].Threat)
		}
	}
	if threat > MaxThreat {
		bad("", fmt.Sprintf("team threat %d is over %d", threat, MaxThreat))
	}
	set := SetByName(d.Set)
	if mode == ModeVenture && set < 0 {
		bad(d.Set, "no such mission set")
	}
	count, events := 0, false
	users := teamState(d)
	seen := map[string]int{}
	groups := map[string]string{}
	for _, n := range d.Cards {
		ci := CardByName(n)
		if ci < 0 {
			bad(n, "no such card")
			continue
		}
		c := &cards[ci]
		count++
		seen[n]++
		if c.OPD && seen[n] == opdCopies(n, team)+1 {
			bad(n, "One Per Deck")
		}
		if c.Group != "" {
			if o, ok := groups[c.Group]; ok && o != n {
				bad(n, "only one "+c.Group+" card per deck (already "+o+")")
			}
			groups[c.Group] = n
		}
		switch c.Kind {
		case KindSpecial, KindAdvanced:
			if !c.Any() && !slices.ContainsFunc(team, func(t int8) bool { return sameFamily(t, c.Char) }) {
				bad(n, characters[c.Char].Name+" is not on the team")
			}
		case KindBasic, KindTeamwork, KindTraining, KindAlly:
			if seen[n] == 1 && !usable(users, d, c, []int{0, 1, 2, 3}) {
				bad(n, "no one on the team can use it")
			}
		case KindEvent:
			events = true
			if int(c.Set) != set {
				bad(n, "an Event of another mission set")
			}
		case KindAspect:
			if home < 0 {
				bad(n, "an Aspect needs a homebase")
			}
		}
		if c.Name == "Sword and Shield" && slices.Contains(team, mustChar("Lancelot")) && seen[n] == 1 {
			count-- // Lancelot starts with it placed
		}
	}
	if home >= 0 && homebases[home].Under != 0 {
		u := underCards(&homebases[home], d.Cards)
		if len(u) < 3 {
			bad(d.Home, "needs three different "+KindNames[homebases[home].Under]+" cards (not Any-Power) to start under it")
		}
		count -= len(u) // they start in play
	}
	min := MinDeck
	if events {
		min = MinEvDeck
	}
	if count < min {
		bad("", fmt.Sprintf("%d cards count toward the deck; at least %d are needed", count, min))
	}
	return out
}

// New deals a match. Setup options: "mode" (venture, brawl or skirmish),
// "deck0" and "deck1" (ready-made deck names or deck codes), "first" ("1", "2" or
// "random": who wins the initiative roll and goes first), "objectives"
// (Skirmish: 5, 7 or 9), "limited" (the two decks of a Limited match:
// LimitedValue; they replace deck0 and deck1). An unknown value or an
// illegal deck wraps engine.ErrBadSetup.
func New(setup engine.Setup, rng *rand.Rand) (engine.Rules, error) {
	decks, err := LimitedDecks(setup.Get("limited", ""))
	if err != nil {
		return nil, err
	}
	return NewWith(setup, decks, rng)
}

// NewWith is New with either seat's deck given as a value (Draft, Sealed
// and tests); a nil entry is looked up from the setup's "deck0"/"deck1".
func NewWith(setup engine.Setup, decks [2]*Deck, rng *rand.Rand) (engine.Rules, error) {
	g := &State{Conc: -1, Winner: -1}
	mode := slices.Index(ModeNames[:], setup.Get("mode", "venture"))
	if mode < 0 {
		return nil, fmt.Errorf("%w: overpower: no mode %q", engine.ErrBadSetup, setup.Get("mode", ""))
	}
	g.Mode = uint8(mode)
	g.Inst = []Inst{{}}
	for s := 0; s < 2; s++ {
		d := decks[s]
		if d == nil {
			var err error
			if d, err = lookupDeck(setup.Get(fmt.Sprintf("deck%d", s), Decks[s].Name)); err != nil {
				return nil, err
			}
		}
		if err := g.seat(s, d, rng); err != nil {
			return nil, err
		}
	}
	switch setup.Get("first", "random") {
	case "1":
		g.Init = 0
	case "2":
		g.Init = 1
	case "random":
		g.Init = int8(rng.IntN(2))
	default:
		return nil, fmt.Errorf("%w: overpower: first must be 1, 2 or random", engine.ErrBadSetup)
	}
	g.P[1-g.Init].Redraw = true
	if g.Mode == ModeSkirmish {
		n, err := strconv.Atoi(setup.Get("objectives", "7"))
		if err != nil || n != 5 && n != 7 && n != 9 {
			return nil, fmt.Errorf("%w: overpower: Skirmish plays for 5, 7 or 9 objectives", engine.ErrBadSetup)
		}
		g.SkirN = int8(n)
		for k := 0; k < n; k++ {
			g.Shared = append(g.Shared, 1)
		}
	}
	g.printAbilities()
	g.rnd = rng
	g.startBattle()
	g.run()
	g.rnd = nil
	return g, nil
}

// seat sets seat s up with deck d: team, homebase, objectives, shuffled
// Draw Pile (cards a character starts with placed are placed).
func (g *State) seat(s int, d *Deck, rng *rand.Rand) error {
	mode := g.Mode
	if probs := CheckDeck(*d, mode); len(probs) > 0 {
		return fmt.Errorf("%w: %w: %s: %v", engine.ErrBadSetup, ErrDeck, d.Name, probs[0])
	}
	p := &g.P[s]
	p.Home, p.Set = int8(HomeByName(d.Home)), int8(SetByName(d.Set))
	for k, n := range append(d.Front[:], d.Reserve) {
		g.Chars[4*s+k] = Char{Card: uint8(CharByName(n)), Pos: int8(k)}
	}
	var under []string
	if h := g.home(s); h != nil && h.Under != 0 {
		under = underCards(h, d.Cards)
	}
	for _, n := range d.Cards {
		c := &cards[mustCard(n)]
		if mode == ModeBrawl && c.Flags&FVentureCard != 0 || mode != ModeVenture && c.Kind == KindEvent {
			continue
		}
		g.Inst = append(g.Inst, Inst{Card: mustCard(n), Owner: int8(s)})
		i := uint16(len(g.Inst) - 1)
		if n == "Sword and Shield" && g.startPlaced(s, i) {
			continue
		}
		if h := g.home(s); h != nil && h.Under != 0 && slicesHas(under, n) && !g.underHas(s, n) {
			g.InPlay = append(g.InPlay, Lasting{Inst: i, Owner: int8(s), On: OnHome, Game: true})
			continue
		}
		p.Draw = append(p.Draw, i)
	}
	rng.Shuffle(len(p.Draw), func(a, b int) { p.Draw[a], p.Draw[b] = p.Draw[b], p.Draw[a] })
	if mode != ModeVenture {
		for k := range p.Obj {
			p.Obj[k] = ObjReserve
		}
	}
	return nil
}

// lookupDeck finds the deck a setup names: a ready-made deck's name or a
// deck code (EncodeDeck).
func lookupDeck(name string) (*Deck, error) {
	for k := range Decks {
		if Decks[k].Name == name {
			return &Decks[k], nil
		}
	}
	if strings.HasPrefix(strings.TrimSpace(name), CodePrefix) {
		d, err := DecodeDeck(name)
		if err != nil {
			return nil, fmt.Errorf("%w: %w", engine.ErrBadSetup, err)
		}
		return &d, nil
	}
	return nil, fmt.Errorf("%w: overpower: no deck %q", engine.ErrBadSetup, name)
}

// startPlaced places card i at the start of the game when a character
// starts with it placed (Lancelot's Sword and Shield), reporting whether.
func (g *State) startPlaced(s int, i uint16) bool {
	for _, ci := range team(s) {
		if g.ch(ci).Name == "Lancelot" && g.Chars[ci].Extra == 0 {
			g.Chars[ci].Extra = i
			return true
		}
	}
	return false
}
