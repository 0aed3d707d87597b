package effect_test

import (
	"errors"
	"testing"

	"overdeck/engine"
	"overdeck/engine/effect"
)

// Tests for seed 002, the paragraph "Game effects remain a part of the game
// only as long as the character continues to possess the power or ability":
// loss, countering, actions in progress, tokens and the self-reference rule.

// "Game effects remain a part of the game only as long as the character
// continues to possess the power or ability."
func TestPowersAndAbilities_GameEffectsRemain_OnlyWhilePossessed(t *testing.T) {
	tb, g := setup(t)
	must(t, tb.SetDial(1, 0, "Perplex"))
	act(t, tb, 1, "Perplex", 3, "")
	if tb.Value(8, "attack", 3) != 9 {
		t.Fatal("Perplex did not modify")
	}
	must(t, tb.SetDial(1, 0, "Flight")) // the dial clicks: Perplex is lost
	if tb.Value(8, "attack", 3) != 8 || len(g.fx.Effects) != 0 {
		t.Fatal("effect of a lost power remains")
	}
	// Losing the source altogether ends them too.
	must(t, tb.SetDial(1, 0, "Perplex"))
	act(t, tb, 1, "Perplex", 3, "")
	tb.Leave(1)
	if tb.Value(8, "attack", 3) != 8 {
		t.Fatal("effect of a power whose source left play remains")
	}
}

// "If a power or ability is countered or lost, all game effects of that
// power or ability immediately end" — and stay ended when the counter does.
func TestPowersAndAbilities_Countering_EffectsEndImmediately(t *testing.T) {
	tb, g := setup(t, effect.Def[*game]{ID: "Lend", Category: effect.SpecialPower, Action: "power",
		Activate: func(c ctx, a effect.Action) error {
			_, err := c.Grant(c.Game.aim, "Perplex", effect.Use, effect.ThisRound)
			return err
		}})
	printOn(t, tb, 1, 0, "Lend")
	printOn(t, tb, 2, 1, "Outwit")
	act(t, tb, 1, "Lend", 3, "")       // 3 can use Perplex this round
	act(t, tb, 3, "Perplex", 5, "")    // an effect of the granted Perplex
	act(t, tb, 2, "Outwit", 1, "Lend") // counter Lend
	if tb.Uses(3, "Perplex") {
		t.Error("grant of a countered power remains")
	}
	if tb.Value(8, "attack", 5) != 8 {
		t.Error("effect of a power lost through a countered grant remains")
	}
	for _, e := range g.fx.Effects {
		if e.Kind != effect.Counter {
			t.Errorf("effect %+v outlived the counter of its power", e)
		}
	}
	tb.EndTurn(engine.NoSeat) // the counter ends; Lend is back, its effects are not
	if !tb.Possesses(1, "Lend") || tb.Uses(3, "Perplex") || len(g.fx.Effects) != 0 {
		t.Errorf("after the counter: Lend %v, Perplex %v, effects %v", tb.Possesses(1, "Lend"), tb.Uses(3, "Perplex"), g.fx.Effects)
	}
}

// "... but any actions already in progress are resolved normally."
func TestPowersAndAbilities_Countering_ActionInProgressResolves(t *testing.T) {
	tb, g := setup(t, effect.Def[*game]{ID: "Blast", Category: effect.StandardPower, Action: "range",
		Activate: func(c ctx, a effect.Action) error {
			if _, err := c.Modify(c.Power.Source, "defense", 1, effect.ThisTurn); err != nil {
				return err
			}
			// The attack provokes a counter in the middle of the action.
			if _, err := c.Add(effect.Effect{Kind: effect.Counter, Target: c.Power.Source, Def: "Blast", Lasts: effect.ThisTurn}); err != nil {
				return err
			}
			c.Game.damage[c.Game.aim] += 2 // the attack still deals its damage
			c.Game.logf("blast resolved")
			return nil
		}})
	printOn(t, tb, 1, 0, "Blast")
	g.aim = 4
	must(t, tb.Act(1, "range", "Blast", nil))
	wantLog(t, g, "blast resolved")
	if g.damage[4] != 2 {
		t.Error("the action in progress did not resolve")
	}
	if tb.Value(16, "defense", 1) != 16 {
		t.Error("the effect of the countered power did not end")
	}
}

// A trigger already resolving finishes; one still waiting on the queue is
// not in progress, so it ends with its power.
func TestPowersAndAbilities_Countering_QueuedTriggerEndsResolvingOneFinishes(t *testing.T) {
	tb, g := setup(t, effect.Def[*game]{ID: "Jinx", Category: effect.StandardPower, On: []effect.EventKind{effect.TurnStart},
		Resolve: func(c ctx, e effect.Event) error {
			for _, d := range []string{"Jinx", "Stealth"} {
				if _, err := c.Counter(c.Power.Source^1, d, effect.ThisTurn); err != nil {
					return err
				}
			}
			c.Game.logf("%d jinx", c.Power.Source)
			return nil
		}})
	printOn(t, tb, 0, 0, "Jinx")
	printOn(t, tb, 1, 1, "Jinx", "Stealth")
	tb.Raise(effect.Event{Kind: effect.TurnStart})
	tb.Raise(effect.Event{Kind: lineOfFire, Target: 1})
	if len(g.fx.Queue) != 3 {
		t.Fatalf("queue %v", g.fx.Queue)
	}
	must(t, tb.Run())
	wantLog(t, g, "0 jinx") // 1's Jinx and Stealth were countered before their turn
	if len(g.fx.Queue) != 0 {
		t.Fatal("queue not empty")
	}
}

// "Tokens that are placed on characters or character cards for any reason
// are not considered a game effect."
func TestPowersAndAbilities_Countering_TokensAreNotGameEffects(t *testing.T) {
	tb, g := setup(t, effect.Def[*game]{ID: "Poison", Category: effect.StandardPower, Action: "power",
		Activate: func(c ctx, a effect.Action) error {
			c.Board.AddTokens(c.Game.aim, "poison", 2)
			_, err := c.Create(effect.Effect{Kind: effect.Mark, Target: c.Game.aim, Def: "poisoned"})
			return err
		}})
	printOn(t, tb, 1, 0, "Poison")
	printOn(t, tb, 2, 1, "Outwit")
	act(t, tb, 1, "Poison", 3, "")
	act(t, tb, 2, "Outwit", 1, "Poison")
	if g.fx.TokenCount(3, "poison") != 2 {
		t.Error("tokens left with the countered power")
	}
	for _, e := range g.fx.Effects {
		if e.Kind == effect.Mark {
			t.Error("the game effect of the countered power remains")
		}
	}
	must(t, tb.SetDial(1, 0)) // lost, not just countered
	if g.fx.TokenCount(3, "poison") != 2 {
		t.Error("tokens left with the lost power")
	}
	if n := g.fx.RemoveTokens(3, "poison", 5); n != 0 || len(g.fx.Tokens) != 0 {
		t.Errorf("RemoveTokens left %d, tokens %v", n, g.fx.Tokens)
	}
}

// "If ignoring a game effect would cause a situation where that game effect
// would not be ignored, then you do not ignore that game effect."
//
// The case: Null Field says "this character ignores all game effects on it".
// Null Field is itself a game effect on that character. Ignoring it would
// switch it off, and then nothing would ignore it: so it is not ignored, and
// it goes on ignoring everything else on the character.
func TestPowersAndAbilities_SelfReference_IgnoringThatWouldUnignoreIsNotIgnored(t *testing.T) {
	tb, g := setup(t, effect.Def[*game]{ID: "NullField", Category: effect.SpecialPower, Ignores: &effect.IgnoreRule{}})
	printOn(t, tb, 1, 0, "NullField", "Aura") // its own aura does not touch 1
	printOn(t, tb, 3, 0, "Aura")              // a friendly aura on 1
	printOn(t, tb, 2, 1, "Perplex")
	g.aim = 1
	must(t, tb.Act(2, "power", "Perplex", nil))
	if got := tb.Value(8, "attack", 1); got != 8 {
		t.Fatalf("attack %d: Null Field did not ignore the modifiers, so it was taken to ignore itself", got)
	}
	if !tb.Ignores(1, "attack", "Perplex", 1) {
		t.Error("Ignores(Perplex) = false")
	}
	if tb.Value(8, "attack", 5) != 9+1 {
		t.Error("another character's modifiers were ignored")
	}
}

// Ignore rules still ignore what they say, and "opposing" leaves friendly
// effects alone.
func TestPowersAndAbilities_SelfReference_IgnoreOpposingOnly(t *testing.T) {
	tb, g := setup(t, effect.Def[*game]{ID: "Shake", Category: effect.StandardPower,
		Ignores: &effect.IgnoreRule{Stat: "attack", Opposing: true}})
	printOn(t, tb, 1, 1, "Shake")
	printOn(t, tb, 3, 1, "Aura") // friendly: +1
	printOn(t, tb, 2, 0, "Perplex")
	g.aim = 1
	must(t, tb.Act(2, "power", "Perplex", nil)) // opposing: ignored
	if got := tb.Value(8, "attack", 1); got != 9 {
		t.Fatalf("attack %d, want 9 (friendly +1 kept, opposing +1 ignored)", got)
	}
}

// Two ignore rules that each ignore the other: the one judged first (powers
// before effects, then in creation order) is ignored, the later one stays.
func TestPowersAndAbilities_SelfReference_MutualIgnoresResolveInOrder(t *testing.T) {
	tb, g := setup(t,
		effect.Def[*game]{ID: "Shake", Category: effect.StandardPower,
			Ignores: &effect.IgnoreRule{Opposing: true}},
		effect.Def[*game]{ID: "Unshake", Category: effect.StandardPower, Action: "power",
			Activate: func(c ctx, a effect.Action) error {
				if _, err := c.Ignore(c.Game.aim, effect.IgnoreRule{Def: "Shake"}, effect.ThisTurn); err != nil {
					return err
				}
				_, err := c.Modify(c.Game.aim, "attack", -2, effect.ThisTurn)
				return err
			}})
	printOn(t, tb, 1, 1, "Shake")
	printOn(t, tb, 2, 0, "Unshake")
	g.aim = 1
	must(t, tb.Act(2, "power", "Unshake", nil))
	// Shake is ignored (Unshake says so, and Unshake is opposing but judged
	// later), so the opposing -2 applies.
	if got := tb.Value(8, "attack", 1); got != 6 {
		t.Fatalf("attack %d, want 6", got)
	}
	if tb.Ignores(1, "attack", "Unshake", 0) {
		t.Error("the ignored Shake still ignores")
	}
}

func TestTable_EndAndAddErrors(t *testing.T) {
	tb, _ := setup(t)
	if err := tb.End(99); !errors.Is(err, effect.ErrNoEffect) {
		t.Errorf("End = %v", err)
	}
	if _, err := tb.Add(effect.Effect{Kind: effect.Modifier, OriginSource: 1, OriginDef: "Perplex"}); !errors.Is(err, effect.ErrNotHeld) {
		t.Errorf("Add from a power not held = %v", err)
	}
	if _, err := tb.Add(effect.Effect{Kind: effect.Grant, Target: 1, Def: "Nope"}); !errors.Is(err, effect.ErrUnknownDef) {
		t.Errorf("Grant unknown = %v", err)
	}
	id, err := tb.Add(effect.Effect{Kind: effect.Modifier, Target: 1, Stat: "attack", Amount: 2})
	must(t, err)
	must(t, tb.End(id))
	if _, ok := tb.Effect(id); ok {
		t.Error("ended effect still there")
	}
}
