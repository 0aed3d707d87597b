package save_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"overdeck/engine/save"
)

const autoKey = "overdeck:auto:goofspiel"

// get reads key from st, failing the test if it is missing.
func get(t *testing.T, st save.Store, key string) string {
	t.Helper()
	v, ok, err := st.Get(key)
	if err != nil || !ok {
		t.Fatalf("%s: ok %v, err %v", key, ok, err)
	}
	return v
}

func TestAutosaveAndResume(t *testing.T) {
	st := save.NewMemStore()
	lib := newLib(st)
	if _, err := lib.Resume("goofspiel"); !errors.Is(err, save.ErrNoSave) {
		t.Fatalf("resume with nothing saved: %v", err)
	}
	m := newGoof(t, "13", 21)
	rng := rand.New(rand.NewPCG(3, 4))
	for {
		if _, ok := step(t, m, rng); !ok {
			break
		}
		if err := lib.Autosave(m); err != nil {
			t.Fatal(err)
		}
		// A reload: a new Library over the same storage.
		r, err := newLib(st).Resume("goofspiel")
		if err != nil {
			t.Fatal(err)
		}
		sameMatch(t, m, r)
	}
	if n := len(get(t, st, autoKey)); n > 8<<10 {
		t.Fatalf("the autosave of a whole 13-card game is %d bytes of text", n)
	}
	info, err := lib.AutosaveInfo("goofspiel")
	if err != nil || info.Moves != 26 || info.Game != "goofspiel" || info.Err != nil {
		t.Fatalf("autosave info %+v, %v", info, err)
	}
	if w := lib.Warning(); w != "" {
		t.Fatalf("warning after successful saves: %q", w)
	}
}

// TestNeverOverwrite plants a damaged autosave and checks the library
// keeps it through resume, autosave and reload, until StartFresh.
func TestNeverOverwrite(t *testing.T) {
	st := save.NewMemStore()
	good := save.ToText(encode(t, newGoof(t, "13", 1)))
	bad := good[:len(good)-8] + "AAAAAAAA"
	if err := st.Set(autoKey, bad); err != nil {
		t.Fatal(err)
	}
	lib := newLib(st)
	_, err := lib.Resume("goofspiel")
	var ce *save.CorruptError
	if !errors.As(err, &ce) || !errors.Is(err, save.ErrCorrupt) {
		t.Fatalf("resume of a damaged save: %v", err)
	}
	if ce.Key != autoKey || ce.Raw != bad || ce.Aside != "overdeck:aside:1" || get(t, st, ce.Aside) != bad {
		t.Fatalf("corrupt error %+v", ce)
	}
	m := newGoof(t, "13", 2)
	for _, l := range []*save.Library{lib, newLib(st)} { // this session, then after a reload
		if err := l.Autosave(m); !errors.As(err, &ce) {
			t.Fatalf("autosave over a damaged save: %v", err)
		}
		if l.Warning() == "" || l.Warning() != "" {
			t.Fatal("the warning is not said exactly once")
		}
		if err := l.SaveSlot(m, "x"); err != nil {
			t.Fatalf("a slot elsewhere is still fine: %v", err)
		}
	}
	if get(t, st, autoKey) != bad {
		t.Fatal("the damaged save was overwritten")
	}
	if a, _ := lib.Asides(); len(a) != 1 {
		t.Fatalf("the damaged save was kept aside %d times", len(a))
	}
	if err := lib.StartFresh("goofspiel"); err != nil {
		t.Fatal(err)
	}
	if _, ok, _ := st.Get(autoKey); ok {
		t.Fatal("StartFresh left the damaged save in place")
	}
	if err := lib.Autosave(m); err != nil {
		t.Fatal(err)
	}
	if a, _ := lib.Asides(); len(a) != 1 || a[0].Raw != bad {
		t.Fatalf("the copy kept aside did not stay: %+v", a)
	}
}

// TestNoRoomToKeepAside: with storage too full to copy a damaged save,
// StartFresh refuses until the player has downloaded it.
func TestNoRoomToKeepAside(t *testing.T) {
	bad := "overdeck-save-1:" + "AAAA"
	st := &save.MemStore{Quota: len(autoKey) + len(bad) + 10}
	if err := st.Set(autoKey, bad); err != nil {
		t.Fatal(err)
	}
	lib := newLib(st)
	_, err := lib.Resume("goofspiel")
	var ce *save.CorruptError
	if !errors.As(err, &ce) || ce.Aside != "" || !errors.Is(ce.AsideErr, save.ErrFull) || ce.Raw != bad {
		t.Fatalf("resume: %v", err)
	}
	err = lib.StartFresh("goofspiel")
	if !errors.Is(err, save.ErrNotKeptAside) || !errors.As(err, &ce) || ce.Raw != bad {
		t.Fatalf("start fresh with no room to keep a copy: %v", err)
	}
	if get(t, st, autoKey) != bad {
		t.Fatal("the damaged save was lost")
	}
	if err := lib.DiscardDownloaded(autoKey); err != nil {
		t.Fatal(err)
	}
	if _, ok, _ := st.Get(autoKey); ok {
		t.Fatal("DiscardDownloaded left the save")
	}
}

func TestSlots(t *testing.T) {
	st := save.NewMemStore()
	lib := newLib(st)
	for i, name := range []string{"first", "second", " third "} {
		m, _ := played(t, "13", uint64(i), 2*i+1)
		if err := lib.SaveSlot(m, name); err != nil {
			t.Fatal(err)
		}
	}
	if err := st.Set(save.SlotKey("goofspiel", "broken"), "overdeck-save-1:AAAA"); err != nil {
		t.Fatal(err)
	}
	slots, err := lib.Slots("goofspiel")
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		name  string
		moves int
	}{{"third", 5}, {"second", 3}, {"first", 1}, {"broken", 0}}
	if len(slots) != len(want) {
		t.Fatalf("%d slots: %+v", len(slots), slots)
	}
	for i, w := range want {
		s := slots[i]
		if s.Name != w.name || s.Moves != w.moves || (s.Err != nil) != (w.name == "broken") {
			t.Errorf("slot %d: %+v, want %s with %d moves", i, s, w.name, w.moves)
		}
	}
	if slots[0].SavedAt <= slots[1].SavedAt {
		t.Error("slots are not newest first")
	}
	if all, _ := lib.Slots(""); len(all) != 4 {
		t.Errorf("Slots(\"\") lists %d", len(all))
	}
	m, _ := played(t, "13", 1, 3)
	r, err := lib.LoadSlot("goofspiel", "second")
	if err != nil {
		t.Fatal(err)
	}
	sameMatch(t, m, r)
	if err := lib.SaveSlot(m, "broken"); !errors.Is(err, save.ErrCorrupt) {
		t.Fatalf("saving over a damaged slot: %v", err)
	}
	for _, name := range []string{"", "   ", "a\nb", string(make([]rune, 41))} {
		if err := lib.SaveSlot(m, name); !errors.Is(err, save.ErrBadName) {
			t.Errorf("slot name %q: %v", name, err)
		}
	}
	if err := lib.DeleteSlot("goofspiel", "first"); err != nil {
		t.Fatal(err)
	}
	if err := lib.DeleteSlot("goofspiel", "broken"); err != nil {
		t.Fatal(err)
	}
	if a, _ := lib.Asides(); len(a) != 1 || a[0].Raw != "overdeck-save-1:AAAA" {
		t.Fatalf("deleting a damaged slot kept no copy: %+v", a)
	}
	if _, err := lib.LoadSlot("goofspiel", "first"); !errors.Is(err, save.ErrNoSave) {
		t.Fatalf("load of a deleted slot: %v", err)
	}
	if err := lib.DeleteAside("overdeck:aside:1"); err != nil {
		t.Fatal(err)
	}
	if err := lib.DeleteAside(autoKey); err == nil {
		t.Fatal("DeleteAside accepted an autosave key")
	}
}

func TestStorageFullOrBlocked(t *testing.T) {
	m, _ := played(t, "13", 6, 4)
	size := len(autoKey) + len(save.ToText(encode(t, m)))
	st := &save.MemStore{Quota: 100}
	lib := newLib(st)
	for i := 0; i < 3; i++ {
		if err := lib.Autosave(m); !errors.Is(err, save.ErrFull) {
			t.Fatalf("autosave into a full store: %v", err)
		}
		w := lib.Warning()
		if (i == 0) != (w == "Storage is full: the game goes on, but it cannot be saved.") {
			t.Fatalf("warning after failure %d: %q", i+1, w)
		}
	}
	st.Quota = size + 200
	if err := lib.Autosave(m); err != nil {
		t.Fatal(err)
	}
	if w := lib.Warning(); w != "" {
		t.Fatalf("warning after a success: %q", w)
	}
	st.Blocked = true
	if err := lib.Autosave(m); !errors.Is(err, save.ErrBlocked) {
		t.Fatalf("autosave into blocked storage: %v", err)
	}
	if lib.Warning() == "" || lib.Warning() != "" {
		t.Fatal("a new failure after a success is not said exactly once")
	}
	if _, err := newLib(st).Resume("goofspiel"); !errors.Is(err, save.ErrBlocked) {
		t.Fatalf("resume from blocked storage: %v", err)
	}
	if _, err := newLib(st).Slots(""); !errors.Is(err, save.ErrBlocked) {
		t.Fatalf("slots of blocked storage: %v", err)
	}
}

func TestExportImport(t *testing.T) {
	lib := newLib(save.NewMemStore())
	m, _ := played(t, "13", 7, 8)
	name, text, err := lib.Export(m)
	if err != nil {
		t.Fatal(err)
	}
	if name != "overdeck-goofspiel-2026-11-18.ovdk" {
		t.Fatalf("file name %q", name)
	}
	r, err := lib.Import(text + "\n")
	if err != nil {
		t.Fatal(err)
	}
	sameMatch(t, m, r)
	for _, junk := range []string{"", "\x89PNG\r\n\x1a\n", "hello world", `{"a":1}`} {
		_, err := lib.Import(junk)
		if !errors.Is(err, save.ErrNotASave) || save.Explain(err) != "This file is not an Overdeck save." {
			t.Errorf("import %q: %v", junk, err)
		}
	}
}
