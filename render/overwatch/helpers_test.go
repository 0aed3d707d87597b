package overwatch

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/game/overwatch"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// screens are the sizes every frame test draws at.
var screens = [][2]float64{{1280, 720}, {390, 844}, {844, 390}}

func newMatch(t testing.TB, seed uint64) *engine.Match {
	t.Helper()
	m, err := engine.NewMatch(overwatch.Game, engine.Setup{}.With("first", "random"), seed)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// playRandom plays n random legal decisions (straight to the match).
func playRandom(t testing.TB, m *engine.Match, rng *rand.Rand, n int) {
	t.Helper()
	for i := 0; i < n && !m.Outcome().Over; i++ {
		s := m.Waiting()[0]
		l := m.Legal(s)
		if err := m.Apply(s, l[rng.IntN(len(l))]); err != nil {
			t.Fatal(err)
		}
	}
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
// (at a screen size chosen by n) shows it enabled; it returns the action
// key, if any.
func press(t testing.TB, tb *Table, v *engine.SeatView, id string, n int) (string, bool) {
	t.Helper()
	s := screens[n%len(screens)]
	f := drawFor(tb, v, s[0], s[1])
	if b, ok := f.Find(id); !ok || !b.Enabled {
		t.Fatalf("%v: button %s is not on the screen (or disabled) for %v; buttons: %v", s, id, v.Seat, enabledIDs(f))
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

// dismiss reads the round result if it is up.
func dismiss(t testing.TB, tb *Table, v *engine.SeatView) {
	t.Helper()
	if _, ok := drawFor(tb, v, 1280, 720).Find("table.banner"); ok {
		if k, ok := press(t, tb, v, "table.banner", 0); ok {
			t.Fatalf("the banner gave the key %q", k)
		}
	}
}

// build presses the buttons that make up key for v's seat (at screen
// size n) and returns what the last press gives. Every press but the last
// must give no key.
func build(t testing.TB, tb *Table, v *engine.SeatView, key string, n int) (string, bool) {
	t.Helper()
	var ids []string
	switch {
	case key == "pass":
		ids = []string{"table.pass"}
	case key == "done":
		ids = []string{"table.done"}
	case key == "a" || key == "b" || key == "skip":
		ids = []string{"table.opt." + key}
	case strings.HasPrefix(key, "h"):
		var c, r, col int
		fmt.Sscanf(key, "h%d:%d:%d", &c, &r, &col)
		ids = []string{fmt.Sprintf("table.card.%d", c), fmt.Sprintf("table.slot.%d.%d", r, col)}
	case strings.HasPrefix(key, "u"):
		ids = []string{"table.hero." + key[1:], "table.ult"}
	case strings.HasPrefix(key, "t"):
		s := screens[n%len(screens)]
		first := "table.hero." + key[1:]
		if b, ok := drawFor(tb, v, s[0], s[1]).Find("table.pick." + key[1:]); ok && b.Enabled {
			first = "table.pick." + key[1:]
		}
		ids = []string{first, "table.confirm"}
	default:
		t.Fatalf("no way to build %q", key)
	}
	for _, id := range ids[:len(ids)-1] {
		if k, ok := press(t, tb, v, id, n); ok {
			t.Fatalf("pressing %s on the way to %q gave the key %q", id, key, k)
		}
	}
	return press(t, tb, v, ids[len(ids)-1], n)
}

// checkFrame checks that every button fits the screen, is tall enough to
// touch, has an id starting with "table." and a label, and that enabled
// buttons do not overlap.
func checkFrame(t testing.TB, tb *Table, v *engine.SeatView) {
	t.Helper()
	for _, s := range screens {
		f := drawFor(tb, v, s[0], s[1])
		for i, b := range f.Buttons {
			if !strings.HasPrefix(b.ID, "table.") || b.Label == "" || b.H < layout.MinTouch-0.01 ||
				b.X < -0.01 || b.Y < -0.01 || b.X+b.W > s[0]+0.01 || b.Y+b.H > s[1]+0.01 {
				t.Fatalf("%v: button %+v", s, b)
			}
			for _, o := range f.Buttons[:i] {
				if b.Enabled && o.Enabled && b.X < o.X+o.W-0.5 && o.X < b.X+b.W-0.5 && b.Y < o.Y+o.H-0.5 && o.Y < b.Y+b.H-0.5 {
					t.Fatalf("%v: %s overlaps %s", s, b.ID, o.ID)
				}
			}
		}
	}
}
