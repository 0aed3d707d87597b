package overwatch

import (
	"slices"

	"overdeck/engine/effect"
)

// The rules of hero tokens and lasting marks, printed once on the rules
// source. Modifiers run in this order (B.O.B.'s +2 comes before Mei's
// doubling); start-of-turn triggers resolve in this order too.
func init() {
	rule(effect.Def[*State]{ID: "rule/Supercharger", Modify: func(c Ctx, s effect.Stat, t effect.SourceID, v int) int {
		if h := c.Game.heroAt(t); s == stPower && h != nil {
			for _, m := range c.Game.Marks {
				if m.Kind == MarkOrisa && m.Side == h.Side && m.Row == h.Row && c.Game.alive(m.By) {
					v++
				}
			}
		}
		return v
	}})
	rule(effect.Def[*State]{ID: "rule/Sonic Arrow", Modify: func(c Ctx, s effect.Stat, t effect.SourceID, v int) int {
		if h := c.Game.heroAt(t); s == stOut && h != nil {
			v -= c.Game.rowMarks(int(h.Side), h.Row, MarkHanzo)
		}
		return v
	}})
	rule(effect.Def[*State]{ID: "rule/Caduceus boost", Modify: func(c Ctx, s effect.Stat, t effect.SourceID, v int) int {
		if s == stOut && c.Game.hasMark(heroOf(t), MarkMercyB) {
			v++
		}
		return v
	}})
	rule(effect.Def[*State]{ID: "rule/Infra-Sight", Modify: func(c Ctx, s effect.Stat, t effect.SourceID, v int) int {
		if h := c.Game.heroAt(t); s == stIn && h != nil {
			v += c.Game.rowMarks(int(h.Side), h.Row, MarkWidow)
		}
		return v
	}})
	rule(effect.Def[*State]{ID: "rule/Discord", Modify: func(c Ctx, s effect.Stat, t effect.SourceID, v int) int {
		if s == stIn && c.Game.hasMark(heroOf(t), MarkDiscord) {
			v++
		}
		return v
	}})
	rule(effect.Def[*State]{ID: "rule/Suppressing Fire", Modify: func(c Ctx, s effect.Stat, t effect.SourceID, v int) int {
		if h := c.Game.heroAt(t); s == stCost && h != nil {
			v += 2 * c.Game.rowMarks(int(h.Side), h.Row, MarkBob)
		}
		return v
	}})
	rule(effect.Def[*State]{ID: "rule/Blizzard", Modify: func(c Ctx, s effect.Stat, t effect.SourceID, v int) int {
		if h := c.Game.heroAt(t); s == stCost && h != nil {
			for range c.Game.rowMarks(int(h.Side), h.Row, MarkMei) {
				v *= 2
			}
		}
		return v
	}})
	turnStart("rule/Crossfade heal", MarkLucio, (*State).lucioHeal)
	turnStart("rule/Caduceus heal", MarkMercyA, (*State).mercyHeal)
	turnStart("rule/Harmony", MarkHarmony, (*State).harmony)
	turnStart("rule/Discord jump", MarkDiscord, (*State).discordJump)
	turnStart("rule/Wounds", MarkWound, (*State).wounds)
	turnStart("rule/Annihilation", MarkAnnihilate, (*State).annihilation)
	ruleMarks["rule/Sentinel token"] = []uint8{MarkBastion}
	ruleMarks["rule/Minefield"] = []uint8{MarkMine}
	rule(effect.Def[*State]{ID: "rule/Sentinel token", On: []effect.EventKind{evEnter},
		Resolve: func(c Ctx, e effect.Event) error {
			g, h := c.Game, c.Game.hero(heroOf(e.Target))
			if h == nil {
				return nil
			}
			for _, m := range slices.Clone(g.Marks) {
				if m.Kind == MarkBastion && m.Side == h.Side && int32(m.Row) == e.Amount && m.Seat != h.Side {
					g.deal(m.By, h.ID, 1, fQuiet)
				}
			}
			return nil
		}})
	rule(effect.Def[*State]{ID: "rule/Minefield", On: []effect.EventKind{evEnter, evLeave},
		Resolve: func(c Ctx, e effect.Event) error {
			g, h := c.Game, c.Game.hero(heroOf(e.Target))
			var by []int32
			for i := range g.Marks {
				m := &g.Marks[i]
				if h != nil && m.Kind == MarkMine && m.N > 0 && m.Side == h.Side && int32(m.Row) == e.Amount && m.Seat != h.Side {
					m.N--
					by = append(by, m.By)
				}
			}
			g.dropMarks(func(m Mark) bool { return m.Kind == MarkMine && m.N <= 0 })
			for _, b := range by {
				g.deal(b, h.ID, 2, fQuiet)
			}
			return nil
		}})
}

// turnStart registers a start-of-turn rule: f runs for the seat whose turn
// starts; it has nothing to do without a mark of kind k.
func turnStart(id string, k uint8, f func(g *State, seat int)) {
	ruleMarks[id] = []uint8{k}
	rule(effect.Def[*State]{ID: id, On: []effect.EventKind{effect.TurnStart},
		Resolve: func(c Ctx, e effect.Event) error { f(c.Game, int(e.Seat)); return nil }})
}

// lucioHeal: Lúcio tokens placed by seat heal its heroes in their row.
func (g *State) lucioHeal(seat int) {
	for _, m := range slices.Clone(g.Marks) {
		if m.Kind == MarkLucio && int(m.Seat) == seat {
			for _, id := range g.inRow(int(m.Side), m.Row) {
				g.heal(g.hero(id), 1, false)
			}
		}
	}
}

// mercyHeal: side-A Mercy tokens placed by seat heal their hero.
func (g *State) mercyHeal(seat int) {
	for _, m := range g.Marks {
		if m.Kind == MarkMercyA && int(m.Seat) == seat {
			g.heal(g.hero(m.On), 1, false)
		}
	}
}

// harmony: Harmony tokens placed by seat heal their hero, then jump to the
// next ally (by ID, not Zenyatta).
func (g *State) harmony(seat int) {
	for i := range g.Marks {
		if m := &g.Marks[i]; m.Kind == MarkHarmony && int(m.Seat) == seat {
			g.heal(g.hero(m.On), 1, false)
			m.On = g.nextOf(seat, m.On, m.By)
		}
	}
}

// discordJump: Discord tokens on seat's heroes jump to the next of them.
func (g *State) discordJump(seat int) {
	for i := range g.Marks {
		if m := &g.Marks[i]; m.Kind == MarkDiscord {
			if h := g.hero(m.On); h != nil && int(h.Side) == seat {
				m.On = g.nextOf(seat, m.On, 0)
			}
		}
	}
}

// nextOf returns the affectable hero of side after cur in ID order (round
// the end), skipping skip; cur itself if there is no other.
func (g *State) nextOf(side int, cur, skip int32) int32 {
	hs := g.side(side)
	var best, first int32
	for _, id := range hs {
		if id == cur || id == skip {
			continue
		}
		if first == 0 {
			first = id
		}
		if id > cur && best == 0 {
			best = id
		}
	}
	switch {
	case best != 0:
		return best
	case first != 0:
		return first
	}
	return cur
}

// wounds: seat's wounded heroes take 1 damage; the Junker Queen who
// wounded them counts it.
func (g *State) wounds(seat int) {
	for _, m := range slices.Clone(g.Marks) {
		if h := g.hero(m.On); m.Kind == MarkWound && h != nil && int(h.Side) == seat {
			if d := g.deal(0, h.ID, 1, fQuiet); d > 0 {
				if q := g.hero(m.By); q != nil {
					q.Tally += int8(d)
				}
			}
		}
	}
}

// annihilation: each living Nemesis Ramattra of seat with Annihilation
// deals 1 damage to the enemies in the row and the column facing him.
func (g *State) annihilation(seat int) {
	for _, m := range slices.Clone(g.Marks) {
		if m.Kind != MarkAnnihilate || int(m.Seat) != seat || !g.alive(m.By) {
			continue
		}
		me := g.hero(m.By)
		hit := g.inRow(1-seat, me.Row)
		for _, id := range g.inCol(1-seat, me.Col) {
			if g.hero(id).Row != me.Row {
				hit = append(hit, id)
			}
		}
		for _, id := range hit {
			g.deal(me.ID, id, 1, fQuiet)
		}
	}
}
