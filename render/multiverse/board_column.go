package multiverse

import (
	"overdeck/game/multiverse"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// columnLayout reports whether a Multiverse of nr rows of nc cards, the
// row laid out as the nearest being ln, is drawn as a column (see
// drawColumn) in r: on a wide screen (a phone's board is too low for
// it), one card a row, at least two rows behind the nearest, and room
// beside the nearest card for the stack behind it.
func columnLayout(m layout.Metrics, r layout.Rect, nr, nc, ln int) bool {
	return m.Wide && nc == 1 && nr-1-ln >= 2 && r.W >= 2*r.H/aspect
}

// drawColumn draws a Multiverse of one card a row (the levels since rules
// 2): the nearest card, the one the player attacks, as high as the area
// on its left, the defeated rows in front of it thin under it; the rows
// behind it stand at its right as a stack, the farthest at the top, each
// showing its top (a finger high where the area allows) and the row just
// behind the nearest whole. Stacked above the nearest, six or eight rows
// would leave its card a third of the area's height.
func (t *Table) drawColumn(f *ui.Frame, r layout.Rect, st *multiverse.View, ln, near int, cur *multiverse.Step, live bool, tagW, thin float64) {
	m := f.M
	sz := ui.SizesOf(m)
	nr := int(st.NRows)
	tagH := max(ui.MinText+2, sz.Small*1.4)
	thin = min(thin, r.H*0.1, r.H*0.3/max(float64(ln), 1))
	cardH := r.H - tagH - float64(ln)*thin
	nearW := min(cardH/aspect, (r.W-m.Gap)*0.45)
	cardH = min(cardH, nearW*aspect)
	left, right := r.CutLeft(nearW)
	_, right = right.CutLeft(m.Gap)

	// The nearest row, its name above it, the defeated rows under it.
	tag, rest := left.CutTop(tagH)
	label := "Row " + itoa(ln+1)
	if ln == near {
		label = "Nearest"
	}
	fitText(f, tag, label, sz.Small, ui.InkDim, ui.Left, ln == near)
	cell, rest := rest.CutTop(cardH)
	if ln == near {
		f.Fill(cell.Inset(-2), 0xf2b84b22, 6)
	}
	t.drawSlot(f, cell, cell, st, ln, cur, live)
	for i := ln - 1; i >= 0; i-- {
		var band layout.Rect
		band, rest = rest.CutTop(thin)
		t.drawSlot(f, band, band, st, i, cur, live)
	}

	// The rows behind: a stack, the farthest at the top.
	behind := nr - 1 - ln
	tagW = min(tagW, right.W*0.3)
	ch := min(right.H*0.5, right.H-float64(behind-1)*layout.MinTouch)
	ch = min(max(ch, right.H*0.25), (right.W-tagW)*aspect)
	p := (right.H - ch) / float64(behind-1)
	if p > ch { // room for every card whole
		p = ch
	}
	y := right.Y
	for i := nr - 1; i > ln; i-- {
		bh := p
		if i == ln+1 {
			bh = ch
		}
		band := layout.Rect{X: right.X, Y: y, W: right.W, H: bh}
		y += bh
		tag, cells := band.CutLeft(tagW)
		tag.H = min(tag.H, tagH)
		fitText(f, tag, "Row "+itoa(i+1), sz.Small, ui.InkDim, ui.Left, false)
		card := layout.Rect{X: cells.X, Y: cells.Y, W: ch / aspect, H: ch}
		if !st.Rows[i].Has || i-1 > ln && !st.Rows[i-1].Has {
			card = layout.Rect{X: cells.X, Y: cells.Y, W: ch / aspect, H: bh}
		}
		t.drawSlot(f, card, layout.Rect{X: cells.X, Y: cells.Y, W: ch / aspect, H: bh}, st, i, cur, live)
	}
}
