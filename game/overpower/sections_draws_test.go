package overpower

import "testing"

// The rules of where an unusable or duplicate card goes, and when a drawn
// card is checked. Each test quotes its sentence.

// Discard Phase: "If a player draws any Power cards that aren't playable by
// any of the remaining characters, they are discarded to the Dead Pile."
func TestDiscardPhase_UnusablePowerCardsGoToTheDeadPile(t *testing.T) {
	// No camelot character has 8 in Brute Force; Energy 5 is a duplicate.
	sc(t, "setup deck0=camelot deck1=cult", "clear", "hand 1: Brute Force 8, Energy 5, Combat 5", "phase discard",
		"> Keep Combat 5", "expect hand 1 1", "expect handhas 1 Combat 5",
		"expect pile 1 dead 1", "expect pile 1 pack 1") // the duplicate to the Power Pack, the unusable card to the Dead Pile
}

// Glossary, Duplicate: "Duplicates can generally not be kept and are
// discarded during the Discard Phase or when drawn during other phases."
// The card drawn for the opponent's venture of three objectives is checked
// as it is drawn, as a card's draw is (Lady of the Lake).
func TestDiscardPhase_DuplicateDrawnForAVentureIsDiscarded(t *testing.T) {
	sc(t, "setup deck0=camelot deck1=cult", "battle", "hand 2: Energy 4", "top 2: Combat 4", "phase venture",
		"> Venture one more objective from Reserve", "> Venture one more objective from Reserve",
		"> Venture one more objective from Reserve", "> Done venturing",
		"expect hand 2 1", "expect handhas 2 Energy 4", "expect pile 2 pack 1")
}

// Discard Phase: a card drawn outside the Discard Phase is checked for
// "duplicates or unusables" as it is drawn (the note on cards that draw),
// and an unusable Power card goes to the Dead Pile, for every draw: the
// venture's, Lady of the Lake's, Valkyrie Hildr's.
func TestDiscardPhase_UnusableDrawnMidBattleIsDiscarded(t *testing.T) {
	// No cult character has 8 in Energy.
	sc(t, "setup deck0=camelot deck1=cult", "battle", "top 2: Energy 8", "phase venture",
		"> Venture one more objective from Reserve", "> Venture one more objective from Reserve",
		"> Venture one more objective from Reserve", "> Done venturing",
		"expect hand 2 0", "expect pile 2 dead 1", "expect pile 2 pack 0")
	// Lady of the Lake: Brute Force 8 no camelot character can play.
	sc(t, "setup deck0=camelot deck1=cult", "battle", "hand 1: Lady of the Lake", "top 1: Energy 1, Combat 2, Brute Force 8",
		"> Play Lady of the Lake by King Arthur", "> Do not negate",
		"expect hand 1 2", "expect handhas 1 Energy 1", "expect pile 1 dead 1", "expect pile 1 pack 0")
	// Valkyrie Hildr: the card picked from the top five, unusable, goes too.
	sc(t, "setup deck0=cult deck1=camelot", "battle", "hand 1: Valkyrie Hildr: Select the Slain", "top 1: Energy 8",
		"> Play Valkyrie Hildr: Select the Slain by Cthulhu", "> Do not negate", "> Choose Energy 8",
		"expect hand 1 0", "expect pile 1 dead 1", "expect pile 1 pack 0")
}

// Ra's Staff Head and the first-battle re-draw count the cards discarded
// "in the discard phase": a duplicate discarded as it was drawn in the last
// battle's fight is not one of them.
func TestDiscardPhase_ThrowsOfTheLastFightDoNotCount(t *testing.T) {
	g := sc(t, "setup deck0=pharaohs deck1=cult", "battle", "hand 1: Energy 5", "top 1: Combat 5")
	g.drawQuiet(0, 1)
	if !g.P[0].Tossed || len(g.P[0].Hand) != 1 {
		t.Fatalf("the duplicate drawn was not discarded: hand %d", len(g.P[0].Hand))
	}
	g.clearHands()
	g.startBattle()
	if g.P[0].Tossed {
		t.Fatal("a card thrown in the last fight counts as a discard of the new Discard Phase")
	}
}
