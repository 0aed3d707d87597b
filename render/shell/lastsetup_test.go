package shell

import (
	"strings"
	"testing"

	"overdeck/render/platform"
)

// TestSetup_OpensAsLastStarted: the setup screen of a new visit opens with
// the options of the last game started (a ready-made choice and a built
// deck alike); a deck built since replaces a stored custom choice with the
// default, and a stored setup that cannot be read, or names values the
// options no longer offer, opens the defaults.
func TestSetup_OpensAsLastStarted(t *testing.T) {
	h := newHost()
	s := start(t, h, platform.Launch{})
	toSetup(t, s)
	buildDeck(t, s, "deck0", 22)
	press(t, s, "edit.done")
	press(t, s, "setup.deck1.fortress")
	press(t, s, "setup.first.2")
	press(t, s, "setup.start")

	selected := func(s *Shell, id string) bool { return strings.HasSuffix(label(s, id), "(selected)") }
	s = start(t, h, platform.Launch{}) // a new visit resumes the match: quit it
	press(t, s, "handoff.ready")
	press(t, s, "table.menu")
	press(t, s, "pause.quit")
	press(t, s, "title.play")
	press(t, s, "games.overwatch")
	press(t, s, "mode.next")
	expect(t, s, "setup")
	if !selected(s, "setup.deck0.custom") || !selected(s, "setup.deck1.fortress") || !selected(s, "setup.first.2") {
		t.Fatalf("a new visit's setup: %q, %q, %q", label(s, "setup.deck0.custom"), label(s, "setup.deck1.fortress"), label(s, "setup.first.2"))
	}

	// Another deck built and dropped: the stored setup's custom deck is gone.
	buildDeck(t, s, "deck0", 25)
	press(t, s, "edit.done")
	press(t, s, "back")
	press(t, s, "back")
	press(t, s, "games.overwatch")
	press(t, s, "mode.next")
	if !selected(s, "setup.deck0.full") || !selected(s, "setup.deck1.fortress") {
		t.Errorf("after a new deck: %q, %q", label(s, "setup.deck0.full"), label(s, "setup.deck1.fortress"))
	}

	for _, bad := range []string{"%zz;;", "deck0=nosuchdeck&first=9", "deck0=custom:Ana&deck1="} {
		h := newHost()
		h.store.Set(SetupKey("overwatch"), bad)
		s = start(t, h, platform.Launch{})
		press(t, s, "title.play")
		press(t, s, "games.overwatch")
		press(t, s, "mode.next")
		if !selected(s, "setup.deck0.full") || !selected(s, "setup.deck1.full") {
			t.Errorf("stored %q: decks %q, %q", bad, label(s, "setup.deck0.full"), label(s, "setup.deck1.full"))
		}
		if bad == "deck0=nosuchdeck&first=9" && !selected(s, "setup.first.random") {
			t.Errorf("stored %q: first %q", bad, label(s, "setup.first.random"))
		}
	}
}
