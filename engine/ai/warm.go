package ai

import (
	"math/rand/v2"
	"time"

	"overdeck/engine"
)

// A Warmup plays a bot's playouts on samples dealt from a view, one piece at
// a time (the view's seed, a sample dealt, one joint decision, a score),
// and decides nothing: it runs the code a search is about to run, in
// pieces small enough for a frame.
//
// Under WebAssembly the browser compiles each function the first time it
// is called (V8's lazy compilation), and a search's first iteration calls
// most of a game's rules for the first time: in headless Chromium with
// workers disabled, that one iteration held the page's thread for 24 ms
// (Goofspiel) to 47 ms (Overwatch), against a slice of 7 ms. The shell
// warms up before the first search it runs on the page's thread; with the
// same code already run, that search's slices stay near their budget.
//
// Its first piece digests the view as Start does for the search's seed:
// the first encoding of a view runs the game's whole encoder (in
// OverPower, Start's first call took 12-21 ms on the page's thread, most
// of it that). Start after a Warmup has nothing left to compile.
//
// A Warmup has its own generator and its own playout: the search that
// follows deals and chooses exactly as it would without it.
type Warmup struct {
	view    *engine.SeatView // the view whose seed is the first piece; nil once taken
	p       playout
	cur     engine.Rules     // the sample being played; nil before it is dealt
	moves   int              // joint decisions played in cur
	left    int              // samples still to play
	steps   int              // pieces run so far
	longest time.Duration    // the longest piece so far
	clock   func() time.Time // time.Now; tests give a fake one
}

// WarmupSamples is how many sample games a Warmup plays: the first runs
// most of the code, the next ones what the first's deal left out (in
// headless Chromium, with two, a search's early slices still overran by
// compiling code that a rarer deal or card runs).
const WarmupSamples = 6

// Warm returns a Warmup of the playouts b's search would play for v, or
// nil when b has no search to warm: Random, or a view with fewer than two
// legal actions (Start decides those at once).
func (b Bot) Warm(v *engine.SeatView) *Warmup {
	if b.Level <= Random || b.Game == nil || len(v.Legal) < 2 {
		return nil
	}
	p := b.playout(v, rand.New(rand.NewPCG(b.Seed, 0x7761726d)))
	p.depth = max(p.depth, 1) // a bot that scores at once still plays a decision here
	return &Warmup{view: v, p: p, left: WarmupSamples, clock: time.Now}
}

// Step runs pieces within budget (at least one piece; none begins that, at
// the longest piece's time so far, would end past it; a budget of zero or
// less runs them all) and reports whether the Warmup is done. The longest
// piece, not the mean, is the guess: a piece's time is mostly compiling,
// and the next one may compile as much as the worst.
func (w *Warmup) Step(budget time.Duration) bool {
	start := w.clock()
	last := start
	for w.left > 0 {
		w.piece()
		now := w.clock()
		w.longest = max(w.longest, now.Sub(last))
		last = now
		if budget > 0 && now.Sub(start)+w.longest >= budget {
			break
		}
	}
	return w.left == 0
}

// Pieces returns how many pieces the Warmup has run.
func (w *Warmup) Pieces() int { return w.steps }

// piece runs one piece: digests the view as Start does, deals a sample,
// plays one joint decision of it as a playout would, or scores it once its
// playout is over.
func (w *Warmup) piece() {
	w.steps++
	switch {
	case w.view != nil:
		viewHash(w.view)
		w.view = nil
	case w.cur == nil:
		w.cur, w.moves = w.p.sample(), 0
	case w.moves < w.p.depth && w.p.decide(w.cur, engine.NoSeat, nil):
		w.moves++
	default:
		w.p.score(w.cur)
		w.cur = nil
		w.left--
	}
}
