package overpower

import (
	"math/rand/v2"
	"slices"
)

// Every seat of a draft can always end with a legal team, whatever the
// others take: each round of packs holds 2×seats different characters, at
// least cheapPerRound(seats) of them cheap (threat 18 or less, in Reserve
// too), so a seat's pick with t stacks already taken from the round and
// h stacks of its own before it is sure to find a new character of threat
// X or less when the round holds more than t+h of them (its own could be
// among those left). A pick that would leave the seat no legal team, even
// taking such sure characters later, is not offered (Draft.Legal); at the
// start every seat has room, so some pick always keeps it.

// cheapThreat is the threat of a cheap character.
const cheapThreat = 18

// effThreat is the most character ci may count toward its team's threat
// (its Reserve threat may be higher).
func effThreat(ci int) int {
	c := &characters[ci]
	return int(max(c.Threat, c.Reserve))
}

// cheapPerRound is how many cheap characters a round of packs holds at
// least: five more than the seats, or every cheap character if fewer.
func cheapPerRound(seats int) int {
	n := 0
	for ci := range characters {
		if effThreat(ci) <= cheapThreat {
			n++
		}
	}
	return min(seats+5, n, 2*seats)
}

// dealRound draws the 2×seats different characters of a round of packs:
// cheapPerRound cheap ones, the rest from all the others, shuffled.
func dealRound(seats int, rng *rand.Rand) []int {
	var cheap, rest []int
	for _, ci := range rng.Perm(len(characters)) {
		if effThreat(ci) <= cheapThreat && len(cheap) < cheapPerRound(seats) {
			cheap = append(cheap, ci)
		} else {
			rest = append(rest, ci)
		}
	}
	out := append(cheap, rest[:2*seats-len(cheap)]...)
	rng.Shuffle(len(out), func(a, b int) { out[a], out[b] = out[b], out[a] })
	return out
}

// sureThreat is the threat a seat is sure to find a new character at (or
// under) in a pick of a pod of seats with taken stacks already taken from
// the round and own picks of its own before: 0 when it may find none.
func sureThreat(seats, taken, own int) int {
	for x := cheapThreat; x <= 99; x++ {
		dear := 0
		for ci := range characters {
			if effThreat(ci) > x {
				dear++
			}
		}
		sure := max(2*seats-dear, cheapPerRound(seats))
		if sure-taken-own >= 1 {
			return x
		}
		if dear == 0 {
			return 0
		}
	}
	return 0
}

// laterSure lists the threats seat s is sure of in its picks after the
// current one, its picks so far being made already.
func (d *Draft) laterSure(s int) []int {
	n := int(d.Seats)
	own := len(d.Held[s].Stacks) + 1
	var out []int
	for p := int(d.Pack); p < DraftPacks; p++ {
		for t, seat := range PickOrder(p, n) {
			if int(seat) != s || p == int(d.Pack) && t <= int(d.Turn) {
				continue
			}
			if x := sureThreat(n, t, own); x > 0 {
				out = append(out, x)
			}
			own++
		}
	}
	return out
}

// roomForTeam reports whether characters held (repeats allowed) and sure
// later characters of threats sure can make four different characters
// within MaxThreat.
func roomForTeam(held []int8, sure []int) bool {
	th := slices.Clone(sure)
	for k, ci := range held {
		if !slices.Contains(held[:k], ci) {
			th = append(th, effThreat(int(ci)))
		}
	}
	if len(th) < 4 {
		return false
	}
	slices.Sort(th)
	return th[0]+th[1]+th[2]+th[3] <= MaxThreat
}
