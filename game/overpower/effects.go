package overpower

import (
	"slices"

	"overdeck/engine"
	"overdeck/engine/effect"
)

// reg holds every card effect and inherent ability as an effect.Def:
//   - a card's effect when it resolves is a Def activated by the action
//     "play" (its Hook), and its effect when it hits a character one
//     activated by "hit" (its OnHit); the card instance is the source, so
//     a card that stays in play keeps its Modify hooks working exactly as
//     long as it stays (Table.Leave when it goes);
//   - inherent abilities that change a number (KO thresholds, Venture
//     Total, attack bonuses) are Defs printed on the character.
var reg = effect.NewRegistry[*State]()

// Ctx is what every hook receives.
type Ctx = effect.Context[*State]

// Stats read through effect.Table.Value.
const (
	stAtk   effect.Stat = "atk"   // attack value of a character's attacks
	stDef   effect.Stat = "def"   // defence value of a character's Power card defences
	stCum   effect.Stat = "cum"   // a character's Cumulative KO threshold
	stVen   effect.Stat = "ven"   // a seat's Venture Total
	stNoAtk effect.Stat = "noatk" // > 0: the character may not attack
	stNoTgt effect.Stat = "notgt" // > 0: the character may not be attacked
	stNoSpc effect.Stat = "nospc" // > 0: the character may not play Special cards
	stNoFol effect.Stat = "nofol" // > 0: the character may not make follow-ups to Teamwork and Ally cards
	stNoRem effect.Stat = "norem" // > 0 (on a seat): its team may not attack or defend with "remainder" cards
	stAthos effect.Stat = "athos" // > 0: the next level 1 Power card hit KOs the character
	stTrans effect.Stat = "trans" // > 0: the character may play the Specials of character code N-1
	stMerln effect.Stat = "merln" // > 0: Merlin may defend King Arthur, Lancelot and Morgan le Fay
	stAtkP  effect.Stat = "atkp"  // attack value of a character's Power card attacks
	stNoInt effect.Stat = "noint" // > 0 (on a seat): its team may not attack with cards with an Intelligence icon
	stAFO   effect.Stat = "afo"   // > 0: All For One: any Teamwork card, no grid needed, 0 or both follow-ups itself
	stOnlyU effect.Stat = "onlyu" // > 0: only Universe card attacks may be made on the character
	stDefP  effect.Stat = "defp"  // defence value of a character's Power card defences
	stNoAb  effect.Stat = "noab"  // > 0: the character has lost its inherent ability
	stNoPlU effect.Stat = "noplu" // > 0 (on a seat): its team may not play placed Universe cards
	stVs    effect.Stat = "vs"    // Reap the Whirlwind: N is 1 + the character the holder is +2 against
	stRegul effect.Stat = "regul" // > 0 (on a seat): one more card in the Draw Phase after a lost venture
	stTrain effect.Stat = "train" // > 0 (on a seat): draw a card whenever its team plays a Training card
	stUsedU effect.Stat = "usedu" // > 0 (on a seat): its team used a card under its homebase this battle
	stShift effect.Stat = "shift" // > 0: attacks on the character may be shifted to a Front Line teammate (The Giant Man of Mars)
	stOnlyI effect.Stat = "onlyi" // > 0: only Intelligence attacks may be made on the character
	stNoIAt effect.Stat = "noiat" // > 0 (on a seat): no Intelligence attacks may be made on its team
	stNoCB  effect.Stat = "nocb"  // > 0: no card with a Combat or Brute Force icon may attack the character
	stNoEn  effect.Stat = "noen"  // > 0: the character may not use cards with an Energy icon
	stFrnd  effect.Stat = "frnd"  // a mark whose By is the attack that draws the character a card if it hits (Always There for a Friend)
	stNoSpN effect.Stat = "nospn" // > 0: the character may not play Special cards next battle (Flaming Arrows)
	stNoPlc effect.Stat = "noplc" // > 0: the character may not play its placed cards
	stOneEy effect.Stat = "oneey" // > 0: on the Front Line with a teammate there, the character may not attack (One Eye)
	stNoMSp effect.Stat = "nomsp" // > 0: teammates may not defend the character with Special cards (Thunderbolt)
	stGuise effect.Stat = "guise" // > 0: the character's additional Special may be a teammate's (Shapeshifter's Guise)
)

// markStats are the stats a Mark may change, by Mark.Stat.
var markStats = [...]effect.Stat{stAtk, stDef, stCum, stVen, stNoAtk, stNoTgt, stNoSpc, stNoFol, stNoRem, stAthos, stTrans, stMerln, stAtkP, stNoInt, stAFO, stOnlyU, stDefP, stTrain, stNoAb, stNoPlU, stVs, stRegul, stUsedU, stShift, stOnlyI, stNoIAt, stNoCB, stNoEn, stFrnd, stNoSpN, stNoPlc, stOneEy, stNoMSp, stGuise}

// Mark stat indexes.
const (
	mkAtk uint8 = iota
	mkDef
	mkCum
	mkVen
	mkNoAtk
	mkNoTgt
	mkNoSpc
	mkNoFol
	mkNoRem
	mkAthos
	mkTrans
	mkMerln
	mkAtkP
	mkNoInt
	mkAFO
	mkOnlyU
	mkDefP
	mkTrain
	mkNoAb
	mkNoPlU
	mkVs
	mkRegul
	mkUsedU
	mkShift
	mkOnlyI
	mkNoIAt
	mkNoCB
	mkNoEn
	mkFrnd
	mkNoSpN
	mkNoPlc
	mkOneEy
	mkNoMSp
	mkGuise
)

// mark leaves a lasting effect: n more of stat on character (or seat
// 8+s) on, by card i.
func (g *State) mark(stat uint8, on int8, n int8, game bool, i uint16) {
	g.Marks = append(g.Marks, Mark{Stat: stat, On: on, N: n, Game: game, By: i})
}

// markSrc is the source a mark's On stands for.
func markSrc(on int8) effect.SourceID {
	if on >= 8 {
		return seatSrc(int(on - 8))
	}
	return charSrc(on)
}

// gridStat are the stats of the four grids.
var gridStat = [4]effect.Stat{"gE", "gC", "gB", "gI"}

// Source IDs: a card instance is its own number; characters and seats
// follow.
const (
	charBase effect.SourceID = 60000
	seatBase effect.SourceID = 60100
)

func charSrc(ci int8) effect.SourceID { return charBase + effect.SourceID(ci) }
func seatSrc(s int) effect.SourceID   { return seatBase + effect.SourceID(s) }

// srcChar returns the character index of a character source, or -1.
func srcChar(s effect.SourceID) int8 {
	if s >= charBase && s < charBase+8 {
		return int8(s - charBase)
	}
	return -1
}

// tbl binds the registry to the state with the state's own cache.
func (g *State) tbl() effect.Table[*State] {
	if g.fx == nil {
		g.fx = &effect.Cache[*State]{}
	}
	return reg.BindCached(&g.Board, g, g.fx)
}

// define registers d and returns its ID.
func define(d effect.Def[*State]) string {
	if err := reg.Define(d); err != nil {
		panic(err)
	}
	return d.ID
}

// value is Table.Value (skipped while nothing is printed) plus the marks
// in play.
func (g *State) value(base int, st effect.Stat, target effect.SourceID) int {
	v := base
	if len(g.Board.Printed) > 0 {
		v = g.tbl().Value(base, st, target)
	}
	for _, m := range g.Marks {
		if markStats[m.Stat] == st && markSrc(m.On) == target {
			v += int(m.N)
		}
	}
	return v
}

// runHook prints def on card instance i (controlled by seat s) and
// activates it with action a. A card that stays in play keeps it printed;
// keep false unprints it once it has run.
func (g *State) runHook(i uint16, s int, def string, a effect.Action, keep bool) {
	if def == "" {
		return
	}
	t := g.tbl()
	src := effect.SourceID(i)
	if _, ok := t.Holds(src, def); !ok {
		if err := t.Print(src, engine.Seat(s), def); err != nil {
			panic(err)
		}
	}
	if err := t.Act(src, a, def, nil); err != nil {
		panic(err)
	}
	if !keep {
		t.Unprint(src, def)
	}
}

// printOn prints def on src for seat s (an inherent ability or a card in
// play with only Modify hooks).
func (g *State) printOn(src effect.SourceID, s int, def string) {
	if err := g.tbl().Print(src, engine.Seat(s), def); err != nil {
		panic(err)
	}
}

// cloneBoard deep-copies an effect Board.
func cloneBoard(b *effect.Board) effect.Board {
	return effect.Board{Active: b.Active, Printed: slices.Clone(b.Printed), Effects: slices.Clone(b.Effects),
		Tokens: slices.Clone(b.Tokens), Queue: slices.Clone(b.Queue), LastID: b.LastID, LastBatch: b.LastBatch}
}

// Inherent abilities that change numbers.
var (
	defKingArthur = define(effect.Def[*State]{ID: "King Arthur: +1 Venture", Category: effect.TraitAbility,
		Modify: func(c Ctx, st effect.Stat, t effect.SourceID, v int) int {
			if st == stVen && t == seatSrc(int(c.Power.Controller)) && !c.Game.lostAbility(srcChar(c.Power.Source)) {
				return v + 1
			}
			return v
		}})
	defWatson = define(effect.Def[*State]{ID: "Dr. Watson: +2 Venture at 221-B", Category: effect.TraitAbility,
		Modify: func(c Ctx, st effect.Stat, t effect.SourceID, v int) int {
			s := int(c.Power.Controller)
			if st == stVen && t == seatSrc(s) && c.Game.P[s].Home >= 0 && homebases[c.Game.P[s].Home].Name == "221-B Baker St." && !c.Game.lostAbility(srcChar(c.Power.Source)) {
				return v + 2
			}
			return v
		}})
	defVanHelsing = define(effect.Def[*State]{ID: "Van Helsing: +4 against Dracula", Category: effect.TraitAbility,
		Modify: func(c Ctx, st effect.Stat, t effect.SourceID, v int) int {
			g := c.Game
			if st == stAtk && t == c.Power.Source && g.Ex.Tgt >= 0 && g.ch(g.Ex.Tgt).Name == "Dracula" && !g.lostAbility(srcChar(t)) {
				return v + 4
			}
			return v
		}})
	defThreshold = define(effect.Def[*State]{ID: "KO threshold", Category: effect.TraitAbility,
		Modify: func(c Ctx, st effect.Stat, t effect.SourceID, v int) int {
			if st == stCum && t == c.Power.Source && !c.Game.lostAbility(srcChar(t)) {
				return v + int(c.Game.ch(srcChar(t)).Cum) - CumKO
			}
			return v
		}})
)

// ability returns character ci's inherent abilities, none while it has
// lost them (Poseidon's Might).
func (g *State) ability(ci int8) uint32 {
	if g.lostAbility(ci) {
		return 0
	}
	return g.ch(ci).Ability
}

// lostAbility reports whether character ci has lost its inherent ability.
func (g *State) lostAbility(ci int8) bool {
	for _, m := range g.Marks {
		if m.Stat == mkNoAb && m.On == ci {
			return true
		}
	}
	return false
}

// versus is character a's bonus to actions against character b (Reap
// the Whirlwind).
func (g *State) versus(a, b int8) int {
	n := 0
	for _, m := range g.Marks {
		if m.Stat == mkVs && m.On == a && m.N == b+1 {
			n += 2
		}
	}
	return n
}

// printAbilities prints the inherent abilities of every character that
// change numbers.
func (g *State) printAbilities() {
	for ci := int8(0); ci < 8; ci++ {
		c := g.ch(ci)
		s := seatOf(ci)
		if c.Cum != 0 {
			g.printOn(charSrc(ci), s, defThreshold)
		}
		if c.Ability&AbVenture1 != 0 {
			g.printOn(charSrc(ci), s, defKingArthur)
		}
		if c.Ability&AbWatson221 != 0 {
			g.printOn(charSrc(ci), s, defWatson)
		}
		if c.Ability&AbVsDracula != 0 {
			g.printOn(charSrc(ci), s, defVanHelsing)
		}
	}
}
