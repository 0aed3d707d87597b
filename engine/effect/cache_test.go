package effect_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"overdeck/engine"
	"overdeck/engine/effect"
)

// TestCache_AnswersAsWithout: a Table bound with a Cache answers exactly as
// one without, through random printing (on old sources and on new ones, as
// a card entering play does), granting, countering, ending, direct changes
// to the Board behind the Table's back, and copies of the Board with a
// clone of the Cache that go their own way.
func TestCache_AnswersAsWithout(t *testing.T) {
	r := effect.NewRegistry[*game]()
	if err := r.Define(toyDefs()...); err != nil {
		t.Fatal(err)
	}
	defs := []string{"Flight", "Stealth", "Blades", "Weapons", "Armor", "Toughness", "Swim", "Aura"}
	rng := rand.New(rand.NewPCG(1, 2))
	for round := 0; round < 50; round++ {
		g := &game{aim: effect.NoSource}
		cache := &effect.Cache[*game]{}
		next := effect.SourceID(4) // sources 0-3 from the start, then new ones
		var other *game
		var otherCache *effect.Cache[*game]
		for step := 0; step < 60; step++ {
			if other != nil && rng.IntN(2) == 0 { // play on the copy for a while
				g, other, cache, otherCache = other, g, otherCache, cache
			}
			cached, plain := r.BindCached(&g.fx, g, cache), r.Bind(&g.fx, g)
			src := effect.SourceID(rng.IntN(int(next)))
			def := defs[rng.IntN(len(defs))]
			ctx := effect.Context[*game]{Table: cached, Power: effect.Holding{Source: src, Controller: engine.Seat(src % 2)}}
			switch rng.IntN(9) {
			case 0:
				_ = cached.Print(src, engine.Seat(src%2), def)
			case 1:
				cached.Unprint(src, def)
			case 2:
				_, _ = ctx.Counter(src, def, effect.ThisTurn)
			case 3:
				_, _ = ctx.Grant(src, def, effect.Mode(rng.IntN(2)), effect.ForTurns(2))
			case 4:
				cached.EndTurn(engine.NoSeat)
			case 5: // behind the Table's back
				if n := len(g.fx.Printed); n > 0 {
					g.fx.Printed = g.fx.Printed[:n-1]
				}
			case 6, 7: // a new source enters with one or two powers
				_ = cached.Print(next, engine.Seat(next%2), def, defs[rng.IntN(len(defs))])
				next++
			case 8: // a copy of the Board, with a clone of the Cache
				c := *g
				c.fx = effect.Board{Printed: slices.Clone(g.fx.Printed), Effects: slices.Clone(g.fx.Effects),
					Tokens: slices.Clone(g.fx.Tokens), Queue: slices.Clone(g.fx.Queue), LastID: g.fx.LastID, Active: g.fx.Active, LastBatch: g.fx.LastBatch}
				other, otherCache = &c, cache.Clone()
			}
			for s := effect.SourceID(0); s < next; s++ {
				if a, b := cached.Holdings(s), plain.Holdings(s); !slices.Equal(a, b) {
					t.Fatalf("round %d step %d: source %d holds %v cached, %v not", round, step, s, a, b)
				}
				if a, b := cached.Value(5, "attack", s), plain.Value(5, "attack", s); a != b {
					t.Fatalf("round %d step %d: attack %d cached, %d not", round, step, a, b)
				}
				for _, d := range defs {
					if cached.Possesses(s, d) != plain.Possesses(s, d) {
						t.Fatalf("round %d step %d: possession of %s differs", round, step, d)
					}
				}
			}
		}
	}
}

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

// BenchmarkValueCached reads a stat through a Table bound with a Cache.
func BenchmarkValueCached(b *testing.B) {
	r, g := benchBoard(b)
	var c effect.Cache[*game]
	for i := 0; i < b.N; i++ {
		_ = r.BindCached(&g.fx, g, &c).Value(5, "attack", effect.SourceID(i%8))
	}
}
