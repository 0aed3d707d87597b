package effect

import (
	"cmp"
	"math"
	"slices"
	"unsafe"
)

// holding is a Holding with its definition looked up once.
type holding[G any] struct {
	Holding
	def *Def[G]
}

// holdings lists every power held on the Board in source order: for each
// source, printed ones in print order, then those given by Grant effects in
// creation order, each followed at once by the powers its wording grants.
// Countered possessed powers, and whatever only they grant, are left out.
// The list is shared with the Cache: read it, never change it.
func (t Table[G]) holdings() []holding[G] {
	hs, _ := t.lookup()
	return hs
}

// active lists the held powers once each, the first holding of a power on a
// source standing for it: these are the ones whose hooks run. The list is
// shared with the Cache: read it, never change it.
func (t Table[G]) active() []holding[G] {
	_, act := t.lookup()
	return act
}

// build works out holdings afresh. Boards hold a handful of powers, so
// plain scans beat maps here.
func (t Table[G]) build(out []holding[G]) []holding[G] {
	b := t.Board
	// Printed first, then grants, each in their order: in the Cache's own
	// working list (nothing else sees it), which a stack array would not
	// spare, as it would escape through it.
	var seeds []Holding
	if c := t.cache; c != nil {
		seeds = c.seeds[:0]
	} else {
		seeds = make([]Holding, 0, len(b.Printed)+len(b.Effects))
	}
	counters := false
	for _, p := range b.Printed {
		seeds = append(seeds, Holding{Source: p.Source, Def: p.Def, Controller: p.Controller, Mode: Possess})
	}
	for _, e := range b.Effects {
		switch e.Kind {
		case Counter:
			counters = true
		case Grant:
			seeds = append(seeds, Holding{Source: e.Target, Def: e.Def, Controller: e.Controller, Mode: e.Mode, Via: e.OriginDef, Grant: e.ID})
		}
	}
	if c := t.cache; c != nil {
		c.seeds = seeds
	}
	if !slices.IsSortedFunc(seeds, bySource) {
		slices.SortStableFunc(seeds, bySource)
	}
	if out == nil {
		// Room to grow: powers printed later are appended in place (see Cache).
		out = make([]holding[G], 0, 2*len(seeds)+4)
	}
	for _, h := range seeds {
		out = t.addHolding(out, h, counters)
	}
	return out
}

// bySource orders holdings by source.
func bySource(a, b Holding) int { return cmp.Compare(a.Source, b.Source) }

// addHolding appends h (unless countered, unknown or already there with the
// same mode) and then the powers its wording grants.
func (t Table[G]) addHolding(out []holding[G], h Holding, counters bool) []holding[G] {
	d := t.Rules.defs[h.Def]
	if d == nil {
		return out
	}
	if counters && h.Mode == Possess && d.Category.Counterable() && t.countered(h.Source, h.Def) {
		return out
	}
	for i := range out {
		if o := &out[i]; o.Source == h.Source && o.Mode == h.Mode && o.Def == h.Def {
			return out
		}
	}
	out = append(out, holding[G]{h, d})
	for _, g := range d.Grants {
		out = t.addHolding(out, Holding{Source: h.Source, Def: g.Def, Controller: h.Controller, Mode: g.Mode, Via: h.Def}, counters)
	}
	return out
}

// heldIn reports whether hs holds def on src.
func heldIn[G any](hs []holding[G], src SourceID, def string) bool {
	for i := range hs {
		if hs[i].Source == src && hs[i].Def == def {
			return true
		}
	}
	return false
}

// Cache remembers what a Board's powers are between Table calls, so that
// Value, Raise and Run do not work them out again while nothing they depend
// on changed. It checks the Board's printed powers and Grant and Counter
// effects on every use, so a Board changed behind its back is never read
// stale. A Cache belongs to one Board and one goroutine: a game keeps one
// per state, and a copy of the state starts from Clone (or the zero Cache).
//
// A Cache makes little garbage: a list it hands out is never written over
// within the length handed out, but while no other Cache shares it (Clone
// and CopyFrom share), the powers printed since are appended after that
// length, in the room the list has left.
type Cache[G any] struct {
	printed []Printed
	effects []Effect // the Grant and Counter effects, in order
	hs, act []holding[G]
	top     SourceID // the highest source printed or granted to
	ok      bool
	shared  bool      // another Cache may hold the same lists: grow none in place
	seeds   []Holding // build's working list
	fired   []Trigger // Raise's working list
	walking int       // Table calls walking the lists while hooks run (see enter)
	// Lists this Cache alone made and no longer hands out: spare ones
	// nobody holds, which the next lists made afresh reuse, and retired
	// ones that a walk under way may still read, spare once it ends.
	spare, retired [][]holding[G]
}

// maxSpare bounds the spare lists a Cache keeps.
const maxSpare = 8

// takeSpare returns an empty spare list, or nil (always for a nil c).
func (c *Cache[G]) takeSpare() []holding[G] {
	if c == nil {
		return nil
	}
	n := len(c.spare)
	if n == 0 {
		return nil
	}
	l := c.spare[n-1]
	c.spare[n-1] = nil
	c.spare = c.spare[:n-1]
	return l[:0]
}

// retire files list l, which c no longer hands out: spare at once when no
// walk is under way, else when the walks end.
func (c *Cache[G]) retire(l []holding[G]) {
	switch {
	case cap(l) == 0:
	case c.walking > 0:
		c.retired = append(c.retired, l)
	case len(c.spare) < maxSpare:
		c.spare = append(c.spare, l)
	}
}

// enter marks a walk of the lists that runs hooks, which may change the
// Board: until leave, the lists are never worked out again in place.
func (t Table[G]) enter() {
	if t.cache != nil {
		t.cache.walking++
	}
}

// leave ends what enter began.
func (t Table[G]) leave() {
	if c := t.cache; c != nil {
		c.walking--
		if c.walking == 0 && len(c.retired) > 0 {
			for i, l := range c.retired {
				if len(c.spare) < maxSpare {
					c.spare = append(c.spare, l)
				}
				c.retired[i] = nil
			}
			c.retired = c.retired[:0]
		}
	}
}

// valid reports whether c was made for b as it is now.
func (c *Cache[G]) valid(b *Board) bool {
	return c.ok && slices.Equal(c.printed, b.Printed) && c.sameEffects(b)
}

// grown reports whether b is the Board c was made for with powers printed
// since, on sources above every source c knows and in source order: then
// the holdings are c's followed by the new ones, as build would sort them.
func (c *Cache[G]) grown(b *Board) bool {
	n := len(c.printed)
	if !c.ok || c.top == math.MaxInt32 || len(b.Printed) <= n || !slices.Equal(c.printed, b.Printed[:n]) {
		return false
	}
	last := c.top + 1
	for _, p := range b.Printed[n:] {
		if p.Source < last {
			return false
		}
		last = p.Source
	}
	return c.sameEffects(b)
}

// sameEffects reports whether b has the Grant and Counter effects c saw.
func (c *Cache[G]) sameEffects(b *Board) bool {
	k := 0
	for i := range b.Effects {
		if e := &b.Effects[i]; e.Kind == Grant || e.Kind == Counter {
			if k == len(c.effects) || c.effects[k] != *e {
				return false
			}
			k++
		}
	}
	return k == len(c.effects)
}

// Clone returns a Cache for a copy of the Board c was made for: it starts
// with what c knows, and the two never change each other. A nil c clones
// to nil.
func (c *Cache[G]) Clone() *Cache[G] {
	if c == nil {
		return nil
	}
	c.shared = true // neither may grow the lists in place from now on
	d := *c
	d.seeds, d.fired, d.walking, d.spare, d.retired = nil, nil, 0, nil, nil
	return &d
}

// CopyFrom makes c what src knows, as Clone does, without a new Cache:
// a bot's sample starts each iteration from the Cache of the view's Board.
func (c *Cache[G]) CopyFrom(src *Cache[G]) {
	src.shared = true
	seeds, fired, walking, spare, retired := c.seeds, c.fired, c.walking, c.spare, c.retired
	*c = *src
	c.seeds, c.fired, c.walking, c.spare, c.retired = seeds, fired, walking, spare, retired
}

// Load makes c know what src knows, like CopyFrom, but in c's own lists:
// src keeps its lists to itself and c grows its own in place. c's old lists
// are written over, so call it only when nothing walks them (a bot deals
// its next sample into the same state between two searches of a sample).
func (c *Cache[G]) Load(src *Cache[G]) {
	if c.shared {
		*c = Cache[G]{walking: c.walking, spare: c.spare, retired: c.retired}
	}
	c.printed = append(c.printed[:0], src.printed...)
	c.effects = append(c.effects[:0], src.effects...)
	c.hs = append(c.hs[:0], src.hs...)
	c.act = append(c.act[:0], src.act...)
	c.top, c.ok = src.top, src.ok
}

// fill remembers hs and the active holdings act for b. A clone sharing the
// old lists is not changed: c's own comparison lists are written over only
// while no other Cache shares them.
func (c *Cache[G]) fill(b *Board, hs, act []holding[G]) {
	if !c.shared {
		// Lists c alone made and replaces now are free once no walk reads them.
		if unsafe.SliceData(c.hs) != unsafe.SliceData(hs) {
			c.retire(c.hs)
		}
		if unsafe.SliceData(c.act) != unsafe.SliceData(act) {
			c.retire(c.act)
		}
	}
	if c.shared {
		c.printed, c.effects, c.shared = nil, nil, false
	}
	c.printed = append(c.printed[:0], b.Printed...)
	c.effects = c.effects[:0]
	c.top = math.MinInt32
	for _, p := range b.Printed {
		c.top = max(c.top, p.Source)
	}
	for _, e := range b.Effects {
		if e.Kind == Grant || e.Kind == Counter {
			c.effects = append(c.effects, e)
		}
		if e.Kind == Grant {
			c.top = max(c.top, e.Target)
		}
	}
	c.hs, c.act, c.ok = hs, act, true
}

// lookup returns holdings and active holdings, from the Cache when it is
// valid. A Cache is refilled with new lists, never written over, so a hook
// that runs while a caller walks a list cannot change it under the caller.
func (t Table[G]) lookup() (hs, act []holding[G]) {
	c := t.cache
	switch {
	case c != nil && c.valid(t.Board):
		return c.hs, c.act
	case c != nil && c.grown(t.Board):
		counters := slices.ContainsFunc(c.effects, func(e Effect) bool { return e.Kind == Counter })
		// The new powers go after the old ones: in place while c alone has
		// the lists and they have room (a caller walking them sees only the
		// length it was given), else in new lists with room to grow.
		room := 2 * (len(t.Board.Printed) - len(c.printed))
		hs, act = c.hs, c.act
		if c.shared || cap(hs)-len(hs) < room || cap(act)-len(act) < room {
			hs = append(slices.Grow(c.takeSpare(), 2*(len(c.hs)+room)), c.hs...)
			act = append(slices.Grow(c.takeSpare(), 2*(len(c.act)+room)), c.act...)
		}
		for _, p := range t.Board.Printed[len(c.printed):] {
			hs = t.addHolding(hs, Holding{Source: p.Source, Def: p.Def, Controller: p.Controller, Mode: Possess}, counters)
		}
		for _, h := range hs[len(c.hs):] {
			if !heldIn(act, h.Source, h.Def) {
				act = append(act, h)
			}
		}
	default:
		if c != nil && !c.shared && c.walking == 0 {
			// Nobody walks c's lists and no other Cache has them: work
			// them out again in place.
			hs, act = t.build(c.hs[:0]), c.act[:0]
		} else {
			hs = t.build(c.takeSpare())
			act = slices.Grow(c.takeSpare(), len(hs)) // len, not cap: caps fed back would double each time
		}
		for _, h := range hs {
			if !heldIn(act, h.Source, h.Def) {
				act = append(act, h)
			}
		}
	}
	if c != nil {
		c.fill(t.Board, hs, act)
	}
	return hs, act
}
