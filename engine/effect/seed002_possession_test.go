package effect_test

import (
	"errors"
	"testing"

	"overdeck/engine"
	"overdeck/engine/effect"
)

// Tests for seed 002, "Rules: Powers and Abilities": the paragraphs on what
// powers and abilities are, what a character possesses, what it can use, and
// countering.

// "Powers are always printed on a combat dial, are visible through the stat
// slot, and are either standard powers or special powers."
func TestPowersAndAbilities_PowersAreAlwaysPrinted_VisibleThroughStatSlot(t *testing.T) {
	tb, _ := setup(t)
	must(t, tb.SetDial(1, 0, "Flight", "Weapons"))
	if !tb.Possesses(1, "Flight") || !tb.Possesses(1, "Weapons") {
		t.Fatal("powers in the stat slot are not possessed")
	}
	must(t, tb.SetDial(1, 0, "Perplex")) // the dial clicks
	if tb.Possesses(1, "Flight") || tb.Uses(1, "Weapons") || tb.Uses(1, "Blades") {
		t.Fatal("powers no longer in the stat slot are still held")
	}
	if !tb.Possesses(1, "Perplex") {
		t.Fatal("new power in the stat slot not possessed")
	}
	for c, want := range map[effect.Category]bool{effect.StandardPower: true, effect.SpecialPower: true,
		effect.CombatAbility: false, effect.TeamAbility: false, effect.TraitAbility: false} {
		if c.IsPower() != want {
			t.Errorf("Category(%d).IsPower() = %v", c, !want)
		}
	}
}

// "Abilities are always indicated by a symbol on the character's base ...
// that they possess at all times" (combat, team and trait abilities);
// "Abilities are always in effect."
func TestPowersAndAbilities_AbilitiesAreAlwaysIndicated_PossessedAtAllTimes(t *testing.T) {
	tb, _ := setup(t)
	printOn(t, tb, 1, 0, "Swim", "Team", "Trait")
	must(t, tb.SetDial(1, 0, "Flight"))
	must(t, tb.SetDial(1, 0, "Perplex"))
	must(t, tb.SetDial(1, 0))
	for _, a := range []string{"Swim", "Team", "Trait"} {
		if !tb.Possesses(1, a) {
			t.Errorf("ability %s lost when the dial turned", a)
		}
	}
}

// "A character possesses a power or ability if that power is printed on
// their dial ... or if an icon granting that ability is printed on their base."
func TestPowersAndAbilities_Possession_PrintedIsPossessed(t *testing.T) {
	tb, _ := setup(t)
	printOn(t, tb, 2, 1, "Flight", "Swim")
	for _, d := range []string{"Flight", "Swim"} {
		h, ok := tb.Holds(2, d)
		if !ok || h.Mode != effect.Possess || h.Via != "" || h.Controller != 1 {
			t.Errorf("Holds(2, %s) = %+v, %v; want printed and possessed by Player 2", d, h, ok)
		}
	}
	if tb.Uses(3, "Flight") {
		t.Error("a character without the power holds it")
	}
	if err := tb.Print(2, 1, "Nope"); !errors.Is(err, effect.ErrUnknownDef) {
		t.Errorf("Print unknown = %v, want ErrUnknownDef", err)
	}
}

// "A character may also possess a power or ability if a special power or
// trait ability states that they 'have' or 'possess' that power or ability."
func TestPowersAndAbilities_Possession_HaveOrPossessWording(t *testing.T) {
	tb, _ := setup(t)
	printOn(t, tb, 1, 0, "Armor")
	h, ok := tb.Holds(1, "Toughness")
	if !ok || h.Mode != effect.Possess || h.Via != "Armor" {
		t.Fatalf("Holds(Toughness) = %+v, %v; want possessed via Armor", h, ok)
	}
	if got := tb.Value(0, "reduction", 1); got != 1 {
		t.Errorf("granted Toughness not in effect: reduction %d, want 1", got)
	}
	// A possessed granted power can be countered, like a printed one.
	if _, err := tb.Add(effect.Effect{Kind: effect.Counter, Target: 1, Def: "Toughness", Lasts: effect.ThisTurn}); err != nil {
		t.Fatalf("countering a possessed granted power: %v", err)
	}
	if tb.Uses(1, "Toughness") || tb.Value(0, "reduction", 1) != 0 {
		t.Error("countered Toughness still in effect")
	}
	if !tb.Possesses(1, "Armor") {
		t.Error("countering the granted power countered the granting one")
	}
}

// An effect may also say a character "has" a power for a while.
func TestPowersAndAbilities_Possession_GrantedByEffect(t *testing.T) {
	tb, _ := setup(t, effect.Def[*game]{ID: "Lift", Category: effect.SpecialPower, Action: "power",
		Activate: func(c ctx, a effect.Action) error {
			_, err := c.Grant(c.Game.aim, "Flight", effect.Possess, effect.ThisTurn)
			return err
		}})
	printOn(t, tb, 1, 0, "Lift")
	act(t, tb, 1, "Lift", 3, "")
	if !tb.Possesses(3, "Flight") {
		t.Fatal("granted Flight not possessed")
	}
	tb.EndTurn(engine.NoSeat)
	if tb.Uses(3, "Flight") {
		t.Fatal("Flight granted for the turn outlived it")
	}
}

// "A character uses a power if a special power or an ability states that
// they 'can use' or 'uses' that power."
func TestPowersAndAbilities_CanUse_UsedIsNotPossessed(t *testing.T) {
	tb, _ := setup(t)
	printOn(t, tb, 1, 0, "Weapons")
	h, ok := tb.Holds(1, "Stealth")
	if !ok || h.Mode != effect.Use || h.Via != "Weapons" {
		t.Fatalf("Holds(Stealth) = %+v, %v; want used via Weapons", h, ok)
	}
	if h.Mode.String() != "uses" || effect.Possess.String() != "possesses" {
		t.Errorf("mode names %q %q", h.Mode, effect.Possess)
	}
	if tb.Possesses(1, "Stealth") || !tb.Uses(1, "Stealth") {
		t.Fatal("a used power counts as possessed")
	}
}

// "A power or combat ability that is possessed by a character can be countered."
func TestPowersAndAbilities_CanUse_PossessedPowerOrCombatAbilityCanBeCountered(t *testing.T) {
	tb, _ := setup(t)
	printOn(t, tb, 1, 0, "Flight", "Weapons", "Swim", "Team", "Trait")
	for _, d := range []string{"Flight", "Swim"} {
		if _, err := tb.Add(effect.Effect{Kind: effect.Counter, Target: 1, Def: d, Lasts: effect.ThisTurn}); err != nil {
			t.Fatalf("counter %s: %v", d, err)
		}
		if tb.Uses(1, d) || !tb.Countered(1, d) {
			t.Errorf("countered %s still held", d)
		}
	}
	// Team and trait abilities are neither powers nor combat abilities.
	for _, d := range []string{"Team", "Trait"} {
		if _, err := tb.Add(effect.Effect{Kind: effect.Counter, Target: 1, Def: d}); !errors.Is(err, effect.ErrCannotCounter) {
			t.Errorf("counter %s = %v, want ErrCannotCounter", d, err)
		}
		if !tb.Possesses(1, d) {
			t.Errorf("%s lost", d)
		}
	}
}

// "A power or ability that is only used by a character can't be countered,
// though often the power or ability granting use of that power can be
// countered instead."
func TestPowersAndAbilities_CanUse_UsedCannotBeCounteredButGrantorCan(t *testing.T) {
	tb, g := setup(t)
	printOn(t, tb, 1, 0, "Weapons")
	printOn(t, tb, 2, 1, "Outwit")
	tb.Game.aim, tb.Game.aimDef = 1, "Stealth"
	if err := tb.Act(2, "power", "Outwit", nil); !errors.Is(err, effect.ErrCannotCounter) {
		t.Fatalf("countering a used power = %v, want ErrCannotCounter", err)
	}
	if !tb.Uses(1, "Stealth") || len(g.fx.Effects) != 0 {
		t.Fatal("a used power was countered")
	}
	// Where it is both possessed and used, countering takes the possession only.
	printOn(t, tb, 3, 0, "Weapons", "Stealth")
	act(t, tb, 2, "Outwit", 3, "Stealth")
	if h, ok := tb.Holds(3, "Stealth"); !ok || h.Mode != effect.Use {
		t.Fatalf("countering possessed Stealth took the used one too: %+v, %v", h, ok)
	}
	act(t, tb, 2, "Outwit", 1, "Weapons")
	if tb.Uses(1, "Stealth") || tb.Uses(1, "Blades") {
		t.Fatal("countering the granting power left the powers it grants")
	}
	tb.EndTurn(engine.NoSeat)
	if !tb.Uses(1, "Stealth") {
		t.Fatal("powers granted by Weapons did not return when the counter ended")
	}
}

// "When a power or ability is countered, the targeted character is treated
// as if the power no longer appeared in the stat slot or the ability was no
// longer available."
func TestPowersAndAbilities_CertainGameEffectsCanCounter_TreatedAsNotInStatSlot(t *testing.T) {
	tb, g := setup(t)
	printOn(t, tb, 1, 1, "Blades", "Perplex", "Armor")
	printOn(t, tb, 2, 0, "Outwit")
	for _, d := range []string{"Blades", "Perplex", "Armor"} {
		act(t, tb, 2, "Outwit", 1, d)
	}
	if tb.Possesses(1, "Blades") || tb.Uses(1, "Toughness") {
		t.Error("countered powers still held")
	}
	if len(tb.Raise(effect.Event{Kind: closeAttack, Source: 1})) != 0 {
		t.Error("a countered power triggered")
	}
	if len(tb.Activations(1)) != 0 {
		t.Error("a countered power can be activated")
	}
	if err := tb.Act(1, "power", "Perplex", nil); !errors.Is(err, effect.ErrNotHeld) {
		t.Errorf("Act with a countered power = %v, want ErrNotHeld", err)
	}
	if tb.Value(0, "reduction", 1) != 0 {
		t.Error("a countered power still modifies")
	}
	tb.EndTurn(engine.NoSeat)
	if !tb.Possesses(1, "Blades") || tb.Value(0, "reduction", 1) != 1 || len(tb.Activations(1)) != 1 {
		t.Error("powers did not come back when the counters ended")
	}
	wantLog(t, g)
}
