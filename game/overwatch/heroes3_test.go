package overwatch

import (
	"slices"
	"testing"
)

var defenseCases = []heroCase{
	{"Bastion primary", func(t *testing.T, f *fx) {
		f.play("Bastion", Front, 0, "a", "t3")
		want(t, "1 damage", f.health(3), 3)
		f.g.ToMove = 0
		f.play("Bastion", Front, 1, "b", "t2")
		f.g.move(1, Back)
		f.g.run()
		want(t, "moved into the Bastion row", f.health(1), 3)
	}},
	{"Bastion ultimate", func(t *testing.T, f *fx) {
		b := f.put(0, "Bastion", Front, 0)
		f.ult(b, "t1", "t2", "t3")
		want(t, "2 each", [3]int{f.health(1), f.health(2), f.health(3)}, [3]int{2, 2, 2})
	}},
	{"Hanzo primary", func(t *testing.T, f *fx) {
		a := f.put(0, "Bastion", Front, 0)
		f.play("Hanzo", Front, 1, "a", "t0")
		f.g.deal(1, a, 2, 0)
		want(t, "enemy in the marked row deals 1 less", f.health(a), 4)
	}},
	{"Hanzo ultimate", func(t *testing.T, f *fx) {
		h := f.put(0, "Hanzo", Front, 0)
		f.ult(h, "t1")
		want(t, "column of one", f.health(2), 1)
	}},
	{"Hazard primary", func(t *testing.T, f *fx) {
		hz := f.play("Hazard", Front, 0, "a")
		f.g.deal(1, hz, 1, 0)
		f.g.run()
		want(t, "attacker hit back", f.health(1), 3)
	}},
	{"Hazard ultimate", func(t *testing.T, f *fx) {
		hz := f.put(0, "Hazard", Front, 0)
		f.h(4).Shield = 3
		f.ult(hz)
		want(t, "1 to all through shields", f.health(4), 3)
	}},
	{"Junkrat primary", func(t *testing.T, f *fx) {
		j := f.play("Junkrat", Front, 0, "a")
		f.g.deal(2, j, 5, 0)
		f.g.run()
		want(t, "killer 2, one more in its row 1", [2]int{f.health(2), f.health(1)}, [2]int{2, 3})
	}},
	{"Junkrat ultimate", func(t *testing.T, f *fx) {
		j := f.put(0, "Junkrat", Front, 0)
		f.h(3).Shield = 1
		f.g.Syn[0][Middle] = 4
		f.ult(j, "t1")
		want(t, "moved", f.h(j).Row, Middle)
		want(t, "X = 4 (1 into the shield), then 1 piercing: defeated", f.h(3).Defeated, true)
	}},
	{"Mei primary", func(t *testing.T, f *fx) {
		f.play("Mei", Front, 0, "a", "t2")
		f.g.ToMove, f.g.Syn[1][Back] = 1, 5
		want(t, "Hanzo's ultimate costs 6", f.has("u4"), false)
		f.g.Syn[1][Back] = 6
		want(t, "payable", f.has("u4"), true)
	}},
	{"Mei ultimate", func(t *testing.T, f *fx) {
		m := f.put(0, "Mei", Front, 0)
		f.g.addMark(Mark{Kind: MarkHanzo, By: 4, Side: 0, Row: Front})
		f.ult(m, "t4")
		f.g.deal(1, 4, 3, 0)
		want(t, "frozen, immune, its token gone", [2]int{f.health(4), len(f.g.Marks)}, [2]int{4, 1})
	}},
	{"Torbjörn primary", func(t *testing.T, f *fx) {
		f.play("Torbjörn", Front, 0, "a")
		want(t, "Turret in hand", f.g.P[0].Hand[0], mustCard("Turret"))
		f.play("Ana", Front, -1, "skip")
		tu := f.play("Turret", Front, 1) // seat 1's turn starts: the Turret fires
		total := f.health(1) + f.health(2)
		want(t, "turret hit the opposite row once", total, 7)
		_ = tu
	}},
	{"Torbjörn ultimate", func(t *testing.T, f *fx) {
		tb := f.put(0, "Torbjörn", Front, 0)
		f.put(0, "Turret", Front, 1)
		f.ult(tb) // seat 1's turn starts: the upgraded Turret fires
		total := 0
		for id := int32(1); id <= 4; id++ {
			total += f.health(id)
		}
		want(t, "2 damage to two heroes", total, 12)
	}},
	{"Widowmaker primary", func(t *testing.T, f *fx) {
		f.play("Widowmaker", Front, 0, "a", "t0")
		f.g.deal(0, 1, 1, 0)
		want(t, "+1", f.health(1), 2)
	}},
	{"Widowmaker ultimate", func(t *testing.T, f *fx) {
		w := f.put(0, "Widowmaker", Back, 0)
		f.ult(w, "t4")
		want(t, "defeated", f.h(4).Defeated, true)
	}},
}

var tankCases = []heroCase{
	{"D.Va ultimate", func(t *testing.T, f *fx) {
		d := f.put(0, "D.Va", Front, 0)
		f.ult(d)
		want(t, "MEKA in hand", f.g.P[0].Known[0], mustCard("D.Va+MEKA"))
	}},
	{"Mauga primary", func(t *testing.T, f *fx) {
		m := f.play("Mauga", Front, 0, "a")
		f.g.ToMove = 0
		f.play("Tracer", Front, 1, "a", "t1")
		want(t, "Mauga grew", f.h(m).MaxHP(), 5)
		f.g.shield(f.h(m), 2)
		want(t, "no shields", f.h(m).Shield, int8(0))
	}},
	{"Mauga ultimate", func(t *testing.T, f *fx) {
		m := f.put(0, "Mauga", Front, 0)
		f.h(1).Dmg = 2
		f.ult(m)
		want(t, "4 - 2 = 2 damage", f.h(1).Defeated, true)
		want(t, "row locked", f.g.move(2, Middle), false)
	}},
	{"Orisa primary", func(t *testing.T, f *fx) {
		o := f.play("Orisa", Front, 0, "a")
		f.g.deal(1, o, 3, 0)
		f.g.deal(1, o, 1, 0)
		want(t, "3 becomes 2, 1 stays 1", f.health(o), 2)
	}},
	{"Orisa ultimate", func(t *testing.T, f *fx) {
		o := f.put(0, "Orisa", Front, 0)
		g := f.put(0, "Genji", Front, 1)
		before := f.g.Power(0)
		f.ult(o)
		want(t, "+1 per hero", f.g.Power(0), before+2)
		v := f.g.View(1).(*View)
		i := slices.IndexFunc(v.Heroes, func(h Hero) bool { return h.ID == g })
		want(t, "the view shows Genji's token bonus", int(v.HeroPower[i]), int(cards[mustCard("Genji")].Power[Front])+1)
		f.g.deal(1, o, 9, 0)
		want(t, "ends with Orisa", f.g.Power(0), 3)
	}},
	{"Ramattra primary", func(t *testing.T, f *fx) {
		a := f.put(0, "Bastion", Middle, 0)
		r := f.play("Ramattra", Front, 0, "a", tk(a))
		want(t, "1 shield each", f.h(r).Shield+f.h(a).Shield, int8(2))
	}},
	{"Ramattra ultimate", func(t *testing.T, f *fx) {
		r := f.put(0, "Ramattra", Front, 0)
		f.ult(r, "t0")
		want(t, "2 each", [2]int{f.health(1), f.health(2)}, [2]int{2, 2})
		want(t, "Nemesis in hand", f.h(r) == nil && f.g.P[0].Known[0] == mustCard("Ramattra (Nemesis)"), true)
	}},
	{"Ramattra (Nemesis) primary", func(t *testing.T, f *fx) {
		f.h(3).Shield = 3
		f.play("Ramattra (Nemesis)", Middle, 0, "a", "t3")
		want(t, "3 through shields", f.health(3), 1)
	}},
	{"Ramattra (Nemesis) ultimate", func(t *testing.T, f *fx) {
		n := f.put(0, "Ramattra (Nemesis)", Front, 0)
		f.ult(n)
		f.g.startTurn(0)
		want(t, "row and column", [4]int{f.health(1), f.health(2), f.health(3), f.health(4)}, [4]int{3, 3, 3, 3})
	}},
	{"Reinhardt primary", func(t *testing.T, f *fx) {
		r := f.play("Reinhardt", Front, 0, "a")
		a := f.put(0, "Ana", Middle, 0)
		f.g.deal(1, a, 2, 0)
		want(t, "absorbed by Reinhardt", [2]int{f.health(a), int(f.h(r).Shield)}, [2]int{3, 1})
	}},
	{"Reinhardt ultimate", func(t *testing.T, f *fx) {
		r := f.put(0, "Reinhardt", Front, 0)
		f.ult(r, "t1")
		want(t, "2 damage", f.health(2), 2)
	}},
	{"Roadhog primary", func(t *testing.T, f *fx) {
		f.play("Roadhog", Front, 0, "a", "t4")
		want(t, "hooked to the front", [2]int{int(f.h(4).Row), f.health(4)}, [2]int{0, 2})
	}},
	{"Roadhog ultimate", func(t *testing.T, f *fx) {
		r := f.put(0, "Roadhog", Front, 0)
		for id := int32(1); id <= 4; id++ {
			f.h(id).Bonus = 10
		}
		f.ult(r)
		total := 0
		for id := int32(1); id <= 4; id++ {
			total += f.health(id)
		}
		want(t, "8 damage shared", total, 56-8)
	}},
	{"Sigma primary", func(t *testing.T, f *fx) {
		f.play("Sigma", Front, 0, "a", "t0")
		a := f.put(0, "Ana", Front, 1)
		f.g.deal(1, a, 4, 0)
		want(t, "barrier took 3", f.health(a), 2)
	}},
	{"Sigma ultimate", func(t *testing.T, f *fx) {
		s := f.put(0, "Sigma", Front, 0)
		f.g.Syn[1][Front] = 4
		f.ult(s, "t0")
		want(t, "1 damage, synergy gone", [2]int{f.health(1), int(f.g.Syn[1][Front])}, [2]int{3, 0})
	}},
	{"Winston primary", func(t *testing.T, f *fx) {
		w := f.play("Winston", Front, 0, "a")
		a := f.put(0, "Ana", Front, 1)
		f.g.deal(1, a, 2, 0)
		want(t, "absorbed by Winston", [2]int{f.health(a), int(f.h(w).Shield)}, [2]int{3, 1})
	}},
	{"Winston ultimate", func(t *testing.T, f *fx) {
		w := f.put(0, "Winston", Front, 0)
		f.ult(w, "t2")
		want(t, "back row hit", [2]int{int(f.h(w).Row), f.health(4)}, [2]int{2, 2})
	}},
	{"Wrecking Ball primary", func(t *testing.T, f *fx) {
		w := f.play("Wrecking Ball", Front, 0, "a")
		want(t, "2 enemies + 1", f.h(w).Shield, int8(3))
	}},
	{"Wrecking Ball ultimate", func(t *testing.T, f *fx) {
		w := f.put(0, "Wrecking Ball", Front, 0)
		f.ult(w, "t2", "t1")
		want(t, "paid X", f.g.Syn[0][Front], int8(18))
		f.g.move(1, Middle)
		f.g.run()
		f.g.move(2, Middle)
		f.g.run()
		f.g.move(4, Middle)
		f.g.run()
		want(t, "two mines", [3]int{f.health(1), f.health(2), f.health(4)}, [3]int{2, 2, 4})
	}},
	{"Zarya primary", func(t *testing.T, f *fx) {
		z := f.play("Zarya", Front, 0, "a", "t5")
		want(t, "Zarya tokens", f.h(z).Zarya, int8(3))
	}},
	{"Zarya ultimate", func(t *testing.T, f *fx) {
		z := f.put(0, "Zarya", Front, 0)
		f.h(z).Zarya = 1
		f.ult(z, "t1", "t2", "done")
		want(t, "4 - 1", [2]int{f.health(1), f.health(2)}, [2]int{1, 1})
	}},
	{"B.O.B. primary", func(t *testing.T, f *fx) {
		f.play("B.O.B.", Front, 0, "a", "t2")
		f.g.ToMove, f.g.Syn[1][Back] = 1, 4
		want(t, "+2 cost", f.has("u4"), false)
	}},
	{"B.O.B. ultimate", func(t *testing.T, f *fx) {
		b := f.put(0, "B.O.B.", Front, 0)
		f.g.Syn[1][Front] = 3
		f.ult(b, "t1")
		want(t, "two adjacent hit", [3]int{f.health(1), f.health(2), int(f.g.Syn[1][Front])}, [3]int{3, 3, 1})
	}},
	{"D.Va+MEKA primary", func(t *testing.T, f *fx) {
		m := f.play("D.Va+MEKA", Front, 0, "a")
		want(t, "2 shields in front", f.h(m).Shield, int8(2))
	}},
	{"D.Va+MEKA ultimate", func(t *testing.T, f *fx) {
		m := f.put(0, "D.Va+MEKA", Front, 0)
		a := f.put(0, "Ana", Front, 1)
		f.ult(m)
		want(t, "both rows hit", f.h(1).Defeated && f.h(2).Defeated && f.h(a).Defeated, true)
		d := f.g.at(0, Front, 0)
		want(t, "D.Va token in place", d.card().Name == "D.Va" && d.Token && d.UltUsed, true)
	}},
}
