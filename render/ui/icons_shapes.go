package ui

import "math"

// The shapes several icons are built from, in a Pen's unit square.

// flame draws a flame with an inner tongue cut out in bg.
func flame(p Pen, ink, bg Color) {
	p.Circle(0.5, 0.64, 0.27, ink)
	p.Poly(ink, 0.24, 0.58, 0.46, 0.06, 0.62, 0.3, 0.76, 0.58)
	p.Poly(ink, 0.62, 0.3, 0.7, 0.2, 0.78, 0.52)
	p.Circle(0.5, 0.72, 0.12, bg)
	p.Poly(bg, 0.38, 0.7, 0.5, 0.42, 0.62, 0.7)
}

// drop draws a water drop with a highlight.
func drop(p Pen, ink, bg Color) {
	p.Circle(0.5, 0.64, 0.27, ink)
	p.Poly(ink, 0.25, 0.56, 0.5, 0.05, 0.75, 0.56)
	p.Ellipse(0.4, 0.66, 0.05, 0.1, 0.4, bg)
}

// bolt draws a lightning bolt.
func bolt(p Pen, ink Color) {
	p.Poly(ink, 0.62, 0.03, 0.22, 0.58, 0.54, 0.58)
	p.Poly(ink, 0.46, 0.42, 0.78, 0.42, 0.36, 0.97)
	p.Poly(ink, 0.46, 0.42, 0.62, 0.03, 0.62, 0.42)
}

// shield draws a heater shield, its top at y0 and its point at y1.
func shield(p Pen, x0, y0, x1, y1 float64, ink Color) {
	mid, w := (x0+x1)/2, x1-x0
	kink := y0 + (y1-y0)*0.55
	p.Poly(ink, x0, y0+w*0.08, mid, y0, x1, y0+w*0.08, x1, kink, mid, y1, x0, kink)
}

// sword draws a sword from (x0,y0) (the hilt end) to (x1,y1) (the tip).
func sword(p Pen, x0, y0, x1, y1, w float64, ink Color) {
	dx, dy := x1-x0, y1-y0
	l := math.Hypot(dx, dy)
	ux, uy := dx/l, dy/l
	gx, gy := x0+ux*l*0.22, y0+uy*l*0.22 // the guard
	p.Line(gx, gy, x1-ux*w, y1-uy*w, w, ink)
	p.Poly(ink, x1-ux*w*1.6-uy*w/2, y1-uy*w*1.6+ux*w/2, x1, y1, x1-ux*w*1.6+uy*w/2, y1-uy*w*1.6-ux*w/2)
	p.Line(gx-uy*w*1.6, gy+ux*w*1.6, gx+uy*w*1.6, gy-ux*w*1.6, w*0.8, ink)
	p.Line(x0, y0, gx, gy, w*0.7, ink)
	p.Circle(x0, y0, w*0.55, ink)
}

// hourglass draws an hourglass whose sand fills the top bulb by top
// (0 to 1) and the bottom bulb by bottom.
func hourglass(p Pen, top, bottom float64, ink, bg Color) {
	p.Rect(0.2, 0.06, 0.6, 0.1, ink)
	p.Rect(0.2, 0.84, 0.6, 0.1, ink)
	p.Poly(ink, 0.26, 0.16, 0.74, 0.16, 0.54, 0.5, 0.46, 0.5)
	p.Poly(ink, 0.46, 0.5, 0.54, 0.5, 0.74, 0.84, 0.26, 0.84)
	p.Poly(bg, 0.33, 0.21, 0.67, 0.21, 0.51, 0.47, 0.49, 0.47)
	p.Poly(bg, 0.49, 0.53, 0.51, 0.53, 0.67, 0.79, 0.33, 0.79)
	if top > 0 { // sand: a triangle at the bottom of the top bulb
		y := 0.47 - 0.26*top
		k := (0.47 - y) / 0.26
		p.Poly(ink, 0.5-0.17*k, y, 0.5+0.17*k, y, 0.5, 0.47)
	}
	if bottom > 0 {
		y := 0.79 - 0.2*bottom
		p.Poly(ink, 0.5, y, 0.67, 0.79, 0.33, 0.79)
	}
}

// cube draws an isometric cube with its three faces in shades of ink.
func cube(p Pen, ink Color) {
	top, left, right := Shade(ink, 0.35), ink, Shade(ink, -0.3)
	p.Poly(top, 0.5, 0.08, 0.9, 0.29, 0.5, 0.5, 0.1, 0.29)
	p.Poly(left, 0.1, 0.29, 0.5, 0.5, 0.5, 0.94, 0.1, 0.72)
	p.Poly(right, 0.5, 0.5, 0.9, 0.29, 0.9, 0.72, 0.5, 0.94)
}

// check draws a tick mark.
func check(p Pen, w float64, ink Color) {
	p.Line(0.18, 0.52, 0.42, 0.76, w, ink)
	p.Line(0.38, 0.76, 0.84, 0.26, w, ink)
	p.Circle(0.4, 0.75, w/2, ink)
}

// cross draws an X.
func cross(p Pen, w float64, ink Color) {
	p.Line(0.22, 0.22, 0.78, 0.78, w, ink)
	p.Line(0.78, 0.22, 0.22, 0.78, w, ink)
}

// pie draws a clock face with the first n of four quarters filled.
func pie(p Pen, n int, ink, bg Color) {
	p.Circle(0.5, 0.5, 0.44, ink)
	p.Circle(0.5, 0.5, 0.36, bg)
	for i := range n {
		a0 := -math.Pi/2 + math.Pi/2*float64(i)
		p.Wedge(0.5, 0.5, 0.3, a0+0.06, a0+math.Pi/2-0.06, ink)
	}
}

// chevrons draws two arrowheads pointing right.
func chevrons(p Pen, w float64, ink Color) {
	for _, x := range []float64{0.16, 0.46} {
		p.Line(x, 0.22, x+0.3, 0.5, w, ink)
		p.Line(x+0.3, 0.5, x, 0.78, w, ink)
	}
}

// eye draws an eye: an almond with a pupil.
func eye(p Pen, ink, bg Color) {
	var xy []float64
	for i := 0; i <= 16; i++ {
		t := float64(i) / 16
		xy = append(xy, 0.06+0.88*t, 0.5-0.3*math.Sin(math.Pi*t))
	}
	for i := 15; i > 0; i-- {
		t := float64(i) / 16
		xy = append(xy, 0.06+0.88*t, 0.5+0.3*math.Sin(math.Pi*t))
	}
	p.Poly(ink, xy...)
	p.Circle(0.5, 0.5, 0.18, bg)
	p.Circle(0.5, 0.5, 0.09, ink)
}

// clock draws a clock face showing a quarter past.
func clock(p Pen, ink, bg Color) {
	p.Circle(0.5, 0.5, 0.44, ink)
	p.Circle(0.5, 0.5, 0.35, bg)
	p.Line(0.5, 0.52, 0.5, 0.24, 0.08, ink)
	p.Line(0.48, 0.5, 0.7, 0.5, 0.08, ink)
}
