package ai

import (
	"cmp"
	"slices"

	"overdeck/engine"
)

// spread is the Easy search: every legal action is tried on the same number
// of fresh samples, round robin; the other seats of a simultaneous decision
// choose at random; the game is played on at random for the bot's depth and
// scored by Evaluate. With only a few samples per action the ranking is
// rough, and the choice is random among the better half of the actions, so
// Easy avoids the worst moves but plays no plan.
type spread struct {
	playout
	sums []float64
	next int
}

func newSpread(p playout) *spread {
	return &spread{playout: p, sums: make([]float64, len(p.view.Legal))}
}

func (s *spread) iterate() {
	i := s.next % len(s.sums)
	s.next++
	r := s.sample()
	a := s.mine(r, s.view.Legal[i].Key())
	if a == nil || !s.decide(r, s.view.Seat, a) {
		return
	}
	s.sums[i] += s.rollout(r)[s.view.Seat]
}

func (s *spread) choose() engine.Action {
	order := make([]int, len(s.sums))
	for i := range order {
		order[i] = i
	}
	// Every action had the same number of samples (up to one), so sums rank
	// like means.
	tries := func(i int) float64 {
		n := s.next / len(s.sums)
		if i < s.next%len(s.sums) {
			n++
		}
		return float64(max(n, 1))
	}
	slices.SortStableFunc(order, func(a, b int) int {
		return cmp.Compare(s.sums[b]/tries(b), s.sums[a]/tries(a))
	})
	better := order[:(len(order)+1)/2]
	return s.view.Legal[better[s.rng.IntN(len(better))]]
}

// flat is the Normal search, flat Monte Carlo: each iteration draws a fresh
// sample, picks one of the seat's actions by UCB1 over the root alone, lets
// the other seats of a simultaneous decision choose at random, plays on at
// random for the bot's depth and scores the end with Evaluate. The most
// tried action is chosen.
type flat struct {
	playout
	edges []edge
	all   []int32 // every edge's index: all are legal at the root
}

func newFlat(p playout) *flat {
	f := &flat{playout: p}
	for i, a := range p.view.Legal {
		f.edges = append(f.edges, edge{key: a.Key()})
		f.all = append(f.all, int32(i))
	}
	return f
}

func (f *flat) iterate() {
	for i := range f.edges {
		f.edges[i].avail++
	}
	e := &f.edges[selectUCB(f.edges, f.all, f.explore, f.rng)]
	r := f.sample()
	a := f.mine(r, e.key)
	if a == nil || !f.decide(r, f.view.Seat, a) {
		return
	}
	e.visits++
	e.sum += f.rollout(r)[f.view.Seat]
}

func (f *flat) choose() engine.Action { return mostVisited(f.view.Legal, f.edges) }
