// Package overrealm is OverRealm, the two-player monster card game of secret
// simultaneous turns (seed 004), with every rule enforced and 20 monsters.
//
// # Rooms
//
//   - state.go: the saved State (msgp, canonical bytes, no maps);
//   - setup.go, modes.go: modes of play (draft, casual, competitive) and the
//     secret team choice, then the deal;
//   - selection.go, keys.go, choices.go, legal.go: the selection phase as
//     ONE engine action per seat (see "Selection keys"); choices.go and
//     legal.go build the legal lists fast (no string maps, descriptions
//     written only when asked, each seat's last list kept while the state is
//     unchanged);
//   - turn.go, resolve.go, damage.go, flips.go, endphase.go, ko.go: the
//     action phase in the rulebook's order, damage, flips, end phase, KO;
//   - cards.go (its catalog: the pool in order), effects.go, and the files
//     named for what they hold (monsters_americaw_chargroar.go, ...,
//     standard_buffs.go): the monsters, written on engine/effect (every
//     ability, action ability and buff is an effect.Def with hooks);
//   - view.go (what a seat may know), trace.go (the last turn's resolution
//     step by step, see "Trace"), names.go (phase, mode, condition and buff
//     card names for the table), help.go (the in-game rules text, including
//     every decision made where the rulebook is silent);
//   - ai.go (Determinize, and NewBot: the computer opponents' budgets),
//     eval.go (Evaluate).
//
// # Trace
//
// View.Trace is the last turn's resolution as steps: each has its window
// (WinReveal, WinStandard, WinPreSwitch, WinSwitch, WinPreAttack,
// WinBySpeed, WinPostAttack, WinEnd), the seat it belongs to, the public log
// line, and the public board after it (HP, conditions, leech, stat cubes,
// active monsters, hand, deck and discard sizes, maneuver cubes). It holds
// only public information: choices are revealed by then, a draw says how
// many cards (the cards go to the drawer alone, through engine.Turn.Tell),
// flips say "success" or "fail". Only a Turn that keeps a log keeps a trace:
// a bot's simulation leaves it empty.
//
// # Selection keys
//
// A seat's whole secret choice for a turn is one action, so the engine holds
// it unseen until both seats have chosen:
//
//	draw            Draw Cards
//	ctr             Counter (spends a maneuver cube)
//	swl, swr        switch to the left / right monster
//	m2              monster action 2 (1..4) with the action cube
//	m2p             the same as a Protected Monster Action (maneuver cube)
//	m1:b12,40:d3    action 1, buffed with cards 12 then 40, discarding card 3
//	m1:d3:s2        an action that names a benched monster (Switcheroo, the
//	                blessings): s1 the left one, s2 the right one
//	m3:b16,18:a1    the action's own ability resolves before the last
//	                With Attack buff (a1, a2, ...: before the last 1, 2, ...
//	                that are not free); without "a", after all of them
//
// Other decisions: "p<monster>" (draft pick), "t<a>.<l>.<r>" (team),
// "kl"/"kr" (new active monster after a KO), and "a<top>-<bottom>"
// (Cleansitoad's Clear Mind before turn 1, see clearmind.go).
//
// Card numbers are the card codes of cards.go (monster*4+buff, standard buffs
// 80 and 81). Buffs resolve in their timing windows; within one window they
// resolve in the order written, which is how the controller orders the
// abilities of a window, and the "a" part places the action's own ability
// among its With Attack buffs. Legal enumerates every distinct choice:
// identical cards (same monster, same text, same flip icon) are offered
// once, buffs of different timings once (their order cannot matter), free
// buffs (BuffCard.Free: a flat bonus nothing else reads) in one place, two
// readers next to each other (BuffCard.Reader) in one order outside the
// With Attack window, and every other ordering of buffs sharing a timing
// (see sortBuffs). Random mid-game positions stay below a few hundred keys
// (TestSelectionPhase_LegalIsBounded); a full hand of 7 different With Attack
// buffs that interact with a 3-slot attack and a wish reaches about 26,000
// (TestSelectionPhase_LegalIsBoundedWorstHand).
//
// A selection list depends only on its listInputs (the seat's monsters,
// which actions it may use with how many buff slots, its sorted hand, its
// maneuver cubes and switches): a match remembers each seat's last list,
// and a bot's sample keeps every list it made by its inputs, since the
// samples of one search list the same few hands again and again.
//
// # Scenario files
//
// testdata/scenarios/*.txt are rules cases run by TestScenarios. A file is a
// list of lines; '#' starts a comment. Setup lines come first:
//
//	team 0 Drownigator Galeaffy Flexferno   # seat, active first, then left, right
//	hand 0 Drownigator/1 std/0              # cards by monster/buff-number or std/n
//	deck 0 Galeaffy/0 Flexferno/2           # top of deck first; "deck 0 empty" for none
//	discard 0 Chargroar/1
//	hp 1 Galeaffy 10                        # set a monster's HP
//	cubes 1 atk -1 spd 0 def 2              # stat cube board
//	maneuver 0 2                            # maneuver cubes left
//	cond 1 Galeaffy burn                    # give a condition
//	leech 1 Galeaffy 2                      # set leech counters
//	counters 0 honey 2                      # team counters: honey, goop, power, courage, wisdom
//	torment 1 Galeaffy 2 1                  # torment counters on action 2
//
// Then turns, each line "turn <key seat 0> <key seat 1>" with keys as in
// "Selection keys" (card names may replace codes: m2:bCleansitoad/2:dstd/1),
// or "pick <seat> <key>" for a KO replacement. Every other line is an
// expectation checked after the last turn line before it:
//
//	expect hp 1 Galeaffy 6
//	expect cubes 1 def -1
//	expect hand 0 2                         # hand size
//	expect deck 0 3                         # deck size
//	expect discard 0 4
//	expect active 1 Chargroar
//	expect cond 1 Chargroar burn
//	expect ko 1 Galeaffy                    # or: expect alive 1 Galeaffy
//	expect phase ko                         # select, ko or over
//	expect counters 0 honey 1
//	expect leech 1 Galeaffy 1               # leech counters
//	expect aura 0 Chilly_Mists 7            # time counters ("_" for spaces)
//	expect nocond 1 Galeaffy                # no condition at all
//	expect maneuver 0 2                     # maneuver cubes left
//	expect torment 1 Galeaffy 2 3
//	expect token 0 Flexferno wish 1         # tokens on a monster
//	expect legal 0 m1:dGaleaffy/1:s1        # or: expect illegal ...
//	expect outcome draw | expect outcome 0 | expect outcome running
//
// Setup lines may also come between turns (they reset a zone or a value).
// A Clear Mind decision at the start keeps the deck order.
//
// # Tests
//
// sections_test.go indexes every rule sentence of the seed against the
// tests that prove it (Go tests named after the section, or scenario
// files); TestMonsters_EveryCardExercised checks that the scenarios run
// every card of the 20 monsters; perft_test.go pins the number of legal
// choices (and of distinct next states) in fixed positions; soak_test.go
// plays 2,000 random games with invariants after every decision. The bots'
// strength table runs with a flag:
//
//	go test ./game/overrealm -run TestTournament -v -tournament [-tournament.matches=40]
package overrealm
