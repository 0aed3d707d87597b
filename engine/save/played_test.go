package save_test

import (
	"os"
	"strings"
	"testing"
	"time"

	"overdeck/engine/save"
)

// TestPlayed_KeptWithTheSave: the time a match was played travels with its
// autosave, its slots and an export, survives an undo, and an older save
// that has none (the golden save) loads with none and is, re-encoded with
// none, the very bytes it was.
func TestPlayed_KeptWithTheSave(t *testing.T) {
	m, _ := played(t, "13", 2026, 13)
	text, err := os.ReadFile(goldenSave)
	if err != nil {
		t.Fatal(err)
	}
	b, err := save.Encode(m, "golden", 1_795_219_200_000)
	if err != nil {
		t.Fatal(err)
	}
	if save.ToText(b) != strings.TrimSpace(string(text)) {
		t.Error("a save with no time played is not the bytes an earlier build wrote")
	}
	old, err := newLib(save.NewMemStore()).Import(string(text))
	if err != nil || old.Played() != 0 {
		t.Fatalf("the golden save: %v, played %v", err, old.Played())
	}

	m.AddPlayed(12*time.Minute + 345*time.Millisecond)
	m.AddPlayed(-time.Hour) // nothing: time only adds up
	lib := newLib(save.NewMemStore())
	if err := lib.Autosave(m); err != nil {
		t.Fatal(err)
	}
	if err := lib.SaveSlot(m, "Kept"); err != nil {
		t.Fatal(err)
	}
	_, exported, err := lib.Export(m)
	if err != nil {
		t.Fatal(err)
	}
	want := 12*time.Minute + 345*time.Millisecond
	r1, err1 := lib.Resume("goofspiel")
	r2, err2 := lib.LoadSlot("goofspiel", "Kept")
	r3, err3 := newLib(save.NewMemStore()).Import(exported)
	for i, r := range []struct {
		played time.Duration
		err    error
	}{{r1.Played(), err1}, {r2.Played(), err2}, {r3.Played(), err3}} {
		if r.err != nil || r.played != want {
			t.Errorf("load %d: played %v (%v), want %v", i, r.played, r.err, want)
		}
	}
	if err := r1.Undo(1); err != nil || r1.Played() != want || r1.Clone().Played() != want {
		t.Errorf("after an undo: played %v (%v), want %v", r1.Played(), err, want)
	}
}
