package render

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"overdeck/render/layout"
	"overdeck/render/ui"
)

// disc is the radius of the antialiased white disc that every rounded
// corner is cut from. Corners are textured quads, so shapes batch into few
// draw calls: antialiased paths cost a pass each, which a software GPU
// (headless browsers) cannot afford many times a frame.
const disc = 32

// painter paints a ui.Frame onto the screen.
type painter struct {
	shapes *ebiten.Image // a white disc; its centre is the white of plain rectangles
	path   vector.Path
	vs     []ebiten.Vertex
	is     []uint16
	// What the screen shows now: a frame that would draw the same is not
	// drawn again (the screen is not cleared between frames), which spares
	// the GPU, a phone's battery and a software-rendering browser.
	shown     []ui.Op
	shownPts  []float64
	shownAt   float64
	shownSize image.Point
	// idle counts the frames not drawn since the last one drawn: every
	// repaintEvery frames the screen is drawn anyway, in case the browser
	// lost what it showed (a lost and restored WebGL context).
	idle int
}

const repaintEvery = 60

// unchanged reports whether dst already shows f at scale.
func (p *painter) unchanged(dst *ebiten.Image, f *ui.Frame, scale float64) bool {
	return p.shown != nil && scale == p.shownAt && dst.Bounds().Size() == p.shownSize &&
		sameOps(f.Ops, p.shown) && sameFloats(f.Pts, p.shownPts)
}

func sameOps(a, b []ui.Op) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func sameFloats(a, b []float64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// frame paints f at scale device pixels per CSS pixel.
func (p *painter) frame(dst *ebiten.Image, f *ui.Frame, scale float64, g *glyphCache) {
	if p.shapes == nil {
		p.shapes = ebiten.NewImageWithOptions(image.Rect(0, 0, 2*disc+2, 2*disc+2), &ebiten.NewImageOptions{Unmanaged: true})
		vector.DrawFilledCircle(p.shapes, disc+1, disc+1, disc, color.White, true)
	}
	if p.unchanged(dst, f, scale) && p.idle < repaintEvery {
		p.idle++
		return
	}
	p.idle = 0
	p.shown = append(p.shown[:0], f.Ops...)
	p.shownPts = append(p.shownPts[:0], f.Pts...)
	p.shownAt, p.shownSize = scale, dst.Bounds().Size()
	dst.Clear()
	g.tick()
	for _, o := range f.Ops {
		r := o.Rect.Scale(scale)
		switch o.Kind {
		case ui.FillRect:
			p.fill(dst, r, o.Radius*scale, o.Color)
		case ui.StrokeRect:
			p.stroke(dst, r, o.Radius*scale, o.Width*scale, o.Color)
		case ui.TextLine:
			p.text(dst, r, o, scale, g)
		case ui.Poly:
			p.poly(dst, f.PolyPts(o), scale, o.Color)
		}
	}
	g.sweep()
}

// poly draws a filled convex polygon (CSS pixel corners xy) as a fan of
// triangles with a feathered rim one device pixel wide, so that edges are
// smooth without an antialiasing pass of its own: polygons batch with the
// rectangles into few draw calls.
func (p *painter) poly(dst *ebiten.Image, xy []float64, scale float64, c ui.Color) {
	n := len(xy) / 2
	if n < 3 {
		return
	}
	area := 0.0
	for i := range n {
		j := (i + 1) % n
		area += xy[2*i]*xy[2*j+1] - xy[2*j]*xy[2*i+1]
	}
	if area == 0 {
		return
	}
	sign := 1.0
	if area < 0 {
		sign = -1
	}
	p.vs, p.is = p.vs[:0], p.is[:0]
	cr, cg, cb, ca := c.RGBA()
	vert := func(x, y float64, a float32) {
		p.vs = append(p.vs, ebiten.Vertex{
			DstX: float32(x), DstY: float32(y), SrcX: disc + 1, SrcY: disc + 1,
			ColorR: float32(cr) / 255, ColorG: float32(cg) / 255, ColorB: float32(cb) / 255, ColorA: float32(ca) / 255 * a,
		})
	}
	const feather = 0.8 // device pixels
	for i := range n {
		x, y := xy[2*i]*scale, xy[2*i+1]*scale
		pi, ni := (i+n-1)%n, (i+1)%n
		// Outward normals of the edges before and after this corner.
		ax, ay := edgeNormal(xy[2*pi], xy[2*pi+1], xy[2*i], xy[2*i+1], sign)
		bx, by := edgeNormal(xy[2*i], xy[2*i+1], xy[2*ni], xy[2*ni+1], sign)
		mx, my := ax+bx, ay+by
		l := math.Hypot(mx, my)
		if l < 1e-9 {
			mx, my, l = ax, ay, 1
		}
		k := min(2/l, 3) * feather // the miter, capped at sharp corners
		vert(x, y, 1)
		vert(x+mx*k, y+my*k, 0)
	}
	for i := 1; i+1 < n; i++ {
		p.is = append(p.is, 0, uint16(2*i), uint16(2*i+2))
	}
	for i := range n {
		j := (i + 1) % n
		a, b, a2, b2 := uint16(2*i), uint16(2*j), uint16(2*i+1), uint16(2*j+1)
		p.is = append(p.is, a, b, a2, b, b2, a2)
	}
	dst.DrawTriangles(p.vs, p.is, p.shapes, &ebiten.DrawTrianglesOptions{Filter: ebiten.FilterLinear})
}

// edgeNormal is the unit outward normal of the edge from (x0,y0) to
// (x1,y1) of a polygon whose signed area has the sign sign.
func edgeNormal(x0, y0, x1, y1, sign float64) (float64, float64) {
	dx, dy := x1-x0, y1-y0
	l := math.Hypot(dx, dy)
	if l == 0 {
		return 0, 0
	}
	return dy / l * sign, -dx / l * sign
}

// fill draws a filled rounded rectangle as nine quads: four corners cut
// from the disc, and three plain bands.
func (p *painter) fill(dst *ebiten.Image, r layout.Rect, radius float64, c ui.Color) {
	if r.W <= 0 || r.H <= 0 {
		return
	}
	rad := max(0, min(radius, r.W/2, r.H/2))
	p.vs, p.is = p.vs[:0], p.is[:0]
	const mid = disc + 1 // a texel well inside the disc
	x0, x1, x2, x3 := r.X, r.X+rad, r.X+r.W-rad, r.X+r.W
	y0, y1, y2, y3 := r.Y, r.Y+rad, r.Y+r.H-rad, r.Y+r.H
	p.quad(x1, y0, x2, y3, mid, mid, mid, mid, c)
	p.quad(x0, y1, x1, y2, mid, mid, mid, mid, c)
	p.quad(x2, y1, x3, y2, mid, mid, mid, mid, c)
	if rad > 0 {
		p.quad(x0, y0, x1, y1, 1, 1, mid, mid, c)
		p.quad(x2, y0, x3, y1, mid, 1, 2*disc+1, mid, c)
		p.quad(x0, y2, x1, y3, 1, mid, mid, 2*disc+1, c)
		p.quad(x2, y2, x3, y3, mid, mid, 2*disc+1, 2*disc+1, c)
	}
	dst.DrawTriangles(p.vs, p.is, p.shapes, &ebiten.DrawTrianglesOptions{Filter: ebiten.FilterLinear})
}

// quad adds the rectangle (x0,y0)-(x1,y1) textured from the disc's
// (u0,v0)-(u1,v1), tinted c.
func (p *painter) quad(x0, y0, x1, y1, u0, v0, u1, v1 float64, c ui.Color) {
	if x1 <= x0 || y1 <= y0 {
		return
	}
	cr, cg, cb, ca := c.RGBA()
	n := uint16(len(p.vs))
	for _, v := range [4][4]float64{{x0, y0, u0, v0}, {x1, y0, u1, v0}, {x0, y1, u0, v1}, {x1, y1, u1, v1}} {
		p.vs = append(p.vs, ebiten.Vertex{
			DstX: float32(v[0]), DstY: float32(v[1]), SrcX: float32(v[2]), SrcY: float32(v[3]),
			ColorR: float32(cr) / 255, ColorG: float32(cg) / 255, ColorB: float32(cb) / 255, ColorA: float32(ca) / 255,
		})
	}
	p.is = append(p.is, n, n+1, n+2, n+1, n+3, n+2)
}

// stroke outlines a rounded rectangle (no antialiasing: outlines are rare,
// and the theme draws rings as fills underneath instead).
func (p *painter) stroke(dst *ebiten.Image, r layout.Rect, radius, width float64, c ui.Color) {
	if r.W <= 0 || r.H <= 0 || width <= 0 {
		return
	}
	x, y, w, h := float32(r.X), float32(r.Y), float32(r.W), float32(r.H)
	rad := float32(max(0, min(radius, r.W/2, r.H/2)))
	p.path = vector.Path{}
	p.path.MoveTo(x+rad, y)
	p.path.LineTo(x+w-rad, y)
	p.path.ArcTo(x+w, y, x+w, y+rad, rad)
	p.path.LineTo(x+w, y+h-rad)
	p.path.ArcTo(x+w, y+h, x+w-rad, y+h, rad)
	p.path.LineTo(x+rad, y+h)
	p.path.ArcTo(x, y+h, x, y+h-rad, rad)
	p.path.LineTo(x, y+rad)
	p.path.ArcTo(x, y, x+rad, y, rad)
	p.path.Close()
	p.vs, p.is = p.path.AppendVerticesAndIndicesForStroke(p.vs[:0], p.is[:0], &vector.StrokeOptions{Width: float32(width)})
	cr, cg, cb, ca := c.RGBA()
	for i := range p.vs {
		p.vs[i].SrcX, p.vs[i].SrcY = disc+1, disc+1
		p.vs[i].ColorR, p.vs[i].ColorG = float32(cr)/255, float32(cg)/255
		p.vs[i].ColorB, p.vs[i].ColorA = float32(cb)/255, float32(ca)/255
	}
	dst.DrawTriangles(p.vs, p.is, p.shapes, nil)
}

// text draws one line of text in r (device pixels), vertically centred.
func (p *painter) text(dst *ebiten.Image, r layout.Rect, o ui.Op, scale float64, g *glyphCache) {
	img := g.get(o.Text, int(math.Round(o.Size*scale)), o.Bold)
	if img == nil {
		return
	}
	w, h := float64(img.Bounds().Dx()), float64(img.Bounds().Dy())
	x := r.X
	switch o.Align {
	case ui.Center:
		x += (r.W - w) / 2
	case ui.Right:
		x += r.W - w
	}
	y := r.Y + (r.H-h)/2
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(x), math.Round(y))
	op.ColorScale.ScaleWithColor(toColor(o.Color))
	dst.DrawImage(img, op)
}

func toColor(c ui.Color) color.Color {
	r, g, b, a := c.RGBA()
	return color.NRGBA{r, g, b, a}
}
