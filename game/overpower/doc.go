// Package overpower is OverPower (seed 000, the Learn to Play rulebook of
// the relaunched card game) for two players, with the rulebook enforced.
//
//	m, _ := engine.NewMatch(overpower.Game, engine.Setup{}.With("deck0", "camelot"), seed)
//
// # Rooms
//
//   - state.go: the saved State (msgp, canonical, no maps). Every card copy
//     is an instance lying in exactly one place;
//   - cards.go, characters.go, homebases.go, missions.go: the catalogue
//     types; power.go, universe_basic.go, teamwork.go, training.go,
//     ally.go, advanced_universe.go, aspects.go, any_character.go,
//     events_<set>.go and one file per character (king_arthur.go,
//     dracula.go, ...): the catalogue as data with its hooks (the
//     homebases' abilities in homebases.go; card_targets.go: Specials
//     that may be attacked);
//   - modes.go, decks.go: New (setup options "mode", "deck0", "deck1",
//     "first", "objectives"), CheckDeck (team and deck legality with
//     reasons) and the ready-made Decks;
//   - phases.go (Draw, Events, Discard), venture.go (Placing, Venture,
//     concession), offense.go, exchange.go, defence.go, ko.go (the Battle
//     and Post-concession Phases), endbattle.go (End of Battle, winning);
//   - effects.go: card effects and inherent abilities as engine/effect
//     Defs; choice.go: a card's own choices;
//   - view.go (what a seat may know), ai.go (Determinize, Evaluate),
//     ai_policy.go (the playouts' moves), bots.go (Budgets), help.go
//     (every decision on unclear rules).
//
// # Catalogue
//
// 394 cards: every Power card (39), every Basic Universe (12), Teamwork
// (38), Training (7), Ally (8) and Advanced Universe card (Ra's three
// Staff cards); every Any Character Special (26); the five Aspects (the
// Fortifications!, attacks the homebase makes); all four mission sets
// (missions.go) with their objectives and every Event (14, one file a
// set: events_call_of_cthulhu.go, events_time_wars.go,
// events_king_of_the_jungle.go, events_chronicles_of_mars.go); every
// Special of every character (242, one file a character). All 43
// characters of the reference (every inherent ability works) and all
// eight homebases. Distracting Intervention and Swarm Them! may themselves
// be attacked (card_targets.go: a move's Tgt 8+ci is the card in front of
// character ci). A card is
// in the catalogue only when it works and a scenario plays it.
//
// # The exchange
//
// An offensive action and its answers are a fixed state machine
// (Exchange.Step), each window one decision of one seat:
//
//	StepIdle     the seat to move declares a card (character, declared
//	             type, target), passes or concedes
//	  → the card enters the Astral Plane; a Special card (which may be
//	    negated) opens
//	StepNegate   the defender negates it or lets it take effect
//	             (a negate played in defence does not cross the Astral
//	             Plane: no one negates it; StepCounter is no longer used)
//	  → an attack (a card that targets) opens
//	StepDefend   the defender blocks, avoids, makes the target invalid, or
//	             takes the hit; a Utility resolves instead (Quick Draw
//	             answers with an attack of its own: the attack waits in
//	             Held while that one is played out, then is discarded if
//	             it hit, else defended again)
//	  → resolve: the hit is placed, the KO check runs at once, then the
//	    card's "if successful" effect
//	StepFollow   the next Teamwork follow-up (the first is compulsory)
//	StepAlly     the Special an Ally card calls for (compulsory)
//	StepMore     an additional attack a card allows (optional)
//	  → or the turn passes to the other player
//
// The defender gets every defence window even when it holds nothing to
// play, so a hot-seat hand-off never tells the attacker whether it had an
// answer.
//
// # Computer opponents
//
// Easy, Normal and Hard are engine/ai's levels with this game's Budgets
// (bots.go), playing from their own view: Determinize deals the hidden
// cards from what the other team's deck could still hold, Evaluate scores
// KOs, how near each living character is to a KO by either rule,
// objectives and the venture at stake (the expected Venture lead from the
// totals so far and the attack value in hand; a concession loses it),
// which is what prices the wager and the concession. Normal's and Hard's
// playouts follow Policy, a beginner's play (fight rather than concede,
// defend when able, attack rather than pass), so that a searched wager is
// not judged by random concessions. The tournament table:
//
//	go test ./game/overpower -run TestTournament -v -timeout 0 -args -tournament
//
// # Tests
//
// sections_test.go indexes the rulebook's rules, each with its tests;
// testdata/scenarios holds battles in a plain-text format (documented in
// scenario_test.go) with checked numbers, one or more for every card;
// soak_test.go plays 2,000 random matches per mode with invariants;
// hidden_test.go proves the views leak nothing; restore_test.go restores
// at every decision.
//
// # Keys
//
//	a<card>[+<with>]:<by>[><target>]<T>  play a card (T: E, C, B or I)
//	b… / v…                              block / avoid or invalidate
//	n<card>:<by>  allow  take  pass  concede  fight
//	p<card>:<char>  place;  vr vc ok  venture;  e<card>  k<card>
package overpower
