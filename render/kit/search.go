package kit

import (
	"strconv"
	"strings"

	"overdeck/render/layout"
	"overdeck/render/ui"
)

// Asking is a Table that asks the player for text: the word to search its
// keyword help for. The shell calls Attach on each new table, before the
// table is first drawn; a table never attached offers no search.
type Asking interface {
	Table
	Attach(h EditorHost)
}

// SearchMax is the longest word a help search asks for.
const SearchMax = 40

// Search returns the indexes of the entries of es (each a name and its
// text) whose name or text contains word, ignoring case, in order. A word
// of only spaces matches every entry.
func Search(es [][2]string, word string) []int {
	w := strings.ToLower(strings.TrimSpace(word))
	var out []int
	for i, e := range es {
		if w == "" || strings.Contains(strings.ToLower(e[0]), w) || strings.Contains(strings.ToLower(e[1]), w) {
			out = append(out, i)
		}
	}
	return out
}

// Found says what a search for word found, n entries: "3 matches for
// 'block'", "1 match for 'block'", or "No match for 'xyz'".
func Found(n int, word string) string {
	q := "'" + strings.TrimSpace(word) + "'"
	switch n {
	case 0:
		return "No match for " + q
	case 1:
		return "1 match for " + q
	}
	return strconv.Itoa(n) + " matches for " + q
}

// NoMatch is the plain sentence a search that found nothing shows where
// its entries would be: what was searched, and how to see them all again.
func NoMatch(word, what string) string {
	return "No " + what + " has '" + strings.TrimSpace(word) + "' in its name or text. Search again with another word, or press Show all to read every one."
}

// termRows is the most rows of keyword buttons a card's zoom gives up.
const termRows = 2

// DrawTerms draws, along the bottom of r, one button for each keyword a
// card names (names[i]; its press is prefix+"."+idx[i], which opens the
// keyword help at that keyword), in at most two rows under a line that
// says what they are, and returns the rest of r above them. When they do
// not all fit, the last button shown opens the help at every one of them
// (prefix and each idx joined with ".").
func DrawTerms(f *ui.Frame, r layout.Rect, names []string, idx []int, prefix string) layout.Rect {
	if len(names) == 0 || len(names) != len(idx) {
		return r
	}
	m := f.M
	h := max(layout.MinTouch, m.Button*0.8)
	pad := 2*min(h*0.2, 12) + m.Gap
	type term struct {
		id, label, text string
		w               float64
	}
	all := make([]term, len(names))
	ids := make([]string, len(idx))
	for i, n := range names {
		ids[i] = strconv.Itoa(idx[i])
		all[i] = term{prefix + "." + ids[i], "Keyword help: " + n, n, min(r.W, max(h, ui.Measure(n, m.Text*1.05, false)+pad))}
	}
	more := "All " + strconv.Itoa(len(names)) + " keywords"
	every := term{prefix + "." + strings.Join(ids, "."), "Keyword help: every keyword of this card", more, min(r.W, ui.Measure(more, m.Text*1.05, false)+pad)}
	flow := func(ts []term) [][]term {
		var rows [][]term
		x := r.W + 1
		for _, t := range ts {
			if x+t.w > r.W {
				rows, x = append(rows, nil), 0
			}
			rows[len(rows)-1] = append(rows[len(rows)-1], t)
			x += t.w + m.Gap
		}
		return rows
	}
	rows := flow(all)
	for k := len(all) - 1; len(rows) > termRows && k >= 0; k-- {
		rows = flow(append(all[:k:k], every))
	}
	body := ui.SizesOf(m).Body
	area, rest := r.CutBottom(float64(len(rows))*h + float64(len(rows)-1)*m.Gap/2)
	head, rest := rest.CutBottom(body * 1.5)
	f.Text(head, "Keywords here: tap one to read it", body, ui.InkDim, ui.Left, false)
	_, rest = rest.CutBottom(m.Gap / 2)
	for i, row := range rows {
		x := area.X
		for _, t := range row {
			f.Button(ui.Btn{ID: t.id, Label: t.label, Text: t.text, Enabled: true,
				Rect: layout.Rect{X: x, Y: area.Y + float64(i)*(h+m.Gap/2), W: t.w, H: h}})
			x += t.w + m.Gap
		}
	}
	return rest
}

// Terms parses the keyword indexes of a press DrawTerms drew, arg being
// what follows its prefix and "." ("3" or "3.7.12"), each below n.
func Terms(arg string, n int) []int {
	var out []int
	for _, p := range strings.Split(arg, ".") {
		i, err := strconv.Atoi(p)
		if err != nil || i < 0 || i >= n {
			return nil
		}
		out = append(out, i)
	}
	return out
}
