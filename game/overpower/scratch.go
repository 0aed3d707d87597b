package overpower

// lists is a state's spare working lists: the move generator borrows one
// for a list it reads and drops within a call (a hand with the cards
// placed on a character, the targets, a trial list of follow-ups) and
// gives it back, so that listing moves makes no garbage once the lists
// have grown. Each state has its own: CopyFrom and DeterminizeInto keep
// the receiver's.
type lists struct {
	u16 [][]uint16
	i8  [][]int8
	mv  [][]Move
}

// take16 lends an empty list of instances.
func (g *State) take16() []uint16 {
	n := len(g.ls.u16)
	if n == 0 {
		return make([]uint16, 0, 16)
	}
	b := g.ls.u16[n-1]
	g.ls.u16 = g.ls.u16[:n-1]
	return b[:0]
}

// give16 takes back a list lent by take16.
func (g *State) give16(b []uint16) { g.ls.u16 = append(g.ls.u16, b) }

// take8 lends an empty list of characters.
func (g *State) take8() []int8 {
	n := len(g.ls.i8)
	if n == 0 {
		return make([]int8, 0, 8)
	}
	b := g.ls.i8[n-1]
	g.ls.i8 = g.ls.i8[:n-1]
	return b[:0]
}

// give8 takes back a list lent by take8.
func (g *State) give8(b []int8) { g.ls.i8 = append(g.ls.i8, b) }

// takeMoves lends an empty list of moves.
func (g *State) takeMoves() []Move {
	n := len(g.ls.mv)
	if n == 0 {
		return make([]Move, 0, 16)
	}
	b := g.ls.mv[n-1]
	g.ls.mv = g.ls.mv[:n-1]
	return b[:0]
}

// giveMoves takes back a list lent by takeMoves.
func (g *State) giveMoves(b []Move) { g.ls.mv = append(g.ls.mv, b) }

// some reports whether a list lent by takeMoves has a move, and takes it
// back.
func (g *State) some(l []Move) bool {
	g.giveMoves(l)
	return len(l) > 0
}
