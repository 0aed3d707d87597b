package overpower

import (
	"fmt"
	"math/rand/v2"
	"slices"
)

// This file holds what the deck builder shows, kept out of the renderer
// so that it is tested natively: the cards offered and their filters, the
// legality summary, a sample opening hand, and the card pool of Limited
// play (Draft and Sealed).

// Pool is a Limited player's card pool: the characters, homebases and
// cards drafted or opened, with repeats for copies. A deck built from it
// may also hold any number of Basic Power cards (the four basic types, 1
// to 8), and nothing else from outside it. A nil *Pool means constructed
// play: every card.
type Pool struct {
	Characters []string
	Homebases  []string
	Cards      []string
}

// basicPower reports whether c is a Basic Power card (Energy, Combat,
// Brute Force or Intelligence 1 to 8), which Limited decks hold freely.
func basicPower(c *Card) bool { return c.Kind == KindPower && c.Type >= Energy && c.Type <= Intel }

// Copies returns how many copies of card name deck d may hold at most
// under pool p (nil: constructed play): One Per Deck cards 1 (Thunderbolt
// 2 with Zeus on d's team), and in Limited play no more than the pool
// holds (Basic Power cards excepted); -1 for no limit. Other cards have
// none: a deck may hold any number of copies of them.
func (p *Pool) Copies(d Deck, name string) int {
	ci := CardByName(name)
	if ci < 0 {
		return 0
	}
	c := &cards[ci]
	limit := p.held(c)
	if opd := opdCopies(name, teamChars(d)); c.OPD && (limit < 0 || limit > opd) {
		limit = opd
	}
	return limit
}

// held is how many copies of card c pool p holds: -1 for any number (a
// Basic Power card, or constructed play).
func (p *Pool) held(c *Card) int {
	if p == nil || basicPower(c) {
		return -1
	}
	return count(p.Cards, c.Name)
}

// opdCopies is how many copies of One Per Deck card name a deck of team
// may hold: one, but two Thunderbolts with Zeus on the team.
func opdCopies(name string, team []int8) int {
	if name == "Thunderbolt" && slices.Contains(team, mustChar("Zeus")) {
		return 2
	}
	return 1
}

// teamChars returns the character codes of deck d's team (those known).
func teamChars(d Deck) []int8 {
	var out []int8
	for _, n := range append(d.Front[:], d.Reserve) {
		if ci := CharByName(n); ci >= 0 {
			out = append(out, int8(ci))
		}
	}
	return out
}

// count returns how many times n is in list.
func count(list []string, n string) int {
	k := 0
	for _, s := range list {
		if s == n {
			k++
		}
	}
	return k
}

// Problems returns why deck d uses what pool p does not hold (none in
// constructed play, p nil).
func (p *Pool) Problems(d Deck) []Problem {
	if p == nil {
		return nil
	}
	var out []Problem
	for _, n := range append(d.Front[:], d.Reserve) {
		if n != "" && !slices.Contains(p.Characters, n) {
			out = append(out, Problem{n, "not in your pool"})
		}
	}
	if d.Home != "" && !slices.Contains(p.Homebases, d.Home) {
		out = append(out, Problem{d.Home, "not in your pool"})
	}
	seen := map[string]int{}
	for _, n := range d.Cards {
		seen[n]++
		ci := CardByName(n)
		if ci < 0 {
			continue // CheckDeck names it
		}
		// Past the pool's count, unless the deck's own limit (One Per
		// Deck, which CheckDeck names) is passed first.
		have, lim := p.held(&cards[ci]), (*Pool)(nil).Copies(d, n)
		if have >= 0 && seen[n] == have+1 && (lim < 0 || seen[n] <= lim) {
			out = append(out, Problem{n, fmt.Sprintf("your pool holds %d", have)})
		}
	}
	return out
}

// CardFilter narrows the cards the builder offers. Zero values of Kind,
// Type and Val mean any (Kind is KindPower+1 based: 0 any, k+1 kind k).
type CardFilter struct {
	Char int  // -1 any; 0-3 the team's slot: cards that character can use
	Kind int  // 0 any, else the card kind + 1
	Type int8 // -1 any, else the power type (Energy ... MultiPower)
	Val  int8 // 0 any, else the Power value or Universe requirement
}

// AnyCard is the filter that lets every card through.
var AnyCard = CardFilter{Char: -1, Type: NoType}

// teamState is a bare state holding deck d's team (and homebase), for
// asking what its characters can use.
func teamState(d Deck) *State {
	g := &State{}
	for k, n := range append(d.Front[:], d.Reserve) {
		g.Chars[k] = Char{Card: uint8(max(CharByName(n), 0)), Pos: int8(k)}
	}
	g.P[0].Home = int8(HomeByName(d.Home))
	return g
}

// hasChar reports whether team slot k of d holds a known character.
func hasChar(d Deck, k int) bool {
	return CharByName(append(d.Front[:], d.Reserve)[k]) >= 0
}

// usable reports whether someone in slots of d's team (in state g) can use
// card c: play or place it, or (an Event, an Aspect) play it at all.
func usable(g *State, d Deck, c *Card, slots []int) bool {
	switch c.Kind {
	case KindEvent:
		return int(c.Set) == SetByName(d.Set)
	case KindAspect:
		return d.Home != ""
	case KindSpecial:
		if c.Any() {
			return true
		}
	}
	for _, k := range slots {
		if hasChar(d, k) && g.usableBy(int8(k), c) {
			return true
		}
	}
	return false
}

// Offered returns the catalogue codes of the cards the builder offers for
// deck d under pool p through filter f: never Specials or Advanced
// Universe cards of characters off the team, nor Events of another
// mission set, nor Aspects without a homebase, nor (Limited) cards outside
// the pool; in catalogue order.
func Offered(d Deck, p *Pool, f CardFilter) []int {
	g := teamState(d)
	set := SetByName(d.Set)
	var out []int
	for i := range cards {
		c := &cards[i]
		if p.held(c) == 0 || f.Kind != 0 && int(c.Kind) != f.Kind-1 {
			continue
		}
		switch c.Kind {
		case KindSpecial, KindAdvanced:
			if !c.Any() && !onTeam(d, c.Char) {
				continue
			}
		case KindEvent:
			if int(c.Set) != set {
				continue
			}
		case KindAspect:
			if d.Home == "" {
				continue
			}
		}
		if f.Type != NoType && c.Type != f.Type && c.Types&(1<<f.Type) == 0 {
			continue
		}
		if f.Val != 0 && c.Val != f.Val && c.Req != f.Val {
			continue
		}
		if f.Char >= 0 && (!hasChar(d, f.Char) || !usable(g, d, c, []int{f.Char})) {
			continue
		}
		out = append(out, i)
	}
	return out
}

// onTeam reports whether a character of deck d's team shares card
// character ch's Specials.
func onTeam(d Deck, ch int8) bool {
	for _, n := range append(d.Front[:], d.Reserve) {
		if ci := CharByName(n); ci >= 0 && sameFamily(int8(ci), ch) {
			return true
		}
	}
	return false
}

// FrontCanUse reports, for each catalogue code in codes, whether someone
// on deck d's Front Line can use that card (an Event: it is of d's
// mission set; an Aspect: d has a homebase).
func FrontCanUse(d Deck, codes []int) []bool {
	g := teamState(d)
	out := make([]bool, len(codes))
	for k, i := range codes {
		out[k] = usable(g, d, &cards[i], []int{0, 1, 2})
	}
	return out
}

// Summary is the builder's legality line: the threat against MaxThreat,
// the cards against the minimum, every problem (CheckDeck's and the
// pool's), and the cards no Front Line character can use (legal, but
// discarded when drawn).
type Summary struct {
	Threat   int
	Cards    int
	Min      int // MinDeck, or MinEvDeck with Events
	Problems []Problem
	Unusable []string // each name once
}

// Legal reports whether the deck may be played.
func (s Summary) Legal() bool { return len(s.Problems) == 0 }

// Summarize returns deck d's summary under pool p (nil: constructed), as
// the Venture game checks it.
func Summarize(d Deck, p *Pool) Summary {
	s := Summary{Min: MinDeck, Cards: len(d.Cards)}
	for k, n := range append(d.Front[:], d.Reserve) {
		if ci := CharByName(n); ci >= 0 {
			s.Threat += int(characters[ci].threat(int8(k)))
		}
	}
	if h := HomeByName(d.Home); h >= 0 {
		s.Threat += int(homebases[h].Threat)
	}
	s.Problems = append(CheckDeck(d, ModeVenture), p.Problems(d)...)
	g := teamState(d)
	for _, n := range d.Cards {
		ci := CardByName(n)
		if ci < 0 {
			continue
		}
		c := &cards[ci]
		if c.Kind == KindEvent {
			s.Min = MinEvDeck
		}
		if !usable(g, d, c, []int{0, 1, 2}) && !slices.Contains(s.Unusable, n) {
			s.Unusable = append(s.Unusable, n)
		}
	}
	return s
}

// HandCard is one card of a sample opening hand.
type HandCard struct {
	Name      string
	Duplicate bool // it duplicates a card before it in the hand
	Unusable  bool // no Front Line character can use it
}

// SampleHand deals a sample opening hand of eight from deck d shuffled by
// rng, marking the duplicates (the game discards them) and the cards no
// Front Line character can use.
func SampleHand(d Deck, rng *rand.Rand) []HandCard {
	var pile []*Card
	for _, n := range d.Cards {
		if ci := CardByName(n); ci >= 0 {
			pile = append(pile, &cards[ci])
		}
	}
	rng.Shuffle(len(pile), func(a, b int) { pile[a], pile[b] = pile[b], pile[a] })
	g := teamState(d)
	var out []HandCard
	seen := map[int32]bool{}
	for _, c := range pile[:min(HandSize, len(pile))] {
		k := dupKey(c)
		out = append(out, HandCard{Name: c.Name, Duplicate: seen[k], Unusable: !usable(g, d, c, []int{0, 1, 2})})
		seen[k] = true
	}
	return out
}
