package ui

import (
	"overdeck/render/layout"
	"overdeck/render/platform"
)

// Style is how a button looks.
type Style uint8

// Button styles.
const (
	Plain Style = iota // a rounded, filled button with its label
	Radio              // one choice among several, marked when Selected
	Card               // a playing card; Text is the big value on its face
)

// Btn describes one button to draw.
type Btn struct {
	ID       string      // stable id for the mirror and for Press
	Label    string      // what a screen reader says
	Text     string      // what is drawn, when it differs from Label
	Rect     layout.Rect // where, in CSS pixels
	Enabled  bool
	Selected bool // a Radio's chosen option
	Style    Style
	// Short, when set, is drawn instead of Text when Text does not fit
	// the button at a legible size: "OK" for "Confirm".
	Short string
	// Icon, when set, is drawn on the button's face, before Text (or
	// alone when Text is "-"): the word stays in Label.
	Icon Icon
}

// Button draws b and records it as an interactive element of the frame,
// with the focus ring around it when it has the keyboard focus.
func (f *Frame) Button(b Btn) {
	text := b.Text
	if text == "" {
		text = b.Label
	}
	r := b.Rect
	if b.ID == f.Focus && b.ID != "" {
		// The focus ring: a band drawn under the button, showing around it.
		f.Fill(r.Inset(-4), FocusRing, min(r.H*0.25, 12)+4)
	}
	switch b.Style {
	case Card:
		f.Card(r, text, b.Enabled)
	default:
		fill, ink := ButtonFill, ButtonInk
		if b.Selected {
			fill = ButtonOn
		}
		if !b.Enabled {
			fill, ink = ButtonOff, ButtonInkNo
		}
		rad := min(r.H*0.25, 12)
		f.Fill(r, fill, rad)
		inner := r.Inset(min(r.H*0.2, 12))
		size := f.M.Text * 1.05
		dotted := b.Style == Radio && fitsLine(text, inner.W-r.H*0.59, b.Style == Plain)
		if dotted {
			dot := layout.Rect{X: inner.X, Y: r.Y + r.H/2 - r.H*0.17, W: r.H * 0.34, H: r.H * 0.34}
			f.Fill(dot, ink, dot.W/2)
			f.Fill(dot.Inset(2), fill, dot.W/2-2)
			if b.Selected {
				f.Fill(dot.Inset(dot.W*0.25), ink, dot.W/4)
			}
			_, inner = inner.CutLeft(dot.W + r.H*0.25)
		}
		if b.Icon != NoIcon && b.Style == Plain {
			if text == "-" {
				text = ""
			}
			f.iconFace(r, b.Icon, text, ink, fill)
			break
		}
		align := Center
		if dotted {
			align = Left
		}
		if b.Short != "" && !fitsTwo(text, inner, b.Style == Plain) {
			text = b.Short
		}
		f.FitText(inner, text, size, ink, align, b.Style == Plain)
	}
	f.Buttons = append(f.Buttons, platform.Button{
		ID: b.ID, Label: b.Label, X: r.X, Y: r.Y, W: r.W, H: r.H, Enabled: b.Enabled,
	})
}

// Card draws a face-up card showing value: a large number in the middle
// and a small one in the top-left corner. A card that cannot be played
// (live false) is dimmed.
func (f *Frame) Card(r layout.Rect, value string, live bool) {
	rad := r.W * 0.1
	f.Fill(r, 0x0000004d, rad)
	f.Fill(r.Inset(1), CardFace, rad-1)
	ink := CardInk
	if !live {
		ink = 0x1d273170
	}
	f.Text(r.Inset(r.W*0.08), value, min(r.W*0.55, r.H*0.45), ink, Center, true)
	corner := layout.Rect{X: r.X + r.W*0.08, Y: r.Y + r.H*0.04, W: r.W * 0.4, H: r.H * 0.18}
	if cs := min(r.W*0.2, 18); cs >= MinText && corner.H >= cs {
		f.Text(corner, value, cs, ink, Left, true)
	}
	if !live {
		f.Fill(r, 0x1b253066, rad)
	}
}

// CardBack draws a face-down card.
func (f *Frame) CardBack(r layout.Rect) {
	rad := r.W * 0.1
	f.Fill(r, CardFace, rad)
	f.Fill(r.Inset(r.W*0.07), CardBack, rad*0.7)
}

// Dialog draws the panel of a dialog box centred on the screen, w wide
// (capped at the content width) and h tall, and returns its inside.
func (f *Frame) Dialog(w, h float64) layout.Rect {
	c := f.M.Content()
	r := c.Center(min(w, c.W), min(h, c.H))
	f.Fill(r, Panel, 16)
	return r.Inset(f.M.Gap * 1.5)
}

// Screen paints the whole screen in c: the first thing every scene draws.
func (f *Frame) Screen(c Color) { f.Fill(f.M.Screen, c, 0) }

// fitsLine reports whether s fits w on one line at MinText or more.
func fitsLine(s string, w float64, bold bool) bool { return Measure(s, MinText, bold) <= w }

// FitText draws s in r at size or smaller, never below MinText: on one
// line when it fits, else wrapped on two lines when r is tall enough, and
// only when neither fits, cut with "…" (which the fitting test reports).
func (f *Frame) FitText(r layout.Rect, s string, size float64, c Color, a Align, bold bool) {
	for k := size; ; k -= 0.5 {
		k = max(k, MinText)
		if Measure(s, k, bold) <= r.W {
			f.Text(r, s, k, c, a, bold)
			return
		}
		if k == MinText {
			break
		}
	}
	if r.H >= 2*MinText*1.15 {
		for k := min(size, r.H/2.3); k >= MinText; k -= 0.5 {
			lines := Wrap(s, k, r.W, bold)
			if len(lines) == 2 && Measure(lines[0], k, bold) <= r.W && Measure(lines[1], k, bold) <= r.W {
				lh := k * 1.15
				y := r.Y + (r.H-2*lh)/2
				for i, l := range lines {
					f.Text(layout.Rect{X: r.X, Y: y + float64(i)*lh, W: r.W, H: lh}, l, k, c, a, bold)
				}
				return
			}
		}
	}
	f.Text(r, s, MinText, c, a, bold)
}

// fitsTwo reports whether FitText can draw s in r without cutting it.
func fitsTwo(s string, r layout.Rect, bold bool) bool {
	if Measure(s, MinText, bold) <= r.W {
		return true
	}
	if r.H < 2*MinText*1.15 {
		return false
	}
	lines := Wrap(s, MinText, r.W, bold)
	return len(lines) == 2 && Measure(lines[0], MinText, bold) <= r.W && Measure(lines[1], MinText, bold) <= r.W
}

// FitsBox reports whether FitText can draw s in r (bold or not) without
// cutting it: on one line, or on two when r is tall enough.
func FitsBox(s string, r layout.Rect, bold bool) bool { return fitsTwo(s, r, bold) }

// Grow says which way ReadOnly grows an entry shorter than a touch
// target.
type Grow uint8

// Growth directions of ReadOnly.
const (
	GrowMiddle Grow = iota // about its middle: a line among others
	GrowUp                 // upward from its bottom edge: a heading over what it heads
	// GrowNone keeps the entry as drawn: things laid close side by side
	// (a spectator's small cards), which a grown entry would cover.
	GrowNone
)

// ReadOnly adds a mirror entry that is read, never pressed: label says in
// words what r shows. An entry shorter than layout.MinTouch is grown to it
// the way grow says, within the screen, so that a screen reader's finger
// finds it as easily as any button; nothing is drawn.
func (f *Frame) ReadOnly(id, label string, r layout.Rect, grow Grow) {
	if h := float64(layout.MinTouch); r.H < h && grow != GrowNone {
		s := f.M.Screen
		y := r.Y - (h-r.H)/2
		if grow == GrowUp {
			y = r.Y + r.H - h
		}
		r.Y, r.H = min(max(y, s.Y), s.Y+s.H-h), h
	}
	f.Buttons = append(f.Buttons, platform.Button{ID: id, Label: label, X: r.X, Y: r.Y, W: r.W, H: r.H})
}
