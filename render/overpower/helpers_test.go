package overpower

import (
	"math/rand/v2"
	"slices"
	"testing"

	"overdeck/engine"
	"overdeck/game/overpower"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// screens are the sizes every frame test draws at.
var screens = [][2]float64{{360, 640}, {1280, 720}, {1920, 1080}}

// newMatch deals a match with the table's default setup changed by opts
// (key, value pairs).
func newMatch(t testing.TB, seed uint64, opts ...string) *engine.Match {
	t.Helper()
	setup := engine.Setup{}
	for _, o := range Options() {
		setup = setup.With(o.Key, o.Default)
	}
	for i := 0; i+1 < len(opts); i += 2 {
		setup = setup.With(opts[i], opts[i+1])
	}
	m, err := engine.NewMatch(overpower.Game, setup, seed)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// drawFor draws tb's table for v at w x h, in the area the shell gives a
// table (below its header).
func drawFor(tb *Table, v *engine.SeatView, w, h float64) *ui.Frame {
	f := ui.NewFrame(layout.For(w, h), "")
	m := f.M
	_, area := m.Screen.CutTop(m.Button + m.Gap*2)
	tb.Draw(f, area.Inset(m.Gap/2), v)
	return f
}

// press presses id on tb for v after checking that the frame drawn at
// size shows it enabled; it returns the action key, if any.
func press(t testing.TB, tb *Table, v *engine.SeatView, id string, size [2]float64) (string, bool) {
	t.Helper()
	f := drawFor(tb, v, size[0], size[1])
	if b, ok := f.Find(id); !ok || !b.Enabled {
		t.Fatalf("button %s is not on the screen (or disabled) at %v; buttons: %v", id, size, enabledIDs(f))
	}
	return tb.Action(id, v)
}

// pressPaged presses id, turning the panel's pages until it shows.
func pressPaged(t testing.TB, tb *Table, v *engine.SeatView, id string, size [2]float64) (string, bool) {
	t.Helper()
	for k := 0; k < 20; k++ {
		if b, ok := drawFor(tb, v, size[0], size[1]).Find(id); ok && b.Enabled {
			return tb.Action(id, v)
		}
		if _, ok := drawFor(tb, v, size[0], size[1]).Find("table.more"); !ok {
			break
		}
		tb.Action("table.more", v)
	}
	return press(t, tb, v, id, size)
}

func enabledIDs(f *ui.Frame) []string {
	var out []string
	for _, b := range f.Buttons {
		if b.Enabled {
			out = append(out, b.ID)
		}
	}
	return out
}

// tapMove makes move mv of v's seat by tapping the table as a player
// would, and returns the key the taps complete.
func tapMove(t testing.TB, tb *Table, v *engine.SeatView, mv overpower.Move, size [2]float64) string {
	t.Helper()
	st := view(v)
	if !cardOp(mv.Op) {
		k, _ := pressPaged(t, tb, v, "table.move."+mv.Key(), size)
		return k
	}
	card := mv.Card
	if !slices.Contains(handCards(st, me(v)), card) && slices.Contains(handCards(st, me(v)), mv.With) {
		card = mv.With
	}
	if slices.Contains(handCards(st, me(v)), card) {
		press(t, tb, v, "table.card."+itoa(int(card)), size)
	} else {
		pressPaged(t, tb, v, "table.opt."+itoa(int(card)), size)
	}
	u := tb.ui(v, st)
	for i := 0; i < numStages; i++ {
		k, _ := u.sel.stage(moves(v))
		if k < 0 {
			break
		}
		x := field(mv, k, card)
		if k == stBy || k == stTgt {
			if x >= 0 && i%2 == 0 {
				press(t, tb, v, "table.char."+itoa(x), size)
				continue
			}
		}
		pressPaged(t, tb, v, "table.stage."+itoa(x), size)
	}
	id := "table.go"
	if left := u.sel.left(moves(v)); len(left) > 1 {
		for x, m := range left {
			if m.Key() == mv.Key() {
				id = "table.go." + itoa(x)
			}
		}
	}
	key, _ := pressPaged(t, tb, v, id, size)
	return key
}

// randomMove picks a legal move of the seat to decide.
func randomMove(m *engine.Match, rng *rand.Rand) (engine.Seat, overpower.Move) {
	s := m.Waiting()[0]
	l := m.Legal(s)
	return s, l[rng.IntN(len(l))].(overpower.Move)
}
