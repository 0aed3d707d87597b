package effect_test

import (
	"errors"
	"testing"

	"overdeck/engine"
	"overdeck/engine/effect"
)

// Duration boundary tests: each kind lasts up to its boundary and not past it.

// aura puts a +1 attack modifier on 3 from power Perplex of 1 for d.
func aura(t *testing.T, d effect.Duration) (effect.Table[*game], effect.EffectID) {
	t.Helper()
	tb, _ := setup(t)
	printOn(t, tb, 1, 0, "Perplex")
	id, err := tb.Add(effect.Effect{Kind: effect.Modifier, OriginSource: 1, OriginDef: "Perplex",
		Controller: 0, Target: 3, Stat: "attack", Amount: 1, Lasts: d})
	must(t, err)
	return tb, id
}

func alive(tb effect.Table[*game], id effect.EffectID) bool { _, ok := tb.Effect(id); return ok }

func TestDuration_EndOfTurn(t *testing.T) {
	tb, id := aura(t, effect.ThisTurn)
	tb.EndRound() // not a turn boundary
	if !alive(tb, id) || tb.Value(8, "attack", 3) != 9 {
		t.Fatal("ended before the end of the turn")
	}
	tb.EndTurn(1)
	if alive(tb, id) || tb.Value(8, "attack", 3) != 8 {
		t.Fatal("outlived the end of the turn")
	}
}

func TestDuration_EndOfRound(t *testing.T) {
	tb, id := aura(t, effect.ThisRound)
	tb.EndTurn(0)
	tb.EndTurn(1)
	if !alive(tb, id) {
		t.Fatal("ended at the end of a turn")
	}
	tb.EndRound()
	if alive(tb, id) {
		t.Fatal("outlived the end of the round")
	}
}

func TestDuration_EndOfGame(t *testing.T) {
	tb, id := aura(t, effect.ThisGame)
	for range 5 {
		tb.EndTurn(engine.NoSeat)
		tb.EndRound()
	}
	if !alive(tb, id) {
		t.Fatal("ended before the end of the game")
	}
	tb.Board.AddTokens(3, "wound", 1)
	tb.EndGame()
	if alive(tb, id) || len(tb.Board.Effects) != 0 || tb.Board.TokenCount(3, "wound") != 1 {
		t.Fatal("EndGame wrong")
	}
}

func TestDuration_WhileHeld(t *testing.T) {
	tb, id := aura(t, effect.Duration{})
	tb.EndTurn(engine.NoSeat)
	tb.EndRound()
	if !alive(tb, id) {
		t.Fatal("ended while its power is held")
	}
	tb.Unprint(1, "Perplex")
	if alive(tb, id) {
		t.Fatal("outlived its power")
	}
}

// OverRealm team auras: three time counters, one removed at the end of each
// of the controller's turns; gone when the last is removed.
func TestDuration_ForTurnsCounters(t *testing.T) {
	tb, id := aura(t, effect.ForTurns(3))
	left := func() int8 { e, _ := tb.Effect(id); return e.Lasts.Left }
	tb.EndTurn(1) // the opponent's end phase: no counter removed
	if left() != 3 {
		t.Fatalf("opponent's end phase removed a counter: %d left", left())
	}
	tb.EndTurn(0)
	tb.EndTurn(1)
	tb.EndTurn(0)
	if !alive(tb, id) || left() != 1 {
		t.Fatalf("after two of its turns: alive %v, %d left", alive(tb, id), left())
	}
	tb.EndTurn(0)
	if alive(tb, id) || tb.Value(8, "attack", 3) != 8 {
		t.Fatal("outlived its last time counter")
	}
}

// Time counters never exceed the printed duration; NoSeat ticks every one.
func TestDuration_CountersNeverAbovePrinted(t *testing.T) {
	tb, id := aura(t, effect.ForTurns(3))
	tb.EndTurn(engine.NoSeat)
	if n, err := tb.AddTime(id, 5); err != nil || n != 3 {
		t.Fatalf("AddTime = %d, %v; want capped at 3", n, err)
	}
	if n, err := tb.AddTime(id, -3); err != nil || n != 0 || alive(tb, id) {
		t.Fatalf("removing all counters: %d, %v, alive %v", n, err, alive(tb, id))
	}
	if _, err := tb.AddTime(id, 1); !errors.Is(err, effect.ErrNoEffect) {
		t.Errorf("AddTime on an ended effect = %v", err)
	}
	tb2, id2 := aura(t, effect.ThisTurn)
	if _, err := tb2.AddTime(id2, 1); !errors.Is(err, effect.ErrNotCounted) {
		t.Errorf("AddTime on an uncounted effect = %v", err)
	}
}

func TestDuration_WhileAttached(t *testing.T) {
	tb, id := aura(t, effect.AttachedTo(6))
	tb.EndTurn(engine.NoSeat)
	tb.EndRound()
	tb.Detach(5)
	if !alive(tb, id) {
		t.Fatal("ended while still attached")
	}
	tb.Detach(6)
	if alive(tb, id) {
		t.Fatal("outlived its attachment")
	}
	tb, id = aura(t, effect.AttachedTo(6))
	tb.Leave(6)
	if alive(tb, id) {
		t.Fatal("outlived the source it was attached to")
	}
}
