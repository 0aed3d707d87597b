package overrealm

import (
	"cmp"
	"slices"

	"overdeck/engine"
)

// Legal lists are long (hundreds of keys with a full hand) and the engine
// asks for them on every decision, bots thousands of times a second; this
// file builds them without maps of strings or descriptions nobody reads.

// selectionLegal lists every distinct choice of the selection phase: the
// standard actions, then each usable monster action with every distinct set
// of buffs (in resolution order) and discards, each naming a benched monster
// if the action asks for one, each also protected if a maneuver cube is left.
func (s *State) selectionLegal(seat int) []engine.Action {
	p := &s.P[seat]
	var keys []byte  // every key, one after the other
	var ends []int32 // where each key ends in keys
	add := func() { ends = append(ends, int32(len(keys))) }
	keys = append(keys, "draw"...)
	add()
	if p.Maneuver > 0 {
		keys = append(keys, "ctr"...)
		add()
	}
	if s.canSwitch(seat, 1) {
		keys = append(keys, "swl"...)
		add()
	}
	if s.canSwitch(seat, 2) {
		keys = append(keys, "swr"...)
		add()
	}
	for i := 0; i < 4; i++ {
		if !s.usable(seat, i) {
			continue
		}
		sides := []int{0}
		if s.Active(seat).def().Actions[i].Bench {
			if o := s.pickOptions(seat); len(o) > 0 {
				sides = o
			}
		}
		s.forCardChoices(seat, i, func(buffs, discards []uint8) {
			for _, side := range sides {
				keys = appendKey(keys, i, false, buffs, discards, side)
				add()
				if p.Maneuver > 0 {
					keys = appendKey(keys, i, true, buffs, discards, side)
					add()
				}
			}
		})
	}
	// One string and one array for the whole list: legal lists run long.
	all, kinds := string(keys), s.spotKinds(seat)
	acts := make([]selAction, len(ends))
	out := make([]engine.Action, len(ends))
	start := int32(0)
	for k, end := range ends {
		acts[k] = selAction{all[start:end], kinds}
		out[k], start = &acts[k], end
	}
	return out
}

// appendKey appends the key of a monster action choice (see Choice.Key).
func appendKey(b []byte, act int, prot bool, buffs, discards []uint8, side int) []byte {
	b = append(b, 'm', byte('1'+act))
	if prot {
		b = append(b, 'p')
	}
	codes := func(tag byte, cs []uint8) {
		for j, c := range cs {
			if j == 0 {
				b = append(b, ':', tag)
			} else {
				b = append(b, ',')
			}
			if c >= 100 {
				b = append(b, '0'+c/100)
			}
			if c >= 10 {
				b = append(b, '0'+c/10%10)
			}
			b = append(b, '0'+c%10)
		}
	}
	codes('b', buffs)
	codes('d', discards)
	if side > 0 {
		b = append(b, ':', 's', byte('0'+side))
	}
	return b
}

// forCardChoices calls f once per distinct outcome of seat's action i: the
// buffs (in resolution order) and the discards, up to interchangeable cards.
// Orderings of the buffs are tried in order of hand position, then every set
// of discards from the cards left; the first of each outcome is kept. f must
// not keep the slices.
func (s *State) forCardChoices(seat, i int, f func(buffs, discards []uint8)) {
	var handBuf [16]uint8
	hand := append(handBuf[:0], s.P[seat].Hand...)
	if len(hand) > 16 {
		hand = hand[:16]
	}
	slices.Sort(hand)
	a := &s.Active(seat).def().Actions[i]
	slots := s.buffSlots(seat, a)
	var buffSeen sigSet
	var buffs, ordered, rest [16]uint8
	// discards offers every set of discards after the nb buffs chosen. It
	// reports false when the same buffs in the same order (up to
	// interchangeable cards) came before: then the same discards did, and
	// every longer sequence starting like this one has a twin that came
	// before too, so the search skips it.
	discards := func(nb int, used uint16) bool {
		copy(ordered[:], buffs[:nb])
		sortBuffs(ordered[:nb])
		if !buffSeen.add(sigOf(ordered[:nb])) {
			return false
		}
		need := int(a.Discard)
		for _, b := range buffs[:nb] {
			c, _ := Card(b)
			need += int(c.Extra)
		}
		nr := 0
		for j, c := range hand {
			if used&(1<<j) == 0 {
				rest[nr] = c
				nr++
			}
		}
		if need > nr {
			return true
		}
		forCombos(rest[:nr], need, func(d []uint8) { f(ordered[:nb], d) })
		return true
	}
	var rec func(nb int, used uint16)
	rec = func(nb int, used uint16) {
		if !discards(nb, used) || nb == slots {
			return
		}
		for j, c := range hand {
			if used&(1<<j) == 0 {
				buffs[nb] = c
				rec(nb+1, used|1<<j)
			}
		}
	}
	rec(0, 0)
}

// sortBuffs puts buffs in canonical resolution order, in place: by timing;
// within a timing, buffs that flip nothing first (by code), then flipping
// ones in the order chosen.
func sortBuffs(b []uint8) {
	slices.SortStableFunc(b, func(x, y uint8) int {
		cx, _ := Card(x)
		cy, _ := Card(y)
		if cx.Timing != cy.Timing {
			return cmp.Compare(cx.Timing, cy.Timing)
		}
		fx, fy := cx.Flip > 0, cy.Flip > 0
		switch {
		case fx != fy && !fx:
			return -1
		case fx != fy:
			return 1
		case !fx:
			return cmp.Compare(x, y)
		}
		return 0
	})
}

// forCombos calls f with every k-subset of xs, in order, once per
// different set up to interchangeable cards: at each step a card is skipped
// if one interchangeable with it could have been taken at that step before
// (so each set comes with its earliest cards).
func forCombos(xs []uint8, k int, f func([]uint8)) {
	var buf [16]uint8
	n := 0
	var rec func(start int)
	rec = func(start int) {
		if n == k {
			f(buf[:n])
			return
		}
		var tried [16]uint8
		nt := 0
		for i := start; i <= len(xs)-(k-n); i++ {
			c := canon(xs[i])
			if slices.Contains(tried[:nt], c) {
				continue
			}
			tried[nt], nt = c, nt+1
			buf[n] = xs[i]
			n++
			rec(i + 1)
			n--
		}
	}
	rec(0)
}
