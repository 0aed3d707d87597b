package overpower

import "overdeck/engine/effect"

var _ = group(func() {
	special("Anubis", Card{Name: "Shepherd of the Damned", Icons: IconDefense, Flags: FAvoid | FSelf | FMate, Only: AvoidKOHit,
		Text: "Anubis or a teammate avoids one attack, only one whose hit would KO him."})
	special("Anubis", Card{Name: "Siphon Strike", Val: 5, Type: Energy, Icons: IconOffense,
		OnHit: hook("Siphon Strike", "hit", func(g *State, i uint16, s int) {
			if k := g.biggestHit(g.Ex.By, false); k >= 0 {
				g.removeHit(g.Ex.By, false, k, false)
				g.healed(s)
			}
			if _, ok := g.tbl().Holds(effect.SourceID(i), defSiphon); !ok {
				g.printOn(effect.SourceID(i), s, defSiphon)
			}
		}),
		Text: "A level 5 Energy attack. If it hits, Anubis removes one hit (the biggest) from his permanent record, and the character's Combat attacks are -2 while this card is a hit on it."})
	special("Anubis", Card{Name: "Weighing of the Heart", Icons: IconOffense | IconAttach | IconBattle, Flags: FTarget,
		OnHit: hook("Weighing of the Heart", "hit", func(g *State, i uint16, s int) {
			tc := g.Ex.Tgt
			c := &g.Chars[tc]
			for _, p := range [4]uint16{c.Placed[0], c.Placed[1], c.Placed[2], c.Extra} {
				if p != 0 {
					g.take(p)
					g.discard(p)
					g.logf("%s discards the placed %s.", g.charName(tc), g.card(p).Name)
				}
			}
			g.mark(mkNoAtk, tc, 1, false, i)
		}),
		Text: "An attack on a character: if it hits, the character discards all its placed cards and may not attack for the rest of the battle."})
	special("Anubis", Card{Name: "Wither", Icons: IconOffense | IconAttach | IconGame, Flags: FTarget,
		OnHit: hook("Wither", "hit", func(g *State, i uint16, s int) {
			g.mark(mkAtk, g.Ex.Tgt, -1, true, i)
			g.mark(mkDef, g.Ex.Tgt, -1, true, i)
		}),
		Text: "An attack on a character: if it hits, the character is -1 to all its attacks and defences for the rest of the game."})
	special("Anubis", Card{Name: "Lord of the Sacred Land", Val: 5, Types: 1<<Combat | 1<<Brute, Multi: true, Type: MultiPower, Icons: IconOffense,
		OnHit: hook("Lord of the Sacred Land", "hit", func(g *State, i uint16, s int) {
			if top := g.packTop(s); top != 0 && g.alive(g.Ex.Tgt) && g.mayAttack(g.Ex.By) {
				if ts := g.powerTypes(g.Ex.By, g.card(top)); len(ts) > 0 && g.card(top).Kind == KindPower {
					g.ask(s, "Lord of the Sacred Land/hit", i, ts, true, ResumePhase)
				}
			}
		}),
		Text: "A level 5 MultiPower attack, Combat or Brute Force. If it hits, Anubis may attack the same character with the top card of his Power Pack, if he can use it; it may be defended."})
	choiceLabels["Lord of the Sacred Land/hit"] = func(g *State, k int) string {
		return "Attack with " + g.card(g.packTop(int(g.Choice.Seat))).Name + " as " + TypeNames[k]
	}
	handle("Lord of the Sacred Land/hit", func(g *State, c Choice, n int) {
		by, tc := g.Ex.By, g.Ex.Tgt
		top := g.packTop(seatOf(by))
		if n >= len(c.Opts) {
			g.next()
			return
		}
		s := seatOf(by)
		g.P[s].Pack, _ = cut(g.P[s].Pack, top)
		g.P[s].Hand = append(g.P[s].Hand, top)
		g.logf("%s attacks again with the top card of the Power Pack.", g.charName(by))
		g.declare(Move{Op: OpPlay, Card: top, By: by, Type: int8(c.Opts[n]), Tgt: tc})
	})
	special("Anubis", Card{Name: "Book of the Dead", Icons: IconOffense | IconAstral | IconGame, Flags: FReserve,
		Text: "Stays in play for the rest of the game: Anubis may play (never place) the Special cards of his KO'd teammates, and they are not discarded as unusable. May be played from the Reserve."})
})

// defSiphon: the Combat attacks of the character Siphon Strike is a hit
// on are -2.
var defSiphon = define(effect.Def[*State]{ID: "Siphon Strike: -2 to Combat", Category: effect.TraitAbility,
	Modify: func(c Ctx, st effect.Stat, t effect.SourceID, v int) int {
		g := c.Game
		ci := srcChar(t)
		if st != stAtk || ci < 0 || g.Ex.Type != Combat {
			return v
		}
		for _, hs := range [2][]Hit{g.Chars[ci].Hits, g.Chars[ci].Record} {
			for _, h := range hs {
				if h.Inst == uint16(c.Power.Source) {
					return v - 2
				}
			}
		}
		return v
	}})

// packTop returns the top card of seat s's Power Pack, or 0.
func (g *State) packTop(s int) uint16 {
	if p := g.P[s].Pack; len(p) > 0 {
		return p[len(p)-1]
	}
	return 0
}

// powerTypes lists the types character ci may attack with Power card c.
func (g *State) powerTypes(ci int8, c *Card) []uint16 {
	var out []uint16
	for t := Energy; t <= Intel; t++ {
		if g.canUsePower(ci, c, t) {
			out = append(out, uint16(t))
		}
	}
	return out
}

// bookOfTheDead reports whether Anubis (ci) may play Special c of a KO'd
// teammate, his team's Book of the Dead being in play.
func (g *State) bookOfTheDead(ci int8, c *Card) bool {
	if c.Kind != KindSpecial || c.Any() || g.ch(ci).Name != "Anubis" {
		return false
	}
	s := seatOf(ci)
	ko := false
	for _, cj := range team(s) {
		ko = ko || cj != ci && g.Chars[cj].KO && sameFamily(c.Char, int8(g.Chars[cj].Card))
	}
	if !ko {
		return false
	}
	for _, l := range g.InPlay {
		if int(l.Owner) == s && l.Inst != 0 && g.card(l.Inst).Name == "Book of the Dead" {
			return true
		}
	}
	return false
}

// onlyByBook reports whether ci may play Special c only through Book of
// the Dead (so may not place it).
func (g *State) onlyByBook(ci int8, c *Card) bool {
	return !sameFamily(c.Char, int8(g.Chars[ci].Card)) && g.bookOfTheDead(ci, c)
}
