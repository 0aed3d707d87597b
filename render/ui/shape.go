package ui

import (
	"math"

	"overdeck/render/layout"
)

// Polygon draws a filled convex polygon with corners xy (x,y pairs, CSS
// pixels) in colour c. Concave shapes are drawn as several convex ones.
func (f *Frame) Polygon(c Color, xy ...float64) {
	if len(xy) < 6 || c&0xff == 0 {
		return
	}
	from := int32(len(f.Pts))
	f.Pts = append(f.Pts, xy...)
	f.Ops = append(f.Ops, Op{Kind: Poly, Color: c, From: from, To: int32(len(f.Pts))})
}

// PolyPts returns the coordinates of a Poly op.
func (f *Frame) PolyPts(o Op) []float64 { return f.Pts[o.From:o.To] }

// Pen draws vector shapes in a unit square: (0,0) is the top-left corner
// and (1,1) the bottom-right corner of the square it was made for. Icons
// and emblems are drawn with a Pen, so they scale to any size.
type Pen struct {
	F       *Frame
	X, Y, S float64 // the square's top-left corner and side, CSS pixels
	// Turn, when not zero, rotates everything the pen draws by Turn
	// radians about the square's centre (a card tipping over).
	Turn float64
}

// PenIn returns a pen for the largest square centred in r.
func (f *Frame) PenIn(r layout.Rect) Pen {
	s := min(r.W, r.H)
	return Pen{F: f, X: r.X + (r.W-s)/2, Y: r.Y + (r.H-s)/2, S: s}
}

// Sub returns a pen for the square of side s at (x,y) of p's square.
func (p Pen) Sub(x, y, s float64) Pen {
	return Pen{F: p.F, X: p.X + x*p.S, Y: p.Y + y*p.S, S: s * p.S, Turn: p.Turn}
}

// at maps a unit point to CSS pixels.
func (p Pen) at(x, y float64) (float64, float64) {
	if p.Turn != 0 {
		sin, cos := math.Sincos(p.Turn)
		x, y = x-0.5, y-0.5
		x, y = x*cos-y*sin+0.5, x*sin+y*cos+0.5
	}
	return p.X + x*p.S, p.Y + y*p.S
}

// Poly draws a filled convex polygon with unit corners xy.
func (p Pen) Poly(c Color, xy ...float64) {
	if len(xy) < 6 || c&0xff == 0 {
		return
	}
	// As Polygon of the points turned into CSS pixels, written straight
	// into the frame's list.
	f := p.F
	from := int32(len(f.Pts))
	for i := 0; i+1 < len(xy); i += 2 {
		x, y := p.at(xy[i], xy[i+1])
		f.Pts = append(f.Pts, x, y)
	}
	if len(xy)%2 == 1 {
		f.Pts = append(f.Pts, 0)
	}
	f.Ops = append(f.Ops, Op{Kind: Poly, Color: c, From: from, To: int32(len(f.Pts))})
}

// aroundMax is the most sides a circle's table of corners holds.
const aroundMax = 64

// corners[n] holds the cosine and sine of each of n equal turns of a
// circle, 2πi/n, for n up to aroundMax: a table draws the same circles
// every frame.
var corners = func() (t [aroundMax + 1][]float64) {
	for n := 1; n <= aroundMax; n++ {
		for i := range n + 1 {
			a := 2 * math.Pi * float64(i) / float64(n)
			t[n] = append(t[n], math.Cos(a), math.Sin(a))
		}
	}
	return t
}()

// around returns the cosine and sine of 2πi/n, for i in 0..n.
func around(i, n int) (cos, sin float64) {
	if n >= 1 && n <= aroundMax && i >= 0 && i <= n {
		return corners[n][2*i], corners[n][2*i+1]
	}
	a := 2 * math.Pi * float64(i) / float64(n)
	return math.Cos(a), math.Sin(a)
}

// segments is how many sides a circle of radius rad (unit) gets.
func (p Pen) segments(rad float64) int {
	return int(max(10, min(40, rad*p.S*0.9)))
}

// Ellipse draws a filled ellipse centred at (x,y) with radii rx, ry,
// rotated by rot radians.
func (p Pen) Ellipse(x, y, rx, ry, rot float64, c Color) {
	n := p.segments(max(rx, ry))
	xy := make([]float64, 0, 2*n)
	sr, cr := math.Sincos(rot)
	for i := range n {
		cos, sin := around(i, n)
		ex, ey := rx*cos, ry*sin
		xy = append(xy, x+ex*cr-ey*sr, y+ex*sr+ey*cr)
	}
	p.Poly(c, xy...)
}

// Circle draws a filled circle centred at (x,y).
func (p Pen) Circle(x, y, rad float64, c Color) { p.Ellipse(x, y, rad, rad, 0, c) }

// Rect draws a filled axis-aligned rectangle.
func (p Pen) Rect(x, y, w, h float64, c Color) {
	p.Poly(c, x, y, x+w, y, x+w, y+h, x, y+h)
}

// Line draws a straight stroke w wide from (x0,y0) to (x1,y1).
func (p Pen) Line(x0, y0, x1, y1, w float64, c Color) {
	dx, dy := x1-x0, y1-y0
	l := math.Hypot(dx, dy)
	if l == 0 {
		return
	}
	nx, ny := -dy/l*w/2, dx/l*w/2
	p.Poly(c, x0+nx, y0+ny, x1+nx, y1+ny, x1-nx, y1-ny, x0-nx, y0-ny)
}

// Arc draws a stroke w wide along the circle at (x,y) of radius rad, from
// angle a0 to a1 (radians, clockwise from 3 o'clock on screen).
func (p Pen) Arc(x, y, rad, w, a0, a1 float64, c Color) {
	n := max(3, int(float64(p.segments(rad))*math.Abs(a1-a0)/(2*math.Pi))+1)
	ri, ro := rad-w/2, rad+w/2
	var table []float64 // a whole ring's turns, worked out once
	if a0 == 0 && a1 == 2*math.Pi && n <= aroundMax {
		table = ringTurns[n]
	}
	s1, c1 := math.Sincos(a0)
	if table != nil {
		s1, c1 = table[0], table[1]
	}
	for i := range n {
		s0, c0 := s1, c1
		if table != nil {
			s1, c1 = table[2*i+2], table[2*i+3]
		} else {
			s1, c1 = math.Sincos(a0 + (a1-a0)*float64(i+1)/float64(n))
		}
		p.Poly(c, x+ro*c0, y+ro*s0, x+ro*c1, y+ro*s1, x+ri*c1, y+ri*s1, x+ri*c0, y+ri*s0)
	}
}

// ringTurns[n] holds the sine and cosine of each of n equal turns of a
// whole circle as Arc works them out (Ring: from 0 to 2π), worked out
// once for n up to aroundMax.
var ringTurns = func() (t [aroundMax + 1][]float64) {
	a0, a1 := 0.0, 2*math.Pi
	for n := 1; n <= aroundMax; n++ {
		for i := range n + 1 {
			sin, cos := math.Sincos(a0 + (a1-a0)*float64(i)/float64(n))
			t[n] = append(t[n], sin, cos)
		}
	}
	return t
}()

// Ring draws the outline of a circle, w wide.
func (p Pen) Ring(x, y, rad, w float64, c Color) { p.Arc(x, y, rad, w, 0, 2*math.Pi, c) }

// Wedge draws a pie slice of the circle at (x,y) from angle a0 to a1.
func (p Pen) Wedge(x, y, rad, a0, a1 float64, c Color) {
	n := max(2, int(float64(p.segments(rad))*math.Abs(a1-a0)/(2*math.Pi))+1)
	xy := []float64{x, y}
	for i := 0; i <= n; i++ {
		a := a0 + (a1-a0)*float64(i)/float64(n)
		s, co := math.Sincos(a)
		xy = append(xy, x+rad*co, y+rad*s)
	}
	p.Poly(c, xy...)
}

// Star draws a star of n points centred at (x,y), its points at radius ro
// and its inner corners at ri, one point straight up.
func (p Pen) Star(x, y, ro, ri float64, n int, c Color) {
	var core []float64
	for i := range n {
		a := -math.Pi/2 + 2*math.Pi*float64(i)/float64(n)
		b0, b1 := a-math.Pi/float64(n), a+math.Pi/float64(n)
		s, co := math.Sincos(a)
		s0, c0 := math.Sincos(b0)
		s1, c1 := math.Sincos(b1)
		p.Poly(c, x+ro*co, y+ro*s, x+ri*c1, y+ri*s1, x+ri*c0, y+ri*s0)
		core = append(core, x+ri*c0, y+ri*s0)
	}
	p.Poly(c, core...)
}

// RoundRect draws a filled rectangle with rounded corners of radius rad.
func (p Pen) RoundRect(x, y, w, h, rad float64, c Color) {
	rad = min(rad, w/2, h/2)
	xy := make([]float64, 0, 40)
	for i, k := range [4][2]float64{{x + w - rad, y + rad}, {x + rad, y + rad}, {x + rad, y + h - rad}, {x + w - rad, y + h - rad}} {
		for j := 0; j <= 4; j++ {
			sc := roundCorners[i*5+j]
			xy = append(xy, k[0]+rad*sc[1], k[1]+rad*sc[0])
		}
	}
	p.Poly(c, xy...)
}

// roundCorners are the sine and cosine of RoundRect's 20 corner points,
// worked out once.
var roundCorners = func() (t [20][2]float64) {
	for i := range 4 {
		for j := 0; j <= 4; j++ {
			s, co := math.Sincos(-math.Pi/2*float64(i) - math.Pi/2*float64(j)/4)
			t[i*5+j] = [2]float64{s, co}
		}
	}
	return t
}()
