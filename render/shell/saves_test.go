package shell

import (
	"strings"
	"testing"

	"overdeck/engine/save"
	"overdeck/render/platform"
)

func TestReloadResumesThroughTheHandoff(t *testing.T) {
	h := newHost()
	s := playHotseat(t, h)
	press(t, s, "table.bid.3")
	// A reload: a new shell over the same storage.
	s = start(t, h, platform.Launch{})
	expect(t, s, "handoff")
	if label(s, "handoff.ready") != "I am Player 2: show my cards" {
		t.Fatalf("resumed hand-off: %v", s.Buttons())
	}
	f := press(t, s, "handoff.ready")
	if strings.Contains(joined(f), "You bid") || !strings.Contains(joined(f), "Player 1 has chosen") {
		t.Errorf("resumed table: %q", joined(f))
	}
	press(t, s, "table.menu")
	press(t, s, "pause.quit")
	expect(t, s, "title")
	if label(s, "title.continue") != "Continue Goofspiel" {
		t.Fatalf("title after quit: %v", ids(s))
	}
	press(t, s, "title.continue")
	expect(t, s, "handoff")
}

func TestDamagedAutosaveIsReportedAndKept(t *testing.T) {
	h := newHost()
	key := save.AutosaveKey("goofspiel")
	h.store.Set(currentKey, "goofspiel")
	h.store.Set(key, "overdeck-save-1:AAAAbroken")
	s := start(t, h, platform.Launch{})
	expect(t, s, "message")
	st := s.Status()
	if !strings.Contains(st.Message, "cannot be read") {
		t.Errorf("message %q", st.Message)
	}
	for _, id := range []string{"message.fresh", "message.download", "message.ok"} {
		if !hasButton(s, id) {
			t.Errorf("no %s in %v", id, ids(s))
		}
	}
	press(t, s, "message.download")
	if h.downloads["overdeck-goofspiel-damaged.ovdk"] != "overdeck-save-1:AAAAbroken" {
		t.Errorf("downloads %v", h.downloads)
	}
	press(t, s, "message.ok")
	expect(t, s, "title")
	if v, _, _ := h.store.Get(key); v != "overdeck-save-1:AAAAbroken" {
		t.Errorf("the damaged save was touched: %q", v)
	}
	// Starting fresh lets it go only with a copy kept aside.
	s = start(t, h, platform.Launch{})
	press(t, s, "message.fresh")
	expect(t, s, "mode")
	keys, _ := h.store.Keys()
	kept := false
	for _, k := range keys {
		v, _, _ := h.store.Get(k)
		kept = kept || strings.HasPrefix(k, "overdeck:aside:") && strings.Contains(v, "AAAAbroken")
	}
	if !kept {
		t.Errorf("no copy kept aside: %v", keys)
	}
}

func TestSettingsPersistAndTurnHandoffsOff(t *testing.T) {
	h := newHost()
	s := start(t, h, platform.Launch{})
	press(t, s, "title.settings")
	if label(s, "settings.speed") != "Animation speed: Normal" || label(s, "settings.handoff") != "Hand-off screens: On" {
		t.Fatalf("settings labels %v", s.Buttons())
	}
	press(t, s, "settings.speed")
	press(t, s, "settings.handoff")
	if v, _, _ := h.store.Get(SettingsKey); v != "speed=fast\nhandoff=off\nsound=off\nvolume=75\ntext=normal\n" {
		t.Errorf("stored settings %q", v)
	}
	s = start(t, h, platform.Launch{Game: "goofspiel"})
	expect(t, s, "table")
	press(t, s, "table.menu")
	press(t, s, "pause.settings")
	if label(s, "settings.speed") != "Animation speed: Fast" || label(s, "settings.handoff") != "Hand-off screens: Off" {
		t.Errorf("settings after reload %v", s.Buttons())
	}
}

func TestParseSettingsIgnoresJunk(t *testing.T) {
	for text, want := range map[string]Settings{
		"":                           DefaultSettings,
		"speed=off\nhandoff=off":     {Speed: 3, SpeedSet: true, Handoff: false, Volume: 2},
		"speed=warp\nhandoff=maybe":  DefaultSettings,
		"colour=red\nspeed=Slow\n\n": {Speed: 0, SpeedSet: true, Handoff: true, Volume: 2},
		"sound=on\nvolume=25\ntext=larger\nvolume=loud": {Speed: 1, Handoff: true, Sound: true, Volume: 0, Text: 2},
	} {
		if got := ParseSettings(text); got != want {
			t.Errorf("ParseSettings(%q) = %+v, want %+v", text, got, want)
		}
		if got := ParseSettings(want.String()); got != want {
			t.Errorf("round trip of %+v = %+v", want, got)
		}
	}
}

func TestBlockedStorageWarnsOnceAndPlaysOn(t *testing.T) {
	h := newHost()
	h.store.Blocked = true
	s := start(t, h, platform.Launch{Game: "goofspiel"})
	expect(t, s, "message")
	if !strings.Contains(s.Status().Message, "cannot be saved") {
		t.Errorf("message %q", s.Status().Message)
	}
	press(t, s, "message.ok")
	expect(t, s, "handoff")
	press(t, s, "handoff.ready")
	press(t, s, "table.bid.1")
	expect(t, s, "handoff")
	press(t, s, "handoff.ready")
	press(t, s, "table.bid.2")
	expect(t, s, "handoff") // no second warning
}

func TestSlotsExportAndImport(t *testing.T) {
	h := newHost()
	s := playHotseat(t, h)
	press(t, s, "table.bid.2")
	press(t, s, "handoff.ready")
	press(t, s, "table.menu")
	h.typed = []typed{{text: " Lunch "}}
	press(t, s, "pause.save")
	if s.Status().Message != "Saved as \"Lunch\"." || len(h.asked) != 1 || h.asked[0] != "Name this save [Save 1]" {
		t.Errorf("save message %q, asked %q", s.Status().Message, h.asked)
	}
	press(t, s, "message.ok")
	press(t, s, "pause.export")
	var exported string
	for name, text := range h.downloads {
		if strings.HasSuffix(name, ".ovdk") {
			exported = text
		}
	}
	if !strings.HasPrefix(exported, save.TextPrefix) {
		t.Fatalf("downloads %v", h.downloads)
	}
	press(t, s, "pause.quit")
	press(t, s, "title.load")
	expect(t, s, "load")
	if l := label(s, "load.slot.0"); !strings.HasPrefix(l, "Lunch, Goofspiel, ") || !strings.HasSuffix(l, ", 1 moves") {
		t.Errorf("slot label %q", l)
	}
	press(t, s, "load.slot.0")
	press(t, s, "slot.load")
	if !strings.Contains(s.Status().Message, "takes the place of the Goofspiel game in progress") {
		t.Errorf("loading over the game in progress did not ask: %q", s.Status().Message)
	}
	press(t, s, "message.load")
	expect(t, s, "handoff")
	if label(s, "handoff.ready") != "I am Player 2: show my cards" {
		t.Errorf("loaded slot hand-off %v", s.Buttons())
	}
	h.pick = exported
	press(t, s, "handoff.ready")
	press(t, s, "table.menu")
	press(t, s, "pause.load")
	press(t, s, "load.import")
	press(t, s, "message.load")
	expect(t, s, "handoff")
	h.pick = "hello"
	press(t, s, "handoff.ready")
	press(t, s, "table.menu")
	press(t, s, "pause.load")
	press(t, s, "load.import")
	expect(t, s, "message")
	if !strings.Contains(s.Status().Message, "not an Overdeck save") {
		t.Errorf("import of junk: %q", s.Status().Message)
	}
}

func TestReloadOfAGameURLResumesInsteadOfDealingAgain(t *testing.T) {
	h := newHost()
	h.store.Set(SettingsKey, "speed=off\nhandoff=off\n")
	l := platform.Launch{Game: "goofspiel", Mode: "hotseat"}
	s := start(t, h, l)
	expect(t, s, "table")
	press(t, s, "table.bid.7")
	want := s.play.m.History()
	seed := s.play.m.Seed()

	s = start(t, h, l) // the page is reloaded at the same address
	expect(t, s, "table")
	if got := s.play.m.History(); s.play.m.Seed() != seed || len(got) != len(want) || got[0] != want[0] {
		t.Fatalf("after reload: seed %d history %v; want seed %d history %v", s.play.m.Seed(), got, seed, want)
	}

	// Another mode in the URL is another match: dealt fresh once the
	// player agrees to give the hot-seat one up.
	s = start(t, h, platform.Launch{Game: "goofspiel", Mode: "computer"})
	expect(t, s, "message")
	press(t, s, "message.new")
	expect(t, s, "table")
	if n := len(s.play.m.History()); n > 1 {
		t.Errorf("a computer match started with %d moves of the hot-seat one", n)
	}
}

func TestAGameURLNeverOverwritesADamagedAutosave(t *testing.T) {
	h := newHost()
	h.store.Set("overdeck:auto:goofspiel", "overdeck-save-1:garbage")
	s := start(t, h, platform.Launch{Game: "goofspiel", Mode: "hotseat"})
	expect(t, s, "message")
	if v, _, _ := h.store.Get("overdeck:auto:goofspiel"); v != "overdeck-save-1:garbage" {
		t.Fatalf("the damaged autosave became %q", v)
	}
}
