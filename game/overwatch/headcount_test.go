package overwatch

import "testing"

// freeze puts Cryo Freeze on hero id (as Mei's ultimate leaves it).
func (f *fx) freeze(id int32) {
	f.g.addMark(Mark{Kind: MarkFrozen, Seat: 1 - f.h(id).Side, On: id})
}

// TestDecision_HeadCounts_FrozenCountDefeatedDoNot: a skill that counts
// heroes (Adaptive Shield, Flashbang, Nano Boost, Whole Hog) counts a frozen
// hero, which Cryo Freeze only keeps from using and being the target of
// abilities, and never a defeated one, which is flipped over.
func TestDecision_HeadCounts_FrozenCountDefeatedDoNot(t *testing.T) {
	t.Run("Adaptive Shield", func(t *testing.T) {
		f := setup(t)
		foes(f)
		f.freeze(2)
		w := f.play("Wrecking Ball", Front, 0, "a")
		want(t, "Reinhardt and frozen Genji, plus one", f.h(w).Shield, int8(3))
		f = setup(t)
		foes(f)
		f.g.defeat(f.h(2), 0)
		w = f.play("Wrecking Ball", Front, 0, "a")
		want(t, "Reinhardt only (Genji defeated), plus one", f.h(w).Shield, int8(2))
	})
	t.Run("Flashbang", func(t *testing.T) {
		f := setup(t)
		foes(f)
		f.freeze(2)
		f.g.Syn[1][Front] = 5
		f.play("McCree", Front, 0, "a", "t0")
		want(t, "two enemies in the front row", f.g.Syn[1][Front], int8(3))
		f = setup(t)
		foes(f)
		f.freeze(4)
		f.g.Syn[1][Back] = 5
		f.play("McCree", Front, 0, "a", "t2")
		want(t, "a row holding only a frozen enemy can be chosen", f.g.Syn[1][Back], int8(4))
		f = setup(t)
		foes(f)
		f.g.defeat(f.h(2), 0)
		f.g.Syn[1][Front] = 5
		f.play("McCree", Front, 0, "a", "t0")
		want(t, "the defeated Genji does not count", f.g.Syn[1][Front], int8(4))
	})
	t.Run("Nano Boost", func(t *testing.T) {
		f := setup(t)
		foes(f)
		a := f.put(0, "Ana", Middle, 0)
		b := f.put(0, "Bastion", Middle, 1)
		c := f.put(0, "Mercy", Middle, 2)
		f.freeze(b)
		f.g.defeat(f.h(c), 0)
		f.ult(a)
		want(t, "synergy: 20 - 3 + Ana and frozen Bastion", f.g.Syn[0][Middle], int8(19))
	})
	t.Run("Whole Hog", func(t *testing.T) {
		f := setup(t)
		foes(f)
		r := f.put(0, "Roadhog", Front, 0)
		for id := int32(1); id <= 4; id++ {
			f.h(id).Bonus = 10
		}
		f.freeze(4)
		f.g.defeat(f.h(3), 0)
		f.ult(r)
		lost := 0
		for _, id := range []int32{1, 2} {
			lost += 14 - f.health(id)
		}
		want(t, "2 for each of the three living enemies, all on the two that can be hit", lost, 6)
		want(t, "the frozen Hanzo takes none", f.health(4), 14)
	})
}
