package overpower

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

// helpShown returns the keywords the seat's keyword help shows (all of
// them, those a search found, or those tapped on a card) and the line that
// says which, "" for all.
func helpShown(u *seatUI) ([]int, string) {
	switch {
	case len(u.terms) == 1:
		return u.terms, "The keyword tapped on the card"
	case len(u.terms) > 1:
		return u.terms, "The " + itoa(len(u.terms)) + " keywords of the card"
	case u.find != "":
		found := kit.Search(keywords, u.find)
		return found, kit.Found(len(found), u.find)
	}
	return kit.Search(keywords, ""), ""
}

// drawKeywordHelp draws the keyword help in r: a row with what it shows
// and its Search (table.help.search, when the table can ask for a word)
// and Show all (table.help.all, when it shows fewer than all) buttons,
// then the entries at the body size, on filled pages.
func drawKeywordHelp(f *ui.Frame, r layout.Rect, u *seatUI, canAsk bool) {
	m := f.M
	sz := ui.SizesOf(m)
	shown, status := helpShown(u)
	var btns []ui.Btn
	if status != "" {
		btns = append(btns, ui.Btn{ID: "table.help.all", Label: "Show all the keywords (shown now: " + shownNames(shown, status) + ")", Text: "Show all", Enabled: true})
	}
	if canAsk {
		btns = append(btns, ui.Btn{ID: "table.help.search", Label: "Search the keywords for a word", Text: "Search", Enabled: true})
	}
	if status == "" {
		status = "All " + itoa(len(keywords)) + " keywords"
	}
	bar, body := r.CutTop(max(layout.MinTouch, m.Button*0.8))
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
		f.Paragraph(body, kit.NoMatch(u.find, "keyword"), sz.Body, ui.Ink)
		return
	}
	all := keywordEntries()
	entries := make([]iconEntry, len(shown))
	for i, k := range shown {
		entries[i] = all[k]
	}
	drawIconPages(f, body, entries, sz.Body, ui.Ink, &u.pager, "table.page")
}

// pressHelp handles a press of the keyword help's own buttons: Search
// asks for a word (the help then shows only the keywords whose name or
// text holds it), Show all shows every keyword again.
func (t *Table) pressHelp(u *seatUI, arg string) {
	switch arg {
	case "all":
		u.find, u.terms, u.pager = "", nil, ui.Pager{}
	case "search":
		if t.host == nil {
			return
		}
		t.host.AskText("Search the keywords for a word", u.find, kit.SearchMax, func(w string) {
			u.find, u.terms, u.pager = strings.TrimSpace(w), nil, ui.Pager{}
		})
	}
}

// openTerms opens the keyword help at the keywords tapped on a card's
// zoom (kit.DrawTerms); Close then goes back to the zoom.
func openTerms(u *seatUI, arg string) {
	idx := kit.Terms(arg, len(keywords))
	if len(idx) == 0 {
		return
	}
	u.back = u.overlay
	u.overlay, u.terms, u.find, u.pager = "help", idx, "", ui.Pager{}
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
