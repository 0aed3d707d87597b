package ai

import (
	"math/rand/v2"

	"overdeck/engine"
)

// playout holds what every search level shares: the game's descriptor, the
// seat's view and the bot's generator. It is the only place where full
// states appear, and each of them is a sample drawn from the view by the
// game's Determinize. The real match never reaches this package.
//
// Samples are played by calling the game's Rules directly, one joint
// decision at a time (every seat of ToAct chooses, then Resolve), with a
// quiet engine.Turn: the same thing a simulation Match (engine.NewSim) does,
// without its key lookups and buffering, which cost more than the rules
// themselves in a small game.
//
// Nothing here is made afresh per iteration: the sample is dealt into the
// same state each time (Game.DeterminizeInto), legal lists are written into
// the same slices (engine.LegalAppender), and so are the choices handed to
// Resolve. Actions are described only when a player is shown them.
type playout struct {
	game    *engine.Game
	view    *engine.SeatView
	rng     *rand.Rand
	turn    *engine.Turn
	depth   int     // random decisions after the searched part, before Evaluate
	explore float64 // the UCB exploration constant
	policy  Policy  // the playouts' moves (nil: uniform)
	scores  []float64
	cur     engine.Rules    // the sample being played, dealt again each iteration
	legal   []engine.Action // the last legal list asked for
	choices []engine.Action // the joint choice being resolved
}

func newPlayout(g *engine.Game, v *engine.SeatView, rng *rand.Rand, depth int) playout {
	return playout{game: g, view: v, rng: rng, turn: engine.NewTurn(rng), depth: depth, explore: DefaultExplore}
}

// sample deals a fresh full state consistent with the view. Choices the
// other seats have already made in the current decision are hidden from the
// view, so in the sample those seats have still to choose: the search picks
// for them as it would for any unknown choice.
func (p *playout) sample() engine.Rules {
	p.cur = p.game.Sample(p.cur, p.view, p.rng)
	return p.cur
}

// legalOf returns seat s's legal actions in r, in a slice the next call
// reuses.
func (p *playout) legalOf(r engine.Rules, s engine.Seat) []engine.Action {
	p.legal = engine.LegalInto(r, s, p.legal[:0])
	return p.legal
}

// choicesFor returns the reused slice of n joint choices.
func (p *playout) choicesFor(n int) []engine.Action {
	if cap(p.choices) < n {
		p.choices = make([]engine.Action, n)
	}
	p.choices = p.choices[:n]
	clear(p.choices)
	return p.choices
}

// decide resolves one joint decision of r: seat fixed takes action a (when
// a is not nil), every other seat to act picks among its legal actions
// with the bot's Policy, or uniformly without one. It reports false when r has no decision to make or a seat to act
// has nothing legal.
func (p *playout) decide(r engine.Rules, fixed engine.Seat, a engine.Action) bool {
	toAct := r.ToAct()
	if len(toAct) == 0 {
		return false
	}
	choices := p.choicesFor(len(toAct))
	for i, s := range toAct {
		if s == fixed && a != nil {
			choices[i] = a
			continue
		}
		legal := p.legalOf(r, s)
		if len(legal) == 0 {
			return false
		}
		if p.policy != nil {
			choices[i] = p.policy(r, s, legal, p.rng)
		} else {
			choices[i] = legal[p.rng.IntN(len(legal))]
		}
	}
	r.Resolve(choices, p.turn)
	return true
}

// mine returns the bot's own action with the given key in sample r, or nil.
func (p *playout) mine(r engine.Rules, key string) engine.Action {
	a, _ := engine.FindKey(p.legalOf(r, p.view.Seat), key)
	return a
}

// rollout plays up to p.depth joint decisions at random (stopping when
// nobody is to act: the game is over) and returns each seat's score from
// Evaluate. The slice is reused by the next call.
func (p *playout) rollout(r engine.Rules) []float64 {
	for n := 0; p.rolls(r, n); n++ {
	}
	return p.score(r)
}

// rolls plays the rollout's decision n of r (counted from 0) and reports
// whether it did: false once the rollout is over, p.depth decisions
// played or nobody able to act.
func (p *playout) rolls(r engine.Rules, n int) bool {
	return n < p.depth && p.decide(r, engine.NoSeat, nil)
}

// score returns Evaluate for every seat of the game, from 0 (lost) to 1.
// The slice is reused by the next call.
func (p *playout) score(r engine.Rules) []float64 {
	if len(p.scores) != p.game.Seats {
		p.scores = make([]float64, p.game.Seats)
	}
	out := p.scores
	for s := range out {
		out[s] = p.game.Evaluate(r, engine.Seat(s))
	}
	return out
}
