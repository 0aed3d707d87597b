package multiverse

// The rules of seed 003, sentence by sentence, each with the tests that
// prove it: sectionIndex below is the index (a test fails if it names a
// missing test or a sentence has none). The tests are named after their
// section and live in sections_*_test.go; card numbers are checked by the
// scenario files (TestScenarios_EveryCard), the help's decisions in
// decisions_test.go.

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// section is one sentence of the seed and its proofs: Go tests of this
// package, or "scenario:<file>" for a scenario file.
type section struct {
	Section  string
	Sentence string
	Tests    []string
}

var sectionIndex = []section{
	{"Objective", "Defeat all of the defense cards in the multiverse", []string{"TestObjective_WinWhenEveryDefenseCardIsDefeated"}},
	{"Objective", "before they eliminate your defenses", []string{"TestObjective_LoseWhenDefensesAreEliminated"}},
	{"Objective", "or exhaust the deck", []string{"TestObjective_LoseWhenTheDeckIsExhausted"}},
	{"Decks", "1 Power Deck with at least 50 cards.", []string{"TestDecks_PowerDeckOfAtLeast50", "TestDecks_DeckCodeRoundTrip"}},
	{"Decks", "The challenge increases as the deck size decreases", []string{"TestDecks_SmallerDeckIsShorter", "TestObjective_LoseWhenTheDeckIsExhausted"}},
	{"Decks", "1 Battleground Deck with at least 10 cards.", []string{"TestDecks_BattlegroundDeckOfAtLeast10"}},
	{"Champion", "You may play this game mode with a Champion card.", []string{"TestSetup_PlayerSetup", "scenario:champ_comet_striker"}},
	{"Game Mode Details", "Players: 1", []string{"TestGameModeDetails_OnePlayer"}},
	{"Deck Preparation", "Shuffle the two decks (Power Deck & Battleground Deck) separately and place them in the center.", []string{"TestDeckPreparation_ShuffledSeparately"}},
	{"Player Setup", "Draw 6 Power cards.", []string{"TestSetup_PlayerSetup"}},
	{"Player Setup", "Place a battleground face-up for yourself.", []string{"TestSetup_PlayerSetup"}},
	{"Player Setup", "Place three defense cards face-down.", []string{"TestSetup_PlayerSetup"}},
	{"Player Setup", "(Optional) Place your Champion card behind your defense cards.", []string{"TestSetup_PlayerSetup"}},
	{"Difficulty", "Choose the desired difficulty level for the game.", []string{"TestDifficulty_ArrangesRowsAndBattlegrounds"}},
	{"Difficulty", "Arrange the battlegrounds and defense cards accordingly to the selected difficulty level.", []string{"TestDifficulty_ArrangesRowsAndBattlegrounds"}},
	{"Start the Game", "You start your turn first.", []string{"TestStart_PlayerGoesFirst"}},
	{"Player Phase 1", "Draw a card from the Power deck.", []string{"TestPlayerPhase1_DrawACard"}},
	{"Player Phase 2", "In any order,", []string{"TestPlayerPhase2_SlowCardAndAttackInAnyOrder"}},
	{"Player Phase 2", "Activate a Slow Activation type card (Trigger or Delayed Effects).", []string{"TestPlayerPhase2_SlowCardAndAttackInAnyOrder", "TestActivation_TriggerAtOnce"}},
	{"Player Phase 2", "If played with a Champion, you may alternatively choose to flip your Champion Card face-up or face-down.", []string{"TestPlayerPhase2_ChampionFlipInsteadOfSlowCard"}},
	{"Player Phase 2", "Attack an opponent's defense card with a Super card in your hand.", []string{"TestCombat_UseASuperFromHand"}},
	{"Player Phase 2", "If you choose not to attack, draw a card.", []string{"TestPlayerPhase2_AttackOrDrawACard"}},
	{"Player Phase 2", "you may alternatively choose to attack with your face-up Champion Card.", []string{"TestPlayerPhase2_ChampionMayAttack"}},
	{"Combat", "use a Super card from your hand to attack (or your face-up Champion Card)", []string{"TestCombat_UseASuperFromHand", "TestPlayerPhase2_ChampionMayAttack"}},
	{"Combat", "Choose a defense card to attack and flip it face-up.", []string{"TestCombat_TargetFlipsFaceUp"}},
	{"Combat", "When attacking a defense card, the only abilities that activate are Offensive abilities.", []string{"TestCombat_OnlyOffensiveAbilitiesActivate"}},
	{"Combat", "The attacking Super with a Trigger, Delayed, or Instant ability do not activate.", []string{"TestCombat_OnlyOffensiveAbilitiesActivate"}},
	{"Combat", "Defense skill effects activate first, followed by any Offensive ability effects.", []string{"TestCombat_DefenseSkillFirstThenOffensive"}},
	{"Combat", "You can intervene in combat by adding instant cards (Instant Ability skills or Instant Enhance cards) from your hand.", []string{"TestCombat_InstantsFromHandMayJoin"}},
	{"Combat", "Successful Attack: when the attacking Super's power exceeds the defense card's power. All card's in the combat are put into discard pile.", []string{"TestCombat_SuccessfulAttack", "scenario:combat_basic"}},
	{"Combat", "Successful Defense: when the defense card's power is equaled to or higher than the attacking card. Only attacking cards are put into discard pile.", []string{"TestCombat_SuccessfulDefense", "scenario:combat_basic"}},
	{"Player Phase 3", "Play out any Delayed skill effects that was played during Phase 2.", []string{"TestPlayerPhase3_DelayedEffectsResolve"}},
	{"Player Phase 3", "Max cards in hand at the end of your turn is 6. Discard any excess.", []string{"TestPlayerPhase3_HandLimitSix"}},
	{"Multiverse Phase 1", "Draw 1 card and immediately discard it.", []string{"TestMultiversePhase1_DrawAndDiscard"}},
	{"Multiverse Phase 2", "Draw a card and immediately activate any Super card with a Slow Activation ability.", []string{"TestMultiversePhase2_DrawActivatesSlowSuper"}},
	{"Multiverse Phase 2", "Flip any face-down cards face-up in the row closest to the player.", []string{"TestMultiversePhase2_FlipNearestRowAndAttack"}},
	{"Multiverse Phase 2", "All face-up cards attack simultaneously (excluding Enhance cards).", []string{"TestMultiversePhase2_FlipNearestRowAndAttack"}},
	{"Multiverse Phase 2", "Roll a d6 to determine the attacking card's target, 1-2: leftmost defense card, 3-4: center defense card, 5-6: rightmost defense card.", []string{"TestMultiversePhase2_D6PicksTheTarget", "TestSoak_DieComesFromTheMatchRNG", "TestSoak_RandomGames"}},
	{"Multiverse Phase 2", "If your defense card is face-down, flip it face-up and activate your defense skill (if any).", []string{"TestMultiversePhase2_FaceDownDefenseFlipsAndFires"}},
	{"Multiverse Phase 2", "Total the attacking cards' power and activate any offensive abilities from left to right.", []string{"TestMultiversePhase2_TotalPowerThenOffensiveLeftToRight"}},
	{"Multiverse Phase 2", "If no supers are available for attack, discard the leftmost Enhance card. Then, draw a face-down card onto the battleground to replace the discarded Enhance card.", []string{"TestMultiversePhase2_NoSuperReplacesLeftmostEnhance"}},
	{"Multiverse Phase 3", "Resolve any delayed effects.", []string{"TestMultiversePhase3_DelayedEffectsResolve"}},
	{"Multiverse Phase 3", "End of turn.", []string{"TestPlayerPhase1_DrawACard", "TestTrace_MultiverseTurnStepByStep"}},
	{"Special Rules", "The Multiverse does not possess a hand from which cards can be discarded or placed into.", []string{"TestSpecialRules_NoHand"}},
	{"Special Rules", "Ability skills of Multiverse's defense cards do not activate when flipped face-up on Phase 2.", []string{"TestSpecialRules_AbilitySkillsDoNotFireOnItsPhase2Flip", "TestMultiversePhase2_FlipNearestRowAndAttack"}},
	{"Multiverse Draw/Discard", "When the Multiverse draws a card, it is immediately discarded.", []string{"TestSpecialRules_NoHand", "TestMultiversePhase1_DrawAndDiscard"}},
	{"Multiverse Draw/Discard", "When the Multiverse needs to discard a card, discard the topmost card from the deck.", []string{"TestSpecialRules_NoHand"}},
	{"Effects On The Multiverse", "When an effect requires the Multiverse to choose a defense card, always begin with the leftmost card of the row nearest to the player.", []string{"TestSpecialRules_ChooseLeftmostOfNearestRow"}},
	{"Attacking The Multiverse", "You are limited to attacking one defense card at a time, and you may only target the defense cards in the row nearest to you.", []string{"TestSpecialRules_AttackOnlyTheNearestRow"}},
	{"Attacking The Multiverse", "The Multiverse's defense skills activate in the same manner as any other defense card.", []string{"TestSpecialRules_DefenseSkillsWorkLikeAnyone"}},
	{"Attacking The Multiverse", "When a defense card flips face-up, triggers and delays activate, while passive defense skills remain consistently active when face-up.", []string{"TestSpecialRules_DefenseSkillsWorkLikeAnyone", "TestActivation_PassiveWhileFaceUp"}},
	{"Activation Types", "Slow: Trigger — at once, when played or flipped face up.", []string{"TestActivation_TriggerAtOnce"}},
	{"Activation Types", "Slow: Delayed — resolves at the end of the turn.", []string{"TestActivation_DelayedAtEndOfTurn"}},
	{"Activation Types", "Fast: Instant — in the middle of an attack, before it completes.", []string{"TestActivation_InstantOnlyInCombat"}},
	{"Activation Types", "Attack: Offensive — while attacking.", []string{"TestActivation_OffensiveOnlyWhileAttacking"}},
	{"Activation Types", "Attack: Defense — while defending, before the attacker's Offensive skill.", []string{"TestActivation_DefenseOnlyWhileDefending", "TestCombat_DefenseSkillFirstThenOffensive"}},
	{"Activation Types", "On-going: Passive — while face up.", []string{"TestActivation_PassiveWhileFaceUp"}},
}

// scenarioNamed runs testdata/scenarios/<name>.txt.
func scenarioNamed(t *testing.T, name string) *State {
	t.Helper()
	return scenarioFile(t, filepath.Join("testdata", "scenarios", name+".txt"))
}

// TestSections_Scenarios runs, under the name of its section, every
// scenario file the index gives as the proof of a seed sentence.
func TestSections_Scenarios(t *testing.T) {
	for _, e := range sectionIndex {
		for _, proof := range e.Tests {
			if name, ok := strings.CutPrefix(proof, "scenario:"); ok {
				t.Run(e.Section+"/"+name, func(t *testing.T) { scenarioNamed(t, name) })
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
