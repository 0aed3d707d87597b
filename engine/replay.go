package engine

import (
	"fmt"
	"slices"
)

// Snapshot encodes the match's current state. Two matches that reached the
// same state give the same bytes; saves use it to check a replay. A bot's
// simulation (NewSim) has no snapshot: it returns ErrSimulation.
func (m *Match) Snapshot() ([]byte, error) {
	if m.sim {
		return nil, ErrSimulation
	}
	r, err := m.rules.MarshalMsg(nil)
	if err != nil {
		return nil, fmt.Errorf("engine: snapshot of %s: %w", m.game.ID, err)
	}
	g, err := m.pcg.MarshalBinary()
	if err != nil {
		return nil, fmt.Errorf("engine: snapshot of the random generator: %w", err)
	}
	return (&snapshot{Rules: r, RNG: g, Log: m.log}).MarshalMsg(nil)
}

// Restore rebuilds a match from its seed and setup, an optional base
// snapshot and the moves made since. Every move is checked as it is
// replayed, so a history that does not fit the rules is refused with an
// error wrapping ErrIllegal (or the decoding error of a bad base).
func Restore(g *Game, setup Setup, seed uint64, base []byte, history []Move) (*Match, error) {
	var m *Match
	if base == nil {
		var err error
		if m, err = NewMatch(g, setup, seed); err != nil {
			return nil, err
		}
	} else {
		var s snapshot
		if _, err := s.UnmarshalMsg(base); err != nil {
			return nil, fmt.Errorf("engine: restore %s: base: %w", g.ID, err)
		}
		r, err := g.Decode(s.Rules)
		if err != nil {
			return nil, fmt.Errorf("engine: restore %s: base state: %w", g.ID, err)
		}
		m = &Match{game: g, setup: setup, seed: seed, base: slices.Clone(base), rules: r, log: s.Log}
		m.pcg, m.rng = newRNG(seed)
		if err := m.pcg.UnmarshalBinary(s.RNG); err != nil {
			return nil, fmt.Errorf("engine: restore %s: random generator: %w", g.ID, err)
		}
	}
	for i, mv := range history {
		if err := m.ApplyKey(mv.Seat, mv.Key); err != nil {
			return nil, fmt.Errorf("engine: restore %s: move %d: %w", g.ID, i+1, err)
		}
	}
	return m, nil
}

// Undo takes back the last n moves by replaying the match without them.
// It returns an error wrapping ErrNothingToUndo when fewer than n moves are
// kept, and leaves the match as it was.
func (m *Match) Undo(n int) error {
	if n <= 0 {
		return nil
	}
	if n > len(m.history) {
		return fmt.Errorf("%w: %d moves kept, %d asked", ErrNothingToUndo, len(m.history), n)
	}
	r, err := Restore(m.game, m.setup, m.seed, m.base, m.history[:len(m.history)-n])
	if err != nil {
		return err
	}
	r.played = m.played // the time played is not taken back
	*m = *r
	return nil
}
