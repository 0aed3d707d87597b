package overrealm

import (
	"math/rand/v2"
	"slices"
	"time"

	"overdeck/engine"
	"overdeck/engine/ai"
)

// Determinize deals a full state consistent with sv: what the view hides
// (the other seat's hand and hidden picks, both deck orders) is drawn from
// rng among the cards and monsters the seat has not seen.
func Determinize(sv *engine.SeatView, rng *rand.Rand) engine.Rules {
	return DeterminizeInto(nil, sv, rng)
}

// deckOf lists the 14 cards of a player's buff deck.
func deckOf(p *Player) []uint8 { return appendDeck(nil, p) }

// appendDeck appends the 14 cards of a player's buff deck to out.
func appendDeck(out []uint8, p *Player) []uint8 {
	for _, m := range p.Mons {
		for b := uint8(0); b < 4; b++ {
			out = append(out, m.Kind*4+b)
		}
	}
	return append(out, StdCard, StdCard+1)
}

// fillPicks samples the other seat's hidden picks and draft packet from the
// monsters this seat cannot account for.
func fillPicks(s *State, p *Player, w, mine *SideView, rng *rand.Rand, sc *scratch) {
	free := sc.free[:0]
	for m := range monsters {
		k := uint8(m)
		taken := slices.Contains(mine.Pool, k) || slices.Contains(mine.Packet, k)
		if (s.Mode == modeCompetitive || !taken) && !slices.Contains(p.Pool, k) {
			free = append(free, k)
		}
	}
	sc.free = free
	shuffle(rng, free)
	for len(p.Pool) < int(w.PoolN) && len(free) > 0 {
		p.Pool, free = append(p.Pool, free[0]), free[1:]
		p.Shown = append(p.Shown, false)
	}
	if s.Mode == modeCompetitive {
		p.Packet = p.Packet[:0]
		for m := range monsters {
			if !slices.Contains(p.Pool, uint8(m)) && int(w.PacketN) > 0 {
				p.Packet = append(p.Packet, uint8(m))
			}
		}
		return
	}
	for len(p.Packet) < int(w.PacketN) && len(free) > 0 {
		p.Packet, free = append(p.Packet, free[0]), free[1:]
	}
	slices.Sort(p.Packet)
}

// Budgets are the computer opponents' budgets for OverRealm, measured
// with its tournament table. A random playout of OverRealm costs far more
// than one of a small card game (hundreds of legal selections a turn), so
// the bots search shallower and fewer times than engine/ai's defaults and
// lean on Evaluate: no random decisions after the searched ones.
var Budgets = ai.Budgets{
	EasySamples:      4,
	NormalIterations: 300,
	HardIterations:   5000,
	HardExplore:      0.4, // at 3,900 iterations: 75.5% against Normal, 66.5% with the default 0.7
	HardTime:         900 * time.Millisecond,
	EasyDepth:        -1,
	NormalDepth:      -1,
	HardDepth:        -1,
}

// NewBot returns OverRealm's computer opponent of level l: engine/ai's bot
// with OverRealm's Budgets. Hard also stops at HardTime.
func NewBot(l ai.Level, seed uint64) ai.Bot { return Budgets.Bot(Game, l, seed) }

func init() { ai.Tune(Game.ID, NewBot) }
