package overrealm

import (
	"slices"
	"strings"
	"testing"

	"overdeck/engine"
)

// turnLog sets a table up from scenario setup lines, plays one turn (keys as
// in scenarios) through an engine.Match so that the log is kept, and returns
// the state and the log lines.
func turnLog(t *testing.T, setup, k0, k1 string) (*State, []string) {
	t.Helper()
	st := runScenario(t, setup)
	m, err := engine.NewMatch(Game, engine.Setup{}, 1)
	if err != nil {
		t.Fatal(err)
	}
	*m.Rules().(*State) = *st
	must(m.ApplyKey(0, keyOf(t, k0)))
	must(m.ApplyKey(1, keyOf(t, k1)))
	var out []string
	for _, e := range m.Log() {
		out = append(out, e.Text)
	}
	return m.Rules().(*State), out
}

// inOrder checks that each of parts occurs in lines, in this order.
func inOrder(t *testing.T, lines []string, parts ...string) {
	t.Helper()
	i := 0
	for _, l := range lines {
		if i < len(parts) && strings.Contains(l, parts[i]) {
			i++
		}
	}
	if i < len(parts) {
		t.Fatalf("log lacks %q in order:\n%s", parts[i], strings.Join(lines, "\n"))
	}
}

// base is the usual table of these tests: Drownigator (Water/Death)
// against Galeaffy (Leaf), empty hands and decks.
const base = `team 0 Drownigator Flexferno Stallagrowth
team 1 Galeaffy Shaleshell Steamie
hand 0 empty
deck 0 empty
hand 1 empty
deck 1 empty
`

// TestPhasesOfATurn_BothSeatsChooseEveryTurn: turns are simultaneous: both
// players choose in every selection phase, and the next turn follows the
// end phase.
func TestPhasesOfATurn_BothSeatsChooseEveryTurn(t *testing.T) {
	s := runScenario(t, base+"turn draw draw\nturn swl draw\n")
	if s.Turn != 3 || s.Phase != phSelect || !slices.Equal(s.ToAct(), []engine.Seat{0, 1}) {
		t.Fatalf("turn %d phase %d to act %v", s.Turn, s.Phase, s.ToAct())
	}
}

// TestActionPhase_ResolutionOrder (Phases of a Turn, Action Phase, Buff
// timing): reveal, standard actions, switches, Pre-Attack buffs, the
// monster action with its With Attack buffs, then damage.
func TestActionPhase_ResolutionOrder(t *testing.T) {
	_, log := turnLog(t, base+"deck 1 Galeaffy/0 Galeaffy/1\n", "swl", "draw")
	inOrder(t, log, "Player 1 reveals", "Player 2 reveals", "Player 2 draws 2", "switches Drownigator out for Flexferno")
	setup := `team 0 Cleansitoad Galeaffy Flexferno
team 1 Galeaffy Shaleshell Steamie
hand 0 Cleansitoad/3 Cleansitoad/2 Galeaffy/3
deck 0 Galeaffy/1 Galeaffy/3 Galeaffy/0
hand 1 empty
deck 1 empty
`
	s, log := turnLog(t, setup, "m1:bCleansitoad/3,Cleansitoad/2:dGaleaffy/3", "swr")
	inOrder(t, log, "switches Galeaffy out for Steamie", "flips Sharp Breeze: fail", "uses Typhoon", "flips Leaf Shield: fail", "deals 4 damage to Steamie")
	if s.Shown[0] != keyOf(t, "m1:bCleansitoad/3,Cleansitoad/2:dGaleaffy/3") || s.Shown[1] != "swr" {
		t.Fatalf("shown %v", s.Shown)
	}
}

// TestActionPhase_BothChoicesRevealed: once the turn resolves, each player
// sees what the other chose.
func TestActionPhase_BothChoicesRevealed(t *testing.T) {
	s := runScenario(t, base+"hand 0 Stallagrowth/1\nturn m2:dStallagrowth/1 draw\n")
	v := s.View(1).(*View)
	if v.Shown[0] != keyOf(t, "m2:dStallagrowth/1") || v.Shown[1] != "draw" {
		t.Fatalf("seat 1 sees %v", v.Shown)
	}
}

// TestSelectionPhase_EightSpaces: the action cube goes on one of 8 spaces:
// 4 monster actions, Draw Cards, Counter, switch left, switch right.
func TestSelectionPhase_EightSpaces(t *testing.T) {
	s := dealt(t, 6, [2][3]string{{"Galeaffy", "Steamie", "Shaleshell"}, {"Zappguin", "Americaw", "Stallagrowth"}}).Rules().(*State)
	spaces := map[string]bool{}
	for _, a := range s.Legal(0) {
		k, _, _ := strings.Cut(strings.TrimSuffix(strings.Split(a.Key(), ":")[0], "p"), ":")
		spaces[k] = true
	}
	if len(spaces) != 8 || !spaces["draw"] || !spaces["ctr"] || !spaces["swl"] || !spaces["swr"] || !spaces["m1"] || !spaces["m4"] {
		t.Fatalf("spaces %v", spaces)
	}
}

// TestSelectionPhase_BuffsAndDiscardsSpentBeforeTheReveal: buffs and
// discards leave the hand when chosen, before the reveal: Drownigator,
// KO'd by a faster Whirlwind before Foul Play, has still spent both cards
// (its Pre-Attack buff, resolving before any monster action, still works).
func TestSelectionPhase_BuffsAndDiscardsSpentBeforeTheReveal(t *testing.T) {
	runScenario(t, base+`hp 0 Drownigator 1
hand 0 Drownigator/0 Stallagrowth/1
deck 0 Galeaffy/0
hand 1 Galeaffy/1
turn m2:bDrownigator/0:dStallagrowth/1 m2:dGaleaffy/1
expect ko 0 Drownigator
expect hand 0 1                # only the end-of-turn draw
expect discard 0 2
expect cubes 1 atk -1
expect phase ko`)
}

// TestSelectionPhase_SwitchLeftAndRight: a switch action makes the monster
// on the left (or right) the active one, whose four actions are then the
// monster actions; switching costs nothing.
func TestSelectionPhase_SwitchLeftAndRight(t *testing.T) {
	s := runScenario(t, base+`hand 0 Galeaffy/0 Galeaffy/1
deck 0 Galeaffy/2
turn swl draw
expect active 0 Flexferno
expect maneuver 0 3
expect hand 0 2
turn swr draw
expect active 0 Stallagrowth
expect hand 0 2`)
	if d := s.describe(0, Choice{Kind: selMonster}); d != "Leech Seed" {
		t.Fatalf("monster action 1 is %q", d)
	}
}

// TestSelectionPhase_SwitchClearsStatCubes: a switch removes every stat
// cube from the board.
func TestSelectionPhase_SwitchClearsStatCubes(t *testing.T) {
	runScenario(t, base+`cubes 0 atk 2 spd -1 def 3
turn swl draw
expect cubes 0 atk 0 spd 0 def 0`)
}

// TestSelectionPhase_SwitchCannotTargetKOdMonster: no switch to a KO'd
// monster.
func TestSelectionPhase_SwitchCannotTargetKOdMonster(t *testing.T) {
	s := runScenario(t, base+`hp 0 Flexferno 0
expect illegal 0 swl
expect legal 0 swr`)
	for _, a := range s.Legal(0) {
		if a.Key() == "swl" {
			t.Fatal("switch to a KO'd monster offered")
		}
	}
}

// TestStandardActions_DrawCardsDrawsTwo: Draw Cards draws 2 (then the end
// of turn draws 1).
func TestStandardActions_DrawCardsDrawsTwo(t *testing.T) {
	runScenario(t, base+`deck 0 Galeaffy/0 Galeaffy/1 Galeaffy/2 Galeaffy/3
turn draw draw
expect hand 0 3
expect deck 0 1`)
}

// TestStandardActions_CounterOnlyPunishesActionsAimedAtYou: a Counter stops
// an action aimed at the active monster (Fatigue: no fatigue, Drownigator
// loses its 2 discards); an action that aims at no one (Iron Defense) is
// neither stopped nor punished.
func TestStandardActions_CounterOnlyPunishesActionsAimedAtYou(t *testing.T) {
	runScenario(t, base+`hand 0 Galeaffy/1 Galeaffy/3
deck 0 Galeaffy/0 Galeaffy/2
turn m1:dGaleaffy/1,Galeaffy/3 ctr
expect nocond 1 Galeaffy
expect hp 0 Drownigator 7
expect deck 0 1                # no flip, only the end-of-turn draw
expect maneuver 1 2`)
	runScenario(t, `team 0 Americaw Drownigator Flexferno
team 1 Galeaffy Shaleshell Steamie
hand 0 empty
deck 0 Galeaffy/0
turn m3 ctr
expect cubes 0 def 2
expect hp 0 Americaw 8
expect maneuver 1 2`)
}

// TestStandardActions_CounterKeepsTheAttackersOwnBuffs: Counter protects the
// countering monster only. Viscous Split (countered, so its own ability
// does not resolve) is buffed with Galeaffy/0 (Pre-Attack: +1 attack cube
// to your board), Drownigator/0 (Pre-Attack: -1 attack cube to the
// target's board) and Smolderskulk/1 (Post Attack: +1 defense cube to your
// board): the buffs on the attacker's own side resolve, the one aimed at the
// countering side does not; Oozygoopz loses 3 HP for the 3 cards. Smolderskulk/2
// (take a positive cube from the enemy's board) takes nothing from the
// countering side and gives nothing.
func TestStandardActions_CounterKeepsTheAttackersOwnBuffs(t *testing.T) {
	setup := `team 0 Oozygoopz Galeaffy Steamie
team 1 Chargroar Shaleshell Steamie
deck 0 Galeaffy/2 Galeaffy/3
hand 1 empty
deck 1 empty
cubes 1 atk 1 spd 0 def 0
cubes 0 atk 0 spd 0 def 0
`
	runScenario(t, setup+`hand 0 Galeaffy/0 Drownigator/0 Smolderskulk/1
turn m3:bDrownigator/0,Galeaffy/0,Smolderskulk/1 ctr
expect cubes 0 atk 1
expect cubes 0 def 1
expect cubes 1 atk 1
expect hp 0 Oozygoopz 9
expect hp 1 Chargroar 8`)
	runScenario(t, setup+`hand 0 Smolderskulk/2
turn m3:bSmolderskulk/2 ctr
expect cubes 0 atk 0
expect cubes 1 atk 1`)
}

// TestStandardActions_CounterNeedsAManeuverCube: Counter spends a maneuver
// cube; without one it cannot be chosen.
func TestStandardActions_CounterNeedsAManeuverCube(t *testing.T) {
	runScenario(t, base+`maneuver 1 0
expect illegal 1 ctr
maneuver 1 1
expect legal 1 ctr
turn draw ctr
expect maneuver 1 0
expect illegal 1 ctr`)
}

// TestProtected_ModifiersIgnoredForBothPlayers: one Protected Monster
// Action (here a status) makes the opponent's attack ignore its modifiers
// too: Whirlwind deals 3 to Americaw instead of 3 + 2 (Rock) - 3 (Death).
func TestProtected_ModifiersIgnoredForBothPlayers(t *testing.T) {
	setup := `team 0 Americaw Drownigator Flexferno
team 1 Galeaffy Shaleshell Steamie
hand 0 empty
deck 0 Galeaffy/0
hand 1 Galeaffy/1
deck 1 empty
`
	runScenario(t, setup+"turn m3p m2:dGaleaffy/1\nexpect hp 0 Americaw 5\nexpect maneuver 0 2\nexpect maneuver 1 3")
	runScenario(t, setup+"turn m3 m2:dGaleaffy/1\nexpect hp 0 Americaw 6\nexpect maneuver 0 3")
}

// TestProtected_NeedsAManeuverCube: a Protected Monster Action spends a
// maneuver cube; without one only the plain action is offered.
func TestProtected_NeedsAManeuverCube(t *testing.T) {
	runScenario(t, base+`hand 0 Stallagrowth/1
maneuver 0 0
expect illegal 0 m2p:dStallagrowth/1
expect legal 0 m2:dStallagrowth/1
maneuver 0 1
expect legal 0 m2p:dStallagrowth/1`)
}
