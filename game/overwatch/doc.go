// Package overwatch is the Overwatch Card Game (seed 001), the fan-made
// print-and-play game of three rows of heroes, for two players, with every
// rule of the seed enforced and all 42 heroes of the reference data.
//
//	m, _ := engine.NewMatch(overwatch.Game, engine.Setup{}.With("first", "1"), seed)
//	m.ApplyKey(0, "h10:1:0") // Player 1 plays Hanzo (card 10) in the Middle row
//	m.ApplyKey(0, "a")       // and uses his primary, Sonic Arrow...
//	m.ApplyKey(0, "t2")      // ...on the enemy Back row
//
// # Rooms
//
//   - state.go: the saved State (msgp, canonical, no maps). The power score
//     is not stored: Power recomputes it from the battlefield and marks;
//   - modes.go: New (set-up options "deck0", "deck1", "first"), the
//     ready-made Decks and CheckDeck;
//   - board.go, targets.go: rows, columns, adjacency, placement slots,
//     moves, who skills may choose;
//   - turn.go, skill.go, round.go: the turn (play a hero and its primary,
//     an ultimate, pass), skill choices one pick at a time, start of turn,
//     round end, match end;
//   - damage.go, marks.go, tokens.go: damage, shields, barriers, healing,
//     defeat, synergy damage; hero tokens and lasting marks and their rules;
//   - effects.go, cards.go, heroes_*.go: every primary option and ultimate
//     is an engine/effect Def (activated through Table.Act once its choices
//     are made); passives and token rules are Defs with Modify hooks and
//     triggers (TurnStart, DamageDealt, KO, enter/leave a row);
//   - view.go, viewinfo.go: the View, with what the rules compute for the
//     table from public information (each row's power, the pending skill's
//     next choice as Ask, each ultimate's cost and why it is blocked);
//   - ai.go (Determinize, Evaluate), help.go (Rules: the help text with
//     every decision on unclear rules).
//
// # Computer opponents
//
// The levels of engine/ai play from a seat's view through Determinize
// (which deals only the cards that seat has not seen) and Evaluate (the
// chance of winning the match, from the round score and the expected
// final power margin of the round in play). The tournament table:
//
//	go test ./game/overwatch -run TestTournamentTable -tournament -v -timeout 0
//
// # Keys
//
//	h<card>:<row>:<col>  play a hero card (rows 0 Front, 1 Middle, 2 Back)
//	u<hero>              activate that hero's ultimate (hero IDs count from 1)
//	pass                 pass for the rest of the round
//	a | b | skip         use primary option A or B, or not at all
//	t<value> | done      next choice of a skill (a hero ID, row, column,
//	                     number or token side), or stop an "up to" choice
//
// # Heroes
//
// All 42 entries of hero.json are playable: 38 deck heroes and 4 summoned
// ones (B.O.B., D.Va+MEKA, Nemesis Ramattra, Turret) that a skill puts into
// a hand. None was left out. The reference data follows a later edition
// (opening hand of 6, a mulligan, D.Va and B.O.B. set aside); this package
// follows the seed: 8 cards, no mulligan, D.Va in the deck, the summoned
// heroes played from hand. Ability texts are the project's own.
//
// # Fast paths
//
// The effect table is asked for a power or cost Value only while a mark
// that modifies it is in play, and an event is raised only while some
// printed Def listens to it; the results are the same (the soak test
// recounts power independently after every decision).
package overwatch
