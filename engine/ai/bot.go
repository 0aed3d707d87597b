package ai

import (
	"errors"
	"fmt"
	"hash/fnv"
	"math"
	"math/rand/v2"
	"strings"
	"time"

	"overdeck/engine"
)

// ErrUnknownLevel is returned by ParseLevel for a name that is no level.
var ErrUnknownLevel = errors.New("ai: unknown level")

// Level is how well a bot plays.
type Level int8

// The levels, weakest first.
const (
	// Random picks uniformly among the legal actions.
	Random Level = iota
	// Easy tries each action on a few sampled deals and picks at random
	// among the better half.
	Easy
	// Normal is flat Monte Carlo: every action is tried on many sampled
	// deals, played on at random and scored by the game's Evaluate.
	Normal
	// Hard is information-set Monte Carlo tree search (ISMCTS).
	Hard
)

// String names the level as the menus do: "Easy".
func (l Level) String() string {
	switch l {
	case Random:
		return "Random"
	case Easy:
		return "Easy"
	case Normal:
		return "Normal"
	case Hard:
		return "Hard"
	}
	return fmt.Sprintf("Level(%d)", int(l))
}

// ParseLevel returns the level named s ("random", "easy", "normal", "hard",
// any case). Anything else returns an error wrapping ErrUnknownLevel.
func ParseLevel(s string) (Level, error) {
	for l := Random; l <= Hard; l++ {
		if strings.EqualFold(s, l.String()) {
			return l, nil
		}
	}
	return 0, fmt.Errorf("%w: %q", ErrUnknownLevel, s)
}

// Default search budgets per move, by level. Hard's iterations are a ceiling:
// the shell also sets Bot.Time so that a slow device stops earlier.
const (
	EasySamples      = 4                      // determinizations per legal action
	NormalIterations = 2000                   // flat Monte Carlo playouts
	HardIterations   = 20000                  // ISMCTS iterations
	DefaultDepth     = 16                     // decisions played at random after the tree, before Evaluate
	DefaultHardTime  = 800 * time.Millisecond // the Time a live table gives Hard
	DefaultExplore   = 0.7                    // UCB exploration constant, rewards in [0, 1]
	maxIterations    = 1 << 30
)

// Bot plays one seat of one game. It is a plain value: copying it is safe,
// and it keeps no state between moves. Its choice is a function of its seed,
// its settings and the seat's view, so the same view always gets the same
// answer (undo and replay included), and hidden cards cannot change it.
type Bot struct {
	// Level chooses the search.
	Level Level
	// Game is the game's descriptor: functions only, no match state. Every
	// level but Random needs it.
	Game *engine.Game
	// Seed, with the view, seeds all of the bot's randomness.
	Seed uint64
	// Iterations caps the search per move: playouts for Normal, tree
	// iterations for Hard, samples per action for Easy. 0 means the level's
	// default.
	Iterations int
	// Time caps the search time per move, counted inside Step calls only
	// (time between frames is not counted). 0 means no time limit: the
	// outcome then never depends on the clock.
	Time time.Duration
	// Depth is how many joint decisions a playout makes at random before
	// Evaluate scores it (a decision is one move, or one simultaneous choice
	// of every seat to act). 0 means DefaultDepth; a negative value scores at once.
	Depth int
	// Explore is the UCB exploration constant of Normal's and Hard's
	// searches (rewards are in [0, 1]): lower trusts the best mean sooner.
	// 0 means DefaultExplore.
	Explore float64
	// Policy, when set, picks the moves of the playouts in place of a
	// uniform choice: every seat's move after the searched part, and the
	// other seats' moves of the decision searched. It sees the sample (a
	// state the bot dealt itself from the view, never the match) and
	// returns one of legal. A game gives one when uniform moves would
	// mislead its Evaluate (a random concession, a hit not blocked).
	Policy Policy
}

// Policy picks seat s's move among legal in sample r for a playout, with
// rng as its only randomness.
type Policy func(r engine.Rules, s engine.Seat, legal []engine.Action, rng *rand.Rand) engine.Action

// New returns a bot of the given level for game g with its defaults: the
// level's iteration budget, no time limit (set Time for a live table) and
// DefaultDepth.
func New(level Level, g *engine.Game, seed uint64) Bot {
	return Bot{Level: level, Game: g, Seed: seed}
}

// Start begins thinking about the decision shown in v, which must be the
// view of the seat the bot plays. Nothing is searched until Step is called.
// When the seat has nothing to choose (v.Legal is empty) the thinker is done
// at once and its Choice is nil; with one legal action it is done at once
// with that action. Start panics if a level other than Random has no Game:
// that is a programmer error.
func (b Bot) Start(v *engine.SeatView) Thinker {
	rng := rand.New(rand.NewPCG(b.Seed, viewHash(v)))
	t := &thinker{maxTime: b.Time, clock: time.Now}
	switch {
	case len(v.Legal) == 0:
		t.done = true
		return t
	case len(v.Legal) == 1 || b.Level <= Random:
		t.done = true
		t.choice = v.Legal[rng.IntN(len(v.Legal))]
		return t
	case b.Game == nil:
		panic("ai: Start: a " + b.Level.String() + " bot needs the game's descriptor")
	}
	p := b.playout(v, rng)
	switch b.Level {
	case Easy:
		t.maxIters = budget(b.Iterations, EasySamples) * len(v.Legal)
		t.search = newSpread(p)
	case Normal:
		t.maxIters = budget(b.Iterations, NormalIterations)
		t.search = newFlat(p)
	default:
		t.maxIters = budget(b.Iterations, HardIterations)
		t.search = newTree(p)
	}
	return t
}

// playout returns the playouts of b's search for v, drawing on rng: the
// game, b's depth (DefaultDepth for 0), policy and exploration constant.
func (b Bot) playout(v *engine.SeatView, rng *rand.Rand) playout {
	depth := b.Depth
	if depth == 0 {
		depth = DefaultDepth
	}
	p := newPlayout(b.Game, v, rng, max(depth, 0))
	p.policy = b.Policy
	if b.Explore > 0 {
		p.explore = b.Explore
	}
	return p
}

// Choose thinks about v until the bot's budget is spent and returns its
// choice: one of v.Legal, or nil when v.Legal is empty.
func (b Bot) Choose(v *engine.SeatView) engine.Action {
	t := b.Start(v)
	t.Step(0)
	return t.Choice()
}

// String describes the bot and its budget: "Hard (20000 iterations, 800ms)".
func (b Bot) String() string {
	s := b.Level.String()
	switch b.Level {
	case Random:
		return s
	case Easy:
		s += fmt.Sprintf(" (%d samples/action", budget(b.Iterations, EasySamples))
	case Normal:
		s += fmt.Sprintf(" (%d iterations", budget(b.Iterations, NormalIterations))
	default:
		s += fmt.Sprintf(" (%d iterations", budget(b.Iterations, HardIterations))
	}
	if b.Depth != 0 {
		s += fmt.Sprintf(", depth %d", b.Depth)
	}
	if b.Explore > 0 && b.Level != Easy {
		s += fmt.Sprintf(", C %.2g", b.Explore)
	}
	if b.Time > 0 {
		s += ", " + b.Time.String()
	}
	if b.Policy != nil {
		s += ", policy"
	}
	return s + ")"
}

func budget(n, def int) int {
	if n <= 0 {
		return def
	}
	return min(n, maxIterations)
}

// viewHash digests the view's canonical bytes, so that a bot's randomness
// depends on its seed and on what it may see, and on nothing else.
func viewHash(v *engine.SeatView) uint64 {
	h := fnv.New64a()
	b, err := v.MarshalMsg(nil)
	if err == nil {
		h.Write(b)
	}
	return h.Sum64()
}

// Thinker is one decision being thought about. The shell calls Step once
// per frame with a few milliseconds, so the table keeps drawing while the
// computer thinks, and plays Choice once Step reports done.
//
// A search stops when its iteration budget or its time budget (Bot.Time)
// is reached, whichever comes first. How the iterations are spread over
// Step calls never changes the result: with an iteration budget and no
// time budget, many short Steps reach exactly the choice one long Step
// would.
type Thinker interface {
	// Step searches for about budget and reports whether the search is
	// finished: no iteration begins that, at the search's mean iteration
	// time plus one standard deviation, would end past it, and Hard's tree
	// stops an iteration between its pieces once the budget is reached
	// (it goes on at the next Step); other searches run at least one whole
	// iteration. A budget of zero or less means: run to the end. Step on a
	// finished thinker does nothing and returns true.
	Step(budget time.Duration) (done bool)
	// Choice returns the chosen action once Step has returned true: one of
	// the view's legal actions, or nil when it had none. Before that it
	// returns nil.
	Choice() engine.Action
	// Stats tells how much searching has been done so far.
	Stats() Stats
}

// Stats measures one thinker's work.
type Stats struct {
	Iterations int           // search iterations (playouts, tree descents) run
	Spent      time.Duration // time spent inside Step
	// Done is how far the search has gone, from 0 to 1: the larger of the
	// shares of its iteration budget and of its time budget spent.
	Done float64
}

// search is one level's algorithm: iterate runs one playout or tree descent,
// choose reads the result.
type search interface {
	iterate()
	choose() engine.Action
}

// thinker runs a search within its budgets.
type thinker struct {
	search   search
	maxIters int
	maxTime  time.Duration
	stats    Stats
	done     bool
	choice   engine.Action
	clock    func() time.Time // time.Now; tests give a fake one
	times    iterationTimes
	// partial is the time spent on an iteration that a slice stopped
	// between its pieces (see pieces).
	partial time.Duration
}

// pieces is a search whose iteration can stop between its pieces and go
// on at the next call (the tree's: see tree.piece); iterate finishes one
// in progress.
type pieces interface {
	// piece runs one piece and reports whether it ended an iteration.
	piece() bool
}

// within runs ps's pieces until one ends an iteration (true) or the slice
// begun at start has reached budget (false). It reads the clock every
// second piece: a piece of a fast game is a few microseconds, of which a
// reading of the clock under WebAssembly would be a noticeable share.
func (t *thinker) within(ps pieces, start time.Time, budget time.Duration) bool {
	for n := 1; ; n++ {
		if ps.piece() {
			return true
		}
		if n%2 == 0 && t.clock().Sub(start) >= budget {
			return false
		}
	}
}

// iterationTimes keeps the mean and variance of a search's iteration times
// (Welford's running sums), in nanoseconds.
type iterationTimes struct {
	n        int
	mean, m2 float64
}

func (it *iterationTimes) add(d time.Duration) {
	it.n++
	x := float64(d)
	delta := x - it.mean
	it.mean += delta / float64(it.n)
	it.m2 += delta * (x - it.mean)
}

// guess is how long the next iteration is taken to be: the mean plus one
// standard deviation. Where iterations vary (a playout of a long game
// against a short one) a slice stops sooner than the mean alone would
// have it; where they do not, the guess is the mean.
func (it *iterationTimes) guess() time.Duration {
	if it.n == 0 {
		return 0
	}
	return time.Duration(it.mean + math.Sqrt(it.m2/float64(it.n)))
}

// Step implements Thinker.
func (t *thinker) Step(budget time.Duration) bool {
	if t.done {
		return true
	}
	start := t.clock()
	var elapsed time.Duration
	ps, _ := t.search.(pieces)
	for t.stats.Iterations < t.maxIters {
		if ps != nil && budget > 0 {
			if !t.within(ps, start, budget) { // a long iteration: on at the next slice
				now := t.clock().Sub(start)
				t.partial += now - elapsed
				t.stats.Spent += now
				return false
			}
		} else {
			t.search.iterate()
		}
		t.stats.Iterations++
		was := elapsed
		elapsed = t.clock().Sub(start)
		t.times.add(elapsed - was + t.partial)
		t.partial = 0
		if t.maxTime > 0 && t.stats.Spent+elapsed >= t.maxTime {
			break
		}
		// Stop before an iteration that would likely end past the budget:
		// a slice then overruns its budget only by how much one iteration
		// exceeds the guess.
		if budget > 0 && elapsed+t.times.guess() >= budget && t.stats.Iterations < t.maxIters {
			t.stats.Spent += elapsed
			return false
		}
	}
	t.stats.Spent += elapsed
	t.done = true
	t.choice = t.search.choose()
	return true
}

// Choice implements Thinker.
func (t *thinker) Choice() engine.Action { return t.choice }

// Stats implements Thinker.
func (t *thinker) Stats() Stats {
	st := t.stats
	switch {
	case t.done:
		st.Done = 1
	case t.maxIters > 0:
		st.Done = float64(st.Iterations) / float64(t.maxIters)
		if t.maxTime > 0 {
			st.Done = max(st.Done, float64(st.Spent)/float64(t.maxTime))
		}
	}
	st.Done = min(st.Done, 1)
	return st
}
