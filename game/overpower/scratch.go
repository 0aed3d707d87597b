package overpower

// lists is a state's spare working lists: the move generator borrows one
// for a list it reads and drops within a call (a hand with the cards
// placed on a character, the targets, a trial list of follow-ups) and
// gives it back, so that listing moves makes no garbage once the lists
// have grown. Each state has its own: CopyFrom and DeterminizeInto keep
// the receiver's.
type lists struct {
	u16 spare[uint16]
	i8  spare[int8]
	mv  spare[Move]
}

// spare is a stack of lists given back, ready to be lent again.
type spare[T any] [][]T

// take lends an empty list: one given back, else a new one of capacity n.
func (s *spare[T]) take(n int) []T {
	k := len(*s)
	if k == 0 {
		return make([]T, 0, n)
	}
	b := (*s)[k-1]
	*s = (*s)[:k-1]
	return b[:0]
}

// give takes back a list lent by take.
func (s *spare[T]) give(b []T) { *s = append(*s, b) }

// take16 lends an empty list of instances; give16 takes it back.
func (g *State) take16() []uint16  { return g.ls.u16.take(16) }
func (g *State) give16(b []uint16) { g.ls.u16.give(b) }

// take8 lends an empty list of characters; give8 takes it back.
func (g *State) take8() []int8  { return g.ls.i8.take(8) }
func (g *State) give8(b []int8) { g.ls.i8.give(b) }

// takeMoves lends an empty list of moves; giveMoves takes it back.
func (g *State) takeMoves() []Move  { return g.ls.mv.take(16) }
func (g *State) giveMoves(b []Move) { g.ls.mv.give(b) }

// some reports whether a list lent by takeMoves has a move, and takes it
// back.
func (g *State) some(l []Move) bool {
	g.giveMoves(l)
	return len(l) > 0
}
