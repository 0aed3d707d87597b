package overpower

import (
	"slices"

	"overdeck/engine/effect"
)

// Limits on who may be attacked and how an attack may be defended, that
// cards in play or an attack's own text set; and the Specials that raise
// a grid or combine with a Power card.

// attackBarred reports whether attack m may not be made on character tc:
// The Nautilus (only Intelligence attacks), Protection of Saint Michael
// (no Intelligence attacks on the team), Superhuman Endurance (no card
// with a Combat or Brute Force icon), Meriem and Jackie Clayton (attacks
// on the team go to Korak), Pumpkin Head after a concession (only on a
// character with Mark of the Headless).
func (g *State) attackBarred(m Move, tc int8) bool {
	if len(g.Marks) == 0 && len(g.InPlay) == 0 {
		return false
	}
	icons := g.card(m.Card).icons()
	for _, mk := range g.Marks {
		switch {
		case mk.Stat == mkOnlyI && mk.On == tc && m.Type != Intel,
			mk.Stat == mkNoIAt && int(mk.On) == 8+seatOf(tc) && m.Type == Intel,
			mk.Stat == mkNoCB && mk.On == tc && icons&(1<<Combat|1<<Brute) != 0:
			return true
		}
	}
	if k := g.meriem(seatOf(tc)); k >= 0 && k != tc && g.front(k) && g.value(0, stNoTgt, charSrc(k)) <= 0 {
		return true
	}
	return g.Phase == PhasePost && g.card(m.Card).Name == "Pumpkin Head" && !g.headless(tc)
}

// withReserve returns tg and the opposing Reserve character, for a card
// that may attack it (FAtReserve): not while the turn's attacks are bound
// to one character or to the Reserve (Trample), not a Reserve character
// gone for the battle (Head for Mexico), out of a duel (Lord of the
// Jungle) or not to be targeted.
func (g *State) withReserve(s int, tg []int8) []int8 {
	if g.Ex.Forced != 0 || g.Ex.ToRes {
		return tg
	}
	r := g.reserveOf(1 - s)
	if r < 0 || slices.Contains(tg, r) || g.value(0, stNoTgt, charSrc(r)) > 0 || g.outOfDuel(r) {
		return tg
	}
	return append(tg[:len(tg):len(tg)], r) // the caller's list stays as it is
}

// combinedPower appends the attacks of Special i (played by ci as type t)
// combined with a Power card of the types in c.Comb: one of ci's own, or
// of a Front Line teammate's (combMate) that the teammate can use.
func (g *State) combinedPower(s int, ci int8, i uint16, c *Card, t int8, tg []int8, dst []Move) []Move {
	var seen []uint16
	for _, cj := range team(s) {
		if (c.Comb&combMate != 0) == (cj == ci) || !g.mayAct(cj) {
			continue
		}
		for _, p := range g.cardsOf(cj, nil) {
			pc := g.card(p)
			if p == i || pc.Kind != KindPower || contains(seen, p) {
				continue
			}
			for bt := Energy; bt <= Intel; bt++ {
				if c.Comb&(1<<bt) != 0 && g.canUsePower(cj, pc, bt) {
					seen = append(seen, p)
					dst = g.atEach(Move{Op: OpPlay, Card: i, With: p, By: ci, Type: t}, tg, dst)
					break
				}
			}
		}
	}
	return dst
}

// noSpecialDef gives the attacks that may not be defended by a Special
// card only sometimes their condition, by name.
var noSpecialDef = map[string]func(g *State) bool{}

// defOnly gives the attacks that only some cards may defend the test of
// such a card, by name.
var defOnly = map[string]func(c *Card) bool{}

// defOnlyFilter drops from dst[start:] the defences the attack atk does
// not allow.
func (g *State) defOnlyFilter(atk *Card, dst []Move, start int) []Move {
	f := defOnly[atk.Name]
	if f == nil {
		return dst
	}
	k := start
	for _, m := range dst[start:] {
		if f(g.card(m.Card)) {
			dst[k] = m
			k++
		}
	}
	return dst[:k]
}

// gridDef defines the Def of a Special that raises the grids of types
// (bits) of the character it is attached to, to at least v, while it is in
// play.
func gridDef(id string, types uint8, v int) string {
	return define(effect.Def[*State]{ID: id + "/play", Action: "play",
		Activate: func(c Ctx, _ effect.Action) error {
			g := c.Game
			if k := g.lasting(uint16(c.Power.Source)); k >= 0 && g.InPlay[k].On >= 0 {
				g.logf("%s's grids are raised to %d for the rest of the battle.", g.charName(g.InPlay[k].On), v)
			}
			return nil
		},
		Modify: func(c Ctx, st effect.Stat, tg effect.SourceID, n int) int {
			ci := srcChar(tg)
			if ci < 0 || n >= v {
				return n
			}
			for t := Energy; t <= Intel; t++ {
				if types&(1<<t) != 0 && st == gridStat[t] {
					if k := c.Game.lasting(uint16(c.Power.Source)); k >= 0 && c.Game.InPlay[k].On == ci {
						return v
					}
				}
			}
			return n
		}})
}

// endTurnNow ends the opponent's offensive turn once the attack it is
// defending is dealt with: no follow-ups or additional attacks remain
// (Protector of Barsoom, Sometimes Piracy is the Best Option).
func (g *State) endTurnNow() {
	ex := &g.Ex
	ex.TW, ex.Ally, ex.Extra, ex.MoreBy = 0, 0, 0, -1
	g.logf("%s's turn ends at once.", seatName(int(ex.Att)))
}
