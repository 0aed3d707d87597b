package overwatch

import (
	"testing"
)

// foes puts four 4-health enemies on seat 1's side: IDs 1 Reinhardt
// (Front 0), 2 Genji (Front 1), 3 Mei (Middle 0), 4 Hanzo (Back 0).
func foes(f *fx) {
	f.put(1, "Reinhardt", Front, 0)
	f.put(1, "Genji", Front, 1)
	f.put(1, "Mei", Middle, 0)
	f.put(1, "Hanzo", Back, 0)
}

// heroCase is a test of one hero's primary or ultimate.
type heroCase struct {
	name string
	run  func(t *testing.T, f *fx)
}

// TestHeroes_PrimaryAndUltimate runs a case for every primary ability
// and every ultimate of every hero.
func TestHeroes_PrimaryAndUltimate(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range append(append(supportCases, offenseCases...), append(defenseCases, tankCases...)...) {
		seen[c.name] = true
		t.Run(c.name, func(t *testing.T) {
			f := setup(t)
			foes(f)
			c.run(t, f)
		})
	}
	for _, c := range cards {
		for _, k := range []string{"primary", "ultimate"} {
			if (k == "primary" && len(c.Primary) == 0) || (k == "ultimate" && c.Ult == nil) {
				continue
			}
			if !seen[c.Name+" "+k] {
				t.Errorf("no test for %s %s", c.Name, k)
			}
		}
	}
}

var supportCases = []heroCase{
	{"Ana primary", func(t *testing.T, f *fx) {
		al := f.put(0, "Bastion", Front, 0)
		f.h(al).Dmg = 2
		f.play("Ana", Front, 1, "a", "t0")
		want(t, "ally healed", f.h(al).Dmg, int8(1))
		want(t, "opposing row hit", f.health(1)+f.health(2)+f.health(3), 3+3+4)
	}},
	{"Ana ultimate", func(t *testing.T, f *fx) {
		a := f.put(0, "Ana", Middle, 0)
		f.put(0, "Bastion", Middle, 1)
		f.ult(a)
		want(t, "synergy: 20 - 3 + 2", f.g.Syn[0][Middle], int8(19))
	}},
	{"Baptiste primary", func(t *testing.T, f *fx) {
		f.play("Baptiste", Front, 0, "a", "t0")
		want(t, "column 0", [3]int{f.health(1), f.health(3), f.health(4)}, [3]int{3, 3, 3})
		want(t, "not column 1", f.health(2), 4)
	}},
	{"Baptiste ultimate", func(t *testing.T, f *fx) {
		b := f.put(0, "Baptiste", Front, 0)
		n := f.put(0, "Genji", Front, 1)
		far := f.put(0, "Mei", Front, 2)
		f.ult(b)
		f.g.deal(1, n, 3, 0)
		f.g.deal(1, far, 1, 0)
		want(t, "neighbour immune", f.health(n), 4)
		want(t, "two away not immune", f.health(far), 3)
	}},
	{"Brigitte primary", func(t *testing.T, f *fx) {
		al := f.put(0, "Bastion", Front, 0)
		f.h(al).Dmg = 1
		f.play("Brigitte", Front, 1, "a", tk(al))
		want(t, "healed, 2 extra as shields", [2]int8{f.h(al).Dmg, f.h(al).Shield}, [2]int8{0, 2})
	}},
	{"Brigitte ultimate", func(t *testing.T, f *fx) {
		b := f.put(0, "Brigitte", Front, 0)
		f.ult(b, "t4")
		want(t, "shields", f.h(b).Shield, int8(2))
		f.g.ToMove, f.g.Syn[1][Back] = 1, 9
		want(t, "bashed cannot ult", f.has("u4"), false)
	}},
	{"Lifeweaver primary", func(t *testing.T, f *fx) {
		al := f.put(0, "Bastion", Back, 0)
		f.h(al).Dmg = 1
		f.play("Lifeweaver", Front, 0, "a")
		want(t, "pulled with a shield", [2]int8{f.h(al).Row, f.h(al).Shield}, [2]int8{Front, 1})
	}},
	{"Lifeweaver ultimate", func(t *testing.T, f *fx) {
		l := f.put(0, "Lifeweaver", Front, 0)
		n := f.put(0, "Zenyatta", Front, 1)
		f.ult(l)
		f.g.deal(0, n, 2, 0)
		want(t, "temporary health took 1", f.health(n), 1)
	}},
	{"Lúcio primary", func(t *testing.T, f *fx) {
		a := f.put(0, "Bastion", Front, 0)
		f.play("Lúcio", Front, 1, "a", "t1", tk(a)) // the only ally: no "done" needed
		want(t, "ally moved", f.h(a).Row, Middle)
		f.g.ToMove = 0
		f.play("Lúcio", Front, 1, "b", "t0") // the row closed up: Lúcio now stands in column 0
		want(t, "token", f.g.rowMarks(0, Front, MarkLucio), 1)
	}},
	{"Lúcio ultimate", func(t *testing.T, f *fx) {
		l := f.put(0, "Lúcio", Front, 0)
		a := f.put(0, "Bastion", Front, 1)
		f.ult(l)
		want(t, "shields", f.h(l).Shield+f.h(a).Shield, int8(4))
	}},
	{"Mercy primary", func(t *testing.T, f *fx) {
		a := f.put(0, "Bastion", Front, 0)
		f.h(a).Dmg = 3
		f.play("Mercy", Front, 1, "a", tk(a), "t1")
		want(t, "healed 2", f.h(a).Dmg, int8(1))
		f.g.ToMove = 1
		f.play("Ana", Front, -1, "skip")
		want(t, "healed 1 at start of turn", f.h(a).Dmg, int8(0))
	}},
	{"Mercy ultimate", func(t *testing.T, f *fx) {
		m := f.put(0, "Mercy", Back, 0)
		d := f.put(0, "Genji", Front, 0)
		f.g.deal(1, d, 9, 0)
		f.ult(m, "t0", tk(d))
		want(t, "revived", f.h(d).Defeated, false)
	}},
	{"Moira primary", func(t *testing.T, f *fx) {
		a := f.put(0, "Bastion", Front, 0)
		f.h(a).Dmg = 2
		f.h(1).Shield = 3
		f.play("Moira", Front, 1, "a", "t1", tk(a))
		want(t, "shields ignored", f.health(1), 3)
		want(t, "ally healed", f.h(a).Dmg, int8(0))
	}},
	{"Moira ultimate", func(t *testing.T, f *fx) {
		m := f.put(0, "Moira", Front, 0)
		f.h(3).Shield = 5
		f.ult(m, "t0")
		want(t, "column 0, through shields", [3]int{f.health(1), f.health(3), f.health(4)}, [3]int{2, 2, 2})
	}},
	{"Symmetra primary", func(t *testing.T, f *fx) {
		f.play("Symmetra", Front, 0, "a", "t2")
		want(t, "returned", f.h(2) == nil, true)
		want(t, "in its owner's hand", f.g.P[1].Known[0], mustCard("Genji"))
	}},
	{"Symmetra ultimate", func(t *testing.T, f *fx) {
		s := f.put(0, "Symmetra", Front, 0)
		a := f.put(0, "Bastion", Middle, 0)
		f.ult(s)
		want(t, "shields", f.h(s).Shield+f.h(a).Shield, int8(2))
	}},
	{"Zenyatta primary", func(t *testing.T, f *fx) {
		f.play("Zenyatta", Front, 0, "b", "t1")
		on := f.g.Marks[0].On
		want(t, "jumped at the start of its owner's turn", on != 1, true)
		f.g.deal(0, on, 1, 0)
		want(t, "discord +1", f.health(on), 2)
		a := f.put(0, "Bastion", Front, 1)
		f.h(a).Dmg = 2
		f.g.ToMove = 0
		f.play("Zenyatta", Front, 2, "a", tk(a))
		f.play("Ana", Front, -1, "skip")
		want(t, "harmony healed at start of turn", f.h(a).Dmg, int8(1))
	}},
	{"Zenyatta ultimate", func(t *testing.T, f *fx) {
		z := f.put(0, "Zenyatta", Front, 0)
		a := f.put(0, "Bastion", Front, 1)
		f.h(a).Dmg = 3
		f.ult(z)
		f.g.deal(1, z, 5, 0)
		want(t, "healed 2, Zenyatta immune", [2]int{f.health(a), f.health(z)}, [2]int{4, 2})
	}},
}
