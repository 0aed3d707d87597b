package ui

import (
	"math"

	"overdeck/render/layout"
)

// HeroEmblem draws the emblem of a person called name in r: a bust made
// of vector shapes (head, headgear, face, shoulders and a chest mark) in
// the card's colours c1 and c2, the same every time for the same name.
// Overwatch's heroes and OverPower's characters use it.
func (f *Frame) HeroEmblem(r layout.Rect, name string, c1, c2 Color) {
	pt := EmblemParts(name)
	p := f.PenIn(r)
	backdrop(p, pt[0], c1, c2)
	skin := []Color{0xf1c9a5ff, 0xc68a5eff, 0x8d5a3bff, 0xe3b48cff}[pt[6]%4]
	dark := Shade(c1, -0.55)
	acc := c2
	if acc == c1 {
		acc = Shade(c1, 0.35)
	}
	// Shoulders.
	dome(p, 0.5, 1, 0.42, 0.32, dark)
	dome(p, 0.5, 1, 0.39, 0.29, c1)
	switch pt[5] {
	case 1: // shoulder pads
		p.Ellipse(0.18, 0.76, 0.12, 0.08, -0.3, acc)
		p.Ellipse(0.82, 0.76, 0.12, 0.08, 0.3, acc)
	case 2: // cape collar
		p.Poly(acc, 0.26, 0.7, 0.4, 0.66, 0.36, 0.86)
		p.Poly(acc, 0.74, 0.7, 0.6, 0.66, 0.64, 0.86)
	case 3: // armour plate
		p.RoundRect(0.36, 0.78, 0.28, 0.22, 0.04, acc)
	}
	switch pt[1] % 4 {
	case 1:
		p.Star(0.5, 0.9, 0.07, 0.03, 5, Gold)
	case 2:
		p.Circle(0.5, 0.9, 0.05, Shade(acc, 0.5))
	case 3:
		p.Line(0.42, 0.86, 0.5, 0.92, 0.03, Gold)
		p.Line(0.5, 0.92, 0.58, 0.86, 0.03, Gold)
	}
	// Neck and head.
	p.Rect(0.44, 0.56, 0.12, 0.12, Shade(skin, -0.15))
	head := pt[2] % 3
	switch head {
	case 0:
		p.Circle(0.5, 0.42, 0.19, skin)
	case 1:
		p.Ellipse(0.5, 0.42, 0.16, 0.21, 0, skin)
	default:
		p.RoundRect(0.33, 0.23, 0.34, 0.38, 0.1, skin)
	}
	heroHeadgear(p, pt[3], c1, acc, dark)
	heroFace(p, pt[4], dark, acc)
}

// heroHeadgear draws hair, a helmet, a hood, a cap, spikes or a mask band.
func heroHeadgear(p Pen, kind uint8, c1, acc, dark Color) {
	switch kind {
	case 0: // hair
		p.Ellipse(0.5, 0.28, 0.2, 0.1, 0, dark)
		p.Poly(dark, 0.3, 0.3, 0.36, 0.24, 0.34, 0.46)
	case 1: // helmet with a crest
		p.Arc(0.5, 0.42, 0.2, 0.07, math.Pi*1.02, math.Pi*1.98, c1)
		p.Rect(0.47, 0.15, 0.06, 0.12, acc)
	case 2: // hood
		p.Arc(0.5, 0.44, 0.22, 0.08, math.Pi*0.8, math.Pi*2.2, c1)
	case 3: // cap with a brim
		p.Wedge(0.5, 0.34, 0.19, math.Pi, 2*math.Pi, acc)
		p.Poly(acc, 0.5, 0.33, 0.78, 0.33, 0.74, 0.37, 0.5, 0.37)
	default: // spiky hair
		for i := range 5 {
			x := 0.32 + float64(i)*0.09
			p.Poly(acc, x-0.06, 0.34, x, 0.12+float64(i%2)*0.06, x+0.06, 0.34)
		}
	}
}

// heroFace draws eyes, a visor, goggles or one lens.
func heroFace(p Pen, kind uint8, dark, acc Color) {
	switch kind {
	case 0:
		p.Circle(0.44, 0.42, 0.022, dark)
		p.Circle(0.56, 0.42, 0.022, dark)
		p.Line(0.45, 0.52, 0.55, 0.52, 0.02, dark)
	case 1: // visor
		p.RoundRect(0.34, 0.37, 0.32, 0.08, 0.04, acc)
		p.Rect(0.36, 0.39, 0.28, 0.02, 0xffffff90)
	case 2: // goggles
		p.Circle(0.43, 0.42, 0.05, acc)
		p.Circle(0.57, 0.42, 0.05, acc)
		p.Circle(0.43, 0.42, 0.028, 0xdff4ffff)
		p.Circle(0.57, 0.42, 0.028, 0xdff4ffff)
		p.Line(0.48, 0.42, 0.52, 0.42, 0.02, acc)
	default: // a mask over the lower face, eyes above it
		p.Circle(0.44, 0.4, 0.022, dark)
		p.Circle(0.56, 0.4, 0.022, dark)
		p.Poly(acc, 0.33, 0.46, 0.67, 0.46, 0.6, 0.6, 0.4, 0.6)
	}
}

// dome draws the top half of an ellipse centred at (x,y): shoulders.
func dome(p Pen, x, y, rx, ry float64, c Color) {
	var xy []float64
	for i := 0; i <= 16; i++ {
		a := math.Pi + math.Pi*float64(i)/16
		xy = append(xy, x+rx*math.Cos(a), y+ry*math.Sin(a))
	}
	p.Poly(c, xy...)
}

// ZoomArt cuts, from the top of a zoom's body r, a square for the emblem
// of the monster, hero or character zoomed, as large as the room allows
// (none when there is too little), and returns it and the rest of r for
// the text.
func (f *Frame) ZoomArt(r layout.Rect) (art, rest layout.Rect) {
	h := min(r.H*0.3, 180)
	if h < 48 {
		return layout.Rect{}, r
	}
	art, rest = r.CutTop(h)
	_, rest = rest.CutTop(f.M.Gap / 2)
	return art.Center(h, h), rest
}
