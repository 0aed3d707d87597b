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
		a := &s.Active(seat).def().Actions[i]
		s.forCardChoices(seat, i, func(buffs, discards []uint8) {
			lates := 0 // where the action's own ability may go among its With Attack buffs
			if a.Flip > 0 || a.Ability != "" {
				lates = withAttack(buffs)
			}
			for _, side := range sides {
				for late := 0; late <= lates; late++ {
					keys = appendKey(keys, i, false, buffs, discards, side, late)
					add()
					if p.Maneuver > 0 {
						keys = appendKey(keys, i, true, buffs, discards, side, late)
						add()
					}
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

// withAttack counts the With Attack buffs among buffs that are not free:
// the places among them where the action's own ability may go (see
// Choice.Late).
func withAttack(buffs []uint8) int {
	n := 0
	for _, b := range buffs {
		if c, _ := Card(b); c.Timing == WithAttack && !free(b) {
			n++
		}
	}
	return n
}

// appendKey appends the key of a monster action choice (see Choice.Key).
func appendKey(b []byte, act int, prot bool, buffs, discards []uint8, side, late int) []byte {
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
	if late > 0 {
		b = append(b, ':', 'a', byte('0'+late))
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
	ownAbility := a.Flip > 0 || a.Ability != ""
	var buffSeen sigSet
	var buffs, ordered, rest [16]uint8
	// discards offers every set of discards after the nb buffs chosen. It
	// reports false when the same buffs in the same order (up to
	// interchangeable cards) came before: then the same discards did, and
	// every longer sequence starting like this one has a twin that came
	// before too, so the search skips it.
	discards := func(nb int, used uint16) bool {
		copy(ordered[:], buffs[:nb])
		sortBuffs(ordered[:nb], ownAbility)
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

// sortBuffs puts buffs in canonical resolution order, in place: by timing
// (buffs of different timings resolve in different windows, so their order
// cannot matter); within a timing, the other buffs in the order chosen (the
// player orders the abilities of a window), with the free buffs (whose
// place cannot matter) merged in by code: each goes before the first other
// buff that flips or has a higher code. A table that lists non-flipping
// buffs by code, then flipping ones in the order chosen, thus always writes
// a canonical key.
//
// Next to each other, readers commute: each run of them is sorted by code,
// except among the With Attack buffs of an action whose own ability
// (ability) may go between them.
func sortBuffs(b []uint8, ability bool) {
	slices.SortStableFunc(b, func(x, y uint8) int {
		cx, _ := Card(x)
		cy, _ := Card(y)
		return cmp.Compare(cx.Timing, cy.Timing)
	})
	for i := 0; i < len(b); {
		j := i + 1
		ci, _ := Card(b[i])
		for j < len(b) {
			if cj, _ := Card(b[j]); cj.Timing != ci.Timing {
				break
			}
			j++
		}
		mergeFree(b[i:j], ci.Timing != WithAttack || !ability)
		i = j
	}
}

// reader reports whether buff c is a reader (see BuffCard.Reader).
func reader(c uint8) bool { b, _ := Card(c); return b.Reader && b.Flip == 0 }

// free reports whether buff c's place in its window cannot matter.
func free(c uint8) bool {
	b, _ := Card(c)
	return b.Free || (b.Ability == "" && b.Flip == 0)
}

// mergeFree puts the free buffs of one timing, by code, among the others
// (kept in their order, but for runs of readers, sorted if readers), in
// place: see sortBuffs.
func mergeFree(g []uint8, readers bool) {
	var fr, rest [16]uint8
	nf, nr := 0, 0
	for _, c := range g {
		if free(c) {
			fr[nf], nf = c, nf+1
		} else {
			rest[nr], nr = c, nr+1
		}
	}
	byCode := func(x, y uint8) int { return cmp.Compare(canon(x), canon(y)) }
	for i := 0; readers && i < nr; {
		j := i
		for j < nr && reader(rest[j]) {
			j++
		}
		slices.SortFunc(rest[i:j], byCode)
		i = max(j, i+1)
	}
	slices.SortFunc(fr[:nf], byCode)
	k, j := 0, 0
	for _, e := range rest[:nr] {
		ce, _ := Card(e)
		for j < nf && (ce.Flip > 0 || canon(fr[j]) < canon(e)) {
			g[k], k, j = fr[j], k+1, j+1
		}
		g[k], k = e, k+1
	}
	for ; j < nf; j++ {
		g[k], k = fr[j], k+1
	}
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
