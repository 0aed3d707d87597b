package multiverse

import (
	"math/rand/v2"
	"testing"

	"overdeck/engine"
	"overdeck/game/multiverse"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// screens are the sizes every frame test draws at.
var screens = [][2]float64{{1280, 720}, {360, 640}, {1920, 1080}}

// newMatch deals a game of Against the Multiverse with the table's default
// setup changed by opts (key, value pairs).
func newMatch(t testing.TB, seed uint64, opts ...string) *engine.Match {
	t.Helper()
	setup := engine.Setup{}
	for _, o := range Options() {
		setup = setup.With(o.Key, o.Default)
	}
	for i := 0; i+1 < len(opts); i += 2 {
		setup = setup.With(opts[i], opts[i+1])
	}
	m, err := engine.NewMatch(multiverse.Game, setup, seed)
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

// press presses id on tb for v after checking that the frame drawn for v
// shows it enabled; it returns the action key, if any.
func press(t testing.TB, tb *Table, v *engine.SeatView, id string) (string, bool) {
	t.Helper()
	f := drawFor(tb, v, 1280, 720)
	if b, ok := f.Find(id); !ok || !b.Enabled {
		t.Fatalf("button %s is not on the screen (or disabled); buttons: %v", id, enabledIDs(f))
	}
	return tb.Action(id, v)
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

// skipTurn dismisses the Multiverse's turn if it is shown.
func skipTurn(t testing.TB, tb *Table, v *engine.SeatView) {
	t.Helper()
	if _, ok := drawFor(tb, v, 1280, 720).Find("table.step.skip"); ok {
		press(t, tb, v, "table.step.skip")
	}
}

// playRandom plays n random legal moves (straight to the match), or to
// the end.
func playRandom(t testing.TB, m *engine.Match, rng *rand.Rand, n int) {
	t.Helper()
	for i := 0; i < n && !m.Outcome().Over; i++ {
		l := m.Legal(0)
		if err := m.Apply(0, l[rng.IntN(len(l))]); err != nil {
			t.Fatal(err)
		}
	}
}

// endTurn plays to the end of the player's turn: it draws instead of
// attacking, and discards the first cards when it must.
func endTurn(t testing.TB, m *engine.Match) {
	t.Helper()
	turn := view(m.View(0)).Turn
	for !m.Outcome().Over && view(m.View(0)).Turn == turn {
		l := m.Legal(0)
		key := l[0].Key()
		for _, a := range l {
			if a.Key() == "e" {
				key = "e"
			}
		}
		if err := m.ApplyKey(0, key); err != nil {
			t.Fatal(err)
		}
	}
}
