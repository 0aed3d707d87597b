// Package multiverse is Against the Multiverse, the solo game of seed 003:
// one player against an automated Multiverse, with Overdeck's own card set
// (60 Power cards, 12 battlegrounds, 5 Champions, 4 ready-made decks) and
// three difficulties. Rules 2 (RulesVersion 2) keeps the Multiverse's
// attackers in their row until the player defeats them; the setup option
// attackers=spent plays the shorter reading of rules 1.
//
// # Rooms
//
//   - state.go: the saved State (msgp, canonical bytes, no maps);
//   - modes.go, decks.go, decks_ready.go: difficulties, setup options, the
//     deal, deck lists, deck codes and the legality check;
//   - cards.go, cards_supers.go, cards_enhance.go, champions.go,
//     battlegrounds.go: the card set, as data;
//   - skills.go, grounds.go, sources.go: every skill and battleground rule
//     as an engine/effect Def (see skills.go for how the five activation
//     types map onto the effect package), and the effect sources;
//   - rules.go, legal.go, turn.go, combat.go, slow.go, piles.go: the
//     player's turn, combat and Slow skills;
//   - multiverse.go, trace.go, tracing.go: the Multiverse's turn, played
//     inside the Resolve of the player's end of turn and kept as a trace;
//   - view.go, allowed.go: what the player may know and may do;
//   - ai.go (Determinize, Evaluate), bots.go (Budgets, NewBot);
//   - help.go: the rules screen, including every decision made where the
//     rulebook is silent.
//
// # Actions
//
// See legal.go: "s<card>" plays a Slow card, "c" flips the Champion,
// "a<card>.<slot>" attacks a Multiverse slot (row-major index into
// View.Rows) with a Super from hand, "h<slot>" with the Champion, "d"
// draws instead of attacking, "e" ends the turn; in a combat "i<card>"
// joins an Instant and "f" fights; over the hand limit "x<card>" discards.
// Card numbers index PowerCards.
//
// # Undo
//
// View.Revealed says whether the last action revealed anything (a draw, a
// flip, a d6 roll); View.Safe counts the player's actions since the last
// one that did. A shell lets the player take back at most Safe actions, so
// an undo never draws, flips or rolls again.
//
// # Bots and the tournament
//
// The bots play from the player's view only: Determinize deals the Power
// Deck's order and every face-down card afresh from the deck list minus
// every card the view shows. Budgets (bots.go) were measured with
// TestTournament, which plays every bot level at every difficulty on the
// same seeded games (make tournament GAME=multiverse), with a player who
// never attacks, and reports the median game length and the share of wins
// that come in the Multiverse's turn; at the default difficulty it also
// plays a 50-card against a 70-card deck, a Champion against none, and the
// attackers spent. Every bot's win rate falls from Patrol to Siege, and at
// Incursion Hard wins more than Normal, Normal than Easy, Easy than a
// random legal player. balance_test.go is the harness that plays them.
//
// # Scenarios
//
// testdata/scenarios/*.txt are rules cases in plain text, one command a
// line ("#" starts a comment):
//
//	level Incursion                   the difficulty (default Incursion)
//	attackers spent                   the Multiverse's attackers are discarded (rules 1)
//	hand Ramjet, Overclock            the player's hand
//	top Tidecaller, Monolith          the top of the Power Deck (then filler cards)
//	deckn 20                          the Power Deck's size (filler: Street Brawler)
//	mine Monolith, up Granite Warden, -   the defense spots: face down, "up" face up, "-" empty
//	row Thornback, up Lurking Coil, - one row of the Multiverse, nearest first (the rows
//	                                  given set the geometry: as many cards a row as the first)
//	mybg Skyline Rooftops             the player's battleground ("none" by default)
//	mvbg Bunker Nine                  a battleground of the Multiverse (none by default)
//	champion Comet Striker            the Champion ("champion X up": face up)
//	dice 3 5                          the Multiverse's next d6 rolls
//	discard Monolith                  cards already in the discard pile
//	phase slowused attacked           phase 2 flags already spent
//	covers Ramjet, Skyhook            the cards whose numbers this file checks
//	do attack Ramjet 1                an action: slow X, champion, attack X <slot>, hit <slot>,
//	                                  draw, end, instant X, fight, discard X
//	expect attack 7                   a check (see scenario_check_test.go for every check:
//	                                  attack, defense, wins, mvattack, hand, deck, left,
//	                                  power row 2 = 6, up/down/empty mine 1, legal/illegal X, ...)
//
// Slots count from 1 within the nearest row for "attack" and over all rows
// in checks ("row 4" is the first card of the second row of three).
package multiverse
