package multiverse

import "strings"

// HelpSection is one titled paragraph of the rules help.
type HelpSection struct {
	Title string
	Text  string
}

// Rules is the in-game help shown by the table's rules screen: the game in
// brief, then every decision this edition made where the rulebook is silent
// or unclear (each is tested in decisions_test.go).
var Rules = []HelpSection{
	{"Goal", "Defeat every defense card of the Multiverse. You lose when your three defense cards are gone, or when a card must be taken from the Power Deck and none is left."},
	{"Your turn", "Phase 1: draw a card. Phase 2, in any order: play one Slow card (a card whose skill is Trigger or Delayed) from your hand, or flip your Champion face up or down instead; and attack one card of the Multiverse's nearest row with a Super from your hand (or your face-up Champion), or draw a card instead. Ending the turn without attacking or drawing draws that card. Phase 3: Delayed skills resolve, then discard down to 6 cards (you choose which)."},
	{"Combat", "The card you attack flips face up (its Trigger and Delayed skills fire), then its Defense skill resolves, then your attacker's Offensive skill: your attacker's Trigger, Delayed and Instant skills do nothing, its Passive works while it attacks. Then Instants may join from your hand, one by one, before you fight. The attack succeeds only with more power than the defense: then every card of the combat goes to the discard pile. Otherwise only your attacking cards do, and the defense card stays face up."},
	{"One Power Deck", "There is one Power Deck, yours, in the centre: the Multiverse's defense cards are dealt from it, and its draws and discards take its top card. So it runs down on both turns, and a smaller deck is a harder game: at Incursion the Normal computer player wins 65.4% of 500 seeded games with a 50-card deck, 78.2% with a 70-card one (each card once, ten left out or doubled)."},
	{"Setting up", "Both decks are shuffled apart. You draw 6 cards and take the top battleground; the next three Power cards become your defense cards, face down and unseen even by you; your Champion, if you play with one, goes face down behind them. The Multiverse takes the next battlegrounds and its face-down cards, as many as the difficulty says. Then your first turn begins with its draw."},
	{"Difficulty", levelsText() + " Row 1 is nearest you; a row counts as nearest while it has any card. Each level is harder than the one before for every computer player: over 500 seeded games a level, Normal wins 76.6%, 52.6% and 32.0% at Patrol, Incursion and Siege. The names of rules 1 (Skirmish, Invasion, Onslaught) still open the levels in their places. Hard, the computer player behind the hint, wins 82.4%, 57.0% and 35.0%."},
	{"The Multiverse's turn", "Phase 1: it draws the top Power card and discards it. Phase 2: it draws the top card; a Super with a Trigger or Delayed skill activates that skill for the Multiverse; the card is discarded. Then its nearest row flips face up (their Trigger and Delayed skills do not fire) and every face-up Super of that row attacks together. A d6 picks your defense card: 1-2 your leftmost remaining card, 3-4 your centre card, 5-6 your rightmost remaining card; with your centre spot empty, a 3 or 4 names no card and the die is rolled again (with one card left, every roll picks it). A face-down defense card flips face up and its Trigger and Delayed skills fire. Its Defense skill resolves, then the attackers' Offensive skills from left to right; the attack succeeds with more power than the defense. Phase 3: Delayed skills resolve."},
	{"Its attackers stay", "The Multiverse's attacking cards stay face up in their row after their attack, whether it succeeded or not, and attack again on each of its turns until you defeat them: the rulebook's objective is to defeat all of its defense cards, and its combat section, which discards the attacking cards, is written as your phase 2. Its Enhance cards never attack and stay; when its nearest row has no face-up Super, it discards the leftmost Enhance card of that row and puts the top Power card face down in its place instead of attacking."},
	{"Attackers spent (an option)", "The setup option attackers=spent plays the reading of rules 1, where the Multiverse's attackers go to the discard pile after every attack, as the combat section says of yours. It loses its nearest row on every turn, so the game is short and mostly won on its own turn: at Incursion Normal wins 80.0% in a median of 4 turns, 47% of its wins in the Multiverse's turn."},
	{"How long a game lasts", "Over 500 seeded games a level, Normal's games last a median of 4, 6 and 7 of your turns at Patrol, Incursion and Siege (rules 1: 3, 4 and 5), and none of its wins come in the Multiverse's own turn (rules 1: 72%); a Riposte could still defeat its last card there. A player who never attacks never wins: it won 0 of 500 games at every level. The Power Deck runs out in 2% of Normal's games at Incursion and 11% at Siege, more often with a smaller deck."},
	{"Skills for the Multiverse", "Skills read the same for both sides. The Multiverse has no hand: when it would draw it discards the top Power card; when its effect makes it choose one of its defense cards, it takes the leftmost of its nearest row; when its effect hits one of your defense cards, it is your leftmost. Instants are played only by you, in your own combats; the Multiverse's Instant skills never fire. Its Defense, Offensive and Passive skills always work."},
	{"Delayed skills", "A Delayed skill resolves at the end of the turn in which it was set off: played as your Slow card, or when its card flips face up (a Multiverse card flipped by your attack resolves at the end of your turn; your defense card flipped by its attack, at the end of its turn). Several resolve in the order they were set off."},
	{"Your Champion", "Flipping your Champion face up or down is this turn's Slow action. Face up, its Passive skill works and it may make the turn's attack instead of a Super from hand; after that combat it turns face down rather than going to the discard pile. It helps: at Incursion Normal wins 60.6% of 500 seeded games with a Champion (each of the five in turn), 51.8% without."},
	{"Riposte and Loot", "Riposte: when its defense holds, the attacking side loses another card: you discard the first card of your hand; the Multiverse loses the leftmost card of its nearest row. Loot: when the attack succeeds its side draws; for the Multiverse that discards from the Power Deck."},
	{"Ending at once", "The game ends the moment a side has no defense card left, or a card must be taken from an empty Power Deck. With the attackers spent, if the Multiverse's last attackers break your last defense card, you lose, though its rows are empty too."},
	{"Decks", "A Power Deck holds at least 50 cards and at most 3 copies of a card. A shortened deck keeps the first cards of its list. Every deck has a code to store or share it."},
	{"Searching the help", "The keyword help (Keywords, on the table's bar) and these rules each have a Search button: type a word and only the keywords, or the sections of the rules, whose name or text holds it are shown, each whole, whatever its capitals, with how many matched; Show all brings every one back, and a word nothing holds is said so. In a card's zoom each keyword its text names (its activation type among them) is a button that opens the keyword help at that keyword alone; Close goes back to the zoom."},
}

// levelsText describes every difficulty from Levels.
func levelsText() string {
	var b strings.Builder
	for i, l := range Levels {
		if i > 0 {
			b.WriteString(" ")
		}
		b.WriteString(l.Name + ": " + l.Blurb)
	}
	return b.String()
}
