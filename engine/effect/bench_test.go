package effect_test

import (
	"testing"

	"overdeck/engine"
	"overdeck/engine/effect"
)

// benchBoard prints the toy powers on eight sources and adds a few effects:
// about the size of a card game's board.
func benchBoard(b *testing.B) (*effect.Registry[*game], *game) {
	r := effect.NewRegistry[*game]()
	if err := r.Define(toyDefs()...); err != nil {
		b.Fatal(err)
	}
	g := &game{aim: effect.NoSource}
	t := r.Bind(&g.fx, g)
	defs := []string{"Flight", "Stealth", "Weapons", "Armor", "Aura", "Swim", "Team", "Trait"}
	for i, d := range defs {
		must(b, t.Print(effect.SourceID(i), engine.Seat(i%2), d))
	}
	ctx := effect.Context[*game]{Table: t, Power: effect.Holding{Source: 4, Def: "Aura", Controller: 0}}
	for i := 0; i < 3; i++ {
		_, err := ctx.Modify(effect.SourceID(i), "attack", 1, effect.ThisTurn)
		must(b, err)
	}
	return r, g
}

// BenchmarkValue reads a stat through a Table bound afresh each time.
func BenchmarkValue(b *testing.B) {
	r, g := benchBoard(b)
	for i := 0; i < b.N; i++ {
		_ = r.Bind(&g.fx, g).Value(5, "attack", effect.SourceID(i%8))
	}
}

// BenchmarkRaiseRun raises an event and runs what it fires.
func BenchmarkRaiseRun(b *testing.B) {
	r, g := benchBoard(b)
	for i := 0; i < b.N; i++ {
		t := r.Bind(&g.fx, g)
		t.Raise(effect.Event{Kind: lineOfFire, Target: effect.SourceID(i % 8)})
		_ = t.Run()
	}
}
