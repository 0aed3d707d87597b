package engine

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"time"
)

// MaxHistory is how many moves a match keeps for undo and saves. When the
// history reaches it between decisions, the current state becomes the new
// base and the history starts again, so a save never outgrows storage.
const MaxHistory = 1000

// Match is one game in progress: the rules state plus everything the engine
// keeps for every game. It implements the engine contract: ToAct, Legal,
// Apply, View and Outcome.
type Match struct {
	game    *Game
	setup   Setup
	seed    uint64
	base    []byte // snapshot where history starts; nil means the first deal
	history []Move
	pending []Move   // choices made so far for the current joint decision
	chosen  []Action // the legal actions behind pending, in the same order
	rules   Rules
	pcg     *rand.PCG
	rng     *rand.Rand
	log     []Entry
	sim     bool     // a bot's simulation: no history, no log
	legal   []Action // ApplyKey's legal list, reused
	// played is how long the match has been on a screen, as the shell
	// counts it: kept with its saves, never part of the rules.
	played time.Duration
}

// newRNG returns the generator of a match with the given seed.
func newRNG(seed uint64) (*rand.PCG, *rand.Rand) {
	p := rand.NewPCG(seed, seed^0x6f7665726465636b) // "overdeck"
	return p, rand.New(p)
}

// NewMatch deals a new match of g. Errors from the game's New (a setup option
// it does not accept) are returned as they are.
func NewMatch(g *Game, setup Setup, seed uint64) (*Match, error) {
	m := &Match{game: g, setup: setup, seed: seed}
	m.pcg, m.rng = newRNG(seed)
	r, err := g.New(setup, m.rng)
	if err != nil {
		return nil, err
	}
	m.rules = r
	return m, nil
}

// NewSim wraps a rules state for a bot's search: moves are neither kept nor
// logged. rng drives all chance from here on.
func NewSim(g *Game, r Rules, rng *rand.Rand) *Match {
	return &Match{game: g, rules: r, rng: rng, sim: true}
}

// Game returns the game being played.
func (m *Match) Game() *Game { return m.game }

// Seed returns the seed the match was dealt with.
func (m *Match) Seed() uint64 { return m.seed }

// Setup returns the choices the match was dealt with.
func (m *Match) Setup() Setup { return m.setup }

// History returns a copy of the moves since the base, in order.
func (m *Match) History() []Move { return slices.Clone(m.history) }

// Base returns the snapshot the history starts from, or nil when it starts
// from the first deal.
func (m *Match) Base() []byte { return m.base }

// Log returns the whole log. Only code that shows everything (tests, a
// finished game's summary) may use it; screens use View(s).Log.
func (m *Match) Log() []Entry { return m.log }

// Rules returns the full state. Only the engine, saves and tests may look at
// it: everything shown to a player or a bot goes through View.
func (m *Match) Rules() Rules { return m.rules }

// Outcome says whether the match is over and who won.
func (m *Match) Outcome() Outcome { return m.rules.Outcome() }

// ToAct returns every seat of the current decision, including those who have
// already chosen and are waiting for the others.
func (m *Match) ToAct() []Seat { return m.rules.ToAct() }

// Waiting returns the seats that still have to choose.
func (m *Match) Waiting() []Seat {
	var out []Seat
	for _, s := range m.rules.ToAct() {
		if !m.Chosen(s) {
			out = append(out, s)
		}
	}
	return out
}

// Chosen reports whether seat s has already chosen in the current decision.
func (m *Match) Chosen(s Seat) bool {
	for _, p := range m.pending {
		if p.Seat == s {
			return true
		}
	}
	return false
}

// Legal returns the actions seat s may take now: none if it need not choose
// or has already chosen.
func (m *Match) Legal(s Seat) []Action {
	if !slices.Contains(m.rules.ToAct(), s) || m.Chosen(s) {
		return nil
	}
	return m.rules.Legal(s)
}

// Apply makes seat s take action a. Only an action whose key is among
// Legal(s) is accepted; anything else returns an error wrapping ErrGameOver,
// ErrNotYourTurn, ErrAlreadyChose or ErrIllegal and leaves the match as it
// was. In a simultaneous decision the choice is held, unseen, until every
// seat of ToAct has chosen; then all are resolved together.
func (m *Match) Apply(s Seat, a Action) error {
	if a == nil {
		return fmt.Errorf("%w: no action given", ErrIllegal)
	}
	return m.ApplyKey(s, a.Key())
}

// ApplyKey is Apply for an action known by its key (from a save, a URL, a
// mirror button).
func (m *Match) ApplyKey(s Seat, key string) error {
	if m.rules.Outcome().Over {
		return ErrGameOver
	}
	toAct := m.rules.ToAct()
	if !slices.Contains(toAct, s) {
		return fmt.Errorf("%w: %v cannot act now", ErrNotYourTurn, s)
	}
	if m.Chosen(s) {
		return fmt.Errorf("%w: %v", ErrAlreadyChose, s)
	}
	// The list is only searched: the rules may write it into memory they reuse.
	m.legal = LegalInto(m.rules, s, m.legal[:0])
	a, ok := FindKey(m.legal, key)
	clear(m.legal)
	if !ok {
		return fmt.Errorf("%w: %v cannot %q now", ErrIllegal, s, key)
	}
	mv := Move{Seat: s, Key: key}
	m.pending = append(m.pending, mv)
	m.chosen = append(m.chosen, a)
	if !m.sim {
		m.history = append(m.history, mv)
	}
	if len(m.pending) < len(toAct) {
		return nil
	}
	choices := make([]Action, len(toAct))
	for i, seat := range toAct {
		for j, p := range m.pending {
			if p.Seat == seat {
				choices[i] = m.chosen[j]
			}
		}
	}
	m.pending, m.chosen = m.pending[:0], m.chosen[:0]
	t := &Turn{rng: m.rng, quiet: m.sim}
	m.rules.Resolve(choices, t)
	if o := m.rules.Outcome(); o.Over && !t.quiet {
		t.log = resultLast(t.log, o.Summary)
	}
	for _, e := range t.log {
		m.log = appendLog(m.log, e)
	}
	if !m.sim && len(m.history) >= MaxHistory {
		m.rebase()
	}
	return nil
}

// rebase makes the current state the base of an empty history.
func (m *Match) rebase() {
	b, err := m.Snapshot()
	if err != nil {
		return // keep the long history: it still replays
	}
	m.base, m.history = b, nil
}

// Played returns how long the match has been played on a screen, as
// AddPlayed counted it (0 for a match saved before that was kept).
func (m *Match) Played() time.Duration { return m.played }

// AddPlayed counts d more of the match on a screen. It changes nothing of
// the rules: a save keeps it beside them (see package save).
func (m *Match) AddPlayed(d time.Duration) {
	if d > 0 {
		m.played += d
	}
}

// Clone returns an independent copy of the match, random generator included.
func (m *Match) Clone() *Match {
	c := *m
	c.rules = m.rules.Clone()
	c.history = slices.Clone(m.history)
	c.pending = slices.Clone(m.pending)
	c.chosen = slices.Clone(m.chosen)
	c.log = slices.Clone(m.log)
	c.legal = nil
	if m.pcg != nil {
		p := *m.pcg
		c.pcg = &p
		c.rng = rand.New(c.pcg)
	}
	return &c
}
