package shell

import (
	"overdeck/game/goofspiel"
	"strings"
	"testing"

	"overdeck/render/platform"
	"overdeck/render/ui/uitest"
)

// bidRound plays one round of a hot-seat Goofspiel of 5 cards (hand-off
// screens off) in which Player 1 takes the prize: their score changes.
func bidRound(t *testing.T, settings string) *Shell {
	t.Helper()
	h := newHost()
	h.store.Set(SettingsKey, settings)
	s := start(t, h, platform.Launch{})
	press(t, s, "title.play")
	press(t, s, "games.goofspiel")
	press(t, s, "mode.next")
	press(t, s, "setup.cards.5")
	press(t, s, "setup.start")
	expect(t, s, "table")
	press(t, s, "table.bid.5")
	press(t, s, "table.bid.1")
	return s
}

// TestMotion_OffLeavesNothingRunning: with the animation speed "off", a
// score that changed is drawn at its new value at once, nothing runs.
func TestMotion_OffLeavesNothingRunning(t *testing.T) {
	s := bidRound(t, "speed=off\nhandoff=off\n")
	f := tick(s, Input{})
	if s.Animating() {
		t.Error("an animation runs with the speed off")
	}
	if got := strings.Join(uitest.Drawn(f), "|"); !contains(got, score(s)) {
		t.Errorf("the new score %q is not shown at once: %s", score(s), got)
	}
}

// TestMotion_InputDuringAnimationIsTakenAtOnce: at normal speed a changed
// score animates; a press during the animation finishes it and is acted
// on in the same tick.
func TestMotion_InputDuringAnimationIsTakenAtOnce(t *testing.T) {
	s := bidRound(t, "speed=normal\nhandoff=off\n")
	f := tick(s, Input{})
	if !s.Animating() {
		t.Fatal("no animation after the score changed")
	}
	if got := strings.Join(uitest.Drawn(f), "|"); contains(got, score(s)) {
		t.Errorf("the score jumped to its new value: %s", got)
	}
	if !s.Press("table.bid.4") {
		t.Fatal("the bid buttons are not enabled during the animation")
	}
	s.Update(Input{Dt: 1.0 / 60})
	if s.Animating() {
		t.Error("a press did not finish the animation")
	}
	if w := s.play.m.Waiting(); len(w) != 1 || w[0] != 1 {
		t.Errorf("the press during the animation was not taken: waiting for %v", w)
	}
	if got := joined(s.Frame()); !contains(got, score(s)) {
		t.Errorf("after the press the score is not at rest: %s", got)
	}
}

// TestMotion_ReducedMotionStartsOff: the system's reduced-motion
// preference switches animations off, unless the player chose a speed.
func TestMotion_ReducedMotionStartsOff(t *testing.T) {
	s := start(t, newHost(), platform.Launch{})
	s.SetReducedMotion(true)
	if Speeds[s.settings.Speed] != "Off" {
		t.Errorf("speed %s under reduced motion", Speeds[s.settings.Speed])
	}
	h := newHost()
	h.store.Set(SettingsKey, "speed=fast\n")
	s = start(t, h, platform.Launch{})
	s.SetReducedMotion(true)
	if Speeds[s.settings.Speed] != "Fast" {
		t.Errorf("the player's own speed was overridden: %s", Speeds[s.settings.Speed])
	}
}

// TestSound_OffUntilTurnedOn: sounds asked for while sound is off are not
// played; once on, a move plays its sound at the chosen volume.
func TestSound_OffUntilTurnedOn(t *testing.T) {
	s := bidRound(t, "speed=normal\nhandoff=off\n")
	if c, _ := s.Cues(); len(c) != 0 {
		t.Errorf("sound off, yet cues %q", c)
	}
	s.settings.Sound = true
	press(t, s, "table.bid.4")
	c, vol := s.Cues()
	if !contains(joinStrings(c), "play") || vol != 0.75 {
		t.Errorf("cues %q at volume %v", c, vol)
	}
}

func contains(s, sub string) bool { return strings.Contains(s, sub) }

func joinStrings(ss []string) string { return strings.Join(ss, "|") }

// score is Player 1's score as the table writes it at rest.
func score(s *Shell) string {
	st := s.play.view().State.(*goofspiel.View)
	return "Player 1: " + itoa(int(st.Scores[0])) + " points"
}
