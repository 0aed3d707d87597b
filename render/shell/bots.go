package shell

import (
	"time"

	"overdeck/engine"
	"overdeck/engine/ai"
)

// This file holds every call the shell makes to engine/ai.

// A bot searches for a slice of each tick, so frames keep coming: about a
// third of the time between ticks, between minSlice and maxSlice (a slow
// device ticks seldom, and would otherwise think for ages).
const (
	minSlice = 4 * time.Millisecond
	maxSlice = 30 * time.Millisecond
)

// maxThink caps a bot's whole search for one decision (a game's tuned bot
// may ask for less).
const maxThink = 800 * time.Millisecond

// bots plays the seats of a match that no human plays.
type bots struct {
	bot      ai.Bot
	seats    []engine.Seat
	thinking engine.Seat // the seat being thought for; NoSeat when none
	thinker  ai.Thinker
	lastStep time.Time // when step last ran
}

// newBots returns the bots for seats at level ("easy", "normal", "hard").
func newBots(level string, g *engine.Game, seats []engine.Seat, seed uint64) *bots {
	l, err := ai.ParseLevel(level)
	if err != nil {
		l = ai.Normal
	}
	b := ai.For(l, g, seed) // the game's tuned budgets, when it has them
	if b.Time <= 0 || b.Time > maxThink {
		b.Time = maxThink
	}
	return &bots{bot: b, seats: seats, thinking: engine.NoSeat}
}

// plays reports whether a bot plays seat s.
func (b *bots) plays(s engine.Seat) bool {
	for _, t := range b.seats {
		if t == s {
			return true
		}
	}
	return false
}

// reset forgets any search in progress: the match has moved on.
func (b *bots) reset() { b.thinking, b.thinker = engine.NoSeat, nil }

// step thinks for one slice about the first seat of m that a bot plays
// and that still has to choose. When the search is done it returns that
// seat and the key of its choice. A bot sees only its seat's view.
func (b *bots) step(m *engine.Match) (engine.Seat, string, bool) {
	if b.thinker == nil {
		for _, s := range m.Waiting() {
			if b.plays(s) {
				b.thinking, b.thinker = s, b.bot.Start(m.View(s))
				break
			}
		}
		if b.thinker == nil {
			return engine.NoSeat, "", false
		}
	}
	now := time.Now()
	slice := min(max(now.Sub(b.lastStep)/3, minSlice), maxSlice)
	b.lastStep = now
	if !b.thinker.Step(slice) {
		return engine.NoSeat, "", false
	}
	seat, choice := b.thinking, b.thinker.Choice()
	b.reset()
	if choice == nil {
		return engine.NoSeat, "", false
	}
	return seat, choice.Key(), true
}
