package overwatch

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"overdeck/game/overwatch"
	"overdeck/render/kit"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// drawEditor draws e on a w x h screen, in the area the shell gives an
// editor (below its header).
func drawEditor(e kit.Editor, w, h float64) *ui.Frame {
	f := ui.NewFrame(layout.For(w, h), "")
	m := f.M
	_, area := m.Screen.CutTop(m.Button + m.Gap*2)
	e.Draw(f, area.Inset(m.Gap))
	return f
}

// pressEditor presses id on e after checking that a 1280x720 frame shows
// it enabled, and returns the next frame.
func pressEditor(t *testing.T, e kit.Editor, id string) *ui.Frame {
	t.Helper()
	if b, ok := drawEditor(e, 1280, 720).Find(id); !ok || !b.Enabled {
		t.Fatalf("no enabled %s; buttons %v", id, enabledIDs(drawEditor(e, 1280, 720)))
	}
	e.Press(id)
	return drawEditor(e, 1280, 720)
}

func heroIDs(f *ui.Frame) []string {
	var out []string
	for _, b := range f.Buttons {
		if strings.HasPrefix(b.ID, "edit.hero.") {
			out = append(out, b.ID)
		}
	}
	return out
}

func TestDeckEditor_TogglesCountsAndChecksTheDeck(t *testing.T) {
	e := NewDeckEditor("assault")
	want, _ := overwatch.DeckCards("assault")
	slices.Sort(want)
	if got := e.Deck(); !slices.Equal(got, want) {
		t.Fatalf("started from assault with %v, want %v", got, want)
	}
	f := pressEditor(t, e, "edit.clear")
	_, err := e.Value()
	var de DeckError
	if !errors.Is(err, overwatch.ErrDeckSize) || !errors.As(err, &de) || de.Size != 0 {
		t.Fatalf("an empty deck: %v", err)
	}
	text := joined(f)
	if !strings.Contains(text, "0 of 20–38 heroes") || !strings.Contains(text, "A deck holds 20 to 38 hero cards: this one holds 0. Add 20 more.") {
		t.Fatalf("the empty deck's frame: %q", text)
	}
	if b, _ := f.Find("edit.clear"); b.Enabled {
		t.Error("Clear is enabled with nothing to clear")
	}
	heroes := Heroes("")
	var chosen []uint8
	for i, c := range heroes[:overwatch.MinDeck] {
		id := "edit.hero." + itoa(int(c))
		f = pressEditor(t, e, id)
		chosen = append(chosen, c)
		b, _ := f.Find(id)
		if !strings.Contains(b.Label, card(c).Name+" (") || !strings.HasSuffix(b.Label, "in the deck, press to take it out") {
			t.Errorf("the label of a chosen hero: %q", b.Label)
		}
		if !strings.Contains(joined(f), itoa(i+1)+" of 20–38 heroes") {
			t.Fatalf("after %d heroes: %q", i+1, joined(f))
		}
		if _, err := e.Value(); (err == nil) != (i+1 >= overwatch.MinDeck) {
			t.Fatalf("after %d heroes Value says %v", i+1, err)
		}
	}
	v, err := e.Value()
	if err != nil || !strings.HasPrefix(v, "custom:") {
		t.Fatalf("Value = %q, %v", v, err)
	}
	got, err := overwatch.DeckCards(v)
	if err != nil || !slices.Equal(got, chosen) {
		t.Fatalf("DeckCards(%q) = %v, %v; want %v", v, got, err, chosen)
	}
	if s, err := DescribeDeck(v); err != nil || s != "Custom deck (20 heroes)" {
		t.Errorf("DescribeDeck = %q, %v", s, err)
	}
	f = pressEditor(t, e, "edit.hero."+itoa(int(chosen[3])))
	if _, err := e.Value(); !errors.Is(err, overwatch.ErrDeckSize) || !strings.Contains(joined(f), "19 of 20–38") {
		t.Errorf("one taken out: %v", err)
	}
	pressEditor(t, e, "edit.deck.fortress")
	want, _ = overwatch.DeckCards("fortress")
	slices.Sort(want)
	if got := e.Deck(); !slices.Equal(got, want) {
		t.Errorf("start from fortress: %v, want %v", got, want)
	}
}

func TestDeckEditor_NeverOffersASummonedHero(t *testing.T) {
	e := NewDeckEditor("custom:B.O.B.,Ana,Turret")
	if got := e.Deck(); len(got) != 1 || card(got[0]).Name != "Ana" {
		t.Fatalf("read %v from a deck with summoned heroes", got)
	}
	ids := heroIDs(drawEditor(e, 1280, 720))
	if len(ids) != len(Heroes("")) || len(ids) != 38 {
		t.Fatalf("%d tiles, want the 38 deck heroes", len(ids))
	}
	for i, k := range overwatch.Cards() {
		if !k.Special {
			continue
		}
		id := "edit.hero." + itoa(i)
		if slices.Contains(ids, id) {
			t.Errorf("a tile for %s", k.Name)
		}
		e.Press(id)
		if e.in[i] {
			t.Errorf("%s went into the deck", k.Name)
		}
	}
}

func TestDeckEditor_FiltersByClass(t *testing.T) {
	e := NewDeckEditor("full")
	f := pressEditor(t, e, "edit.class.tank")
	ids := heroIDs(f)
	if len(ids) != len(Heroes(overwatch.Tank)) || len(ids) == 0 {
		t.Fatalf("tank filter shows %v", ids)
	}
	for _, b := range f.Buttons {
		if strings.HasPrefix(b.ID, "edit.hero.") && !strings.Contains(b.Label, "(Tank,") {
			t.Errorf("not a tank: %q", b.Label)
		}
	}
	if b, _ := f.Find("edit.class.tank"); !strings.HasSuffix(b.Label, "(selected)") {
		t.Errorf("the filter's label: %q", b.Label)
	}
	if f = pressEditor(t, e, "edit.class.all"); len(heroIDs(f)) != 38 {
		t.Errorf("all classes show %d", len(heroIDs(f)))
	}
}

// TestDeckEditor_EveryHeroOnEveryScreen draws the editor at each screen
// size: every hero reachable (on one page on a desktop), tiles inside the
// screen, apart, and big enough to read.
func TestDeckEditor_EveryHeroOnEveryScreen(t *testing.T) {
	for _, s := range screens {
		e := NewDeckEditor("full")
		seen := map[string]bool{}
		var f *ui.Frame
		for page := 0; page < 10; page++ {
			f = drawEditor(e, s[0], s[1])
			var tiles []ui.Btn
			for _, b := range f.Buttons {
				r := layout.Rect{X: b.X, Y: b.Y, W: b.W, H: b.H}
				if r.X < 0 || r.Y < 0 || r.X+r.W > s[0]+0.5 || r.Y+r.H > s[1]+0.5 || r.H < layout.MinTouch-0.5 {
					t.Errorf("%v: %s at %+v", s, b.ID, r)
				}
				if strings.HasPrefix(b.ID, "edit.hero.") {
					seen[b.ID] = true
					tiles = append(tiles, ui.Btn{ID: b.ID, Rect: r})
					if b.W < 100 {
						t.Errorf("%v: tile %s only %.0f wide", s, b.ID, b.W)
					}
				}
			}
			for i := range tiles {
				for j := i + 1; j < len(tiles); j++ {
					a, b := tiles[i].Rect, tiles[j].Rect
					if a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H {
						t.Errorf("%v: tiles %s and %s overlap", s, tiles[i].ID, tiles[j].ID)
					}
				}
			}
			if b, ok := f.Find("edit.page.next"); !ok || !b.Enabled {
				break
			}
			e.Press("edit.page.next")
		}
		if len(seen) != 38 {
			t.Errorf("%v: %d heroes reachable", s, len(seen))
		}
		_, paged := f.Find("edit.page.prev")
		if s == [2]float64{1280, 720} && paged {
			t.Error("1280x720 needs pages")
		}
	}
}

func TestDescribeDeck_RefusesWhatIsNotABuiltDeck(t *testing.T) {
	for _, v := range []string{"full", "assault", "", "custom:", "custom:Ana", "custom:Nobody,Ana", "garbage"} {
		if s, err := DescribeDeck(v); err == nil {
			t.Errorf("DescribeDeck(%q) = %q", v, s)
		}
	}
}

func FuzzDescribeDeck(f *testing.F) {
	f.Add("custom:Ana,Ashe,Baptiste,Bastion,Brigitte,Doomfist,D.Va,Echo,Genji,Hanzo,Hazard,Junkrat,Junker Queen,Lifeweaver,Lúcio,Mauga,McCree,Mei,Mercy,Moira")
	f.Add("custom:B.O.B.")
	f.Fuzz(func(t *testing.T, v string) {
		s, err := DescribeDeck(v)
		if err != nil {
			return
		}
		cs, derr := overwatch.DeckCards(v)
		if derr != nil || !strings.Contains(s, itoa(len(cs))+" heroes") {
			t.Fatalf("DescribeDeck(%q) = %q but DeckCards says %v, %v", v, s, cs, derr)
		}
		if got := NewDeckEditor(v).Deck(); len(got) != len(cs) {
			t.Fatalf("the editor reads %d of %d heroes", len(got), len(cs))
		}
	})
}

func joined(f *ui.Frame) string { return strings.Join(f.Texts(), "|") }
