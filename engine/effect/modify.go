package effect

import "overdeck/engine"

// A game effect as an ignore rule sees it: what it is about, which power
// created it and who controls it.
type about struct {
	stat       Stat
	originDef  string
	controller engine.Seat
}

// ignorer is one ignore rule in force on a target: from a held power's
// Ignores (its holder ignores) or from an Ignore effect.
type ignorer struct {
	IgnoreRule
	self about // the ignore rule as a game effect itself
}

func (r ignorer) matches(a about) bool {
	return (r.Stat == "" || r.Stat == a.stat) &&
		(r.Def == "" || r.Def == a.originDef) &&
		(!r.Opposing || a.controller != r.self.controller)
}

// ignorers returns the ignore rules on target that are not themselves
// ignored, by the self-reference rule of seed 002 as the package doc writes
// it down: each rule in turn (powers' Ignores in holding order, then Ignore
// effects in creation order) is supposed ignored, and is ignored only if a
// rule still in force then ignores it.
func (t Table[G]) ignorers(hs []holding[G], target SourceID) []ignorer {
	var rs []ignorer
	for _, h := range hs {
		if d := h.def; h.Source == target && d.Ignores != nil {
			rs = append(rs, ignorer{*d.Ignores, about{d.Ignores.Stat, h.Def, h.Controller}})
		}
	}
	for _, e := range t.Board.Effects {
		if e.Kind == Ignore && e.Target == target {
			r := IgnoreRule{Stat: e.Stat, Def: e.Def, Opposing: e.Opposing}
			rs = append(rs, ignorer{r, about{e.Stat, e.OriginDef, e.Controller}})
		}
	}
	ignored := make([]bool, len(rs))
	for j := range rs {
		ignored[j] = true
		still := false
		for i := range rs {
			if !ignored[i] && rs[i].matches(rs[j].self) {
				still = true
				break
			}
		}
		ignored[j] = still
	}
	var out []ignorer
	for i, r := range rs {
		if !ignored[i] {
			out = append(out, r)
		}
	}
	return out
}

func ignoredBy(rs []ignorer, a about) bool {
	for _, r := range rs {
		if r.matches(a) {
			return true
		}
	}
	return false
}

// Ignores reports whether target ignores a game effect about stat created by
// the power originDef ("" for a rule of the game) of controller, under the
// ignore rules in force on it now. Games use it for effects they apply
// themselves; Value applies it to modifiers.
func (t Table[G]) Ignores(target SourceID, stat Stat, originDef string, controller engine.Seat) bool {
	return ignoredBy(t.ignorers(t.active(), target), about{stat, originDef, controller})
}

// Value returns target's stat, starting from base (its printed value), as
// modified now. It is computed afresh on every call from the powers held and
// the effects in the game, never stored. Order: the Modify hooks of every
// held, uncountered power in holding order (see Raise), each given the
// running value; then the Amounts of Modifier effects in creation order.
// Modifiers that target ignores are skipped.
func (t Table[G]) Value(base int, stat Stat, target SourceID) int {
	t.enter()
	defer t.leave()
	hs := t.active()
	rs := t.ignorers(hs, target)
	v := base
	for _, h := range hs {
		d := h.def
		if d.Modify != nil && !ignoredBy(rs, about{stat, h.Def, h.Controller}) {
			v = d.Modify(Context[G]{t, h.Holding}, stat, target, v)
		}
	}
	for _, e := range t.Board.Effects {
		if e.Kind == Modifier && e.Target == target && e.Stat == stat &&
			!ignoredBy(rs, about{stat, e.OriginDef, e.Controller}) {
			v += int(e.Amount)
		}
	}
	return v
}
