package overrealm

import (
	"strconv"

	"overdeck/engine"
	"overdeck/engine/effect"
)

// Counters of the later monsters. All of them are public tokens on the
// effect board: honey, acorns and goop on a team's source, torment on a
// monster's source (one pile per action).

// Kinds of acorn counters (Squirrberus).
const (
	acornPower   = tokAcorn + "-power"
	acornCourage = tokAcorn + "-courage"
	acornWisdom  = tokAcorn + "-wisdom"
)

// Caps on counters.
const (
	maxHoney   = 3
	maxAcorn   = 4
	maxGoop    = 5
	maxTorment = 3
)

// gain puts n counters of kind on seat's team, never more than most.
func (s *State) gain(seat int, kind string, n, most int) {
	if s.spared(seat) {
		return
	}
	src := teamSrc(seat)
	n = min(n, most-s.Board.TokenCount(src, kind))
	if n > 0 {
		s.Board.AddTokens(src, kind, n)
	}
}

// count returns how many counters of kind seat's team has.
func (s *State) count(seat int, kind string) int {
	return s.Board.TokenCount(teamSrc(seat), kind)
}

// spend removes up to n counters of kind from seat's team and returns how
// many were removed.
func (s *State) spend(seat int, kind string, n int) int {
	had := s.count(seat, kind)
	s.Board.RemoveTokens(teamSrc(seat), kind, n)
	return had - s.count(seat, kind)
}

// tormentKind names the torment pile of action a (0..3).
func tormentKind(a int) string {
	if a >= 0 && a < len(tormentKinds) {
		return tormentKinds[a]
	}
	return tokTorment + strconv.Itoa(a+1)
}

// tormentKinds are tormentKind's answers, made once.
var tormentKinds = [4]string{tokTorment + "1", tokTorment + "2", tokTorment + "3", tokTorment + "4"}

// torment puts n torment counters on action a of seat's monster mon (at
// most 3 on one action).
func (s *State) torment(seat, mon, a, n int) {
	if s.hold(heldNow, func() { s.torment(seat, mon, a, n) }) {
		return // recoil: changes how a tied action resolves
	}
	src := monSrc(seat, mon)
	n = min(n, maxTorment-s.Board.TokenCount(src, tormentKind(a)))
	if n > 0 && !s.P[seat].Mons[mon].KO && !s.spared(seat) {
		s.Board.AddTokens(src, tormentKind(a), n)
	}
}

// tormentOn returns the torment counters on action a of seat's monster mon.
func (s *State) tormentOn(seat, mon, a int) int {
	return s.Board.TokenCount(monSrc(seat, mon), tormentKind(a))
}

// tormented counts the actions of seat's active monster that have torment.
func (s *State) tormented(seat int) int {
	n := 0
	for a := 0; a < 4; a++ {
		if s.tormentOn(seat, s.P[seat].active(), a) > 0 {
			n++
		}
	}
	return n
}

// untorment takes one torment counter off each action of seat's monster
// mon (it switched out).
func (s *State) untorment(seat, mon int) {
	for a := 0; a < 4; a++ {
		s.Board.RemoveTokens(monSrc(seat, mon), tormentKind(a), 1)
	}
}

// recoilOf is the recoil of play p: printed, this turn's extra and one per
// torment counter on the action.
func (s *State) recoilOf(p *play) int {
	return int(p.card(s).Recoil) + p.recoil + s.tormentOn(p.seat, p.mon, int(p.Act))
}

// exposed reports whether seat's board has no positive defense cube
// (Cragadilo).
func (s *State) exposed(seat int) bool { return s.P[seat].Cubes[statDef] <= 0 }

// addThisTurn gives seat's active monster n of stat until the end of the
// turn (outside any hook).
func (s *State) addThisTurn(seat int, stat effect.Stat, n int) {
	src := monSrc(seat, s.P[seat].active())
	_, _ = s.tbl().Add(effect.Effect{Kind: effect.Modifier, Target: src, Stat: stat, Amount: int32(n), Controller: engine.Seat(seat), Lasts: effect.ThisTurn})
}

// hoard is Squirrberus's Hoarder: when seat reveals an attack with at least
// one buff card and Squirrberus is on its team and not KO'd, every acorn is
// spent: +1 damage per power acorn, +1 speed per wisdom acorn, and +1
// defense this turn per courage acorn.
func (s *State) hoard(p *play) {
	if !p.attack(s) || len(p.Buffs) == 0 || !s.hasLive(p.seat, "Squirrberus") {
		return
	}
	p.bonus += s.spend(p.seat, acornPower, maxAcorn)
	p.spd += s.spend(p.seat, acornWisdom, maxAcorn)
	if n := s.spend(p.seat, acornCourage, maxAcorn); n > 0 {
		s.addThisTurn(p.seat, vDef, n)
	}
}

// hasLive reports whether seat's team holds the monster named name, not
// KO'd.
func (s *State) hasLive(seat int, name string) bool {
	for _, m := range s.P[seat].Mons {
		if !m.KO && m.def().Name == name {
			return true
		}
	}
	return false
}

// fewestAcorn returns the kind of acorn seat's team has fewest of (power,
// then courage, then wisdom on ties).
func (s *State) fewestAcorn(seat int) string {
	best := acornPower
	for _, k := range []string{acornCourage, acornWisdom} {
		if s.count(seat, k) < s.count(seat, best) {
			best = k
		}
	}
	return best
}
