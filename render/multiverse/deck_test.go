package multiverse

import (
	"strings"
	"testing"

	"overdeck/game/multiverse"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// TestDeckEditor_LegalityShownLive: the builder starts from a ready-made
// deck (legal: its code is the value), an emptied deck says how many
// cards to add, a tap cycles a card's copies 0-1-2-3-0, and the value it
// makes is a built deck the setup screen describes and the rules deal.
func TestDeckEditor_LegalityShownLive(t *testing.T) {
	e := NewDeckEditor(multiverse.Decks[0].Name)
	v, err := e.Value()
	if err != nil || len(e.List()) != len(multiverse.Decks[0].List()) {
		t.Fatalf("ready-made start: %q, %v", v, err)
	}
	if label, err := DescribeDeck(v); err != nil || label != "Built deck ("+itoa(len(e.List()))+" cards)" {
		t.Errorf("describe %q, %v", label, err)
	}
	newMatch(t, 1, multiverse.OptDeck, v) // the rules deal it
	e.Press("edit.clear")
	if _, err := e.Value(); err == nil || !strings.Contains(err.Error(), "Add 50 more.") {
		t.Errorf("empty deck: %v", err)
	}
	for want := 1; want <= 4; want++ {
		e.Press("edit.card.5")
		if got := e.counts[5]; got != want%4 {
			t.Fatalf("after %d taps %d copies", want, got)
		}
	}
	e.Press("edit.deck." + multiverse.Decks[3].Name)
	if len(e.List()) != len(multiverse.Decks[3].List()) {
		t.Errorf("start from %s: %d cards", multiverse.Decks[3].Name, len(e.List()))
	}
	if _, err := DescribeDeck(multiverse.Decks[0].Name); err == nil {
		t.Error("a ready-made deck's name described as a built deck")
	}
	if _, err := DescribeDeck("MV1-zz"); err == nil {
		t.Error("a damaged code described as a built deck")
	}
}

// TestDeckEditor_DrawsEverywhere: at every size and under every filter,
// the builder's text fits, its buttons are a finger's size, and the pages
// reach every card.
func TestDeckEditor_DrawsEverywhere(t *testing.T) {
	for _, s := range screens {
		e := NewDeckEditor("Spectrum")
		for _, fl := range filters {
			e.Press("edit.filter." + fl)
			seen := 0
			for page := 0; page < 20; page++ {
				f := ui.NewFrame(layout.For(s[0], s[1]), "")
				m := f.M
				_, area := m.Screen.CutTop(m.Button + m.Gap*2)
				e.Draw(f, area.Inset(m.Gap))
				if bad := f.Overflows(); len(bad) > 0 {
					t.Fatalf("at %v, filter %s: %q", s, fl, bad)
				}
				for _, b := range f.Buttons {
					if b.Enabled && (b.W < 43.5 || b.H < 43.5) {
						t.Fatalf("at %v: button %s is %.0f x %.0f", s, b.ID, b.W, b.H)
					}
					if strings.HasPrefix(b.ID, "edit.card.") {
						seen++
					}
				}
				if b, _ := f.Find("edit.page.next"); !b.Enabled {
					break
				}
				e.Press("edit.page.next")
			}
			want := 0
			for c := range multiverse.PowerCards {
				if passes(fl, c) {
					want++
				}
			}
			if seen != want {
				t.Errorf("at %v, filter %s: %d tiles over the pages, want %d", s, fl, seen, want)
			}
		}
	}
}
