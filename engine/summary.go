package engine

// EachMove replays the kept moves of m from its start (its seed, or the
// base it was last rebased on), calling f with the full state before and
// after each move: a game's end-of-game summary counts what happened
// along the way (damage dealt, KOs) from it. A simultaneous choice that
// waits for the other seat's leaves the state as it was. EachMove returns
// an error when the moves no longer replay (wrapping ErrIllegal).
func (m *Match) EachMove(f func(before, after Rules)) error {
	r, err := Restore(m.game, m.setup, m.seed, m.base, nil)
	if err != nil {
		return err
	}
	for _, mv := range m.history {
		before := r.rules.Clone()
		if err := r.ApplyKey(mv.Seat, mv.Key); err != nil {
			return err
		}
		f(before, r.rules)
	}
	return nil
}
