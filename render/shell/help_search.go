package shell

import (
	"strings"

	"overdeck/render/kit"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// The rules screen's search: a Search button (rules.search) asks the page
// for a word, and the screen then shows only the parts of the rules whose
// text holds it, ignoring case (each paragraph whole, and each keyword of
// the game's Keywords as an entry of its own), with "N matches for
// 'word'" and a Show all button (rules.all). A word nothing holds is
// said so plainly, with Show all beside it.

// rulesEntries are what the rules' search looks through: each paragraph
// of text, and in place of the paragraph beginning "Keywords." each of
// keywords (when the game has them) as "Name: meaning".
func rulesEntries(text string, keywords [][2]string) [][2]string {
	var out [][2]string
	for _, p := range strings.Split(text, "\n") {
		if strings.HasPrefix(p, "Keywords.") && len(keywords) > 0 {
			for _, k := range keywords {
				out = append(out, [2]string{k[0], k[0] + ": " + k[1]})
			}
			continue
		}
		if strings.TrimSpace(p) != "" {
			out = append(out, [2]string{"", p})
		}
	}
	return out
}

// shown returns the text the rules screen shows: all the rules, or the
// entries a search found, one paragraph each; and the line that says what
// the search found, "" when there was none.
func (r *rules) shown() (string, string) {
	if r.find == "" {
		return r.text, ""
	}
	es := rulesEntries(r.text, r.keywords)
	found := kit.Search(es, r.find)
	if len(found) == 0 {
		return kit.NoMatch(r.find, "part of the rules"), kit.Found(0, r.find)
	}
	parts := make([]string, len(found))
	for i, k := range found {
		parts[i] = es[k][1]
	}
	return strings.Join(parts, "\n"), kit.Found(len(found), r.find)
}

// pressSearch handles the rules screen's Search and Show all, and reports
// whether id was one of them.
func (r *rules) pressSearch(s *Shell, id string) bool {
	switch id {
	case "rules.all":
		r.find, r.page = "", 0
	case "rules.search":
		s.askTextMax("Search the rules for a word", r.find, kit.SearchMax, func(_ *Shell, w string) {
			r.find, r.page = strings.TrimSpace(w), 0
		})
	default:
		return false
	}
	return true
}

// drawSearchBar draws the rules screen's search row at the top of text:
// what the search found (status, when there is one) and its Show all
// button, and the Search button; it returns the rest of text.
func drawSearchBar(f *ui.Frame, text layout.Rect, status string) layout.Rect {
	m := f.M
	bar, rest := text.CutTop(max(layout.MinTouch, m.Button*0.8))
	_, rest = rest.CutTop(m.Gap / 2)
	btns := []ui.Btn{{ID: "rules.search", Label: "Search the rules for a word", Text: "Search", Enabled: true}}
	if status != "" {
		btns = append([]ui.Btn{{ID: "rules.all", Label: "Show all the rules", Text: "Show all", Enabled: true}}, btns...)
	}
	bw := min(bar.W*0.3, m.Button*2.4)
	row, left := bar.CutRight(float64(len(btns))*bw + float64(len(btns)-1)*m.Gap)
	for i, c := range row.Cols(len(btns), m.Gap) {
		btns[i].Rect = c
		f.Button(btns[i])
	}
	if status == "" {
		return rest
	}
	size := max(minRulesText, m.Text*0.9)
	if ui.Measure(status, size, true) > left.W-m.Gap {
		left, rest = rest.CutTop(size * 1.6)
	}
	f.Text(left, status, size, ui.Accent, ui.Left, true)
	return rest
}
