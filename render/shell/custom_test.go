package shell

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/game/overwatch"
	"overdeck/render/kit"
	rw "overdeck/render/overwatch" // the Overwatch kit, with its deck builder
	"overdeck/render/platform"
)

// toSetup goes from the title to the Overwatch setup screen, hot-seat.
func toSetup(t *testing.T, s *Shell) {
	t.Helper()
	press(t, s, "title.play")
	press(t, s, "games.overwatch")
	press(t, s, "mode.next")
	expect(t, s, "setup")
}

// buildDeck opens the editor of option key, empties the deck, puts the
// first n deck heroes in and returns them; Done is left to the caller.
func buildDeck(t *testing.T, s *Shell, key string, n int) []uint8 {
	t.Helper()
	press(t, s, "setup."+key+".edit")
	expect(t, s, "editor")
	press(t, s, "edit.clear")
	if s.Press("edit.done") {
		t.Fatal("Done is enabled for an empty deck")
	}
	if l := label(s, "edit.done"); !strings.Contains(l, "this one holds 0") {
		t.Errorf("Done's label %q does not say why", l)
	}
	heroes := rw.Heroes("")[:n]
	for _, c := range heroes {
		press(t, s, "edit.hero."+strconv.Itoa(int(c)))
	}
	return heroes
}

func TestDeckBuilder_SetupEditDoneStart(t *testing.T) {
	h := newHost()
	s := start(t, h, platform.Launch{})
	toSetup(t, s)
	if !hasButton(s, "setup.deck0.edit") || !hasButton(s, "setup.deck1.edit") || hasButton(s, "setup.deck0.custom") {
		t.Fatalf("setup buttons %v", ids(s))
	}
	if !hasButton(s, "setup.first.2") || !hasButton(s, "setup.start") {
		t.Fatalf("a desktop setup screen needs pages: %v", ids(s))
	}
	heroes := buildDeck(t, s, "deck0", 21)
	if !strings.HasPrefix(label(s, "edit.done"), "Done: use this") {
		t.Fatalf("Done's label with 21 heroes: %q", label(s, "edit.done"))
	}
	press(t, s, "edit.done")
	expect(t, s, "setup")
	if l := label(s, "setup.deck0.custom"); l != "Custom deck (21 heroes) (selected)" {
		t.Errorf("the custom radio: %q", l)
	}
	if strings.HasSuffix(label(s, "setup.deck0.full"), "(selected)") || hasButton(s, "setup.deck1.custom") {
		t.Errorf("labels %q; buttons %v", label(s, "setup.deck0.full"), ids(s))
	}
	stored, ok, _ := h.store.Get(CustomKey("overwatch", "deck0"))
	if !ok || !strings.HasPrefix(stored, "custom:") {
		t.Fatalf("stored %q, %v", stored, ok)
	}
	press(t, s, "setup.start")
	expect(t, s, "handoff")
	got, err := overwatch.DeckCards(s.play.m.Setup().Get("deck0", ""))
	if err != nil || !slices.Equal(got, heroes) || s.play.m.Setup().Get("deck1", "") != "full" {
		t.Fatalf("the match's decks: %v, %v; deck1 %q", got, err, s.play.m.Setup().Get("deck1", ""))
	}
	st := s.play.m.View(0).State.(*overwatch.View)
	if len(st.P[0].Pool) != 21 || int(st.P[0].DeckN)+int(st.P[0].HandN) != 21 || len(st.P[1].Pool) != 38 {
		t.Errorf("pools %d and %d, deck %d + hand %d", len(st.P[0].Pool), len(st.P[1].Pool), st.P[0].DeckN, st.P[0].HandN)
	}
}

func TestDeckBuilder_EscapeKeepsTheOldDeck(t *testing.T) {
	h := newHost()
	s := start(t, h, platform.Launch{})
	toSetup(t, s)
	press(t, s, "setup.deck1.assault")
	buildDeck(t, s, "deck1", 20)
	tick(s, Input{Keys: []Act{Back}})
	expect(t, s, "setup")
	if !strings.HasSuffix(label(s, "setup.deck1.assault"), "(selected)") || hasButton(s, "setup.deck1.custom") {
		t.Errorf("after Escape: %q, buttons %v", label(s, "setup.deck1.assault"), ids(s))
	}
	if _, ok, _ := h.store.Get(CustomKey("overwatch", "deck1")); ok {
		t.Error("a cancelled deck was stored")
	}
	press(t, s, "setup.deck1.edit")
	press(t, s, "back")
	expect(t, s, "setup")
	press(t, s, "setup.start")
	if got := s.play.m.Setup().Get("deck1", ""); got != "assault" {
		t.Errorf("deck1 = %q", got)
	}
}

func TestDeckBuilder_KeptForTheNextVisit(t *testing.T) {
	h := newHost()
	s := start(t, h, platform.Launch{})
	toSetup(t, s)
	heroes := buildDeck(t, s, "deck1", 22)
	press(t, s, "edit.done")

	s = start(t, h, platform.Launch{}) // a reload: a new shell on the same storage
	toSetup(t, s)
	if l := label(s, "setup.deck1.custom"); l != "Custom deck (22 heroes)" {
		t.Fatalf("the stored deck is offered as %q; buttons %v", l, ids(s))
	}
	press(t, s, "setup.deck1.custom")
	press(t, s, "setup.deck1.edit") // the editor starts from the stored deck
	press(t, s, "edit.done")
	press(t, s, "setup.start")
	got, err := overwatch.DeckCards(s.play.m.Setup().Get("deck1", ""))
	if err != nil || !slices.Equal(got, heroes) {
		t.Fatalf("deck1 after a reload: %v, %v", got, err)
	}
}

func TestDeckBuilder_DamagedStoredDeckIsIgnored(t *testing.T) {
	h := newHost()
	_ = h.store.Set(CustomKey("overwatch", "deck0"), "custom:Ana,Nobody,\x00")
	_ = h.store.Set(CustomKey("overwatch", "deck1"), "full")
	s := start(t, h, platform.Launch{})
	toSetup(t, s)
	if hasButton(s, "setup.deck0.custom") || hasButton(s, "setup.deck1.custom") {
		t.Fatalf("a damaged deck is offered: %v", ids(s))
	}
	if s.Press("setup.deck0.custom") {
		t.Error("a damaged deck can be pressed")
	}
	press(t, s, "setup.deck0.edit")
	expect(t, s, "editor")
	press(t, s, "edit.done") // from the selected deck, the full set
	if l := label(s, "setup.deck0.custom"); l != "Custom deck (38 heroes) (selected)" {
		t.Errorf("the deck built over a damaged one: %q", l)
	}
}

func TestDeckBuilder_BlockedStorageStillBuildsAndPlays(t *testing.T) {
	h := newHost()
	h.store.Blocked = true
	s := start(t, h, platform.Launch{})
	toSetup(t, s)
	heroes := buildDeck(t, s, "deck0", 20)
	press(t, s, "edit.done")
	if l := label(s, "setup.deck0.custom"); l != "Custom deck (20 heroes) (selected)" {
		t.Fatalf("custom radio %q", l)
	}
	press(t, s, "setup.start")
	expect(t, s, "message") // the game cannot be saved: said once
	press(t, s, "message.ok")
	expect(t, s, "handoff")
	if got, _ := overwatch.DeckCards(s.play.m.Setup().Get("deck0", "")); !slices.Equal(got, heroes) {
		t.Errorf("deck0 = %v", got)
	}
}

// Escape at the table closes an open overlay first; only a second Escape
// opens the pause menu.
func TestEscapeClosesATableOverlayFirst(t *testing.T) {
	s := start(t, newHost(), platform.Launch{})
	toSetup(t, s)
	press(t, s, "setup.start")
	press(t, s, "handoff.ready")
	expect(t, s, "table")
	press(t, s, "table.help")
	if !hasButton(s, "table.close") {
		t.Fatalf("no overlay: %v", ids(s))
	}
	tick(s, Input{Keys: []Act{Back}})
	expect(t, s, "table")
	if hasButton(s, "table.close") || !hasButton(s, "table.help") {
		t.Fatalf("Escape left the overlay: %v", ids(s))
	}
	tick(s, Input{Keys: []Act{Back}})
	expect(t, s, "pause")
}

// Every setup button can be reached on every screen, inside it and apart
// from the others: in columns on a desktop, on pages on a phone.
func TestSetupFitsEveryScreen(t *testing.T) {
	for _, size := range [][2]float64{{1280, 720}, {960, 600}, {390, 844}, {844, 390}} {
		s := start(t, newHost(), platform.Launch{})
		s.Resize(size[0], size[1])
		toSetup(t, s)
		seen := map[string]bool{}
		for page := 0; page < 6; page++ {
			bs := s.Buttons()
			for i, b := range bs {
				seen[b.ID] = true
				if b.X < 0 || b.Y < 0 || b.X+b.W > size[0]+0.5 || b.Y+b.H > size[1]+0.5 {
					t.Errorf("%v: %s outside the screen: %+v", size, b.ID, b)
				}
				for _, o := range bs[i+1:] {
					if b.X < o.X+o.W && o.X < b.X+b.W && b.Y < o.Y+o.H && o.Y < b.Y+b.H {
						t.Errorf("%v: %s and %s overlap", size, b.ID, o.ID)
					}
				}
			}
			if !s.Press("setup.page.next") {
				break
			}
			tick(s, Input{})
		}
		for _, id := range []string{"setup.deck0.full", "setup.deck0.edit", "setup.deck1.fortress", "setup.deck1.edit",
			"setup.first.random", "setup.first.2", "setup.start", "back"} {
			if !seen[id] {
				t.Errorf("%v: %s cannot be reached", size, id)
			}
		}
		if size == [2]float64{1280, 720} && seen["setup.page.next"] {
			t.Error("the desktop setup needs pages")
		}
	}
}

// TestModeWith_AValueDecidesTheMode: a value made with an option's editor
// that requires a mode (kit.Custom.Mode) decides it whatever mode was
// chosen; other values, and a mode the shell does not know, leave it.
func TestModeWith_AValueDecidesTheMode(t *testing.T) {
	need := map[string]string{"two": "hotseat", "one": "computer", "odd": "solitaire"}
	k := kit.Kit{Options: []kit.Option{{Key: "deck"},
		{Key: "pool", Custom: &kit.Custom{Mode: func(v string) string { return need[v] }}}}}
	for _, c := range []struct{ pool, chosen, want string }{
		{"two", "computer", "hotseat"}, {"two", "watch", "hotseat"}, {"one", "hotseat", "computer"},
		{"", "watch", "watch"}, {"odd", "hotseat", "hotseat"}, {"other", "computer", "computer"},
	} {
		setup := engine.Setup{}.With("deck", "two").With("pool", c.pool)
		if got := modeWith(k, setup, c.chosen); got != c.want {
			t.Errorf("pool %q, chosen %s: %s, want %s", c.pool, c.chosen, got, c.want)
		}
	}
}
