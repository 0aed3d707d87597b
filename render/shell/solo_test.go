package shell

import (
	"strings"
	"testing"

	"overdeck/render/platform"
)

// TestSolo_ModePickerOffersPlayAndWatch: a one-player game offers "Play"
// and "Watch the computer play" (with its level), never two players.
func TestSolo_ModePickerOffersPlayAndWatch(t *testing.T) {
	s := start(t, newHost(), platform.Launch{})
	if f := s.Frame(); !strings.Contains(joined(f), "Card games for one or two") {
		t.Errorf("title says %q", f.Texts())
	}
	press(t, s, "title.play")
	press(t, s, "games.solotest")
	expect(t, s, "mode")
	if hasButton(s, "mode.hotseat") || label(s, "mode.computer") != "Play (selected)" || label(s, "mode.watch") != "Watch the computer play" {
		t.Fatalf("modes %v: %q %q", ids(s), label(s, "mode.computer"), label(s, "mode.watch"))
	}
	if s.Press("level.hard") {
		t.Error("a level is offered for the player's own game")
	}
	press(t, s, "mode.watch")
	press(t, s, "level.hard")
	press(t, s, "mode.computer")
	press(t, s, "mode.next")
	expect(t, s, "setup")
	f := s.Frame()
	for _, want := range []string{"Your record", "Easy: not played yet", "Hard: not played yet"} {
		if !strings.Contains(joined(f), want) {
			t.Errorf("setup screen lacks %q: %q", want, f.Texts())
		}
	}
	press(t, s, "setup.target.8")
	press(t, s, "setup.start")
	expect(t, s, "table") // no hand-off
	if st := s.Status(); st.Mode != "computer" || st.Game != "solotest" {
		t.Errorf("status %+v", st)
	}
	if f := s.Frame(); !strings.Contains(joined(f), "Solo Test") || strings.Contains(joined(f), "to choose") {
		t.Errorf("header %q", s.Frame().Texts())
	}
}

// TestSolo_UndoStopsAtAReveal: a step may be taken back, and the game is
// autosaved without it; a draw (it showed a card) may not.
func TestSolo_UndoStopsAtAReveal(t *testing.T) {
	h := newHost()
	s := start(t, h, platform.Launch{Game: "solotest", Mode: "computer", Seed: 4, HasSeed: true})
	expect(t, s, "table")
	if s.Press("table.undo") {
		t.Fatal("undo offered before any move")
	}
	press(t, s, "table.step")
	press(t, s, "table.undo")
	if n := len(s.play.m.History()); n != 0 {
		t.Fatalf("after undo %d moves are kept", n)
	}
	if m, err := s.saves.lib.Resume("solotest"); err != nil || len(m.History()) != 0 {
		t.Fatalf("autosave after undo: %v, %v", err, m)
	}
	press(t, s, "table.draw")
	if s.Press("table.undo") {
		t.Error("a draw can be taken back")
	}
	s.queue = append(s.queue, Intent{Act: Press, ID: "table.undo"}) // as if pressed anyway
	tick(s, Input{})
	if n := len(s.play.m.History()); n != 1 {
		t.Errorf("undo went past a reveal: %d moves", n)
	}
	press(t, s, "table.menu")
	if hasButton(s, "pause.undo") {
		t.Error("the pause menu offers a take-back past the table's undo")
	}
}

// TestSolo_HintIsWhatHardWouldDo: the hint button has the Hard bot think
// on the player's view and hands its choice, a legal action, to the table.
func TestSolo_HintIsWhatHardWouldDo(t *testing.T) {
	h := newHost()
	s := start(t, h, platform.Launch{Game: "solotest", Mode: "computer", Seed: 9, HasSeed: true})
	press(t, s, "table.hint")
	tbl := s.play.table.(*soloTable)
	for i := 0; i < 5000 && tbl.hint == ""; i++ {
		tick(s, Input{})
	}
	if tbl.hint != "step" && tbl.hint != "draw" {
		t.Fatalf("hint %q", tbl.hint)
	}
	if len(s.play.m.History()) != 0 {
		t.Error("the hint moved for the player")
	}
}

// TestSolo_RecordByDifficulty: a finished game counts in the record of its
// difficulty, shown on the setup screen; a watched game does not count.
func TestSolo_RecordByDifficulty(t *testing.T) {
	h := newHost()
	h.store.Set(SettingsKey, "speed=off\n")
	s := start(t, h, platform.Launch{Game: "solotest", Mode: "computer", Seed: 2, HasSeed: true})
	for i := 0; i < 6; i++ {
		press(t, s, "table.step")
	}
	expect(t, s, "gameover")
	if f := s.Frame(); !strings.Contains(joined(f), "You lose") {
		t.Errorf("game over says %q", f.Texts())
	}
	raw, _, _ := h.store.Get(RecordKey("solotest"))
	if raw != "12=1%2C0%2C6%2Creached+6" {
		t.Fatalf("record %q", raw)
	}
	press(t, s, "gameover.rematch")
	for i := 0; i < 6; i++ {
		press(t, s, "table.draw")
	}
	expect(t, s, "gameover")
	raw, _, _ = h.store.Get(RecordKey("solotest"))
	if got := parseTally(strings.TrimPrefix(strings.ReplaceAll(raw, "%2C", ","), "12=")); got.games != 2 || got.wins != 1 || got.best != 21 {
		t.Fatalf("record %q", raw)
	}
	w := start(t, h, platform.Launch{Game: "solotest", Mode: "watch", Level: "easy"})
	if hasButton(w, "table.step") || hasButton(w, "table.draw") {
		t.Errorf("the watcher may move: %v", ids(w))
	}
	run(t, w, "gameover", 3000)
	if raw2, _, _ := h.store.Get(RecordKey("solotest")); raw2 != raw {
		t.Errorf("a watched game counted: %q", raw2)
	}
	press(t, w, "gameover.title")
	press(t, w, "title.play")
	press(t, w, "games.solotest")
	press(t, w, "mode.computer")
	press(t, w, "mode.next")
	if f := w.Frame(); !strings.Contains(joined(f), "Normal: 2 games, 1 win; best: reached 21") {
		t.Errorf("setup record %q", f.Texts())
	}
}

// TestSolo_HotseatLaunchPlays: a URL asking for two players on a
// one-player game plays it.
func TestSolo_HotseatLaunchPlays(t *testing.T) {
	s := start(t, newHost(), platform.Launch{Game: "solotest", Mode: "hotseat"})
	expect(t, s, "table")
	if st := s.Status(); st.Mode != "computer" {
		t.Errorf("status %+v", st)
	}
}

// TestLaunchSetupOptions: a URL's set.<key> options choose the game's
// setup; an unknown option or value is named in a message and left out.
func TestLaunchSetupOptions(t *testing.T) {
	s := start(t, newHost(), platform.Launch{Game: "solotest", Mode: "computer",
		Setup: []platform.SetupOption{{Key: "target", Value: "20"}, {Key: "colour", Value: "red"}}})
	expect(t, s, "message")
	if !strings.Contains(s.Status().Message, "no option called 'colour'") {
		t.Errorf("message %q", s.Status().Message)
	}
	press(t, s, "message.ok")
	expect(t, s, "table")
	if got := s.play.m.Setup().Get("target", ""); got != "20" {
		t.Errorf("target %q", got)
	}
	s = start(t, newHost(), platform.Launch{Game: "solotest", Setup: []platform.SetupOption{{Key: "target", Value: "99"}}})
	expect(t, s, "message")
	if got := s.play.m.Setup().Get("target", ""); got != "12" || !strings.Contains(s.Status().Message, "'99' is not a choice of Difficulty") {
		t.Errorf("target %q, message %q", got, s.Status().Message)
	}
}

// TestSolo_TablePlaceSurvivesAReload: a kit.Keeper table's place is kept
// after each press and given back when the match is resumed; a new match
// starts without it.
func TestSolo_TablePlaceSurvivesAReload(t *testing.T) {
	h := newHost()
	s := start(t, h, platform.Launch{Game: "solotest", Mode: "computer", Seed: 4, HasSeed: true})
	press(t, s, "table.mark")
	press(t, s, "table.mark")
	press(t, s, "table.step")
	r := start(t, h, platform.Launch{}) // the page reloads: the match resumes
	expect(t, r, "table")
	if got := r.play.table.(*soloTable).mark; got != "xx" {
		t.Errorf("after the reload the mark is %q", got)
	}
	n := start(t, h, platform.Launch{Game: "solotest", Mode: "computer", Seed: 5, HasSeed: true})
	press(t, n, "message.new") // another seed is another game: asked first
	if got := n.play.table.(*soloTable).mark; got != "" {
		t.Errorf("a new match starts with the mark %q", got)
	}
}

// TestSolo_TableFinishesBeforeGameOver: a kit.Finisher table stays up
// after the last move while it shows the end; then the game-over screen
// comes, once.
func TestSolo_TableFinishesBeforeGameOver(t *testing.T) {
	h := newHost()
	s := start(t, h, platform.Launch{Game: "solotest", Mode: "computer", Seed: 4, HasSeed: true})
	for i := 0; i < 5; i++ {
		press(t, s, "table.step")
	}
	tbl := s.play.table.(*soloTable)
	tbl.finish = true
	press(t, s, "table.step")
	tick(s, Input{})
	expect(t, s, "table")
	if h.count(platform.EventGameOver) != 0 || s.Status().Outcome == "" {
		t.Errorf("status %+v, events %+v", s.Status(), h.events)
	}
	tbl.finish = false
	tick(s, Input{})
	expect(t, s, "gameover")
	if h.count(platform.EventGameOver) != 1 {
		t.Errorf("events %+v", h.events)
	}
}
