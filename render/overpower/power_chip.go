package overpower

import (
	"overdeck/game/overpower"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// A Power card too small for its words ("Energy 6") is drawn as a chip:
// its type's icon on the type's colour and its value beside it, the
// icon the keyword help explains. No letter code ("E6") is ever drawn.

// chipWidth is how wide a chip of value val is at text size size.
func chipWidth(val string, size float64) float64 {
	return size*1.05 + ui.Measure(val, size, true) + size*0.45
}

// drawChip draws a chip of type t and value val at the left of r, its
// text at size, and returns its width. Its corners are rounded by
// chipRound of its text size (what tells a chip from a grid's box in
// the tests).
func drawChip(f *ui.Frame, r layout.Rect, t int8, val string, size float64) float64 {
	w := chipWidth(val, size)
	h := min(r.H, size*1.3)
	b := layout.Rect{X: r.X, Y: r.Y + (r.H-h)/2, W: w, H: h}
	col := typeColor(t)
	ink := ui.InkOn(col)
	f.Fill(b, col, size*chipRound)
	ic := size * 0.9
	f.Icon(layout.Rect{X: b.X + size*0.15, Y: b.Y + (h-ic)/2, W: ic, H: ic}, typeIcon(t), ink, col)
	f.Text(layout.Rect{X: b.X + size*1.05, Y: b.Y, W: w - size*1.05, H: h}, val, size, ink, ui.Left, true)
	return w
}

// chipRound is a chip's corner radius, in its text size.
const chipRound = 0.3

// isPower reports whether c is a Power card, whose small form is a chip.
func isPower(c overpower.Card) bool {
	return c.Kind == overpower.KindPower && c.Type >= 0 && int(c.Type) < len(overpower.TypeNames)
}

// chipLine draws pre, power card c's chip and post on line r in ink, at
// size or smaller (down to ui.MinText), aligned left or centred; it
// reports whether they fitted.
func chipLine(f *ui.Frame, r layout.Rect, pre string, c overpower.Card, post string, size float64, ink ui.Color, a ui.Align) bool {
	if !isPower(c) {
		return false
	}
	val := itoa(int(c.Val))
	width := func(s float64) float64 {
		return ui.Measure(pre, s, false) + chipWidth(val, s) + ui.Measure(post, s, false)
	}
	size = min(size, r.H)
	for size > ui.MinText && width(size) > r.W {
		size = max(ui.MinText, size-0.5)
	}
	if width(size) > r.W {
		return false
	}
	x := r.X
	if a == ui.Center {
		x += (r.W - width(size)) / 2
	}
	if pre != "" {
		pw := ui.Measure(pre, size, false)
		f.Text(layout.Rect{X: x, Y: r.Y, W: pw + 1, H: r.H}, pre, size, ink, ui.Left, false)
		x += pw
	}
	x += drawChip(f, layout.Rect{X: x, Y: r.Y, W: r.X + r.W - x, H: r.H}, c.Type, val, size)
	if post != "" {
		f.Text(layout.Rect{X: x, Y: r.Y, W: r.X + r.W - x, H: r.H}, post, size, ink, ui.Left, false)
	}
	return true
}
