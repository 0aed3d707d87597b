package overrealm

import (
	"strconv"
	"strings"
	"testing"

	"overdeck/engine/effect"
)

// checkExpect checks one "expect" line of a scenario.
func checkExpect(t *testing.T, s *State, f []string, fail func(string, ...any)) {
	t.Helper()
	seat := 0
	if len(f) > 1 {
		seat, _ = strconv.Atoi(f[1])
	}
	p := &s.P[seat]
	eq := func(what string, got, want int) {
		if got != want {
			fail("%s is %d, want %d", what, got, want)
		}
	}
	switch f[0] {
	case "hp":
		eq("HP", int(p.Mons[monOf(t, s, seat, f[2])].HP), atoi(f[3]))
	case "cubes":
		for i := 2; i+1 < len(f); i += 2 {
			eq(f[i]+" cubes", int(p.Cubes[statIndex(f[i])]), atoi(f[i+1]))
		}
	case "hand":
		eq("hand size", len(p.Hand), atoi(f[2]))
	case "deck":
		eq("deck size", len(p.Deck), atoi(f[2]))
	case "discard":
		eq("discard size", len(p.Discard), atoi(f[2]))
	case "maneuver":
		eq("maneuver cubes", int(p.Maneuver), atoi(f[2]))
	case "leech":
		eq("leech", int(p.Mons[monOf(t, s, seat, f[2])].Leech), atoi(f[3]))
	case "active":
		if got := s.Active(seat).def().Name; got != f[2] {
			fail("active is %s", got)
		}
	case "cond":
		if m := p.Mons[monOf(t, s, seat, f[2])]; m.Cond&condBit(f[3]) == 0 {
			fail("no %s (conditions %b)", f[3], m.Cond)
		}
	case "nocond":
		if m := p.Mons[monOf(t, s, seat, f[2])]; m.Cond != 0 {
			fail("conditions %b", m.Cond)
		}
	case "counters": // expect counters <seat> honey 2: team counters
		eq(f[2]+" counters", s.count(seat, counterKind(f[2])), atoi(f[3]))
	case "torment": // expect torment <seat> <monster> <action 1-4> n
		eq("torment", s.tormentOn(seat, monOf(t, s, seat, f[2]), atoi(f[3])-1), atoi(f[4]))
	case "token": // expect token <seat> <monster> wish 1: tokens on a monster
		eq(f[3]+" tokens", s.Board.TokenCount(monSrc(seat, monOf(t, s, seat, f[2])), f[3]), atoi(f[4]))
	case "aura": // expect aura <seat> Chilly_Mists 7: time counters on a team aura
		eq(f[2]+" time counters", auraLeft(s, seat, strings.ReplaceAll(f[2], "_", " ")), atoi(f[3]))
	case "ko":
		if !p.Mons[monOf(t, s, seat, f[2])].KO {
			fail("not KO'd")
		}
	case "phase":
		eq("phase", int(s.Phase), map[string]int{"select": int(phSelect), "ko": int(phKO), "over": int(phOver)}[f[1]])
	case "outcome":
		o := s.Outcome()
		switch {
		case f[1] == "running" && o.Over, f[1] == "draw" && !o.Draw():
			fail("outcome %+v", o)
		case f[1] == "0" && !o.Won(0), f[1] == "1" && !o.Won(1):
			fail("outcome %+v", o)
		}
	case "legal", "illegal": // expect legal|illegal <seat> <key>
		if ok := s.validChoice(seat, keyOf(t, f[2])); ok != (f[0] == "legal") {
			fail("choice %q legal: %v", f[2], ok)
		}
	case "alive":
		if p.Mons[monOf(t, s, seat, f[2])].KO {
			fail("KO'd")
		}
	default:
		fail("unknown expectation")
	}
}

// counterKind reads a team counter name: honey, goop, power, courage,
// wisdom (acorns).
func counterKind(name string) string {
	switch name {
	case "power", "courage", "wisdom":
		return tokAcorn + "-" + name
	}
	return name
}

// auraLeft returns the time counters on seat's team aura def (0: none).
func auraLeft(s *State, seat int, def string) int {
	for _, e := range s.Board.Effects {
		if e.Kind == effect.Grant && e.Target == teamSrc(seat) && e.Def == def {
			return int(e.Lasts.Left)
		}
	}
	return 0
}
