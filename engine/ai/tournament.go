package ai

import (
	"fmt"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"overdeck/engine"
)

// Play deals a match of g and lets bots[s] play seat s to the end: each bot
// is shown only its seat's view. It returns the final outcome and each
// seat's totals. Errors from dealing the match are returned as they are; a
// bot choosing an action the match refuses returns that error.
func Play(g *engine.Game, setup engine.Setup, seed uint64, bots []Bot) (engine.Outcome, []Totals, error) {
	m, err := engine.NewMatch(g, setup, seed)
	if err != nil {
		return engine.Outcome{}, nil, err
	}
	if len(bots) != g.Seats {
		return engine.Outcome{}, nil, fmt.Errorf("ai: play %s: %d bots for %d seats", g.ID, len(bots), g.Seats)
	}
	tot := make([]Totals, len(bots))
	for !m.Outcome().Over {
		waiting := m.Waiting()
		if len(waiting) == 0 {
			return m.Outcome(), tot, fmt.Errorf("ai: play %s: nobody to act in a running match", g.ID)
		}
		s := waiting[0]
		t := bots[s].Start(m.View(s))
		t.Step(0)
		st := t.Stats()
		tot[s].Moves++
		tot[s].Iterations += st.Iterations
		tot[s].Think += st.Spent
		if err := m.Apply(s, t.Choice()); err != nil {
			return m.Outcome(), tot, fmt.Errorf("ai: play %s: %v by %v: %w", g.ID, bots[s], s, err)
		}
	}
	return m.Outcome(), tot, nil
}

// Totals adds up one seat's thinking over a match or a tournament.
type Totals struct {
	Moves      int           // decisions taken
	Iterations int           // search iterations over all of them
	Think      time.Duration // time spent searching
}

// PerMove is the average thinking time per decision.
func (t Totals) PerMove() time.Duration {
	if t.Moves == 0 {
		return 0
	}
	return t.Think / time.Duration(t.Moves)
}

func (t *Totals) add(u Totals) {
	t.Moves += u.Moves
	t.Iterations += u.Iterations
	t.Think += u.Think
}

// Result is the score of a two-bot tournament, from bot A's side.
type Result struct {
	A, B    Bot
	Matches int
	Wins    int    // matches A won
	Losses  int    // matches B won
	Draws   int    // matches nobody won
	TotalA  Totals // A's thinking over all matches
	TotalB  Totals
}

// Add adds the matches of o, played by the same bots, to r: a tournament
// played in parts (see Tournament) adds up to the one played whole.
func (r *Result) Add(o Result) {
	r.Matches += o.Matches
	r.Wins += o.Wins
	r.Losses += o.Losses
	r.Draws += o.Draws
	r.TotalA.add(o.TotalA)
	r.TotalB.add(o.TotalB)
}

// Score is A's share of the points: a win 1, a draw ½.
func (r Result) Score() float64 {
	if r.Matches == 0 {
		return 0
	}
	return (float64(r.Wins) + float64(r.Draws)/2) / float64(r.Matches)
}

// String is one row of a table: the bots, matches, A's wins-losses-draws,
// A's score and each bot's thinking time per move.
func (r Result) String() string {
	per := func(t Totals) string { return t.PerMove().Round(time.Microsecond).String() }
	return fmt.Sprintf("%-36s vs %-36s %4d  %3d-%3d-%3d  %5.1f%%  %9s  %9s",
		r.A, r.B, r.Matches, r.Wins, r.Losses, r.Draws, 100*r.Score(),
		per(r.TotalA), per(r.TotalB))
}

// Tournament plays matches of two-seat game g between bots a and b, seeds
// seed, seed+1, ..., swapping seats every match so that neither bot always
// moves first. Each bot's own seed is offset by the match number so that no
// two matches are played alike: match i uses seed+i and bot seeds
// a.Seed+2i and b.Seed+2i+1, so a tournament can be played in parts of an
// even number of matches k (seed+k, a.Seed+2k, b.Seed+2k for the second
// part) and its Results added up. Matches run in parallel on every core; the
// result does not depend on how many. It returns A's score; when a match
// fails, the error of the first failed match is returned with the result
// of the matches before it.
func Tournament(g *engine.Game, setup engine.Setup, a, b Bot, matches int, seed uint64) (Result, error) {
	r := Result{A: a, B: b}
	if g.Seats != 2 {
		return r, fmt.Errorf("ai: tournament needs a two-seat game, %s has %d", g.ID, g.Seats)
	}
	type played struct {
		out engine.Outcome
		tot []Totals
		err error
	}
	// The matches are independent, so they are played on every core; the
	// result is summed in match order, the same whatever the core count.
	res := make([]played, matches)
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), max(matches, 1)) {
		wg.Go(func() {
			for {
				i := int(next.Add(1) - 1)
				if i >= matches {
					return
				}
				ba, bb := a, b
				ba.Seed, bb.Seed = a.Seed+uint64(i)*2, b.Seed+uint64(i)*2+1
				bots := []Bot{ba, bb}
				if i%2 == 1 {
					bots = []Bot{bb, ba}
				}
				p := &res[i]
				p.out, p.tot, p.err = Play(g, setup, seed+uint64(i), bots)
			}
		})
	}
	wg.Wait()
	for i, p := range res {
		if p.err != nil {
			return r, p.err
		}
		aSeat := engine.Seat(i % 2)
		r.Matches++
		switch {
		case p.out.Draw():
			r.Draws++
		case p.out.Won(aSeat):
			r.Wins++
		default:
			r.Losses++
		}
		r.TotalA.add(p.tot[aSeat])
		r.TotalB.add(p.tot[aSeat.Other()])
	}
	return r, nil
}

// Table formats results as a table with a header line.
func Table(title string, results []Result) string {
	var sb strings.Builder
	sb.WriteString(title + "\n")
	fmt.Fprintf(&sb, "%-36s    %-36s %4s  %11s  %6s  %9s  %9s\n",
		"A", "B", "n", "W-L-D", "A", "A/move", "B/move")
	for _, r := range results {
		sb.WriteString(r.String() + "\n")
	}
	return sb.String()
}
