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
	{"KO", "The Three Musketeers cannot be Cumulative or Spectrum KO'd by a hit from a Teamwork card or one of its follow-ups [TestCharacterKO_MusketeersTeamwork]. A KO'd character's inherent ability ends at once. Absolute KO ignores every such ability."},
	{"Cards that say 'may'", "A 'may' that can only help is taken for you: Crimson Restoration removes every hit, Heimdall's draw is made, Rally Our Allies places an Ally in each open slot, Knight of the Round Table and For Guinevere's Love bring Sword and Shield back, Dracula removes his two biggest hits. Choices that can go either way are asked."},
	{"Special cards in this edition", "Every Special card is One Per Deck (as the card lists print them). An Any Character Special is played by a character of your Front Line that you declare. Mathematical Genius found by Complex Criminal Scheme resolves at once, without crossing the Astral Plane, so it cannot be negated. Sword and Shield counts as in play only once it is played (placed, it is not). Heavy is the Head looks for a Special that is not One Per Deck: there is none, so it cannot be played yet. Chivalrous Protector moves the attack to Lancelot, who gets a new defence window; the rest of that turn's follow-up and additional attacks must target him at -2."},
	{"Card decisions", "A cost a card asks for (the Special Robin Hood: Master Thief discards, the two cards that negate Ransom Your Secrets) is paid when the card resolves, so a negated card costs nothing; the opponent decides on Ransom Your Secrets at once, as it resolves [TestCards_AnyCharacterTricks] [TestCards_AngryMobRansom]. Disorient Opponent played in defence avoids the Teamwork attack and the rest of that card's follow-ups are not made; played as an attack it makes the target discard its placed Teamwork card. The card lists print no icons: this edition gives Grim Reaper the 1st icon, and Grim Reaper names one of the five power icons (Energy, Combat, Brute Force, Intelligence, Any-Power). Hades concedes only in the Battle Phase, on your turn, and the Post-concession Phase follows as after any concession. Legendary Escape moves the attack to the Front Line teammate who plays it (not one who may not be attacked); unlike Chivalrous Protector it does not bind the rest of the turn. Pals lets the pal block with his own Power card, at his own grid [TestCards_BillyPals]. Head for Mexico moves Billy the Kid to the Reserve beside the Reserve character; he comes back to his place when the card leaves play, at the end of the battle or as soon as the opponent has no Front Line character left to attack [TestCards_BillyMexico]."},
	{"Characters", "Morgan le Fay counts 20 toward the team's threat when she starts in Reserve, 19 otherwise (the card says 20 points; threat is what points count) [TestCharacters_MorganLeFayReserveThreat]. Tars Tarkas's extra Basic Universe card goes in his Universe slot first; a second Basic Universe card then takes the extra place [TestCharacters_TarsTarkasExtraBasic]. Zeus may not start an Energy Teamwork card, nor an Any-Power one declared as Energy; he may make Energy follow-ups to a teammate's Teamwork. His second Thunderbolt waits for his Specials, which this edition does not have yet [TestCharacters_ZeusNoEnergyTeamwork]."},
	{"Cards that may be attacked", "Distracting Intervention and Swarm Them! lie in front of a character and may themselves be attacked, by any attack of a character (not the homebase) that could attack. Such an attack gets no defence window and no bonus, KO's the card at once and is then discarded; it is no hit on a character, so nothing that needs a successful attack happens. Distracting Intervention protects until it is attacked by anyone; Swarm Them! binds the character it hit until that character or a teammate attacks it. Its note that the Angry Mob may keep a duplicate changes nothing in this edition: as One Per Deck there is only one copy [TestCards_CardTargets]."},
	{"Advanced Universe", "Ra's three Staff cards are offensive actions of Ra alone; they are not Special cards, so they are never negated, and they stay in play for the game. Ra's inherent ability is offered as the third Staff card comes into play: discard all three for -1 to one opposing character's Cumulative KO threshold, or keep them. Staff Fragments is used whenever the team ventures three or more new objectives (two cards off the top of its own Draw Pile instead of one card to the opponent, for the third only); Staff Head's pick comes right after the team's own discards in the Discard Phase [TestCards_RaStaff]."},
	{"Events", "Each Event is resolved for both players where it says so, in initiative order. 'You' on an Event means the player who played it (Healed by a Dark Power). Stars Align keeps the cards kept on top in their order. Events are set aside at setup in Brawl and Skirmish, and so are the cards that mention Venture or objectives in Brawl [TestModes_Brawl]."},
	{"Homebases and Aspects", "An Aspect is played by the homebase itself, from hand or from its Aspect slot, as the first action of a turn; it is not a Special card, so it is never negated, and no character's bonus applies to it. The Fortifications! Aspect's additional attack may be made by any Front Line character [TestCards_Aspects]. Dracula's Armory and the Spartan Training Ground take the first three different cards of their kind in the deck list (not Any-Power ones); those start in play and do not count toward the deck. Asclepieion rewards a card of its team that removes a hit from a permanent record during the Battle Phase, once for each card. 221-B Baker St. covers Loki, Irene Adler, Ransom Your Secrets (when not negated), Dracula's Telepathic Connection and Probability Evaluation. No Special card of this edition raises a grid yet, so Barsoom's ability waits for one; its test makes such a card [TestCards_BarsoomFetch]. With Event Horizon the Event put face down is the one chosen; the replacements are drawn after it, and an Event among them is discarded at once as for any replacement [TestCards_Homebases]."},
	{"Targets", "Attacks target the opposing Front Line; a homebase is never a target in this edition, and the Reserve only when a card says so. The Reserve may have cards placed on it and defends itself when attacked."},
	{"Winning", "In a Venture game victory is checked at the end of each battle, missions first; both teams KO'd with no mission winner is a draw. In Brawl and Skirmish a whole team KO'd loses at once [TestWinning_SkirmishKOLosesAtOnce]."},
}
