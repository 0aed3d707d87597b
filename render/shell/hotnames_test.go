package shell

import (
	"math/rand/v2"
	"strings"
	"testing"

	"overdeck/render/platform"
)

// TestNames_HotSeat types the players' names on Goofspiel's setup screen
// and checks that the hand-off screens, the status line and the game-over
// screen use them, that a reloaded match keeps them, and that a name left
// empty is "Player 2".
func TestNames_HotSeat(t *testing.T) {
	h := newHost()
	h.store.Set(SettingsKey, "speed=off\n")
	h.typed = []typed{{text: "  Ann \n"}, {text: "Bo"}, {text: ""}}
	s := start(t, h, platform.Launch{})
	press(t, s, "title.play")
	press(t, s, "games.goofspiel")
	press(t, s, "mode.next")
	expect(t, s, "setup")
	press(t, s, "setup.name.0")
	press(t, s, "setup.name.1")
	if l := label(s, "setup.name.0"); l != "Player 1 is Ann (change)" {
		t.Fatalf("setup.name.0 reads %q", l)
	}
	press(t, s, "setup.start")
	texts := strings.Join(tick(s, Input{}).Texts(), " ")
	if !strings.Contains(texts, "Pass to Ann") {
		t.Errorf("the first hand-off: %q", texts)
	}
	if got := s.play.m.Setup().Get(OptName+"1", ""); got != "Bo" {
		t.Errorf("the match's setup keeps %q for seat 2", got)
	}

	// A new visit resumes the match with its names.
	s = start(t, h, platform.Launch{})
	texts = strings.Join(tick(s, Input{}).Texts(), " ")
	if !strings.Contains(texts, "Ann") {
		t.Errorf("the resumed match forgot Ann: %q", texts)
	}
	press(t, s, "handoff.ready")
	texts = strings.Join(tick(s, Input{}).Texts(), " ")
	if !strings.Contains(texts, "Ann, choose your bid.") || !strings.Contains(texts, "Bo has not chosen yet.") || strings.Contains(texts, "Player 1") {
		t.Errorf("the status line: %q", texts)
	}

	rng := rand.New(rand.NewPCG(3, 3))
	for i := 0; i < 500 && !s.play.m.Outcome().Over; i++ {
		w := s.play.m.Waiting()
		l := s.play.m.Legal(w[0])
		if err := s.play.m.Apply(w[0], l[rng.IntN(len(l))]); err != nil {
			t.Fatal(err)
		}
	}
	for i := 0; i < 600 && s.Status().Scene != "gameover"; i++ {
		for _, id := range []string{"table.step.skip", "handoff.ready"} {
			if hasButton(s, id) {
				press(t, s, id)
			}
		}
		tick(s, Input{})
	}
	expect(t, s, "gameover")
	texts = strings.Join(tick(s, Input{}).Texts(), " ")
	o := s.play.m.Outcome()
	winner := "A draw"
	if !o.Draw() {
		winner = []string{"Ann wins", "Bo wins"}[o.Winners[0]]
	}
	if !strings.Contains(texts, winner) || strings.Contains(texts, "Player") {
		t.Errorf("the game-over screen, %s: %q", winner, texts)
	}

	// A name typed empty is the seat's own.
	press(t, s, "gameover.title")
	press(t, s, "title.play")
	press(t, s, "games.goofspiel")
	press(t, s, "mode.next")
	if l := label(s, "setup.name.1"); l != "Player 2 is Bo (change)" {
		t.Errorf("the next setup remembers %q", l)
	}
	press(t, s, "setup.name.1")
	if l := label(s, "setup.name.1"); l != "Player 2: no name (change)" {
		t.Errorf("after an empty name: %q", l)
	}
}
