package overpower

import (
	"testing"

	"overdeck/render/ui"
)

// TestHelp_AtBodySizeOnFilledPages: at every size the keyword help and
// the table info are drawn at least at the table's body text size, and
// every page but the last is as full as the first (no half-empty page
// before another begins); together the pages hold every keyword. The
// keyword help searched for a word ("the", found in most entries) is held
// to the same.
func TestHelp_AtBodySizeOnFilledPages(t *testing.T) {
	v := newMatch(t, 1).View(0)
	for _, overlay := range []string{"table.help", "table.info", "table.help.search"} {
		for _, s := range screens {
			tb := New()
			tb.Attach(&fakeEditorHost{store: memStore{}, typed: []string{"the"}})
			if overlay == "table.help.search" {
				tb.Action("table.help", v)
			}
			tb.Action(overlay, v)
			body := ui.SizesOf(drawFor(tb, v, s[0], s[1]).M).Body
			var rows []int
			for page := 0; page < 30; page++ {
				f := drawFor(tb, v, s[0], s[1])
				n := 0
				for _, o := range f.Ops {
					if o.Kind == ui.TextLine && o.Size < body-0.01 && o.Text != "" {
						t.Fatalf("%s at %v page %d: %q at %.1f px, under the body size %.1f", overlay, s, page+1, o.Text, o.Size, body)
					}
					if o.Kind == ui.TextLine && o.Size >= body-0.01 {
						n++
					}
				}
				rows = append(rows, n)
				if b, ok := f.Find("table.page.next"); !ok || !b.Enabled {
					break
				}
				tb.Action("table.page.next", v)
			}
			for i := 1; i+1 < len(rows); i++ {
				if rows[i] < rows[0]-1 {
					t.Errorf("%s at %v: page %d holds %d lines, the first %d", overlay, s, i+1, rows[i], rows[0])
				}
			}
		}
	}
}
