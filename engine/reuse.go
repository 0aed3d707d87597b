package engine

import "math/rand/v2"

// The search of the bots plays thousands of samples a second, so the
// engine offers games two optional interfaces that let it reuse memory
// instead of making garbage (see the package doc, "Writing a game for the
// bots"). A game that lacks them still works: Clone and Legal stand in.

// Copier is a Rules state that can be overwritten with a copy of another.
type Copier interface {
	// CopyFrom makes the receiver a deep copy of src (a state of the same
	// game), reusing the receiver's slices: once their capacities suffice it
	// allocates nothing. Afterwards the two share nothing mutable.
	CopyFrom(src Rules)
}

// LegalAppender is a Rules state that can write its legal lists into a
// caller's slice.
type LegalAppender interface {
	// LegalInto appends to dst the actions Legal(s) returns, in the same
	// order, and returns the extended slice. The actions may live in
	// storage the state reuses: they stay valid until the state changes or
	// LegalInto is called again for the same seat. Their keys stay valid
	// for ever.
	LegalInto(s Seat, dst []Action) []Action
}

// CopyRules returns a deep copy of src, written into dst when dst is a
// Copier (dst may be nil: then it is a fresh Clone).
func CopyRules(dst, src Rules) Rules {
	if c, ok := dst.(Copier); ok && dst != nil {
		c.CopyFrom(src)
		return dst
	}
	return src.Clone()
}

// LegalInto appends r's legal actions for seat s to dst: through
// r.LegalInto when r has it, else from r.Legal.
func LegalInto(r Rules, s Seat, dst []Action) []Action {
	if la, ok := r.(LegalAppender); ok {
		return la.LegalInto(s, dst)
	}
	return append(dst, r.Legal(s)...)
}

// Sample deals a determinized state of g from v into dst (nil for a fresh
// one) with g.DeterminizeInto when the game has it, else with
// g.Determinize, and returns it.
func (g *Game) Sample(dst Rules, v *SeatView, rng *rand.Rand) Rules {
	if g.DeterminizeInto != nil {
		return g.DeterminizeInto(dst, v, rng)
	}
	return g.Determinize(v, rng)
}
