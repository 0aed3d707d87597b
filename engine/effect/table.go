package effect

import (
	"fmt"
	"slices"

	"overdeck/engine"
)

// Table is a Registry bound to one game's Board and state. It is a small
// value: make one whenever needed (Registry.Bind). Every method that changes
// the Board ends by settling it: any effect whose origin power is no longer
// held ends at once, and queued triggers of such powers are dropped.
type Table[G any] struct {
	Rules *Registry[G]
	Board *Board
	Game  G
	cache *Cache[G]
}

// Context is what a hook receives: the Table and the power whose hook runs.
type Context[G any] struct {
	Table[G]
	Power Holding
}

// settle ends every effect whose origin power is no longer held, and drops
// queued triggers of powers no longer held. Grant and Counter effects change
// what is held, so they end one at a time in creation order, each followed
// by a fresh look; the others end together. A trigger already resolving is
// not queued, so it finishes normally.
func (t Table[G]) settle() {
	b := t.Board
	for {
		hs := t.holdings()
		lost := func(e Effect) bool { return e.OriginDef != "" && !heldIn(hs, e.OriginSource, e.OriginDef) }
		if slices.ContainsFunc(b.Effects, lost) {
			b.Effects = slices.DeleteFunc(b.Effects, func(e Effect) bool {
				return lost(e) && e.Kind != Grant && e.Kind != Counter
			})
		}
		i := slices.IndexFunc(b.Effects, lost)
		if i < 0 {
			if slices.ContainsFunc(b.Queue, func(q Trigger) bool { return !heldIn(hs, q.Power.Source, q.Power.Def) }) {
				b.Queue = slices.DeleteFunc(b.Queue, func(q Trigger) bool {
					return !heldIn(hs, q.Power.Source, q.Power.Def)
				})
			}
			return
		}
		b.Effects = slices.Delete(b.Effects, i, i+1)
	}
}

// Holdings returns the powers and abilities src holds now, possessed and
// used, in the order described on Raise; countered ones are not among them.
func (t Table[G]) Holdings(src SourceID) []Holding {
	var out []Holding
	for _, h := range t.holdings() {
		if h.Source == src {
			out = append(out, h.Holding)
		}
	}
	return out
}

// Holds returns how src holds def now, preferring possession.
func (t Table[G]) Holds(src SourceID, def string) (Holding, bool) {
	used := -1
	hs := t.holdings() // no hook runs below: the list cannot change
	for i := range hs {
		if h := &hs[i].Holding; h.Source == src && h.Def == def {
			if h.Mode == Possess {
				return *h, true
			}
			if used < 0 {
				used = i
			}
		}
	}
	if used >= 0 {
		return hs[used].Holding, true
	}
	return Holding{}, false
}

// Possesses reports whether src possesses def now, uncountered.
func (t Table[G]) Possesses(src SourceID, def string) bool {
	h, ok := t.Holds(src, def)
	return ok && h.Mode == Possess
}

// Uses reports whether src holds def now in any way (possessed or used).
func (t Table[G]) Uses(src SourceID, def string) bool {
	_, ok := t.Holds(src, def)
	return ok
}

// Print records defs as printed on src (a dial, a base, a card) under ctrl.
// It returns ErrUnknownDef, printing nothing, if any def is not registered.
func (t Table[G]) Print(src SourceID, ctrl engine.Seat, defs ...string) error {
	for _, d := range defs {
		if t.Rules.defs[d] == nil {
			return fmt.Errorf("%w: %q", ErrUnknownDef, d)
		}
	}
	for _, d := range defs {
		t.Board.Printed = append(t.Board.Printed, Printed{Source: src, Def: d, Controller: ctrl})
	}
	t.settle()
	return nil
}

// Unprint removes defs from what is printed on src: the source loses them,
// and every effect they created ends.
func (t Table[G]) Unprint(src SourceID, defs ...string) {
	t.Board.Printed = slices.DeleteFunc(t.Board.Printed, func(p Printed) bool {
		return p.Source == src && slices.Contains(defs, p.Def)
	})
	t.settle()
}

// SetDial makes powers the only powers showing in src's stat slot: the
// powers printed on src before are replaced, its abilities stay. It returns
// ErrUnknownDef, changing nothing, if a def is not registered.
func (t Table[G]) SetDial(src SourceID, ctrl engine.Seat, powers ...string) error {
	for _, d := range powers {
		if t.Rules.defs[d] == nil {
			return fmt.Errorf("%w: %q", ErrUnknownDef, d)
		}
	}
	t.Board.Printed = slices.DeleteFunc(t.Board.Printed, func(p Printed) bool {
		d := t.Rules.defs[p.Def]
		return p.Source == src && (d == nil || d.Category.IsPower())
	})
	return t.Print(src, ctrl, powers...)
}

// Leave removes src from play: what is printed on it, effects that target
// it or are attached to it, and tokens on it. Effects of its powers end.
func (t Table[G]) Leave(src SourceID) {
	b := t.Board
	b.Printed = slices.DeleteFunc(b.Printed, func(p Printed) bool { return p.Source == src })
	b.Effects = slices.DeleteFunc(b.Effects, func(e Effect) bool {
		return e.Target == src || (e.Lasts.Until == Attached && e.Lasts.To == src)
	})
	b.Tokens = slices.DeleteFunc(b.Tokens, func(k Token) bool { return k.Source == src })
	t.settle()
}

// Create adds e with this power as its origin and controller (see Table.Add
// for the errors).
func (c Context[G]) Create(e Effect) (EffectID, error) {
	e.OriginSource, e.OriginDef, e.Controller = c.Power.Source, c.Power.Def, c.Power.Controller
	return c.Add(e)
}

// Modify gives target amount more (or less) of stat for d.
func (c Context[G]) Modify(target SourceID, stat Stat, amount int, d Duration) (EffectID, error) {
	return c.Create(Effect{Kind: Modifier, Target: target, Stat: stat, Amount: int32(amount), Lasts: d})
}

// Counter counters target's possessed power def for d. It returns
// ErrCannotCounter when target only uses def.
func (c Context[G]) Counter(target SourceID, def string, d Duration) (EffectID, error) {
	return c.Create(Effect{Kind: Counter, Target: target, Def: def, Lasts: d})
}

// Grant makes target possess (Possess) or use (Use) def for d.
func (c Context[G]) Grant(target SourceID, def string, m Mode, d Duration) (EffectID, error) {
	return c.Create(Effect{Kind: Grant, Target: target, Def: def, Mode: m, Lasts: d})
}

// Ignore makes target ignore effects on it that match r, for d.
func (c Context[G]) Ignore(target SourceID, r IgnoreRule, d Duration) (EffectID, error) {
	return c.Create(Effect{Kind: Ignore, Target: target, Stat: r.Stat, Def: r.Def, Opposing: r.Opposing, Lasts: d})
}
