package overpower

import (
	"math/rand/v2"

	"overdeck/engine"
)

// Policy is the playouts' move choice of Normal and Hard (ai.Bot.Policy):
// a player as a beginner plays it, so that a playout's end says something
// about the move searched. Uniform moves would concede half the battles
// they reach, let most attacks hit and pass with attacks in hand, which
// makes every wager look good and every attack look weak. The policy:
//
//   - never concedes while it may fight, and wagers the one objective it
//     must;
//   - defends when it can (a block, an avoid or an invalid target),
//     preferring a block, and takes the hit otherwise;
//   - in its turn plays an attack or a Utility (the bigger of two
//     attacks drawn at random) and passes only without one;
//   - chooses uniformly everywhere else (placing, negates, Events).
func Policy(r engine.Rules, s engine.Seat, legal []engine.Action, rng *rand.Rand) engine.Action {
	g := r.(*State)
	var fight, done, take, pass, play1, play2, def1, def2 engine.Action
	nPlay, nDef, nBlock := 0, 0, 0
	for _, a := range legal {
		m, ok := asMove(a)
		if !ok {
			return legal[rng.IntN(len(legal))]
		}
		switch m.Op {
		case OpFight:
			fight = a
		case OpVenDone:
			done = a
		case OpTake:
			take = a
		case OpPass:
			pass = a
		case OpBlock:
			nBlock++
			nDef++
			if rng.IntN(nBlock) == 0 {
				def1 = a
			}
		case OpAvoid:
			nDef++
			if rng.IntN(nDef) == 0 {
				def2 = a
			}
		case OpPlay:
			// Reservoir of one, then the better of it and a second draw.
			nPlay++
			if rng.IntN(nPlay) == 0 {
				play2 = play1
				play1 = a
			} else if rng.IntN(nPlay) == 0 {
				play2 = a
			}
		}
	}
	switch {
	case fight != nil:
		return fight
	case done != nil && g.Phase == PhaseVenture:
		return done
	case def1 != nil:
		return def1
	case def2 != nil:
		return def2
	case take != nil && g.Ex.Step == StepDefend:
		return take
	case play1 != nil && g.Ex.Step == StepIdle && g.Phase == PhaseBattle:
		if play2 != nil && g.playValue(play2) > g.playValue(play1) {
			return play2
		}
		return play1
	case pass != nil && g.Ex.Step == StepIdle && g.Phase == PhaseBattle:
		return pass
	}
	return legal[rng.IntN(len(legal))]
}

// playValue is a rough worth of playing m: the printed value of its card.
func (g *State) playValue(a engine.Action) int {
	m, _ := asMove(a)
	return int(cards[m.cc].Val)
}
