package overrealm

import (
	"slices"
	"sync"

	"overdeck/engine"
	"overdeck/engine/effect"
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

// legalMemo keeps each seat's last selection list with a copy of what it
// was made from. A match asks twice per decision (to offer the list, then to
// check the choice), and a list costs far more than the comparison that
// proves the state unchanged. Like the effect cache, it makes Legal write to
// the State: a State is for one goroutine at a time.
type legalMemo struct {
	in     [2]legalInputs
	acts   [2][]engine.Action // nil: no list made yet
	lister keyLister          // its buffers, grown once
}

// legalInputs is a copy of what selectionLegal reads: the players and the
// effect board (not the trace or the last choices shown, which are most of
// a state's bytes after a turn). Its slices are its own, reused.
type legalInputs struct {
	p [2]Player
	b effect.Board
}

// memoLegal returns selectionLegal(seat), from the memo when the state is
// the one it was made for. The list belongs to the memo: callers copy it
// before they change it. A bot's sample is asked once per seat, so it keeps
// no memo.
func (s *State) memoLegal(seat int) []engine.Action {
	if s.sample {
		return s.selectionLegal(seat)
	}
	if s.memo == nil {
		s.memo = &legalMemo{}
	}
	m := s.memo
	in := &m.in[seat]
	if m.acts[seat] != nil && in.same(s) {
		return m.acts[seat]
	}
	in.set(s)
	li := s.listInputsOf(seat)
	m.acts[seat] = selectionFrom(&li, &m.lister)
	return m.acts[seat]
}

// set makes in a copy of s's inputs, in in's own slices.
func (in *legalInputs) set(s *State) {
	for i := range in.p {
		p, w := &in.p[i], &s.P[i]
		pool, packet, shown, hand := p.Pool[:0], p.Packet[:0], p.Shown[:0], p.Hand[:0]
		deck, discard, played := p.Deck[:0], p.Discard[:0], p.Played[:0]
		*p = *w
		p.Pool, p.Packet, p.Shown, p.Hand = append(pool, w.Pool...), append(packet, w.Packet...), append(shown, w.Shown...), append(hand, w.Hand...)
		p.Deck, p.Discard, p.Played = append(deck, w.Deck...), append(discard, w.Discard...), append(played, w.Played...)
	}
	b, w := &in.b, &s.Board
	printed, effects, tokens, queue := b.Printed[:0], b.Effects[:0], b.Tokens[:0], b.Queue[:0]
	*b = *w
	b.Printed, b.Effects = append(printed, w.Printed...), append(effects, w.Effects...)
	b.Tokens, b.Queue = append(tokens, w.Tokens...), append(queue, w.Queue...)
}

// same reports whether s's inputs equal in's.
func (in *legalInputs) same(s *State) bool {
	for i := range in.p {
		if !samePlayer(&in.p[i], &s.P[i]) {
			return false
		}
	}
	b, w := &in.b, &s.Board
	return b.Active == w.Active && b.LastID == w.LastID && b.LastBatch == w.LastBatch &&
		slices.Equal(b.Printed, w.Printed) && slices.Equal(b.Effects, w.Effects) &&
		slices.Equal(b.Tokens, w.Tokens) && slices.Equal(b.Queue, w.Queue)
}

// samePlayer reports whether two players are equal, field by field.
func samePlayer(p, w *Player) bool {
	return p.Mons == w.Mons && p.Spot == w.Spot && p.Cubes == w.Cubes && p.Maneuver == w.Maneuver &&
		p.NeedPick == w.NeedPick && p.Switched == w.Switched && p.Countrd == w.Countrd &&
		p.TeamSet == w.TeamSet && p.Arrange == w.Arrange &&
		slices.Equal(p.Hand, w.Hand) && slices.Equal(p.Deck, w.Deck) && slices.Equal(p.Discard, w.Discard) &&
		slices.Equal(p.Played, w.Played) && slices.Equal(p.Pool, w.Pool) && slices.Equal(p.Packet, w.Packet) &&
		slices.Equal(p.Shown, w.Shown)
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
func sigOf(cs []uint8) sig { return cardTraits().sigOf(cs) }

// sigOf is the function sigOf, reading the table.
func (tr *traitTable) sigOf(cs []uint8) sig {
	var s sig
	s[2] = uint64(len(cs))
	for k, c := range cs {
		s[k/8] |= uint64(tr[c].canon) << (7 * (k % 8))
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
func canon(c uint8) uint8 { return cardTraits()[c].canon }

// cardTrait is what listing choices reads of a buff card, by code.
type cardTrait struct {
	canon  uint8 // the smallest code interchangeable with this one
	timing Timing
	extra  int8 // BuffCard.Extra
	free   bool // its place in its window cannot matter (see free)
	reader bool // a reader that flips nothing (see reader)
	flips  bool // it flips cards
}

// traitTable holds the trait of every card code.
type traitTable [256]cardTrait

// cardTraits returns the table, worked out once (the monsters are all
// defined by then). Listing looks it up once per list, not per card.
var cardTraits = sync.OnceValue(func() *traitTable {
	var t traitTable
	for c := range t {
		t[c].canon = uint8(c)
		if c >= StdCard+len(standard) || (c < StdCard && c/4 >= len(monsters)) {
			continue
		}
		b, _ := Card(uint8(c))
		t[c].timing, t[c].extra, t[c].flips = b.Timing, b.Extra, b.Flip > 0
		t[c].free = b.Free || (b.Ability == "" && b.Flip == 0)
		t[c].reader = b.Reader && b.Flip == 0
		if c >= StdCard {
			continue
		}
		for k := c - c%4; k < c; k++ {
			if same(uint8(k), uint8(c)) {
				t[c].canon = uint8(k)
				break
			}
		}
	}
	return &t
})
