package overrealm

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"testing"

	"overdeck/engine"
)

// TestAttackStatCubes_ChangeEveryAttack: attack cubes add to (or take from)
// the damage of the active monster's attacks: Foul Play on Galeaffy deals
// 2 + 3 + 2 = 7 with +3 cubes, 2 - 1 + 2 = 3 with -1.
func TestAttackStatCubes_ChangeEveryAttack(t *testing.T) {
	for _, c := range []struct{ cubes, hp string }{{"3", "3"}, {"-1", "7"}} {
		runScenario(t, base+"cubes 0 atk "+c.cubes+"\nhand 0 Stallagrowth/1\nturn m2:dStallagrowth/1 draw\nexpect hp 1 Galeaffy "+c.hp)
	}
}

// TestSpeedStatCubes_ChangeEveryActionsSpeed: +2 speed cubes make Cyclone
// (4) faster than Foul Play (5): it KOs Drownigator first.
func TestSpeedStatCubes_ChangeEveryActionsSpeed(t *testing.T) {
	setup := base + "hp 0 Drownigator 1\nhp 1 Galeaffy 1\nhand 0 Stallagrowth/1\n"
	runScenario(t, setup+"cubes 1 spd 2\nturn m2:dStallagrowth/1 m3\nexpect ko 0 Drownigator\nexpect alive 1 Galeaffy")
	runScenario(t, setup+"turn m2:dStallagrowth/1 m3\nexpect alive 0 Drownigator\nexpect ko 1 Galeaffy")
}

// TestSpeedStatCubes_SpeedNeverBelowZero: with -4 speed cubes Cobolt (2)
// and Transfusion (1) both have speed 0, not -2 and -3: they tie, and each
// KOs the other.
func TestSpeedStatCubes_SpeedNeverBelowZero(t *testing.T) {
	runScenario(t, `team 0 Phantomaton Drownigator Galeaffy
team 1 Phantomaton Shaleshell Steamie
hp 0 Phantomaton 2
hp 1 Phantomaton 2
cubes 0 spd -4
cubes 1 spd -4
hand 0 empty
deck 0 empty
hand 1 Galeaffy/1
deck 1 empty
turn m1 m3:dGaleaffy/1
expect ko 0 Phantomaton
expect ko 1 Phantomaton`)
}

// TestDefenseStatCubes_ChangeDamageTaken: a 5-damage attack (Expunge on
// Death Phantomaton) deals 5 - 3 = 2 against +3 defense cubes, 5 + 3 = 8
// against -3.
func TestDefenseStatCubes_ChangeDamageTaken(t *testing.T) {
	for _, c := range []struct{ cubes, hp string }{{"3", "12"}, {"-3", "6"}, {"0", "9"}} {
		runScenario(t, `team 0 Drownigator Flexferno Galeaffy
team 1 Phantomaton Shaleshell Steamie
hand 0 Galeaffy/1
deck 0 empty
hand 1 empty
deck 1 empty
cubes 1 def `+c.cubes+`
turn m4:dGaleaffy/1 draw
expect hp 1 Phantomaton `+c.hp)
	}
}

// TestKOdMonsters_InAnyPhase: a monster can be KO'd outside the monster
// actions too: Heatwave KOs Galeaffy in the end phase, and its owner then
// picks the new active monster.
func TestKOdMonsters_InAnyPhase(t *testing.T) {
	s := runScenario(t, `team 0 Flexferno Drownigator Galeaffy
team 1 Galeaffy Shaleshell Steamie
hp 1 Galeaffy 1
hand 0 empty
deck 0 empty
hand 1 empty
deck 1 empty
turn draw draw
expect ko 1 Galeaffy
expect phase ko`)
	if !slices.Equal(s.ToAct(), []engine.Seat{1}) || len(s.Legal(1)) != 2 || s.Legal(0) != nil {
		t.Fatalf("to act %v, legal %v", s.ToAct(), s.Legal(1))
	}
}

// TestKOdMonsters_LastOneIsBroughtInForYou: with a single monster left
// there is nothing to choose: it comes in at once.
func TestKOdMonsters_LastOneIsBroughtInForYou(t *testing.T) {
	runScenario(t, `team 0 Flexferno Drownigator Galeaffy
team 1 Galeaffy Shaleshell Steamie
hp 1 Galeaffy 1
hp 1 Shaleshell 0
hand 0 empty
deck 0 empty
hand 1 empty
deck 1 empty
turn draw draw
expect active 1 Steamie
expect phase select`)
}

// TestKOdMonsters_BothChooseSecretlyAtOnce: when both active monsters fall
// together, both players choose their new one at the same time, and one
// choice stays hidden from the other player until both are made.
func TestKOdMonsters_BothChooseSecretlyAtOnce(t *testing.T) {
	st := runScenario(t, `team 0 Drownigator Flexferno Stallagrowth
team 1 Shaleshell Galeaffy Steamie
hp 0 Drownigator 1
hp 1 Shaleshell 1
hand 0 Flexferno/0
deck 0 empty
hand 1 Galeaffy/0
deck 1 empty
turn m2:dFlexferno/0 m2:dGaleaffy/0
expect phase ko`)
	m, err := engine.NewMatch(Game, engine.Setup{}, 1)
	if err != nil {
		t.Fatal(err)
	}
	*m.Rules().(*State) = *st
	before, _ := m.View(1).State.MarshalMsg(nil)
	must(m.ApplyKey(0, "kr"))
	after, _ := m.View(1).State.MarshalMsg(nil)
	if !bytes.Equal(before, after) {
		t.Fatal("seat 1 sees seat 0's pick before making its own")
	}
	must(m.ApplyKey(1, "kl"))
	s := m.Rules().(*State)
	if s.Active(0).def().Name != "Stallagrowth" || s.Active(1).def().Name != "Galeaffy" || s.Phase != phSelect {
		t.Fatalf("active %s and %s, phase %d", s.Active(0).def().Name, s.Active(1).def().Name, s.Phase)
	}
}

// TestKOdMonsters_InTheStartPhase: a monster KO'd by a start-of-turn ability
// is replaced at once, before the selection phase of the same turn.
// Goopophyll flips Phantomaton/3, whose flip event deals 1 damage to
// Oozygoopz at 1 HP: it is KO'd, its player brings in Galeaffy, and only
// then do both players select (turn 2 still: the start phase is not run
// again for the monster brought in).
func TestKOdMonsters_InTheStartPhase(t *testing.T) {
	s := runScenario(t, `team 0 Oozygoopz Galeaffy Steamie
team 1 Cleansitoad Galeaffy Steamie
hp 0 Oozygoopz 1
hand 0 empty
deck 0 Phantomaton/3 Galeaffy/1
hand 1 empty
deck 1 empty
turn ctr ctr
expect ko 0 Oozygoopz
expect phase ko`)
	if !slices.Equal(s.ToAct(), []engine.Seat{0}) || len(s.Legal(0)) != 2 || s.Turn != 2 {
		t.Fatalf("turn %d, to act %v, legal %v", s.Turn, s.ToAct(), s.Legal(0))
	}
	s.Resolve([]engine.Action{action{"kl", ""}}, engine.NewTurn(rand.New(rand.NewPCG(1, 2))))
	if s.Phase != phSelect || s.Turn != 2 || s.Active(0).def().Name != "Galeaffy" {
		t.Fatalf("phase %d, turn %d, active %s", s.Phase, s.Turn, s.Active(0).def().Name)
	}
	if v := s.View(1).(*View); v.Phase != phSelect {
		t.Fatalf("the view shows phase %d", v.Phase)
	}
}

// TestKOdMonsters_StartPhaseIsANewTurn: Ashdash/0 keeps Oozygoopz from
// being KO'd "this turn"; at the start of the next turn that is over, so the
// flip event of Phantomaton/3 (turned up by Goopophyll) KOs it.
func TestKOdMonsters_StartPhaseIsANewTurn(t *testing.T) {
	runScenario(t, `team 0 Oozygoopz Galeaffy Steamie
team 1 Cleansitoad Galeaffy Steamie
hp 0 Oozygoopz 1
hand 0 Ashdash/0 Galeaffy/1
deck 0 Galeaffy/3 Phantomaton/3 Galeaffy/1
discard 0 empty
hand 1 empty
deck 1 empty
turn m2:bAshdash/0:dGaleaffy/1 draw
expect ko 0 Oozygoopz
expect phase ko`)
}

// TestKOdMonsters_NeverRecoverHP: healing a KO'd monster does nothing, and
// a KO'd monster's leech counters are gone.
func TestKOdMonsters_NeverRecoverHP(t *testing.T) {
	s := runScenario(t, base+"leech 1 Galeaffy 2\nhp 1 Galeaffy 1\nturn draw draw\nexpect ko 1 Galeaffy\nexpect leech 1 Galeaffy 0")
	s.heal(1, monOf(t, s, 1, "Galeaffy"), 5)
	if m := s.P[1].Mons[monOf(t, s, 1, "Galeaffy")]; m.HP != 0 || !m.KO {
		t.Fatalf("KO'd Galeaffy healed to %d", m.HP)
	}
}

// TestConditions_StayThroughSwitches: conditions stay on a monster when it
// switches out and back in; leech, which says otherwise, falls off.
func TestConditions_StayThroughSwitches(t *testing.T) {
	runScenario(t, base+`cond 1 Galeaffy burn
cond 1 Galeaffy fatigue
leech 1 Galeaffy 2
turn draw swl
turn draw swl
expect active 1 Galeaffy
expect cond 1 Galeaffy burn
expect cond 1 Galeaffy fatigue
expect leech 1 Galeaffy 0
expect hp 1 Galeaffy 10`)
}

// TestConditions_LeechOnBothSidesAtOnce: when both active monsters are
// leeched, both drains happen at once, whichever seat is first: Galeaffy
// at 1 HP with 1 leech counter, the enemy Stallagrowth with 2, ends at
// 1 + 2 - 1 = 2 HP (healed by the other drain before its own can KO it).
func TestConditions_LeechOnBothSidesAtOnce(t *testing.T) {
	for _, seats := range [][2]string{{"0", "1"}, {"1", "0"}} {
		g, o := seats[0], seats[1]
		runScenario(t, `team `+g+` Galeaffy Drownigator Flexferno
team `+o+` Stallagrowth Shaleshell Steamie
hand 0 empty
deck 0 empty
hand 1 empty
deck 1 empty
hp `+g+` Galeaffy 1
leech `+g+` Galeaffy 1
leech `+o+` Stallagrowth 2
turn draw draw
expect alive `+g+` Galeaffy
expect hp `+g+` Galeaffy 2
expect hp `+o+` Stallagrowth 13`)
	}
}

// TestHowToWin_KOAllThreeWins: the player who KOs the last enemy monster
// wins, and the game is over.
func TestHowToWin_KOAllThreeWins(t *testing.T) {
	s := runScenario(t, base+`hp 1 Shaleshell 0
hp 1 Steamie 0
hp 1 Galeaffy 1
hand 0 Stallagrowth/1
turn m2:dStallagrowth/1 draw
expect outcome 0
expect phase over`)
	if s.ToAct() != nil || !s.Outcome().Over {
		t.Fatalf("to act %v after the end", s.ToAct())
	}
}

// TestHowToWin_SimultaneousLastKOIsADraw: when both last monsters fall in
// the same tie, nobody wins.
func TestHowToWin_SimultaneousLastKOIsADraw(t *testing.T) {
	s := scenarioFile(t, "speed_tie_draw")
	if o := s.Outcome(); !o.Over || !o.Draw() || s.Phase != phOver {
		t.Fatalf("outcome %+v", o)
	}
}
