package overrealm

import (
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
	var e keyLister
	in := s.listInputsOf(seat)
	return selectionFrom(&in, &e)
}

// selectionFrom is the selection list in stands for, listed with e's
// buffers, which it leaves grown for the next list.
func selectionFrom(in *listInputs, e *keyLister) []engine.Action {
	keys, ends := e.listFrom(in, e.keys[:0], e.ends[:0])
	// One string and one array for the whole list: legal lists run long.
	all, kinds := string(keys), in.kinds
	acts := make([]selAction, len(ends))
	out := make([]engine.Action, len(ends))
	start := int32(0)
	for k, end := range ends {
		acts[k] = selAction{all[start:end], kinds}
		out[k], start = &acts[k], end
	}
	return out
}

// keyLister writes the keys of a selection list one after the other, with
// where each ends. It is a struct with methods rather than closures so that
// listing allocates nothing once its buffers have grown.
type keyLister struct {
	keys  []byte  // every key, one after the other
	ends  []int32 // where each key ends in keys
	cards cardChoices
	// the monster action being listed
	act        int
	ownAbility bool // the action has a flip or ability of its own (see Choice.Late)
	maneuver   bool
	sides      [2]int
	nsides     int
}

// list appends seat's selection keys to keys and their ends to ends.
func (e *keyLister) list(s *State, seat int, keys []byte, ends []int32) ([]byte, []int32) {
	in := s.listInputsOf(seat)
	return e.listFrom(&in, keys, ends)
}

// listInputs is everything a selection list depends on: listFrom reads
// nothing else, so equal inputs give equal lists (a bot's samples share
// most of theirs: see LegalInto). It is comparable, a map key.
type listInputs struct {
	kinds  [3]uint8 // monster kinds in the active, left and right spots
	flags  uint8    // inManeuver, inSwitchLeft, inSwitchRight
	usable uint8    // bit i: the active monster may select action i
	slots  [4]uint8 // the buff slots of each usable action
	sides  [2]uint8 // the spots a Bench action may name
	nsides uint8
	nhand  uint8
	hand   [16]uint8 // the first 16 cards of the hand, sorted
}

// The flags of listInputs.
const (
	inManeuver    = 1 << iota // a maneuver cube is left
	inSwitchLeft              // may switch to the left spot
	inSwitchRight             // may switch to the right spot
)

// listInputsOf gathers what seat's selection list depends on.
func (s *State) listInputsOf(seat int) listInputs {
	p := &s.P[seat]
	in := listInputs{kinds: s.spotKinds(seat)}
	if p.Maneuver > 0 {
		in.flags |= inManeuver
	}
	if s.canSwitch(seat, 1) {
		in.flags |= inSwitchLeft
	}
	if s.canSwitch(seat, 2) {
		in.flags |= inSwitchRight
	}
	def := s.Active(seat).def()
	for i := 0; i < 4; i++ {
		if s.usable(seat, i) {
			in.usable |= 1 << i
			in.slots[i] = uint8(s.buffSlots(seat, &def.Actions[i]))
		}
	}
	var sides [2]int
	in.nsides = uint8(s.pickSides(seat, &sides))
	in.sides = [2]uint8{uint8(sides[0]), uint8(sides[1])}
	in.nhand = uint8(copy(in.hand[:], p.Hand))
	slices.Sort(in.hand[:in.nhand])
	return in
}

// listFrom appends the selection keys in stands for to keys and their ends
// to ends.
func (e *keyLister) listFrom(in *listInputs, keys []byte, ends []int32) ([]byte, []int32) {
	e.keys, e.ends = keys, ends
	e.add("draw")
	if in.flags&inManeuver != 0 {
		e.add("ctr")
	}
	if in.flags&inSwitchLeft != 0 {
		e.add("swl")
	}
	if in.flags&inSwitchRight != 0 {
		e.add("swr")
	}
	e.maneuver = in.flags&inManeuver != 0
	e.cards.holdHand(in.hand[:in.nhand])
	def := monsters[in.kinds[0]]
	for i := 0; i < 4; i++ {
		if in.usable&(1<<i) == 0 {
			continue
		}
		a := &def.Actions[i]
		e.act, e.ownAbility, e.sides, e.nsides = i, a.Flip > 0 || a.Ability != "", [2]int{}, 1
		if a.Bench && in.nsides > 0 {
			e.sides, e.nsides = [2]int{int(in.sides[0]), int(in.sides[1])}, int(in.nsides)
		}
		e.cards.runAction(a, int(in.slots[i]), e)
	}
	return e.keys, e.ends
}

// add appends one fixed key.
func (e *keyLister) add(key string) {
	e.keys = append(e.keys, key...)
	e.ends = append(e.ends, int32(len(e.keys)))
}

// choice lists the keys of the action being listed with these buffs and
// discards: one per side it may name and per place of the action's own
// ability among its With Attack buffs, each also protected when it may be.
func (e *keyLister) choice(buffs, discards []uint8) {
	lates := 0 // where the action's own ability may go among its With Attack buffs
	if e.ownAbility {
		lates = e.cards.tr.withAttack(buffs)
	}
	for _, side := range e.sides[:e.nsides] {
		for late := 0; late <= lates; late++ {
			start := len(e.keys)
			e.keys = appendKey(e.keys, e.act, false, buffs, discards, side, late)
			end := len(e.keys)
			e.ends = append(e.ends, int32(end))
			if e.maneuver { // the same key, protected: "m<n>p" and the rest
				e.keys = append(e.keys, e.keys[start:start+2]...)
				e.keys = append(append(e.keys, 'p'), e.keys[start+2:end]...)
				e.ends = append(e.ends, int32(len(e.keys)))
			}
		}
	}
}

// withAttack counts the With Attack buffs among buffs that are not free:
// the places among them where the action's own ability may go (see
// Choice.Late).
func withAttack(buffs []uint8) int { return cardTraits().withAttack(buffs) }

// withAttack is the function withAttack, read from the table.
func (tr *traitTable) withAttack(buffs []uint8) int {
	n := 0
	for _, b := range buffs {
		if t := &tr[b]; t.timing == WithAttack && !t.free {
			n++
		}
	}
	return n
}

// pickSides writes the spots pickOptions lists into sides and returns how
// many there are.
func (s *State) pickSides(seat int, sides *[2]int) int {
	p := &s.P[seat]
	n := 0
	for side := 1; side <= 2; side++ {
		if !p.Mons[p.Spot[side]].KO {
			sides[n], n = side, n+1
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
	b = appendCodes(b, 'b', buffs)
	b = appendCodes(b, 'd', discards)
	if side > 0 {
		b = append(b, ':', 's', byte('0'+side))
	}
	if late > 0 {
		b = append(b, ':', 'a', byte('0'+late))
	}
	return b
}

// appendCodes appends ":<tag>" and the card codes of cs, comma separated
// (nothing when cs is empty).
func appendCodes(b []byte, tag byte, cs []uint8) []byte {
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
	return b
}

// forCardChoices calls f once per distinct outcome of seat's action i: the
// buffs (in resolution order) and the discards, up to interchangeable cards.
// Orderings of the buffs are tried in order of hand position, then every set
// of discards from the cards left; the first of each outcome is kept. f must
// not keep the slices.
func (s *State) forCardChoices(seat, i int, f func(buffs, discards []uint8)) {
	var c cardChoices
	c.run(s, seat, i, funcSink(f))
}

// choiceSink receives the outcomes cardChoices finds.
type choiceSink interface{ choice(buffs, discards []uint8) }

// funcSink is a plain function as a choiceSink.
type funcSink func(buffs, discards []uint8)

func (f funcSink) choice(buffs, discards []uint8) { f(buffs, discards) }

// cardChoices walks the distinct buff and discard choices of one monster
// action (see forCardChoices). Its buffers are reused from one run to the
// next.
type cardChoices struct {
	tr         *traitTable
	hand       []uint8
	slots      int
	a          *ActionCard
	ownAbility bool
	buffSeen   sigSet
	buffs      [16]uint8
	ordered    [16]uint8
	rest       [16]uint8
	combos     combos
	sink       choiceSink
	nb         int // buffs in the choice being completed with discards
}

// run lists the outcomes of seat's action i to sink.
func (c *cardChoices) run(s *State, seat, i int, sink choiceSink) {
	c.hold(s, seat)
	c.runHeld(s, seat, i, sink)
}

// hold takes seat's hand (sorted) for the runs of runHeld.
func (c *cardChoices) hold(s *State, seat int) {
	c.hand = append(c.hand[:0], s.P[seat].Hand...)
	if len(c.hand) > 16 {
		c.hand = c.hand[:16]
	}
	slices.Sort(c.hand)
	c.tr = cardTraits()
}

// holdHand takes hand (sorted, at most 16 cards) for the runs of runAction.
func (c *cardChoices) holdHand(hand []uint8) {
	c.hand = append(c.hand[:0], hand...)
	c.tr = cardTraits()
}

// runHeld is run with the hand hold took.
func (c *cardChoices) runHeld(s *State, seat, i int, sink choiceSink) {
	a := &s.Active(seat).def().Actions[i]
	c.runAction(a, s.buffSlots(seat, a), sink)
}

// runAction lists the outcomes of action a with slots buff slots, from the
// hand held, to sink.
func (c *cardChoices) runAction(a *ActionCard, slots int, sink choiceSink) {
	c.a = a
	c.slots = slots
	c.ownAbility = c.a.Flip > 0 || c.a.Ability != ""
	c.buffSeen.reset()
	c.sink = sink
	c.rec(0, 0)
	c.sink = nil
}

// rec tries every next buff after the nb chosen (used marks their hand
// positions).
func (c *cardChoices) rec(nb int, used uint16) {
	if !c.discards(nb, used) || nb == c.slots {
		return
	}
	for j, card := range c.hand {
		if used&(1<<j) == 0 {
			c.buffs[nb] = card
			c.rec(nb+1, used|1<<j)
		}
	}
}

// discards offers every set of discards after the nb buffs chosen. It
// reports false when the same buffs in the same order (up to
// interchangeable cards) came before: then the same discards did, and
// every longer sequence starting like this one has a twin that came
// before too, so the search skips it.
func (c *cardChoices) discards(nb int, used uint16) bool {
	copy(c.ordered[:], c.buffs[:nb])
	c.tr.sortBuffs(c.ordered[:nb], c.ownAbility)
	if !c.buffSeen.add(c.tr.sigOf(c.ordered[:nb])) {
		return false
	}
	need := int(c.a.Discard)
	for _, b := range c.buffs[:nb] {
		need += int(c.tr[b].extra)
	}
	nr := 0
	for j, card := range c.hand {
		if used&(1<<j) == 0 {
			c.rest[nr] = card
			nr++
		}
	}
	if need > nr {
		return true
	}
	c.nb = nb
	c.combos.tr = c.tr
	c.combos.run(c.rest[:nr], need, c)
	return true
}

// choice passes one set of discards on, with the buffs chosen.
func (c *cardChoices) choice(_, discards []uint8) { c.sink.choice(c.ordered[:c.nb], discards) }

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
func sortBuffs(b []uint8, ability bool) { cardTraits().sortBuffs(b, ability) }

// sortBuffs is the function sortBuffs, reading the table.
func (tr *traitTable) sortBuffs(b []uint8, ability bool) {
	if len(b) < 2 {
		return
	}
	// A stable insertion sort by timing: b holds a few buffs.
	for i := 1; i < len(b); i++ {
		x, j := b[i], i
		for ; j > 0 && tr[b[j-1]].timing > tr[x].timing; j-- {
			b[j] = b[j-1]
		}
		b[j] = x
	}
	for i := 0; i < len(b); {
		j, t := i+1, tr[b[i]].timing
		for j < len(b) && tr[b[j]].timing == t {
			j++
		}
		tr.mergeFree(b[i:j], t != WithAttack || !ability)
		i = j
	}
}

// reader reports whether buff c is a reader (see BuffCard.Reader).
func reader(c uint8) bool { return cardTraits()[c].reader }

// free reports whether buff c's place in its window cannot matter.
func free(c uint8) bool { return cardTraits()[c].free }

// mergeFree puts the free buffs of one timing, by code, among the others
// (kept in their order, but for runs of readers, sorted if readers), in
// place: see sortBuffs.
func (tr *traitTable) mergeFree(g []uint8, readers bool) {
	if len(g) < 2 {
		return
	}
	var fr, rest [16]uint8
	nf, nr := 0, 0
	for _, c := range g {
		if tr[c].free {
			fr[nf], nf = c, nf+1
		} else {
			rest[nr], nr = c, nr+1
		}
	}
	for i := 0; readers && i < nr; {
		j := i
		for j < nr && tr[rest[j]].reader {
			j++
		}
		tr.sortByCode(rest[i:j])
		i = max(j, i+1)
	}
	tr.sortByCode(fr[:nf])
	k, j := 0, 0
	for _, e := range rest[:nr] {
		flips, ce := tr[e].flips, tr[e].canon
		for j < nf && (flips || tr[fr[j]].canon < ce) {
			g[k], k, j = fr[j], k+1, j+1
		}
		g[k], k = e, k+1
	}
	for ; j < nf; j++ {
		g[k], k = fr[j], k+1
	}
}

// sortByCode sorts cs by canonical code, interchangeable cards keeping
// their order (as slices.SortFunc does for so few).
func (tr *traitTable) sortByCode(cs []uint8) {
	for i := 1; i < len(cs); i++ {
		x, j := cs[i], i
		for ; j > 0 && tr[x].canon < tr[cs[j-1]].canon; j-- {
			cs[j] = cs[j-1]
		}
		cs[j] = x
	}
}

// forCombos calls f with every k-subset of xs, in order, once per
// different set up to interchangeable cards: at each step a card is skipped
// if one interchangeable with it could have been taken at that step before
// (so each set comes with its earliest cards).
func forCombos(xs []uint8, k int, f func([]uint8)) {
	var c combos
	c.run(xs, k, comboFunc(f))
}

// comboFunc is a plain function as a choiceSink of discards alone.
type comboFunc func([]uint8)

func (f comboFunc) choice(_, d []uint8) { f(d) }

// combos walks the k-subsets of forCombos, handing each to sink as its
// discards.
type combos struct {
	tr   *traitTable
	xs   []uint8
	k, n int
	buf  [16]uint8
	sink choiceSink
}

// run lists the k-subsets of xs to sink.
func (c *combos) run(xs []uint8, k int, sink choiceSink) {
	if c.tr == nil {
		c.tr = cardTraits()
	}
	c.xs, c.k, c.n, c.sink = xs, k, 0, sink
	c.rec(0)
	c.xs, c.sink = nil, nil
}

func (c *combos) rec(start int) {
	if c.n == c.k {
		c.sink.choice(nil, c.buf[:c.n])
		return
	}
	var tried [16]uint8
	nt := 0
	for i := start; i <= len(c.xs)-(c.k-c.n); i++ {
		x := c.tr[c.xs[i]].canon
		if slices.Contains(tried[:nt], x) {
			continue
		}
		tried[nt], nt = x, nt+1
		c.buf[c.n] = c.xs[i]
		c.n++
		c.rec(i + 1)
		c.n--
	}
}
