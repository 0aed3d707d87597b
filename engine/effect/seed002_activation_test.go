package effect_test

import (
	"errors"
	"slices"
	"testing"

	"overdeck/engine"
	"overdeck/engine/effect"
)

// Tests for seed 002, the paragraphs "Powers and abilities activate in a
// number of ways" and "may".

// "Some game effects require that a character be given an action ... The
// game effect then overrides the normal activity of that move, close combat
// or range combat action."
func TestPowersAndAbilities_ActivateInANumberOfWays_ActionOverridesNormalActivity(t *testing.T) {
	tb, g := setup(t, effect.Def[*game]{ID: "Charge", Category: effect.StandardPower, Action: "move",
		Activate: func(c ctx, a effect.Action) error { c.Game.logf("charge"); return nil }})
	printOn(t, tb, 1, 0, "Charge")
	normal := func() error { g.logf("normal move"); return nil }
	must(t, tb.Act(1, "move", "Charge", normal))
	wantLog(t, g, "charge")
	must(t, tb.Act(1, "move", "", normal))
	wantLog(t, g, "charge", "normal move")
}

// "These effects only activate when the character has been given the action
// specifically to activate the game effect."
func TestPowersAndAbilities_ActivateInANumberOfWays_OnlyWhenGivenTheActionForIt(t *testing.T) {
	tb, g := setup(t, effect.Def[*game]{ID: "Charge", Category: effect.StandardPower, Action: "move",
		On:       []effect.EventKind{"move"}, // a listed event does not activate it
		Activate: func(c ctx, a effect.Action) error { c.Game.logf("charge"); return nil }})
	printOn(t, tb, 1, 0, "Charge")
	must(t, tb.Act(1, "move", "", nil))
	tb.Raise(effect.Event{Kind: "move", Source: 1})
	must(t, tb.Run())
	if err := tb.Act(1, "close", "Charge", nil); !errors.Is(err, effect.ErrWrongAction) {
		t.Errorf("Act with another action = %v, want ErrWrongAction", err)
	}
	if err := tb.Act(2, "move", "Charge", nil); !errors.Is(err, effect.ErrNotHeld) {
		t.Errorf("Act by a character without it = %v, want ErrNotHeld", err)
	}
	wantLog(t, g)
	want := []effect.Activation{{Source: 1, Def: "Charge", Action: "move", Name: "Charge"}}
	if got := tb.Activations(1); !slices.Equal(got, want) {
		t.Errorf("Activations = %v, want %v", got, want)
	}
	if want[0].String() != "give move action to use Charge" {
		t.Errorf("String = %q", want[0].String())
	}
}

// "Some game effects activate as a result of something specific happening.
// The game effect will use the words 'when' or 'if'."
func TestPowersAndAbilities_ActivateInANumberOfWays_WhenOrIfTriggers(t *testing.T) {
	tb, g := setup(t)
	printOn(t, tb, 1, 0, "Stealth")
	tb.Raise(effect.Event{Kind: lineOfFire, Target: 2}) // not "when" it is the target
	tb.Raise(effect.Event{Kind: closeAttack, Target: 1})
	must(t, tb.Run())
	wantLog(t, g)
	if fired := tb.Raise(effect.Event{Kind: lineOfFire, Target: 1}); len(fired) != 1 {
		t.Fatalf("fired %v", fired)
	}
	must(t, tb.Run())
	wantLog(t, g, "1 hidden")
}

// Simultaneous triggers resolve in a defined order: the active player's
// first, then the other seats in turn order; within a seat by source.
func TestPowersAndAbilities_ActivateInANumberOfWays_TriggerOrder(t *testing.T) {
	tb, g := setup(t, effect.Def[*game]{ID: "Ping", Category: effect.StandardPower, On: []effect.EventKind{effect.TurnStart},
		Resolve: func(c ctx, e effect.Event) error { c.Game.logf("%d", c.Power.Source); return nil }})
	seats := map[effect.SourceID]engine.Seat{5: 0, 2: 1, 3: 0, 7: 1, 4: 2, 6: 2}
	for _, src := range []effect.SourceID{5, 2, 3, 7, 4, 6} {
		printOn(t, tb, src, seats[src], "Ping")
	}
	g.fx.Active = 1
	tb.Raise(effect.Event{Kind: effect.TurnStart})
	must(t, tb.Run())
	wantLog(t, g, "2", "7", "4", "6", "3", "5")
}

// Triggers raised while others wait resolve after them.
func TestPowersAndAbilities_ActivateInANumberOfWays_NewTriggersQueueBehind(t *testing.T) {
	tb, g := setup(t,
		effect.Def[*game]{ID: "Echo", Category: effect.StandardPower, On: []effect.EventKind{effect.TurnStart},
			Resolve: func(c ctx, e effect.Event) error {
				c.Game.logf("echo %d", c.Power.Source)
				c.Raise(effect.Event{Kind: effect.KO})
				return nil
			}},
		effect.Def[*game]{ID: "Mourn", Category: effect.StandardPower, On: []effect.EventKind{effect.KO},
			Resolve: func(c ctx, e effect.Event) error { c.Game.logf("mourn"); return nil }})
	printOn(t, tb, 1, 0, "Echo", "Mourn")
	printOn(t, tb, 2, 0, "Echo")
	tb.Raise(effect.Event{Kind: effect.TurnStart})
	must(t, tb.Run())
	wantLog(t, g, "echo 1", "echo 2", "mourn", "mourn")
}

// "... with the controller choosing the order among simultaneous ones where
// a game's rules say so."
func TestPowersAndAbilities_ActivateInANumberOfWays_ControllerOrdersSimultaneous(t *testing.T) {
	tb, g := setup(t, effect.Def[*game]{ID: "Ping", Category: effect.StandardPower, On: []effect.EventKind{effect.TurnStart},
		Resolve: func(c ctx, e effect.Event) error { c.Game.logf("%d", c.Power.Source); return nil }})
	tb.Rules.ControllerOrders = true
	printOn(t, tb, 1, 0, "Ping")
	printOn(t, tb, 2, 0, "Ping")
	printOn(t, tb, 3, 0, "Ping")
	printOn(t, tb, 4, 1, "Ping")
	tb.Raise(effect.Event{Kind: effect.TurnStart})
	must(t, tb.Run())
	cs := tb.Choices()
	if len(cs) != 3 || cs[0].Kind != effect.Order || cs[0].Seat != 0 {
		t.Fatalf("choices %v", cs)
	}
	must(t, tb.Choose(cs[2])) // 3 first
	must(t, tb.Choose(tb.Choices()[1]))
	wantLog(t, g, "3", "2", "1", "4") // one left for seat 0, one for seat 1: no choice
	if cs[2].String() != "Player 1: resolve Ping first" {
		t.Errorf("String = %q", cs[2].String())
	}
}

// "Other game effects are always active": always-on modifiers are computed
// from what is in play each time, never stored.
func TestPowersAndAbilities_ActivateInANumberOfWays_AlwaysOnRecomputed(t *testing.T) {
	tb, g := setup(t)
	printOn(t, tb, 1, 0, "Aura")
	printOn(t, tb, 2, 1, "Outwit")
	if tb.Value(8, "attack", 3) != 9 || tb.Value(8, "attack", 1) != 8 || tb.Value(8, "attack", 2) != 8 {
		t.Fatal("aura wrong")
	}
	printOn(t, tb, 5, 0, "Aura")
	if tb.Value(8, "attack", 3) != 10 {
		t.Fatal("a second aura entering play not counted")
	}
	g.aim, g.aimDef = 5, "Aura"
	if err := tb.Act(2, "power", "Outwit", nil); !errors.Is(err, effect.ErrCannotCounter) || tb.Value(8, "attack", 3) != 10 {
		t.Fatal("countered a team ability")
	}
	tb.Leave(5)
	if tb.Value(8, "attack", 3) != 9 {
		t.Fatal("an aura that left play still counted")
	}
	if len(g.fx.Effects) != 0 {
		t.Fatal("an always-on modifier was stored")
	}
}

// "When a power or ability indicates that the character 'may' do something,
// that indicates an option that the player of that character can make."
func TestPowersAndAbilities_May_OptionalAsksController(t *testing.T) {
	tb, g := setup(t)
	printOn(t, tb, 1, 1, "Blades")
	tb.Raise(effect.Event{Kind: closeAttack, Source: 1})
	must(t, tb.Run())
	cs := tb.Choices()
	if len(cs) != 2 || cs[0].Seat != 1 || cs[0].Kind != effect.Accept || cs[1].Kind != effect.Decline {
		t.Fatalf("choices %v", cs)
	}
	must(t, tb.Choose(cs[1]))
	wantLog(t, g)
	tb.Raise(effect.Event{Kind: closeAttack, Source: 1})
	must(t, tb.Run())
	must(t, tb.Choose(tb.Choices()[0]))
	wantLog(t, g, "1 rolls d6")
	if cs[0].String() != "Player 2: use Blades/Claws/Fangs" || cs[1].String() != "Player 2: decline Blades/Claws/Fangs" {
		t.Errorf("strings %q %q", cs[0], cs[1])
	}
	if err := tb.Choose(cs[0]); !errors.Is(err, effect.ErrIllegal) {
		t.Errorf("stale choice = %v, want ErrIllegal", err)
	}
}

// "Other than that, powers and abilities are not optional."
func TestPowersAndAbilities_May_OtherwiseNotOptional(t *testing.T) {
	tb, g := setup(t)
	printOn(t, tb, 1, 0, "Stealth")
	fired := tb.Raise(effect.Event{Kind: lineOfFire, Target: 1})
	if len(tb.Choices()) != 0 {
		t.Fatal("a mandatory trigger asks")
	}
	decline := effect.Choice{Seat: 0, Kind: effect.Decline, Trigger: fired[0].ID, Name: "Stealth"}
	if err := tb.Choose(decline); !errors.Is(err, effect.ErrIllegal) {
		t.Fatalf("declining a mandatory trigger = %v, want ErrIllegal", err)
	}
	must(t, tb.Run())
	wantLog(t, g, "1 hidden")
}

// "A special power that says 'Character can use Blades/Claws/Fangs and
// Stealth' does not allow the character to choose whether or not it is using
// Stealth ... but does allow the character to choose when it will roll a d6."
func TestPowersAndAbilities_May_GrantedPowerInheritsOptionality(t *testing.T) {
	tb, g := setup(t)
	printOn(t, tb, 1, 0, "Weapons")
	tb.Raise(effect.Event{Kind: lineOfFire, Target: 1})
	must(t, tb.Run())
	wantLog(t, g, "1 hidden") // Stealth: no choice
	tb.Raise(effect.Event{Kind: closeAttack, Source: 1})
	must(t, tb.Run())
	cs := tb.Choices()
	if len(cs) != 2 || cs[0].Name != "Blades/Claws/Fangs" {
		t.Fatalf("Blades granted by Weapons did not ask: %v", cs)
	}
	must(t, tb.Choose(cs[0]))
	wantLog(t, g, "1 hidden", "1 rolls d6")
}
