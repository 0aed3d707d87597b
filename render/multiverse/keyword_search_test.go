package multiverse

import (
	"slices"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/engine/save"
	"overdeck/render/ui"
)

// wordHost is a kit.EditorHost whose player types typed, in order.
type wordHost struct {
	typed []string
	asked int
}

func (h *wordHost) Store() save.Store { return save.NewMemStore() }
func (h *wordHost) AskText(_, _ string, _ int, then func(string)) {
	h.asked++
	if len(h.typed) > 0 {
		w := h.typed[0]
		h.typed = h.typed[1:]
		then(w)
	}
}
func (h *wordHost) Tell(string) {}

// pressAt presses id on tb for v after checking that the frame drawn at
// size shows it enabled.
func pressAt(t *testing.T, tb *Table, v *engine.SeatView, id string, s [2]float64) {
	t.Helper()
	f := drawFor(tb, v, s[0], s[1])
	if b, ok := f.Find(id); !ok || !b.Enabled {
		t.Fatalf("button %s is not on the screen (or disabled) at %v; buttons: %v", id, s, enabledIDs(f))
	}
	tb.Action(id, v)
}

// helpLines draws the open keyword help page by page at size s and
// returns every text line drawn, first page to last.
func helpLines(t *testing.T, tb *Table, v *engine.SeatView, s [2]float64) []string {
	t.Helper()
	var out []string
	for page := 0; page < 20; page++ {
		f := drawFor(tb, v, s[0], s[1])
		for _, o := range f.Ops {
			if o.Kind == ui.TextLine && o.Text != "" {
				out = append(out, o.Text)
			}
		}
		if b, ok := f.Find("table.help.next"); !ok || !b.Enabled {
			return out
		}
		tb.Action("table.help.next", v)
	}
	t.Fatal("the keyword help has more than 20 pages")
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
// help has a Search button; the word typed ("Slow", any case) leaves only
// the keywords whose name or text holds it, with "3 matches for 'sLOW'";
// a word nothing holds says so plainly; Show all brings every keyword
// back.
func TestKeywordSearch_TypedWordNarrowsTheHelp(t *testing.T) {
	v := newMatch(t, 1).View(0)
	for _, s := range screens {
		host := &wordHost{typed: []string{"sLOW", "zzqx"}}
		tb := New()
		tb.Attach(host)
		skipTurn(t, tb, v)
		pressAt(t, tb, v, "table.help", s)
		pressAt(t, tb, v, "table.help.search", s)
		lines := helpLines(t, tb, v, s)
		if got, want := entriesShown(lines), []string{"Trigger", "Delayed", "Slow action"}; !slices.Equal(got, want) {
			t.Errorf("at %v a search for sLOW shows %v, want %v", s, got, want)
		}
		if !slices.Contains(lines, "3 matches for 'sLOW'") {
			t.Errorf("at %v the search does not say how many it found: %q", s, lines)
		}
		pressAt(t, tb, v, "table.help.search", s)
		lines = helpLines(t, tb, v, s)
		if got := entriesShown(lines); len(got) != 0 || !slices.Contains(lines, "No match for 'zzqx'") {
			t.Errorf("at %v a search for zzqx shows %v, lines %q", s, got, lines)
		}
		pressAt(t, tb, v, "table.help.all", s)
		if got := entriesShown(helpLines(t, tb, v, s)); len(got) != len(keywords) {
			t.Errorf("at %v Show all shows %d keywords, not all %d", s, len(got), len(keywords))
		}
		if host.asked != 2 {
			t.Errorf("at %v the host was asked %d times, want 2", s, host.asked)
		}
	}
}

// TestKeywordSearch_ZoomKeywordOpensItsEntry: in a hand card's zoom each
// keyword its text names is a button of at least 44 px; pressing one
// opens the keyword help at that keyword's entry alone, and Close goes
// back to the zoom.
func TestKeywordSearch_ZoomKeywordOpensItsEntry(t *testing.T) {
	v := newMatch(t, 1).View(0)
	st := view(v)
	for _, s := range screens {
		tb := New()
		skipTurn(t, tb, v)
		tb.overlay = "zoom.card." + itoa(int(st.Hand[0]))
		named := keywordsNamed(cardText(int(st.Hand[0])))
		if len(named) == 0 {
			t.Fatalf("%s names no keyword", cardName(int(st.Hand[0])))
		}
		f := drawFor(tb, v, s[0], s[1])
		for _, b := range f.Buttons {
			if strings.HasPrefix(b.ID, "table.term.") && (b.W < 44 || b.H < 44) {
				t.Errorf("at %v %s is %.0f×%.0f px", s, b.ID, b.W, b.H)
			}
		}
		k := named[0]
		pressAt(t, tb, v, "table.term."+itoa(k), s)
		if got := entriesShown(helpLines(t, tb, v, s)); !slices.Equal(got, []string{keywords[k][0]}) {
			t.Errorf("at %v the keyword %s opens the help at %v", s, keywords[k][0], got)
		}
		pressAt(t, tb, v, "table.close", s)
		if !strings.HasPrefix(tb.overlay, "zoom.card.") {
			t.Errorf("at %v Close from the keyword goes to %q, not back to the zoom", s, tb.overlay)
		}
	}
}
