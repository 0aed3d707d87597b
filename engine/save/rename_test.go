package save_test

import (
	"errors"
	"testing"

	"overdeck/engine/save"
)

func TestRenameSlot(t *testing.T) {
	st := save.NewMemStore()
	lib := newLib(st)
	for i, name := range []string{"first", "second"} {
		m, _ := played(t, "13", uint64(i), 2*i+1)
		if err := lib.SaveSlot(m, name); err != nil {
			t.Fatal(err)
		}
	}
	before, _ := lib.Slots("goofspiel")
	if err := lib.RenameSlot("goofspiel", "first", "  Lunch break "); err != nil {
		t.Fatal(err)
	}
	after, _ := lib.Slots("goofspiel")
	if len(after) != 2 || after[1].Name != "Lunch break" || after[1].SavedAt != before[1].SavedAt || after[1].Moves != before[1].Moves {
		t.Fatalf("after the rename: %+v (before %+v)", after, before)
	}
	m, _ := played(t, "13", 0, 1)
	r, err := lib.LoadSlot("goofspiel", "Lunch break")
	if err != nil {
		t.Fatal(err)
	}
	sameMatch(t, m, r)
	if _, err := lib.LoadSlot("goofspiel", "first"); !errors.Is(err, save.ErrNoSave) {
		t.Errorf("the old name still loads: %v", err)
	}
	if err := lib.RenameSlot("goofspiel", "Lunch break", "second"); !errors.Is(err, save.ErrNameTaken) {
		t.Errorf("renamed onto another slot: %v", err)
	}
	if err := lib.RenameSlot("goofspiel", "second", "second"); err != nil {
		t.Errorf("renaming to its own name: %v", err)
	}
	for _, bad := range []string{"", " ", "a\tb", string(make([]rune, 41))} {
		if err := lib.RenameSlot("goofspiel", "second", bad); !errors.Is(err, save.ErrBadName) {
			t.Errorf("new name %q: %v", bad, err)
		}
	}
	if err := lib.RenameSlot("goofspiel", "gone", "x"); !errors.Is(err, save.ErrNoSave) {
		t.Errorf("renaming a missing slot: %v", err)
	}
	if err := st.Set(save.SlotKey("goofspiel", "broken"), "overdeck-save-1:AAAA"); err != nil {
		t.Fatal(err)
	}
	if err := lib.RenameSlot("goofspiel", "broken", "mended"); !errors.Is(err, save.ErrCorrupt) {
		t.Errorf("renaming a damaged slot: %v", err)
	}
	if a, _ := lib.Asides(); len(a) != 1 {
		t.Errorf("the damaged slot was not kept aside: %+v", a)
	}
	if got := save.Explain(save.ErrNameTaken); got != "Another save of this game already has that name." {
		t.Errorf("Explain: %q", got)
	}
}
