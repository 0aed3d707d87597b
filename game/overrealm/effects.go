package overrealm

import (
	"overdeck/engine"
	"overdeck/engine/effect"
)

// reg holds every ability of the game as an effect.Def: monster abilities
// (printed on the monster's source), action abilities and buff effects
// (run through their Activate hook when they resolve) and team auras
// (granted to the team's source for as many turns as their time counters).
var reg = effect.NewRegistry[*State]()

// Ctx is what every hook receives.
type Ctx = effect.Context[*State]

// Hook is the body of an action ability, a buff effect or a flip event.
type Hook func(c Ctx, p *play) error

// Events raised by OverRealm besides the common ones of engine/effect.
const (
	evEnter     effect.EventKind = "enters play" // Source: the monster
	evReshuffle effect.EventKind = "reshuffle"   // Seat: whose deck
	evAuraEnd   effect.EventKind = "aura ends"   // Source: team, Amount: effect id
)

// Tokens kept on the effect board.
const (
	tokWish     = "wish"
	tokQuake    = "quake"
	tokLockdown = "lockdown"
	tokHoney    = "honey"
	tokTorment  = "torment"
	tokAcorn    = "acorn"
	tokGoop     = "goop"
)

// Stats read through effect.Table.Value.
const (
	vAtk   effect.Stat = "atk"   // this attack's damage (target: attacking monster)
	vSpd   effect.Stat = "spd"   // action speed (target: acting monster)
	vDef   effect.Stat = "def"   // damage reduction (target: defending monster)
	vFlips effect.Stat = "flips" // extra cards per flip ability (target: team)
)

// ability registers an action ability, buff effect or flip event under id.
func ability(id string, h Hook) string {
	must(reg.Define(effect.Def[*State]{ID: id, Name: id, Category: effect.SpecialPower, Action: "resolve",
		Activate: func(c Ctx, _ effect.Action) error {
			return h(c, c.Game.cur[c.Power.Controller])
		}}))
	return id
}

// define registers a monster ability or team aura.
func define(d effect.Def[*State]) string {
	must(reg.Define(d))
	return d.ID
}

func must(err error) {
	if err != nil {
		panic(err)
	}
}

// tbl binds the registry to the state, with the state's own effect cache
// (a clone starts a new one).
func (s *State) tbl() effect.Table[*State] {
	if s.fx == nil {
		s.fx = &effect.Cache[*State]{}
	}
	return reg.BindCached(&s.Board, s, s.fx)
}

// invoke runs the hook registered as id for seat's play, from source src.
func (s *State) invoke(id string, seat int, src effect.SourceID) {
	if id == "" {
		return
	}
	d := reg.Def(id)
	c := Ctx{Table: s.tbl(), Power: effect.Holding{Source: src, Def: id, Controller: engine.Seat(seat)}}
	if s.cur[seat] == nil {
		s.cur[seat] = &play{seat: seat, mon: s.P[seat].active()}
	}
	_ = d.Activate(c, "resolve")
}

// raise raises an event and runs every trigger it fires.
func (s *State) raise(e effect.Event) {
	t := s.tbl()
	t.Raise(e)
	_ = t.Run()
}

// seatOf returns the seat whose hook runs.
func seatOf(c Ctx) int { return int(c.Power.Controller) }

// holderActive reports whether the monster holding c's power is its side's
// active monster and not KO'd: monster abilities work only then.
func holderActive(c Ctx) bool {
	seat, mon := srcMon(c.Power.Source)
	s := c.Game
	return s.P[seat].active() == mon && !s.P[seat].Mons[mon].KO
}

// monsterAbility defines a monster ability: the trigger or modifier runs
// only while its holder is the active monster.
func monsterAbility(d effect.Def[*State]) string {
	if w := d.When; w != nil {
		d.When = func(c Ctx, e effect.Event) bool { return holderActive(c) && w(c, e) }
	} else if d.On != nil {
		d.When = func(c Ctx, e effect.Event) bool { return holderActive(c) }
	}
	if m := d.Modify; m != nil {
		d.Modify = func(c Ctx, st effect.Stat, t effect.SourceID, v int) int {
			if !holderActive(c) {
				return v
			}
			return m(c, st, t, v)
		}
	}
	d.Category = effect.TraitAbility
	return define(d)
}
