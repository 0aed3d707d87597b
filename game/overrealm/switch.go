package overrealm

import "overdeck/engine/effect"

// switchTo makes the monster in spot side (1 left, 2 right) seat's active
// monster; the old active takes its spot. The stat cube board is cleared
// (Galeaffy's Gusting Winds keeps up to three cubes), single-use actions of
// the monster leaving recharge, its leech counters fall off, and the monster
// coming in is marked as switched in this turn (it does not "enter play").
func (s *State) switchTo(seat, side int) {
	if s.spared(seat) {
		return
	}
	s.settle()
	p := &s.P[seat]
	out := p.active()
	p.Spot[0], p.Spot[side] = p.Spot[side], p.Spot[0]
	old := p.Mons[out]
	p.Mons[out].Spent = 0
	p.Mons[out].Leech = 0
	s.Board.RemoveTokens(monSrc(seat, out), tokQuake, s.Board.TokenCount(monSrc(seat, out), tokQuake))
	if s.tbl().Possesses(monSrc(seat, out), "Gusting Winds") && !old.KO {
		p.Cubes = keepThree(p.Cubes)
	} else {
		p.Cubes = [3]int8{}
	}
	in := p.active()
	s.sayAfter("%v switches %s out for %s.", seatName(seat), old.def().Name, p.Mons[in].def().Name)
	p.Mons[in].Fresh, p.Mons[in].In = true, true
	s.untorment(seat, out)
	s.raise(effect.Event{Kind: effect.Switch, Source: monSrc(seat, out), Target: monSrc(seat, in), Seat: seatOfInt(seat)})
}

// keepThree keeps up to three positive stat cubes (attack, then defense,
// then speed) and drops the rest: Gusting Winds played to its owner's best.
func keepThree(c [3]int8) [3]int8 {
	var out [3]int8
	left := int8(3)
	for _, st := range []int{statAtk, statDef, statSpd} {
		if c[st] > 0 {
			k := min(c[st], left)
			out[st], left = k, left-k
		}
	}
	return out
}

// enter makes seat's monster mon enter play: its "enters play" abilities
// trigger. Only the starting active monsters enter play, at the start of the
// game: a switch or a KO replacement brings in a monster already in play
// (this is what the rulebook's Action Phase example needs: Chargroar
// switches in without Intimidate).
func (s *State) enter(seat, mon int) {
	s.P[seat].Mons[mon].Fresh = true
	s.raise(effect.Event{Kind: evEnter, Source: monSrc(seat, mon), Seat: seatOfInt(seat)})
}

// lockedDown reports whether seat's monsters are kept from switching by an
// enemy lockdown counter.
func (s *State) lockedDown(seat int) bool {
	foe := 1 - seat
	src := monSrc(foe, s.P[foe].active())
	return s.Board.TokenCount(src, tokLockdown) > 0 && !s.Active(foe).KO
}
