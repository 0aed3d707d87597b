package ai

import "overdeck/engine"

// tuned holds, by game id, the bots a game has measured and tuned for its
// levels (budgets, playout depth, time cap).
var tuned = map[string]func(Level, uint64) Bot{}

// Tune registers the bots of game id: make returns the Bot for a level and
// seed. A game calls it from its init; a second call for the same id
// replaces the first.
func Tune(id string, make func(Level, uint64) Bot) { tuned[id] = make }

// For returns the bot that plays g at level l: the game's tuned bot when it
// registered one with Tune, else New's defaults.
func For(l Level, g *engine.Game, seed uint64) Bot {
	if make := tuned[g.ID]; make != nil {
		return make(l, seed)
	}
	return New(l, g, seed)
}
