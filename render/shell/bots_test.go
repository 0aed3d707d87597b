package shell

import (
	"testing"

	"overdeck/render/platform"
)

// run ticks s until it shows scene, at most n ticks.
func run(t *testing.T, s *Shell, scene string, n int) {
	t.Helper()
	for i := 0; i < n && s.Status().Scene != scene; i++ {
		tick(s, Input{})
	}
	expect(t, s, scene)
}

func TestComputerAnswersTheHuman(t *testing.T) {
	h := newHost()
	h.store.Set(SettingsKey, "speed=off\nhandoff=on\n")
	s := start(t, h, platform.Launch{Game: "goofspiel", Mode: "computer", Level: "easy", Seed: 3, HasSeed: true})
	expect(t, s, "table") // one human: no hand-off
	if st := s.Status(); st.Mode != "computer" {
		t.Errorf("status %+v", st)
	}
	for round := 1; round <= 13; round++ {
		press(t, s, "table.bid."+itoa(round))
		for i := 0; i < 500 && s.Status().Scene == "table" && len(s.Status().ToAct) != 2; i++ {
			tick(s, Input{})
		}
	}
	run(t, s, "gameover", 10)
	if h.count(platform.EventGameOver) != 1 {
		t.Errorf("events %+v", h.events)
	}
}

func TestWatchPlaysToTheEnd(t *testing.T) {
	h := newHost()
	h.store.Set(SettingsKey, "speed=off\n")
	s := start(t, h, platform.Launch{Game: "goofspiel", Mode: "watch", Level: "easy"})
	expect(t, s, "table")
	if len(s.Buttons()) != 1 {
		t.Errorf("a spectator has buttons: %v", ids(s))
	}
	run(t, s, "gameover", 3000)
}

func TestLaunchProblemsAreShown(t *testing.T) {
	s := start(t, newHost(), platform.Launch{Problems: []string{"There is no game called 'chess'."}})
	expect(t, s, "message")
	if s.Status().Message != "There is no game called 'chess'." {
		t.Errorf("message %q", s.Status().Message)
	}
	press(t, s, "message.ok")
	expect(t, s, "title")
}

func itoa(n int) string {
	if n >= 10 {
		return string(rune('0'+n/10)) + string(rune('0'+n%10))
	}
	return string(rune('0' + n))
}
