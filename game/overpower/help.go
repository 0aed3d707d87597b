package overpower

import "strings"

// HelpSection is one titled paragraph of the rules help. Text names, in
// brackets, the test of each decision it states.
type HelpSection struct {
	Title string
	Text  string
}

// Plain is the section's text as a player reads it: without the bracketed
// test names.
func (h HelpSection) Plain() string {
	var b strings.Builder
	rest := h.Text
	for {
		i := strings.Index(rest, " [Test")
		j := strings.Index(rest[max(i, 0):], "]")
		if i < 0 || j < 0 {
			b.WriteString(rest)
			return b.String()
		}
		b.WriteString(rest[:i])
		rest = rest[i+j+1:]
	}
}

// Rules is the in-game help: the game in brief and every decision this
// edition made where the rulebook is silent or unclear, each tested (the
// test named in brackets).
var Rules = []HelpSection{
	{"Setup options", "Mode: Venture (the standard game), Brawl or Skirmish (5, 7 or 9 shared objectives). Each player's entry: one of the ready-made decks (team, homebase, mission set and cards). First player: player 1, player 2, or random (the winner of the roll goes first). In hot-seat play every defensive window is handed to the defender, so the device changes hands often; the hand-off screen looks the same whether or not the defender holds an answer."},
	{"Setting up", "Each player brings a team (three Front Line characters and a Reserve, threat 76 or less with the homebase), a homebase if any, a mission set of seven objectives and a deck of at least 51 cards (56 with Events). Who wins the initiative roll and goes first is a setup option (player 1, player 2 or random) [TestOrderOfPlay_InitiativeSetting]. The second player may re-draw once in the first battle's Discard Phase: this edition always takes that draw [TestOrderOfPlay_SecondPlayerRedraw]."},
	{"Initiative", "Initiative alternates from battle to battle: the rulebook only says the first player keeps it in the first battle [TestOrderOfPlay_InitiativeAlternates]."},
	{"Events", "A drawn Event must be played: with one in hand it goes face down by itself; with several you choose one and the others are discarded in the Discard Phase. The replacement card is drawn in the Event Phase, so an Event drawn as the replacement is discarded at once [TestEventPhase_ReplacementEventDiscarded]."},
	{"Duplicates", "Power cards of the same value are duplicates whatever their type; Specials and Aspects by card; Universe cards by kind, requirements and numbers (so two Teamwork cards with the same 'to use' and attack are duplicates whatever their follow-up types). When the copies differ you choose which to keep; identical copies keep one without asking [TestDiscardPhase_ChooseWhichDuplicateToKeep]."},
	{"Placing", "Players alternate placing one card or passing; a pass ends your placing for that battle [TestPlacingPhase_PassEndsPlacing]. The Reserve may have cards placed on it. A card placed on a character is played by that character only; the Special on the homebase may be played by the character it belongs to."},
	{"Venture", "Objectives may be ventured from Completed only to lift Defeated ones, at most two for each Defeated objective. When a winner ventured two or more from Completed it chooses, pair by pair, to lift one objective two piles or two objectives one pile [TestVenturePhase_RescueChoice]."},
	{"Attacks", "Bonuses (Universe cards, follow-up bonuses, cards and abilities that add to attacks) help an attack beat a defence only; a hit does the card's own value in damage [TestBattlePhase_BonusNotToDamage]. A non-numerical attack cannot be blocked, only avoided or made invalid [TestBattlePhase_NonNumericalCannotBeBlocked]. A Teamwork card attacks as its 'to use' type; each follow-up type gets the bonus printed beside it [TestBattlePhase_TeamworkFollowUps]."},
	{"Hand-offs", "Every defensive window goes to the defender, even when it holds no answer, so a hand-off never tells the attacker anything [TestHidden_EveryWindowGoesToTheDefender]. A negate window opens only for a card that can be negated (a Special card), which both players can see."},
	{"Hot-seat settings", "Two players on one device: choose 'Two players on this device' before the setup. Whenever the deciding player changes (each negate and defence window goes to the defender, then the turn comes back) a screen says 'Pass to Player N' and shows nothing of either hand; one tap on 'I am Player N: show my cards' opens that player's table. The screen looks the same whether or not the defender has an answer, and the defender always gets its window, so even taking the hit costs the same tap. Settings (the pause menu) has 'Hand-off screens': on (the default) for two players; off skips the screen, for a player who plays both sides or players who do not mind seeing each other's hands. Against the computer there is no hand-off: its windows pass without a screen."},
	{"KO", "The Three Musketeers cannot be Cumulative or Spectrum KO'd by a hit from a Teamwork card or one of its follow-ups [TestCharacterKO_MusketeersTeamwork]. A KO'd character's inherent ability ends at once. Absolute KO ignores every such ability."},
	{"Cards that say 'may'", "A 'may' that can only help is taken for you: Crimson Restoration removes every hit, Heimdall's draw is made, Rally Our Allies places an Ally in each open slot, Knight of the Round Table and For Guinevere's Love bring Sword and Shield back, Dracula removes his two biggest hits. Choices that can go either way are asked."},
	{"Special cards in this edition", "Every Special card is One Per Deck (as the card lists print them). An Any Character Special is played by a character of your Front Line that you declare. Mathematical Genius found by Complex Criminal Scheme resolves at once, without crossing the Astral Plane, so it cannot be negated. Sword and Shield counts as in play only once it is played (placed, it is not). Heavy is the Head looks for a Special that is not One Per Deck: there is none, so it cannot be played yet. Chivalrous Protector moves the attack to Lancelot, who gets a new defence window; the rest of that turn's follow-up and additional attacks must target him at -2."},
	{"Events", "Each Event is resolved for both players where it says so, in initiative order. 'You' on an Event means the player who played it (Healed by a Dark Power). Stars Align keeps the cards kept on top in their order. Events are set aside at setup in Brawl and Skirmish, and so are the cards that mention Venture or objectives in Brawl [TestModes_Brawl]."},
	{"Targets", "Attacks target the opposing Front Line; a homebase is never a target in this edition, and the Reserve only when a card says so. The Reserve may have cards placed on it and defends itself when attacked."},
	{"Winning", "In a Venture game victory is checked at the end of each battle, missions first; both teams KO'd with no mission winner is a draw. In Brawl and Skirmish a whole team KO'd loses at once [TestWinning_SkirmishKOLosesAtOnce]."},
}
