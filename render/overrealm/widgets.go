package overrealm

import (
	"overdeck/render/layout"
	"overdeck/render/platform"
	"overdeck/render/ui"
)

// platformButton is the mirror entry of an element drawn by the table.
func platformButton(id, label string, r layout.Rect, enabled bool) platform.Button {
	return platform.Button{ID: id, Label: label, X: r.X, Y: r.Y, W: r.W, H: r.H, Enabled: enabled}
}

// gridCells lays out n tiles in r in as square a grid as fits.
func gridCells(r layout.Rect, n int, gap float64) []layout.Rect {
	if n == 0 {
		return nil
	}
	cols := 1
	for float64(cols*cols)*r.H < float64(n)*r.W*0.45 && cols < n {
		cols++
	}
	rows := (n + cols - 1) / cols
	var out []layout.Rect
	for i, row := range r.Rows(rows, gap) {
		for j, c := range row.Cols(cols, gap) {
			if i*cols+j < n {
				out = append(out, c)
			}
		}
	}
	return out
}

// fitParagraph draws s in r, shrinking the text (down to 11 px) until it
// fits.
func fitParagraph(f *ui.Frame, r layout.Rect, s string, size float64) {
	for size > 11 && float64(len(ui.Wrap(s, size, r.W, false)))*size*1.4 > r.H {
		size = max(11, size-1)
	}
	f.Paragraph(r, s, size, ui.Ink)
}

// fitParagraphInk is fitParagraph in colour ink.
func fitParagraphInk(f *ui.Frame, r layout.Rect, s string, size float64, ink ui.Color) {
	for size > ui.MinText && float64(len(ui.Wrap(s, size, r.W, false)))*size*1.4 > r.H {
		size = max(ui.MinText, size-1)
	}
	f.Paragraph(r, s, size, ink)
}

// hit records an interactive element drawn by the caller in r (the focus
// ring first, under it), for elements that are not plain buttons.
func hit(f *ui.Frame, id, label string, r layout.Rect, enabled bool) {
	if id == f.Focus && id != "" {
		f.Fill(r.Inset(-4), ui.FocusRing, 12)
	}
	f.Buttons = append(f.Buttons, platformButton(id, label, r, enabled))
}

// weightedCols splits r into columns whose widths follow weights, gap
// apart.
func weightedCols(r layout.Rect, weights []float64, gap float64) []layout.Rect {
	total := 0.0
	for _, w := range weights {
		total += w
	}
	free := r.W - gap*float64(max(len(weights)-1, 0))
	out := make([]layout.Rect, len(weights))
	x := r.X
	for i, w := range weights {
		out[i] = layout.Rect{X: x, Y: r.Y, W: free * w / total, H: r.H}
		x += out[i].W + gap
	}
	return out
}

// selected is the mirror label's mark of a chosen radio option.
func selected(on bool) string {
	if on {
		return " (selected)"
	}
	return ""
}

// fitLine draws s on one line in r at size, or smaller (not below
// ui.MinText), or, when even that is too wide, wrapped onto as many lines
// as r holds: never cut with "…".
func fitLine(f *ui.Frame, r layout.Rect, s string, size float64, ink ui.Color) {
	size = min(size, r.H*0.9)
	for k := size; k >= ui.MinText; k -= 0.5 {
		if ui.Measure(s, k, false) <= r.W {
			f.Text(r, s, k, ink, ui.Left, false)
			return
		}
	}
	fitParagraphInk(f, r, s, ui.MinText, ink)
}
