package overrealm

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"overdeck/engine"
)

// TestTeamAura_TimeCountersOneOffEachTurn: a team aura gets as many time
// counters as its duration (Invigorate: 8), one comes off at the end of
// each turn.
func TestTeamAura_TimeCountersOneOffEachTurn(t *testing.T) {
	runScenario(t, `team 0 Cleansitoad Galeaffy Flexferno
team 1 Galeaffy Shaleshell Steamie
hand 0 empty
hand 1 empty
deck 1 empty
turn m4 draw
expect aura 0 Invigorate 7
turn draw draw
expect aura 0 Invigorate 6`)
}

// TestTeamAura_NeverMoreCountersThanPrinted: used again while it runs, a
// team aura goes back to its printed duration, never above it.
func TestTeamAura_NeverMoreCountersThanPrinted(t *testing.T) {
	runScenario(t, `team 0 Cleansitoad Galeaffy Flexferno
team 1 Galeaffy Shaleshell Steamie
hand 0 empty
hand 1 empty
deck 1 empty
turn m4 draw
turn m4 draw
expect aura 0 Invigorate 7
turn m4 draw
expect aura 0 Invigorate 7`)
}

// TestTeamAura_ActiveWhileItsMonsterIsBenched: Steamie's Chilly Mists
// still weakens the enemy's Water attack after Steamie switched out:
// Waterfall on Drownigator deals 1 + 2 (Death) - 1 = 2.
func TestTeamAura_ActiveWhileItsMonsterIsBenched(t *testing.T) {
	runScenario(t, `team 0 Steamie Drownigator Galeaffy
team 1 Cleansitoad Shaleshell Galeaffy
hand 0 empty
deck 0 empty
hand 1 empty
deck 1 empty
turn m1 draw
turn swl m2
expect active 0 Drownigator
expect aura 0 Chilly_Mists 6
expect hp 0 Drownigator 7`)
}

// TestTeamAura_EndsWhenTheCountersRunOut: when the last time counter comes
// off, the aura ends (Download, running out, draws 2 for its team).
func TestTeamAura_EndsWhenTheCountersRunOut(t *testing.T) {
	runScenario(t, `team 0 Phantomaton Drownigator Galeaffy
team 1 Galeaffy Shaleshell Steamie
hand 0 empty
deck 0 Galeaffy/0 Galeaffy/1 Galeaffy/2 Galeaffy/3 Steamie/0 Steamie/1 Steamie/2
hand 1 empty
deck 1 empty
turn m2 draw
expect hand 0 2
turn swl draw
turn swl draw
expect aura 0 Download 1
expect hand 0 2
turn swl draw
expect aura 0 Download 0
expect hand 0 4`)
}

// TestSpeedTies_KODoesNotStopTheOtherAction: tied Foul Play and Shellshock
// KO each other's monster: both happen, and both players then choose their
// new active monster at once.
func TestSpeedTies_KODoesNotStopTheOtherAction(t *testing.T) {
	s := runScenario(t, `team 0 Drownigator Flexferno Stallagrowth
team 1 Shaleshell Galeaffy Steamie
hp 0 Drownigator 1
hp 1 Shaleshell 1
hand 0 Flexferno/0
deck 0 empty
hand 1 Galeaffy/0
deck 1 empty
turn m2:dFlexferno/0 m2:dGaleaffy/0
expect ko 0 Drownigator
expect ko 1 Shaleshell
expect phase ko
expect outcome running`)
	if !slices.Equal(s.ToAct(), []engine.Seat{0, 1}) {
		t.Fatalf("to act %v", s.ToAct())
	}
}

// TestSpeedTies_NoAdvantageToResolvingFirst: the tie of speed_tie_cubes
// played with the seats swapped gives the mirrored result.
func TestSpeedTies_NoAdvantageToResolvingFirst(t *testing.T) {
	runScenario(t, `team 1 Drownigator Flexferno Stallagrowth
team 0 Galeaffy Shaleshell Steamie
hand 1 Stallagrowth/1
deck 1 Drownigator/0 Drownigator/2
cubes 1 spd -1
hand 0 empty
deck 0 Galeaffy/1 Galeaffy/3 Galeaffy/2
turn m3 m2:dStallagrowth/1
expect cubes 0 atk -1
expect hp 1 Drownigator 5
expect hp 0 Galeaffy 6`)
}

// TestSpeedTies_SwitchesAndAurasWaitForBoth: everything a tied action does
// waits until both are done, switches and team auras too, so the outcome
// is the same whichever seat resolves first. Chilly Mists (5) tied with
// Thunderstorm (5): the new aura does not soften the Thunderstorm, which
// deals Steamie 3 + 3 (Water) - 3 (Fire) = 3, from either seat. Two
// Galeaffys using Switcheroo (8): each hits the other Galeaffy for 1, then
// both switch out to Steamie; a Galeaffy KO'd in the tie does not switch
// out (its player chooses its replacement).
func TestSpeedTies_SwitchesAndAurasWaitForBoth(t *testing.T) {
	mists := `team %[1]d Steamie Galeaffy Flexferno
team %[2]d Zappguin Galeaffy Flexferno
hand %[1]d empty
deck %[1]d empty
hand %[2]d Galeaffy/1 Galeaffy/3
deck %[2]d empty
turn %[3]s %[4]s
expect hp %[1]d Steamie 6
expect aura %[1]d Chilly_Mists 7`
	runScenario(t, fmt.Sprintf(mists, 0, 1, "m1", "m1:dGaleaffy/1,Galeaffy/3"))
	runScenario(t, fmt.Sprintf(mists, 1, 0, "m1:dGaleaffy/1,Galeaffy/3", "m1"))
	runScenario(t, `team 0 Galeaffy Steamie Flexferno
team 1 Galeaffy Steamie Flexferno
hand 0 Galeaffy/1
deck 0 Galeaffy/3
hand 1 Galeaffy/1
deck 1 Galeaffy/3
turn m1:dGaleaffy/1:s1 m1:dGaleaffy/1:s1
expect hp 0 Galeaffy 9
expect hp 1 Galeaffy 9
expect hp 0 Steamie 9
expect hp 1 Steamie 9
expect active 0 Steamie
expect active 1 Steamie`)
	runScenario(t, `team 0 Galeaffy Steamie Flexferno
team 1 Galeaffy Steamie Flexferno
hp 0 Galeaffy 1
hand 0 Galeaffy/1
deck 0 Galeaffy/3
hand 1 Galeaffy/1
deck 1 Galeaffy/3
turn m1:dGaleaffy/1:s1 m1:dGaleaffy/1:s1
expect ko 0 Galeaffy
expect hp 1 Galeaffy 9
expect active 1 Steamie
expect phase ko           # the KO'd Galeaffy did not switch out: its player chooses`)
}

// TestSpeedTies_HeldChangesApplyInAnyOrder: the changes held during a tie
// give the same result in whatever order the two actions made them: stat
// cubes add up before the limit of 4 applies, and healing comes before
// damage (a monster at 2 HP healed 3 and dealt 4 ends at 1 HP, not KO'd).
func TestSpeedTies_HeldChangesApplyInAnyOrder(t *testing.T) {
	var got [2]string
	for i, first := range []bool{true, false} {
		s := runScenario(t, base+"hp 1 Galeaffy 2\ncubes 0 atk 3")
		gal := monOf(t, s, 1, "Galeaffy")
		mine := func() { s.addCubes(0, statAtk, 2); s.heal(1, gal, 3) }
		theirs := func() { s.addCubes(0, statAtk, -1); s.hurt(1, gal, 4) }
		s.tie = true
		if first {
			mine()
			theirs()
		} else {
			theirs()
			mine()
		}
		s.flush()
		got[i] = fmt.Sprint(s.P[0].Cubes[statAtk], s.P[1].Mons[gal].HP, s.P[1].Mons[gal].KO)
	}
	if got[0] != got[1] || got[0] != "4 1 false" {
		t.Fatalf("one order gives %s, the other %s; want 4 1 false", got[0], got[1])
	}
}

// TestPreAttack_AfterSwitchesBeforeMonsterActions: a Pre-Attack buff
// resolves after the switches: the -1 attack cube of Drownigator/0 stays on
// the board of the player who just switched (a switch clears the board).
func TestPreAttack_AfterSwitchesBeforeMonsterActions(t *testing.T) {
	runScenario(t, base+`hand 0 Drownigator/0
turn m3:bDrownigator/0 swl
expect active 1 Shaleshell
expect cubes 1 atk -1`)
}

// TestWithAttack_FlinchedAttackPreventsItsBuffs: Shellack (7, flinch)
// stops Lights Out (6): its With Attack buff (Flexferno/0, Flip 2: burn)
// never flips; without the flinch it burns Shaleshell.
func TestWithAttack_FlinchedAttackPreventsItsBuffs(t *testing.T) {
	setup := `team 0 Chargroar Flexferno Galeaffy
team 1 Shaleshell Galeaffy Steamie
hand 0 Flexferno/0 Galeaffy/3
deck 0 Galeaffy/0 Galeaffy/2 Galeaffy/1
hand 1 Steamie/3
deck 1 Shaleshell/0
`
	runScenario(t, setup+`turn m2:bFlexferno/0:dGaleaffy/3 m4:dSteamie/3
expect nocond 1 Shaleshell
expect hp 1 Shaleshell 11
expect deck 0 2
expect hp 0 Chargroar 5`)
	runScenario(t, setup+`turn m2:bFlexferno/0:dGaleaffy/3 draw
expect cond 1 Shaleshell burn`)
}

// TestPostAttack_AfterAllMonsterActions: Americaw/1 (Post Attack: the
// target switches out) waits until the slower Cyclone has resolved, so
// Galeaffy still attacks before it is sent away.
func TestPostAttack_AfterAllMonsterActions(t *testing.T) {
	runScenario(t, `team 0 Americaw Drownigator Flexferno
team 1 Galeaffy Shaleshell Steamie
hand 0 Americaw/1 Galeaffy/1 Galeaffy/3
deck 0 empty
hand 1 empty
deck 1 empty
turn m2:bAmericaw/1:dGaleaffy/1,Galeaffy/3 m3
expect hp 1 Galeaffy 7
expect hp 0 Americaw 6
expect active 1 Shaleshell`)
}

// TestFlipping_EmptyDeckReshufflesMidFlip: when the deck runs out during a
// flip, the discard pile (with the cards just flipped) becomes the new deck
// and the flip goes on.
func TestFlipping_EmptyDeckReshufflesMidFlip(t *testing.T) {
	_, log := turnLog(t, `team 0 Galeaffy Drownigator Flexferno
team 1 Stallagrowth Shaleshell Steamie
hand 0 empty
deck 0 Galeaffy/1
discard 0 empty
hand 1 empty
deck 1 empty`, "m3", "draw")
	inOrder(t, log, "uses Cyclone", "flips Sharp Breeze: fail", "shuffles the discard pile into a new deck", "flips Sharp Breeze: fail", "Cyclone deals")
}

// TestFlipping_ControllerOrdersFlipAbilities: two flip buffs of the same
// timing resolve in the order their player chose (both orders are legal),
// and the order matters: Cleansitoad/2 first takes the ✔ (+3), Flexferno/0
// first takes it instead (and Cleansitoad/2 then flips ✘).
func TestFlipping_ControllerOrdersFlipAbilities(t *testing.T) {
	setup := `team 0 Cleansitoad Galeaffy Flexferno
team 1 Galeaffy Shaleshell Steamie
hand 0 Cleansitoad/2 Flexferno/0 Galeaffy/1 Galeaffy/3
deck 0 Galeaffy/0 Galeaffy/1 Galeaffy/2 Galeaffy/3
hand 1 empty
deck 1 empty
`
	runScenario(t, setup+`turn m1:bCleansitoad/2,Flexferno/0:dGaleaffy/1,Galeaffy/3 draw
expect hp 1 Galeaffy 7
expect cond 1 Galeaffy burn`)
	runScenario(t, setup+`turn m1:bFlexferno/0,Cleansitoad/2:dGaleaffy/1,Galeaffy/3 draw
expect hp 1 Galeaffy 9
expect cond 1 Galeaffy burn`)
}

// TestFlipping_ControllerOrdersEveryAbility: the player chooses the order
// of every ability of a window, flipping or not, and where the attack's own
// ability goes among its With Attack buffs. Cleansitoad's attack with
// Flexferno/0 (Flip 2: burn) then Flexferno/2 (+2 if the target has a
// condition) deals 2 more than the other order. Vortex (+2 if the target
// has a condition) after Flexferno/0 deals 2 + 2 + 1 (Static Shock: one
// condition) = 5 to Galeaffy; with its own ability first (":a1", one With
// Attack buff after it), 2 + 1 = 3. A buff whose place cannot matter
// (Chargroar/0, a flat +2) is offered in one place only.
func TestFlipping_ControllerOrdersEveryAbility(t *testing.T) {
	setup := `team 0 Cleansitoad Galeaffy Flexferno
team 1 Galeaffy Shaleshell Steamie
hand 0 Flexferno/0 Flexferno/2 Galeaffy/1 Galeaffy/3
deck 0 Galeaffy/0 Galeaffy/1 Galeaffy/2 Galeaffy/3
hand 1 empty
deck 1 empty
`
	runScenario(t, strings.Replace(setup, "Flexferno/2", "Chargroar/0", 1)+`expect legal 0 m1:bChargroar/0,Flexferno/0:dGaleaffy/1,Galeaffy/3
expect illegal 0 m1:bFlexferno/0,Chargroar/0:dGaleaffy/1,Galeaffy/3 # a flat +2: offered in one place`)
	burnFirst := runScenario(t, setup+`turn m1:bFlexferno/0,Flexferno/2:dGaleaffy/1,Galeaffy/3 draw
expect cond 1 Galeaffy burn`)
	plusFirst := runScenario(t, setup+`turn m1:bFlexferno/2,Flexferno/0:dGaleaffy/1,Galeaffy/3 draw
expect cond 1 Galeaffy burn`)
	hp := func(s *State) int { return int(s.P[1].Mons[monOf(t, s, 1, "Galeaffy")].HP) }
	if hp(plusFirst)-hp(burnFirst) != 2 {
		t.Fatalf("burn first leaves Galeaffy %d HP, +2 first %d", hp(burnFirst), hp(plusFirst))
	}
	vortex := `team 0 Zappguin Galeaffy Flexferno
team 1 Galeaffy Shaleshell Steamie
hand 0 Flexferno/0 Galeaffy/1
deck 0 Galeaffy/0 Galeaffy/2
hand 1 empty
deck 1 empty
`
	runScenario(t, vortex+`turn m3:bFlexferno/0:dGaleaffy/1 draw
expect hp 1 Galeaffy 5`)
	runScenario(t, vortex+`turn m3:bFlexferno/0:dGaleaffy/1:a1 draw
expect hp 1 Galeaffy 7
expect cond 1 Galeaffy burn`)
}

// TestFlipEvents_ResolveBeforeTheNextFlip: a flip event happens as its card
// turns up: Ashdash/1's event draws the next card before Cyclone's second
// flip, which then turns up the card after it.
func TestFlipEvents_ResolveBeforeTheNextFlip(t *testing.T) {
	s := runScenario(t, `team 0 Galeaffy Drownigator Flexferno
team 1 Stallagrowth Shaleshell Steamie
hand 0 empty
deck 0 Ashdash/1 Galeaffy/0 Galeaffy/2 Galeaffy/3
discard 0 empty
hand 1 empty
deck 1 empty
turn m3 draw
expect cubes 0 spd 1
expect hand 0 2`)
	if want := []uint8{cardCode(t, "Galeaffy/0"), cardCode(t, "Galeaffy/3")}; !slices.Equal(s.P[0].Hand, want) {
		t.Fatalf("hand %v, want %v", s.P[0].Hand, want)
	}
}
