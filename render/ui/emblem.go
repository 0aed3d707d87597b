package ui

import (
	"math"

	"overdeck/render/layout"
)

// Parts are the choices an emblem is made of, each drawn from the name's
// hash: two names with different Parts look different at a glance.
type Parts [7]uint8

// partCounts is how many variants each part has: background, body, top,
// eyes, mouth, sides, pattern.
var partCounts = Parts{3, 6, 6, 5, 4, 4, 4}

// EmblemParts returns the parts of the emblem of name.
func EmblemParts(name string) Parts {
	h := uint64(14695981039346656037)
	for i := 0; i < len(name); i++ {
		h ^= uint64(name[i])
		h *= 1099511628211
	}
	h ^= h >> 29
	h *= 0xbf58476d1ce4e5b9
	h ^= h >> 32
	var p Parts
	for i, n := range partCounts {
		p[i] = uint8(h % uint64(n))
		h /= uint64(n)
	}
	return p
}

// Emblem draws the emblem of a creature called name in r: a picture made
// of vector shapes in the card's colours c1 (body) and c2 (horns, wings,
// markings), the same every time for the same name. OverRealm's monsters
// and the Multiverse's creatures use it; see HeroEmblem for people.
func (f *Frame) Emblem(r layout.Rect, name string, c1, c2 Color) {
	pt := EmblemParts(name)
	p := f.PenIn(r)
	backdrop(p, pt[0], c1, c2)
	light, dark := Shade(c1, 0.45), Shade(c1, -0.45)
	acc := c2
	if acc == c1 {
		acc = Shade(c1, -0.35)
	}
	// Sides and top go behind the body.
	switch pt[5] {
	case 1: // wings
		p.Poly(acc, 0.3, 0.5, 0.04, 0.26, 0.1, 0.62)
		p.Poly(acc, 0.7, 0.5, 0.96, 0.26, 0.9, 0.62)
	case 2: // arms
		p.Circle(0.2, 0.64, 0.09, acc)
		p.Circle(0.8, 0.64, 0.09, acc)
	case 3: // fins
		p.Poly(acc, 0.28, 0.6, 0.08, 0.78, 0.3, 0.76)
		p.Poly(acc, 0.72, 0.6, 0.92, 0.78, 0.7, 0.76)
	}
	switch pt[2] {
	case 1: // horns
		p.Poly(acc, 0.3, 0.34, 0.2, 0.06, 0.4, 0.28)
		p.Poly(acc, 0.7, 0.34, 0.8, 0.06, 0.6, 0.28)
	case 2: // ears
		p.Poly(acc, 0.24, 0.4, 0.28, 0.1, 0.46, 0.3)
		p.Poly(acc, 0.76, 0.4, 0.72, 0.1, 0.54, 0.3)
	case 3: // crest
		for i := range 3 {
			x := 0.38 + float64(i)*0.12
			p.Poly(acc, x-0.06, 0.3, x, 0.06+math.Abs(float64(i)-1)*0.06, x+0.06, 0.3)
		}
	case 4: // antennae
		p.Line(0.42, 0.3, 0.34, 0.1, 0.03, dark)
		p.Line(0.58, 0.3, 0.66, 0.1, 0.03, dark)
		p.Circle(0.34, 0.1, 0.05, acc)
		p.Circle(0.66, 0.1, 0.05, acc)
	case 5: // crown
		for i := range 3 {
			p.Circle(0.38+float64(i)*0.12, 0.18, 0.05, Gold)
		}
		p.Rect(0.34, 0.18, 0.32, 0.08, Gold)
	}
	body(p, pt[1], c1, dark)
	switch pt[6] {
	case 1:
		p.Ellipse(0.5, 0.68, 0.16, 0.12, 0, light)
	case 2:
		p.Circle(0.34, 0.66, 0.04, acc)
		p.Circle(0.66, 0.62, 0.035, acc)
		p.Circle(0.6, 0.76, 0.03, acc)
	case 3:
		p.Rect(0.28, 0.58, 0.44, 0.05, acc)
	}
	eyes(p, pt[3], dark)
	mouth(p, pt[4], dark)
}

// backdrop draws the emblem's background motif.
func backdrop(p Pen, kind uint8, c1, c2 Color) {
	soft := Alpha(Shade(c2, 0.3), 0.45)
	switch kind {
	case 0:
		for i := range 8 {
			a := math.Pi / 4 * float64(i)
			s, c := math.Sincos(a)
			s1, c1_ := math.Sincos(a + 0.2)
			p.Poly(soft, 0.5, 0.5, 0.5+0.5*c, 0.5+0.5*s, 0.5+0.5*c1_, 0.5+0.5*s1)
		}
	case 1:
		p.Ring(0.5, 0.52, 0.44, 0.06, soft)
	case 2:
		p.Poly(soft, 0.5, 0.02, 0.98, 0.5, 0.5, 0.98, 0.02, 0.5)
	}
	_ = c1
}

// body draws the emblem's body in c with an outline in dark.
func body(p Pen, kind uint8, c, dark Color) {
	draw := func(k Color, d float64) {
		switch kind {
		case 0:
			p.Circle(0.5, 0.54, 0.27+d, k)
		case 1:
			p.RoundRect(0.25-d, 0.28-d, 0.5+2*d, 0.52+2*d, 0.1, k)
		case 2:
			p.Poly(k, 0.5, 0.22-d*1.6, 0.8+d*1.4, 0.8+d, 0.2-d*1.4, 0.8+d)
		case 3:
			var xy []float64
			for i := range 6 {
				a := math.Pi / 3 * float64(i)
				xy = append(xy, 0.5+(0.29+d)*math.Cos(a), 0.54+(0.29+d)*math.Sin(a))
			}
			p.Poly(k, xy...)
		case 4:
			p.Ellipse(0.5, 0.54, 0.21+d, 0.31+d, 0, k)
		default:
			p.Ellipse(0.5, 0.58, 0.32+d, 0.22+d, 0, k)
			p.Circle(0.34, 0.4, 0.1+d, k)
			p.Circle(0.66, 0.4, 0.1+d, k)
		}
	}
	draw(dark, 0.025)
	draw(c, 0)
}

// eyes draws the emblem's eyes.
func eyes(p Pen, kind uint8, dark Color) {
	white := Color(0xfffdf5ff)
	pair := func(y, r float64) {
		for _, x := range []float64{0.41, 0.59} {
			p.Circle(x, y, r, white)
			p.Circle(x+r*0.2, y+r*0.1, r*0.5, dark)
		}
	}
	switch kind {
	case 0:
		pair(0.5, 0.06)
	case 1:
		p.Circle(0.5, 0.48, 0.1, white)
		p.Circle(0.5, 0.5, 0.05, dark)
	case 2:
		for _, x := range []float64{0.39, 0.5, 0.61} {
			p.Circle(x, 0.48, 0.045, white)
			p.Circle(x, 0.49, 0.022, dark)
		}
	case 3:
		p.Ellipse(0.41, 0.5, 0.07, 0.035, 0.3, white)
		p.Ellipse(0.59, 0.5, 0.07, 0.035, -0.3, white)
		p.Ellipse(0.41, 0.5, 0.015, 0.03, 0, dark)
		p.Ellipse(0.59, 0.5, 0.015, 0.03, 0, dark)
	default:
		pair(0.52, 0.055)
		p.Line(0.34, 0.42, 0.46, 0.46, 0.03, dark)
		p.Line(0.66, 0.42, 0.54, 0.46, 0.03, dark)
	}
}

// mouth draws the emblem's mouth.
func mouth(p Pen, kind uint8, dark Color) {
	switch kind {
	case 0:
		p.Arc(0.5, 0.58, 0.09, 0.025, 0.3, math.Pi-0.3, dark)
	case 1:
		p.Line(0.42, 0.66, 0.58, 0.66, 0.025, dark)
		p.Poly(0xfffdf5ff, 0.43, 0.66, 0.47, 0.66, 0.45, 0.72)
		p.Poly(0xfffdf5ff, 0.53, 0.66, 0.57, 0.66, 0.55, 0.72)
	case 2:
		p.Ellipse(0.5, 0.67, 0.05, 0.04, 0, dark)
	default:
		p.Line(0.44, 0.66, 0.56, 0.64, 0.025, dark)
	}
}
