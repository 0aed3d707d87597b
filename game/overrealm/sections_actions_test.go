package overrealm

import (
	"slices"
	"strings"
	"testing"

	"overdeck/engine"
)

// TestMonsterActions_DiscardCostPaidBeforeTheReveal: every choice of a
// monster action discards exactly its discard cost (plus the extra
// discards of its buffs), chosen with it before the reveal.
func TestMonsterActions_DiscardCostPaidBeforeTheReveal(t *testing.T) {
	s := runScenario(t, base+"hand 0 Galeaffy/0 Galeaffy/1 Flexferno/0 Drownigator/1\n")
	n := 0
	for _, a := range s.Legal(0) {
		c, err := ParseChoice(a.Key())
		if err != nil || c.Kind != selMonster {
			continue
		}
		want := int(s.Active(0).def().Actions[c.Act].Discard)
		for _, b := range c.Buffs {
			card, _ := Card(b)
			want += int(card.Extra)
		}
		if len(c.Discards) != want {
			t.Fatalf("%s discards %d, want %d", a.Key(), len(c.Discards), want)
		}
		n++
	}
	if n == 0 {
		t.Fatal("no monster action offered")
	}
}

// TestMonsterActions_TooFewCardsForTheDiscardCost: an action whose discard
// cost is more than the hand holds cannot be chosen at all.
func TestMonsterActions_TooFewCardsForTheDiscardCost(t *testing.T) {
	offered := func(s *State, act string) bool {
		return slices.ContainsFunc(s.Legal(0), func(a engine.Action) bool { return strings.HasPrefix(a.Key(), act) })
	}
	s := runScenario(t, base+"hand 0 Galeaffy/0\n")
	if offered(s, "m1") || !offered(s, "m2") {
		t.Fatal("with one card: Fatigue (discard 2) must be refused, Foul Play (discard 1) offered")
	}
	s = runScenario(t, base)
	if offered(s, "m2") || offered(s, "m4") || !offered(s, "m3") {
		t.Fatal("with no card: only Surge (discard 0) may be chosen")
	}
}

// TestMonsterActions_DrawAfterTheReveal: cards drawn by an action come after
// the reveal, so they cannot pay its cost; they are drawn before its flips.
func TestMonsterActions_DrawAfterTheReveal(t *testing.T) {
	runScenario(t, `team 0 Stallagrowth Galeaffy Steamie
team 1 Galeaffy Shaleshell Steamie
hand 0 empty
deck 0 Galeaffy/1 Galeaffy/0 Galeaffy/3
expect illegal 0 m4
hand 0 Galeaffy/2
expect legal 0 m4:dGaleaffy/2
turn m4:dGaleaffy/2 draw
expect hand 0 2
expect cubes 1 atk -1`)
}

// TestMonsterActions_FasterGoesFirst: the faster action resolves first; a
// monster KO'd by it does not act.
func TestMonsterActions_FasterGoesFirst(t *testing.T) {
	setup := base + "hp 0 Drownigator 1\nhp 1 Galeaffy 1\nhand 0 Galeaffy/0\nhand 1 Galeaffy/1\n"
	runScenario(t, setup+"turn m4:dGaleaffy/0 m2:dGaleaffy/1\nexpect ko 1 Galeaffy\nexpect alive 0 Drownigator")
	runScenario(t, setup+"turn m2:dGaleaffy/0 m2:dGaleaffy/1\nexpect ko 0 Drownigator\nexpect alive 1 Galeaffy")
}

// TestAttack_ModifierOfEachTargetElement: the modifier for each of the
// target's elements applies: Foul Play on Rock/Leaf Stallagrowth deals
// 2 + 2 + 2 = 6.
func TestAttack_ModifierOfEachTargetElement(t *testing.T) {
	runScenario(t, `team 0 Drownigator Flexferno Galeaffy
team 1 Stallagrowth Shaleshell Steamie
hand 0 Galeaffy/1
deck 0 empty
hand 1 empty
deck 1 empty
turn m2:dGaleaffy/1 draw
expect hp 1 Stallagrowth 8`)
}

// TestAttack_AlwaysAtLeastOneDamage: whatever the modifiers and cubes, an
// attack deals at least 1: Foul Play 2 - 4 - 2 (Electric) - 4 defense.
func TestAttack_AlwaysAtLeastOneDamage(t *testing.T) {
	runScenario(t, `team 0 Drownigator Flexferno Galeaffy
team 1 Zappguin Shaleshell Steamie
hand 0 Galeaffy/1
deck 0 empty
hand 1 empty
deck 1 empty
cubes 0 atk -4
cubes 1 def 4
turn m2:dGaleaffy/1 draw
expect hp 1 Zappguin 8`)
}

// TestAttack_OnlyAttacksCanBeBuffed: no status, reaction or team aura of
// any monster takes a buff card, not even with a wish; every attack takes
// its printed slots (plus one with a wish).
func TestAttack_OnlyAttacksCanBeBuffed(t *testing.T) {
	for k := range monsters {
		s := &State{}
		s.setTeams([2][3]uint8{{uint8(k), uint8((k + 1) % len(monsters)), uint8((k + 2) % len(monsters))}, {0, 1, 2}})
		s.Board.AddTokens(monSrc(0, 0), tokWish, 1)
		for i := range monsters[k].Actions {
			a := &monsters[k].Actions[i]
			got, want := s.buffSlots(0, a), 0
			if a.Kind == Attack {
				want = s.slots(0, a) + 1
			}
			if got != want {
				t.Fatalf("%s %s (%v): %d buff slots, want %d", monsters[k].Name, a.Name, a.Kind, got, want)
			}
		}
	}
	s := runScenario(t, `team 0 Americaw Drownigator Flexferno
team 1 Galeaffy Shaleshell Steamie
hand 0 Americaw/2 Galeaffy/0 Galeaffy/1`)
	for _, a := range s.Legal(0) {
		if strings.HasPrefix(a.Key(), "m3") && strings.Contains(a.Key(), ":b") {
			t.Fatalf("Iron Defense (a status) buffed: %s", a.Key())
		}
	}
}

// TestStatus_DealsNoDamage: a status action works like an attack but deals
// no damage: Paralyze paralyzes Galeaffy and leaves its HP alone.
func TestStatus_DealsNoDamage(t *testing.T) {
	runScenario(t, `team 0 Zappguin Flexferno Galeaffy
team 1 Galeaffy Shaleshell Steamie
hand 0 empty
deck 0 Galeaffy/3 Galeaffy/0 Galeaffy/1
hand 1 empty
deck 1 empty
turn m4 draw
expect cond 1 Galeaffy paralyze
expect hp 1 Galeaffy 10`)
}
