package overrealm

import "overdeck/engine/effect"

// Phases of held changes (see flush).
const (
	heldNow    uint8 = iota // conditions, leech, torment, aura removal, this-turn defense
	heldSwitch              // switches made by a tied action
	heldAura                // team auras granted by a tied action
)

// heldChange is one change held back while a speed tie resolves.
type heldChange struct {
	phase uint8
	apply func()
}

// Every change that one tied action could make to how the other resolves
// goes through these helpers (and through the holds of switchToward,
// forceSwitch, grantAura, removeAura, thisTurn and torment). While a speed
// tie resolves (s.tie), they are held back and applied when both tied
// actions are done, so neither action changes how the other resolves.

// hold keeps apply back while a speed tie resolves and reports whether it
// did; apply runs (with the tie over) when the tie is flushed.
func (s *State) hold(phase uint8, apply func()) bool {
	if !s.tie {
		return false
	}
	s.held = append(s.held, heldChange{phase, apply})
	return true
}

// spared reports whether a change to seat's side must not happen: seat
// countered the action whose buff is resolving. Counter protects the
// countering side from that action, so the buff does only what it does to
// its own player's side (see runBuff).
func (s *State) spared(seat int) bool { return s.guard == int8(seat)+1 }

// addCubes gives seat's board n stat cubes of stat (negative n: - cubes).
// Positive and negative cancel; a stat holds at most 4 cubes.
func (s *State) addCubes(seat, stat, n int) {
	if n == 0 || s.spared(seat) {
		return
	}
	if s.tie {
		s.heldCubes[seat][stat] += int16(n) // added up, then limited (see flush)
		return
	}
	c := &s.P[seat].Cubes[stat]
	*c = int8(max(-4, min(4, int(*c)+n)))
}

// hurt takes n HP from seat's monster mon; at 0 it is KO'd.
func (s *State) hurt(seat, mon, n int) {
	if n <= 0 || s.P[seat].Mons[mon].KO || s.spared(seat) {
		return
	}
	if s.tie {
		s.heldHP[seat][mon][1] += int16(n) // see flush
		return
	}
	s.narrate() // what changed before is told apart: the log shows every point lost
	m := &s.P[seat].Mons[mon]
	if c := s.cur[seat]; c != nil && c.endure == mon+1 && n >= int(m.HP) {
		n = int(m.HP) - 1
		s.say("%s holds on at 1 HP.", s.monName(seat, mon))
	}
	s.Lost[seat] += int16(min(n, int(m.HP)))
	m.HP = int8(max(0, int(m.HP)-n))
	m.Dealt = true
	if m.HP == 0 {
		s.knockOut(seat, mon)
	}
}

// heal gives back n HP to a monster that is not KO'd, up to its maximum.
func (s *State) heal(seat, mon, n int) {
	m := &s.P[seat].Mons[mon]
	if n <= 0 || m.KO || s.spared(seat) {
		return
	}
	if s.tie {
		s.heldHP[seat][mon][0] += int16(n) // see flush
		return
	}
	s.narrate() // the damage taken before is told before the heal hides it
	m.HP = int8(min(int(m.def().HP), int(m.HP)+n))
}

// giveCond gives a monster the conditions in bits.
func (s *State) giveCond(seat, mon int, bits uint8) {
	if s.P[seat].Mons[mon].KO || s.spared(seat) {
		return
	}
	if s.hold(heldNow, func() { s.giveCond(seat, mon, bits) }) {
		return
	}
	s.P[seat].Mons[mon].Cond |= bits
	s.say("%s is %s.", s.monName(seat, mon), condNames(bits))
}

// leech adds n leech counters to a monster (at most 3).
func (s *State) leech(seat, mon, n int) {
	m := &s.P[seat].Mons[mon]
	if m.KO || s.spared(seat) {
		return
	}
	if s.hold(heldNow, func() { s.leech(seat, mon, n) }) {
		return
	}
	m.Leech = int8(max(0, min(3, int(m.Leech)+n)))
}

// flush applies the changes held during a speed tie: the stat cubes of
// each stat added up (then held to 4), the healing and damage of each
// monster added up (then held to its HP), then conditions and counters in
// the order made, then the switches, then the new team auras. The result
// does not depend on which seat resolved first: a monster KO'd in the tie
// does not switch out (its owner brings in another), and an aura does not
// see a switch made in the same tie.
func (s *State) flush() {
	s.tie = false
	cubes := s.heldCubes
	s.heldCubes = [2][3]int16{}
	for seat := range cubes {
		for stat, n := range cubes[seat] {
			c := &s.P[seat].Cubes[stat]
			*c = int8(max(-4, min(4, int(*c)+int(n))))
		}
	}
	hp := s.heldHP
	s.heldHP = [2][3][2]int16{}
	for seat := range hp {
		for mon, d := range hp[seat] {
			switch net := int(d[0] - d[1]); {
			case net < 0:
				s.hurt(seat, mon, -net)
			case net >= 0 && d[1] > 0:
				s.heal(seat, mon, net)
				s.P[seat].Mons[mon].Dealt = !s.P[seat].Mons[mon].KO
			default:
				s.heal(seat, mon, net)
			}
		}
	}
	held := s.held
	s.held = nil
	for phase := heldNow; phase <= heldAura; phase++ {
		for _, h := range held {
			if h.phase == phase {
				h.apply()
			}
		}
	}
}

// knockOut marks a monster KO'd. If it was active, its owner will choose a
// new active monster once the turn's resolution is over.
func (s *State) knockOut(seat, mon int) {
	m := &s.P[seat].Mons[mon]
	m.KO, m.HP, m.Leech = true, 0, 0
	s.say("%s is KO'd!", s.monName(seat, mon))
	s.raise(effect.Event{Kind: effect.KO, Source: monSrc(seat, mon), Seat: 0})
	if s.P[seat].active() == mon && s.alive(seat) > 0 {
		s.P[seat].NeedPick = true
	}
}

// say logs a public line when a log is attached, and traces it.
func (s *State) say(format string, args ...any) {
	if !s.quiet() {
		s.narrate()
		s.tt.Log(format, args...)
		s.trace()
	}
}

// sayAfter logs a public line about a change already made, and names with
// it what the change did (see narrate). The caller settles what came
// before (settle) before making the change.
func (s *State) sayAfter(format string, args ...any) {
	if !s.quiet() {
		s.tt.Log(format, args...)
		s.trace()
		if n := len(s.Trace); s.tracing && s.toldSet && n > 1 {
			// The step before shows the board before this line's change.
			st := &s.Trace[n-2]
			w, seat, text := st.Window, st.Seat, st.Text
			*st = s.told
			st.Window, st.Seat, st.Text = w, seat, text
		}
		s.narrate()
	}
}

// settle names what the lines so far left unsaid, before a change that a
// line of its own will name (sayAfter).
func (s *State) settle() { s.narrate() }

// quiet reports whether nothing is being logged (no move under way, or a
// bot's simulation): then the log's words need not be made.
func (s *State) quiet() bool { return s.tt == nil || s.tt.Quiet() }

// condNames names condition bits.
func condNames(b uint8) string {
	out := ""
	for i, n := range []string{"burned", "paralyzed", "fatigued", "stunned"} {
		if b&(1<<i) != 0 {
			if out != "" {
				out += " and "
			}
			out += n
		}
	}
	return out
}
