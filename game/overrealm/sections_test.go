package overrealm

// The rules of seed 004, sentence by sentence, each with the tests that
// prove it: sectionIndex below is the index (112 sentences, every one
// with at least one test). The tests are named after their section
// (TestSetup_, TestModesOfPlay_, TestChoosingYourTeam_, TestBuffCards_,
// TestPhasesOfATurn_, TestStartPhase_, TestSelectionPhase_,
// TestStandardActions_, TestProtected_, TestActionPhase_, TestMonsterActions_,
// TestAttack_, TestStatus_, TestTeamAura_, TestSpeedTies_, TestPreAttack_,
// TestWithAttack_, TestPostAttack_, TestFlipping_, TestStandardBuffs_,
// TestFlipEvents_, TestAttackStatCubes_, TestSpeedStatCubes_,
// TestDefenseStatCubes_, TestEndPhase_, TestKOdMonsters_, TestConditions_,
// TestDeckAndHandLimit_, TestHowToWin_) and live in sections_*_test.go;
// the help's decisions are tested in help_test.go and decisions_test.go,
// the counts of legal choices in perft_test.go.

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// scenarioFile runs testdata/scenarios/<name>.txt and returns its final
// state.
func scenarioFile(t *testing.T, name string) *State {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "scenarios", name+".txt"))
	if err != nil {
		t.Fatal(err)
	}
	return runScenario(t, string(b))
}

// TestSections_Scenarios runs, under the name of its section, every
// scenario file that the index gives as the proof of a seed sentence.
func TestSections_Scenarios(t *testing.T) {
	for _, e := range sectionIndex {
		for _, proof := range e.Tests {
			if name, ok := strings.CutPrefix(proof, "scenario:"); ok {
				t.Run(e.Section+"/"+name, func(t *testing.T) { scenarioFile(t, name) })
			}
		}
	}
}

var testFunc = regexp.MustCompile(`(?m)^func (Test\w+)\(t \*testing\.T\)`)

// TestSections_IndexNamesRealTests: every test the index names exists (a Go
// test of this package or a scenario file), and every seed sentence has at
// least one.
func TestSections_IndexNamesRealTests(t *testing.T) {
	files, _ := filepath.Glob("*_test.go")
	have := map[string]bool{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range testFunc.FindAllStringSubmatch(string(b), -1) {
			have[m[1]] = true
		}
	}
	for _, e := range sectionIndex {
		if len(e.Tests) == 0 {
			t.Errorf("%s: %q has no test", e.Section, e.Sentence)
		}
		for _, proof := range e.Tests {
			if name, ok := strings.CutPrefix(proof, "scenario:"); ok {
				if _, err := os.Stat(filepath.Join("testdata", "scenarios", name+".txt")); err != nil {
					t.Errorf("%s: no scenario %s", e.Section, name)
				}
			} else if !have[proof] {
				t.Errorf("%s: no test %s", e.Section, proof)
			}
		}
	}
	t.Logf("%d seed sentences indexed", len(sectionIndex))
}

// sentence maps one rule sentence of the seed (004, quoted short) to the
// tests that fail if it is broken: Go tests of this package, or
// "scenario:<file>" for testdata/scenarios/<file>.txt (run again by
// TestSections_Scenarios under the section's name).
type sentence struct {
	Section, Sentence string
	Tests             []string
}

func proofs(t ...string) []string { return t }

// sectionIndex is the seed, section by section, sentence by sentence.
// TestSections_IndexNamesRealTests checks that every name here exists.
var sectionIndex = []sentence{
	{"Components", "20 monsters, each with a monster card, 4 action cards, 4 buff cards", proofs("TestMonsters_TwentyComplete", "TestMonsters_EveryCardExercised")},
	{"Setup", "shield with monsters, action board and three maneuver cubes behind it, hidden", proofs("TestSetup_ThreeManeuverCubesEach", "TestSetup_ShieldHidesHandPublicStatBoard")},
	{"Setup", "stat cube board in front of the shield, visible to the opponent", proofs("TestSetup_ShieldHidesHandPublicStatBoard")},
	{"Setup", "deck: the 4 buffs of each team monster and the two standard buffs, 14 cards, shuffled", proofs("TestSetup_DeckIsTeamBuffsPlusStandard")},
	{"Setup", "active monster and its action cards in front, in a 2 by 2 grid", proofs("TestSetup_ActiveInFrontBenchLeftAndRight")},
	{"Setup", "the two non-starting monsters one to the left, the other to the right", proofs("TestSetup_ActiveInFrontBenchLeftAndRight", "TestSelectionPhase_SwitchLeftAndRight")},
	{"Setup", "both players draw two cards", proofs("TestSetup_BothPlayersDrawTwo", "TestSetup_DeckOf14AndTwoCards")},
	{"Modes of Play/Drafting", "4 x players reference cards, shuffled, dealt out", proofs("TestModesOfPlay_DraftDealsFourTimesPlayers")},
	{"Modes of Play/Drafting", "each secretly selects 1, passes the rest to the left, until all have 4", proofs("TestModesOfPlay_DraftPickThenPassUntilFour", "TestModesOfPlay_CasualRevealsPicksAfterTheFirst")},
	{"Modes of Play/1v1 Casual", "8 random monsters, 4 dealt to each player", proofs("TestModesOfPlay_DraftDealsFourTimesPlayers")},
	{"Modes of Play/1v1 Casual", "both secretly and simultaneously select 1, then exchange the remaining 3 and select another", proofs("TestModesOfPlay_DraftPickThenPassUntilFour")},
	{"Modes of Play/1v1 Casual", "all monsters selected after the first are revealed to each player", proofs("TestModesOfPlay_CasualRevealsPicksAfterTheFirst", "TestModesOfPlay_Setup")},
	{"Modes of Play/1v1 Casual", "keep doing this until both players have 4 monsters", proofs("TestModesOfPlay_DraftPickThenPassUntilFour")},
	{"Modes of Play/1v1 Competitive", "players select 5 monsters from their personal supply", proofs("TestModesOfPlay_CompetitiveFiveFromTheWholePool", "TestModesOfPlay_Setup")},
	{"Choosing your Team", "secretly select 3 monsters that compose your team", proofs("TestChoosingYourTeam_ThreeFromThePool")},
	{"Choosing your Team", "teams are chosen secretly and simultaneously, face down", proofs("TestChoosingYourTeam_SecretAndSimultaneous")},
	{"Choosing your Team", "reveal together; the top one is active, the other two beside it", proofs("TestChoosingYourTeam_SecretAndSimultaneous", "TestSetup_ActiveInFrontBenchLeftAndRight")},
	{"Choosing your Team", "monsters not selected are not used for the rest of the game", proofs("TestChoosingYourTeam_SecretAndSimultaneous")},
	{"Buff Cards", "the deck is the 4 buffs of each of the 3 team monsters plus the 2 standard buffs", proofs("TestSetup_DeckIsTeamBuffsPlusStandard")},
	{"Buff Cards", "buff cards are discarded for actions or enhance monster attacks", proofs("TestMonsterActions_DiscardCostPaidBeforeTheReveal", "TestBuffCards_OneCardPerBuffSymbol")},
	{"Buff Cards", "one buff card from the hand for each buff symbol of the selected action", proofs("TestBuffCards_OneCardPerBuffSymbol")},
	{"Buff Cards", "buff cards are chosen before the Action Phase, before the opponent reveals", proofs("TestSelectionPhase_BuffsAndDiscardsSpentBeforeTheReveal")},
	{"Buff Cards", "any buff card in hand may buff an attack, matching the active monster or not", proofs("TestBuffCards_AnyBuffOnAnyMonster", "scenario:worked_typhoon")},
	{"Phases of a Turn", "each turn is simultaneous: no individual turns", proofs("TestPhasesOfATurn_BothSeatsChooseEveryTurn")},
	{"Phases of a Turn", "start phase: start-of-turn abilities", proofs("TestStartPhase_AbilitiesTriggerBeforeSelection")},
	{"Phases of a Turn", "selection phase: both secretly place the action cube on one of 8 actions", proofs("TestSelectionPhase_EightSpaces")},
	{"Phases of a Turn", "action phase: standard, Pre-Switch, switch, Pre-Attack, monster actions (With Attack), Post Attack", proofs("TestActionPhase_ResolutionOrder", "TestPreAttack_AfterSwitchesBeforeMonsterActions", "TestPostAttack_AfterAllMonsterActions")},
	{"Phases of a Turn", "end phase: draw one unless you switched or countered", proofs("TestEndPhase_SwitchOrCounterSkipsTheDraw")},
	{"Phases of a Turn", "end phase: one time counter off each team aura", proofs("TestTeamAura_TimeCountersOneOffEachTurn", "scenario:mon_cleansitoad")},
	{"Phases of a Turn", "end phase: end-of-turn abilities", proofs("scenario:mon_flexferno", "scenario:mon_stallagrowth")},
	{"How to Win", "KO all three of your opponent's monsters to win", proofs("TestHowToWin_KOAllThreeWins")},
	{"How to Win", "monsters are KO'd when their HP is reduced to 0", proofs("scenario:ko_pick", "TestKOdMonsters_InAnyPhase")},
	{"Start Phase", "abilities that trigger at the start of a turn occur now", proofs("TestStartPhase_AbilitiesTriggerBeforeSelection", "scenario:mon_phantomaton")},
	{"Selection Phase", "secretly place your action cube on one of the 8 spaces", proofs("TestSelectionPhase_EightSpaces")},
	{"Selection Phase", "the 8 actions: monster, standard and switch actions", proofs("TestSelectionPhase_EightSpaces")},
	{"Selection Phase", "the remaining hand goes face down behind the screen", proofs("TestHidden_ViewLeaksNothing", "TestSetup_ShieldHidesHandPublicStatBoard")},
	{"Selection Phase/Monster Actions", "monster actions 1-4 are the active monster's 4 action cards", proofs("TestSetup_ActiveInFrontBenchLeftAndRight", "TestSelectionPhase_SwitchLeftAndRight")},
	{"Selection Phase/Monster Actions", "buffs and discards go behind the screen, decided before the reveal", proofs("TestSelectionPhase_BuffsAndDiscardsSpentBeforeTheReveal", "TestMonsterActions_DiscardCostPaidBeforeTheReveal")},
	{"Selection Phase/Switch Actions", "a switch replaces the active monster with the one to the left or right", proofs("TestSelectionPhase_SwitchLeftAndRight")},
	{"Selection Phase/Switch Actions", "switching is free but skips the end-of-turn draw", proofs("TestSelectionPhase_SwitchLeftAndRight", "TestEndPhase_SwitchOrCounterSkipsTheDraw")},
	{"Selection Phase/Switch Actions", "switching removes all stat cubes", proofs("TestSelectionPhase_SwitchClearsStatCubes")},
	{"Selection Phase/Switch Actions", "you cannot switch to KO'd monsters", proofs("TestSelectionPhase_SwitchCannotTargetKOdMonster")},
	{"Selection Phase/Switch Actions", "enters-play abilities trigger at the start of the game", proofs("TestHelp_EnteringPlayOnlyAtTheStart")},
	{"Selection Phase/Standard Actions", "Draw Cards draws 2 cards", proofs("TestStandardActions_DrawCardsDrawsTwo")},
	{"Selection Phase/Standard Actions", "Counter protects your active monster from the opponent's monster action", proofs("scenario:counter", "TestStandardActions_CounterOnlyPunishesActionsAimedAtYou", "TestStandardActions_CounterKeepsTheAttackersOwnBuffs")},
	{"Selection Phase/Standard Actions", "the attacker loses HP equal to the cards discarded and played as buffs", proofs("scenario:counter", "scenario:mon_americaw")},
	{"Selection Phase/Standard Actions", "Counter discards a maneuver cube; without one you cannot counter", proofs("TestStandardActions_CounterNeedsAManeuverCube")},
	{"Selection Phase/Protected Monster Actions", "a maneuver cube on a monster action instead of the action cube", proofs("scenario:protected", "TestProtected_NeedsAManeuverCube")},
	{"Selection Phase/Protected Monster Actions", "all elemental modifiers are ignored for the turn, for both players", proofs("scenario:protected", "TestProtected_ModifiersIgnoredForBothPlayers", "scenario:x_modifier_protected")},
	{"Selection Phase/Protected Monster Actions", "it discards a maneuver cube; without one it cannot be used", proofs("TestProtected_NeedsAManeuverCube")},
	{"Selection Phase/Protected Monster Actions", "if both players use one, modifiers are not ignored", proofs("scenario:protected_both")},
	{"Selection Phase/Protected Monster Actions", "spent maneuver cubes go on the (public) stat cube board", proofs("TestSetup_ShieldHidesHandPublicStatBoard")},
	{"Action Phase", "both players reveal their actions at the same time", proofs("TestActionPhase_BothChoicesRevealed")},
	{"Action Phase", "standard actions, then switch actions, then monster actions", proofs("TestActionPhase_ResolutionOrder")},
	{"Monster Actions Detailed", "four types: attack, status, reaction, team aura", proofs("TestMonsters_TwentyComplete")},
	{"Monster Actions Detailed", "the discard cost is paid behind the shield before the reveal", proofs("TestMonsterActions_DiscardCostPaidBeforeTheReveal")},
	{"Monster Actions Detailed", "with fewer cards than the discard cost the action cannot be used", proofs("TestMonsterActions_TooFewCardsForTheDiscardCost")},
	{"Monster Actions Detailed", "the draw symbol draws that many cards after the reveal", proofs("TestMonsterActions_DrawAfterTheReveal")},
	{"Monster Actions Detailed", "the faster action goes first", proofs("TestMonsterActions_FasterGoesFirst")},
	{"Monster Actions Detailed", "equal speeds resolve simultaneously", proofs("scenario:speed_tie_cubes")},
	{"Monster Actions/Attack", "each modifier matching an element of the target applies", proofs("scenario:worked_foul_play", "TestAttack_ModifierOfEachTargetElement")},
	{"Monster Actions/Attack", "attacks always deal at least 1 damage", proofs("TestAttack_AlwaysAtLeastOneDamage", "scenario:x_modifier")},
	{"Monster Actions/Attack", "attack effects apply in the With Attack window, before damage", proofs("scenario:worked_foul_play", "scenario:mon_chargroar")},
	{"Monster Actions/Attack", "only monster attacks can be buffed", proofs("TestAttack_OnlyAttacksCanBeBuffed")},
	{"Monster Actions/Status", "a status works like an attack but deals no damage", proofs("TestStatus_DealsNoDamage")},
	{"Monster Actions/Reaction", "a reaction only works if its condition is true, else does nothing", proofs("scenario:mon_americaw", "scenario:mon_cleansitoad", "TestDecision_Evaporate")},
	{"Monster Actions/Team Aura", "time counters equal to its duration, one removed each end of turn", proofs("TestTeamAura_TimeCountersOneOffEachTurn")},
	{"Monster Actions/Team Aura", "active while it has counters, even if its monster is not active", proofs("TestTeamAura_ActiveWhileItsMonsterIsBenched")},
	{"Monster Actions/Team Aura", "never more counters than its printed duration", proofs("TestTeamAura_NeverMoreCountersThanPrinted")},
	{"Monster Actions/Team Aura", "when the counters are gone, the aura ends", proofs("TestTeamAura_EndsWhenTheCountersRunOut")},
	{"Speed Ties", "the first action's abilities do not change how the second resolves", proofs("scenario:speed_tie_cubes", "TestSpeedTies_SwitchesAndAurasWaitForBoth")},
	{"Speed Ties", "a KO by the first action does not stop the second", proofs("TestSpeedTies_KODoesNotStopTheOtherAction")},
	{"Speed Ties", "there is no advantage in resolving first", proofs("TestSpeedTies_NoAdvantageToResolvingFirst", "TestSpeedTies_SwitchesAndAurasWaitForBoth", "TestSpeedTies_HeldChangesApplyInAnyOrder")},
	{"Speed Ties", "games can end in ties when both actions KO each other", proofs("scenario:speed_tie_draw", "TestHowToWin_SimultaneousLastKOIsADraw")},
	{"Buff timing/Pre-Switch", "after standard actions, before switch actions", proofs("TestHelp_StandardBuffs", "scenario:mon_phantomaton")},
	{"Buff timing/Pre-Attack", "after switch actions, before monster actions", proofs("TestPreAttack_AfterSwitchesBeforeMonsterActions", "scenario:worked_typhoon", "scenario:mon_chargroar")},
	{"Buff timing/With Attack", "while that player's attack resolves, before damage", proofs("scenario:mon_zappguin", "TestActionPhase_ResolutionOrder")},
	{"Buff timing/With Attack", "an attack prevented (flinch) never happens, nor do its With Attack buffs", proofs("TestWithAttack_FlinchedAttackPreventsItsBuffs")},
	{"Buff timing/Post Attack", "after all monster actions have resolved", proofs("TestPostAttack_AfterAllMonsterActions")},
	{"Flipping Buff Cards", "flip the cards before resolving anything else of the action", proofs("scenario:worked_foul_play", "TestActionPhase_ResolutionOrder")},
	{"Flipping Buff Cards", "stop at the first success; all fails: the ability does not resolve", proofs("scenario:worked_cyclone_first_flip", "scenario:worked_cyclone_second_flip", "scenario:worked_cyclone_fails")},
	{"Flipping Buff Cards", "a failed flip still lets the attack happen", proofs("scenario:worked_cyclone_fails")},
	{"Flipping Buff Cards", "out of cards: shuffle the discard pile into a new deck and go on flipping", proofs("TestFlipping_EmptyDeckReshufflesMidFlip", "scenario:worked_typhoon")},
	{"Flipping Buff Cards", "several flip abilities in one timing: you choose the order", proofs("TestFlipping_ControllerOrdersFlipAbilities", "TestFlipping_ControllerOrdersEveryAbility")},
	{"Standard Buff Cards", "both players must include the two standard buffs", proofs("TestSetup_DeckIsTeamBuffsPlusStandard", "TestHelp_StandardBuffs")},
	{"Standard Buff Cards", "they make switching less safe", proofs("TestHelp_StandardBuffs")},
	{"Standard Buff Cards", "you can see how many are in the opponent's discard pile", proofs("TestStandardBuffs_DiscardPilesArePublic")},
	{"Flip Events", "a flipped flip event resolves before the next card is flipped", proofs("TestFlipEvents_ResolveBeforeTheNextFlip", "scenario:mon_steamie")},
	{"Flip Events", "the example: whenever flipped, your active monster is dealt 1 damage", proofs("scenario:mon_phantomaton")},
	{"Stat Cube Board", "gaining + cubes where there are - cubes removes them (and vice versa)", proofs("TestStatCubeBoard_AtMostFourAndCancel")},
	{"Stat Cube Board", "each stat holds at most 4 cubes", proofs("TestStatCubeBoard_AtMostFourAndCancel")},
	{"Stat Cube Board", "a switch removes all stat cubes", proofs("TestSelectionPhase_SwitchClearsStatCubes")},
	{"Stat Cube Board", "used maneuver cubes are tracked on the board", proofs("TestSetup_ShieldHidesHandPublicStatBoard", "TestStandardActions_CounterNeedsAManeuverCube")},
	{"Stat Cube Board/Attack", "attack cubes change the damage of every attack of the active monster", proofs("TestAttackStatCubes_ChangeEveryAttack")},
	{"Stat Cube Board/Attack", "at least 1 damage even when the value is negative", proofs("TestAttack_AlwaysAtLeastOneDamage")},
	{"Stat Cube Board/Speed", "speed cubes change the speed of every monster action", proofs("TestSpeedStatCubes_ChangeEveryActionsSpeed")},
	{"Stat Cube Board/Speed", "speed never lower than 0", proofs("TestSpeedStatCubes_SpeedNeverBelowZero")},
	{"Stat Cube Board/Defense", "+3 defense: 5 damage becomes 2; -3: 5 becomes 8", proofs("TestDefenseStatCubes_ChangeDamageTaken")},
	{"End Phase", "draw 1 card unless you used a switch or counter", proofs("TestEndPhase_SwitchOrCounterSkipsTheDraw", "scenario:worked_foul_play")},
	{"End Phase", "then remove 1 time counter from each team aura", proofs("scenario:mon_cleansitoad", "TestTeamAura_TimeCountersOneOffEachTurn")},
	{"End Phase", "finally, abilities that happen at this time", proofs("scenario:mon_flexferno", "TestKOdMonsters_InAnyPhase", "TestConditions_LeechOnBothSidesAtOnce")},
	{"End Phase", "then a new turn begins with the start phase", proofs("TestPhasesOfATurn_BothSeatsChooseEveryTurn", "scenario:mon_phantomaton")},
	{"KO'd Monsters", "KO'd at 0 HP, in any phase", proofs("TestKOdMonsters_InAnyPhase", "scenario:ko_pick", "TestKOdMonsters_InTheStartPhase", "TestKOdMonsters_StartPhaseIsANewTurn")},
	{"KO'd Monsters", "its controller selects one of their other monsters as the new active one", proofs("scenario:ko_pick", "TestKOdMonsters_InAnyPhase", "TestKOdMonsters_LastOneIsBroughtInForYou", "TestKOdMonsters_InTheStartPhase")},
	{"KO'd Monsters", "both KO'd at once: both choose secretly, then reveal", proofs("TestKOdMonsters_BothChooseSecretlyAtOnce", "TestSpeedTies_KODoesNotStopTheOtherAction")},
	{"KO'd Monsters", "KO'd monsters can never recover HP", proofs("TestKOdMonsters_NeverRecoverHP")},
	{"Conditions", "conditions stay until the end of the game, even through switches, unless stated", proofs("TestConditions_StayThroughSwitches")},
	{"Deck & Hand Limit", "empty deck: shuffle the discard pile into a new deck, then draw", proofs("TestDeckAndHandLimit_EmptyDeckReshuffles")},
	{"Deck & Hand Limit", "hand limit 7: with 7 cards, draws draw nothing", proofs("TestDeckAndHandLimit_DrawAtSevenDrawsNothing")},
	{"Attack Example", "Foul Play on Galeaffy: flips ✘ ✔, -1 attack cube, 2 + 2 = 4 damage", proofs("scenario:worked_foul_play")},
	{"Action Phase Example", "Typhoon with three buffs against the switch to Chargroar: burn, 4 damage", proofs("scenario:worked_typhoon")},
	{"Action Phase Example", "had Daniel not switched, 7 damage", proofs("scenario:worked_typhoon_no_switch")},
}
