package overrealm

import (
	"bytes"
	"cmp"
	"slices"
	"sync"

	"overdeck/engine"
)

// Legal lists are long (hundreds of keys with a full hand) and the engine
// asks for them on every decision, bots thousands of times a second; this
// file builds them without maps of strings or descriptions nobody reads.

// selAction is one legal selection: its key, and the monsters of the seat's
// three spots, so that String can describe it when asked.
type selAction struct {
	key   string
	kinds [3]uint8 // monster kinds in the active, left and right spots
}

// Key returns the selection key.
func (a *selAction) Key() string { return a.key }

// String describes the selection the way the table says it.
func (a *selAction) String() string {
	c, err := ParseChoice(a.key)
	if err != nil {
		return a.key
	}
	return describeChoice(a.kinds, c)
}

// legalMemo keeps each seat's last selection list with the encoded state it
// was made for. A match asks twice per decision (to offer the list, then to
// check the choice), and a list costs far more than the encoding that
// proves the state unchanged. Like the effect cache, it makes Legal write to
// the State: a State is for one goroutine at a time.
type legalMemo struct {
	state [2][]byte
	acts  [2][]engine.Action
	spare []byte // the buffer the next encoding goes to
}

// memoLegal returns selectionLegal(seat), from the memo when the state is
// the one it was made for. The list returned is the caller's own. A bot's
// sample is asked once per seat, so it keeps no memo.
func (s *State) memoLegal(seat int) []engine.Action {
	if s.sample {
		return s.selectionLegal(seat)
	}
	if s.memo == nil {
		s.memo = &legalMemo{}
	}
	m := s.memo
	b, err := s.legalInputs(m.spare[:0])
	if err != nil {
		return s.selectionLegal(seat)
	}
	if m.acts[seat] != nil && bytes.Equal(m.state[seat], b) {
		m.spare = b
		return slices.Clone(m.acts[seat])
	}
	m.spare, m.state[seat] = m.state[seat], b
	m.acts[seat] = s.selectionLegal(seat)
	return slices.Clone(m.acts[seat])
}

// legalInputs appends the encoding of what selectionLegal reads: the
// players and the effect board (not the trace or the last choices shown,
// which are most of a state's bytes after a turn).
func (s *State) legalInputs(b []byte) ([]byte, error) {
	b, err := s.P[0].MarshalMsg(b)
	if err == nil {
		b, err = s.P[1].MarshalMsg(b)
	}
	if err == nil {
		b, err = s.Board.MarshalMsg(b)
	}
	return b, err
}

// spotKinds returns the monster kinds of seat's active, left and right spots.
func (s *State) spotKinds(seat int) [3]uint8 {
	p := &s.P[seat]
	return [3]uint8{p.Mons[p.Spot[0]].Kind, p.Mons[p.Spot[1]].Kind, p.Mons[p.Spot[2]].Kind}
}

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

// sig identifies a sequence of up to 16 cards up to interchangeable cards:
// 7 bits per canonical code, and the length.
type sig [3]uint64

// sigOf returns the signature of cs.
func sigOf(cs []uint8) sig {
	var s sig
	s[2] = uint64(len(cs))
	for k, c := range cs {
		s[k/8] |= uint64(canon(c)) << (7 * (k % 8))
	}
	return s
}

// sigSet is a set of signatures: a list while small, a map once large.
type sigSet struct {
	list []sig
	m    map[sig]struct{}
}

// add adds x and reports whether it was new.
func (s *sigSet) add(x sig) bool {
	if s.m != nil {
		if _, ok := s.m[x]; ok {
			return false
		}
		s.m[x] = struct{}{}
		return true
	}
	if slices.Contains(s.list, x) {
		return false
	}
	s.list = append(s.list, x)
	if len(s.list) > 32 {
		s.m = make(map[sig]struct{}, 4*len(s.list))
		for _, y := range s.list {
			s.m[y] = struct{}{}
		}
	}
	return true
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

// canon returns the smallest card code interchangeable with c.
func canon(c uint8) uint8 { return canonTable()[c] }

// canonTable maps every card code to canon's answer, worked out once (the
// monsters are all defined by then).
var canonTable = sync.OnceValue(func() *[256]uint8 {
	var t [256]uint8
	for c := range t {
		t[c] = uint8(c)
		if c >= StdCard || c/4 >= len(monsters) {
			continue
		}
		for k := c - c%4; k < c; k++ {
			if same(uint8(k), uint8(c)) {
				t[c] = uint8(k)
				break
			}
		}
	}
	return &t
})

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
