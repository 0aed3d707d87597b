package overwatch

import (
	"strconv"

	"overdeck/engine"
	"overdeck/engine/effect"
)

// Flags of one instance of damage.
const (
	fPierce uint8 = 1 << iota // ignores shield tokens (and barriers)
	fFixed                    // cannot be mitigated or amplified
	fQuiet                    // not an attack: raises no damage event
)

// deal makes hero src deal n damage to hero dst (src 0: no hero) and
// returns the damage dealt after modifiers, before shields. Order:
// immunity; the attacker's modifiers (Hanzo token, Mercy's boost), the
// target's (Widowmaker token, Discord), Protective Barrier (-1, never below
// 1); then the target's shield tokens, its Zarya tokens, the Sigma barrier
// of its row, a Reinhardt in its column, a Winston in its row, its
// temporary health; what is left becomes damage counters. A fatal instance
// is undone by Recall; otherwise the hero is defeated.
func (g *State) deal(src, dst int32, n int, f uint8) int {
	h := g.hero(dst)
	if h == nil || h.Defeated || g.immune(h) || n <= 0 {
		return 0
	}
	t := g.tbl()
	if f&fFixed == 0 {
		if src != 0 {
			n = t.Value(n, stOut, srcOf(src))
		}
		n = t.Value(n, stIn, srcOf(dst))
		if n > 0 && t.Value(0, stBarrier, srcOf(dst)) > 0 {
			n = max(1, n-1)
		}
	}
	if n <= 0 {
		return 0
	}
	dealt := n
	if f&fPierce == 0 {
		n = absorb(&h.Shield, n)
		n = absorb(&h.Zarya, n)
		if f&fFixed == 0 {
			n = g.barriers(h, n)
		}
	}
	n = g.absorbTemp(h, n)
	g.logDamage(src, h, dealt, n)
	if n > 0 {
		before := h.Dmg
		h.Dmg = int8(min(h.MaxHP(), int(h.Dmg)+n))
		if int(h.Dmg) >= h.MaxHP() {
			if g.hasMark(h.ID, MarkRecall) {
				h.Dmg = before
				g.dropMarks(func(m Mark) bool { return m.On == h.ID && m.Kind == MarkRecall })
				if !g.quiet() {
					g.logf("%s recalls and avoids the fatal damage.", g.name(h.ID))
				}
			} else {
				g.defeat(h, src)
			}
		}
		if h.Side == 0 || h.Side == 1 {
			g.Dealt[1-h.Side] += int16(h.Dmg - before) // nothing when Recall undid it
		}
	}
	if f&fQuiet == 0 && src != 0 {
		g.raise(effect.Event{Kind: effect.DamageDealt, Source: srcOf(src), Target: srcOf(dst), Amount: int32(dealt), Seat: engine.Seat(h.Side)})
	}
	return dealt
}

// logDamage logs that src dealt n damage to h (src 0: h takes it, from
// a token or a row's effect), of which hurt got past shields, barriers
// and temporary health: a line that says what those absorbed, whatever
// the source, so the damage counters placed can be read from the log.
func (g *State) logDamage(src int32, h *Hero, n, hurt int) {
	if g.quiet() {
		return
	}
	absorbed := ""
	switch {
	case hurt == 0:
		absorbed = "; shields absorb all of it"
	case hurt < n:
		absorbed = "; shields absorb " + strconv.Itoa(n-hurt)
	}
	if src == 0 {
		g.logf("%s takes %d damage%s.", g.name(h.ID), n, absorbed)
		return
	}
	g.logf("%s deals %d damage to %s%s.", g.name(src), n, g.name(h.ID), absorbed)
}

// absorb takes up to n from a pile of tokens and returns what is left of n.
func absorb(pile *int8, n int) int {
	k := min(int(*pile), n)
	*pile -= int8(k)
	return n - k
}

// barriers lets the Sigma barrier of h's row, then a Reinhardt with
// Barrier Field in h's column, then a Winston with Barrier Protector in h's
// row, take damage for h (their owner always chooses to absorb).
func (g *State) barriers(h *Hero, n int) int {
	for i := range g.Marks {
		if m := &g.Marks[i]; n > 0 && m.Kind == MarkSigma && m.Side == h.Side && m.Row == h.Row {
			n = absorb(&m.N, n)
		}
	}
	t := g.tbl()
	for _, p := range []struct {
		def string
		col bool
	}{{defBarrierField, true}, {defBarrierProtector, false}} {
		for i := range g.Heroes {
			b := &g.Heroes[i]
			if n == 0 || b.ID == h.ID || b.Side != h.Side || b.Defeated || g.frozen(b) || b.Shield == 0 || !t.Possesses(srcOf(b.ID), p.def) {
				continue
			}
			if (p.col && b.Col == h.Col) || (!p.col && b.Row == h.Row) {
				n = absorb(&b.Shield, n)
			}
		}
	}
	return n
}

// absorbTemp lets h's temporary health take damage.
func (g *State) absorbTemp(h *Hero, n int) int {
	for i := range g.Marks {
		if m := &g.Marks[i]; n > 0 && m.Kind == MarkTemp && m.On == h.ID {
			n = absorb(&m.N, n)
		}
	}
	return n
}

// defeat flips h: its power leaves the score, it keeps its place until the
// round ends, and it can no longer use or be the target of abilities.
func (g *State) defeat(h *Hero, by int32) {
	h.Defeated, h.Dmg, h.Shield, h.Zarya = true, int8(h.MaxHP()), 0, 0
	id := h.ID
	g.dropMarks(func(m Mark) bool { return m.On == id && m.Kind != MarkHarmony && m.Kind != MarkDiscord })
	if !g.quiet() {
		g.logf("%s is defeated.", g.name(id))
	}
	g.raise(effect.Event{Kind: effect.KO, Source: srcOf(by), Target: srcOf(id), Seat: engine.Seat(h.Side)})
}

// heal removes up to n damage counters from h and returns the healing
// left over. Defeated and frozen heroes cannot be healed, nor can a Turret
// except by Brigitte (anyTurret).
func (g *State) heal(h *Hero, n int, anyTurret bool) int {
	if h == nil || h.Defeated || g.frozen(h) || (h.card().Turret && !anyTurret) {
		return 0
	}
	k := min(int(h.Dmg), n)
	h.Dmg -= int8(k)
	if k > 0 && !g.quiet() {
		// Said as it happens: damage later in the move lands on the
		// health this leaves, which the move's last lines may not show.
		g.logf("%s is healed of %d damage.", g.name(h.ID), k)
	}
	return n - k
}

// canShield reports whether h may gain shield tokens: not a Turret, not
// Mauga, not wounded, not defeated or frozen.
func (g *State) canShield(h *Hero) bool {
	return h != nil && !h.Defeated && !g.frozen(h) && !h.card().Turret && !h.card().NoShields && !g.wounded(h)
}

// shield gives h n shield tokens if it may gain them.
func (g *State) shield(h *Hero, n int) {
	if g.canShield(h) {
		h.Shield += int8(n)
	}
}

// synergyDamage removes n synergy tokens from h's row (never below 0).
func (g *State) synergyDamage(h *Hero, n int) {
	g.drain(int(h.Side), h.Row, n)
}

// drain removes up to n synergy tokens from side's row.
func (g *State) drain(side int, row int8, n int) {
	s := &g.Syn[side][row]
	*s = int8(max(0, int(*s)-n))
}

// move moves hero id to row if it may be moved (not a Turret, not in a
// locked row, living, not frozen) and raises the leave and enter events.
// It reports whether the hero moved.
func (g *State) move(id int32, row int8) bool {
	h := g.hero(id)
	if h == nil || h.Defeated || h.Row == row || row < Front || row > Back || h.card().Turret || g.frozen(h) ||
		g.rowMarks(int(h.Side), h.Row, MarkLocked) > 0 {
		return false
	}
	from := h.Row
	g.relocate(id, row)
	if !g.quiet() {
		g.logf("%s moves to the %s row.", g.name(id), rowNames[row])
	}
	g.raise(effect.Event{Kind: evLeave, Target: srcOf(id), Amount: int32(from), Seat: engine.Seat(h.Side)})
	g.raise(effect.Event{Kind: evEnter, Source: effect.SourceID(from), Target: srcOf(id), Amount: int32(row), Seat: engine.Seat(h.Side)})
	return true
}
