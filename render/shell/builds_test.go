package shell

import (
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"overdeck/engine"
	"overdeck/render/kit"
	"overdeck/render/platform"
)

// only makes the shells of this test act as the build of the given games
// (a test binary registers every game).
func only(t *testing.T, games ...string) {
	t.Helper()
	old := inBuild
	inBuild = func(id string) bool { return slices.Contains(games, id) }
	t.Cleanup(func() { inBuild = old })
}

// TestCatalog_IsEveryGame: the catalog a build lists its games from names
// every game with a table, as the games themselves name and describe
// them, in kit.Playable's order.
func TestCatalog_IsEveryGame(t *testing.T) {
	games := slices.DeleteFunc(kit.Playable(), func(g *engine.Game) bool { return g.ID == "solotest" }) // solo_game_test.go's
	if len(games) != len(catalog) {
		t.Fatalf("catalog has %d games, the site %d", len(catalog), len(games))
	}
	for i, g := range games {
		want := entry{g.ID, g.Name, g.Blurb, g.Seats}
		if catalog[i] != want {
			t.Errorf("catalog[%d] = %+v, want %+v", i, catalog[i], want)
		}
	}
}

// TestGames_AnotherGameOpensItsBuild: the Goofspiel build lists every game;
// choosing OverRealm leaves for OverRealm's build, which opens at its mode
// screen with the mode chosen, Back going to the list of games.
func TestGames_AnotherGameOpensItsBuild(t *testing.T) {
	h := newHost()
	only(t, "goofspiel")
	s := start(t, h, platform.Launch{})
	press(t, s, "title.play")
	for _, e := range catalog {
		if !hasButton(s, "games."+e.ID) {
			t.Errorf("the games list lacks %s: %v", e.ID, ids(s))
		}
	}
	press(t, s, "games.goofspiel") // this build's own game stays here
	expect(t, s, "mode")
	press(t, s, "mode.computer")
	press(t, s, "back")
	press(t, s, "games.overrealm")
	expect(t, s, "opening")
	if !slices.Equal(h.opened, []string{"overrealm"}) {
		t.Fatalf("opened builds %v, want [overrealm]", h.opened)
	}

	only(t, "goofspiel", "overrealm")
	s = start(t, h, platform.Launch{})
	expect(t, s, "mode")
	if s.choice.game != "overrealm" {
		t.Errorf("OverRealm's build chose %q", s.choice.game)
	}
	if l := label(s, "mode.computer"); !strings.HasSuffix(l, "(selected)") {
		t.Errorf("the mode chosen in the other build is lost: %q", l)
	}
	press(t, s, "back")
	expect(t, s, "games")
	if _, has, _ := h.store.Get(HandoffKey); has {
		t.Error("the hand-off stays in storage once taken")
	}
}

// TestContinue_AnotherGamesBuild: the title screen of a build offers to
// continue the game in progress of another game, and Continue opens that
// game's build, which resumes it.
func TestContinue_AnotherGamesBuild(t *testing.T) {
	h := newHost()
	s := start(t, h, platform.Launch{Game: "overrealm", Mode: "hotseat"})
	moves := len(s.play.m.History())
	if s.saves.current() != "overrealm" {
		t.Fatalf("current = %q", s.saves.current())
	}

	only(t, "goofspiel")
	s = start(t, h, platform.Launch{})
	expect(t, s, "title")
	if l := label(s, "title.continue"); l != "Continue OverRealm" {
		t.Fatalf("title.continue = %q; buttons %v", l, ids(s))
	}
	press(t, s, "title.continue")
	if !slices.Equal(h.opened, []string{"overrealm"}) {
		t.Fatalf("opened builds %v, want [overrealm]", h.opened)
	}

	only(t, "goofspiel", "overrealm")
	s = start(t, h, platform.Launch{})
	if s.play == nil || s.play.game.ID != "overrealm" || len(s.play.m.History()) != moves {
		t.Fatalf("OverRealm's build did not resume the game: %+v", s.Status())
	}
}

// TestLoad_AnotherGamesSave: a save of OverRealm is listed in the
// Goofspiel build's load screen, and loading it opens OverRealm's build,
// which loads that save.
func TestLoad_AnotherGamesSave(t *testing.T) {
	h := newHost()
	s := start(t, h, platform.Launch{Game: "overrealm", Mode: "hotseat", Seed: 7, HasSeed: true})
	if err := s.saves.saveSlot(s.play.m, "Realm night"); err != nil {
		t.Fatal(err)
	}
	seed := s.play.m.Seed()
	h.store.Remove(currentKey) // nothing in progress: loading asks nothing

	only(t, "goofspiel")
	s = start(t, h, platform.Launch{})
	press(t, s, "title.load")
	if l := label(s, "load.slot.0"); !strings.HasPrefix(l, "Realm night, OverRealm, ") {
		t.Fatalf("load.slot.0 = %q", l)
	}
	press(t, s, "load.slot.0")
	press(t, s, "slot.load")
	expect(t, s, "opening")
	if !slices.Equal(h.opened, []string{"overrealm"}) {
		t.Fatalf("opened builds %v, want [overrealm]", h.opened)
	}

	only(t, "goofspiel", "overrealm")
	s = start(t, h, platform.Launch{})
	if s.play == nil || s.play.game.ID != "overrealm" || s.play.m.Seed() != seed {
		t.Fatalf("OverRealm's build did not load the save: %+v", s.Status())
	}
}

// TestHandoff_OnlyFreshAndForThisBuild: a hand-off left for another build,
// or left long ago, is dropped, and the build starts as usual.
func TestHandoff_OnlyFreshAndForThisBuild(t *testing.T) {
	now := time.Now()
	for _, c := range []struct {
		name string
		game string
		at   time.Time
	}{
		{"for another build", "overwatch", now},
		{"long ago", "overrealm", now.Add(-time.Hour)},
		{"from the future", "overrealm", now.Add(time.Hour)},
	} {
		h := newHost()
		q := url.Values{"game": {c.game}, "do": {"mode"}, "at": {strconv.FormatInt(c.at.UnixMilli(), 10)}}
		h.store.Set(HandoffKey, q.Encode())
		h.store.Set(HandoffFileKey, "a save file handed over with it")
		only(t, "goofspiel", "overrealm")
		s := start(t, h, platform.Launch{})
		if got := s.Status().Scene; got != "title" {
			t.Errorf("%s: scene %q, want the title", c.name, got)
		}
		for _, key := range []string{HandoffKey, HandoffFileKey} {
			if _, has, _ := h.store.Get(key); has {
				t.Errorf("%s: %s stays in storage", c.name, key)
			}
		}
	}
}

// TestSetup_PreparesTheComputersThread: the computer's thread is started
// as soon as the mode chosen gives the computer a seat, before the setup
// screen; a hot-seat game and a solo game played by the player never
// start it.
func TestSetup_PreparesTheComputersThread(t *testing.T) {
	for _, c := range []struct {
		game, mode string
		want       int
	}{
		{"goofspiel", "hotseat", 0},
		{"goofspiel", "computer", 1},
		{"goofspiel", "watch", 1},
		{"multiverse", "computer", 0},
		{"multiverse", "watch", 1},
	} {
		h := &threadHost{fakeHost: newHost()}
		s := start(t, h, platform.Launch{})
		press(t, s, "title.play")
		press(t, s, "games."+c.game)
		press(t, s, "mode."+c.mode)
		press(t, s, "mode.next")
		expect(t, s, "setup")
		if h.prepared != c.want {
			t.Errorf("%s %s: the thread was prepared %d times, want %d", c.game, c.mode, h.prepared, c.want)
		}
	}
}

// TestImport_AnotherGamesSave: a save file of OverRealm imported in the
// Goofspiel build opens OverRealm's build with the file, which loads it
// (it said "unknown game" before), and leaves nothing in storage.
func TestImport_AnotherGamesSave(t *testing.T) {
	h := newHost()
	s := start(t, h, platform.Launch{Game: "overrealm", Mode: "hotseat", Seed: 11, HasSeed: true})
	_, text, err := s.saves.export(s.play.m)
	if err != nil {
		t.Fatal(err)
	}
	seed := s.play.m.Seed()
	h.store.Remove(currentKey) // nothing in progress: importing asks nothing

	only(t, "goofspiel")
	s = start(t, h, platform.Launch{})
	h.pick = text
	press(t, s, "title.load")
	press(t, s, "load.import")
	expect(t, s, "opening")
	if !slices.Equal(h.opened, []string{"overrealm"}) {
		t.Fatalf("opened builds %v, want [overrealm]; message %q", h.opened, s.Status().Message)
	}

	only(t, "goofspiel", "overrealm")
	s = start(t, h, platform.Launch{})
	if s.play == nil || s.play.game.ID != "overrealm" || s.play.m.Seed() != seed {
		t.Fatalf("OverRealm's build did not load the imported file: %+v", s.Status())
	}
	for _, key := range []string{HandoffKey, HandoffFileKey} {
		if _, has, _ := h.store.Get(key); has {
			t.Errorf("%s stays in storage once taken", key)
		}
	}
}

// TestAddress_AfterSwitch: the build another build's menu opened shows
// the game's mode screen, and its address names that screen alone
// (?game=<id>&play=setup: no mode, which would deal a game on a reload),
// dropping the build parameter that brought it there; a game it then
// opens names itself, mode and seed, without that parameter too.
func TestAddress_AfterSwitch(t *testing.T) {
	h := newHost()
	only(t, "goofspiel")
	s := start(t, h, platform.Launch{})
	press(t, s, "title.play")
	press(t, s, "games.overrealm")
	expect(t, s, "opening")

	h.address = "?build=overrealm" // what OpenBuild navigates to
	only(t, "goofspiel", "overrealm")
	s = start(t, h, platform.Launch{})
	expect(t, s, "mode")
	if h.address != "?game=overrealm&play=setup" {
		t.Errorf("address at OverRealm's mode screen %q, want ?game=overrealm&play=setup", h.address)
	}
	press(t, s, "mode.hotseat")
	press(t, s, "mode.next")
	if h.address != "?game=overrealm&play=setup" {
		t.Errorf("address at OverRealm's setup screen %q, want ?game=overrealm&play=setup", h.address)
	}
	for s.Status().Scene == "setup" {
		press(t, s, "setup.start")
	}
	if s.play == nil {
		t.Fatalf("no OverRealm game opened: %+v", s.Status())
	}
	if !strings.HasPrefix(h.address, "?game=overrealm&mode=hotseat&seed=") || strings.Contains(h.address, "build") {
		t.Errorf("address of the OverRealm game %q", h.address)
	}
}

// TestAddress_ModeScreenInThisBuild: a game of this build chosen from the
// list of games names its mode screen too, and Back from it names the
// title again: no address on the way to a game names a mode.
func TestAddress_ModeScreenInThisBuild(t *testing.T) {
	h := newHost()
	h.address = "?play"
	s := start(t, h, platform.Launch{})
	press(t, s, "title.play")
	press(t, s, "games.goofspiel")
	expect(t, s, "mode")
	if h.address != "?game=goofspiel&play=setup" {
		t.Errorf("address at Goofspiel's mode screen %q", h.address)
	}
	press(t, s, "mode.computer")
	press(t, s, "back")
	expect(t, s, "games")
	if h.address != "?play=title" {
		t.Errorf("address back at the list of games %q", h.address)
	}
}
