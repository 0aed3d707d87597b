package effect_test

import (
	"bytes"
	"errors"
	"reflect"
	"testing"

	"overdeck/engine/effect"
)

// play builds the same Board by the same moves every time.
func play(t testing.TB) *game {
	t.Helper()
	tb, g := setup(t)
	tb.Rules.ControllerOrders = true
	printOn(t, tb, 1, 0, "Weapons", "Perplex", "Aura", "Team")
	printOn(t, tb, 2, 1, "Outwit", "Blades", "Stealth")
	act(t, tb, 1, "Perplex", 3, "")
	act(t, tb, 2, "Outwit", 1, "Weapons")
	g.fx.AddTokens(4, "time", 2)
	g.fx.AddTokens(3, "poison", 1)
	tb.Raise(effect.Event{Kind: closeAttack, Source: 2})
	tb.Raise(effect.Event{Kind: lineOfFire, Target: 2, Role: effect.Target})
	must(t, tb.Run())
	return g
}

func TestBoard_MsgpRoundTripIsDeterministic(t *testing.T) {
	g := play(t)
	if len(g.fx.Effects) == 0 || len(g.fx.Queue) == 0 || len(g.fx.Tokens) == 0 {
		t.Fatalf("board too empty to test: %+v", g.fx)
	}
	a, err := g.fx.MarshalMsg(nil)
	must(t, err)
	var back effect.Board
	rest, err := back.UnmarshalMsg(a)
	must(t, err)
	if len(rest) != 0 {
		t.Fatalf("%d bytes left over", len(rest))
	}
	if !reflect.DeepEqual(back, g.fx) {
		t.Fatalf("round trip changed the board:\n%+v\n%+v", back, g.fx)
	}
	b, err := back.MarshalMsg(nil)
	must(t, err)
	if !bytes.Equal(a, b) {
		t.Fatal("re-encoding differs")
	}
	other := play(t)
	c, err := other.fx.MarshalMsg(nil)
	must(t, err)
	if !bytes.Equal(a, c) {
		t.Fatal("the same moves encode differently")
	}
}

// A board restored from its bytes plays on exactly like the original.
func TestBoard_RestoredPlaysOnIdentically(t *testing.T) {
	g := play(t)
	enc, err := g.fx.MarshalMsg(nil)
	must(t, err)
	tb, g2 := setup(t)
	tb.Rules.ControllerOrders = true
	_, err = g2.fx.UnmarshalMsg(enc)
	must(t, err)
	tb1, _ := setup(t)
	tb1.Rules.ControllerOrders = true
	tb1.Board, tb1.Game = &g.fx, g
	for _, x := range []effect.Table[*game]{tb1, tb} {
		must(t, x.Choose(x.Choices()[0]))
		x.EndTurn(0)
	}
	e1, _ := g.fx.MarshalMsg(nil)
	e2, _ := g2.fx.MarshalMsg(nil)
	if !bytes.Equal(e1, e2) {
		t.Fatal("restored board diverged")
	}
}

func TestRegistry_DefineErrors(t *testing.T) {
	r := effect.NewRegistry[*game]()
	must(t, r.Define(effect.Def[*game]{ID: "A"}))
	if err := r.Define(effect.Def[*game]{ID: "A"}); !errors.Is(err, effect.ErrDuplicateDef) {
		t.Errorf("duplicate = %v", err)
	}
	if err := r.Define(effect.Def[*game]{}); !errors.Is(err, effect.ErrUnknownDef) {
		t.Errorf("empty ID = %v", err)
	}
	if d := r.Def("A"); d == nil || d.Name != "A" {
		t.Errorf("Def(A) = %+v", d)
	}
}

// A saved Board may name powers a later version of the game no longer
// defines: they are simply not held, and nothing panics.
func TestBoard_UnknownDefsFromASaveAreNotHeld(t *testing.T) {
	tb, g := setup(t)
	g.fx = effect.Board{
		Printed: []effect.Printed{{Source: 1, Def: "Gone"}, {Source: 1, Def: "Flight"}},
		Effects: []effect.Effect{{ID: 1, Kind: effect.Modifier, OriginSource: 1, OriginDef: "Gone", Target: 2, Stat: "attack", Amount: 3}},
		Queue:   []effect.Trigger{{ID: 2, Batch: 1, Power: effect.Holding{Source: 1, Def: "Gone"}, Optional: true}},
		LastID:  2,
	}
	if cs := tb.Choices(); len(cs) != 2 || cs[0].Name != "Gone" {
		t.Fatalf("choices %v", cs)
	}
	must(t, tb.Run())
	if tb.Uses(1, "Gone") || !tb.Possesses(1, "Flight") || len(g.fx.Queue) != 0 || tb.Value(8, "attack", 2) != 8 {
		t.Fatalf("board %+v", g.fx)
	}
	must(t, tb.SetDial(1, 0))
	if len(g.fx.Printed) != 0 {
		t.Fatalf("printed %v", g.fx.Printed)
	}
}

// FuzzBoard_Decode: any bytes handed in as a saved Board decode or fail
// with an error, never panic, and what decodes plays on.
func FuzzBoard_Decode(f *testing.F) {
	g := play(f)
	enc, _ := g.fx.MarshalMsg(nil)
	f.Add(enc)
	f.Add([]byte{0x80})
	f.Fuzz(func(t *testing.T, data []byte) {
		tb, g := setup(t)
		if _, err := g.fx.UnmarshalMsg(data); err != nil {
			return
		}
		_ = tb.Run()
		tb.EndTurn(0)
		_ = tb.Value(0, "attack", 1)
	})
}
