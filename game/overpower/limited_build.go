package overpower

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
)

// ErrNoTeam is returned by BuildLimited for a pool with no four different
// characters within MaxThreat.
var ErrNoTeam = errors.New("overpower: the pool holds no legal team")

// BuildLimited builds the computer's Limited deck from pool p: the team
// of four of its characters with the best rating within MaxThreat (the
// weakest in Reserve), a homebase of the pool when the threat allows, the
// mission set of which the pool holds the most Events, then the pool cards
// the team can use best (one of each One Per Deck card and of each group;
// see extras), and Basic Power cards of high values the Front Line can use
// (see fillPower) up to the deck's smallest size. The deck passes
// CheckLimited in every mode; it returns an error wrapping ErrNoTeam when
// the pool holds no legal team.
func BuildLimited(p *Pool) (Deck, error) {
	d, ok := bestTeam(p)
	if !ok {
		return Deck{}, ErrNoTeam
	}
	d.Set = missionSets[bestSet(p)].Name
	g := teamState(d)
	d.Cards = extras(g, p, d)
	d.Home = bestHome(p, d)
	if d.Home == "" {
		d.Cards = slices.DeleteFunc(d.Cards, func(n string) bool { return cards[mustCard(n)].Kind == KindAspect })
	}
	fillPower(&d)
	if probs := CheckLimited(d, p, ModeVenture); len(probs) > 0 {
		return d, fmt.Errorf("%w: %v", ErrDeck, probs[0])
	}
	return d, nil
}

// maxExtras is the most pool cards other than Basic Power ones a built
// deck takes: measured against RandomBuild (TestTournament_Drafters), a
// deck of every usable pool card and few Power cards wins less often than
// one of the 25 best with high Power cards around them.
const maxExtras = 25

// extras lists the pool cards (not Basic Power ones) that the team of d
// (in state g) takes into its deck: those it can use (one of each One Per
// Deck card and of each group), but the Reserve's own Specials (it plays
// them only once on the Front Line), the maxExtras best by buildRating.
func extras(g *State, p *Pool, d Deck) []string {
	have := poolCounts(p)
	groups := map[string]bool{}
	type rated struct {
		name string
		sc   float64
	}
	var out []rated
	for i := range cards {
		c := &cards[i]
		if have[c.Name] == 0 || BasicPower(c) || c.Group != "" && groups[c.Group] {
			continue
		}
		if !limitedUsable(g, c, d) {
			continue
		}
		if c.Kind == KindSpecial && !c.Any() && !frontUses(g, c) {
			continue
		}
		if c.Group != "" {
			groups[c.Group] = true
		}
		n := have[c.Name]
		if c.OPD || c.Kind == KindSpecial {
			n = 1
		}
		for k := 0; k < n; k++ {
			out = append(out, rated{c.Name, buildRating(g, c)})
		}
	}
	slices.SortStableFunc(out, func(a, b rated) int {
		switch {
		case a.sc > b.sc:
			return -1
		case a.sc < b.sc:
			return 1
		}
		return 0
	})
	var names []string
	for k, r := range out {
		if k < maxExtras {
			names = append(names, r.name)
		}
	}
	return names
}

// frontUses reports whether a Front Line character of g can use c.
func frontUses(g *State, c *Card) bool {
	for k := int8(0); k < 3; k++ {
		if g.usableBy(k, c) {
			return true
		}
	}
	return false
}

// buildRating rates a pool card for the deck of team g.
func buildRating(g *State, c *Card) float64 {
	sc := cardRating(c)
	if c.Kind != KindEvent && c.Kind != KindAspect && !(c.Kind == KindSpecial && c.Any()) && !frontUses(g, c) {
		sc -= 1
	}
	return sc
}

// limitedUsable reports whether the team of g (deck d) can use pool card c.
func limitedUsable(g *State, c *Card, d Deck) bool {
	switch c.Kind {
	case KindEvent:
		return int(c.Set) == SetByName(d.Set)
	case KindAspect:
		return true // kept only with a homebase
	case KindSpecial:
		if c.Any() {
			return true
		}
	}
	for k := int8(0); k < 4; k++ {
		if g.usableBy(k, c) {
			return true
		}
	}
	return false
}

// bestTeam picks the team of pool p with the best teamScore within
// MaxThreat, with its weakest member in Reserve.
func bestTeam(p *Pool) (Deck, bool) {
	var chars []string
	for _, c := range p.Characters {
		if !slices.Contains(chars, c) {
			chars = append(chars, c)
		}
	}
	own := ownCards(p)
	var best Deck
	bestScore, found := 0.0, false
	var pick func(from int, team []string)
	pick = func(from int, team []string) {
		if len(team) == 4 {
			for r := 0; r < 4; r++ {
				d := Deck{Reserve: team[r], Name: "limited"}
				k := 0
				for j, n := range team {
					if j != r {
						d.Front[k] = n
						k++
					}
				}
				if teamThreat(d) > MaxThreat {
					continue
				}
				if sc := teamScore(d, own); !found || sc > bestScore {
					best, bestScore, found = d, sc, true
				}
			}
			return
		}
		for k := from; k < len(chars); k++ {
			pick(k+1, append(team, chars[k]))
		}
	}
	pick(0, nil)
	return best, found
}

// teamThreat is the threat of d's team without its homebase.
func teamThreat(d Deck) int {
	t := 0
	for k, n := range append(d.Front[:], d.Reserve) {
		t += int(characters[CharByName(n)].threat(int8(k)))
	}
	return t
}

// teamScore rates d's team: each character's rating (the Reserve's at
// half), the fit of their grids, and the pool cards own (the Specials,
// Advanced and Universe cards of the pool but Any Character Specials) they
// can use.
func teamScore(d Deck, own []*Card) float64 {
	sc := 0.0
	var team []int8
	for k, n := range append(d.Front[:], d.Reserve) {
		ci := int8(CharByName(n))
		w := 1.0
		if k == 3 {
			w = 0.5
		}
		sc += w * charRating(ci)
		team = append(team, ci)
	}
	sc += gridFit(team)
	g := teamState(d)
	for _, c := range own {
		if limitedUsable(g, c, d) {
			sc += cardRating(c)
		}
	}
	return sc
}

// ownCards lists, once each, the cards of pool p a team may own: its
// Specials but Any Character ones, Advanced and Universe cards.
func ownCards(p *Pool) []*Card {
	var out []*Card
	have := poolCounts(p)
	for i := range cards {
		c := &cards[i]
		if have[c.Name] > 0 && !BasicPower(c) && c.Kind != KindEvent && c.Kind != KindAspect && !(c.Kind == KindSpecial && c.Any()) {
			out = append(out, c)
		}
	}
	return out
}

// bestSet is the mission set of which pool p holds the most Events.
func bestSet(p *Pool) int {
	n := make([]int, len(missionSets))
	for _, name := range p.Cards {
		if c := &cards[mustCard(name)]; c.Kind == KindEvent {
			n[c.Set]++
		}
	}
	best := 0
	for s := range n {
		if n[s] > n[best] {
			best = s
		}
	}
	return best
}

// bestHome is the first homebase of pool p that d's team can afford and
// fill (three different cards under it when it needs them), or "".
func bestHome(p *Pool, d Deck) string {
	for _, h := range p.Homebases {
		hb := &homebases[HomeByName(h)]
		if teamThreat(d)+int(hb.Threat) > MaxThreat {
			continue
		}
		if hb.Under != 0 && len(underCards(hb, d.Cards)) < 3 {
			continue
		}
		return h
	}
	return ""
}

// fillPower adds Basic Power cards until d has its size: each time the
// level and type that the most Front Line characters can use at the
// highest value, less for the copies of that value already in the deck
// (cards of one value are duplicates in hand, whatever their type), among
// the four best levels of each type.
func fillPower(d *Deck) {
	var front []*Character
	for _, n := range d.Front {
		front = append(front, &characters[mustChar(n)])
	}
	byVal := map[int8]int{}
	byCard := map[[2]int8]int{}
	for _, n := range d.Cards {
		if c := &cards[mustCard(n)]; c.Kind == KindPower {
			byVal[c.Val]++
		}
	}
	for short(*d) {
		bt, bv, bs := int8(-1), int8(0), 0.0
		for t := Energy; t <= Intel; t++ {
			top := int8(0)
			for _, c := range front {
				top = max(top, c.Grid[t])
			}
			for v := top; v >= 1 && v > top-4; v-- {
				users := 0
				for _, c := range front {
					if c.Grid[t] >= v {
						users++
					}
				}
				sc := float64(v) + 0.5*float64(users-1) - 0.5*float64(byVal[v]) - 0.25*float64(byCard[[2]int8{t, v}])
				if bt < 0 || sc > bs {
					bt, bv, bs = t, v, sc
				}
			}
		}
		byVal[bv]++
		byCard[[2]int8{bt, bv}]++
		d.Cards = append(d.Cards, fmt.Sprintf("%s %d", TypeNames[bt], bv))
	}
}

// short reports whether d has too few cards for its size rule.
func short(d Deck) bool {
	return slices.ContainsFunc(CheckDeck(d, ModeVenture), func(p Problem) bool { return strings.Contains(p.Reason, "count toward the deck") })
}

// RandomBuild builds a legal Limited deck from pool p with random choices
// drawn from rng, the baseline the computer's drafter and builder are
// measured against: a random team of the pool within MaxThreat, no
// homebase, a random mission set, each pool card the team can use with
// one chance in two (one of each One Per Deck card and group), then
// random Basic Power cards (any type, levels 1 to 8) up to the deck's
// size. It returns an error wrapping ErrNoTeam when the pool holds no
// legal team.
func RandomBuild(p *Pool, rng *rand.Rand) (Deck, error) {
	var chars []string
	for _, c := range p.Characters {
		if !slices.Contains(chars, c) {
			chars = append(chars, c)
		}
	}
	var d Deck
	found := false
	for try := 0; try < 200 && !found; try++ {
		rng.Shuffle(len(chars), func(a, b int) { chars[a], chars[b] = chars[b], chars[a] })
		if len(chars) < 4 {
			break
		}
		d = Deck{Name: "random", Front: [3]string{chars[0], chars[1], chars[2]}, Reserve: chars[3]}
		found = teamThreat(d) <= MaxThreat
	}
	if !found {
		if best, ok := bestTeam(p); ok {
			d, found = best, true
		}
	}
	if !found {
		return Deck{}, ErrNoTeam
	}
	d.Set = missionSets[rng.IntN(len(missionSets))].Name
	g := teamState(d)
	have := poolCounts(p)
	groups := map[string]bool{}
	for i := range cards {
		c := &cards[i]
		if have[c.Name] == 0 || BasicPower(c) || c.Kind == KindAspect || c.Group != "" && groups[c.Group] ||
			!limitedUsable(g, c, d) || rng.IntN(2) == 0 {
			continue
		}
		if c.Group != "" {
			groups[c.Group] = true
		}
		d.Cards = append(d.Cards, c.Name)
	}
	for short(d) {
		d.Cards = append(d.Cards, fmt.Sprintf("%s %d", TypeNames[rng.IntN(4)], 1+rng.IntN(8)))
	}
	if probs := CheckLimited(d, p, ModeVenture); len(probs) > 0 {
		return d, fmt.Errorf("%w: %v", ErrDeck, probs[0])
	}
	return d, nil
}
