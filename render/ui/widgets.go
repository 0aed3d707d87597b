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
		if b.Style == Radio {
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
		if b.Style == Radio {
			align = Left
		}
		f.Text(inner, text, f.M.Text*1.05, ink, align, b.Style == Plain)
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
	f.Text(corner, value, min(r.W*0.2, 18), ink, Left, true)
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
