package multiverse

import (
	"overdeck/engine"
	"overdeck/engine/effect"
)

// reg holds every skill and battleground rule as an effect.Def. The five
// activation types are five ways of activating a Def:
//   - Trigger: On evFlip and evPlay for its own source; it resolves at once.
//   - Delayed: On the same events; it leaves a mark on rulesSrc, and the
//     marks resolve in order when the turn ends (endTurnDelayed).
//   - Instant: Action "instant", used with Table.Act when the card joins
//     the player's combat.
//   - Offensive: On evAttack, for a source among the attackers; Defense: On
//     evDefend, for the defending source. The game raises evDefend first.
//   - Passive: a Modify hook, on while the skill is printed (face up).
//
// A skill is printed on its source only while it may work, so a face-down
// card, a card in hand and a discarded card have no skill at all.
var reg = effect.NewRegistry[*State]()

// Ctx is what every hook receives.
type Ctx = effect.Context[*State]

// Stats read through effect.Table.Value.
const (
	stPower   effect.Stat = "power"   // a card's power (target: its source)
	stDefend  effect.Stat = "defend"  // a defending card's extra power (target: its source)
	stAttack  effect.Stat = "attack"  // an attack total's extra power (target: the side's source)
	stTies    effect.Stat = "ties"    // > 0: the side's attacks succeed on equal power
	stOffense effect.Stat = "offense" // what the side's Offensive skills add (target: side)
	stGuard   effect.Stat = "guard"   // what the side's Defense skills add (target: side)
	stInstant effect.Stat = "instant" // what the side's Instants add (target: side)
)

// Events the game raises.
const (
	evFlip   effect.EventKind = "flip"   // Target flipped face up where its skills fire
	evPlay   effect.EventKind = "play"   // Target was played for its Slow skill
	evAttack effect.EventKind = "attack" // side Seat attacks
	evDefend effect.EventKind = "defend" // Target defends
)

// markDelayed names the marks of pending Delayed skills.
const markDelayed = "delayed"

// defID is the Def of a skill: "Draw/Trigger".
func defID(a Act, op Op) string {
	if int(a) < len(defIDs) && op < numOps {
		return defIDs[a][op]
	}
	return opNames[op] + "/" + a.String()
}

// defIDs[a][op] is defID(a, op), made once.
var defIDs = func() (ids [len(actNames)][numOps]string) {
	for a := range ids {
		for op := range ids[a] {
			ids[a][op] = opNames[op] + "/" + Act(a).String()
		}
	}
	return ids
}()

var opNames = [numOps]string{"", "Draw", "Rebuild", "Strike", "Scout", "Sap", "Fortify", "Boost", "Weaken",
	"Charge", "Ambush", "Loot", "Breach", "Guard", "Brace", "Riposte", "Deflect", "Aura", "Rally", "Dampen"}

// groundID is the Def of a battleground rule.
func groundID(g Ground) string { return "ground/" + string(rune('a'+g)) }

// tbl binds the registry to the state with the state's own cache.
func (s *State) tbl() effect.Table[*State] {
	if s.fx == nil {
		s.fx = &effect.Cache[*State]{}
	}
	return reg.BindCached(&s.Board, s, s.fx)
}

// define registers d; a duplicate is a programmer error in the content.
func define(d effect.Def[*State]) {
	if err := reg.Define(d); err != nil {
		panic(err)
	}
}

// ownN is a skill's number as its side's battleground changes it.
func ownN(c Ctx, stat effect.Stat, n int8) int {
	return c.Value(int(n), stat, sideSrc(int(c.Power.Controller)))
}

func init() {
	for _, op := range []Op{OpDraw, OpRebuild, OpStrike, OpScout, OpSap, OpFortify} {
		op := op
		mine := func(c Ctx, e effect.Event) bool { return e.Target == c.Power.Source }
		define(effect.Def[*State]{ID: defID(Trigger, op), On: []effect.EventKind{evFlip, evPlay}, When: mine,
			Resolve: func(c Ctx, e effect.Event) error {
				sk, _ := c.Game.at(c.Power.Source)
				c.Game.slow(int(c.Power.Controller), op, sk.N)
				return nil
			}})
		define(effect.Def[*State]{ID: defID(Delayed, op), On: []effect.EventKind{evFlip, evPlay}, When: mine,
			Resolve: func(c Ctx, e effect.Event) error {
				sk, _ := c.Game.at(c.Power.Source)
				_, err := c.Add(effect.Effect{Kind: effect.Mark, Def: markDelayed, Target: rulesSrc,
					Controller: c.Power.Controller, Amount: int32(sk.Card), Lasts: effect.Duration{Until: effect.EndOfGame}})
				return err
			}})
	}
	for _, op := range []Op{OpBoost, OpWeaken} {
		op := op
		define(effect.Def[*State]{ID: defID(Instant, op), Action: "instant",
			Activate: func(c Ctx, a effect.Action) error {
				sk, _ := c.Game.at(c.Power.Source)
				n := ownN(c, stInstant, sk.N)
				if op == OpBoost {
					c.Game.Fight.Bonus += int8(n)
				} else {
					c.Game.Fight.Guard -= int8(n)
				}
				return nil
			}})
	}
	attacking := func(c Ctx, e effect.Event) bool {
		return int(e.Seat) == int(c.Power.Controller) && c.Game.attacking(c.Power.Source)
	}
	for _, op := range []Op{OpCharge, OpAmbush, OpLoot, OpBreach} {
		op := op
		define(effect.Def[*State]{ID: defID(Offensive, op), On: []effect.EventKind{evAttack}, When: attacking,
			Resolve: func(c Ctx, e effect.Event) error {
				sk, _ := c.Game.at(c.Power.Source)
				c.Game.offensive(c.Power.Source, op, int8(ownN(c, stOffense, sk.N)))
				return nil
			}})
	}
	defending := func(c Ctx, e effect.Event) bool { return e.Target == c.Power.Source }
	for _, op := range []Op{OpGuard, OpBrace, OpRiposte, OpDeflect} {
		op := op
		define(effect.Def[*State]{ID: defID(Defense, op), On: []effect.EventKind{evDefend}, When: defending,
			Resolve: func(c Ctx, e effect.Event) error {
				sk, _ := c.Game.at(c.Power.Source)
				return c.Game.defense(c, op, int8(ownN(c, stGuard, sk.N)))
			}})
	}
	definePassives()
	defineGrounds()
}

// definePassives registers the Passive skills.
func definePassives() {
	define(effect.Def[*State]{ID: defID(Passive, OpAura),
		Modify: func(c Ctx, st effect.Stat, t effect.SourceID, v int) int {
			if st != stPower || t == c.Power.Source || sideOf(t) != int(c.Power.Controller) || !c.Game.faceUpDefense(t) {
				return v
			}
			sk, _ := c.Game.at(c.Power.Source)
			return v + int(sk.N)
		}})
	define(effect.Def[*State]{ID: defID(Passive, OpRally),
		Modify: func(c Ctx, st effect.Stat, t effect.SourceID, v int) int {
			if st != stAttack || t != sideSrc(int(c.Power.Controller)) {
				return v
			}
			sk, _ := c.Game.at(c.Power.Source)
			return v + int(sk.N)
		}})
	define(effect.Def[*State]{ID: defID(Passive, OpDampen),
		Modify: func(c Ctx, st effect.Stat, t effect.SourceID, v int) int {
			if st != stAttack || t != sideSrc(otherSide(int(c.Power.Controller))) {
				return v
			}
			sk, _ := c.Game.at(c.Power.Source)
			return v - int(sk.N)
		}})
}

// print puts the skill of the card at src on the board, under side's control.
func (s *State) print(src effect.SourceID, side int) {
	sk, ok := s.at(src)
	if !ok || sk.Act == NoSkill || sk.Op == OpNone {
		return
	}
	if err := s.tbl().Print(src, engine.Seat(side), defID(sk.Act, sk.Op)); err != nil {
		panic(err) // every card's skill is registered: a content error
	}
}

// leave takes src out of play: its skill and every lasting change on it.
func (s *State) leave(src effect.SourceID) { s.tbl().Leave(src) }

// raise raises e and runs every trigger it fires. Raised from inside a
// running hook, the triggers queue behind the ones already waiting.
func (s *State) raise(e effect.Event) {
	t := s.tbl()
	t.Raise(e)
	if s.running {
		return
	}
	s.running = true
	defer func() { s.running = false }()
	if err := t.Run(); err != nil {
		panic(err) // hooks return errors only for unregistered content
	}
}
