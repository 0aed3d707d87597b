package shell

import (
	"strings"
	"testing"

	"overdeck/render/platform"
)

// TestHowTo_FirstGameTipAndPage: in a first game the header says what to
// do now, and a tap on it opens the game's "how a turn works" page, which
// the "?" button opens too; hiding the tips there keeps them hidden, for
// this game on this device, after a reload; finishing a game hides them
// too.
func TestHowTo_FirstGameTipAndPage(t *testing.T) {
	h := newHost()
	h.store.Set(SettingsKey, "speed=off\n")
	launch := platform.Launch{Game: "goofspiel", Mode: "computer", Level: "easy", Seed: 3, HasSeed: true}
	s := start(t, h, launch)
	expect(t, s, "table")
	f := thought(t, s)
	if !hasButton(s, "table.firsttip") || !strings.Contains(strings.Join(f.Texts(), "|"), "Tip: tap a card of your hand to bid for the") {
		t.Fatalf("no first-game tip: %q", f.Texts())
	}
	press(t, s, "table.howto")
	expect(t, s, "howto")
	f = s.Frame()
	if got := strings.Join(f.Texts(), " "); !strings.Contains(got, "How a turn works") || !strings.Contains(got, "The prize to win") || !strings.Contains(got, "1. A prize card") {
		t.Errorf("the how-to page shows %q", got)
	}
	press(t, s, "back")
	expect(t, s, "table")
	press(t, s, "table.firsttip")
	expect(t, s, "howto")
	press(t, s, "howto.notips")
	expect(t, s, "table")
	tick(s, Input{})
	if hasButton(s, "table.firsttip") {
		t.Error("the tip is still shown after Hide tips")
	}
	if _, ok, _ := h.store.Get(FirstGameKey("goofspiel")); !ok {
		t.Error("hiding the tips was not stored")
	}
	s = start(t, h, launch)
	tick(s, Input{})
	if hasButton(s, "table.firsttip") || !hasButton(s, "table.howto") {
		t.Errorf("after a reload: buttons %v", ids(s))
	}

	h = newHost()
	h.store.Set(SettingsKey, "speed=off\n")
	s = start(t, h, platform.Launch{Game: "goofspiel", Mode: "hotseat", Seed: 3, HasSeed: true})
	for i := 0; i < 100 && !s.play.m.Outcome().Over; i++ {
		for _, w := range s.play.m.Waiting() {
			if err := s.play.m.Apply(w, s.play.m.Legal(w)[0]); err != nil {
				t.Fatal(err)
			}
		}
	}
	for i := 0; i < 10 && s.Status().Scene == "handoff"; i++ {
		press(t, s, "handoff.ready")
	}
	run(t, s, "gameover", 10)
	if _, ok, _ := h.store.Get(FirstGameKey("goofspiel")); !ok {
		t.Error("a finished first game did not hide the tips")
	}
}
