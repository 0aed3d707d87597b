package overwatch

import "slices"

// Who skills may choose and affect. A target is a single living hero that
// is not frozen; an area (row, column, "all") affects the living, unfrozen
// heroes in it.

// affectable reports whether h can be chosen or affected by a skill.
func (g *State) affectable(h *Hero) bool { return h != nil && !h.Defeated && !g.frozen(h) }

// side returns side's affectable heroes, in ID order.
func (g *State) side(side int) []int32 {
	var out []int32
	for i := range g.Heroes {
		if h := &g.Heroes[i]; int(h.Side) == side && g.affectable(h) {
			out = append(out, h.ID)
		}
	}
	return out
}

// inRow returns side's affectable heroes in row, left to right.
func (g *State) inRow(side int, row int8) []int32 {
	return slices.DeleteFunc(g.row(side, row), func(id int32) bool { return !g.affectable(g.hero(id)) })
}

// inCol returns side's affectable heroes in column col, front to back.
func (g *State) inCol(side int, col int8) []int32 {
	var out []int32
	for r := Front; r <= Back; r++ {
		if h := g.at(side, r, col); g.affectable(h) {
			out = append(out, h.ID)
		}
	}
	return out
}

// headCount counts side's living heroes in row, frozen ones included: a
// count of heroes ("one for each enemy in the row"), not an area, so Cryo
// Freeze does not take a hero out of it; a defeated hero does not count.
func (g *State) headCount(side int, row int8) int {
	n := 0
	for _, id := range g.row(side, row) {
		if g.alive(id) {
			n++
		}
	}
	return n
}

// rowsLiving returns the rows of side holding a living hero (frozen or not).
func (g *State) rowsLiving(side int) []int16 {
	var out []int16
	for r := Front; r <= Back; r++ {
		if g.headCount(side, r) > 0 {
			out = append(out, int16(r))
		}
	}
	return out
}

// rowsWith returns the rows of side holding an affectable hero.
func (g *State) rowsWith(side int) []int16 {
	var out []int16
	for r := Front; r <= Back; r++ {
		if len(g.inRow(side, r)) > 0 {
			out = append(out, int16(r))
		}
	}
	return out
}

// colsWith returns the columns of side holding an affectable hero.
func (g *State) colsWith(side int) []int16 {
	var out []int16
	for _, id := range g.side(side) {
		if c := int16(g.hero(id).Col); !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	slices.Sort(out)
	return out
}

// Enemies returns the user's possible enemy targets.
func (u *Use) Enemies() []int32 { return u.G.side(1 - u.Seat) }

// Allies returns the user's allies: its side's heroes but not itself.
func (u *Use) Allies() []int32 {
	return slices.DeleteFunc(u.G.side(u.Seat), func(id int32) bool { return id == u.ID })
}

// Heroes returns the user's side's heroes, itself included.
func (u *Use) Heroes() []int32 { return u.G.side(u.Seat) }

// pickEnemy asks for one enemy (filter nil: any).
func pickEnemy(filter func(u *Use, h *Hero) bool) func(u *Use) Step {
	return func(u *Use) Step {
		return Step{Opts: ids(u.filter(u.Enemies(), filter)), What: PickHero, Prompt: "target enemy"}
	}
}

// pickAlly asks for one ally.
func pickAlly(filter func(u *Use, h *Hero) bool) func(u *Use) Step {
	return func(u *Use) Step {
		return Step{Opts: ids(u.filter(u.Allies(), filter)), What: PickHero, Prompt: "target ally"}
	}
}

// pickAny asks for any hero of either side (optionally also allowing
// the user).
func pickAny(self bool) func(u *Use) Step {
	return func(u *Use) Step {
		all := append(u.G.side(0), u.G.side(1)...)
		if !self {
			all = slices.DeleteFunc(all, func(id int32) bool { return id == u.ID })
		}
		return Step{Opts: ids(all), What: PickHero, Prompt: "target hero"}
	}
}

// pickEnemyRow asks for an enemy row holding an enemy.
func pickEnemyRow(u *Use) Step {
	return Step{Opts: u.G.rowsWith(1 - u.Seat), What: PickRow, Prompt: "enemy row"}
}

// pickAnyEnemyRow asks for any of the three enemy rows.
func pickAnyEnemyRow(u *Use) Step {
	return Step{Opts: []int16{0, 1, 2}, What: PickRow, Prompt: "enemy row"}
}

// pickOwnRow asks for any of the user's three rows.
func pickOwnRow(u *Use) Step {
	return Step{Opts: []int16{0, 1, 2}, What: PickOwnRow, Prompt: "your row"}
}

// pickEnemyCol asks for an enemy column holding an enemy.
func pickEnemyCol(u *Use) Step {
	return Step{Opts: u.G.colsWith(1 - u.Seat), What: PickCol, Prompt: "enemy column"}
}

// upTo asks for up to k different heroes among cands (one at least).
func upTo(k int, cands func(u *Use) []int32) func(u *Use) Step {
	return func(u *Use) Step {
		if len(u.Picks) >= k {
			return Step{}
		}
		var opts []int16
		for _, id := range cands(u) {
			if !slices.Contains(u.Picks, int16(id)) {
				opts = append(opts, int16(id))
			}
		}
		return Step{Opts: opts, Stop: len(u.Picks) > 0, What: PickHero, Prompt: "target"}
	}
}

// exactly asks for k different heroes among cands, one at a time, with no
// stopping early: the skill names a number, so it takes that many while
// there are enough (all there are when there are fewer).
func exactly(k int, cands func(u *Use) []int32) func(u *Use) Step {
	return func(u *Use) Step {
		st := upTo(k, cands)(u)
		st.Stop = false
		return st
	}
}

// filter keeps the heroes of hs that f accepts.
func (u *Use) filter(hs []int32, f func(u *Use, h *Hero) bool) []int32 {
	if f == nil {
		return hs
	}
	return slices.DeleteFunc(hs, func(id int32) bool { return !f(u, u.G.hero(id)) })
}

// hit makes the user deal n damage to hero id.
func (u *Use) hit(id int32, n int, f uint8) int { return u.G.deal(u.ID, id, n, f) }

// hitAll makes the user deal n damage to each of hs.
func (u *Use) hitAll(hs []int32, n int, f uint8) {
	for _, id := range hs {
		u.hit(id, n, f)
	}
}

// healAll heals each of hs by n.
func (u *Use) healAll(hs []int32, n int) {
	for _, id := range hs {
		u.G.heal(u.G.hero(id), n, false)
	}
}

// target returns the hero chosen by pick i (nil if none).
func (u *Use) target(i int) *Hero {
	if p := u.Pick(i); p > 0 {
		return u.G.hero(int32(p))
	}
	return nil
}
