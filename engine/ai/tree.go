package ai

import (
	"math"
	"math/rand/v2"
	"strings"

	"overdeck/engine"
)

// tree is the Hard search: single-observer information-set Monte Carlo tree
// search (SO-ISMCTS, Cowling, Powley and Whitehouse, 2012).
//
// Every iteration draws a fresh full state from the view with the game's
// Determinize, so hidden cards are re-sampled each time and the bot never
// searches the true state. The tree is keyed by actions, not by states:
// a node is the sequence of joint decisions that leads to it from the view,
// and one node stands for every sample that reaches it. At each node every
// seat to act keeps its own edges, one per action key it has seen legal
// there, with visit and availability counts; selection is UCB restricted to
// the actions legal in the current sample, using availability in place of
// the parent's visits.
//
// Simultaneous decisions are searched with decoupled UCT: when several
// seats must choose at a node, each selects from its own edges alone,
// before any choice is applied, so no seat's choice is conditioned on
// another's; then all choices are applied together and the child node is
// keyed by the joint choice. Each seat's edge is rewarded with that seat's
// score. Sequential decisions are the one-seat case of the same rule, so a
// node always backs up the score of the seat that chose there.
//
// Chance (a card turned, a die rolled) belongs to the sample: the same
// choices lead to the same node whatever was turned, and the node's
// statistics average over it. Like every single-observer search, the other
// seats' edges are rewarded by outcomes in the bot's samples, so the search
// models them as if their hidden cards were the sampled ones; a
// multiple-observer tree would model them better, at several times the cost.
//
// A new node is added per iteration; below it the game is played at random
// for the bot's depth and scored with Evaluate for every seat. The chosen
// action is the bot's most visited root edge.
type tree struct {
	playout
	root  *node
	path  []step
	avail []*edge
	keys  []string
}

// node is one point of the tree: the edges of each seat that chose here,
// and the children by joint choice.
type node struct {
	seats    []seatEdges
	children map[string]*node
}

// step is one edge taken by one seat during a descent.
type step struct {
	e    *edge
	seat engine.Seat
}

func newTree(p playout) *tree { return &tree{playout: p, root: &node{}} }

// edgesOf returns seat s's edges at n, adding them when new.
func (n *node) edgesOf(s engine.Seat) *seatEdges {
	for i := range n.seats {
		if n.seats[i].seat == s {
			return &n.seats[i]
		}
	}
	n.seats = append(n.seats, seatEdges{seat: s})
	return &n.seats[len(n.seats)-1]
}

func (t *tree) iterate() {
	r := t.sample()
	t.path = t.path[:0]
	n := t.root
	for {
		key, ok := t.descend(n, r)
		if !ok {
			break
		}
		child := n.children[key]
		if child == nil {
			if n.children == nil {
				n.children = map[string]*node{}
			}
			n.children[key] = &node{}
			break // expanded: play the rest at random
		}
		n = child
	}
	score := t.rollout(r)
	for _, st := range t.path {
		st.e.visits++
		st.e.sum += score[st.seat]
	}
}

// descend makes every seat to act at n choose from its own edges
// (decoupled), then resolves the choices together. It returns the joint
// key, or false when the sample cannot go on: nobody is to act (the game is
// over) or a seat to act has nothing legal.
func (t *tree) descend(n *node, r engine.Rules) (string, bool) {
	toAct := r.ToAct()
	if len(toAct) == 0 {
		return "", false
	}
	choices := make([]engine.Action, len(toAct))
	t.keys = t.keys[:0]
	for i, s := range toAct {
		legal := r.Legal(s)
		if len(legal) == 0 {
			return "", false
		}
		se := n.edgesOf(s)
		t.avail = t.avail[:0]
		for _, a := range legal {
			e := se.find(a.Key())
			e.avail++
			t.avail = append(t.avail, e)
		}
		k := selectUCB(t.avail, t.explore, t.rng)
		t.path = append(t.path, step{e: t.avail[k], seat: s})
		t.keys = append(t.keys, t.avail[k].key)
		choices[i] = legal[k]
	}
	r.Resolve(choices, t.turn)
	if len(t.keys) == 1 {
		return t.keys[0], true
	}
	return strings.Join(t.keys, "\x1f"), true
}

func (t *tree) choose() engine.Action {
	return mostVisited(t.view.Legal, t.root.edgesOf(t.view.Seat).edges)
}

// edge is what a search has learnt about one action of one seat at one
// point of the game.
type edge struct {
	key    string
	visits int     // times the action was chosen
	avail  int     // times it was legal when the seat chose here
	sum    float64 // total reward for the acting seat
}

// mean is the average reward, 0 before any visit.
func (e *edge) mean() float64 {
	if e.visits == 0 {
		return 0
	}
	return e.sum / float64(e.visits)
}

// seatEdges holds one seat's edges at one tree node.
type seatEdges struct {
	seat  engine.Seat
	edges []*edge
}

// find returns the edge for key, adding it when new.
func (se *seatEdges) find(key string) *edge {
	for _, e := range se.edges {
		if e.key == key {
			return e
		}
	}
	e := &edge{key: key}
	se.edges = append(se.edges, e)
	return e
}

// selectUCB picks among the available edges: an untried one at random if
// any, otherwise the one with the best upper confidence bound, where the
// exploration term uses the edge's availability count instead of the
// parent's visits (Cowling, Powley and Whitehouse, 2012), so that actions
// legal only in some samples are not over-explored; c weighs exploration
// against the mean. avail must already
// count the current choice.
// It returns the index of the chosen edge in avail.
func selectUCB(avail []*edge, c float64, rng *rand.Rand) int {
	untried := 0
	for _, e := range avail {
		if e.visits == 0 {
			untried++
		}
	}
	if untried > 0 {
		k := rng.IntN(untried)
		for i, e := range avail {
			if e.visits == 0 {
				if k == 0 {
					return i
				}
				k--
			}
		}
	}
	best, bestScore := 0, math.Inf(-1)
	for i, e := range avail {
		s := e.mean() + c*math.Sqrt(math.Log(float64(e.avail))/float64(e.visits))
		if s > bestScore {
			best, bestScore = i, s
		}
	}
	return best
}

// mostVisited returns the legal action whose edge was chosen most often,
// ties going to the better mean and then to the earlier legal action.
func mostVisited(legal []engine.Action, edges []*edge) engine.Action {
	var best engine.Action
	var bestEdge *edge
	for _, a := range legal {
		var e *edge
		for _, x := range edges {
			if x.key == a.Key() {
				e = x
			}
		}
		if e == nil {
			continue
		}
		if bestEdge == nil || e.visits > bestEdge.visits ||
			(e.visits == bestEdge.visits && e.mean() > bestEdge.mean()) {
			best, bestEdge = a, e
		}
	}
	if best == nil && len(legal) > 0 {
		best = legal[0]
	}
	return best
}
