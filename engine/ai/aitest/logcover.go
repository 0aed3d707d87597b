package aitest

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"overdeck/engine"
)

var logCoverN = flag.Int("logcover", 0, "random matches a game's TestLog_EveryPublicChangeNamed plays (0: the game's own number)")

// Quantity is one public number of a view and what a log line must say to
// account for its change: every one of Words (matched case-insensitively)
// and, with NeedValue, the new Value as a number, outside the players'
// names and an old value recalled as "(was N)".
type Quantity struct {
	Kind      string // how the report groups its misses: "HP", "discard"
	Words     []string
	Value     int
	NeedValue bool
	// Reset lists phrases that account for the quantity dropping to 0 or
	// leaving the view ("the battlefield is cleared").
	Reset []string
	// Gone, when set, makes the quantity's leaving the view a change to
	// account for: an entry that holds Words[0] and one of Gone (or one of
	// Reset). Without it a quantity may leave unnamed (a hero's numbers
	// leave with the hero).
	Gone []string
}

// Board is one step of a decision that is shown step by step (a reveal):
// the public quantities on the board after the step and the step's text.
type Board struct {
	Q    map[string]Quantity
	Text string
}

// LogCover is one game's test that every change of a public quantity is
// named by the log: random matches, and after every joint decision and
// for every seat, each quantity that differs between the seat's views
// before and after must be accounted for by a log entry of that decision
// the seat may read.
type LogCover struct {
	Matches int    // matches played (60 with -short; -logcover overrides)
	Seed    uint64 // the second word of every match's PCG seed
	Steps   int    // decisions per match at most (0: 3000)
	Seats   int    // seats whose views are compared (0: 2)
	// New deals match i with rng.
	New func(i int, rng *rand.Rand) (engine.Rules, error)
	// Quantities lists the public quantities of a seat's view by key.
	Quantities func(v engine.View) map[string]Quantity
	// Trace, when set, returns the boards of a decision shown step by step
	// to seat 0, from its views before and after: the board before the
	// decision first (its text unused), then each step's. Nil when the
	// decision has no steps to check. Each change from one board to the next
	// must be accounted for by the later step's text.
	Trace func(before, after engine.View) []Board
}

// Run plays the matches and reports every kind of unnamed change, with an
// example of each.
func (c LogCover) Run(t *testing.T) {
	t.Helper()
	n := c.Matches
	if *logCoverN > 0 {
		n = *logCoverN
	}
	if testing.Short() {
		n = min(n, 60)
	}
	steps := c.Steps
	if steps == 0 {
		steps = 3000
	}
	missed := map[string]int{}
	example := map[string]string{}
	miss := func(kind, eg string) {
		missed[kind]++
		example[kind] = eg
	}
	for i := range n {
		rng := rand.New(rand.NewPCG(uint64(i), c.Seed))
		r, err := c.New(i, rng)
		if err != nil {
			t.Fatal(err)
		}
		seats := c.Seats
		if seats == 0 {
			seats = 2
		}
		for step := 0; !r.Outcome().Over && step < steps; step++ {
			before := make([]engine.View, seats)
			for s := range before {
				before[s] = r.View(engine.Seat(s))
			}
			var acts []engine.Action
			for _, seat := range r.ToAct() {
				l := r.Legal(seat)
				acts = append(acts, l[rng.IntN(len(l))])
			}
			turn := engine.LoggingTurn(rng)
			r.Resolve(acts, turn)
			for s := range before {
				after := r.View(engine.Seat(s))
				var seen []string
				for _, e := range engine.VisibleLog(turn.Entries(), engine.Seat(s)) {
					seen = append(seen, e.Text)
				}
				for _, d := range unaccounted(c.Quantities(before[s]), c.Quantities(after), seen) {
					miss(d.kind, fmt.Sprintf("match %d, %v: %s; log %q", i, engine.Seat(s), d.what, seen))
				}
				if s != 0 || c.Trace == nil {
					continue
				}
				boards := c.Trace(before[s], after)
				for j := 1; j < len(boards); j++ {
					text := []string{boards[j].Text}
					for _, d := range unaccounted(boards[j-1].Q, boards[j].Q, text) {
						miss("step: "+d.kind, fmt.Sprintf("match %d step %d: %s; step text %q", i, j, d.what, text[0]))
					}
				}
			}
		}
	}
	kinds := make([]string, 0, len(missed))
	for k := range missed {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	for _, k := range kinds {
		t.Errorf("%d unnamed changes of %s, e.g. %s", missed[k], k, example[k])
	}
}

// miss is one change no text accounts for.
type miss struct{ kind, what string }

// unaccounted returns the changes from a to b that none of texts accounts
// for. A quantity that appears counts from 0.
func unaccounted(a, b map[string]Quantity, texts []string) []miss {
	var out []miss
	for k, q := range b {
		if a[k].Value == q.Value {
			continue
		}
		if !Accounted(q, texts) {
			out = append(out, miss{kindOf(k, q), fmt.Sprintf("%s %d -> %d", k, a[k].Value, q.Value)})
		}
	}
	for k, q := range a {
		if _, ok := b[k]; ok || q.Gone == nil {
			continue
		}
		if !accountedGone(q, texts) {
			out = append(out, miss{kindOf(k, q) + " (gone)", k + " gone"})
		}
	}
	return out
}

func kindOf(key string, q Quantity) string {
	if q.Kind != "" {
		return q.Kind
	}
	return key
}

// wasNote is an old value a line may recall ("(was 4)"), which does not
// name the new one.
var wasNote = regexp.MustCompile(`\(was -?[0-9]+\)`)

// seatNames are the players' names, whose numbers are not values.
var seatNames = strings.NewReplacer("player 1", "", "player 2", "", "player 3", "", "player 4", "")

// Accounted reports whether one of texts holds every word of q and, with
// NeedValue, its value as a number; or, when q dropped to 0, one of its
// Reset phrases.
func Accounted(q Quantity, texts []string) bool {
	num := regexp.MustCompile(fmt.Sprintf(`(^|[^0-9])%d([^0-9]|$)`, q.Value))
	for _, t := range texts {
		t = strings.ToLower(t)
		if q.Value == 0 && holdsAny(t, q.Reset) {
			return true
		}
		ok := !q.NeedValue || num.MatchString(wasNote.ReplaceAllString(seatNames.Replace(t), ""))
		for _, w := range q.Words {
			ok = ok && strings.Contains(t, strings.ToLower(w))
		}
		if ok {
			return true
		}
	}
	return false
}

// accountedGone reports whether one of texts says q left: its first word
// and one of its Gone phrases, or one of its Reset phrases.
func accountedGone(q Quantity, texts []string) bool {
	for _, t := range texts {
		t = strings.ToLower(t)
		if holdsAny(t, q.Reset) {
			return true
		}
		if (len(q.Words) == 0 || strings.Contains(t, strings.ToLower(q.Words[0]))) && holdsAny(t, q.Gone) {
			return true
		}
	}
	return false
}

func holdsAny(t string, words []string) bool {
	return slices.ContainsFunc(words, func(w string) bool { return strings.Contains(t, strings.ToLower(w)) })
}
