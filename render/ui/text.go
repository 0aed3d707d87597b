package ui

import (
	"math"
	"slices"
	"strings"

	"overdeck/render/layout"
)

// Fit returns the size to draw s at so that it is at most w wide: size
// itself, or smaller down to 60% of it (never below MinText unless size
// is); when even that is too wide, s is
// cut and ends with "…".
func Fit(s string, size, w float64, bold bool) (float64, string) {
	if w <= 0 {
		return size, s
	}
	floor := max(size*0.6, min(size, MinText))
	for k := size; k >= floor; k -= max(1, size*0.08) {
		if Measure(s, k, bold) <= w {
			return k, s
		}
	}
	small := max(math.Round(size*0.6), min(size, MinText))
	r := []rune(s)
	for len(r) > 1 && Measure(string(r)+"…", small, bold) > w {
		r = r[:len(r)-1]
	}
	return small, string(r) + "…"
}

// Wrap breaks s into lines at most w wide at size. Each "\n" starts a new
// paragraph, separated by an empty line. A word wider than w gets a line of
// its own. The caller owns the slice returned.
func Wrap(s string, size, w float64, bold bool) []string {
	k := wrapKey{s, size, w, bold}
	if lines, ok := wrapped.get(k); ok {
		return lines
	}
	var out []string
	for i, para := range strings.Split(s, "\n") {
		if i > 0 {
			out = append(out, "")
		}
		out = wrapWords(out, para, size, w, bold)
	}
	wrapped.put(k, out)
	return slices.Clip(out)
}

// Brief draws s in r like Paragraph, at size or smaller (not below
// MinText+1). When even that leaves lines out, it draws the lines that
// fit above a "More" button (id moreID, labelled with the text's opening)
// that the table answers by showing s whole, and returns true. With
// moreID "" it draws no button (the caller shows one elsewhere).
func (f *Frame) Brief(r layout.Rect, s string, size float64, ink Color, moreID string) (more bool) {
	floor := min(size, MinText+1)
	for k := size; ; k = max(floor, k-1) {
		if float64(len(Wrap(s, k, r.W, false)))*k*1.4 <= r.H+0.5 {
			f.Paragraph(r, s, k, ink)
			return false
		}
		if k == floor {
			break
		}
	}
	btn, text := r.CutBottom(min(r.H, layout.MinTouch))
	if moreID == "" {
		text = r // the caller shows the More button elsewhere
	}
	lh := floor * 1.4
	lines := Wrap(s, floor, text.W, false)
	for i := 0; i < len(lines) && float64(i+1)*lh <= text.H+0.5; i++ {
		if lines[i] != "" {
			f.Text(layout.Rect{X: text.X, Y: text.Y + float64(i)*lh, W: text.W, H: lh}, lines[i], floor, ink, Left, false)
		}
	}
	opening := s
	if w := strings.Fields(s); len(w) > 6 {
		opening = strings.Join(w[:6], " ") + "…"
	}
	if moreID == "" {
		return true
	}
	f.Button(Btn{ID: moreID, Label: "Read all: " + opening, Text: "More…", Rect: btn.Center(min(btn.W, max(120, btn.W*0.4)), btn.H), Enabled: true})
	return true
}

// Fits reports whether s wrapped in a box w wide fits h at size, or
// smaller down to MinText+1 (as Brief and Pager draw it).
func Fits(s string, size, w, h float64) bool {
	k := min(size, MinText+1)
	return float64(len(Wrap(s, k, w, false)))*k*1.4 <= h+0.5
}

// CenteredName draws a card's name bold and centred in r on at most lines
// lines (0: as many as r holds), as large as fits up to size and never
// below MinText; it reports false, drawing nothing, when even that does
// not fit: the card's label and zoom say it.
func (f *Frame) CenteredName(r layout.Rect, name string, size float64, ink Color, lines int) bool {
	for k := size; k >= MinText; k -= 0.5 {
		ls := Wrap(name, k, r.W, true)
		if lines > 0 && len(ls) > lines || float64(len(ls))*k*1.15 > r.H+0.5 {
			continue
		}
		fits := true
		for _, l := range ls {
			fits = fits && Measure(l, k, true) <= r.W
		}
		if !fits {
			continue
		}
		y := r.Y + (r.H-float64(len(ls))*k*1.15)/2
		for i, l := range ls {
			f.Text(layout.Rect{X: r.X, Y: y + float64(i)*k*1.15, W: r.W, H: k * 1.15}, l, k, ink, Center, true)
		}
		return true
	}
	return false
}
