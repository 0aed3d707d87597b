package multiverse

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

// drawKeywordHelp draws the keyword help in r: kit.KeywordHelp's row
// (what it shows, Show all, Search when the table can ask for a word),
// then the entries (drawKeywords).
func (t *Table) drawKeywordHelp(f *ui.Frame, r layout.Rect) {
	h := kit.KeywordHelp{Keywords: keywords, Find: t.find, Terms: t.terms, CanAsk: t.host != nil, Bar: layout.MinTouch}
	if shown, body := h.Draw(f, r); len(shown) > 0 {
		t.helpPage = drawKeywords(f, body, t.helpPage, shown)
	}
}

// pressHelp handles a press of the keyword help's own buttons (Search,
// Show all: kit.PressKeywordHelp).
func (t *Table) pressHelp(arg string) {
	kit.PressKeywordHelp(arg, t.host, t.find, func(w string) { t.find, t.terms, t.helpPage = w, nil, 0 })
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
