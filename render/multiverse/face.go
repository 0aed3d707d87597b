package multiverse

import (
	"strings"

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

// enhanceCorner is the colour of an Enhance card's lower corner: a cool
// corner, to tell Enhance cards from Supers at a glance.
const enhanceCorner ui.Color = 0x9db4d0ff

// drawFace draws a face-up card in r with the kit's card frame: its
// name, its activation type (icon and word) on the type line, its emblem
// with its power now (pw) as a badge, and, on a card big enough, its
// skill (text) in the text box. kind is "Super", "Enhance" or "Champion".
func drawFace(f *ui.Frame, r layout.Rect, name, kind, text string, pw int, act multiverse.Act, mark int) {
	drawFaceWords(f, r, name, kind, text, pw, act, mark, true)
}

// drawFaceWords is drawFace; without words, the type line has only the
// activation icon (a card half under the next one in a fanned hand: its
// words would be cut).
func drawFaceWords(f *ui.Frame, r layout.Rect, name, kind, text string, pw int, act multiverse.Act, mark int, words bool) {
	col := actColor(act)
	word := actWord(act)
	if kind != "Super" {
		word = kind + " · " + word
	}
	typ := word
	if !words {
		typ = ""
	}
	c := ui.CardFrame{Name: name, Type: typ, Color: col, Emblem: name, Person: kind != "Enhance",
		Stats: []ui.Stat{{Icon: ui.IconPower, Value: itoa(pw), Color: col}}}
	if kind == "Enhance" {
		c.Second = enhanceCorner
	}
	if ic := actIcon(act); ic != ui.NoIcon {
		c.Icons = []ui.Icon{ic}
	}
	if text != "" && r.H > 170 && r.W > 110 {
		c.Text, c.Short = text, word
		c.Footer = kind
	}
	f.DrawCard(r, c)
	nameIfHidden(f, r, name)
	markCard(f, r, mark, min(r.W, r.H)*0.07)
}

// nameIfHidden writes name across the middle of card r, on a dark band,
// when the card frame is too small to show it in its name bar (a card on a
// phone): every face-up card is named on screen, at a legible size or by
// its first word.
func nameIfHidden(f *ui.Frame, r layout.Rect, name string) {
	if _, shown, _ := ui.CardName(f.M, r, name); shown != "" {
		return
	}
	band := r.Center(r.W, min(r.H, ui.MinText*2.6))
	f.Fill(band, 0x1b2530e6, 3)
	// The band's whole width: on the narrowest cards of a phone a long
	// first word ("Nightglass", 52 px bold at the legible minimum) needs
	// every pixel of the card's 53.
	drawNameInk(f, layout.Rect{X: band.X, Y: band.Y + 1, W: band.W, H: band.H - 2}, name, ui.SizesOf(f.M).Small, ui.Ink)
}

// named returns card r widened, about its centre and inside cell, until
// the card frame shows name (its first word at least): a small card in a
// wide spot is drawn wider than a card's shape rather than nameless.
// A card too low for a name bar over its art (a pile on a small screen)
// stays as it is.
func named(m layout.Metrics, r, cell layout.Rect, name string) layout.Rect {
	if r.H < layout.MinTouch {
		return r
	}
	w := r.W
	for w < cell.W {
		if _, shown, _ := ui.CardName(m, layout.Rect{W: w, H: r.H}, name); shown != "" {
			break
		}
		w = min(cell.W, w+2)
	}
	if w == r.W {
		return r
	}
	x := max(cell.X, min(r.X+(r.W-w)/2, cell.X+cell.W-w))
	return layout.Rect{X: x, Y: r.Y, W: w, H: r.H}
}

// fitText draws s on one line in r like Frame.Text, shrinking it down to
// the kit's legible size; text that does not fit even then is not drawn
// (never cut): what it says is also in a label, the zoom or the log.
func fitText(f *ui.Frame, r layout.Rect, s string, size float64, ink ui.Color, a ui.Align, bold bool) {
	size = min(size, r.H)
	for size > ui.MinText && ui.Measure(s, size, bold) > r.W {
		size = max(ui.MinText, size-0.5)
	}
	if size >= ui.MinText && ui.Measure(s, size, bold) <= r.W {
		f.Text(r, s, size, ink, a, bold)
	}
}

// drawName draws a card's name in r on one or two lines, as large as fit
// up to size; a name that does not fit even at the smallest legible size
// is shortened to its first word, or, when even that does not fit, left
// to the card's label and its zoom.
func drawName(f *ui.Frame, r layout.Rect, name string, size float64) {
	drawNameInk(f, r, name, size, ui.CardInk)
}

// drawNameInk is drawName in colour ink.
func drawNameInk(f *ui.Frame, r layout.Rect, name string, size float64, ink ui.Color) {
	if f.CenteredName(r, name, size, ink, 2) {
		return
	}
	// A long name that does not fit: its first word, if that does.
	if first, _, ok := strings.Cut(name, " "); ok {
		drawNameInk(f, r, first, size, ink)
	}
}

// textIn draws s centred in r at size, smaller if it must be (not below
// the kit's legible size), and not at all when even that does not fit:
// the card's label and its zoom say it in full.
func textIn(f *ui.Frame, r layout.Rect, s string, size float64, ink ui.Color, bold bool) {
	size = min(size, r.H)
	for size > ui.MinText && ui.Measure(s, size, bold) > r.W {
		size = max(ui.MinText, size-0.5)
	}
	if size >= ui.MinText && ui.Measure(s, size, bold) <= r.W {
		f.Text(r, s, size, ink, ui.Center, bold)
	}
}

// drawBack draws a face-down card in r: whose it is, and a lasting change
// on its spot (mod) when there is one.
func drawBack(f *ui.Frame, r layout.Rect, whose string, mod int, mark int) {
	drawBackIn(f, r, r, whose, mod, mark)
}

// drawBackIn is drawBack for a card of which only the part show is seen
// (a row behind the nearest): whose is written there.
func drawBackIn(f *ui.Frame, r, show layout.Rect, whose string, mod int, mark int) {
	sz := ui.SizesOf(f.M)
	rad := min(r.W*0.1, 8)
	f.Fill(r.Inset(-1), 0x00000066, rad+1) // an edge against the card it lies on
	f.Fill(r, ui.CardBack, rad)
	f.Stroke(r.Inset(max(2, r.W*0.07)), 0xffffff55, 1.5, rad*0.7)
	small := max(ui.MinText, min(sz.Small, r.H*0.14))
	textIn(f, show.Center(show.W-4, small*1.4), whose, small, ui.Ink, true)
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
	small := max(ui.MinText, min(sz.Small, r.H*0.14))
	textIn(f, r.Center(r.W-4, small*1.4), why, small, ui.InkDim, false)
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
	fitText(f, b, signed(mod), d*0.5, ui.ButtonInk, ui.Center, true)
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

// touch returns the area to press for a card drawn in r: r grown to at
// least a finger's size (layout.MinTouch each way) about its centre, moved
// (and if it must, cut) to lie inside cell, the space the card has.
func touch(r, cell layout.Rect) layout.Rect {
	w, h := max(r.W, layout.MinTouch), max(r.H, layout.MinTouch)
	t := layout.Rect{X: r.X + (r.W-w)/2, Y: r.Y + (r.H-h)/2, W: w, H: h}
	// Slide it inside cell, then cut what still sticks out.
	t.X = max(cell.X, min(t.X, cell.X+cell.W-t.W))
	t.Y = max(cell.Y, min(t.Y, cell.Y+cell.H-t.H))
	x0, y0 := max(t.X, cell.X), max(t.Y, cell.Y)
	x1, y1 := min(t.X+t.W, cell.X+cell.W), min(t.Y+t.H, cell.Y+cell.H)
	return layout.Rect{X: x0, Y: y0, W: max(0, x1-x0), H: max(0, y1-y0)}
}

// platformButton is the mirror entry of an element drawn by the table.
func platformButton(id, label string, r layout.Rect, enabled bool) platform.Button {
	return platform.Button{ID: id, Label: label, X: r.X, Y: r.Y, W: r.W, H: r.H, Enabled: enabled}
}
