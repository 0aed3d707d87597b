// Package ai is the computer player: bots that see one seat's view and
// nothing else, from Random to information-set Monte Carlo tree search.
//
// # What a bot may know
//
// A bot is given an *engine.SeatView and the game's *engine.Game descriptor,
// which holds functions only. No exported function takes a match or a rules
// state; the only full states in this package are samples the bot deals
// itself from the view with Game.Determinize, drawing everything the view
// hides afresh for every search iteration. So it cannot cheat, and the
// tests prove it: two deals that differ only in hidden cards, or in the
// other seat's buffered choice, get the same decision. A bot's randomness is
// seeded from its Seed and the view's canonical bytes, so the same view
// always gets the same answer.
//
// # Levels
//
//   - Random: uniform among the legal actions.
//   - Easy: every action tried on a few samples, played on at random and
//     scored with Game.Evaluate; random among the better half.
//   - Normal: flat Monte Carlo with UCB1 over the bot's own actions.
//   - Hard: single-observer ISMCTS with decoupled UCT at simultaneous
//     decisions (see the tree type for how).
//
// In every level, the other seats of a simultaneous decision are sampled
// (at random, or from their own statistics in Hard), never conditioned on
// the bot's own choice.
//
// # Thinking off the page's thread, or a little per frame
//
// In the browser the computer thinks in a Web Worker (package wasm/worker:
// the engine, the games and the bots without Ebiten), given the seat's view
// as bytes, so it has a whole core and the table keeps its frame rate.
// Where workers are unavailable the shell thinks a few milliseconds per
// frame through a Thinker and plays its choice when it is done. A search
// stops at its iteration budget or its time budget (Bot.Time), whichever
// comes first; the slicing never changes the result.
//
// # Memory
//
// A search reuses everything from one iteration to the next: the sample is
// dealt into the same state (Game.DeterminizeInto), legal lists and joint
// choices go into the same slices (engine.LegalAppender), tree edges are
// values in per-node lists found by their key's place in memory (games make
// keys once) or, in long lists, through a small hash index. What it still
// allocates is the tree's own growth. See engine's package doc for what a
// game does for its part.
//
//	bot := ai.New(ai.Hard, goofspiel.Game, seed)
//	bot.Time = ai.DefaultHardTime
//	th := bot.Start(m.View(seat)) // on the computer's turn
//	...
//	if th.Step(4 * time.Millisecond) { // in Update, once per frame
//		err := m.Apply(seat, th.Choice())
//	}
//
// Choose runs a thinker to the end in one call; Play and Tournament pit
// bots against each other for tests and benchmarks (Tournament plays its
// matches on every core).
//
// # A game's own levels
//
// A game measures its levels with its tournament table (package aitest
// plays it, with flags to try other budgets) and declares the result as
// Budgets: iterations, playout depth and exploration per level, Hard's
// time cap and, optionally, a Policy that plays Normal's and Hard's
// playouts in place of uniform moves (for a game whose uniform moves
// would mislead Evaluate, such as conceding at random). It registers them in its init, and the shell asks For a level:
//
//	var Budgets = ai.Budgets{NormalIterations: 150, HardIterations: 2000, HardDepth: 4, HardTime: 900 * time.Millisecond}
//	func NewBot(l ai.Level, seed uint64) ai.Bot { return Budgets.Bot(Game, l, seed) }
//	func init() { ai.Tune(Game.ID, NewBot) }
package ai
