package kit

import (
	"strconv"
	"strings"

	"overdeck/render/layout"
	"overdeck/render/ui"
)

// KeywordHelp is a table's keyword help at one moment: the keywords of
// its game, what the player asked it to show (a word searched for, or the
// keywords tapped on a card's zoom) and whether it can ask for a word.
// The table keeps Find and Terms and draws the entries in its own way;
// KeywordHelp chooses them and draws the row above them.
type KeywordHelp struct {
	Keywords [][2]string // every keyword: its name and its text
	Find     string      // the word the help was searched for, "" for none
	Terms    []int       // the keywords tapped on a card (DrawKeywordTerms), nil for none
	CanAsk   bool        // the table can ask for a word (it is Asking and has a host)
	Bar      float64     // the height of the row above the entries
}

// Draw draws the row at the top of r, h.Bar tall: the line that says what
// the help shows (the keywords tapped on a card, else those a search for
// h.Find found, else all of them), and its Show all (table.help.all, when
// it shows fewer than all) and Search (table.help.search, when it can ask)
// buttons; the line goes under the row when it does not fit beside the
// buttons. It returns the keywords shown and the rest of r, where the
// table draws their entries; when none is shown it says so plainly there
// itself.
func (h *KeywordHelp) Draw(f *ui.Frame, r layout.Rect) ([]int, layout.Rect) {
	m := f.M
	sz := ui.SizesOf(m)
	shown, status := h.Terms, ""
	switch {
	case len(h.Terms) == 1:
		status = "The keyword tapped on the card"
	case len(h.Terms) > 1:
		status = "The " + strconv.Itoa(len(h.Terms)) + " keywords of the card"
	default:
		shown = Search(h.Keywords, h.Find)
		if h.Find != "" {
			status = Found(len(shown), h.Find)
		}
	}
	var btns []ui.Btn
	if status != "" {
		// What a screen reader says: the status and the names shown.
		names, sep := status, ": "
		for _, k := range shown {
			names, sep = names+sep+h.Keywords[k][0], ", "
		}
		btns = append(btns, ui.Btn{ID: "table.help.all", Label: "Show all the keywords (shown now: " + names + ")", Text: "Show all", Enabled: true})
	}
	if h.CanAsk {
		btns = append(btns, ui.Btn{ID: "table.help.search", Label: "Search the keywords for a word", Text: "Search", Enabled: true})
	}
	if status == "" {
		status = "All " + strconv.Itoa(len(h.Keywords)) + " keywords"
	}
	bar, body := r.CutTop(h.Bar)
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
		f.Paragraph(body, NoMatch(h.Find, "keyword"), sz.Body, ui.Ink)
	}
	return shown, body
}

// PressKeywordHelp handles a press of a keyword help's own buttons, arg
// being what follows "table.help.": "all" calls show with "" (every
// keyword again); "search" asks host for a word, starting from find, and
// calls show with it once typed, trimmed (the help then shows only the
// keywords whose name or text holds it); nothing happens without a host.
// show sets what the help shows and turns it back to its first page.
func PressKeywordHelp(arg string, host EditorHost, find string, show func(word string)) {
	switch arg {
	case "all":
		show("")
	case "search":
		if host == nil {
			return
		}
		host.AskText("Search the keywords for a word", find, SearchMax, func(w string) { show(strings.TrimSpace(w)) })
	}
}

// KeywordsNamed returns the indexes of the keywords whose name text holds,
// ignoring case, in order.
func KeywordsNamed(keywords [][2]string, text string) []int {
	low := strings.ToLower(text)
	var out []int
	for i, k := range keywords {
		if strings.Contains(low, strings.ToLower(k[0])) {
			out = append(out, i)
		}
	}
	return out
}

// DrawKeywordTerms draws DrawTerms' buttons for the keywords text names
// (KeywordsNamed), their presses prefix+"."+index, along the bottom of r,
// and returns the rest of r.
func DrawKeywordTerms(f *ui.Frame, r layout.Rect, keywords [][2]string, text, prefix string) layout.Rect {
	idx := KeywordsNamed(keywords, text)
	names := make([]string, len(idx))
	for i, k := range idx {
		names[i] = keywords[k][0]
	}
	return DrawTerms(f, r, names, idx, prefix)
}
