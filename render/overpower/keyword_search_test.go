package overpower

import (
	"slices"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/render/ui"
)

// helpLines draws the open keyword help page by page at size and returns
// every text line drawn on its pages, first to last.
func helpLines(t *testing.T, tb *Table, v *engine.SeatView, size [2]float64) []string {
	t.Helper()
	var out []string
	for page := 0; page < 30; page++ {
		f := drawFor(tb, v, size[0], size[1])
		for _, o := range f.Ops {
			if o.Kind == ui.TextLine && o.Text != "" {
				out = append(out, o.Text)
			}
		}
		if b, ok := f.Find("table.page.next"); !ok || !b.Enabled {
			return out
		}
		tb.Action("table.page.next", v)
	}
	t.Fatal("the keyword help has more than 30 pages")
	return nil
}

// entriesShown returns the keywords whose entries ("Name: text") begin a
// line of lines.
func entriesShown(lines []string) []string {
	var out []string
	for _, k := range keywords {
		if slices.ContainsFunc(lines, func(l string) bool { return strings.HasPrefix(l, k[0]+":") }) {
			out = append(out, k[0])
		}
	}
	return out
}

// TestKeywordSearch_TypedWordNarrowsTheHelp: at every size the keyword
// help has a Search button; the word typed ("PILE", any case) leaves only
// the keywords whose name or text holds it, whole, with "5 matches for
// 'PILE'"; a word nothing holds says so plainly and offers Show all; Show
// all brings every keyword back.
func TestKeywordSearch_TypedWordNarrowsTheHelp(t *testing.T) {
	v := newMatch(t, 1).View(0)
	want := []string{"Power Pack", "Dead Pile", "Defeated Characters Pile", "Draw Pile", "Pile icons"}
	for _, s := range screens {
		host := &fakeEditorHost{store: memStore{}, typed: []string{"PILE", "zzqx"}}
		tb := New()
		tb.Attach(host)
		press(t, tb, v, "table.help", s)
		if got := entriesShown(helpLines(t, tb, v, s)); len(got) != len(keywords) {
			t.Fatalf("at %v the help shows %d keywords before a search, not all %d", s, len(got), len(keywords))
		}
		press(t, tb, v, "table.help.search", s)
		lines := helpLines(t, tb, v, s)
		if got := entriesShown(lines); !slices.Equal(got, want) {
			t.Errorf("at %v a search for PILE shows %v, want %v", s, got, want)
		}
		if !slices.Contains(lines, "5 matches for 'PILE'") {
			t.Errorf("at %v the search does not say how many it found: %q", s, lines)
		}
		for _, e := range []string{keywords[32][0] + ": " + keywords[32][1]} { // Dead Pile's entry, whole
			if !strings.Contains(strings.Join(lines, " "), e) {
				t.Errorf("at %v the entry %q is not shown whole", s, e)
			}
		}
		press(t, tb, v, "table.help.search", s)
		lines = helpLines(t, tb, v, s)
		if got := entriesShown(lines); len(got) != 0 {
			t.Errorf("at %v a search for zzqx shows %v", s, got)
		}
		if !slices.Contains(lines, "No match for 'zzqx'") || !strings.Contains(strings.Join(lines, " "), "No keyword has 'zzqx'") {
			t.Errorf("at %v no match is not said plainly: %q", s, lines)
		}
		press(t, tb, v, "table.help.all", s)
		if got := entriesShown(helpLines(t, tb, v, s)); len(got) != len(keywords) {
			t.Errorf("at %v Show all shows %d keywords, not all %d", s, len(got), len(keywords))
		}
		if _, ok := drawFor(tb, v, s[0], s[1]).Find("table.help.all"); ok {
			t.Errorf("at %v Show all is still offered with every keyword shown", s)
		}
		if len(host.asked) != 2 {
			t.Errorf("at %v the host was asked %d times, want 2", s, len(host.asked))
		}
	}
}

// TestKeywordSearch_ZoomKeywordOpensItsEntry: in a card's zoom each
// keyword its text names is a button; pressing one opens the keyword help
// showing that keyword's entry alone, and Close goes back to the zoom.
func TestKeywordSearch_ZoomKeywordOpensItsEntry(t *testing.T) {
	v := newMatch(t, 1).View(0)
	st := view(v)
	for _, s := range screens {
		tb := New()
		card := st.P[0].Hand[0]
		zoom := "table.zoom.card." + itoa(int(card))
		tb.Action(zoom, v)
		c, _ := cardOf(st, card)
		named := keywordsNamed(cardText(c))
		if len(named) == 0 {
			t.Fatalf("%s names no keyword", c.Name)
		}
		f := drawFor(tb, v, s[0], s[1])
		var terms []string
		for _, b := range f.Buttons {
			if strings.HasPrefix(b.ID, "table.term.") && b.Enabled {
				terms = append(terms, b.ID)
				if b.W < 44 || b.H < 44 {
					t.Errorf("at %v %s is %.0f×%.0f px", s, b.ID, b.W, b.H)
				}
			}
		}
		if len(terms) == 0 {
			t.Fatalf("at %v the zoom of %s has no keyword button; buttons %v", s, c.Name, enabledIDs(f))
		}
		k := named[0]
		press(t, tb, v, "table.term."+itoa(k), s)
		if got := entriesShown(helpLines(t, tb, v, s)); !slices.Equal(got, []string{keywords[k][0]}) {
			t.Errorf("at %v the keyword %s of %s opens the help at %v", s, keywords[k][0], c.Name, got)
		}
		press(t, tb, v, "table.close", s)
		if _, ok := drawFor(tb, v, s[0], s[1]).Find("table.term." + itoa(k)); !ok {
			t.Errorf("at %v Close from the keyword does not go back to the zoom of %s", s, c.Name)
		}
	}
}
