package overrealm

import (
	"slices"
	"sort"

	"overdeck/engine"
)

// canSwitch reports whether seat may select a switch action toward the
// monster in spot side (1 left, 2 right): never to a KO'd monster, not while
// stunned, not while an enemy lockdown holds.
func (s *State) canSwitch(seat, side int) bool {
	p := &s.P[seat]
	if p.Mons[p.Spot[side]].KO || s.Active(seat).Cond&condStun != 0 {
		return false
	}
	return !s.lockedDown(seat)
}

// buffSlots returns how many buff cards seat may play on action a now.
func (s *State) buffSlots(seat int, a *ActionCard) int {
	m := s.Active(seat)
	if a.Kind != Attack || s.noBuffs(m) {
		return 0
	}
	n := s.slots(seat, a)
	if s.Board.TokenCount(monSrc(seat, s.P[seat].active()), tokWish) > 0 {
		n++ // Three Wishes: one more buff card, spending a wish
	}
	return n
}

// slots returns the buff slots of action a for seat: printed, plus one per
// tormented enemy action for Wildfire.
func (s *State) slots(seat int, a *ActionCard) int {
	n := int(a.Slots)
	if a.TormentSlots {
		n += s.tormented(1 - seat)
	}
	return n
}

// noBuffs reports whether m cannot use buff cards (fatigued Water, Electric
// or Fire monster).
func (s *State) noBuffs(m *Mon) bool {
	d := m.def()
	return m.Cond&condFatigue != 0 && (d.Has(Water) || d.Has(Electric) || d.Has(Fire))
}

// usable reports whether seat's active monster may select action i at all.
func (s *State) usable(seat, i int) bool {
	p := &s.P[seat]
	m := s.Active(seat)
	a := &m.def().Actions[i]
	return m.Spent&(1<<i) == 0 && len(p.Hand) >= int(a.Discard)
}

// selectionLegal lists every distinct choice of the selection phase.
func (s *State) selectionLegal(seat int) []engine.Action {
	p := &s.P[seat]
	var out []engine.Action
	add := func(c Choice) { out = append(out, action{c.Key(), s.describe(seat, c)}) }
	add(Choice{Kind: selDraw})
	if p.Maneuver > 0 {
		add(Choice{Kind: selCounter})
	}
	if s.canSwitch(seat, 1) {
		add(Choice{Kind: selLeft})
	}
	if s.canSwitch(seat, 2) {
		add(Choice{Kind: selRight})
	}
	for i := 0; i < 4; i++ {
		if !s.usable(seat, i) {
			continue
		}
		for _, c := range s.withSide(seat, i, s.cardChoices(seat, i)) {
			add(c)
			if p.Maneuver > 0 {
				c.Prot = true
				add(c)
			}
		}
	}
	return out
}

// cardChoices enumerates the buffs (in resolution order) and discards seat
// may choose for action i, one choice per distinct outcome.
func (s *State) cardChoices(seat, i int) []Choice {
	hand := slices.Clone(s.P[seat].Hand)
	slices.Sort(hand)
	a := &s.Active(seat).def().Actions[i]
	slots := s.buffSlots(seat, a)
	seen := map[string]bool{}
	var out []Choice
	var rec func(buffs []uint8, used uint8)
	rec = func(buffs []uint8, used uint8) {
		need := int(a.Discard)
		for _, b := range buffs {
			c, _ := Card(b)
			need += int(c.Extra)
		}
		var rest []uint8
		for j, c := range hand {
			if used&(1<<j) == 0 {
				rest = append(rest, c)
			}
		}
		if need <= len(rest) {
			ordered := orderBuffs(buffs)
			forCombos(rest, need, func(d []uint8) {
				c := Choice{Kind: selMonster, Act: int8(i), Buffs: ordered, Discards: slices.Clone(d)}
				sig := signature(c)
				if !seen[sig] {
					seen[sig] = true
					out = append(out, c)
				}
			})
		}
		if len(buffs) == slots {
			return
		}
		for j, c := range hand {
			if used&(1<<j) == 0 {
				rec(append(slices.Clone(buffs), c), used|1<<j)
			}
		}
	}
	rec(nil, 0)
	return out
}

// withSide expands the choices of action i with the benched monster the
// player names, when the action asks for one (Bench).
func (s *State) withSide(seat, i int, cs []Choice) []Choice {
	if !s.Active(seat).def().Actions[i].Bench {
		return cs
	}
	sides := s.pickOptions(seat)
	if len(sides) == 0 {
		return cs
	}
	var out []Choice
	for _, c := range cs {
		for _, side := range sides {
			c.Side = int8(side)
			out = append(out, c)
		}
	}
	return out
}

// orderBuffs puts buffs in canonical resolution order: by timing; within a
// timing, buffs that flip nothing first (by code), then flipping ones in the
// order chosen.
func orderBuffs(b []uint8) []uint8 {
	o := slices.Clone(b)
	sort.SliceStable(o, func(i, j int) bool {
		ci, _ := Card(o[i])
		cj, _ := Card(o[j])
		if ci.Timing != cj.Timing {
			return ci.Timing < cj.Timing
		}
		fi, fj := ci.Flip > 0, cj.Flip > 0
		if fi != fj {
			return !fi
		}
		return !fi && o[i] < o[j]
	})
	return o
}

// signature identifies a choice up to interchangeable cards.
func signature(c Choice) string {
	b := make([]byte, 0, 16)
	for _, x := range c.Buffs {
		b = append(b, canon(x))
	}
	b = append(b, 255)
	d := make([]byte, 0, len(c.Discards))
	for _, x := range c.Discards {
		d = append(d, canon(x))
	}
	slices.Sort(d)
	return string(append(b, d...))
}

// canon returns the smallest card code interchangeable with c.
func canon(c uint8) uint8 {
	if c >= StdCard {
		return c
	}
	for k := c - c%4; k < c; k++ {
		if same(k, c) {
			return k
		}
	}
	return c
}

// forCombos calls f with every k-subset of xs (in order).
func forCombos(xs []uint8, k int, f func([]uint8)) {
	buf := make([]uint8, 0, k)
	var rec func(start int)
	rec = func(start int) {
		if len(buf) == k {
			f(buf)
			return
		}
		for i := start; i <= len(xs)-(k-len(buf)); i++ {
			buf = append(buf, xs[i])
			rec(i + 1)
			buf = buf[:len(buf)-1]
		}
	}
	rec(0)
}

// validChoice checks a parsed choice against seat's hand and board (Legal
// already guarantees it; scenarios use it for clear errors).
func (s *State) validChoice(seat int, key string) bool {
	for _, a := range s.selectionLegal(seat) {
		if a.Key() == key {
			return true
		}
	}
	return false
}
