package overpower

// The rules of seed 000 (the Learn to Play rulebook), sentence by
// sentence, each with the tests that prove it: sectionIndex is the index,
// and TestSections_IndexNamesRealTests fails when it names a missing test
// or scenario. Tests are named after their section (TestHowToWin_,
// TestCharacterCards_, TestHomebase_, TestPowerCards_, TestSpecialCards_,
// TestEventCards_, TestOrderOfPlay_, TestDrawPhase_, TestEventPhase_,
// TestDiscardPhase_, TestPlacingPhase_, TestVenturePhase_,
// TestBattlePhase_, TestNegating_, TestPermanentRecord_,
// TestCharacterKO_, TestPostConcession_, TestEndOfBattle_,
// TestAstralPlane_, TestModes_, TestWinning_); "scenario:name" is a file
// of testdata/scenarios.

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// sectionIndex lists the rulebook's rules by section.
var sectionIndex = []struct {
	Section, Sentence string
	Tests             []string
}{
	{"How do I win", "KO all four opposing characters", []string{"TestHowToWin_AllFourKOd"}},
	{"How do I win", "all seven objectives completed wins, whatever the KOs", []string{"TestHowToWin_SevenCompleted", "TestEndOfBattle_MissionsBeforeKO"}},
	{"How do I win", "all seven of the opponent's objectives defeated wins", []string{"TestHowToWin_SevenDefeated"}},
	{"Character cards", "a team is 3 Front Line characters and 1 Reserve", []string{"TestCharacterCards_TeamOfFourDifferentCharacters"}},
	{"Character cards", "the Reserve may not play cards unless a card or effect allows", []string{"TestCharacterCards_ReserveMayNotPlay", "scenario:specials_cthulhu"}},
	{"Character cards", "the Reserve moves up at the Draw Phase after a Front Line KO", []string{"TestCharacterCards_ReserveMovesUpAtTheNextDrawPhase"}},
	{"Character cards", "grids cap the Power cards a character can use", []string{"TestPowerCards_GridAndType", "scenario:cards_power"}},
	{"Character cards", "a character's Specials only with that character on the team", []string{"TestCharacterCards_SpecialsOnlyWithTheCharacter"}},
	{"Character cards", "threat 76 at most, homebase included", []string{"TestCharacterCards_ThreatLimit", "TestHomebase_ThreatCounts"}},
	{"Power cards", "a Power card of the grid's type, value up to the grid", []string{"TestPowerCards_GridAndType"}},
	{"Power cards", "MultiPower: declare a type the character has the grid for", []string{"TestPowerCards_MultiPowerNeedsTheDeclaredGrid"}},
	{"Power cards", "MultiPower hits are wild cards for Spectrum KO", []string{"TestCharacterKO_EachMultiPowerHitIsOneMoreType", "scenario:cards_power"}},
	{"Power cards", "Any-Power: any character with one grid at or above the value", []string{"TestPowerCards_AnyPowerByAnyGrid"}},
	{"Power cards", "Any-Power hits do not count toward Spectrum KO", []string{"TestCharacterKO_SpectrumAnyPowerDoesNotCount", "scenario:cards_power"}},
	{"Special cards", "a character may always play its own Specials", []string{"scenario:specials_king_arthur", "scenario:specials_hercules"}},
	{"Special cards", "One Per Deck", []string{"TestSpecialCards_OnePerDeck"}},
	{"Special cards", "offensive and defensive icons", []string{"TestSpecialCards_OffensiveAndDefensiveIcons"}},
	{"Special cards", "remainder of battle and of game durations", []string{"TestSpecialCards_RemainderOfBattleLeavesGameStays"}},
	{"Special cards", "attach to a character", []string{"TestSpecialCards_AttachIcon"}},
	{"Special cards", "the 1st icon: only the first card played on a turn", []string{"TestSpecialCards_FirstIconOnlyAsTheFirstCard"}},
	{"Special cards", "Astral Plane icon: the card stays in the Astral Plane", []string{"TestAstralPlane_VentureCardsAndEventsLieThere"}},
	{"Universe cards", "Basic Universe: grid at 'to use', same type, bonus not to damage or venture", []string{"scenario:cards_basic_universe", "TestBattlePhase_BonusNotToDamage"}},
	{"Universe cards", "Teamwork: the first attack by itself, then compulsory follow-ups in the two types", []string{"scenario:cards_teamwork", "TestBattlePhase_TeamworkFollowUps"}},
	{"Universe cards", "Teamwork cannot be played without a possible follow-up", []string{"scenario:cards_teamwork"}},
	{"Universe cards", "Training: grid at or below the requirement", []string{"scenario:cards_training"}},
	{"Universe cards", "Ally: its own attack, then a teammate must play a Special", []string{"scenario:cards_ally"}},
	{"Event cards", "Events of the chosen Mission Set only, One Per Deck", []string{"TestEventCards_OnlyOfTheMissionSet"}},
	{"Order of play", "deck of at least 51 cards, 56 with Events", []string{"TestOrderOfPlay_DeckSize", "TestOrderOfPlay_DeckSizeWithoutEvents"}},
	{"Order of play", "initiative at random; the winner chooses to go first or second", []string{"TestOrderOfPlay_InitiativeSetting"}},
	{"Order of play", "the second player's first-battle re-draw", []string{"TestOrderOfPlay_SecondPlayerRedraw"}},
	{"Order of play", "initiative order in each phase (and it alternates)", []string{"TestOrderOfPlay_InitiativeAlternates", "TestBattlePhase_InitiativeTakesTheFirstTurn"}},
	{"Draw phase", "each player draws 8", []string{"TestDrawPhase_EightCards"}},
	{"Draw phase", "an empty Draw Pile is refilled from the shuffled Power Pack", []string{"TestDrawPhase_EmptyDrawPileReshufflesThePowerPack"}},
	{"Event phase", "one Event face down, a replacement draw, reveal and resolve", []string{"TestEventPhase_OneFaceDownReplacedOthersDiscarded", "scenario:events_call_of_cthulhu"}},
	{"Event phase", "Events drawn in other phases are discarded at once", []string{"TestEventPhase_ReplacementEventDiscarded"}},
	{"Event phase", "Events last the battle and go to the Defeated Characters Pile", []string{"TestEventPhase_EventLeavesAtEndOfBattle"}},
	{"Discard phase", "Power duplicates by value whatever the type, to the Power Pack", []string{"TestDiscardPhase_PowerDuplicatesByValue"}},
	{"Discard phase", "Specials by name, to the Dead Pile", []string{"TestDiscardPhase_IdenticalCopiesKeepOneAndPiles"}},
	{"Discard phase", "Universe duplicates by requirements and value, Teamwork included", []string{"TestDiscardPhase_UniverseDuplicates"}},
	{"Discard phase", "a duplicate of a placed card is discarded from the hand", []string{"TestDiscardPhase_DuplicateOfAPlacedCardLeavesTheHand"}},
	{"Discard phase", "unusable: only for a character KO'd in a previous battle", []string{"TestDiscardPhase_UnusableOfACharacterKOdEarlier", "TestDiscardPhase_KOdThisBattleStillCounts"}},
	{"Discard phase", "unusable: only for the Reserve, who can neither place nor play it", []string{"TestDiscardPhase_ReserveOnlyCards"}},
	{"Discard phase", "Power cards no remaining character can play", []string{"TestDiscardPhase_UnplayablePowerCards"}},
	{"Discard phase", "unusable Power cards go to the Dead Pile", []string{"TestDiscardPhase_UnusablePowerCardsGoToTheDeadPile"}},
	{"Discard phase", "duplicates and unusable cards drawn in other phases are discarded as drawn", []string{"TestDiscardPhase_DuplicateDrawnForAVentureIsDiscarded", "TestDiscardPhase_UnusableDrawnMidBattleIsDiscarded"}},
	{"Discard phase", "a card that may still become playable is kept", []string{"TestDiscardPhase_TeamworkKeptWithoutPowerCards"}},
	{"Placing phase", "alternate placing, public, playable by the character", []string{"TestPlacingPhase_PlayableCardsOneOfEachSlot", "TestPlacingPhase_PassEndsPlacing"}},
	{"Placing phase", "one Power, one Special, one Universe per character", []string{"TestPlacingPhase_PlayableCardsOneOfEachSlot"}},
	{"Placing phase", "a homebase takes one Special (not Any Character unless placeable) and one Aspect", []string{"TestPlacingPhase_HomebaseSlots"}},
	{"Placing phase", "placed cards carry over from battle to battle", []string{"TestPlacingPhase_PlacedCardsStayAndArePlayed"}},
	{"Venture phase", "at least 1, 2 free, one card to the opponent for each more", []string{"TestVenturePhase_AtLeastOneTwoFreeMoreDraws"}},
	{"Venture phase", "from Completed only to lift Defeated objectives", []string{"TestVenturePhase_CompletedOnlyToLiftDefeated", "TestVenturePhase_RescueChoice"}},
	{"Venture phase", "the winner promotes, the loser demotes", []string{"TestVenturePhase_WinnerPromotesLoserDemotes"}},
	{"Venture phase", "a concession before the battle goes to the End of Battle Phase", []string{"TestVenturePhase_ConcedeBeforeTheBattle"}},
	{"Venture phase", "a tie keeps the wager for the next battle", []string{"TestVenturePhase_TieKeepsTheWager"}},
	{"Battle phase", "an attack always targets; everything else is a Utility", []string{"TestBattlePhase_UtilityHasNoDefenceWindow"}},
	{"Battle phase", "'successful' only when it hits a character", []string{"TestBattlePhase_SuccessfulOnlyOnAHit"}},
	{"Battle phase", "block with a value equal or greater", []string{"TestBattlePhase_BlockNeedsEqualOrGreater", "TestBattlePhase_BlockWithUniverse"}},
	{"Battle phase", "avoid any numerical or non-numerical attack", []string{"TestBattlePhase_AvoidAnyAttack", "TestBattlePhase_NonNumericalCannotBeBlocked"}},
	{"Battle phase", "a player holding an attack must play it or concede", []string{"TestBattlePhase_PassOnlyWithoutAttacks", "scenario:battle_basic_attack"}},
	{"Battle phase", "attacks placed, none in hand: the player may pass", []string{"TestBattlePhase_PlacedAttacksDoNotBarThePass"}},
	{"Battle phase", "after passing, only pass or concede", []string{"TestBattlePhase_AfterPassingOnlyPassOrConcede"}},
	{"Battle phase", "the battle ends when both pass in a row", []string{"TestBattlePhase_BothPassEndsTheBattle"}},
	{"Battle phase", "a player with all characters KO'd may only pass", []string{"TestBattlePhase_AllKOdMayOnlyPass"}},
	{"Negating", "negates only in the Astral Plane, where the card has no text", []string{"TestNegating_NegatedCardHasNoEffect", "TestNegating_PowerCardsCannotBeNegated"}},
	{"Negating", "a negate played in defence does not cross the Astral Plane and is not negated", []string{"TestNegating_ADefensiveNegateIsNotNegated"}},
	{"Negating", "an offensive negate takes an opposing Special in play out of play, and may itself be negated", []string{"TestNegating_OffensiveNegateRemovesASpecialInPlay", "TestNegating_OffensiveNegateRemovesASpecialHit"}},
	{"Permanent record", "hits from current battle count to venture, the permanent record does not", []string{"TestPermanentRecord_CurrentCountsRecordDoesNot"}},
	{"Character KO", "Cumulative KO at 20", []string{"TestCharacterKO_Cumulative", "TestCharacterKO_AngryMobThreshold"}},
	{"Character KO", "Spectrum KO at three types, Any-Power not counting", []string{"TestCharacterKO_SpectrumAnyPowerDoesNotCount"}},
	{"Character KO", "Absolute KO ignores every effect", []string{"TestCharacterKO_AbsoluteIgnoresAbilities"}},
	{"Character KO", "each MultiPower hit counts as one more type", []string{"TestCharacterKO_EachMultiPowerHitIsOneMoreType"}},
	{"Character KO", "a KO'd character's hits go to the Astral Plane and still count", []string{"TestCharacterKO_HitsGoToTheAstralPlaneAndStillCount"}},
	{"Character KO", "abilities that change KO (the Three Musketeers, The Mummy)", []string{"TestCharacterKO_MusketeersTeamwork", "TestCharacterKO_MummyNeedsAnEnergyHit"}},
	{"Post-concession phase", "a concession in the Venture Phase skips it, but for a card that may be played then (Future Plans)", []string{"TestPostConcession_VentureConcessionOnlyCardsOfTheVenturePhase"}},
	{"Discard phase", "discards are revealed; the piles show only what was revealed", []string{"TestDiscardPhase_PilesShowOnlyWhatWasRevealed"}},
	{"Post-concession phase", "one action each that may follow a concession, the conceding player first", []string{"TestPostConcession_ConcederFirstOneActionEach", "TestPostConcession_LandThatTimeForgotPowerAttack"}},
	{"End of battle phase", "hands revealed and discarded", []string{"TestEndOfBattle_HandsRevealedAndDiscarded"}},
	{"End of battle phase", "current hits become permanent record", []string{"TestPermanentRecord_CurrentCountsRecordDoesNot"}},
	{"End of battle phase", "a concession loses the venture", []string{"TestEndOfBattle_ConcessionLosesTheVenture"}},
	{"End of battle phase", "battle-long cards leave play", []string{"TestSpecialCards_RemainderOfBattleLeavesGameStays", "TestEventPhase_EventLeavesAtEndOfBattle"}},
	{"End of battle phase", "the mission check comes before the KO check", []string{"TestEndOfBattle_MissionsBeforeKO"}},
	{"Astral Plane", "venture cards and Events in effect lie in the Astral Plane", []string{"TestAstralPlane_VentureCardsAndEventsLieThere"}},
	{"Modes", "Brawl: no venture or objective cards, no Events, no concession, KO only", []string{"TestModes_Brawl"}},
	{"Modes", "Skirmish: shared objectives, one per battle, ties stack", []string{"TestModes_SkirmishClaimsAndStacks"}},
	{"Modes", "Skirmish: a concession gives the objective; no concession with a majority", []string{"TestModes_SkirmishConcessionAndMajority"}},
	{"Modes", "Skirmish: a whole team KO'd loses at once", []string{"TestWinning_SkirmishKOLosesAtOnce"}},
}

var testFunc = regexp.MustCompile(`(?m)^func (Test\w+)\(t \*testing\.T\)`)

// TestSections_IndexNamesRealTests: every test the index names exists (a Go
// test of this package or a scenario file), and every rule has one.
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
	t.Logf("%d rules indexed", len(sectionIndex))
}
