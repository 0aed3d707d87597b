package multiverse

import (
	"overdeck/game/multiverse"
	"overdeck/render/layout"
	"overdeck/render/platform"
	"overdeck/render/ui"
)

// aspect is a card's height over its width.
const aspect = 1.4

// Marks on a drawn card.
const (
	markNone   = iota
	markLit    // playable, or a target: an accent border
	markChosen // selected, or the step's card: a bright border
	markDim    // cannot be played now: dimmed
)

// cardIn returns the largest card of the right aspect centred in r.
func cardIn(r layout.Rect) layout.Rect {
	w := min(r.W, r.H/aspect)
	return r.Center(w, w*aspect)
}

// drawFace draws a face-up card in r: its name, its power now (pw) and
// the band of its activation type. kind is "Super", "Enhance" or
// "Champion".
func drawFace(f *ui.Frame, r layout.Rect, name, kind string, pw int, act multiverse.Act, mark int) {
	sz := ui.SizesOf(f.M)
	rad := min(r.W*0.1, 8)
	f.Fill(r, ui.CardFace, rad)
	in := r.Inset(max(2, r.W*0.05))
	small := max(9, min(sz.Small, r.H*0.13))
	nameR, rest := in.CutTop(small * 2.3)
	lines := ui.Wrap(name, small, nameR.W, true)
	if len(lines) > 2 {
		lines = lines[:2]
	}
	for i, l := range lines {
		y := nameR.Y + float64(i)*small*1.15
		if len(lines) == 1 {
			y += small * 0.55
		}
		f.Text(layout.Rect{X: nameR.X, Y: y, W: nameR.W, H: small * 1.15}, l, small, ui.CardInk, ui.Center, true)
	}
	band, rest := rest.CutBottom(small * 1.5)
	f.Fill(band, actColor(act), rad/2)
	word := actWord(act)
	if kind != "Super" {
		word = kind + " · " + word
	}
	f.Text(band.Inset(1), word, small*0.92, ui.ButtonInk, ui.Center, true)
	d := min(rest.H*0.9, rest.W*0.7)
	disc := rest.Center(d, d)
	f.Fill(disc, actColor(act), d/2)
	f.Text(disc, itoa(pw), d*0.62, ui.ButtonInk, ui.Center, true)
	markCard(f, r, mark, rad)
}

// drawBack draws a face-down card in r: whose it is, and a lasting change
// on its spot (mod) when there is one.
func drawBack(f *ui.Frame, r layout.Rect, whose string, mod int, mark int) {
	sz := ui.SizesOf(f.M)
	rad := min(r.W*0.1, 8)
	f.Fill(r, ui.CardBack, rad)
	f.Stroke(r.Inset(max(2, r.W*0.07)), 0xffffff55, 1.5, rad*0.7)
	small := max(9, min(sz.Small, r.H*0.14))
	f.Text(r.Center(r.W, small*1.4), whose, small, ui.Ink, ui.Center, true)
	if mod != 0 {
		drawMod(f, r, mod)
	}
	markCard(f, r, mark, rad)
}

// drawEmpty draws an empty spot in r: the outline of the card that was
// there, and why it is empty.
func drawEmpty(f *ui.Frame, r layout.Rect, why string) {
	sz := ui.SizesOf(f.M)
	f.Stroke(r, 0xffffff33, 1.5, min(r.W*0.1, 8))
	small := max(9, min(sz.Small, r.H*0.14))
	f.Text(r.Center(r.W, small*1.4), why, small, ui.InkDim, ui.Center, false)
}

// drawMod draws a spot's lasting change as a badge on the card's corner.
func drawMod(f *ui.Frame, r layout.Rect, mod int) {
	d := max(18, r.W*0.34)
	b := layout.Rect{X: r.X + r.W - d*0.8, Y: r.Y - d*0.2, W: d, H: d}
	fill := ui.Color(0x2e7d32ff)
	if mod < 0 {
		fill = ui.Danger
	}
	f.Fill(b, fill, d/2)
	f.Text(b, signed(mod), d*0.5, ui.ButtonInk, ui.Center, true)
}

// markCard draws a card's mark over it.
func markCard(f *ui.Frame, r layout.Rect, mark int, rad float64) {
	switch mark {
	case markLit:
		f.Stroke(r.Inset(-3), ui.Accent, 3, rad+3)
	case markChosen:
		f.Stroke(r.Inset(-4), ui.Ink, 4, rad+4)
	case markDim:
		f.Fill(r, 0x1b253099, rad)
	}
}

// hit records an interactive element drawn by the caller in r (the focus
// ring first, under it).
func hit(f *ui.Frame, id, label string, r layout.Rect, enabled bool) {
	if id == f.Focus && id != "" {
		f.Fill(r.Inset(-5), ui.FocusRing, 10)
	}
	f.Buttons = append(f.Buttons, platformButton(id, label, r, enabled))
}

// platformButton is the mirror entry of an element drawn by the table.
func platformButton(id, label string, r layout.Rect, enabled bool) platform.Button {
	return platform.Button{ID: id, Label: label, X: r.X, Y: r.Y, W: r.W, H: r.H, Enabled: enabled}
}
