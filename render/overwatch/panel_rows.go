package overwatch

import (
	"strings"

	"overdeck/render/layout"
	"overdeck/render/ui"
)

// This file lays out the decision panel's buttons: rows along the
// panel's bottom, every button at least layout.MinTouch tall and wide
// enough for its shortest text, and a skill's choices a page at a time
// when the panel cannot hold them all.

// btnHeight and btnGap are the height of a panel button and the gap
// between two.
func btnHeight(f *ui.Frame) float64 { return max(layout.MinTouch, f.M.Button*0.85) }
func btnGap(f *ui.Frame) float64    { return f.M.Gap * 0.6 }

// rowsIn is how many rows of buttons fit in r's height (at least one).
func rowsIn(f *ui.Frame, r layout.Rect) int {
	return max(1, int((r.H+btnGap(f))/(btnHeight(f)+btnGap(f))))
}

// minWidth is the narrowest b may be drawn: its shortest text on one line
// inside the button's margins, and never under layout.MinTouch.
func minWidth(f *ui.Frame, b ui.Btn) float64 {
	text := b.Short
	if text == "" {
		text = b.Text
	}
	if text == "" {
		text = b.Label
	}
	return max(layout.MinTouch, ui.Measure(text, f.M.Text*1.05, true)+2*min(btnHeight(f)*0.2, 12)+4)
}

// flow puts btns in rows w wide, as many to a row as fit when the row is
// shared equally and each is at least its minWidth.
func flow(f *ui.Frame, w float64, btns []ui.Btn) [][]ui.Btn {
	gap := btnGap(f)
	var rows [][]ui.Btn
	var row []ui.Btn
	widest := 0.0
	for _, b := range btns {
		bw := max(widest, minWidth(f, b))
		if n := float64(len(row) + 1); len(row) > 0 && n*bw+(n-1)*gap > w {
			rows, row, widest = append(rows, row), nil, 0
			bw = minWidth(f, b)
		}
		row, widest = append(row, b), bw
	}
	if len(row) > 0 {
		rows = append(rows, row)
	}
	return rows
}

// fitRows lays rows out for r: each row wrapped where its buttons would
// be too narrow; when that takes more rows than r holds, all the buttons
// flowed together; and when even that does not fit, the skill's choices
// (table.pick.*) a page at a time in the rows the other buttons leave,
// between two buttons that turn the page (table.picks.prev, before them,
// and table.picks.next, after), the page kept in pg. It reports whether
// the choices are paged: then the buttons take all of r's rows, whatever
// the page (see stackHeight), so that every page is laid out alike.
func fitRows(f *ui.Frame, r layout.Rect, rows [][]ui.Btn, pg *ui.Pager) ([][]ui.Btn, bool) {
	fit := rowsIn(f, r)
	var out [][]ui.Btn
	var all, picks, others []ui.Btn
	for _, row := range rows {
		out = append(out, flow(f, r.W, row)...)
		for _, b := range row {
			all = append(all, b)
			if strings.HasPrefix(b.ID, "table.pick.") {
				picks = append(picks, b)
			} else {
				others = append(others, b)
			}
		}
	}
	if len(out) <= fit {
		return out, false
	}
	if out = flow(f, r.W, all); len(out) <= fit || len(picks) == 0 {
		return out, false
	}
	prev := ui.Btn{ID: "table.picks.prev", Text: "‹", Enabled: true}
	next := ui.Btn{ID: "table.picks.next", Text: "›", Enabled: true}
	rest := flow(f, r.W, others)
	room := max(1, fit-len(rest))
	page := func(lo, hi int) [][]ui.Btn { // choices lo to hi between the arrows
		return flow(f, r.W, append(append([]ui.Btn{prev}, picks[lo:hi]...), next))
	}
	var starts []int // where each page of choices begins
	for lo := 0; lo < len(picks); {
		starts = append(starts, lo)
		hi := lo + 1
		for hi < len(picks) && len(page(lo, hi+1)) <= room {
			hi++
		}
		lo = hi
	}
	pg.Page = min(max(pg.Page, 0), len(starts)-1)
	lo, hi := starts[pg.Page], len(picks)
	if pg.Page+1 < len(starts) {
		hi = starts[pg.Page+1]
	}
	of := " (choices " + itoa(lo+1) + " to " + itoa(hi) + " of " + itoa(len(picks)) + ")"
	prev.Label, prev.Enabled = "Earlier choices"+of, pg.Page > 0
	next.Label, next.Enabled = "More choices"+of, pg.Page+1 < len(starts)
	return append(page(lo, hi), rest...), true
}

// stackButtons draws rows of buttons (laid out by fitRows) along the
// bottom of r, the first row highest, and returns the room left above
// them.
func stackButtons(f *ui.Frame, r layout.Rect, rows [][]ui.Btn) layout.Rect {
	bh, gap := btnHeight(f), btnGap(f)
	h := float64(len(rows))*(bh+gap) - gap
	band, rest := r.CutBottom(max(h, 0))
	_, rest = rest.CutBottom(gap)
	for i, row := range rows {
		line := layout.Rect{X: band.X, Y: band.Y + float64(i)*(bh+gap), W: band.W, H: bh}
		for j, c := range line.Cols(len(row), gap) {
			b := row[j]
			b.Rect = c
			f.Button(b)
		}
	}
	return rest
}

// stackHeight is the height stackButtons takes for rows laid out by
// fitRows in r, the gap above them included: all of r's rows when paged.
func stackHeight(f *ui.Frame, r layout.Rect, rows [][]ui.Btn, paged bool) float64 {
	n := len(rows)
	if paged {
		n = max(n, rowsIn(f, r))
	}
	return float64(n) * (btnHeight(f) + btnGap(f))
}
