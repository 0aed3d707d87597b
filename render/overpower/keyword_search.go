package overpower

import (
	"overdeck/render/kit"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// Attach gives the table the shell's host, through which the keyword
// help asks for the word to search for (kit.Asking).
func (t *Table) Attach(h kit.EditorHost) { t.host = h }

// keywordsNamed returns the indexes of the keywords text names.
func keywordsNamed(text string) []int { return kit.KeywordsNamed(keywords, text) }

// drawKeywordHelp draws the seat's keyword help in r: kit.KeywordHelp's
// row (what it shows, Show all, Search when canAsk), then the entries at
// the body size, on filled pages.
func drawKeywordHelp(f *ui.Frame, r layout.Rect, u *seatUI, canAsk bool) {
	h := kit.KeywordHelp{Keywords: keywords, Find: u.find, Terms: u.terms, CanAsk: canAsk, Bar: max(layout.MinTouch, f.M.Button*0.8)}
	shown, body := h.Draw(f, r)
	if len(shown) == 0 {
		return
	}
	all := keywordEntries()
	entries := make([]iconEntry, len(shown))
	for i, k := range shown {
		entries[i] = all[k]
	}
	drawIconPages(f, body, entries, ui.SizesOf(f.M).Body, ui.Ink, &u.pager, "table.page")
}

// pressHelp handles a press of the seat's keyword help's own buttons
// (Search, Show all: kit.PressKeywordHelp).
func (t *Table) pressHelp(u *seatUI, arg string) {
	kit.PressKeywordHelp(arg, t.host, u.find, func(w string) { u.find, u.terms, u.pager = w, nil, ui.Pager{} })
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
