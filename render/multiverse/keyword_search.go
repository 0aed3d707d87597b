package multiverse

import (
	"strings"

	"overdeck/render/kit"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// Attach gives the table the shell's host, through which the keyword
// help asks for the word to search for (kit.Asking).
func (t *Table) Attach(h kit.EditorHost) { t.host = h }

// keywordsNamed returns the indexes of the keywords text names.
func keywordsNamed(text string) []int {
	low := strings.ToLower(text)
	var out []int
	for i, k := range keywords {
		if strings.Contains(low, strings.ToLower(k[0])) {
			out = append(out, i)
		}
	}
	return out
}

// helpShown returns the keywords the keyword help shows (all of them,
// those a search found, or those tapped on a card) and the line that
// says which, "" for all.
func (t *Table) helpShown() ([]int, string) {
	switch {
	case len(t.terms) == 1:
		return t.terms, "The keyword tapped on the card"
	case len(t.terms) > 1:
		return t.terms, "The " + itoa(len(t.terms)) + " keywords of the card"
	case t.find != "":
		found := kit.Search(keywords, t.find)
		return found, kit.Found(len(found), t.find)
	}
	return kit.Search(keywords, ""), ""
}

// drawKeywordHelp draws the keyword help in r: a row with what it shows
// and its Search (table.help.search, when the table can ask for a word)
// and Show all (table.help.all, when it shows fewer than all) buttons,
// then the entries (drawKeywords).
func (t *Table) drawKeywordHelp(f *ui.Frame, r layout.Rect) {
	m := f.M
	sz := ui.SizesOf(m)
	shown, status := t.helpShown()
	var btns []ui.Btn
	if status != "" {
		btns = append(btns, ui.Btn{ID: "table.help.all", Label: "Show all the keywords (shown now: " + shownNames(shown, status) + ")", Text: "Show all", Enabled: true})
	}
	if t.host != nil {
		btns = append(btns, ui.Btn{ID: "table.help.search", Label: "Search the keywords for a word", Text: "Search", Enabled: true})
	}
	if status == "" {
		status = "All " + itoa(len(keywords)) + " keywords"
	}
	bar, body := r.CutTop(layout.MinTouch)
	_, body = body.CutTop(m.Gap / 2)
	bw := min(bar.W*0.3, m.Button*2.4)
	row, left := bar.CutRight(float64(len(btns))*bw + float64(max(len(btns)-1, 0))*m.Gap)
	for i, c := range row.Cols(max(len(btns), 1), m.Gap) {
		if i < len(btns) {
			btns[i].Rect = c
			f.Button(btns[i])
		}
	}
	if ui.Measure(status, sz.Body, true) > left.W-m.Gap {
		var line layout.Rect
		line, body = body.CutTop(sz.Body * 1.6)
		left = line
	}
	f.Text(left, status, sz.Body, ui.Accent, ui.Left, true)
	if len(shown) == 0 {
		f.Paragraph(body, kit.NoMatch(t.find, "keyword"), sz.Body, ui.Ink)
		return
	}
	t.helpPage = drawKeywords(f, body, t.helpPage, shown)
}

// pressHelp handles a press of the keyword help's own buttons: Search
// asks for a word (the help then shows only the keywords whose name or
// text holds it), Show all shows every keyword again.
func (t *Table) pressHelp(arg string) {
	switch arg {
	case "all":
		t.find, t.terms, t.helpPage = "", nil, 0
	case "search":
		if t.host == nil {
			return
		}
		t.host.AskText("Search the keywords for a word", t.find, kit.SearchMax, func(w string) {
			t.find, t.terms, t.helpPage = strings.TrimSpace(w), nil, 0
		})
	}
}

// openTerms opens the keyword help at the keywords tapped on a card's
// zoom (kit.DrawTerms); Close then goes back to the zoom.
func (t *Table) openTerms(arg string) {
	idx := kit.Terms(arg, len(keywords))
	if len(idx) == 0 {
		return
	}
	t.back = t.overlay
	t.overlay, t.terms, t.find, t.helpPage = "help", idx, "", 0
}

// drawZoomTerms draws a button for each keyword text names along the
// bottom of r (table.term.<i>) and returns the rest of r.
func drawZoomTerms(f *ui.Frame, r layout.Rect, text string) layout.Rect {
	idx := keywordsNamed(text)
	names := make([]string, len(idx))
	for i, k := range idx {
		names[i] = keywords[k][0]
	}
	return kit.DrawTerms(f, r, names, idx, "table.term")
}

// shownNames says in words what the keyword help shows, for the label of
// its Show all button (what a screen reader says): the status and the
// names of the keywords shown.
func shownNames(shown []int, status string) string {
	names := make([]string, len(shown))
	for i, k := range shown {
		names[i] = keywords[k][0]
	}
	if len(names) == 0 {
		return status
	}
	return status + ": " + strings.Join(names, ", ")
}
