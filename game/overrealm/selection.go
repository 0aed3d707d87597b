package overrealm

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
