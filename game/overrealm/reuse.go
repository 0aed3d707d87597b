package overrealm

import (
	"math/rand/v2"
	"slices"

	"overdeck/engine"
)

// What lets the bots search without making garbage (see engine's package
// doc): a state copied into another's slices, samples dealt into the same
// state again, and selection lists written into reused memory.

// scratch is memory a bot's sample reuses from one iteration to the next.
// It belongs to one State and is neither copied nor saved.
type scratch struct {
	free, deck, unseen []uint8 // Determinize's working lists
	trace              []Step  // the sample's copy of the view's trace
	lister             keyLister
	// lists holds the selection lists made so far, by what they depend
	// on: a search's samples share most of them (the bot's own hand above
	// all). They are never changed, so the actions stay valid for ever.
	lists map[listInputs][]*selAction
	// intern holds every key listed so far and its action, so that a key
	// made again is the same string and the lists share their actions: a
	// search that keeps keys keeps no new ones.
	intern internSet
}

// scratchpad returns s's scratch memory, made on first use.
func (s *State) scratchpad() *scratch {
	if s.scr == nil {
		s.scr = &scratch{lists: map[listInputs][]*selAction{}}
	}
	return s.scr
}

// both is what ToAct returns when both seats choose (callers only read it).
var both = []engine.Seat{0, 1}

// CopyFrom makes s a deep copy of src (a *State), reusing s's slices.
func (s *State) CopyFrom(src engine.Rules) {
	o := src.(*State)
	old := *s
	*s = *o
	s.Trace = append(old.Trace[:0], o.Trace...)
	for i := range s.P {
		p, q, w := &s.P[i], &old.P[i], &o.P[i]
		p.Pool, p.Packet, p.Shown = append(q.Pool[:0], w.Pool...), append(q.Packet[:0], w.Packet...), append(q.Shown[:0], w.Shown...)
		p.Hand, p.Deck = append(q.Hand[:0], w.Hand...), append(q.Deck[:0], w.Deck...)
		p.Discard, p.Played = append(q.Discard[:0], w.Discard...), append(q.Played[:0], w.Played...)
	}
	b, ob := &s.Board, &old.Board
	b.Printed, b.Effects = append(ob.Printed[:0], o.Board.Printed...), append(ob.Effects[:0], o.Board.Effects...)
	b.Tokens, b.Queue = append(ob.Tokens[:0], o.Board.Tokens...), append(ob.Queue[:0], o.Board.Queue...)
	s.cur, s.tie, s.held, s.tt, s.memo, s.fx, s.scr = [2]*play{}, false, old.held[:0], nil, nil, nil, old.scr
}

// LegalInto appends seat's legal actions to dst. A bot's sample lists its
// selections in memory it reuses: they stay valid until the next list for
// the same seat.
func (s *State) LegalInto(seat engine.Seat, dst []engine.Action) []engine.Action {
	if s.Phase != phSelect || seat < 0 || seat > 1 {
		return append(dst, s.Legal(seat)...)
	}
	if !s.sample {
		return append(dst, s.memoLegal(int(seat))...)
	}
	sc := s.scratchpad()
	in := s.listInputsOf(int(seat))
	acts, ok := sc.lists[in]
	if !ok {
		e := &sc.lister
		keys, ends := e.listFrom(&in, e.keys[:0], e.ends[:0])
		acts = make([]*selAction, len(ends))
		start := int32(0)
		for i, end := range ends {
			acts[i] = sc.intern.of(keys[start:end], in.kinds)
			start = end
		}
		if len(sc.lists) >= maxLists {
			clear(sc.lists)
		}
		sc.lists[in] = acts
	}
	for _, a := range acts {
		dst = append(dst, a)
	}
	return dst
}

// maxLists bounds the lists a sample keeps (see scratch.lists).
const maxLists = 4096

// DeterminizeInto deals as Determinize does into dst (a *State, or nil for
// a new one), reusing its slices.
func DeterminizeInto(dst engine.Rules, sv *engine.SeatView, rng *rand.Rand) engine.Rules {
	v := sv.State.(*View)
	s, _ := dst.(*State)
	if s == nil {
		s = &State{}
	}
	old := *s
	*s = State{Mode: v.Mode, Phase: v.Phase, Turn: v.Turn, Pick: v.Pick, Result: v.Result, Shown: v.Shown,
		TraceTurn: v.TraceTurn, Resume: v.Resume, sample: true}
	s.held, s.fx, s.scr = old.held[:0], old.fx, old.scr
	sc := s.scratchpad()
	// A turn resolved in the sample drops the trace (startTrace): keep the
	// memory here, not in the sample.
	sc.trace = append(sc.trace[:0], v.Trace...)
	s.Trace = sc.trace
	s.Board = v.Board
	ob := &old.Board
	s.Board.Printed, s.Board.Effects = append(ob.Printed[:0], v.Board.Printed...), append(ob.Effects[:0], v.Board.Effects...)
	s.Board.Tokens, s.Board.Queue = append(ob.Tokens[:0], v.Board.Tokens...), append(ob.Queue[:0], v.Board.Queue...)
	me := int(v.Seat)
	for i := range s.P {
		p, w, q := &s.P[i], &v.P[i], &old.P[i]
		p.Mons, p.Spot, p.Cubes, p.Maneuver, p.NeedPick, p.TeamSet, p.Arrange = w.Mons, w.Spot, w.Cubes, w.Maneuver, w.NeedPick, w.TeamSet, w.Arrange
		p.Discard, p.Played = append(q.Discard[:0], w.Discard...), append(q.Played[:0], w.Played...)
		p.Pool, p.Packet, p.Hand = append(q.Pool[:0], w.Pool...), append(q.Packet[:0], w.Packet...), append(q.Hand[:0], w.Hand...)
		p.Shown = q.Shown[:0]
		for range p.Pool {
			p.Shown = append(p.Shown, i != me)
		}
		if i != me {
			fillPicks(s, p, w, &v.P[me], rng, sc)
		}
		p.Deck = q.Deck[:0]
		if !p.TeamSet {
			continue
		}
		sc.deck = appendDeck(sc.deck[:0], p)
		unseen := sc.unseen[:0]
		for _, c := range sc.deck {
			if !slices.Contains(p.Discard, c) && !slices.Contains(p.Played, c) && !slices.Contains(p.Hand, c) && !slices.Contains(w.Peek, c) {
				unseen = append(unseen, c)
			}
		}
		sc.unseen = unseen
		shuffle(rng, unseen)
		if i != me {
			n := min(int(w.HandN), len(unseen))
			p.Hand, unseen = append(p.Hand[:0], unseen[:n]...), unseen[n:]
		}
		p.Deck = append(append(p.Deck, w.Peek...), unseen...)
	}
	return s
}

// DecodeView restores a View written by its MarshalMsg.
func DecodeView(b []byte) (engine.View, error) {
	v := &View{}
	if _, err := v.UnmarshalMsg(b); err != nil {
		return nil, err
	}
	return v, nil
}
