package overrealm

import (
	"overdeck/engine"
	"overdeck/engine/effect"
)

// SuddenDeathTurn is the first turn of sudden death, the project's answer to
// games that could otherwise go on forever (the rulebook has none): from its
// end phase on, every active monster loses 1 HP at the end of each turn, 1
// more every 10 turns after.
const SuddenDeathTurn = 60

// endPhase: players that neither switched nor countered draw 1; one time
// counter comes off each team aura (and this-turn effects end); then the
// end-of-turn abilities and conditions resolve.
func (s *State) endPhase() {
	for seat := 0; seat < 2; seat++ {
		if !s.P[seat].Switched && !s.P[seat].Countrd {
			s.actor = int8(seat)
			s.draw(seat, 1)
		}
	}
	s.actor = -1
	t := s.tbl()
	for _, e := range s.Board.Effects {
		if e.Kind == effect.Grant && e.Lasts.Until == effect.Counted && e.Lasts.Left == 1 {
			s.raise(effect.Event{Kind: evAuraEnd, Source: e.Target, Target: e.Target, Amount: int32(e.ID)})
		}
	}
	t.EndTurn(engine.NoSeat)
	s.raise(effect.Event{Kind: effect.TurnEnd})
	s.tie = true // both drains at once, whichever seat is first (see flush)
	for seat := 0; seat < 2; seat++ {
		m := s.Active(seat)
		if n := int(m.Leech); n > 0 && !m.KO {
			s.actor = int8(seat)
			s.say("%s is leeched for %d.", s.monName(seat, s.P[seat].active()), n)
			s.hurt(seat, s.P[seat].active(), n)
			s.heal(1-seat, s.P[1-seat].active(), n)
		}
	}
	s.flush()
	s.actor = -1
	if s.Turn >= SuddenDeathTurn {
		n := 1 + int(s.Turn-SuddenDeathTurn)/10
		s.say("Sudden death: every active monster loses %d HP.", n)
		for seat := 0; seat < 2; seat++ {
			s.hurt(seat, s.P[seat].active(), n)
		}
	}
	for seat := 0; seat < 2; seat++ {
		p := &s.P[seat]
		p.Switched, p.Countrd = false, false
		for i := range p.Mons {
			p.Mons[i].Dealt, p.Mons[i].Fresh, p.Mons[i].In = false, false, false
		}
	}
}

// afterTurn settles the result, KO replacements and the next start phase.
func (s *State) afterTurn() {
	s.window(WinEnd)
	if s.settleResult() {
		s.endTrace()
		return
	}
	s.endTrace()
	if s.replaceKOd() {
		return
	}
	s.startTurn()
}

// replaceKOd brings in the only monster left of a side whose active monster
// was KO'd, and reports whether a side must still choose (the game then
// waits in phase phKO).
func (s *State) replaceKOd() bool {
	for seat := 0; seat < 2; seat++ {
		if p := &s.P[seat]; p.NeedPick && len(s.pickOptions(seat)) == 1 {
			s.pickActive(seat, s.pickOptions(seat)[0])
		}
	}
	if s.P[0].NeedPick || s.P[1].NeedPick {
		s.Phase = phKO
		return true
	}
	return false
}

// settleResult ends the game when a side has no monster left: the other
// side wins, or it is a draw when both sides lost their last monster.
func (s *State) settleResult() bool {
	a, b := s.alive(0) == 0, s.alive(1) == 0
	switch {
	case a && b:
		s.Result = resDraw
	case b:
		s.Result = resWin0
	case a:
		s.Result = resWin1
	default:
		return false
	}
	s.Phase = phOver
	s.say("%s", s.Outcome().Summary)
	return true
}

// startTurn begins a new turn: start-of-turn abilities, then selection. A
// monster KO'd in the start phase is replaced at once (phase phKO with
// Resume), before anyone selects; the start phase is not run again for the
// monster brought in.
func (s *State) startTurn() {
	s.Turn++
	s.Phase = phSelect
	s.cur = [2]*play{} // last turn's plays are over ("this turn" effects too)
	s.raise(effect.Event{Kind: effect.TurnStart})
	if s.settleResult() {
		return
	}
	s.Resume = s.replaceKOd()
}
