package overwatch

import (
	"slices"

	"overdeck/engine"
	"overdeck/engine/effect"
)

// reg holds every skill and passive of the game as an effect.Def:
//   - each primary option and ultimate is a Def activated by the action
//     "primary" or "ultimate" (Table.Act) once its choices are made;
//   - passives a primary leaves behind (Spike Guard, Protective Barrier,
//     Berserker, Total Mayhem, Barrier Field, Barrier Protector) and the
//     Turret's fire are printed on the hero when they begin;
//   - the rules of hero tokens and lasting marks are Defs printed once on
//     the rules source (SourceID 0): always-on modifiers of the stats below
//     and start-of-turn and entering triggers.
var reg = effect.NewRegistry[*State]()

// Ctx is what every hook receives.
type Ctx = effect.Context[*State]

// Stats read through effect.Table.Value.
const (
	stPower   effect.Stat = "power"   // a hero's power (base: its card's, by row)
	stOut     effect.Stat = "out"     // damage a hero deals (base: the skill's)
	stIn      effect.Stat = "in"      // damage a hero takes, before barriers
	stBarrier effect.Stat = "barrier" // > 0: Protective Barrier covers the hero
	stCost    effect.Stat = "cost"    // an ultimate's synergy cost (target: the user)
)

// Events raised besides effect.DamageDealt, effect.KO and effect.TurnStart.
const (
	// evEnter: hero Target was deployed or moved into row Amount (Seat: its
	// side); Source is the row it left, or -1 when deployed.
	evEnter effect.EventKind = "enter"
	// evLeave: hero Target moved out of row Amount.
	evLeave effect.EventKind = "leave"
)

// rulesSrc is the source of the rules of tokens and marks.
const rulesSrc effect.SourceID = 0

// ruleDefs lists the Defs printed on rulesSrc, in resolution order.
var ruleDefs []string

// srcOf returns the effect source of hero id.
func srcOf(id int32) effect.SourceID { return effect.SourceID(id) }

// heroOf returns the hero ID of an effect source.
func heroOf(s effect.SourceID) int32 { return int32(s) }

// tbl binds the registry to the state, with the state's own effect cache
// (a clone starts a new one).
func (g *State) tbl() effect.Table[*State] {
	if g.fx == nil {
		g.fx = &effect.Cache[*State]{}
	}
	return reg.BindCached(&g.Board, g, g.fx)
}

// define registers d and returns its ID; it panics on a duplicate ID (a
// programmer error in the content).
func define(d effect.Def[*State]) string {
	if err := reg.Define(d); err != nil {
		panic(err)
	}
	return d.ID
}

// rule registers a Def printed on the rules source.
func rule(d effect.Def[*State]) {
	define(d)
	ruleDefs = append(ruleDefs, d.ID)
}

// passive registers a Def printed on a hero: its hooks work only while the
// hero is alive and not frozen (a defeated hero uses no abilities).
func passive(d effect.Def[*State]) string {
	if w := d.When; w != nil {
		d.When = func(c Ctx, e effect.Event) bool { return holderWorks(c) && w(c, e) }
	} else if d.On != nil {
		d.When = func(c Ctx, e effect.Event) bool { return holderWorks(c) }
	}
	if m := d.Modify; m != nil {
		d.Modify = func(c Ctx, s effect.Stat, t effect.SourceID, v int) int {
			if !holderWorks(c) {
				return v
			}
			return m(c, s, t, v)
		}
	}
	d.Category = effect.TraitAbility
	return define(d)
}

// holderWorks reports whether the hero holding c's power may use it.
func holderWorks(c Ctx) bool {
	h := c.Game.hero(heroOf(c.Power.Source))
	return h != nil && !h.Defeated && !c.Game.frozen(h)
}

// printRules prints the rules of tokens and marks on a fresh board.
func (g *State) printRules() {
	if err := g.tbl().Print(rulesSrc, engine.NoSeat, ruleDefs...); err != nil {
		panic(err)
	}
}

// run resolves every queued trigger. With none queued there is nothing to
// settle either (this game creates no lasting effect.Effects), so the
// table is not asked.
func (g *State) run() {
	if len(g.Board.Queue) > 0 {
		_ = g.tbl().Run()
	}
}

// raise raises e (triggers resolve at the next run), unless nothing
// printed can listen to it now (see listens).
func (g *State) raise(e effect.Event) {
	if g.listens(e.Kind) {
		g.tbl().Raise(e)
	}
}

// ruleMarks names, for each rule that triggers, the marks without which
// it has nothing to do.
var ruleMarks = map[string][]uint8{}

// listens reports whether a printed Def could fire on events of kind k: a
// hero's passive listening to k, or a rule listening to k while one of the
// marks it works on is in play. It spares the effect table a scan of every
// holding on every event.
func (g *State) listens(k effect.EventKind) bool {
	if g.lis == nil {
		g.lis = &listenMemo{}
	}
	m := g.lis
	for i, p := range g.Board.Printed {
		if i == len(m.at) {
			m.at = append(m.at, listenEntry{})
		}
		e := &m.at[i]
		if !e.ok || e.id != p.Def { // the same string again compares in a step
			*e = listenEntry{id: p.Def, def: reg.Def(p.Def), marks: ruleMarks[p.Def], ok: true}
		}
		if e.def == nil || !slices.Contains(e.def.On, k) {
			continue
		}
		if p.Source != rulesSrc || g.anyMark(e.marks...) {
			return true
		}
	}
	return false
}

// listenMemo holds what listens last looked up for each place of the
// Board's printed list, so that it looks up by name only the Defs that
// changed (it is asked hundreds of thousands of times a search). It
// belongs to one State and is neither copied nor saved.
type listenMemo struct{ at []listenEntry }

// listenEntry is one printed Def: its ID, registry entry and rule marks.
type listenEntry struct {
	id    string
	def   *effect.Def[*State]
	marks []uint8
	ok    bool
}

// heroSrc is the hero whose stat a Modify hook is asked about.
func (c *State) heroAt(t effect.SourceID) *Hero { return c.hero(heroOf(t)) }
