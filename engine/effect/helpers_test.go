package effect_test

import (
	"fmt"
	"slices"
	"testing"

	"overdeck/engine"
	"overdeck/engine/effect"
)

// game is the toy game the tests play: it embeds a Board and keeps a log of
// what hooks did.
type game struct {
	fx     effect.Board
	log    []string
	damage [8]int
	aim    effect.SourceID // the character a power is aimed at
	aimDef string          // the power an Outwit aims at
}

type ctx = effect.Context[*game]

func (g *game) logf(format string, a ...any) { g.log = append(g.log, fmt.Sprintf(format, a...)) }

const (
	closeAttack effect.EventKind = "close attack"
	lineOfFire  effect.EventKind = "line of fire"
)

// toyDefs are the powers and abilities the tests share.
func toyDefs() []effect.Def[*game] {
	return []effect.Def[*game]{
		{ID: "Flight", Category: effect.StandardPower},
		// Stealth: "When it is hindered, this character cannot be targeted."
		// No "may": it is not optional.
		{ID: "Stealth", Category: effect.StandardPower, On: []effect.EventKind{lineOfFire},
			When:    func(c ctx, e effect.Event) bool { return e.Target == c.Power.Source },
			Resolve: func(c ctx, e effect.Event) error { c.Game.logf("%d hidden", c.Power.Source); return nil }},
		// Blades/Claws/Fangs: "When this character makes a close combat
		// attack, it may roll a d6 ..." — "may": optional.
		{ID: "Blades", Name: "Blades/Claws/Fangs", Category: effect.StandardPower, Optional: true,
			On:      []effect.EventKind{closeAttack},
			When:    func(c ctx, e effect.Event) bool { return e.Source == c.Power.Source },
			Resolve: func(c ctx, e effect.Event) error { c.Game.logf("%d rolls d6", c.Power.Source); return nil }},
		// A special power: "Character can use Blades/Claws/Fangs and Stealth."
		{ID: "Weapons", Category: effect.SpecialPower, Grants: []effect.GrantedPower{
			{Def: "Blades", Mode: effect.Use}, {Def: "Stealth", Mode: effect.Use}}},
		// A special power: "Character has Toughness."
		{ID: "Armor", Category: effect.SpecialPower, Grants: []effect.GrantedPower{{Def: "Toughness", Mode: effect.Possess}}},
		{ID: "Toughness", Category: effect.StandardPower,
			Modify: func(c ctx, s effect.Stat, target effect.SourceID, v int) int {
				if s == "reduction" && target == c.Power.Source {
					return v + 1
				}
				return v
			}},
		// Perplex: "Give a power action: modify a target's attack by +1
		// until end of turn."
		{ID: "Perplex", Category: effect.StandardPower, Action: "power",
			Activate: func(c ctx, a effect.Action) error {
				_, err := c.Modify(c.Game.aim, "attack", 1, effect.ThisTurn)
				return err
			}},
		// Outwit: "Give a power action: counter a target's power until end of turn."
		{ID: "Outwit", Category: effect.StandardPower, Action: "power",
			Activate: func(c ctx, a effect.Action) error {
				_, err := c.Counter(c.Game.aim, c.Game.aimDef, effect.ThisTurn)
				return err
			}},
		{ID: "Swim", Category: effect.CombatAbility},
		{ID: "Team", Category: effect.TeamAbility},
		{ID: "Trait", Category: effect.TraitAbility},
		// Leadership aura: every other character of the same seat (same
		// parity of SourceID in these tests) gets +1 attack.
		{ID: "Aura", Category: effect.TeamAbility,
			Modify: func(c ctx, s effect.Stat, target effect.SourceID, v int) int {
				if s == "attack" && target != c.Power.Source && target%2 == c.Power.Source%2 {
					return v + 1
				}
				return v
			}},
	}
}

// setup returns a Table over a fresh game with the toy defs and extra ones.
func setup(t testing.TB, extra ...effect.Def[*game]) (effect.Table[*game], *game) {
	t.Helper()
	r := effect.NewRegistry[*game]()
	if err := r.Define(append(toyDefs(), extra...)...); err != nil {
		t.Fatal(err)
	}
	g := &game{aim: effect.NoSource}
	return r.Bind(&g.fx, g), g
}

func must(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func printOn(t testing.TB, tb effect.Table[*game], src effect.SourceID, seat engine.Seat, defs ...string) {
	t.Helper()
	must(t, tb.Print(src, seat, defs...))
}

// act gives src a power action to use def, aimed at aim (and aimDef).
func act(t testing.TB, tb effect.Table[*game], src effect.SourceID, def string, aim effect.SourceID, aimDef string) {
	t.Helper()
	tb.Game.aim, tb.Game.aimDef = aim, aimDef
	must(t, tb.Act(src, "power", def, nil))
}

func wantLog(t *testing.T, g *game, want ...string) {
	t.Helper()
	if !slices.Equal(g.log, want) {
		t.Fatalf("log = %q, want %q", g.log, want)
	}
}
