package ui

import (
	"math"

	"overdeck/render/layout"
)

// HealthBar draws hit points hp of most as a bar in r: green while above
// two thirds, amber down to a third, then red, with "hp / most" in it.
// shown is the (possibly fractional) value the bar is filled to, so that a
// bar can drain (see Motion.Health); pass float64(hp) to draw it at rest.
func (f *Frame) HealthBar(r layout.Rect, hp, most int, shown float64) {
	rad := min(r.H/2, 6)
	f.Fill(r, 0x000000aa, rad)
	if most > 0 && shown > 0 {
		c := Good
		switch {
		case shown*3 <= float64(most):
			c = Danger
		case shown*3 <= float64(most*2):
			c = 0xc98a1eff
		}
		w := r.W * min(1, shown/float64(most))
		f.Fill(layout.Rect{X: r.X, Y: r.Y, W: max(w, rad*2), H: r.H}, c, rad)
		f.Fill(layout.Rect{X: r.X + rad, Y: r.Y + 1, W: max(0, w-2*rad), H: r.H * 0.3}, 0xffffff30, rad/2)
	}
	size := max(11, min(r.H*0.72, SizesOf(f.M).Body))
	txt := itoa(hp) + " / " + itoa(most)
	hr := layout.Rect{X: r.X + 2, Y: r.Y, W: r.H, H: r.H}
	if r.W > r.H*4 {
		f.Icon(hr.Inset(r.H*0.15), IconHeart, Ink, 0)
		f.Text(layout.Rect{X: r.X + r.H, Y: r.Y, W: r.W - r.H*2, H: r.H}, txt, size, Ink, Center, true)
		return
	}
	f.Text(r, txt, size, Ink, Center, true)
}

// Token draws a round counter in r: the icon on the swatch's colour, with
// count in a small disc at its lower right (count 0, or a token too small
// for a legible number, draws no number).
func (f *Frame) Token(r layout.Rect, i Icon, count int) {
	f.IconBadge(r, i)
	p := f.PenIn(r)
	d := p.S * 0.52
	if count == 0 || d*0.62 < MinText {
		return // too small for a legible number: the label says it
	}
	c := layout.Rect{X: p.X + p.S - d*0.8, Y: p.Y + p.S - d*0.8, W: d, H: d}
	cp := f.PenIn(c)
	cp.Circle(0.5, 0.5, 0.5, 0x000000ff)
	cp.Circle(0.5, 0.5, 0.42, Ink)
	f.Text(c.Inset(d*0.12), itoa(count), d*0.62, DarkInk, Center, true)
}

// Counter draws an icon followed by a number, on one line in r: "♥ 12",
// a hand of 5, a deck of 30. The word the icon stands for goes in the
// label of whatever button the counter belongs to.
func (f *Frame) Counter(r layout.Rect, i Icon, value string, ink, ground Color) {
	s := r.H
	f.Icon(layout.Rect{X: r.X, Y: r.Y + s*0.1, W: s * 0.8, H: s * 0.8}, i, ink, ground)
	f.Text(layout.Rect{X: r.X + s*0.9, Y: r.Y, W: r.W - s*0.9, H: r.H}, value, max(11, s*0.62), ink, Left, true)
}

// Die draws a six-sided die showing value (1 to 6) in r, tinted c; roll,
// from 0 to 1, tilts it while it is still rolling (1 is at rest).
func (f *Frame) Die(r layout.Rect, value int, c Color, roll float64) {
	p := f.PenIn(r)
	p.Turn = (1 - roll) * math.Pi * 1.5
	p.RoundRect(0.04, 0.06, 0.92, 0.92, 0.18, 0x00000080)
	p.RoundRect(0.04, 0.04, 0.92, 0.92, 0.18, c)
	ink := InkOn(c)
	pips := map[int][][2]float64{
		1: {{0.5, 0.5}},
		2: {{0.28, 0.28}, {0.72, 0.72}},
		3: {{0.28, 0.28}, {0.5, 0.5}, {0.72, 0.72}},
		4: {{0.28, 0.28}, {0.72, 0.28}, {0.28, 0.72}, {0.72, 0.72}},
		5: {{0.28, 0.28}, {0.72, 0.28}, {0.5, 0.5}, {0.28, 0.72}, {0.72, 0.72}},
		6: {{0.28, 0.26}, {0.72, 0.26}, {0.28, 0.5}, {0.72, 0.5}, {0.28, 0.74}, {0.72, 0.74}},
	}[value]
	for _, q := range pips {
		p.Circle(q[0], q[1], 0.085, ink)
	}
}

// IconButton draws b with icon i on its face (see Btn.Icon).
func (f *Frame) IconButton(b Btn, i Icon) {
	b.Icon = i
	f.Button(b)
}

// iconFace draws the face of a button with an icon: the icon alone when
// text is empty or there is no room, else the icon and text side by side.
func (f *Frame) iconFace(r layout.Rect, i Icon, text string, ink, fill Color) {
	s := min(r.H*0.6, 30)
	if text == "" || r.W < s*3.2 {
		f.Icon(r.Center(s, s), i, ink, fill)
		return
	}
	size := f.M.Text * 1.05
	w := min(Measure(text, size, true), r.W-s*1.6-8)
	x := r.X + (r.W-(s*1.25+w))/2
	f.Icon(layout.Rect{X: x, Y: r.Y + (r.H-s)/2, W: s, H: s}, i, ink, fill)
	f.Text(layout.Rect{X: x + s*1.25, Y: r.Y, W: r.X + r.W - x - s*1.25 - 4, H: r.H}, text, size, ink, Left, true)
}

// Count is one icon and its number, for Counters.
type Count struct {
	Icon  Icon
	Value string
}

// Counters draws counts side by side in r, each an icon followed by its
// number in ink on ground (the colour behind, for the icons' cut-outs),
// at the largest size up to r's height that fits r's width (never
// below MinText), aligned left, centred or right. It returns false, and
// draws nothing, when they cannot fit at MinText.
func (f *Frame) Counters(r layout.Rect, counts []Count, ink, ground Color, a Align) bool {
	if len(counts) == 0 {
		return true
	}
	width := func(h float64) float64 {
		w := 0.0
		for i, c := range counts {
			if i > 0 {
				w += h * 0.45
			}
			w += h*0.9 + Measure(c.Value, h*0.72, true)
		}
		return w
	}
	h := min(r.H, 40)
	for h*0.72 >= MinText && width(h) > r.W {
		h -= 1
	}
	if h*0.72 < MinText {
		return false
	}
	w := width(h)
	x := r.X
	switch a {
	case Center:
		x += (r.W - w) / 2
	case Right:
		x += r.W - w
	}
	y := r.Y + (r.H-h)/2
	for _, c := range counts {
		f.Icon(layout.Rect{X: x, Y: y + h*0.1, W: h * 0.8, H: h * 0.8}, c.Icon, ink, ground)
		x += h * 0.9
		tw := Measure(c.Value, h*0.72, true)
		f.Text(layout.Rect{X: x, Y: y, W: tw + 1, H: h}, c.Value, h*0.72, ink, Left, true)
		x += tw + h*0.45
	}
	return true
}
