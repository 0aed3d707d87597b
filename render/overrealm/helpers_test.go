package overrealm

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/game/overrealm"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// screens are the sizes every frame test draws at.
var screens = [][2]float64{{1280, 720}, {390, 844}, {844, 390}}

func newMatch(t testing.TB, mode string, seed uint64) *engine.Match {
	t.Helper()
	m, err := engine.NewMatch(overrealm.Game, engine.Setup{}.With("mode", mode), seed)
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
		t.Fatalf("button %s is not on the screen (or disabled) for %v; buttons: %v", id, v.Seat, ids(f))
	}
	return tb.Action(id, v)
}

func ids(f *ui.Frame) []string {
	var out []string
	for _, b := range f.Buttons {
		if b.Enabled {
			out = append(out, b.ID)
		}
	}
	return out
}

// dismissReveal steps through (or skips) the reveal if one is up.
func dismissReveal(t testing.TB, tb *Table, v *engine.SeatView, rng *rand.Rand) {
	t.Helper()
	for i := 0; i < 100; i++ {
		f := drawFor(tb, v, 1280, 720)
		if _, ok := f.Find("table.step.next"); !ok {
			return
		}
		id := "table.step.next"
		if rng.IntN(4) == 0 {
			id = "table.step.skip"
		}
		press(t, tb, v, id)
	}
	t.Fatal("the reveal never ends")
}

// build presses the buttons that make up key for v's seat and returns
// what the last press (Confirm or a KO button) gives.
func build(t testing.TB, tb *Table, v *engine.SeatView, key string) (string, bool) {
	t.Helper()
	st := view(v)
	u := tb.ui(v, st)
	switch {
	case key == "kl":
		return press(t, tb, v, "table.ko.left")
	case key == "kr":
		return press(t, tb, v, "table.ko.right")
	case strings.HasPrefix(key, "p"):
		press(t, tb, v, "table.pick."+key[1:])
	case strings.HasPrefix(key, "t"):
		for _, n := range strings.Split(key[1:], ".") {
			press(t, tb, v, "table.pick."+n)
		}
	case strings.HasPrefix(key, "a"):
		top, bot, _ := strings.Cut(key[1:], "-")
		for _, d := range bot {
			press(t, tb, v, "table.arrange."+string(d))
			press(t, tb, v, "table.arrange."+string(d))
		}
		for _, d := range top {
			press(t, tb, v, "table.arrange."+string(d))
		}
	default:
		buildSelection(t, tb, v, u, key)
	}
	return press(t, tb, v, "table.confirm")
}

func buildSelection(t testing.TB, tb *Table, v *engine.SeatView, u *seatUI, key string) {
	t.Helper()
	switch key {
	case "draw", "ctr", "swl", "swr":
		press(t, tb, v, map[string]string{"draw": "table.space.draw", "ctr": "table.space.counter", "swl": "table.space.left", "swr": "table.space.right"}[key])
		return
	}
	c, err := overrealm.ParseChoice(key)
	if err != nil {
		t.Fatal(err)
	}
	press(t, tb, v, "table.space."+strconv.Itoa(int(c.Act)+1))
	if u.b.prot != c.Prot {
		press(t, tb, v, "table.protect")
	}
	for _, b := range c.Buffs {
		press(t, tb, v, handID(v, b))
	}
	for _, d := range c.Discards {
		for i := 0; i < 3 && u.b.role(d) != 2; i++ {
			press(t, tb, v, handID(v, d))
		}
	}
	if c.Side != u.b.side {
		press(t, tb, v, []string{"", "table.side.left", "table.side.right"}[c.Side])
	}
	for i := 0; i < 10 && u.b.late != c.Late; i++ {
		press(t, tb, v, "table.late")
	}
}

// handID is the mirror id of card c in the hand of v's seat.
func handID(v *engine.SeatView, c uint8) string {
	hand := view(v).P[v.Seat].Hand
	return cardID(int(v.Seat), c, hand[:max(0, slices.Index(hand, c))])
}
