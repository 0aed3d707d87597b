package shell

import (
	"slices"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/render/platform"
)

// reloadGames are the games a test's address may name.
var reloadGames = []string{"goofspiel", "solotest"}

// reload opens the page again, on the same device, at the address it
// shows now.
func reload(t *testing.T, h *fakeHost) *Shell {
	t.Helper()
	return start(t, h, platform.ParseLaunch(h.address, reloadGames))
}

// sameGame fails unless r shows the match that s showed, at the same
// decision and on the same screen.
func sameGame(t *testing.T, s, r *Shell) {
	t.Helper()
	if r.play == nil {
		t.Fatalf("after the reload: scene %q (%s), no game", r.Status().Scene, r.Status().Message)
	}
	p, q := s.play, r.play
	if q.m.Seed() != p.m.Seed() || q.mode != p.mode || !slices.Equal(q.m.History(), p.m.History()) {
		t.Fatalf("after the reload: seed %d, %s, history %v; before: seed %d, %s, history %v",
			q.m.Seed(), q.mode, q.m.History(), p.m.Seed(), p.mode, p.m.History())
	}
	if r.Status().Scene != s.Status().Scene {
		t.Fatalf("after the reload the scene is %q, before %q", r.Status().Scene, s.Status().Scene)
	}
}

// addressNames fails unless the page's address names the match s shows:
// its game, mode and seed.
func addressNames(t *testing.T, h *fakeHost, s *Shell) {
	t.Helper()
	l := platform.ParseLaunch(h.address, reloadGames)
	if p := s.play; l.Game != p.game.ID || l.Mode != p.mode || !l.HasSeed || l.Seed != p.m.Seed() {
		t.Fatalf("the address %q does not name the %s game of seed %d on screen", h.address, p.mode, p.m.Seed())
	}
}

// TestReload_TheReportedGameComesBack is the reported case: a landing link
// starts a game against the computer, the player quits to the title and
// starts a hot-seat game from the menus (asked first: the computer's game
// is in progress), plays, and reloads: the hot-seat game comes back, not a
// new game against the computer.
func TestReload_TheReportedGameComesBack(t *testing.T) {
	h := newHost()
	h.store.Set(SettingsKey, "speed=off\n")
	h.address = "?game=goofspiel&mode=computer&level=hard"
	s := reload(t, h)
	expect(t, s, "table")
	addressNames(t, h, s)
	press(t, s, "table.menu")
	press(t, s, "pause.quit")
	expect(t, s, "title")
	if h.address != "?play=title" {
		t.Errorf("at the title the address is %q", h.address)
	}
	if r := reload(t, h); r.Status().Scene != "title" || !hasButton(r, "title.continue") {
		t.Errorf("a reload at the title shows %q with %v", r.Status().Scene, ids(r))
	}
	for _, id := range []string{"title.play", "games.goofspiel", "mode.hotseat", "mode.next", "setup.cards.5", "setup.start"} {
		press(t, s, id)
	}
	expect(t, s, "message")
	if !strings.Contains(s.Status().Message, "Start a new Goofspiel game? It takes the place of the Goofspiel game in progress") {
		t.Errorf("starting over the computer's game asked %q", s.Status().Message)
	}
	press(t, s, "message.start")
	for _, id := range []string{"handoff.ready", "table.bid.1", "handoff.ready", "table.bid.2", "handoff.ready", "table.bid.3"} {
		press(t, s, id)
	}
	expect(t, s, "handoff")
	addressNames(t, h, s)
	r := reload(t, h)
	sameGame(t, s, r)
	if r.play.mode != "hotseat" {
		t.Errorf("the reload plays %q", r.play.mode)
	}
}

// TestReload_EveryPathComesBackToItsGame: whatever way a game was opened,
// the address names it, and a reload brings it back at the same decision.
func TestReload_EveryPathComesBackToItsGame(t *testing.T) {
	t.Run("landing link", func(t *testing.T) {
		h := newHost()
		h.store.Set(SettingsKey, "speed=off\n")
		h.address = "?game=goofspiel&mode=computer&level=easy&set.cards=5"
		s := reload(t, h)
		press(t, s, "table.bid.4")
		addressNames(t, h, s)
		sameGame(t, s, reload(t, h))
	})
	t.Run("menus", func(t *testing.T) {
		h := newHost()
		h.address = "?play"
		s := playHotseat(t, h)
		press(t, s, "table.bid.2")
		addressNames(t, h, s)
		sameGame(t, s, reload(t, h))
	})
	t.Run("embed with options", func(t *testing.T) {
		h := newHost()
		h.address = "?lang=fr&game=goofspiel&mode=hotseat&set.cards=5"
		s := reload(t, h)
		press(t, s, "handoff.ready")
		press(t, s, "table.bid.3")
		addressNames(t, h, s)
		if !strings.HasPrefix(h.address, "?lang=fr&") || !strings.Contains(h.address, "&set.cards=5") {
			t.Errorf("the embedding page's address became %q", h.address)
		}
		sameGame(t, s, reload(t, h))
		// The same address on another device deals the same game afresh.
		o := newHost()
		o.address = h.address
		n := reload(t, o)
		if n.play.m.Seed() != s.play.m.Seed() || len(n.play.m.History()) != 0 || n.play.m.Setup().Get("cards", "") != "5" {
			t.Errorf("on another device: seed %d, %d moves, cards %q", n.play.m.Seed(), len(n.play.m.History()), n.play.m.Setup().Get("cards", ""))
		}
	})
	t.Run("continue", func(t *testing.T) {
		h := newHost()
		h.address = "?play"
		s := playHotseat(t, h)
		press(t, s, "table.bid.5")
		press(t, s, "handoff.ready")
		press(t, s, "table.menu")
		press(t, s, "pause.quit")
		s = reload(t, h) // at the title: the title again, and Continue
		press(t, s, "title.continue")
		expect(t, s, "handoff")
		addressNames(t, h, s)
		sameGame(t, s, reload(t, h))
	})
	t.Run("load", func(t *testing.T) {
		h := newHost()
		h.address = "?play"
		s := playHotseat(t, h)
		press(t, s, "table.bid.1")
		press(t, s, "handoff.ready")
		press(t, s, "table.menu")
		h.typed = []typed{{text: "Lunch"}}
		press(t, s, "pause.save")
		press(t, s, "message.ok")
		press(t, s, "pause.resume")
		press(t, s, "table.bid.2")
		press(t, s, "handoff.ready")
		press(t, s, "table.bid.2")
		press(t, s, "handoff.ready")
		press(t, s, "table.menu")
		press(t, s, "pause.load")
		press(t, s, "load.slot.0")
		press(t, s, "slot.load")
		press(t, s, "message.load")
		expect(t, s, "handoff")
		if n := len(s.play.m.History()); n != 1 {
			t.Fatalf("the slot loaded with %d moves", n)
		}
		addressNames(t, h, s)
		sameGame(t, s, reload(t, h))
	})
	t.Run("game over", func(t *testing.T) {
		h := newHost()
		h.store.Set(SettingsKey, "speed=off\nhandoff=off\n")
		h.address = "?game=goofspiel&mode=hotseat&set.cards=5"
		s := reload(t, h)
		for i := 0; i < 20 && s.Status().Scene == "table"; i++ {
			w := s.play.m.Waiting()
			if err := s.apply(w[0], s.play.m.Legal(w[0])[0].Key()); err != nil {
				t.Fatal(err)
			}
			tick(s, Input{})
		}
		expect(t, s, "gameover")
		addressNames(t, h, s)
		sameGame(t, s, reload(t, h))
		// Rematch: another deal, which the address then names.
		seed := s.play.m.Seed()
		press(t, s, "gameover.rematch")
		expect(t, s, "table")
		if s.play.m.Seed() == seed {
			t.Fatal("the rematch dealt the same seed")
		}
		press(t, s, "table.bid.5")
		addressNames(t, h, s)
		sameGame(t, s, reload(t, h))
	})
	t.Run("import", func(t *testing.T) {
		h := newHost()
		h.address = "?play"
		s := playHotseat(t, h)
		press(t, s, "table.bid.1")
		_, text, err := s.saves.export(s.play.m)
		if err != nil {
			t.Fatal(err)
		}
		press(t, s, "handoff.ready")
		press(t, s, "table.bid.3")
		press(t, s, "handoff.ready")
		press(t, s, "table.menu")
		press(t, s, "pause.quit")
		h.pick = text
		press(t, s, "title.load")
		press(t, s, "load.import")
		press(t, s, "message.load") // it takes the place of the game in progress
		expect(t, s, "handoff")
		if n := len(s.play.m.History()); n != 1 {
			t.Fatalf("the file opened with %d moves", n)
		}
		addressNames(t, h, s)
		sameGame(t, s, reload(t, h))
	})
}

// TestReload_AnAddressAsksBeforeTakingAGamesPlace: a link to another
// game of the kind in progress asks; keeping the game resumes it (and the
// address names it again), starting anew deals what the link asks for.
func TestReload_AnAddressAsksBeforeTakingAGamesPlace(t *testing.T) {
	h := newHost()
	h.address = "?play"
	s := playHotseat(t, h)
	press(t, s, "table.bid.3")
	link := "?game=goofspiel&mode=computer&level=hard"
	h.address = link
	r := reload(t, h)
	expect(t, r, "message")
	if m := r.Status().Message; !strings.Contains(m, "Your Goofspiel game between two players on this device is in progress (1 move)") {
		t.Errorf("the question: %q", m)
	}
	if h.address != link {
		t.Errorf("while asking the address became %q", h.address)
	}
	press(t, r, "message.ok")
	sameGame(t, s, r)
	addressNames(t, h, r)

	h.address = link
	n := reload(t, h)
	press(t, n, "message.new")
	expect(t, n, "table")
	if n.play.mode != "computer" || n.play.level != "hard" || len(n.play.m.History()) > 1 {
		t.Fatalf("the new game: %s, %s, %d moves", n.play.mode, n.play.level, len(n.play.m.History()))
	}
	addressNames(t, h, n)
	sameGame(t, n, reload(t, h))
}

// switchGames are the games of the builds a switch goes between: the
// Goofspiel build's and OverRealm's (which holds the warm-up too).
var switchGames = []string{"goofspiel", "overrealm"}

// openIn opens the page at the address it shows now in the build of
// games: the build another build's OpenBuild navigated to, or a reload.
func openIn(t *testing.T, h *fakeHost, games ...string) *Shell {
	t.Helper()
	only(t, games...)
	return start(t, h, platform.ParseLaunch(h.address, switchGames))
}

// autosaved is the moves of game's autosave, or nil without one.
func autosaved(s *Shell, game string) []engine.Move {
	m, err := s.saves.resume(game)
	if err != nil || m == nil {
		return nil
	}
	return m.History()
}

// playOne plays the first legal move of the first seat to act.
func playOne(t *testing.T, s *Shell) {
	t.Helper()
	w := s.play.m.Waiting()
	if err := s.apply(w[0], s.play.m.Legal(w[0])[0].Key()); err != nil {
		t.Fatal(err)
	}
	tick(s, Input{})
}

// TestReload_AfterASwitch: whatever opened another game's build, a reload
// there shows what the switch put on screen. The list of games opens the
// game's mode screen, and a reload shows that screen again: it deals no
// game (before, the address named a mode and the reload dealt one) and
// leaves the games in progress as they were. Continue, Load and an
// imported file open a game, which a reload brings back.
func TestReload_AfterASwitch(t *testing.T) {
	t.Run("the list of games", func(t *testing.T) {
		h := newHost()
		h.store.Set(SettingsKey, "speed=off\n")
		h.address = "?game=overrealm&mode=hotseat"
		s := openIn(t, h, switchGames...)
		playOne(t, s)
		realm := autosaved(s, "overrealm")
		h.address = "?game=goofspiel&mode=hotseat"
		s = openIn(t, h, "goofspiel")
		press(t, s, "handoff.ready")
		press(t, s, "table.bid.2")
		goof := autosaved(s, "goofspiel")
		press(t, s, "handoff.ready")
		press(t, s, "table.menu")
		press(t, s, "pause.quit")
		press(t, s, "title.play")
		press(t, s, "games.overrealm")
		expect(t, s, "opening")

		h.address = "?build=overrealm" // what OpenBuild navigates to
		s = openIn(t, h, switchGames...)
		expect(t, s, "mode")
		var r *Shell
		for i := range 2 {
			r = openIn(t, h, switchGames...)
			if r.Status().Scene != "mode" || r.choice.game != "overrealm" || r.play != nil {
				t.Fatalf("reload %d at %q: scene %q of %q (%s), want OverRealm's mode screen",
					i+1, h.address, r.Status().Scene, r.Status().Game, r.Status().Message)
			}
			if h.address != "?game=overrealm&play=setup" {
				t.Errorf("reload %d: the address became %q", i+1, h.address)
			}
			if got := autosaved(r, "overrealm"); !slices.Equal(got, realm) {
				t.Errorf("reload %d: OverRealm's game in progress went from %v to %v", i+1, realm, got)
			}
			if got := autosaved(r, "goofspiel"); !slices.Equal(got, goof) {
				t.Errorf("reload %d: Goofspiel's game in progress went from %v to %v", i+1, goof, got)
			}
		}
		press(t, r, "back")
		expect(t, r, "games")
		press(t, r, "back")
		if r = openIn(t, h, switchGames...); r.Status().Scene != "title" || !hasButton(r, "title.continue") {
			t.Errorf("a reload at the title shows %q with %v", r.Status().Scene, ids(r))
		}
	})
	// opened leaves the Goofspiel build, at the title, by pressing ids,
	// and returns OverRealm's build as it opens.
	opened := func(t *testing.T, h *fakeHost, ids ...string) *Shell {
		t.Helper()
		h.address = "?play=title"
		s := openIn(t, h, "goofspiel")
		for _, id := range ids {
			press(t, s, id)
		}
		if !slices.Equal(h.opened, []string{"overrealm"}) {
			t.Fatalf("opened builds %v, want [overrealm]; %+v", h.opened, s.Status())
		}
		h.address = "?build=overrealm"
		s = openIn(t, h, switchGames...)
		if s.play == nil || s.play.game.ID != "overrealm" {
			t.Fatalf("OverRealm's build opened %+v", s.Status())
		}
		l := platform.ParseLaunch(h.address, switchGames)
		if l.Game != "overrealm" || l.Mode != s.play.mode || !l.HasSeed || l.Seed != s.play.m.Seed() {
			t.Fatalf("the address %q does not name the OverRealm game on screen", h.address)
		}
		return s
	}
	// realmGame starts an OverRealm game of seed 9 and plays one move.
	realmGame := func(t *testing.T, h *fakeHost) *Shell {
		t.Helper()
		h.store.Set(SettingsKey, "speed=off\n")
		h.address = "?game=overrealm&mode=hotseat&seed=9"
		s := openIn(t, h, switchGames...)
		playOne(t, s)
		return s
	}
	t.Run("Continue", func(t *testing.T) {
		h := newHost()
		realmGame(t, h)
		s := opened(t, h, "title.continue")
		sameGame(t, s, openIn(t, h, switchGames...))
	})
	t.Run("Load", func(t *testing.T) {
		h := newHost()
		s := realmGame(t, h)
		if err := s.saves.saveSlot(s.play.m, "Realm night"); err != nil {
			t.Fatal(err)
		}
		h.store.Remove(currentKey)
		s = opened(t, h, "title.load", "load.slot.0", "slot.load")
		sameGame(t, s, openIn(t, h, switchGames...))
	})
	t.Run("import", func(t *testing.T) {
		h := newHost()
		s := realmGame(t, h)
		_, text, err := s.saves.export(s.play.m)
		if err != nil {
			t.Fatal(err)
		}
		h.store.Remove(currentKey)
		h.pick = text
		s = opened(t, h, "title.load", "load.import")
		sameGame(t, s, openIn(t, h, switchGames...))
	})
}
