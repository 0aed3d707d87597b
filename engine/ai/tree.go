package ai

import (
	"math"
	"math/rand/v2"

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
	avail []int32 // indices of the edges legal in the sample, in legal order
	keys  []string
	joint []byte  // the joint key being built
	mem   edgeMem // the edge lists and indices the tree outgrew
	// The iteration in progress, which may stop between pieces (see
	// piece): its sample (nil between iterations), the node its descent
	// has reached, whether it is past the descent and how many decisions
	// its rollout has played.
	r       engine.Rules
	at      *node
	rolling bool
	rolled  int
}

// node is one point of the tree: the edges of each seat that chose here,
// and the children by joint choice.
type node struct {
	seats    []seatEdges
	children map[string]*node
}

// step is one edge taken by one seat during a descent: edge e of the
// seat's edges at node n (indices, since the edge lists grow).
type step struct {
	n    *node
	si   int32 // index into n.seats
	e    int32 // index into n.seats[si].edges
	seat engine.Seat
}

// edge returns the edge st took.
func (st step) edge() *edge { return &st.n.seats[st.si].edges[st.e] }

func newTree(p playout) *tree { return &tree{playout: p, root: &node{}} }

// edgesOf returns the index of seat s's edges at n, adding them when new;
// seats is how many choose at n, room for the first of them.
func (n *node) edgesOf(s engine.Seat, seats int) int32 {
	for i := range n.seats {
		if n.seats[i].seat == s {
			return int32(i)
		}
	}
	if n.seats == nil {
		n.seats = make([]seatEdges, 0, seats)
	}
	n.seats = append(n.seats, seatEdges{seat: s})
	return int32(len(n.seats) - 1)
}

func (t *tree) iterate() {
	for !t.piece() {
	}
}

// piece runs one piece of an iteration and reports whether it ended one:
// a sample dealt, one level of the descent (one joint decision), one
// decision of the rollout below the node it added, or the score backed up
// along its path. An iteration run in pieces, whatever the pauses between
// them, makes exactly the same draws and updates as one run at once: the
// page's thread can stop a long one (a playout of OverPower's whole game)
// at the end of its slice and go on at the next.
func (t *tree) piece() bool {
	switch {
	case t.r == nil:
		t.r, t.at, t.rolling, t.rolled = t.sample(), t.root, false, 0
		t.path = t.path[:0]
	case !t.rolling:
		t.rolling = !t.down()
	case t.rolls(t.r, t.rolled):
		t.rolled++
	default:
		score := t.score(t.r)
		for _, st := range t.path {
			e := st.edge()
			e.visits++
			e.sum += score[st.seat]
		}
		t.r = nil
		return true
	}
	return false
}

// down takes the sample one level down the tree from t.at. It reports
// false where the descent ends: nobody can act, or the level's joint
// choice was new and its node is added (the rest is played at random).
func (t *tree) down() bool {
	n := t.at
	if !t.descend(n, t.r) {
		return false
	}
	var child *node
	if len(t.keys) == 1 {
		child = n.children[t.keys[0]]
	} else {
		child = n.children[string(t.joint)] // no copy: a lookup
	}
	if child == nil {
		if n.children == nil {
			n.children = map[string]*node{}
		}
		key := t.keys[0]
		if len(t.keys) > 1 {
			key = string(t.joint)
		}
		n.children[key] = &node{}
		return false
	}
	t.at = child
	return true
}

// descend makes every seat to act at n choose from its own edges
// (decoupled), then resolves the choices together. It leaves the joint
// key in t.keys (one key per seat) and t.joint (the keys joined by \x1f),
// and reports false when the sample cannot go on: nobody is to act (the
// game is over) or a seat to act has nothing legal.
func (t *tree) descend(n *node, r engine.Rules) bool {
	toAct := r.ToAct()
	if len(toAct) == 0 {
		return false
	}
	choices := t.choicesFor(len(toAct))
	t.keys = t.keys[:0]
	t.joint = t.joint[:0]
	for i, s := range toAct {
		legal := t.legalOf(r, s)
		if len(legal) == 0 {
			return false
		}
		si := n.edgesOf(s, len(toAct))
		se := &n.seats[si]
		t.avail = t.avail[:0]
		if len(se.edges) == 0 {
			t.avail = se.fill(legal, &t.mem, t.avail)
		} else {
			for i, a := range legal {
				k := se.find(a.Key(), i, &t.mem)
				se.edges[k].avail++
				t.avail = append(t.avail, k)
			}
		}
		k := selectUCB(se.edges, t.avail, t.explore, t.rng)
		e := t.avail[k]
		t.path = append(t.path, step{n: n, si: si, e: e, seat: s})
		key := se.edges[e].key
		t.keys = append(t.keys, key)
		if i > 0 {
			t.joint = append(t.joint, '\x1f')
		}
		t.joint = append(t.joint, key...)
		choices[i] = legal[k]
	}
	r.Resolve(choices, t.turn)
	return true
}

func (t *tree) choose() engine.Action {
	return mostVisited(t.view.Legal, t.root.seats[t.root.edgesOf(t.view.Seat, 1)].edges)
}

// edge is what a search has learnt about one action of one seat at one
// point of the game.
type edge struct {
	key    string
	visits int32   // times the action was chosen
	avail  int32   // times it was legal when the seat chose here
	sum    float64 // total reward for the acting seat
}

// mean is the average reward, 0 before any visit.
func (e *edge) mean() float64 {
	if e.visits == 0 {
		return 0
	}
	return e.sum / float64(e.visits)
}

// selectUCB picks among the available edges: an untried one at random if
// any, otherwise the one with the best upper confidence bound, where the
// exploration term uses the edge's availability count instead of the
// parent's visits (Cowling, Powley and Whitehouse, 2012), so that actions
// legal only in some samples are not over-explored; c weighs exploration
// against the mean. avail must already
// count the current choice.
// avail holds indices into edges. It returns the index of the chosen
// edge in avail.
func selectUCB(edges []edge, avail []int32, c float64, rng *rand.Rand) int {
	untried := 0
	for _, k := range avail {
		if edges[k].visits == 0 {
			untried++
		}
	}
	if untried > 0 {
		k := rng.IntN(untried)
		for i, j := range avail {
			if edges[j].visits == 0 {
				if k == 0 {
					return i
				}
				k--
			}
		}
	}
	best, bestScore := 0, math.Inf(-1)
	for i, j := range avail {
		e := &edges[j]
		s := e.mean() + c*math.Sqrt(logOf(e.avail)/float64(e.visits))
		if s > bestScore {
			best, bestScore = i, s
		}
	}
	return best
}

// mostVisited returns the legal action whose edge was chosen most often,
// ties going to the better mean and then to the earlier legal action.
func mostVisited(legal []engine.Action, edges []edge) engine.Action {
	var best engine.Action
	var bestEdge *edge
	for _, a := range legal {
		var e *edge
		for i := range edges {
			if edges[i].key == a.Key() {
				e = &edges[i]
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

// logOf returns math.Log(float64(n)), from a table for the counts a search
// meets most (a logarithm costs more than the rest of an edge's score, the
// more so under WebAssembly, which has no instruction for it).
func logOf(n int32) float64 {
	if n >= 0 && int(n) < len(logs) {
		return logs[n]
	}
	return math.Log(float64(n))
}

// logs[n] is math.Log(n).
var logs = func() *[logsLen]float64 {
	var t [logsLen]float64
	for n := range t {
		t[n] = math.Log(float64(n))
	}
	return &t
}()

// logsLen is the length of logs: 64 KB of the counts a search meets most.
const logsLen = 8192
