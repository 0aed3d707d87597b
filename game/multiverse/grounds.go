package multiverse

import (
	"overdeck/engine"
	"overdeck/engine/effect"
)

// defineGrounds registers the battleground rules: Passive Defs printed on
// the battleground's source under its owner.
func defineGrounds() {
	n := func(c Ctx) int {
		return int(Battlegrounds[c.Game.groundAt(c.Power.Source)].N)
	}
	own := func(c Ctx, t effect.SourceID) bool { return sideOf(t) == int(c.Power.Controller) }
	side := func(c Ctx) effect.SourceID { return sideSrc(int(c.Power.Controller)) }
	foe := func(c Ctx) effect.SourceID { return sideSrc(otherSide(int(c.Power.Controller))) }
	at := func(st effect.Stat, f func(c Ctx, t effect.SourceID) bool, sign int) func(c Ctx, s effect.Stat, t effect.SourceID, v int) int {
		return func(c Ctx, s effect.Stat, t effect.SourceID, v int) int {
			if s != st || !f(c, t) {
				return v
			}
			return v + sign*n(c)
		}
	}
	printedPower := func(c Ctx, t effect.SourceID, ok func(k skill) bool) bool {
		k, has := c.Game.at(t)
		return has && own(c, t) && ok(k)
	}
	rules := map[Ground]func(c Ctx, s effect.Stat, t effect.SourceID, v int) int{
		GroundRally:   at(stAttack, func(c Ctx, t effect.SourceID) bool { return t == side(c) }, 1),
		GroundBulwark: at(stDefend, own, 1),
		GroundDampen:  at(stAttack, func(c Ctx, t effect.SourceID) bool { return t == foe(c) }, -1),
		GroundExpose:  at(stDefend, func(c Ctx, t effect.SourceID) bool { return !own(c, t) }, -1),
		GroundEnhance: at(stPower, func(c Ctx, t effect.SourceID) bool {
			return printedPower(c, t, func(k skill) bool { return k.Kind == Enhance })
		}, 1),
		GroundUnderdog: at(stPower, func(c Ctx, t effect.SourceID) bool {
			return printedPower(c, t, func(k skill) bool { return k.Kind == Super && k.Power <= 3 })
		}, 1),
		GroundGiants: at(stPower, func(c Ctx, t effect.SourceID) bool {
			return printedPower(c, t, func(k skill) bool { return k.Kind == Super && k.Power >= 6 })
		}, 1),
		GroundHidden:  at(stDefend, func(c Ctx, t effect.SourceID) bool { return own(c, t) && c.Game.Fight.WasDown }, 1),
		GroundTies:    at(stTies, func(c Ctx, t effect.SourceID) bool { return t == side(c) }, 1),
		GroundOffense: at(stOffense, func(c Ctx, t effect.SourceID) bool { return t == side(c) }, 1),
		GroundDefense: at(stGuard, func(c Ctx, t effect.SourceID) bool { return t == side(c) }, 1),
		GroundInstant: at(stInstant, func(c Ctx, t effect.SourceID) bool { return t == side(c) }, 1),
	}
	for g := GroundRally; g <= GroundInstant; g++ {
		define(effect.Def[*State]{ID: groundID(g), Modify: rules[g]})
	}
}

// groundAt returns the battleground at a battleground source.
func (s *State) groundAt(src effect.SourceID) int {
	if src == myBGSrc {
		return int(s.MyBG)
	}
	return int(s.MVBG[src-mvBGSrc0])
}

// printGrounds puts every battleground's rule on the board.
func (s *State) printGrounds() {
	t := s.tbl()
	if s.MyBG >= 0 {
		must(t.Print(myBGSrc, engine.Seat(player), groundID(Battlegrounds[s.MyBG].Rule)))
	}
	for i, b := range s.MVBG {
		must(t.Print(mvBGSrc(i), engine.Seat(multi), groundID(Battlegrounds[b].Rule)))
	}
}

// must panics on an error that only a programmer's mistake can cause.
func must(err error) {
	if err != nil {
		panic(err)
	}
}
