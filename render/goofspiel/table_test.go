package goofspiel

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/game/goofspiel"
	"overdeck/render/kit"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

func newMatch(t *testing.T, seed uint64) *engine.Match {
	t.Helper()
	m, err := engine.NewMatch(goofspiel.Game, engine.Setup{}, seed)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func draw(m *engine.Match, s engine.Seat, w, h float64) *ui.Frame {
	f := ui.NewFrame(layout.For(w, h), "")
	(&Table{}).Draw(f, f.M.Screen, m.View(s))
	return f
}

// The second chooser's screen is the same whatever the first one bid.
func TestSecondChooserSeesNothingOfTheFirstBid(t *testing.T) {
	var frames []*ui.Frame
	for _, bid := range []string{"b13", "b2", "b7"} {
		m := newMatch(t, 5)
		if err := m.ApplyKey(0, bid); err != nil {
			t.Fatal(err)
		}
		frames = append(frames, draw(m, 1, 1280, 720), draw(m, 1, 390, 844))
	}
	for i := 2; i < len(frames); i++ {
		if !reflect.DeepEqual(frames[i].Ops, frames[i%2].Ops) || !reflect.DeepEqual(frames[i].Buttons, frames[i%2].Buttons) {
			t.Fatalf("Player 2's screen depends on Player 1's secret bid (frame %d)", i)
		}
	}
	if !slices.Contains(frames[0].Texts(), "Your bid, Player 2; Player 1 has chosen") &&
		!strings.Contains(strings.Join(frames[0].Texts(), "|"), "Player 1 has chosen") {
		t.Errorf("Player 2 is not told Player 1 has chosen: %q", frames[0].Texts())
	}
}

func TestHandIsBidButtonsOfTheActingSeat(t *testing.T) {
	m := newMatch(t, 1)
	for _, size := range [][2]float64{{1280, 720}, {390, 844}, {844, 390}, {320, 568}} {
		f := draw(m, 0, size[0], size[1])
		bids := 0
		for _, b := range f.Buttons {
			bid := strings.HasPrefix(b.ID, BidPrefix)
			if bid {
				bids++
			}
			// The bids are pressed; the other buttons (the scores, the
			// prize) are only read in the mirror.
			if bid != b.Enabled || bid && b.H < layout.MinTouch ||
				b.X < 0 || b.Y < 0 || b.X+b.W > size[0] || b.Y+b.H > size[1]+0.01 {
				t.Errorf("%v: button %+v", size, b)
			}
		}
		if bids != 13 {
			t.Fatalf("%v: %d bid buttons, want 13", size, bids)
		}
	}
	if err := m.ApplyKey(0, "b4"); err != nil {
		t.Fatal(err)
	}
	f := draw(m, 0, 1280, 720)
	for _, b := range f.Buttons {
		if b.Enabled {
			t.Errorf("%s is pressable after bidding", b.ID)
		}
	}
	if !strings.Contains(strings.Join(f.Texts(), "|"), "You bid 4. Player 2 has not chosen yet.") {
		t.Errorf("texts = %q", f.Texts())
	}
}

func TestActionMapsOnlyLegalBids(t *testing.T) {
	m := newMatch(t, 1)
	v := m.View(0)
	for id, want := range map[string]string{"table.bid.5": "b5", "table.bid.13": "b13", "table.bid.14": "", "table.bid.269": "", "table.menu": "", "table.bid.x": ""} {
		key, ok := (&Table{}).Action(id, v)
		if ok != (want != "") || key != want && ok {
			t.Errorf("Action(%q) = %q, %v; want %q", id, key, ok, want)
		}
	}
	m.ApplyKey(0, "b5")
	if _, ok := (&Table{}).Action("table.bid.6", m.View(0)); ok {
		t.Error("a seat that has chosen can bid again")
	}
}

func TestSpectatorSeesBothHandsAndNoButtonToPress(t *testing.T) {
	m := newMatch(t, 1)
	m.ApplyKey(0, "b5")
	m.ApplyKey(1, "b6")
	f := draw(m, engine.NoSeat, 1280, 720)
	for _, b := range f.Buttons {
		if b.Enabled || strings.HasPrefix(b.ID, BidPrefix) {
			t.Errorf("spectator has a button to press: %+v", b)
		}
	}
	texts := strings.Join(f.Texts(), "|")
	for _, want := range []string{"Player 1's hand", "Player 2's hand", "Player 1 bid 5, Player 2 bid 6", "Player 2: "} {
		if !strings.Contains(texts, want) {
			t.Errorf("spectator does not see %q in %q", want, texts)
		}
	}
}

func TestKitIsRegistered(t *testing.T) {
	k, ok := kit.Lookup("goofspiel")
	if !ok || k.DefaultSetup().Get("cards", "") != "13" || !strings.Contains(k.Rules, "prize") {
		t.Fatalf("kit = %+v, %v", k, ok)
	}
	if _, err := engine.NewMatch(goofspiel.Game, k.DefaultSetup().With("shell.mode", "watch"), 1); err != nil {
		t.Errorf("the default setup with a shell option is refused: %v", err)
	}
	for _, c := range k.Options[0].Choices {
		if _, err := engine.NewMatch(goofspiel.Game, engine.Setup{}.With("cards", c.Value), 1); err != nil {
			t.Errorf("choice %s refused: %v", c.Value, err)
		}
	}
}
