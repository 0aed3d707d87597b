package multiverse

import (
	"testing"

	"overdeck/engine"
	"overdeck/render/ui"
)

// TestKeywordHelpAtBodySize: at every size the keyword help is drawn at
// least at the table's body text size, on pages when it must; so is the
// help searched for a word ("the", found in most entries).
func TestKeywordHelpAtBodySize(t *testing.T) {
	v := newMatch(t, 1).View(0)
	for _, search := range []bool{false, true} {
		for _, s := range screens {
			keywordHelpAtBodySize(t, v, s, search)
		}
	}
}

// keywordHelpAtBodySize checks the keyword help's pages at size s, after
// a search for "the" when search is set.
func keywordHelpAtBodySize(t *testing.T, v *engine.SeatView, s [2]float64, search bool) {
	tb := New()
	tb.Attach(&wordHost{typed: []string{"the"}})
	tb.Action("table.help", v)
	if search {
		tb.Action("table.help.search", v)
		if tb.find != "the" {
			t.Fatalf("the search for 'the' did not take")
		}
	}
	for page := 0; page < 10; page++ {
		f := drawFor(tb, v, s[0], s[1])
		body := ui.SizesOf(f.M).Body
		for _, o := range f.Ops {
			if o.Kind == ui.TextLine && o.Text != "" && o.Size < body-0.01 {
				t.Fatalf("at %v page %d: %q at %.1f px, under the body size %.1f", s, page+1, o.Text, o.Size, body)
			}
		}
		if b, ok := f.Find("table.help.next"); !ok || !b.Enabled {
			break
		}
		tb.Action("table.help.next", v)
	}
}
