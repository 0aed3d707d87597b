package engine

import (
	"fmt"
	"math/rand/v2"
)

// Turn is handed to Rules.Resolve: the match's randomness and its log.
type Turn struct {
	rng   *rand.Rand
	log   []Entry
	quiet bool
}

// NewTurn returns a Turn drawing from rng whose log is discarded: for bots'
// simulations and for tests that call Resolve directly.
func NewTurn(rng *rand.Rand) *Turn { return &Turn{rng: rng, quiet: true} }

// LoggingTurn returns a Turn drawing from rng that keeps its log, as a
// match's move does: for tests that call Resolve directly and read what
// the move logged (Entries).
func LoggingTurn(rng *rand.Rand) *Turn { return &Turn{rng: rng} }

// Quiet reports whether the log is discarded (a bot's simulation): a game
// may then skip making the words of its log lines.
func (t *Turn) Quiet() bool { return t.quiet }

// Rand returns the match's random number generator.
func (t *Turn) Rand() *rand.Rand { return t.rng }

// Log adds a public entry to the match log.
func (t *Turn) Log(format string, args ...any) {
	if !t.quiet {
		t.log = append(t.log, Entry{Seat: NoSeat, Text: fmt.Sprintf(format, args...)})
	}
}

// Tell adds an entry that only seat s may read.
func (t *Turn) Tell(s Seat, format string, args ...any) {
	if !t.quiet {
		t.log = append(t.log, Entry{Seat: s, Text: fmt.Sprintf(format, args...)})
	}
}

// Entries returns what was logged so far (nothing for a quiet Turn).
func (t *Turn) Entries() []Entry { return t.log }
