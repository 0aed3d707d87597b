package overpower

import (
	"math"
	"math/rand/v2"
	"slices"
	"sync"

	"overdeck/engine"
	"overdeck/engine/effect"
)

// Determinize returns a full state consistent with the view. The seat's
// own Draw Pile gets a random order. The other seat's hidden cards (its
// Draw Pile, the unrevealed part of its hand, its face-down Event) are
// drawn from what its deck could still hold: the ready-made build of its
// public team, homebase and mission set, less every card of it already
// seen (placed, hits, Astral Plane, discard piles, revealed hand cards);
// Power cards its team can play fill any shortfall.
func Determinize(sv *engine.SeatView, rng *rand.Rand) engine.Rules {
	return DeterminizeInto(nil, sv, rng)
}

// DeterminizeInto deals as Determinize does into dst (a *State from an
// earlier call, or nil), reusing its slices: the bots deal a sample per
// search iteration.
func DeterminizeInto(dst engine.Rules, sv *engine.SeatView, rng *rand.Rand) engine.Rules {
	g, _ := dst.(*State)
	if g == nil {
		g = &State{}
	}
	keep := *g
	v := sv.State.(*View)
	*g = State{Mode: v.Mode, Phase: v.Phase, Sub: v.Sub, Battle: v.Battle, Init: v.Init, ToMove: v.ToMove,
		Chars: v.Chars, Ex: v.Ex, Won: v.Won, SkirN: v.SkirN, Winner: v.Winner, Why: v.Why,
		Steps: v.Steps, Conc: v.Conc, PostN: v.PostN, PassRun: v.PassRun, Choice: v.Choice}
	g.buf, g.dl, g.ls, g.fx = keep.buf, keep.dl, keep.ls, keep.fx
	g.Shared = append(keep.Shared[:0], v.Shared...)
	g.Held = append(keep.Held[:0], v.Held...)
	g.Marks = append(keep.Marks[:0], v.Marks...)
	g.Choice.Opts = append(keep.Choice.Opts[:0], v.Choice.Opts...)
	for k := range g.Chars {
		g.Chars[k].Hits = append(keep.Chars[k].Hits[:0], v.Chars[k].Hits...)
		g.Chars[k].Record = append(keep.Chars[k].Record[:0], v.Chars[k].Record...)
	}
	g.InPlay = append(keep.InPlay[:0:0], v.InPlay...)
	for k := range g.InPlay {
		if len(v.InPlay[k].Hits) > 0 {
			g.InPlay[k].Hits = slices.Clone(v.InPlay[k].Hits)
		}
	}
	b := &v.Board
	g.Board = effect.Board{Active: b.Active, Printed: append(keep.Board.Printed[:0], b.Printed...),
		Effects: append(keep.Board.Effects[:0], b.Effects...), Tokens: append(keep.Board.Tokens[:0], b.Tokens...),
		Queue: append(keep.Board.Queue[:0], b.Queue...), LastID: b.LastID, LastBatch: b.LastBatch}
	g.Inst = slices.Grow(keep.Inst[:0], len(v.Cards))[:len(v.Cards)]
	me := int(v.Seat)
	for s := range v.P {
		sv, p, k := &v.P[s], &g.P[s], &keep.P[s]
		*p = Player{Home: sv.Home, HomeP: sv.HomeP, Set: sv.Set, Pack: append(k.Pack[:0], sv.Pack...), Dead: append(k.Dead[:0], sv.Dead...),
			Defeat: append(k.Defeat[:0], sv.Defeat...), Gone: append(k.Gone[:0], sv.Gone...), Obj: sv.Obj, Vent: sv.Vent, VenNew: sv.VenNew,
			Carry: sv.Carry, Passed: sv.Passed, Placing: sv.Placing, Cards: sv.Cards, Post: sv.Post, LostVen: sv.LostVen,
			Redraw: sv.Redraw, Lift: sv.Lift, Open: sv.Open, Hand: append(k.Hand[:0], sv.Hand...), Event: sv.Event,
			Keep: append(k.Keep[:0], sv.Keep...), Peek: sv.Peek, Draw: k.Draw[:0], Known: k.Known[:0]}
		if s != me {
			p.Known = append(p.Known, sv.Hand...) // the revealed cards of the other hand
		}
	}
	// Owners: every instance visible anywhere is placed by where it lies.
	for i, c := range v.Cards {
		g.Inst[i] = Inst{Card: c}
	}
	g.setOwners()
	// The seat's own Draw Pile: its instances are those it owns that lie
	// nowhere else.
	if me >= 0 {
		g.dealOwn(me, v, rng)
		g.dealOther(1-me, v, rng)
	} else {
		g.dealOther(0, v, rng)
		g.dealOther(1, v, rng)
	}
	// Venture Total modifiers from cards that left play are public (the
	// view's live totals hold them).
	for s := range g.P {
		g.P[s].Bonus = int16(int(v.Venture[s]) - g.VentureTotal(s))
	}
	return g
}

// dealBufs is DeterminizeInto's working memory, each state's own (never
// copied): the bots deal a sample into the same state every iteration.
type dealBufs struct {
	at        []bool
	want, ids []uint16
	pool      []uint16
	seen      []int16
}

// setOwners gives every instance lying in a seat's places that seat as
// owner (instances in no place keep owner 0 until dealt).
func (g *State) setOwners() {
	own := func(s int, ids ...uint16) {
		for _, i := range ids {
			if i != 0 && int(i) < len(g.Inst) {
				g.Inst[i].Owner = int8(s)
			}
		}
	}
	for s := range g.P {
		p := &g.P[s]
		own(s, p.Hand...)
		own(s, p.Pack...)
		own(s, p.Dead...)
		own(s, p.Defeat...)
		own(s, p.Gone...)
		own(s, p.HomeP[0], p.HomeP[1], p.Event)
		for _, ci := range team(s) {
			c := &g.Chars[ci]
			own(s, c.Placed[0], c.Placed[1], c.Placed[2], c.Extra)
		}
	}
	for ci := range g.Chars {
		for _, h := range g.Chars[ci].Hits {
			own(1-seatOf(int8(ci)), h.Inst)
		}
		for _, h := range g.Chars[ci].Record {
			own(int(h.By), h.Inst)
		}
	}
	for _, l := range g.InPlay {
		own(int(l.Owner), l.Inst)
		for _, h := range l.Hits {
			own(int(h.By), h.Inst)
		}
	}
	if g.Ex.Card != 0 {
		own(int(g.Ex.Att), g.Ex.Card, g.Ex.With)
	}
	if g.Ex.Neg != 0 {
		own(1-int(g.Ex.Att), g.Ex.Neg)
	}
	for _, h := range g.Held {
		own(int(h.Att), h.Card, h.With)
	}
}

// located marks every instance that lies somewhere in g.
func (g *State) located() []bool {
	at := append(g.dl.at[:0], make([]bool, len(g.Inst))...)
	g.dl.at = at
	mark := func(ids ...uint16) {
		for _, i := range ids {
			if i != 0 && int(i) < len(at) {
				at[i] = true
			}
		}
	}
	for s := range g.P {
		p := &g.P[s]
		mark(p.Hand...)
		mark(p.Draw...)
		mark(p.Pack...)
		mark(p.Dead...)
		mark(p.Defeat...)
		mark(p.Gone...)
		mark(p.HomeP[0], p.HomeP[1], p.Event)
	}
	for ci := range g.Chars {
		c := &g.Chars[ci]
		mark(c.Placed[0], c.Placed[1], c.Placed[2], c.Extra)
		for _, h := range c.Hits {
			mark(h.Inst)
		}
		for _, h := range c.Record {
			mark(h.Inst)
		}
	}
	for _, l := range g.InPlay {
		mark(l.Inst)
		for _, h := range l.Hits {
			mark(h.Inst)
		}
	}
	mark(g.Ex.Card, g.Ex.With, g.Ex.Neg)
	for _, h := range g.Held {
		mark(h.Card, h.With)
	}
	return at
}

// dealOwn rebuilds seat s's own Draw Pile in a random order: the visible
// instances that lie nowhere else and whose codes its DrawCards list.
func (g *State) dealOwn(s int, v *View, rng *rand.Rand) {
	at := g.located()
	want := append(g.dl.want[:0], v.P[s].DrawCards...)
	g.dl.want = want
	p := &g.P[s]
	for i := 1; i < len(g.Inst); i++ {
		if at[i] || v.Cards[i] == Hidden {
			continue
		}
		if k := slices.Index(want, v.Cards[i]); k >= 0 {
			want = slices.Delete(want, k, k+1)
			g.Inst[i].Owner = int8(s)
			p.Draw = append(p.Draw, uint16(i))
		}
	}
	rng.Shuffle(len(p.Draw), func(a, b int) { p.Draw[a], p.Draw[b] = p.Draw[b], p.Draw[a] })
}

// dealOther deals seat s's hidden instances: the unrevealed hand, the
// face-down Event, the Draw Pile.
func (g *State) dealOther(s int, v *View, rng *rand.Rand) {
	ids := g.dl.ids[:0]
	for i, c := range v.Cards {
		if c == Hidden {
			ids = append(ids, uint16(i))
		}
	}
	g.dl.ids = ids
	if v.Seat < 0 {
		// A spectator cannot tell the seats' hidden instances apart: split
		// them by the counts.
		n := int(v.P[s].HandN) - len(v.P[s].Hand) + int(v.P[s].DrawN)
		if v.P[s].EventDown {
			n++
		}
		if s == 0 {
			ids = ids[:min(n, len(ids))]
		} else {
			other := int(v.P[0].HandN) - len(v.P[0].Hand) + int(v.P[0].DrawN)
			if v.P[0].EventDown {
				other++
			}
			ids = ids[min(other, len(ids)):]
		}
	}
	pool := g.likelyPool(s)
	rng.Shuffle(len(pool), func(a, b int) { pool[a], pool[b] = pool[b], pool[a] })
	rng.Shuffle(len(ids), func(a, b int) { ids[a], ids[b] = ids[b], ids[a] })
	p := &g.P[s]
	for k, i := range ids {
		code := uint16(0)
		if k < len(pool) {
			code = pool[k]
		} else {
			code = g.fillerPower(s, rng)
		}
		g.Inst[i] = Inst{Card: code, Owner: int8(s)}
	}
	k := 0
	if v.P[s].EventDown && len(ids) > 0 {
		// The face-down Event: an Event of its mission set if one is left.
		for j, i := range ids {
			if cards[g.Inst[i].Card].Kind == KindEvent {
				ids[0], ids[j] = ids[j], ids[0]
				break
			}
		}
		p.Event = ids[0]
		k = 1
	}
	need := int(v.P[s].HandN) - len(p.Hand)
	for ; need > 0 && k < len(ids); need-- {
		p.Hand = append(p.Hand, ids[k])
		k++
	}
	p.Draw = append(p.Draw, ids[k:]...)
}

// likelyPool is the catalogue codes seat s's deck may still hide: the
// ready-made build of its team less the cards of it already seen.
func (g *State) likelyPool(s int) []uint16 {
	d := Deck{}
	for _, ci := range team(s) {
		c := &g.Chars[ci]
		if c.Pos < 3 {
			d.Front[c.Pos] = g.ch(ci).Name
		}
		if c.Pos == 3 {
			d.Reserve = g.ch(ci).Name
		}
	}
	for k, ci := range team(s) {
		if d.Front[k%3] == "" && g.Chars[ci].Pos == 9 {
			d.Front[k%3] = g.ch(ci).Name
		}
	}
	if d.Reserve == "" {
		d.Reserve = d.Front[0]
	}
	for k := range d.Front {
		if d.Front[k] == "" {
			d.Front[k] = d.Reserve
		}
	}
	if g.P[s].Set >= 0 {
		d.Set = missionSets[g.P[s].Set].Name
	}
	base := deckPool(d, g.Mode)
	// Take out one copy of every card of seat s already seen.
	seen := append(g.dl.seen[:0], make([]int16, len(cards))...)
	g.dl.seen = seen
	for i := 1; i < len(g.Inst); i++ {
		if in := g.Inst[i]; int(in.Owner) == s && in.Card != Hidden && int(in.Card) < len(seen) {
			seen[in.Card]++
		}
	}
	pool := g.dl.pool[:0]
	for _, c := range base {
		if seen[c] > 0 {
			seen[c]--
			continue
		}
		pool = append(pool, c)
	}
	g.dl.pool = pool
	return pool
}

// poolKey names a deck's build and mode in the cache of deckPool.
type poolKey struct {
	front   [3]string
	reserve string
	set     string
	mode    uint8
}

// pools caches deckPool: a build depends on the team, mission set and mode
// only, and is read-only once made.
var pools sync.Map

// deckPool returns the catalogue codes of d's ready-made build that mode
// plays with, made once per team, mission set and mode.
func deckPool(d Deck, mode uint8) []uint16 {
	key := poolKey{d.Front, d.Reserve, d.Set, mode}
	if p, ok := pools.Load(key); ok {
		return p.([]uint16)
	}
	var pool []uint16
	for _, n := range buildDeck(d).Cards {
		c := &cards[mustCard(n)]
		if mode != ModeVenture && c.Kind == KindEvent || mode == ModeBrawl && c.Flags&FVentureCard != 0 {
			continue
		}
		pool = append(pool, mustCard(n))
	}
	pools.Store(key, pool)
	return pool
}

// powerCodes holds the catalogue code of each basic Power card by type
// and value (1 to 8), made on first use (after the catalogue).
var powerCodes = sync.OnceValue(func() (t [4][9]uint16) {
	for k := range t {
		for v := 1; v <= 8; v++ {
			t[k][v] = mustCard(TypeNames[k] + " " + itoa(v))
		}
	}
	return
})

// fillerPower returns a random basic Power card seat s's team can play.
func (g *State) fillerPower(s int, rng *rand.Rand) uint16 {
	t := int8(rng.IntN(4))
	best := int8(1)
	for _, ci := range team(s) {
		best = max(best, g.ch(ci).Grid[t])
	}
	return powerCodes()[t][1+rng.IntN(int(min(best, 8)))]
}

// Weights of Evaluate.
const (
	evalKO        = 1.2  // a KO'd character
	evalNearKO    = 0.8  // a living character's nearness to a KO, squared, in KOs
	evalObjective = 0.45 // a Completed objective (a Defeated one counts against)
	evalVenture   = 0.08 // a point of Venture Total lead in the battle
	evalHand      = 0.06 // a card in hand
	evalBattle    = 0.2  // how sure a point of expected Venture lead makes the battle
	evalPotential = 0.35 // a point of attack value still in hand, toward the Venture lead
)

// Evaluate scores a state for seat s from 0 (lost) to 1 (won): a logistic
// of KO'd characters, how near the living ones are to a KO by either rule
// (nearKO), objectives, the battle's Venture Totals and cards in hand,
// each side against the other, and the objectives ventured on the battle
// at the chance the expected Venture lead gives.
func Evaluate(r engine.Rules, s engine.Seat) float64 {
	g := r.(*State)
	if o := g.Outcome(); o.Over {
		return o.Score(s)
	}
	me, foe := int(s), 1-int(s)
	side := func(t int) float64 {
		x := 0.0
		for _, ci := range team(t) {
			if g.Chars[ci].KO {
				x -= evalKO
			} else {
				x -= evalKO * evalNearKO * g.nearKO(ci)
			}
		}
		switch g.Mode {
		case ModeVenture:
			x += evalObjective * float64(g.pileCount(t, ObjCompleted)-g.pileCount(t, ObjDefeated))
		case ModeSkirmish:
			x += evalObjective * float64(g.Won[t])
		}
		if g.Mode != ModeBrawl {
			x += evalVenture * float64(g.VentureTotal(t))
		}
		return x + evalHand*float64(len(g.P[t].Hand))
	}
	d := side(me) - side(foe)
	if g.Mode != ModeBrawl && g.Phase >= PhasePlace && g.Phase <= PhaseEnd {
		// The venture at stake: the objectives each side ventured, won with
		// the chance the expected Venture lead gives (certainly lost by a
		// player who conceded).
		lead := float64(g.VentureTotal(me)-g.VentureTotal(foe)) + evalPotential*float64(g.potential(me)-g.potential(foe))
		p := 1 / (1 + math.Exp(-evalBattle*lead))
		switch {
		case g.Conc == int8(me):
			p = 0
		case g.Conc == int8(foe):
			p = 1
		}
		if g.Mode == ModeVenture {
			a, _ := g.ventured(me)
			b, _ := g.ventured(foe)
			d += evalObjective * (float64(a)*(2*p-1) - float64(b)*(1-2*p))
		} else if len(g.Shared) > 0 {
			d += evalObjective * float64(g.Shared[0]) * (2*p - 1)
		}
	}
	return min(0.98, max(0.02, 1/(1+math.Exp(-d))))
}

// nearKO is how near living character ci is to a KO by either rule, from
// 0 to 1: its damage against its Cumulative threshold and its types
// against Spectrum's three, each squared (the last points and the last
// type count most), combined as the chance of either.
func (g *State) nearKO(ci int8) float64 {
	c := &g.Chars[ci]
	if len(c.Hits) == 0 && len(c.Record) == 0 {
		return 0
	}
	cum := min(float64(g.damage(ci))/float64(max(g.threshold(ci), 1)), 1)
	spec := min(float64(g.spectrum(ci))/SpectrumKO, 1)
	cum, spec = cum*cum, spec*spec
	return 1 - (1-cum)*(1-spec)
}

// potential is the attack value left in seat s's hand and placed cards:
// the Power cards and numerical Specials it could still attack with.
func (g *State) potential(s int) int {
	n := 0
	for _, i := range g.P[s].Hand {
		if c := g.card(i); c.Kind == KindPower || c.Kind == KindSpecial && c.Val > 0 || c.Kind == KindTeamwork {
			n += int(c.Val)
		}
	}
	return n
}
