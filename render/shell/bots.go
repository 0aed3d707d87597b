package shell

import (
	"time"

	"overdeck/engine"
	"overdeck/engine/ai"
	"overdeck/render/platform"
)

// This file holds every call the shell makes to engine/ai.

// Where the host has another thread (platform.Thinker: a Web Worker in the
// browser), the computer thinks there and the table keeps every frame.
// Otherwise a bot searches for a slice of each tick, so frames keep coming:
// about a third of the time between ticks, between minSlice and maxSlice
// (a slow device ticks seldom, and would otherwise think for ages). A
// search begins no iteration that, at its mean iteration time plus one
// standard deviation, would end past its slice, and Hard's tree stops an
// iteration between its pieces (one decision each) once the slice is
// spent, so a slice overruns by about one piece, not one playout. A
// decision's first tick only takes the seat's view, and the next one sets
// up its search; its first slice is the tick after. Before the first search
// on this thread, that set-up tick sets up a warm-up (ai.Warmup), whose
// pieces run the code the search and its set-up are about to run, and the
// search is set up at the tick after the warm-up's last. The first call of
// each compiles its code: in headless Chromium, OverPower's first view
// took up to 18 ms (make bench's think-time.js, stop 32), a call that
// cannot be cut.
const (
	minSlice = 4 * time.Millisecond
	maxSlice = 7 * time.Millisecond
)

// maxThink caps a bot's whole search for one decision (a game's tuned bot
// may ask for less).
const maxThink = 800 * time.Millisecond

// bots plays the seats of a match that no human plays.
type bots struct {
	bot      ai.Bot
	seats    []engine.Seat
	helper   platform.Thinker // another thread to think on; nil: this one
	thinking engine.Seat      // the seat being thought for; NoSeat when none
	view     *engine.SeatView // the view taken, whose search is set up at the next tick
	thinker  ai.Thinker       // the search on this thread
	job      platform.Job     // the search on another thread
	since    time.Time        // when the search began
	lastStep time.Time        // when step last ran
	progress float64          // how far the search has gone, 0 to 1
	answer   string           // the chosen key, held until the table plays it
	answered bool
	remote   bool // the answer came from the other thread
	// moves are the wall-clock times of the bots' moves played so far, each
	// from when the bot could start thinking to its move on the table, and
	// offThread how many of them were thought on another thread.
	moves     []time.Duration
	offThread int
	// longest is the longest step on this thread, slices how many steps
	// it ran and overFrame how many of them took longer than a frame.
	longest   time.Duration
	slices    int
	overFrame int
	// warm runs the search's code in pieces before the first search on
	// this thread (see ai.Warmup: the browser compiles a function the
	// first time it runs); warmed is set once it has begun.
	warm   *ai.Warmup
	warmed bool
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

// useHelper lets the bots think on host's other thread when it has one and
// the game can read a view from its bytes there; it starts loading it.
func (b *bots) useHelper(host platform.Host) {
	h, ok := host.(platform.Thinker)
	if !ok || len(b.seats) == 0 || b.bot.Level <= ai.Random || b.bot.Game.DecodeView == nil {
		return
	}
	if h.Prepare() {
		b.helper = h
	}
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
func (b *bots) reset() {
	if b.job != nil {
		b.job.Cancel()
	}
	b.thinking, b.view, b.thinker, b.job, b.progress, b.answer, b.answered, b.remote = engine.NoSeat, nil, nil, nil, 0, "", false, false
}

// step thinks about the first seat of m that a bot plays and that still
// has to choose: it starts the search, or follows it for one tick. Once the
// search is done it returns that seat and the key of its choice, again at
// every call until reset (the table may hold a move back to pace a game
// between bots). A bot sees only its seat's view.
func (b *bots) step(m *engine.Match) (engine.Seat, string, bool) {
	if b.answered {
		return b.thinking, b.answer, true
	}
	if b.thinker == nil && b.job == nil && b.view == nil {
		now := time.Now()
		if !b.start(m) {
			return engine.NoSeat, "", false
		}
		b.timed(time.Since(now)) // the seat's view, and its bytes for the other thread
		if b.job == nil {        // the search here is set up at the next tick
			return engine.NoSeat, "", false
		}
	}
	if b.job != nil {
		key, done, progress, err := b.job.Poll()
		switch {
		case err != nil: // the other thread failed: think here from now on
			now := time.Now()
			b.job, b.helper = nil, nil
			b.view = m.View(b.thinking)
			b.timed(time.Since(now))
			return engine.NoSeat, "", false
		case !done:
			b.progress = progress
			return engine.NoSeat, "", false
		default:
			b.job, b.remote = nil, true
			return b.done(key)
		}
	}
	now := time.Now()
	if b.warm != nil { // the search is set up at the tick after the warm-up's last
		if b.warm.Step(b.slice(now)) {
			b.warm = nil
		}
		b.timed(time.Since(now))
		return engine.NoSeat, "", false
	}
	if b.view != nil { // the search's set-up has a tick of its own: each compiles code the first time
		b.setUp()
		b.lastStep = now
		b.timed(time.Since(now))
		return engine.NoSeat, "", false
	}
	done := b.thinker.Step(b.slice(now))
	b.timed(time.Since(now))
	if !done {
		b.progress = b.thinker.Stats().Done
		return engine.NoSeat, "", false
	}
	choice := b.thinker.Choice()
	b.thinker = nil
	if choice == nil {
		b.thinking = engine.NoSeat
		return engine.NoSeat, "", false
	}
	return b.done(choice.Key())
}

// slice is how long this tick's step may think, a third of the time since
// the last step (between minSlice and maxSlice), and makes now the last.
func (b *bots) slice(now time.Time) time.Duration {
	d := min(max(now.Sub(b.lastStep)/3, minSlice), maxSlice)
	b.lastStep = now
	return d
}

// frame is a frame's time at 60 Hz, what a step on this thread should
// stay within.
const frame = 16 * time.Millisecond

// timed counts a step on this thread that took d.
func (b *bots) timed(d time.Duration) {
	b.longest = max(b.longest, d)
	b.slices++
	if d > frame {
		b.overFrame++
	}
}

// start begins a search for the first waiting seat a bot plays, on the
// other thread when there is one. It reports false when no bot is to move.
func (b *bots) start(m *engine.Match) bool {
	for _, s := range m.Waiting() {
		if !b.plays(s) {
			continue
		}
		v := m.View(s)
		b.thinking, b.since, b.progress = s, time.Now(), 0
		if b.helper != nil && len(v.Legal) > 1 {
			if bs, err := v.MarshalMsg(nil); err == nil {
				if job, ok := b.helper.Think(platform.ThinkRequest{Game: m.Game().ID, Level: b.bot.Level.String(),
					Seed: b.bot.Seed, Time: b.bot.Time, View: bs}); ok {
					b.job = job
					return true
				}
				b.helper = nil // it failed: no more views encoded for it
			}
		}
		b.view = v
		return true
	}
	return false
}

// setUp sets up the search for the view taken; before the first search on
// this thread, its warm-up instead, and the search once that is done (the
// view is kept until then): the warm-up runs Start's code too.
func (b *bots) setUp() {
	if !b.warmed {
		b.warmed = true
		if b.warm = b.bot.Warm(b.view); b.warm != nil {
			return
		}
	}
	b.thinker = b.bot.Start(b.view)
	b.view = nil
}

// done keeps the chosen key until the table plays it.
func (b *bots) done(key string) (engine.Seat, string, bool) {
	b.answer, b.answered, b.progress = key, true, 1
	return b.thinking, key, true
}

// played records that the table played the bots' answer.
func (b *bots) played() {
	if b.answered {
		b.moves = append(b.moves, time.Since(b.since))
		if b.remote {
			b.offThread++
		}
	}
}
