package overwatch

import (
	"overdeck/engine"
	"overdeck/engine/effect"
)

// enterEvent is the event of h entering its row (from: the row it left,
// -1 when deployed).
func enterEvent(h *Hero, from int) effect.Event {
	return effect.Event{Kind: evEnter, Source: effect.SourceID(from), Target: srcOf(h.ID), Amount: int32(h.Row), Seat: engine.Seat(h.Side)}
}

// endTurn passes the turn: to the other seat unless it has passed, else
// to the same seat again; when both have passed the round ends.
func (g *State) endTurn() {
	g.Turns++
	me := int(g.ToMove)
	switch {
	case !g.Passed[1-me]:
		g.ToMove = int8(1 - me)
	case !g.Passed[me]:
	default:
		g.endRound()
		return
	}
	g.startTurn(int(g.ToMove))
}

// startTurn carries out seat's start-of-turn effects, before it plays a
// hero or uses an ultimate: marks lasting "until the start of your next
// turn" end, then start-of-turn triggers resolve.
func (g *State) startTurn(seat int) {
	g.Board.Active = engine.Seat(seat)
	g.dropMarks(func(m Mark) bool { return (m.Kind == MarkImmortal || m.Kind == MarkTemp) && int(m.Seat) == seat })
	g.raise(effect.Event{Kind: effect.TurnStart, Seat: engine.Seat(seat)})
	g.run()
}

// endRound scores the round, then either ends the match or clears the
// battlefield and deals the next round.
func (g *State) endRound() {
	r := RoundEnd{Round: g.Round, First: g.First, RowPower: g.rowPowers()}
	for s := 0; s < 2; s++ {
		r.Power[s], r.Synergy[s] = int16(g.Power(s)), int16(g.Synergy(s))
	}
	for _, h := range g.Heroes {
		if h.Defeated {
			r.Fallen[h.Side]++
		} else {
			r.Standing[h.Side]++
		}
	}
	r.Won = RoundWinners(r.Power, r.Synergy)
	switch {
	case r.Power[0] != r.Power[1]:
		r.By = DecidedByPower
	case r.Synergy[0] != r.Synergy[1]:
		r.By = DecidedBySynergy
	default:
		r.By = DecidedTie
	}
	g.Result = append(g.Result, r)
	for s := 0; s < 2; s++ {
		if r.Won[s] {
			g.Wins[s]++
		}
	}
	g.logf("Round %d: power %d to %d, synergy %d to %d. %s", g.Round, r.Power[0], r.Power[1], r.Synergy[0], r.Synergy[1], wonText(r.Won))
	if g.Wins[0] >= 2 || g.Wins[1] >= 2 {
		g.Phase = PhaseOver
		g.Pend = Pending{}
		g.tbl().EndGame()
		return
	}
	g.clearBattlefield()
	for s := 0; s < 2; s++ {
		g.draw(s, RoundDraw)
	}
	switch {
	case r.Won[0] && !r.Won[1]:
		g.First = 0
	case r.Won[1] && !r.Won[0]:
		g.First = 1
	default:
		g.First = 1 - g.First
	}
	g.Round++
	g.ToMove, g.Passed = g.First, [2]bool{}
	g.startTurn(int(g.First))
}

// RoundWinners decides a round: most power wins; on a tie, most unspent
// synergy; still tied, both players win the round.
func RoundWinners(power, syn [2]int16) [2]bool {
	switch {
	case power[0] != power[1]:
		return [2]bool{power[0] > power[1], power[1] > power[0]}
	case syn[0] != syn[1]:
		return [2]bool{syn[0] > syn[1], syn[1] > syn[0]}
	}
	return [2]bool{true, true}
}

// wonText says who won a round.
func wonText(w [2]bool) string {
	switch {
	case w[0] && w[1]:
		return "Both players win the round."
	case w[0]:
		return "Player 1 wins the round."
	}
	return "Player 2 wins the round."
}

// clearBattlefield discards every hero played (special cards and tokens
// leave the game) and removes every token, counter and mark.
func (g *State) clearBattlefield() {
	for _, h := range g.Heroes {
		if !h.Token && !h.card().Special {
			g.P[h.Side].Discard = append(g.P[h.Side].Discard, h.Card)
		}
		g.tbl().Leave(srcOf(h.ID))
	}
	g.Heroes, g.Marks, g.Syn, g.Last, g.Pend = nil, nil, [2][3]int8{}, LastUlt{}, Pending{}
	g.Phase = PhaseTurn
}

// draw moves up to n cards from the top of seat's deck into its hand.
func (g *State) draw(seat, n int) {
	p := &g.P[seat]
	for range n {
		k := len(p.Deck)
		if k == 0 {
			return
		}
		c := p.Deck[k-1]
		p.Deck = p.Deck[:k-1]
		p.Hand = insertSorted(p.Hand, c)
		if g.tt != nil {
			g.tt.Tell(engine.Seat(seat), "You draw %s.", cards[c].Name)
		}
	}
}
