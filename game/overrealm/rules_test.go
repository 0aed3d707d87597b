package overrealm

import "testing"

// TestDeckAndHandLimit_DrawAtSevenDrawsNothing: Draw Cards with 6 cards
// draws 1 (to 7); at 7 the end-of-turn draw draws nothing.
func TestDeckAndHandLimit_DrawAtSevenDrawsNothing(t *testing.T) {
	runScenario(t, `team 0 Steamie Drownigator Flexferno
team 1 Cleansitoad Galeaffy Steamie
hand 0 Galeaffy/0 Galeaffy/1 Galeaffy/2 Galeaffy/3 Drownigator/0 Drownigator/1
deck 0 Drownigator/2 Drownigator/3 Flexferno/0
hand 1 empty
deck 1 empty
turn draw draw
expect hand 0 7
expect deck 0 2`)
}

// TestDeckAndHandLimit_EmptyDeckReshuffles: drawing from an empty deck
// shuffles the discard pile into a new deck first.
func TestDeckAndHandLimit_EmptyDeckReshuffles(t *testing.T) {
	runScenario(t, `team 0 Steamie Drownigator Flexferno
team 1 Cleansitoad Galeaffy Steamie
hand 0 empty
deck 0 empty
discard 0 Galeaffy/0 Galeaffy/1 Galeaffy/2 Galeaffy/3
hand 1 empty
deck 1 empty
turn draw draw
expect hand 0 3
expect deck 0 1
expect discard 0 0`)
}

// TestStatCubeBoard_AtMostFourAndCancel: cubes cap at 4 per stat; + and -
// cubes cancel.
func TestStatCubeBoard_AtMostFourAndCancel(t *testing.T) {
	runScenario(t, `team 0 Chargroar Drownigator Flexferno
team 1 Cleansitoad Galeaffy Steamie
cubes 0 atk 3
hand 0 empty
deck 0 Galeaffy/1 Galeaffy/3
hand 1 empty
deck 1 empty
turn m3 draw
expect cubes 0 atk 4
cubes 0 atk -1
turn m3 draw
expect cubes 0 atk 1`)
}

// TestEndPhase_SwitchOrCounterSkipsTheDraw: a player who switched or
// countered does not draw at the end of the turn.
func TestEndPhase_SwitchOrCounterSkipsTheDraw(t *testing.T) {
	runScenario(t, `team 0 Steamie Drownigator Flexferno
team 1 Cleansitoad Galeaffy Steamie
hand 0 empty
deck 0 Galeaffy/1 Galeaffy/3
hand 1 empty
deck 1 Galeaffy/1 Galeaffy/3
turn swl ctr
expect hand 0 0
expect hand 1 0
expect maneuver 1 2
turn draw draw
expect hand 0 2`)
}
