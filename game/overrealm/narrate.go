package overrealm

import (
	"fmt"
	"strings"

	"overdeck/engine/effect"
)

// statNames names the stats of the stat cube board, in its order.
var statNames = [3]string{"attack", "speed", "defense"}

// narrate logs every public change since the board last told (s.told):
// each monster's HP, conditions and leech counters, each side's stat
// cubes, active monster, maneuver cubes and the sizes of its hand, deck
// and discard pile. The words are added to the last public line (and its
// step, whose board shows the changes), or make a line of their own.
// Then the board is told.
func (s *State) narrate() {
	if s.quiet() || !s.toldSet {
		return
	}
	var now Step
	s.snap(&now)
	o := &s.told
	var lines []string
	for i := range s.P {
		p := &s.P[i]
		if p.TeamSet && !s.toldTeam[i] {
			var ms []string
			for k := range p.Mons {
				ms = append(ms, fmt.Sprintf("%s (%d HP)", p.Mons[k].def().Name, p.Mons[k].HP))
			}
			lines = append(lines, fmt.Sprintf("%v's team: %s, with %d maneuver %s.", seatName(i), strings.Join(ms, ", "), p.Maneuver, cubeWord(p.Maneuver)))
			o.HP[i], o.Cond[i], o.Leech[i], o.Cubes[i], o.Active[i], o.Man[i] = now.HP[i], now.Cond[i], now.Leech[i], now.Cubes[i], now.Active[i], now.Man[i]
		}
		for k := range p.Mons {
			m := &p.Mons[k]
			n := s.monName(i, k)
			if now.HP[i][k] != o.HP[i][k] {
				lines = append(lines, fmt.Sprintf("%s now has %d of %d HP.", n, now.HP[i][k], m.def().HP))
			}
			if now.Cond[i][k] != o.Cond[i][k] {
				c := condNames(now.Cond[i][k])
				if c == "" {
					c = "none"
				}
				lines = append(lines, fmt.Sprintf("%s's conditions now: %s.", n, c))
			}
			if now.Leech[i][k] != o.Leech[i][k] {
				lines = append(lines, fmt.Sprintf("%s now has %d leech counters.", n, now.Leech[i][k]))
			}
		}
		if now.Cubes[i] != o.Cubes[i] {
			c := now.Cubes[i]
			lines = append(lines, fmt.Sprintf("%v's stat cubes now: %s %+d, %s %+d, %s %+d.", seatName(i),
				statNames[0], c[0], statNames[1], c[1], statNames[2], c[2]))
		}
		if now.Active[i] != o.Active[i] && now.Active[i] >= 0 {
			lines = append(lines, fmt.Sprintf("%v's active monster is now %s.", seatName(i), p.Mons[now.Active[i]].def().Name))
		}
		if now.Man[i] != o.Man[i] {
			lines = append(lines, fmt.Sprintf("%v has %d maneuver %s left.", seatName(i), now.Man[i], cubeWord(now.Man[i])))
		}
		if now.HandN[i] != o.HandN[i] || now.DeckN[i] != o.DeckN[i] || now.Discrd[i] != o.Discrd[i] {
			lines = append(lines, fmt.Sprintf("%v now has %s in hand, %d in the deck and %d in the discard pile.",
				seatName(i), cardCount(int(now.HandN[i])), now.DeckN[i], now.Discrd[i]))
		}
	}
	lines = append(lines, s.tokenChanges()...)
	s.told = now
	s.toldTeam = [2]bool{s.P[0].TeamSet, s.P[1].TeamSet}
	if len(lines) == 0 {
		return
	}
	// The lines are added to the last public line, whose step shows the
	// changes; with none, they make a line and a step of their own.
	line := strings.Join(lines, " ")
	es := s.tt.Entries()
	last := ""
	if len(es) > 0 {
		last = es[len(es)-1].Text
	}
	if s.tt.Amend(" " + line) {
		if n := len(s.Trace); s.tracing && n > 0 && s.Trace[n-1].Text == last {
			s.Trace[n-1].Text += " " + line
		}
		return
	}
	s.tt.Log("%s", line)
	if s.tracing {
		st := Step{Window: s.win, Seat: s.actor, Text: line}
		s.snap(&st)
		s.Trace = append(s.Trace, st)
	}
}

// tell records the board as told: the next narrate names what changes
// from here.
func (s *State) tell() {
	if !s.quiet() {
		s.snap(&s.told)
		s.toldTok = append(s.toldTok[:0], s.Board.Tokens...)
		s.toldSet, s.toldTeam = true, [2]bool{s.P[0].TeamSet, s.P[1].TeamSet}
	}
}

// monName names seat's monster mon in the log: its name, or "Player 1's
// Shaleshell" when the other team holds the same monster (both players may
// take it in competitive play), so that every line says whose it is.
func (s *State) monName(seat, mon int) string {
	m := &s.P[seat].Mons[mon]
	if o := &s.P[1-seat]; o.TeamSet && s.P[seat].TeamSet {
		for _, x := range o.Mons {
			if x.Kind == m.Kind {
				return seatName(seat) + "'s " + m.def().Name
			}
		}
	}
	return m.def().Name
}

// cardCount says "1 card", "3 cards".
func cardCount(n int) string {
	if n == 1 {
		return "1 card"
	}
	return fmt.Sprintf("%d cards", n)
}

// cubeWord says "cube" for 1, else "cubes".
func cubeWord(n int8) string {
	if n == 1 {
		return "cube"
	}
	return "cubes"
}

// tokenChanges says how the tokens on monsters and teams changed since
// they were last told (s.toldTok), and tells them.
func (s *State) tokenChanges() []string {
	var out []string
	count := func(ts []effect.Token, src effect.SourceID, kind string) int32 {
		n := int32(0)
		for _, t := range ts {
			if t.Source == src && t.Kind == kind {
				n += t.Count
			}
		}
		return n
	}
	say := func(t effect.Token) {
		if n := count(s.Board.Tokens, t.Source, t.Kind); n != count(s.toldTok, t.Source, t.Kind) {
			out = append(out, fmt.Sprintf("%s now has %d %s %s.", s.tokenOwner(t.Source), n, strings.TrimRight(t.Kind, "0123456789"), tokenWord(n)))
		}
	}
	for _, t := range s.Board.Tokens {
		say(t)
	}
	for _, t := range s.toldTok {
		if count(s.Board.Tokens, t.Source, t.Kind) == 0 {
			say(t)
		}
	}
	s.toldTok = append(s.toldTok[:0], s.Board.Tokens...)
	return out
}

// tokenOwner names what holds tokens: a monster, or a player's team.
func (s *State) tokenOwner(src effect.SourceID) string {
	if src >= 6 {
		return seatName(int(src)-6) + "'s team"
	}
	seat, mon := srcMon(src)
	return s.monName(seat, mon)
}

// tokenWord says "token" for 1, else "tokens".
func tokenWord(n int32) string {
	if n == 1 {
		return "token"
	}
	return "tokens"
}
