package shell

import (
	"strings"
	"testing"

	"overdeck/render/platform"
)

func TestTitleIsReadyAndAnnounced(t *testing.T) {
	h := newHost()
	s := start(t, h, platform.Launch{})
	expect(t, s, "title")
	if !s.Status().Ready || h.count(platform.EventReady) != 1 || h.count(platform.EventScene) != 1 {
		t.Fatalf("status %+v, events %+v", s.Status(), h.events)
	}
	if h.events[0].Type != platform.EventReady || h.events[1].Scene != "title" {
		t.Errorf("events %+v: want ready first, then the title scene", h.events)
	}
	for _, id := range []string{"title.play", "title.load", "title.settings"} {
		if !hasButton(s, id) {
			t.Errorf("no %s", id)
		}
	}
	if hasButton(s, "title.continue") || s.Press("title.continue") || s.Press("nothing") {
		t.Error("Continue offered with nothing saved, or Press accepts a missing button")
	}
	tick(s, Input{})
	if h.count(platform.EventReady) != 1 || h.count(platform.EventScene) != 1 {
		t.Errorf("events repeated: %+v", h.events)
	}
}

func TestMenusDownToTheTable(t *testing.T) {
	h := newHost()
	s := start(t, h, platform.Launch{})
	press(t, s, "title.play")
	expect(t, s, "games")
	if l := label(s, "games.goofspiel"); !strings.HasPrefix(l, "Goofspiel: ") {
		t.Errorf("game label %q", l)
	}
	press(t, s, "games.goofspiel")
	expect(t, s, "mode")
	if l := label(s, "mode.hotseat"); l != "Two players on this device (selected)" {
		t.Errorf("mode label %q", l)
	}
	if s.Press("level.hard") {
		t.Error("a level can be chosen in hot-seat")
	}
	press(t, s, "mode.computer")
	press(t, s, "level.hard")
	if label(s, "level.hard") != "Computer: Hard (selected)" || label(s, "level.normal") != "Computer: Normal" {
		t.Errorf("level labels %q %q", label(s, "level.hard"), label(s, "level.normal"))
	}
	press(t, s, "mode.hotseat")
	press(t, s, "back")
	expect(t, s, "games")
	press(t, s, "games.goofspiel")
	press(t, s, "mode.next")
	expect(t, s, "setup")
	if !strings.HasSuffix(label(s, "setup.cards.13"), "(selected)") {
		t.Errorf("13 cards is not the default: %q", label(s, "setup.cards.13"))
	}
	press(t, s, "setup.cards.5")
	press(t, s, "setup.start")
	expect(t, s, "handoff")
	st := s.Status()
	if st.Game != "goofspiel" || st.Mode != "hotseat" || len(st.ToAct) != 2 {
		t.Errorf("status %+v", st)
	}
	if l := label(s, "handoff.ready"); l != "I am Player 1: show my cards" || len(s.Buttons()) != 1 {
		t.Errorf("handoff buttons %v, label %q", ids(s), l)
	}
	press(t, s, "handoff.ready")
	expect(t, s, "table")
	if !hasButton(s, "table.bid.5") || hasButton(s, "table.bid.6") || !hasButton(s, "table.menu") {
		t.Errorf("table buttons %v", ids(s))
	}
}

// playHotseat starts a 5-card hot-seat match and passes the first hand-off.
func playHotseat(t *testing.T, h *fakeHost) *Shell {
	s := start(t, h, platform.Launch{})
	press(t, s, "title.play")
	press(t, s, "games.goofspiel")
	press(t, s, "mode.next")
	press(t, s, "setup.cards.5")
	press(t, s, "setup.start")
	press(t, s, "handoff.ready")
	expect(t, s, "table")
	return s
}

func TestHotseatHandsOffAndHidesTheFirstBid(t *testing.T) {
	h := newHost()
	s := playHotseat(t, h)
	for round := 0; round < 5; round++ {
		f := press(t, s, "table.bid."+string(rune('1'+round)))
		expect(t, s, "handoff")
		if strings.Contains(joined(f), "bid "+string(rune('1'+round))) || len(f.Buttons) != 2 || !hasButton(s, "handoff.takeback") {
			t.Fatalf("the hand-off screen shows something: %q", joined(f))
		}
		if got := s.Status().ToAct; len(got) != 1 || got[0] != 1 {
			t.Errorf("toAct after Player 1 bids = %v", got)
		}
		f = press(t, s, "handoff.ready")
		expect(t, s, "table")
		text := joined(f)
		if strings.Contains(text, "You bid") || !strings.Contains(text, "Player 1 has chosen") {
			t.Fatalf("Player 2's table: %q", text)
		}
		press(t, s, "table.bid."+string(rune('5'-round)))
		if round < 4 {
			expect(t, s, "handoff")
			if label(s, "handoff.ready") != "I am Player 1: show my cards" {
				t.Fatalf("after Player 2 bids: %v", ids(s))
			}
			press(t, s, "handoff.ready")
		}
	}
	expect(t, s, "gameover")
	if h.count(platform.EventGameOver) != 1 || s.Status().Outcome == "" {
		t.Errorf("game over: status %+v, events %+v", s.Status(), h.events)
	}
	press(t, s, "gameover.rematch")
	expect(t, s, "handoff")
	press(t, s, "handoff.ready")
	if !hasButton(s, "table.bid.5") || hasButton(s, "table.bid.6") {
		t.Errorf("the rematch lost the setup: %v", ids(s))
	}
}

func TestPointerAndKeyboardPressLikeTheMirror(t *testing.T) {
	s := start(t, newHost(), platform.Launch{})
	play, _ := s.last.Find("title.play")
	load, _ := s.last.Find("title.load")
	in := func(x, y float64) Pointer { return Pointer{Down: true, At: pt(x, y)} }
	out := func(x, y float64) Pointer { return Pointer{At: pt(x, y)} }
	tick(s, Input{Pointers: []Pointer{in(play.X+5, play.Y+5)}})
	tick(s, Input{Pointers: []Pointer{out(load.X+5, load.Y+5)}})
	expect(t, s, "title") // released on another button: nothing
	tick(s, Input{Pointers: []Pointer{in(play.X+5, play.Y+5)}})
	tick(s, Input{Pointers: []Pointer{out(play.X+play.W-2, play.Y+play.H-2)}})
	expect(t, s, "games")
	tick(s, Input{Keys: []Act{Back}})
	expect(t, s, "title")
	tick(s, Input{Keys: []Act{FocusNext}})
	if s.focus != "title.play" {
		t.Fatalf("focus = %q", s.focus)
	}
	tick(s, Input{Keys: []Act{FocusNext, FocusNext, FocusPrev}})
	if s.focus != "title.load" {
		t.Fatalf("focus = %q", s.focus)
	}
	tick(s, Input{Keys: []Act{Confirm}})
	expect(t, s, "load")
}

func TestEscapeOpensThePauseMenu(t *testing.T) {
	s := playHotseat(t, newHost())
	tick(s, Input{Keys: []Act{Back}})
	expect(t, s, "pause")
	for _, id := range []string{"pause.resume", "pause.save", "pause.load", "pause.export", "pause.rules", "pause.settings", "pause.quit"} {
		if !hasButton(s, id) {
			t.Errorf("no %s", id)
		}
	}
	press(t, s, "pause.rules")
	expect(t, s, "rules")
	press(t, s, "back")
	tick(s, Input{Keys: []Act{Back}})
	expect(t, s, "table")
	press(t, s, "table.menu")
	press(t, s, "pause.resume")
	expect(t, s, "table")
}
