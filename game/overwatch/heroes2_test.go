package overwatch

import (
	"testing"
)

var offenseCases = []heroCase{
	{"Ashe primary", func(t *testing.T, f *fx) {
		f.h(2).Shield = 2
		f.play("Ashe", Front, 0, "a", "t2")
		want(t, "through shields", f.health(2), 2)
		f.g.ToMove = 0
		f.play("Ashe", Front, 1, "b", "t1", "t2")
		want(t, "two in a row (Genji's shield takes it)", [3]int{f.health(1), f.health(2), int(f.h(2).Shield)}, [3]int{3, 2, 1})
	}},
	{"Ashe ultimate", func(t *testing.T, f *fx) {
		a := f.put(0, "Ashe", Front, 0)
		f.ult(a)
		want(t, "B.O.B. in hand", f.g.P[0].Hand[0], mustCard("B.O.B."))
	}},
	{"Doomfist primary", func(t *testing.T, f *fx) {
		f.play("Doomfist", Front, 0, "a", "t2")
		want(t, "knocked back and hit", [2]int{int(f.h(2).Row), f.health(2)}, [2]int{1, 2})
	}},
	{"Doomfist ultimate", func(t *testing.T, f *fx) {
		d := f.put(0, "Doomfist", Front, 0)
		f.ult(d, "t1")
		want(t, "3 and 1 beside", [2]int{f.health(1), f.health(2)}, [2]int{1, 3})
	}},
	{"Echo primary", func(t *testing.T, f *fx) {
		f.h(3).Dmg = 2
		f.play("Echo", Front, 0, "a", "t3")
		want(t, "damage = counters", f.health(3), 0)
	}},
	{"Echo ultimate", func(t *testing.T, f *fx) {
		e := f.put(0, "Echo", Front, 0)
		f.g.ToMove, f.g.Syn[0][Front] = 0, 2
		want(t, "nothing to copy", f.has("u5"), false)
		f.ult(4, "t0") // Hanzo's Dragonstrike on seat 0's column 0
		want(t, "Echo hit", f.health(e), 1)
		f.ult(e, "t1")
		want(t, "copied Dragonstrike on column 1", f.health(2), 1)
	}},
	{"Genji primary", func(t *testing.T, f *fx) {
		f.play("Genji", Front, 0, "a", "t0")
		want(t, "column 0", [3]int{f.health(1), f.health(3), f.health(4)}, [3]int{3, 3, 3})
	}},
	{"Genji ultimate", func(t *testing.T, f *fx) {
		g := f.put(0, "Genji", Front, 0)
		f.h(4).Dmg = 1
		f.ult(g, "t4")
		want(t, "defeated", f.h(4).Defeated, true)
	}},
	{"Junker Queen primary", func(t *testing.T, f *fx) {
		f.h(1).Shield = 1
		q := f.play("Junker Queen", Front, 0, "a")
		want(t, "shielded not wounded", f.g.wounded(f.h(1)), false)
		f.play("Ana", Front, -1, "skip") // seat 0's turn ends at once; seat 1's starts: wounds bite
		want(t, "wound damage", f.health(2), 3)
		want(t, "tally", f.h(q).Tally, int8(3))
	}},
	{"Junker Queen ultimate", func(t *testing.T, f *fx) {
		q := f.put(0, "Junker Queen", Front, 0)
		f.h(q).Tally = 6
		f.ult(q)
		want(t, "6 shared among 4", [4]int{f.health(1), f.health(2), f.health(3), f.health(4)}, [4]int{2, 2, 3, 3})
	}},
	{"McCree primary", func(t *testing.T, f *fx) {
		f.g.Syn[1][Front] = 5
		f.play("McCree", Front, 0, "a", "t0")
		want(t, "two enemies: two synergy", f.g.Syn[1][Front], int8(3))
	}},
	{"McCree ultimate", func(t *testing.T, f *fx) {
		m := f.put(0, "McCree", Front, 0)
		f.h(1).Shield = 2
		f.ult(m, "t0", "t2")
		want(t, "4 (2 into shields) and 5", [2]int{f.health(1), f.health(2)}, [2]int{2, 0})
	}},
	{"Pharah primary", func(t *testing.T, f *fx) {
		f.play("Pharah", Front, 0, "a", "t3")
		want(t, "knocked back", f.h(3).Row, Back)
	}},
	{"Pharah ultimate", func(t *testing.T, f *fx) {
		p := f.put(0, "Pharah", Front, 0)
		f.g.Syn[0][Front] = 5
		f.g.ToMove = 0
		f.do("u5")
		want(t, "X = 2 everywhere", [4]int{f.health(1), f.health(2), f.health(3), f.health(4)}, [4]int{2, 2, 2, 2})
		_ = p
	}},
	{"Reaper primary", func(t *testing.T, f *fx) {
		f.play("Reaper", Front, 0, "b")
		want(t, "opposite 2, behind 1", [2]int{f.health(1), f.health(3)}, [2]int{2, 3})
		f.g.ToMove = 0
		f.play("Reaper", Front, 1, "a")
		want(t, "opposite 3", f.health(2), 1)
	}},
	{"Reaper ultimate", func(t *testing.T, f *fx) {
		r := f.put(0, "Reaper", Front, 0)
		f.h(1).Shield = 3
		f.ult(r)
		want(t, "front row hit through shields", [2]int{f.health(1), f.health(2)}, [2]int{1, 1})
		want(t, "Reaper discarded", f.h(r) == nil && len(f.g.P[0].Discard) == 1, true)
	}},
	{"Soldier: 76 primary", func(t *testing.T, f *fx) {
		a := f.put(0, "Bastion", Front, 0)
		f.h(a).Dmg = 2
		f.play("Soldier: 76", Front, 1, "a")
		want(t, "healed", f.h(a).Dmg, int8(1))
	}},
	{"Soldier: 76 ultimate", func(t *testing.T, f *fx) {
		s := f.put(0, "Soldier: 76", Front, 0)
		f.g.addMark(Mark{Kind: MarkWidow, Side: 1, Row: Front})
		f.ult(s, "t1", "t2", "t3")
		want(t, "3 2 1, not amplified", [3]int{f.health(1), f.health(2), f.health(3)}, [3]int{1, 2, 3})
	}},
	{"Sombra primary", func(t *testing.T, f *fx) {
		f.h(1).Shield = 2
		f.g.addMark(Mark{Kind: MarkHanzo, By: 1, Side: 0, Row: Front})
		f.play("Sombra", Front, 0, "a", "t1")
		want(t, "hacked", f.h(1).Shield == 0 && len(f.g.Marks) == 0, true)
	}},
	{"Sombra ultimate", func(t *testing.T, f *fx) {
		s := f.put(0, "Sombra", Front, 0)
		tu := f.put(1, "Turret", Front, 2)
		f.h(2).Shield = 1
		f.g.addMark(Mark{Kind: MarkMei, By: 3, Side: 0, Row: Front})
		f.ult(s)
		want(t, "EMP", f.h(2).Shield == 0 && len(f.g.Marks) == 0 && f.h(tu).Defeated, true)
	}},
	{"Tracer primary", func(t *testing.T, f *fx) {
		f.play("Tracer", Front, 0, "a", "t4")
		want(t, "2 damage", f.health(4), 2)
		f.g.ToMove = 0
		f.play("Tracer", Front, 1, "b", "t3", "t4")
		want(t, "1 and 1", [2]int{f.health(3), f.health(4)}, [2]int{3, 1})
	}},
	{"Tracer ultimate", func(t *testing.T, f *fx) {
		tr := f.put(0, "Tracer", Front, 0)
		f.h(tr).Dmg = 1
		f.ult(tr)
		f.g.deal(1, tr, 5, 0)
		want(t, "recalled", [2]int{f.health(tr), int(btoi(f.h(tr).Defeated))}, [2]int{2, 0})
		f.g.deal(1, tr, 5, 0)
		want(t, "only once", f.h(tr).Defeated, true)
	}},
	{"Venture primary", func(t *testing.T, f *fx) {
		f.play("Venture", Front, 0, "a", "t1")
		want(t, "distance 0: 3", f.health(1), 1)
		f.g.ToMove = 0
		f.play("Venture", Front, 1, "a", "t4")
		want(t, "distance 3: at least 1", f.health(4), 3)
	}},
	{"Venture ultimate", func(t *testing.T, f *fx) {
		v := f.put(0, "Venture", Front, 0)
		f.ult(v)
		total := 0
		for id := int32(1); id <= 4; id++ {
			total += f.health(id)
		}
		want(t, "2 damage to the one opposite", total, 14)
		want(t, "somebody stands opposite", f.g.opposite(f.h(v)) != nil, true)
	}},
}

// btoi is 1 for true.
func btoi(b bool) int8 {
	if b {
		return 1
	}
	return 0
}
