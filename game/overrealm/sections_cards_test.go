package overrealm

import (
	"slices"
	"strings"
	"testing"
)

// TestBuffCards_OneCardPerBuffSymbol: an attack takes at most one buff card
// per buff symbol: Surge (3) is offered with 0 to 3 buffs, never 4; Foul
// Play (1) with at most 1.
func TestBuffCards_OneCardPerBuffSymbol(t *testing.T) {
	s := runScenario(t, base+"hand 0 Drownigator/0 Drownigator/2 Chargroar/1 Galeaffy/0\n")
	most := map[string]int{}
	for _, a := range s.Legal(0) {
		c, err := ParseChoice(a.Key())
		if err == nil && c.Kind == selMonster {
			k := a.Key()[:2]
			most[k] = max(most[k], len(c.Buffs))
		}
	}
	if most["m3"] != 3 || most["m2"] != 1 || most["m1"] != 0 {
		t.Fatalf("most buffs per action: %v", most)
	}
}

// TestBuffCards_AnyBuffOnAnyMonster: a buff card need not match the active
// monster: Chargroar/1 (+2) buffs Drownigator's Surge: 1 + 2 - 1 = 2.
func TestBuffCards_AnyBuffOnAnyMonster(t *testing.T) {
	runScenario(t, base+`hand 0 Chargroar/1
turn m3:bChargroar/1 draw
expect hp 1 Galeaffy 8`)
}

// TestStartPhase_AbilitiesTriggerBeforeSelection: start-of-turn abilities
// happen before the choice: Phantomaton's Lockdown puts its counter on at
// the start of turn 1, so the enemy cannot select a switch that very turn,
// and takes it off at the start of turn 2.
func TestStartPhase_AbilitiesTriggerBeforeSelection(t *testing.T) {
	runScenario(t, `team 0 Phantomaton Drownigator Galeaffy
team 1 Galeaffy Shaleshell Steamie
expect token 0 Phantomaton lockdown 1
expect illegal 1 swl
expect illegal 1 swr
turn draw draw
expect token 0 Phantomaton lockdown 0
expect legal 1 swl`)
}

// TestStandardBuffs_DiscardPilesArePublic: every discard pile (where the
// standard buffs end up) is in both players' views, card by card.
func TestStandardBuffs_DiscardPilesArePublic(t *testing.T) {
	s := runScenario(t, base+"discard 0 std/0 Galeaffy/1 std/1\n")
	for seat := 0; seat < 2; seat++ {
		if v := s.View(seatOfInt(seat)).(*View); !slices.Equal(v.P[0].Discard, s.P[0].Discard) {
			t.Fatalf("seat %d sees discard %v", seat, v.P[0].Discard)
		}
	}
}

// TestHelp_StandardBuffs ("Standard buffs"): both standard buffs are
// Pre-Switch cards whose effect keeps the target from switching this turn;
// one shows ✔, the other ✘ (and flips as such); a blocked switch still
// costs the end-of-turn draw.
func TestHelp_StandardBuffs(t *testing.T) {
	if standard[0].Timing != PreSwitch || standard[1].Timing != PreSwitch || !standard[0].Success || standard[1].Success {
		t.Fatalf("standard buffs %+v", standard)
	}
	for _, std := range []string{"std/0", "std/1"} {
		runScenario(t, base+`hand 0 `+std+`
deck 1 Galeaffy/0
turn m3:b`+std+` swl
expect active 1 Galeaffy
expect hp 1 Galeaffy 9
expect hand 1 0`)
	}
	for std, spd := range map[string]string{"std/0": "1", "std/1": "0"} {
		runScenario(t, `team 0 Galeaffy Drownigator Flexferno
team 1 Stallagrowth Shaleshell Steamie
hand 0 empty
deck 0 `+std+` `+std+`
discard 0 empty
turn m3 draw
expect cubes 0 spd `+spd)
	}
	if !strings.Contains(helpText("Standard buffs"), "cannot switch") {
		t.Fatal("the help does not explain the standard buffs")
	}
}

// helpText returns the text of the help section titled title.
func helpText(title string) string {
	for _, h := range Rules {
		if h.Title == title {
			return h.Text
		}
	}
	return ""
}
