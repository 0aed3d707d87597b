package overrealm

import (
	"strings"

	"overdeck/engine"
)

// Cleansitoad's Clear Mind is a real decision of its controller: when it
// enters play (at the start of the game, after both players drew 2), the
// game pauses in phase phClear. Only that player looks at the top three
// cards of their deck (View.Peek, their own view only) and chooses which go
// back on top, in which order, and which go to the bottom, in which order.
// If both starting monsters are Cleansitoad, both arrange secretly and at
// the same time. The opponent sees only that a choice is being made.
//
// Keys: "a" + the top cards (positions 0..2 among the three looked at),
// "-", the bottom cards: "a012-" keeps all three in order, "a2-01" puts the
// third on top and the first two under the deck in that order (the second
// ends at the very bottom).

// clearMind marks its controller as having to arrange the top of its deck.
func clearMind() string {
	return onEnter("Clear Mind", func(c Ctx, seat int) {
		if len(c.Game.P[seat].Deck) > 0 {
			c.Game.P[seat].Arrange = true
		}
	})
}

// arrangeLegal offers every arrangement of the top cards of seat's deck.
func (s *State) arrangeLegal(seat int) []engine.Action {
	deck := s.P[seat].Deck
	n := min(3, len(deck))
	var out []engine.Action
	var rec func(top, rest []int)
	rec = func(top, rest []int) {
		forPerms(rest, func(bottom []int) {
			key := "a" + digits(top) + "-" + digits(bottom)
			out = append(out, action{key, s.describeArrange(seat, top, bottom)})
		})
		for i, x := range rest {
			r := append(append([]int{}, rest[:i]...), rest[i+1:]...)
			rec(append(append([]int{}, top...), x), r)
		}
	}
	all := make([]int, n)
	for i := range all {
		all[i] = i
	}
	rec(nil, all)
	return out
}

// forPerms calls f with every ordering of xs.
func forPerms(xs []int, f func([]int)) {
	if len(xs) == 0 {
		f(nil)
		return
	}
	for i, x := range xs {
		r := append(append([]int{}, xs[:i]...), xs[i+1:]...)
		forPerms(r, func(p []int) { f(append([]int{x}, p...)) })
	}
}

// digits writes positions as digits.
func digits(xs []int) string {
	b := make([]byte, len(xs))
	for i, x := range xs {
		b[i] = byte('0' + x)
	}
	return string(b)
}

// describeArrange says an arrangement in words (for its player only).
func (s *State) describeArrange(seat int, top, bottom []int) string {
	names := func(xs []int) string {
		var n []string
		for _, x := range xs {
			n = append(n, CardName(s.P[seat].Deck[x]))
		}
		if len(n) == 0 {
			return "nothing"
		}
		return strings.Join(n, ", ")
	}
	return "on top: " + names(top) + "; to the bottom: " + names(bottom)
}

// arrange applies an arrangement key to seat's deck.
func (s *State) arrange(seat int, key string) {
	p := &s.P[seat]
	topS, botS, _ := strings.Cut(strings.TrimPrefix(key, "a"), "-")
	n := len(topS) + len(botS)
	looked := append([]uint8{}, p.Deck[:n]...)
	pick := func(ds string) []uint8 {
		var out []uint8
		for _, d := range ds {
			out = append(out, looked[d-'0'])
		}
		return out
	}
	rest := append([]uint8{}, p.Deck[n:]...)
	p.Deck = append(append(pick(topS), rest...), pick(botS)...)
	p.Arrange = false
	s.say("%v arranges the top of the deck: %d on top, %d to the bottom.", seatName(seat), len(topS), len(botS))
}

// resolveArrange carries out the Clear Mind arrangements, then starts
// turn 1.
func (s *State) resolveArrange(seats []engine.Seat, keys []string) {
	for i, seat := range seats {
		s.arrange(int(seat), keys[i])
	}
	s.startTurn()
}
