package overrealm

import (
	"bytes"
	"slices"
	"sync"

	"overdeck/engine"
)

// What makes legal lists cheap (see choices.go for how they are built): the
// actions they hold, the memo of each seat's last list, and the signatures
// that tell interchangeable cards apart from different ones.

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
	big  bool // m is in use
}

// reset empties the set, keeping its memory.
func (s *sigSet) reset() {
	s.list, s.big = s.list[:0], false
	clear(s.m)
}

// add adds x and reports whether it was new.
func (s *sigSet) add(x sig) bool {
	if s.big {
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
		s.big = true
		if s.m == nil {
			s.m = make(map[sig]struct{}, 4*len(s.list))
		}
		for _, y := range s.list {
			s.m[y] = struct{}{}
		}
	}
	return true
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
