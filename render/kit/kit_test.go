package kit

import (
	"math/rand/v2"
	"testing"

	"overdeck/engine"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

type nullTable struct{}

func (nullTable) Draw(*ui.Frame, layout.Rect, *engine.SeatView)  {}
func (nullTable) Action(string, *engine.SeatView) (string, bool) { return "", false }
func fakeNew(engine.Setup, *rand.Rand) (engine.Rules, error)     { return nil, nil }
func fakeDecode([]byte) (engine.Rules, error)                    { return nil, nil }
func fakeDeterminize(*engine.SeatView, *rand.Rand) engine.Rules  { return nil }
func fakeEvaluate(engine.Rules, engine.Seat) float64             { return 0 }

func TestRegisterLookupPlayable(t *testing.T) {
	engine.Register(&engine.Game{ID: "kit-test-a", Seats: 2, New: fakeNew, Decode: fakeDecode, Determinize: fakeDeterminize, Evaluate: fakeEvaluate})
	engine.Register(&engine.Game{ID: "kit-test-b", Seats: 2, New: fakeNew, Decode: fakeDecode, Determinize: fakeDeterminize, Evaluate: fakeEvaluate})
	k := Kit{
		Options:  []Option{{Key: "cards", Default: "13"}, {Key: "deck", Default: "red"}},
		NewTable: func() Table { return nullTable{} },
	}
	Register("kit-test-a", k)
	if _, ok := Lookup("kit-test-b"); ok {
		t.Error("a game without a kit has one")
	}
	got, ok := Lookup("kit-test-a")
	if !ok || got.DefaultSetup().Get("cards", "") != "13" || got.DefaultSetup().Get("deck", "") != "red" {
		t.Errorf("Lookup = %+v, %v", got, ok)
	}
	n := 0
	for _, g := range Playable() {
		if g.ID == "kit-test-b" {
			t.Error("Playable lists a game without a kit")
		}
		if g.ID == "kit-test-a" {
			n++
		}
	}
	if n != 1 {
		t.Error("Playable misses the game with a kit")
	}
	defer func() {
		if recover() == nil {
			t.Error("a duplicate Register did not panic")
		}
	}()
	Register("kit-test-a", k)
}
