package overpower

import "slices"

// CheckLimited returns every reason deck d is illegal in mode for a
// Limited game played from pool p (none: legal): CheckDeck's reasons, and
// characters only of p, the homebase only of p, and every card (Specials
// included) only as many times as p holds it, but Basic Power cards
// (levels 1 to 8 of the four types) in any number. The mission set is
// any: its objectives come with the game, not the packs; its Events only
// from p.
func CheckLimited(d Deck, p *Pool, mode uint8) []Problem {
	out := CheckDeck(d, mode)
	bad := func(card, reason string) { out = append(out, Problem{card, reason}) }
	for _, n := range append(d.Front[:], d.Reserve) {
		if !slices.Contains(p.Characters, n) {
			bad(n, "not a character of the pool")
		}
	}
	if d.Home != "" && !slices.Contains(p.Homebases, d.Home) {
		bad(d.Home, "not a homebase of the pool")
	}
	have := poolCounts(p)
	used := map[string]int{}
	for _, n := range d.Cards {
		ci := CardByName(n)
		if ci < 0 || BasicPower(&cards[ci]) {
			continue // CheckDeck has named an unknown card
		}
		if used[n]++; used[n] > have[n] {
			if have[n] == 0 {
				bad(n, "not a card of the pool")
			} else {
				bad(n, "more copies than the pool holds")
			}
		}
	}
	return out
}

// poolCounts counts the copies of each card p holds.
func poolCounts(p *Pool) map[string]int {
	have := map[string]int{}
	for _, n := range p.Cards {
		have[n]++
	}
	return have
}
