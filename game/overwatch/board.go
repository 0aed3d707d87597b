package overwatch

import (
	"slices"
)

// The battlefield: rows, columns, adjacency, placement and moves. A hero's
// column is a small integer; the first hero a side plays in a round stands
// in column 0 (the middle), and both sides share the same column numbers,
// so "directly opposite" is the same row and column on the other side.

// MaxHeroes is how many heroes (living or defeated) a side may hold: the
// six every player must play in a round.
const MaxHeroes = 6

// rowNames names the rows.
var rowNames = [3]string{"Front", "Middle", "Back"}

// hero returns the hero with that ID, or nil.
func (g *State) hero(id int32) *Hero {
	for i := range g.Heroes {
		if g.Heroes[i].ID == id {
			return &g.Heroes[i]
		}
	}
	return nil
}

// card returns the card of h.
func (h *Hero) card() *Card { return cards[h.Card] }

// MaxHP returns h's health: its card's plus Mauga's counters.
func (h *Hero) MaxHP() int { return int(h.card().HP) + int(h.Bonus) }

// Health returns the health h has left.
func (h *Hero) Health() int { return max(0, h.MaxHP()-int(h.Dmg)) }

// count returns how many heroes (living or defeated) side holds.
func (g *State) count(side int) int {
	n := 0
	for i := range g.Heroes {
		if int(g.Heroes[i].Side) == side {
			n++
		}
	}
	return n
}

// row returns the IDs of side's heroes in row, left to right (defeated
// heroes included).
func (g *State) row(side int, row int8) []int32 {
	var hs []*Hero
	for i := range g.Heroes {
		if h := &g.Heroes[i]; int(h.Side) == side && h.Row == row {
			hs = append(hs, h)
		}
	}
	slices.SortFunc(hs, func(a, b *Hero) int { return int(a.Col) - int(b.Col) })
	out := make([]int32, len(hs))
	for i, h := range hs {
		out[i] = h.ID
	}
	return out
}

// at returns side's hero at row and column, or nil.
func (g *State) at(side int, row, col int8) *Hero {
	for i := range g.Heroes {
		if h := &g.Heroes[i]; int(h.Side) == side && h.Row == row && h.Col == col {
			return h
		}
	}
	return nil
}

// Adjacent reports whether a and b are adjacent: the same side, the same
// row, next to each other.
func Adjacent(a, b *Hero) bool {
	return a.ID != b.ID && a.Side == b.Side && a.Row == b.Row && (a.Col-b.Col == 1 || b.Col-a.Col == 1)
}

// Slot is a place on a side of the battlefield.
type Slot struct{ Row, Col int8 }

// Slots returns where side may play its next hero: column 0 of any row for
// its first hero of the round; later, either end of a row that has heroes
// (never leaving a gap), or, in an empty row, any column already holding
// one of its heroes in another row (never alone in both row and column).
func (g *State) Slots(side int) []Slot { return g.appendSlots(side, nil) }

// appendSlots appends what Slots returns to out.
func (g *State) appendSlots(side int, out []Slot) []Slot {
	for r := Front; r <= Back; r++ {
		ids := g.row(side, r)
		if len(ids) > 0 {
			out = append(out, Slot{r, g.hero(ids[0]).Col - 1}, Slot{r, g.hero(ids[len(ids)-1]).Col + 1})
			continue
		}
		var cols []int8
		for i := range g.Heroes {
			if h := &g.Heroes[i]; int(h.Side) == side && !slices.Contains(cols, h.Col) {
				cols = append(cols, h.Col)
			}
		}
		if g.count(side) == 0 {
			cols = []int8{0}
		}
		slices.Sort(cols)
		for _, c := range cols {
			out = append(out, Slot{r, c})
		}
	}
	return out
}

// closeGap shifts the heroes right of col in side's row one column left,
// so a row never has an empty space between heroes.
func (g *State) closeGap(side int, row, col int8) {
	for i := range g.Heroes {
		if h := &g.Heroes[i]; int(h.Side) == side && h.Row == row && h.Col > col {
			h.Col--
		}
	}
}

// endNear returns the column at the end of side's row nearest to col (col
// itself when the row is empty).
func (g *State) endNear(side int, row, col int8) int8 {
	ids := g.row(side, row)
	if len(ids) == 0 {
		return col
	}
	lo, hi := g.hero(ids[0]).Col, g.hero(ids[len(ids)-1]).Col
	if col-lo <= hi-col {
		return lo - 1
	}
	return hi + 1
}

// relocate puts hero id in row (at the end nearest its column) and closes
// the gap it leaves. It does not check whether the move is allowed.
func (g *State) relocate(id int32, row int8) {
	h := g.hero(id)
	side, from, col := int(h.Side), h.Row, h.Col
	if from == row {
		return
	}
	to := g.endNear(side, row, col)
	h.Row, h.Col = row, to
	g.closeGap(side, from, col)
}

// remove takes hero id off the battlefield, closing the gap it leaves.
func (g *State) remove(id int32) {
	i := slices.IndexFunc(g.Heroes, func(h Hero) bool { return h.ID == id })
	if i < 0 {
		return
	}
	h := g.Heroes[i]
	g.Heroes = slices.Delete(g.Heroes, i, i+1)
	g.closeGap(int(h.Side), h.Row, h.Col)
	g.Marks = slices.DeleteFunc(g.Marks, func(m Mark) bool { return m.On == id || (m.By == id && !RowMark(m.Kind)) })
	g.tbl().Leave(srcOf(id))
}

// opposite returns the living enemy directly opposite h (same row and
// column on the other side), or nil.
func (g *State) opposite(h *Hero) *Hero {
	o := g.at(1-int(h.Side), h.Row, h.Col)
	if o == nil || o.Defeated {
		return nil
	}
	return o
}

// behind returns the hero one row further back than h in its column, or nil.
func (g *State) behind(h *Hero) *Hero {
	if h.Row == Back {
		return nil
	}
	return g.at(int(h.Side), h.Row+1, h.Col)
}
