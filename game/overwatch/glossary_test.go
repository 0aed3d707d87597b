package overwatch

import (
	"slices"
	"testing"
)

func TestGlossary_Adjacent(t *testing.T) {
	f := setup(t)
	a, b, c := f.put(0, "Genji", Front, 0), f.put(0, "Hanzo", Front, 1), f.put(0, "Mei", Middle, 1)
	e := f.put(1, "Ana", Front, 1)
	want(t, "same row, next to", Adjacent(f.h(a), f.h(b)), true)
	want(t, "other row", Adjacent(f.h(b), f.h(c)), false)
	want(t, "other side", Adjacent(f.h(b), f.h(e)), false)
}

func TestGlossary_AlliesVsHeroes(t *testing.T) {
	f := setup(t)
	me, al := f.put(0, "Zarya", Front, 0), f.put(0, "Hanzo", Front, 1)
	f.put(1, "Ana", Front, 0)
	u := &Use{G: f.g, ID: me, Seat: 0}
	want(t, "allies leave the user out", slices.Equal(u.Allies(), []int32{al}), true)
	want(t, "heroes include it", slices.Contains(u.Heroes(), me), true)
}

func TestGlossary_Counters(t *testing.T) {
	f := setup(t)
	a := f.put(1, "Ana", Front, 0)
	f.h(a).Shield = 2
	f.g.addMark(Mark{Kind: MarkMercyB, On: a, By: 99, Seat: 1})
	f.g.deal(0, a, 1, 0)
	want(t, "shield counter spent", f.h(a).Shield, int8(1))
	want(t, "health counter untouched", f.h(a).Dmg, int8(0))
	f.g.ToMove = 0
	f.play("Sombra", Front, 0, "a", tk(a))
	want(t, "shields removed", f.h(a).Shield, int8(0))
	want(t, "hero token on it stays (not placed by it)", f.g.hasMark(a, MarkMercyB), true)
}

func TestGlossary_ColumnAttack_AnyColumnEvenOfOne(t *testing.T) {
	f := setup(t)
	han := f.put(0, "Hanzo", Front, 0)
	x, y := f.put(1, "Ana", Front, 0), f.put(1, "Mei", Middle, 0)
	lone := f.put(1, "Genji", Front, 1)
	f.ult(han, "t1")
	want(t, "column of one hit", f.health(lone), 1)
	want(t, "others untouched", f.health(x)+f.health(y), 3+4)
	f.h(han).UltUsed = false
	f.ult(han, "t0")
	want(t, "front of column 0", f.h(x).Defeated, true)
	want(t, "middle of column 0", f.health(y), 1)
}

func TestGlossary_Damaged(t *testing.T) {
	f := setup(t)
	a, b := f.put(1, "Ana", Front, 0), f.put(1, "Mei", Front, 1)
	f.h(b).Dmg = 1
	g := f.put(0, "Genji", Front, 0)
	f.ult(g)
	want(t, "only the damaged enemy is offered", slices.Equal(f.legal(), []string{tk(b)}), true)
	f.do(tk(b))
	want(t, "defeated", f.h(b).Defeated, true)
	want(t, "undamaged untouched", f.h(a).Defeated, false)
}

func TestGlossary_Defeated_FlippedPowerGoneStaysUntargetable(t *testing.T) {
	f := setup(t)
	a := f.put(1, "Genji", Front, 0)
	ana := f.put(1, "Ana", Front, 1)
	want(t, "power before", f.g.Power(1), 4)
	f.g.deal(0, a, 4, 0)
	want(t, "defeated", f.h(a).Defeated, true)
	want(t, "power removed", f.g.Power(1), 1)
	want(t, "stays on the battlefield", f.h(a) != nil, true)
	want(t, "still counts toward six", f.g.count(1), 2)
	f.g.ToMove = 0
	f.play("Tracer", Front, 0, "a")
	want(t, "not a target", f.has(tk(a)), false)
	f.do(tk(ana))
	// Mercy's Guardian Angel is the exception: it revives.
	m := f.put(1, "Mercy", Middle, 0)
	f.ult(m, "t0", tk(a))
	want(t, "revived", f.h(a).Defeated, false)
	want(t, "full health", f.health(a), 4)
	want(t, "Mercy moved", f.h(m).Row, Front)
}

func TestGlossary_Deploy(t *testing.T) {
	f := setup(t)
	f.g.addMark(Mark{Kind: MarkBastion, Seat: 1, Side: 0, Row: Middle})
	id := f.play("Genji", Middle, 0) // no enemy: no primary to choose
	want(t, "deployed into a Bastion row", f.health(id), 3)
}

func TestGlossary_Move_PowerFollowsSynergyStays(t *testing.T) {
	f := setup(t)
	id := f.play("Genji", Front, 0)
	want(t, "front power", f.g.Power(0), 3)
	f.g.move(id, Back)
	want(t, "power recomputed", f.g.Power(0), 1)
	want(t, "synergy stays in the front row", f.g.Syn[0], [3]int8{1, 0, 0})
}

func TestGlossary_OpposingRow(t *testing.T) {
	f := setup(t)
	w := f.put(0, "Widowmaker", Middle, 0)
	a, b := f.put(1, "Ana", Middle, 0), f.put(1, "Mei", Front, 0)
	f.ult(w)
	want(t, "only the opposing row", slices.Equal(f.legal(), []string{tk(a)}), true)
	f.do(tk(a))
	want(t, "defeated", f.h(a).Defeated && !f.h(b).Defeated, true)
}

func TestGlossary_ShieldTokens_AbsorbFirst(t *testing.T) {
	f := setup(t)
	a := f.put(1, "Reinhardt", Front, 0)
	f.h(a).Shield = 2
	f.g.deal(0, a, 3, 0)
	want(t, "shields gone first", f.h(a).Shield, int8(0))
	want(t, "then damage", f.h(a).Dmg, int8(1))
	f.h(a).Shield = 2
	f.g.deal(0, a, 1, fPierce)
	want(t, "piercing ignores shields", [2]int8{f.h(a).Shield, f.h(a).Dmg}, [2]int8{2, 2})
}

func TestGlossary_Skills_PrimaryAndUltimateAreEffectDefs(t *testing.T) {
	f := setup(t)
	id := f.put(0, "Hanzo", Front, 0)
	tb := f.g.tbl()
	want(t, "primary printed", tb.Possesses(srcOf(id), hanzo.Primary[0].ID), true)
	want(t, "ultimate printed", tb.Possesses(srcOf(id), hanzo.Ult.ID), true)
}

func TestGlossary_StartOfTurn_BeforeAnyAction(t *testing.T) {
	f := setup(t)
	a := f.put(0, "Genji", Front, 0)
	f.g.addMark(Mark{Kind: MarkImmortal, On: a, Seat: 0})
	f.g.ToMove = 1
	f.play("Hanzo", Front, 0, "skip")
	want(t, "Immortality Field ends at the start of its placer's turn", f.g.hasMark(a, MarkImmortal), false)
}

func TestGlossary_StartingRow(t *testing.T) {
	f := setup(t)
	a := f.put(1, "Ana", Front, 0)
	f.g.Syn[1] = [3]int8{3, 3, 0}
	f.play("Pharah", Front, 0, "a", tk(a))
	want(t, "moved back", f.h(a).Row, Middle)
	want(t, "synergy taken from its starting row", f.g.Syn[1], [3]int8{1, 3, 0})
}

func TestGlossary_SynergyDamage(t *testing.T) {
	f := setup(t)
	r := f.put(0, "Reinhardt", Front, 0)
	a := f.put(1, "Ana", Middle, 0)
	f.put(1, "Mei", Front, 0)
	f.g.Syn[1] = [3]int8{2, 1, 0}
	f.ult(r, "t0")
	want(t, "one synergy from each hit hero's row", f.g.Syn[1], [3]int8{1, 0, 0})
	want(t, "damage too", f.health(a), 1)
}

func TestGlossary_Target_SingleHeroEitherSide(t *testing.T) {
	f := setup(t)
	al := f.put(0, "Ana", Front, 0)
	en := f.put(1, "Mei", Front, 0)
	f.play("Sombra", Front, 1, "a")
	want(t, "an ally may be a target", f.has(tk(al)), true)
	want(t, "an enemy may be a target", f.has(tk(en)), true)
	want(t, "one hero per choice: no done", f.has("done"), false)
}
