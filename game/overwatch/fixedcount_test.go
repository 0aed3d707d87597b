package overwatch

import "testing"

// TestDecision_FixedCounts_PickedInFull: a skill that names a number of
// targets ("two enemies", "one ..., a second ..., a third") must be given
// that many while enough can be chosen; only "up to" lets the player stop
// early. With fewer targets it takes all there are.
func TestDecision_FixedCounts_PickedInFull(t *testing.T) {
	t.Run("Pulse Pistols: two enemies", func(t *testing.T) {
		f := setup(t)
		foes(f)
		f.play("Tracer", Front, 0, "b", "t3")
		want(t, "no stopping after one of two", f.has("done"), false)
		f.do("t4")
		want(t, "1 and 1", [2]int{f.health(3), f.health(4)}, [2]int{3, 3})
		f = setup(t)
		f.put(1, "Genji", Front, 0)
		f.play("Tracer", Front, 0, "b", "t1")
		want(t, "the only enemy is hit and the skill is over", [2]int{f.health(1), int(f.g.Phase)}, [2]int{3, int(PhaseTurn)})
	})
	t.Run("Tactical Visor: one, a second, a third", func(t *testing.T) {
		f := setup(t)
		foes(f)
		s := f.put(0, "Soldier: 76", Front, 0)
		f.ult(s, "t4")
		want(t, "no stopping after the first", f.has("done"), false)
		f.do("t3")
		want(t, "no stopping after the second", f.has("done"), false)
		f.do("t2")
		want(t, "3, 2, 1", [3]int{f.health(4), f.health(3), f.health(2)}, [3]int{1, 2, 3})
	})
	t.Run("The Viper: two enemies in the same row", func(t *testing.T) {
		f := setup(t)
		foes(f)
		f.play("Ashe", Front, 0, "b")
		want(t, "an enemy alone in its row cannot be the first of two", f.has("t3"), false)
		f.do("t1")
		want(t, "its row-mate must follow", [2]bool{f.has("t2"), f.has("done")}, [2]bool{true, false})
	})
	t.Run("Tank Mode: up to two more", func(t *testing.T) {
		f := setup(t)
		foes(f)
		b := f.put(0, "Bastion", Front, 0)
		f.ult(b, "t1")
		want(t, "up to: may stop after the first", f.has("done"), true)
	})
}

// TestDecision_OwnPartWithoutATarget: a skill that does something to its
// own side besides what it does to a target is offered, and does its own
// part, when there is no target to choose: Ramattra played alone still
// gains his shield token, Brigitte's Shield Bash still gives her 2 shield
// tokens with every enemy frozen, and Moira heals an ally when no enemy can
// be chosen.
func TestDecision_OwnPartWithoutATarget(t *testing.T) {
	f := setup(t)
	r := f.play("Ramattra", Front, 0, "a")
	want(t, "Ramattra's own shield token", f.h(r).Shield, int8(1))
	f = setup(t)
	foes(f)
	for id := int32(1); id <= 4; id++ {
		f.freeze(id)
	}
	b := f.put(0, "Brigitte", Front, 0)
	f.ult(b)
	want(t, "Brigitte's own 2 shield tokens", f.h(b).Shield, int8(2))
	f = setup(t)
	foes(f)
	for id := int32(1); id <= 4; id++ {
		f.freeze(id)
	}
	a := f.put(0, "Bastion", Front, 0)
	f.h(a).Dmg = 3
	f.g.ToMove = 0
	f.play("Moira", Front, 1, "a", tk(a))
	want(t, "the ally healed 2", f.h(a).Dmg, int8(1))
}
