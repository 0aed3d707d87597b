package overpower

import "testing"

// The exchange's rules a second review checked against the text: passing
// with attacks placed but none in hand, conceding in the Venture Phase,
// and negating (a negate played in defence is not negated; offensive
// negates). Each test quotes its sentence.

// Battle Phase: "A player may choose to PASS on their turn, provided they
// do NOT have any attacks left in their hand." A placed card is not in the
// hand: placed cards "can be used in the future".
func TestBattlePhase_PlacedAttacksDoNotBarThePass(t *testing.T) {
	sc(t, "setup deck0=camelot deck1=cult", "battle", "place King Arthur: Combat 5",
		"expect legal Pass", "expect legal Play Combat 5 by King Arthur as Combat at Cthulhu",
		"> Pass", "expect tomove 2")
	// An attack in hand still bars it.
	sc(t, "setup deck0=camelot deck1=cult", "battle", "place King Arthur: Combat 5", "hand 1: Combat 4",
		"expect illegal Pass")
	// In Brawl, where no one concedes, the placed card need not be spent.
	g := sc(t, "setup mode=brawl deck0=camelot deck1=cult", "battle", "place King Arthur: Combat 5",
		"expect illegal Concede the battle", "expect legal Pass", "> Pass", "expect tomove 2")
	if g.Chars[0].Placed[0] == 0 {
		t.Fatal("the placed card was spent")
	}
}

// Venture Phase: "If either player Concedes the battle BEFORE the battle
// phase begins the players immediately move to the End of Battle Phase ...
// and skip the Post Concession Phase." Kept with one exception, the card's
// own: Future Plans, "Play when either player concedes battle ... May be
// played during Venture Phase". After a concession in the Venture Phase only
// such a card may be played; an attack that may follow a concession may not.
func TestPostConcession_VentureConcessionOnlyCardsOfTheVenturePhase(t *testing.T) {
	sc(t, "setup deck0=cult deck1=monsters", "battle", "hand 1: Future Plans, Energy 6", "hand 2: Relentless Pursuit",
		"phase venture", "> Venture one more objective from Reserve", "> Done venturing",
		"> Venture one more objective from Reserve", "> Done venturing",
		"> Concede the battle", "expect phase post", "expect tomove 1",
		"expect legal Play Future Plans by Professor Moriarty", "> Pass",
		"expect tomove 2", "expect illegal Play Relentless Pursuit by The Mummy as Intelligence at Cthulhu")
	// Conceded in the Battle Phase, the same attack may follow.
	sc(t, "setup deck0=cult deck1=monsters", "battle", "hand 2: Relentless Pursuit",
		"> Concede the battle", "expect phase post", "> Pass",
		"expect tomove 2", "expect legal Play Relentless Pursuit by The Mummy as Intelligence at Cthulhu")
}

// Glossary, Acts As: "If the card doesn't cross the Astral Plane because
// its being used defensively, the moment it is played it immediately
// behaves as the kind of card it acts as"; the rulebook negates a card
// "When a card is in the Astral Plane". A negate played in defence does not
// cross it: the attacker cannot negate it, even holding an offensive negate.
func TestNegating_ADefensiveNegateIsNotNegated(t *testing.T) {
	sc(t, "setup deck0=camelot deck1=legends", "battle", "tomove 2", "hand 2: Great Club, Logical Reasoning", "hand 1: Ascendant Mage",
		"> Play Great Club by Hercules as Combat at King Arthur", "> Negate with Ascendant Mage by Merlin",
		"expect step idle", "expect tomove 1", "expect damage King Arthur 0", "expect pile 2 dead 1", "expect pile 1 dead 1")
}

// Glossary, Negate: a negate "can offensively attempt to remove the effect
// of a card that is in play ... Played offensively, negates DO NOT target a
// character and are not an attack, but must be played to the Astral plane
// where they may be defensively negated." Tracking Movements played so
// costs no open hand.
func TestNegating_OffensiveNegateRemovesASpecialInPlay(t *testing.T) {
	g := sc(t, "setup deck0=vampires deck1=cult", "battle", "tomove 2", "hand 2: Criminal Mastermind", "hand 1: Tracking Movements",
		"> Play Criminal Mastermind by Professor Moriarty", "> Do not negate", "expect inplay Criminal Mastermind",
		"> Play Tracking Movements by Mina Harker", "expect step negate", "expect tomove 2", "> Do not negate",
		"> Choose Criminal Mastermind", "expect pile 2 dead 1", "expect pile 1 dead 1", "expect tomove 2")
	if len(g.InPlay) != 0 || g.P[0].Open {
		t.Fatalf("in play %v, open-handed %v", g.InPlay, g.P[0].Open)
	}
}

// Glossary, Negate: an offensive negate may remove "a hit on a character".
func TestNegating_OffensiveNegateRemovesASpecialHit(t *testing.T) {
	sc(t, "setup deck0=camelot deck1=legends", "battle", "hand 1: Excalibur", "hand 2: Logical Reasoning",
		"> Play Excalibur by King Arthur as Combat at Hercules", "> Do not negate", "> Take the hit",
		"expect damage Hercules 9", "expect tomove 2",
		"> Play Logical Reasoning by Sherlock Holmes", "> Do not negate", "> Choose Excalibur",
		"expect damage Hercules 0", "expect pile 1 dead 1", "expect pile 2 dead 1")
}
