package overrealm

import (
	"slices"
	"testing"
)

// TestHelp_EnteringPlayOnlyAtTheStart ("Entering play"): "enters play"
// abilities trigger at the start of the game for the two starting active
// monsters only: not for a benched starter, not on a switch, not for a KO
// replacement.
func TestHelp_EnteringPlayOnlyAtTheStart(t *testing.T) {
	s := dealt(t, 7, [2][3]string{{"Chargroar", "Galeaffy", "Steamie"}, {"Americaw", "Shaleshell", "Zappguin"}}).Rules().(*State)
	if s.P[1].Cubes != [3]int8{-2, 0, 0} || s.P[0].Cubes != [3]int8{0, -1, 0} {
		t.Fatalf("Intimidate and Wing Clip at the start: cubes %v and %v", s.P[0].Cubes, s.P[1].Cubes)
	}
	s = dealt(t, 7, [2][3]string{{"Galeaffy", "Chargroar", "Steamie"}, {"Shaleshell", "Americaw", "Zappguin"}}).Rules().(*State)
	if s.P[1].Cubes != [3]int8{} || s.P[0].Cubes != [3]int8{} {
		t.Fatalf("benched starters entered play: cubes %v and %v", s.P[0].Cubes, s.P[1].Cubes)
	}
	s = dealt(t, 8, [2][3]string{{"Drownigator", "Chargroar", "Steamie"}, {"Shaleshell", "Americaw", "Zappguin"}}).Rules().(*State)
	if len(s.P[1].Hand) != 1 || len(s.P[1].Discard) != 1 || len(s.P[0].Hand) != 2 {
		t.Fatalf("Panic Attack: hands %d and %d", len(s.P[0].Hand), len(s.P[1].Hand))
	}
	runScenario(t, `team 0 Galeaffy Chargroar Steamie
team 1 Drownigator Shaleshell Steamie
hand 0 empty
hand 1 empty
turn swl draw
expect active 0 Chargroar
expect cubes 1 atk 0`)
	runScenario(t, `team 0 Galeaffy Chargroar Steamie
team 1 Drownigator Shaleshell Steamie
hp 0 Galeaffy 1
hand 0 empty
hand 1 Shaleshell/1
turn draw m4:dShaleshell/1
expect ko 0 Galeaffy
pick 0 kl
expect active 0 Chargroar
expect cubes 1 atk 0`)
}

// TestHelp_ConditionBurn: a burned monster's attacks deal 1 less, 2 less
// for a Leaf, Rock or Death monster: burned Drownigator's Foul Play deals
// 2 - 2 + 2 = 2; burned Flexferno's Scorch 1 - 1 + 3 = 3 (then Heatwave 1).
func TestHelp_ConditionBurn(t *testing.T) {
	runScenario(t, base+"cond 0 Drownigator burn\nhand 0 Stallagrowth/1\nturn m2:dStallagrowth/1 draw\nexpect hp 1 Galeaffy 8")
	runScenario(t, `team 0 Flexferno Drownigator Stallagrowth
team 1 Galeaffy Shaleshell Steamie
cond 0 Flexferno burn
hand 0 Galeaffy/1
deck 0 empty
hand 1 empty
deck 1 empty
turn m3:dGaleaffy/1 draw
expect hp 1 Galeaffy 6`)
}

// TestHelp_ConditionParalyze: -2 speed (Expunge 8 -> 6 loses to Whirlwind
// 7), and each monster action needs a successful Flip 2 (✘ ✘: Surge fails;
// ✘ ✔: it hits).
func TestHelp_ConditionParalyze(t *testing.T) {
	runScenario(t, base+`cond 0 Drownigator paralyze
hp 0 Drownigator 1
hp 1 Galeaffy 1
hand 0 Galeaffy/0
hand 1 Galeaffy/1
turn m4:dGaleaffy/0 m2:dGaleaffy/1
expect ko 0 Drownigator
expect alive 1 Galeaffy`)
	for deck, hp := range map[string]string{"Galeaffy/1 Galeaffy/3": "10", "Galeaffy/1 Galeaffy/0": "9"} {
		runScenario(t, base+"cond 0 Drownigator paralyze\ndeck 0 "+deck+"\nturn m3 draw\nexpect hp 1 Galeaffy "+hp)
	}
}

// TestHelp_ConditionLeech: leech counters stack up to 3; at the end of each
// turn the leeched monster loses 1 HP per counter and the other active
// monster heals as much; they fall off when the monster switches out.
func TestHelp_ConditionLeech(t *testing.T) {
	text := `team 0 Stallagrowth Drownigator Flexferno
team 1 Galeaffy Shaleshell Steamie
hp 0 Stallagrowth 5
hand 1 empty
deck 1 empty
deck 0 empty
`
	for _, c := range []struct{ leech, gal, stal string }{{"1", "9", "6"}, {"2", "7", "8"}, {"3", "4", "11"}, {"3", "1", "14"}} {
		text += "hand 0 Galeaffy/1 Galeaffy/3\nturn m1:dGaleaffy/1,Galeaffy/3 draw\nexpect leech 1 Galeaffy " + c.leech +
			"\nexpect hp 1 Galeaffy " + c.gal + "\nexpect hp 0 Stallagrowth " + c.stal + "\n"
	}
	runScenario(t, text+"turn draw swl\nexpect leech 1 Galeaffy 0\nexpect hp 1 Galeaffy 1\nexpect hp 1 Shaleshell 11")
}

// TestHelp_ConditionFatigue: -1 defense (Foul Play deals 5 to a fatigued
// Galeaffy, not 4); a fatigued Water, Electric or Fire monster cannot play
// buff cards, a fatigued Leaf monster can.
func TestHelp_ConditionFatigue(t *testing.T) {
	runScenario(t, base+`cond 1 Galeaffy fatigue
cond 0 Drownigator fatigue
hand 0 Stallagrowth/1 Drownigator/0
hand 1 Galeaffy/0
expect legal 1 m3:bGaleaffy/0
expect illegal 0 m3:bDrownigator/0
expect legal 0 m3
turn m2:dStallagrowth/1 draw
expect hp 1 Galeaffy 5`)
}

// TestHelp_ConditionStun: a stunned monster cannot switch.
func TestHelp_ConditionStun(t *testing.T) {
	runScenario(t, base+`expect legal 1 swl
cond 1 Galeaffy stun
expect illegal 1 swl
expect illegal 1 swr
turn draw draw
expect cond 1 Galeaffy stun`)
}

// TestHelp_ConditionFlinch: flinch stops the target's action only if the
// flinching attack is faster: in a tie (Shellack 7 against Paralyze 7) the
// target still acts. (The faster case: TestWithAttack_FlinchedAttack...)
func TestHelp_ConditionFlinch(t *testing.T) {
	runScenario(t, `team 0 Shaleshell Galeaffy Steamie
team 1 Zappguin Galeaffy Steamie
hand 0 Galeaffy/3
deck 0 Galeaffy/0
hand 1 empty
deck 1 Galeaffy/3 Galeaffy/0
turn m4:dGaleaffy/3 m4
expect hp 1 Zappguin 6
expect cond 0 Shaleshell paralyze`)
}

// TestHelp_ConditionRecoil: recoil costs the user that much HP, whatever
// its defense, even when the target countered (then on top of the cards
// spent).
func TestHelp_ConditionRecoil(t *testing.T) {
	setup := `team 0 Americaw Drownigator Flexferno
team 1 Galeaffy Shaleshell Steamie
cubes 0 def 4
hand 0 Galeaffy/1 Galeaffy/3
deck 0 empty
hand 1 empty
deck 1 empty
`
	runScenario(t, setup+"turn m1:dGaleaffy/1,Galeaffy/3 draw\nexpect hp 0 Americaw 6\nexpect hp 1 Galeaffy 2")
	runScenario(t, setup+"turn m1:dGaleaffy/1,Galeaffy/3 ctr\nexpect hp 0 Americaw 4\nexpect hp 1 Galeaffy 10")
}

// TestHelp_ConditionSingleUse: a single-use action can be used once; it
// recharges when its monster switches out.
func TestHelp_ConditionSingleUse(t *testing.T) {
	runScenario(t, base+`hand 0 Galeaffy/0 Galeaffy/1
turn m4:dGaleaffy/0 draw
expect illegal 0 m4:dGaleaffy/1
turn swl draw
turn swl draw
expect active 0 Drownigator
expect legal 0 m4:dGaleaffy/1`)
}

// TestHelp_Flips ("Flips"): cards played this turn are not in the discard
// pile yet, so a reshuffle during the turn leaves them out (Cyclone can
// only flip Galeaffy/1 ✘ again, never its own ✔ buff); every legal choice
// lists its buffs by timing, and two different buffs of one timing are
// offered in both orders (the player orders every ability of a window),
// unless one of them is free (its place cannot matter) or both are readers
// outside the With Attack window.
func TestHelp_Flips(t *testing.T) {
	runScenario(t, `team 0 Galeaffy Drownigator Flexferno
team 1 Stallagrowth Shaleshell Steamie
hand 0 Galeaffy/0
deck 0 empty
discard 0 Galeaffy/1
hand 1 empty
deck 1 empty
turn m3:bGaleaffy/0 draw
expect cubes 0 spd 0 atk 1`)
	s := perftPositions[3].state(t)
	keys := map[string]bool{}
	for _, a := range s.Legal(0) {
		keys[a.Key()] = true
	}
	pairs := 0
	for k := range keys {
		c, _ := ParseChoice(k)
		for i := 1; i < len(c.Buffs); i++ {
			p, _ := Card(c.Buffs[i-1])
			q, _ := Card(c.Buffs[i])
			if p.Timing > q.Timing {
				t.Fatalf("%s: %s before %s", k, CardName(c.Buffs[i-1]), CardName(c.Buffs[i]))
			}
			if p.Timing == q.Timing && canon(c.Buffs[i-1]) != canon(c.Buffs[i]) && !free(c.Buffs[i-1]) && !free(c.Buffs[i]) &&
				!(reader(c.Buffs[i-1]) && reader(c.Buffs[i]) && p.Timing != WithAttack) {
				sw := c
				sw.Buffs = slices.Clone(c.Buffs)
				sw.Buffs[i-1], sw.Buffs[i] = sw.Buffs[i], sw.Buffs[i-1]
				sortBuffs(sw.Buffs, true)
				if !keys[sw.Key()] {
					t.Fatalf("%s is offered, but not with %s and %s the other way round", k, CardName(c.Buffs[i-1]), CardName(c.Buffs[i]))
				}
				pairs++
			}
		}
	}
	if pairs == 0 {
		t.Fatal("no choice with two buffs of one timing")
	}
}
