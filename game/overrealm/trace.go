package overrealm

import "strings"

//go:generate msgp -file trace.go -o trace_gen.go -io=false

// The trace: a structured twin of the log for the last turn's resolution,
// kept in the state (and so in every view) for the table to step through
// the reveal. It holds only what the public log says (both choices are
// revealed by then; a draw says how many cards, never which) and the public
// board after each step.

// Windows of a resolution (Step.Window), in the rulebook's order.
const (
	WinReveal     uint8 = iota // both choices revealed, costs paid
	WinStandard                // Draw Cards, Counter, action draws
	WinPreSwitch               // Pre-Switch buffs
	WinSwitch                  // switch actions
	WinPreAttack               // Pre-Attack buffs
	WinBySpeed                 // monster actions by speed (With Attack buffs)
	WinPostAttack              // Post Attack buffs
	WinEnd                     // end phase, KO replacements made for a side, the result
)

var windowNames = [...]string{"Reveal", "Standard actions", "Pre-Switch", "Switch", "Pre-Attack", "Monster actions by speed", "Post Attack", "End phase"}

// WindowName names a window: "Pre-Switch", "Monster actions by speed", ...
func WindowName(w uint8) string {
	if int(w) < len(windowNames) {
		return windowNames[w]
	}
	return "?"
}

// Step is one line of the last resolution and the public board after it
// (and before the next step). Monsters are indexed as in SideView.Mons.
type Step struct {
	Window uint8       `msg:"w"`
	Seat   int8        `msg:"s"` // the seat whose part of the turn this is; -1 for both
	Text   string      `msg:"t"`
	HP     [2][3]int8  `msg:"hp"`
	Cond   [2][3]uint8 `msg:"cd"`
	Leech  [2][3]int8  `msg:"le"`
	Cubes  [2][3]int8  `msg:"c"` // atk, spd, def of each seat's board
	Active [2]int8     `msg:"a"` // each seat's active monster
	HandN  [2]int8     `msg:"hn"`
	DeckN  [2]int8     `msg:"dn"`
	Discrd [2]int8     `msg:"di"` // discard pile sizes
	Man    [2]int8     `msg:"mc"` // maneuver cubes left
}

// startTrace begins the trace of a turn: the old one is dropped. A quiet
// Turn (a bot's simulation) keeps no log, and so no trace.
func (s *State) startTrace() {
	s.Trace, s.tracing, s.win, s.actor = nil, true, WinReveal, -1
	s.TraceTurn = s.Turn
}

// window moves the trace to window w.
func (s *State) window(w uint8) { s.win, s.actor = w, -1 }

// endTrace ends the trace: the last step gets the board as it is now.
func (s *State) endTrace() {
	s.narrate()
	if s.tracing && len(s.Trace) > 0 {
		s.snap(&s.Trace[len(s.Trace)-1])
	}
	s.tracing = false
}

// trace records the log line just written as a step. The step before it
// gets the board as it is now, before this step changes anything.
func (s *State) trace() {
	if !s.tracing || s.tt == nil {
		return
	}
	es := s.tt.Entries()
	if len(es) == 0 {
		return // quiet
	}
	if n := len(s.Trace); n > 0 {
		s.snap(&s.Trace[n-1])
	}
	st := Step{Window: s.win, Seat: s.actor, Text: es[len(es)-1].Text}
	s.snap(&st)
	s.Trace = append(s.Trace, st)
}

// snap writes the public board into st.
func (s *State) snap(st *Step) {
	for i := range s.P {
		p := &s.P[i]
		for k, m := range p.Mons {
			st.HP[i][k], st.Cond[i][k], st.Leech[i][k] = m.HP, m.Cond, m.Leech
		}
		st.Cubes[i], st.Active[i], st.Man[i] = p.Cubes, p.Spot[0], p.Maneuver
		st.HandN[i], st.DeckN[i], st.Discrd[i] = int8(len(p.Hand)), int8(len(p.Deck)), int8(len(p.Discard))
	}
}

// flipWord says a flip icon in words (the table's typeface has no glyphs
// for them).
func flipWord(success bool) string {
	if success {
		return "success"
	}
	return "fail"
}

// drawn logs a draw: publicly how many cards, privately which.
func (s *State) drawn(seat, asked int, cards []uint8) {
	if s.quiet() || asked <= 0 {
		return
	}
	switch n := len(cards); {
	case n == 0:
		s.sayAfter("%v draws nothing (hand full or no card left).", seatName(seat))
		return
	case n == 1:
		s.sayAfter("%v draws 1 card.", seatName(seat))
	default:
		s.sayAfter("%v draws %d cards.", seatName(seat), n)
	}
	names := make([]string, len(cards))
	for i, c := range cards {
		names[i] = CardName(c)
	}
	s.tt.Tell(seatOfInt(seat), "You draw %s.", strings.Join(names, ", "))
}
