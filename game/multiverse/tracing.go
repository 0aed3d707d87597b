package multiverse

import "overdeck/engine/effect"

// startTrace begins the trace of the Multiverse's turn; the last one is
// dropped. A quiet Turn (a bot's simulation) keeps no log, and so no trace.
func (s *State) startTrace() {
	s.tracing = s.loud
	if !s.loud {
		return
	}
	s.log("The Multiverse's turn.")
	s.Trace, s.TraceTurn = s.Trace[:0], s.Turn+1
}

// step records a step of kind k about card c at src (-1 none), with the
// last log line as its text and the public board as it is now.
func (s *State) step(k uint8, c int16, src effect.SourceID) {
	if !s.tracing {
		return
	}
	st := Step{Kind: k, Card: c, Slot: -1}
	if src >= 0 && (isRow(src) || isMine(src)) {
		st.Mine = isMine(src)
		if st.Mine {
			st.Slot = int8(mineIndex(src))
		} else {
			st.Slot = int8(rowIndex(src))
		}
	}
	s.record(st)
}

// stepRoll records the d6 and the spot it picked.
func (s *State) stepRoll(die int8, spot int) {
	if s.tracing {
		s.record(Step{Kind: StepRoll, Card: -1, Slot: int8(spot), Mine: true, Die: die})
	}
}

// stepFight records a step of the Multiverse's attack with its totals.
func (s *State) stepFight(k uint8, text string, atk, def int, wins bool) {
	if !s.tracing {
		return
	}
	st := Step{Kind: k, Text: text, Card: -1, Slot: -1, Attack: int8(atk), Defense: int8(def), Success: wins}
	if k == StepDefense {
		st.Slot, st.Mine = s.Fight.Target, true
		if sl := s.Mine[s.Fight.Target]; sl.Has {
			st.Card = int16(sl.Card)
		}
	}
	s.record(st)
}

// record completes st with the log line and the board, and appends it.
func (s *State) record(st Step) {
	if es := s.tt.Entries(); len(es) > 0 && st.Text == "" {
		st.Text = es[len(es)-1].Text
	}
	s.narrateStep(&st)
	st.Rows = s.rowsView()
	for i := range s.Mine {
		st.Defs[i] = s.slotView(mineSrc(i), s.Mine[i])
	}
	st.DeckN, st.DiscardN, st.HandN = int16(len(s.Deck)), int16(len(s.Discard)), int8(len(s.Hand))
	s.Trace = append(s.Trace, st)
}
