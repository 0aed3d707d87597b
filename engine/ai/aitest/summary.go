package aitest

import (
	"math/rand/v2"
	"slices"
	"testing"

	"overdeck/engine"
)

// Tally counts, move by move, what a game's end-of-game summary must say
// of one random match: Move is called after every move with the rules as
// they were before it (a clone), the match after it and the log entries
// it added; Want, at the end, returns the summary's lines as they must
// read with the seats named by Seat.String. Want may fail the test itself
// for a match not worth checking (one without a KO).
type Tally struct {
	Move func(before engine.Rules, m *engine.Match, added []engine.Entry)
	Want func(m *engine.Match) []string
}

// CheckSummary plays matches random matches to their end and checks the
// summary of each against what its Tally counted: match seed is dealt by
// deal, its moves are random from PCG(seed, 9), the first seat still to
// choose moving each time, and tally returns a fresh Tally for it.
func CheckSummary(t *testing.T, matches int, deal func(seed uint64) (*engine.Match, error),
	summary func(m *engine.Match, name func(engine.Seat) string) []string, tally func() Tally) {
	t.Helper()
	for seed := range uint64(matches) {
		m, err := deal(seed)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 9))
		c := tally()
		for !m.Outcome().Over {
			before, was := m.Rules().Clone(), slices.Clone(m.Log())
			s := m.Waiting()[0]
			l := m.Legal(s)
			if err := m.Apply(s, l[rng.IntN(len(l))]); err != nil {
				t.Fatal(err)
			}
			c.Move(before, m, Added(was, m.Log()))
		}
		want := c.Want(m)
		if got := summary(m, engine.Seat.String); !slices.Equal(got, want) {
			t.Errorf("seed %d: summary %q, want %q", seed, got, want)
		}
		t.Logf("seed %d: %q", seed, want)
	}
}

// Added returns the entries of the log after that the log before did not
// have: after is before with some entries added and, once it is full
// (engine.MaxLog), as many dropped from its start. It panics when the two
// do not overlap: a test's mistake.
func Added(before, after []engine.Entry) []engine.Entry {
	for k := max(0, len(before)+len(after)-engine.MaxLog-len(after)); k <= len(before); k++ {
		if slices.Equal(before[k:], after[:len(before)-k]) {
			return after[len(before)-k:]
		}
	}
	panic("aitest: Added: the logs do not overlap")
}
