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
	v := sv.State.(*View)
	s := &State{Mode: v.Mode, Phase: v.Phase, Turn: v.Turn, Pick: v.Pick, Result: v.Result, Shown: v.Shown,
		Trace: slices.Clone(v.Trace), TraceTurn: v.TraceTurn, Resume: v.Resume, sample: true}
	s.Board = v.Board
	s.Board.Printed, s.Board.Effects, s.Board.Tokens = slices.Clone(v.Board.Printed), slices.Clone(v.Board.Effects), slices.Clone(v.Board.Tokens)
	me := int(v.Seat)
	for i := range s.P {
		p, w := &s.P[i], &v.P[i]
		p.Mons, p.Spot, p.Cubes, p.Maneuver, p.NeedPick, p.TeamSet, p.Arrange = w.Mons, w.Spot, w.Cubes, w.Maneuver, w.NeedPick, w.TeamSet, w.Arrange
		p.Discard, p.Played = slices.Clone(w.Discard), slices.Clone(w.Played)
		p.Pool, p.Packet, p.Hand = slices.Clone(w.Pool), slices.Clone(w.Packet), slices.Clone(w.Hand)
		p.Shown = make([]bool, len(p.Pool))
		for k := range p.Shown {
			p.Shown[k] = i != me
		}
		if i != me {
			fillPicks(s, p, w, &v.P[me], rng)
		}
		if !p.TeamSet {
			continue
		}
		var unseen []uint8
		for _, c := range deckOf(p) {
			if !slices.Contains(p.Discard, c) && !slices.Contains(p.Played, c) && !slices.Contains(p.Hand, c) && !slices.Contains(w.Peek, c) {
				unseen = append(unseen, c)
			}
		}
		shuffle(rng, unseen)
		if i != me {
			n := min(int(w.HandN), len(unseen))
			p.Hand, unseen = unseen[:n:n], unseen[n:]
		}
		p.Deck = append(slices.Clone(w.Peek), unseen...)
	}
	return s
}

// deckOf lists the 14 cards of a player's buff deck.
func deckOf(p *Player) []uint8 {
	var out []uint8
	for _, m := range p.Mons {
		for b := uint8(0); b < 4; b++ {
			out = append(out, m.Kind*4+b)
		}
	}
	return append(out, StdCard, StdCard+1)
}

// fillPicks samples the other seat's hidden picks and draft packet from the
// monsters this seat cannot account for.
func fillPicks(s *State, p *Player, w, mine *SideView, rng *rand.Rand) {
	var free []uint8
	for m := range monsters {
		k := uint8(m)
		taken := slices.Contains(mine.Pool, k) || slices.Contains(mine.Packet, k)
		if (s.Mode == modeCompetitive || !taken) && !slices.Contains(p.Pool, k) {
			free = append(free, k)
		}
	}
	shuffle(rng, free)
	for len(p.Pool) < int(w.PoolN) && len(free) > 0 {
		p.Pool, free = append(p.Pool, free[0]), free[1:]
		p.Shown = append(p.Shown, false)
	}
	if s.Mode == modeCompetitive {
		p.Packet = nil
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
