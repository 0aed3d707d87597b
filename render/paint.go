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
	// Where each op of the frame shown paints (device pixels), and the
	// same for the frame being painted; what changed between them.
	shownFoot, foot []image.Rectangle
	dam             ui.Damage
	rects           []image.Rectangle
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

// frame paints f at scale device pixels per CSS pixel. Only the places
// where f differs from the frame on screen are painted again (cleared,
// then every op of f that reaches them, in order: see ui.Damage), unless
// they are most of the screen; a software-rendering browser pays for every
// pixel painted, many times a frame.
func (p *painter) frame(dst *ebiten.Image, f *ui.Frame, scale float64, g *glyphCache) {
	if p.shapes == nil {
		p.shapes = ebiten.NewImage(2*disc+2, 2*disc+2)
		vector.DrawFilledCircle(p.shapes, disc+1, disc+1, disc, color.White, true)
	}
	if p.unchanged(dst, f, scale) && p.idle < repaintEvery {
		p.idle++
		return
	}
	g.tick()
	// Each op's place on the screen; every line's image is made now, so
	// that no image is written between two draws (which would part them
	// into separate draw calls).
	p.foot = p.foot[:0]
	for _, o := range f.Ops {
		p.foot = append(p.foot, p.footprint(o, f, scale, g))
	}
	size := dst.Bounds().Size()
	rects, whole := p.damage(f, scale, size)
	p.idle = 0
	p.shown = append(p.shown[:0], f.Ops...)
	p.shownPts = append(p.shownPts[:0], f.Pts...)
	p.shownAt, p.shownSize = scale, size
	p.foot, p.shownFoot = p.shownFoot, p.foot
	if whole {
		rects = append(rects[:0], image.Rectangle{Max: size})
	}
	for _, r := range rects {
		at := dst.SubImage(r).(*ebiten.Image)
		at.Clear()
		for i, o := range f.Ops {
			if p.shownFoot[i].Overlaps(r) {
				p.draw(at, o, f, scale, g)
			}
		}
	}
	g.sweep()
}

// Most ops a frame may change and still be painted in part, and the share
// of the screen beyond which it is painted whole.
const (
	maxEdits   = 300
	maxDamaged = 0.6
)

// damage returns the rectangles (device pixels) to paint again for f to
// show, or whole when f is to be painted whole: the first frame, a new
// size or scale, a regular repaint (repaintEvery), or most of it changed.
// p.foot holds f's footprints, p.shownFoot those of the frame shown.
func (p *painter) damage(f *ui.Frame, scale float64, size image.Point) (rects []image.Rectangle, whole bool) {
	if p.shown == nil || scale != p.shownAt || size != p.shownSize || p.idle >= repaintEvery {
		return nil, true
	}
	gone, added, ok := p.dam.Unmatched(p.shown, p.shownPts, f.Ops, f.Pts, maxEdits)
	if !ok {
		return nil, true
	}
	rects = p.rects[:0]
	for _, i := range gone {
		rects = append(rects, p.shownFoot[i])
	}
	for _, j := range added {
		rects = append(rects, p.foot[j])
	}
	screen := image.Rectangle{Max: size}
	for i := range rects {
		rects[i] = rects[i].Intersect(screen)
	}
	rects = ui.Cover(rects, 8, 16)
	p.rects = rects
	area := 0
	for _, r := range rects {
		area += r.Dx() * r.Dy()
	}
	if float64(area) > maxDamaged*float64(size.X*size.Y) {
		return nil, true
	}
	return rects, false
}

// draw paints one op of f.
func (p *painter) draw(dst *ebiten.Image, o ui.Op, f *ui.Frame, scale float64, g *glyphCache) {
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

// footprint is every device pixel op may paint, with a pixel to spare:
// a line's image where text puts it (it may be wider than its
// rectangle), an outline's width outside its rectangle, a polygon's
// feathered rim.
func (p *painter) footprint(o ui.Op, f *ui.Frame, scale float64, g *glyphCache) image.Rectangle {
	out := func(x0, y0, x1, y1, spare float64) image.Rectangle {
		return image.Rect(int(math.Floor(x0-spare)), int(math.Floor(y0-spare)), int(math.Ceil(x1+spare)), int(math.Ceil(y1+spare)))
	}
	r := o.Rect.Scale(scale)
	switch o.Kind {
	case ui.FillRect:
		if r.W <= 0 || r.H <= 0 {
			return image.Rectangle{}
		}
		return out(r.X, r.Y, r.X+r.W, r.Y+r.H, 1)
	case ui.StrokeRect:
		if r.W <= 0 || r.H <= 0 || o.Width <= 0 {
			return image.Rectangle{}
		}
		return out(r.X, r.Y, r.X+r.W, r.Y+r.H, o.Width*scale/2+2)
	case ui.TextLine:
		img := g.get(o.Text, int(math.Round(o.Size*scale)), o.Bold)
		if img == nil {
			return image.Rectangle{}
		}
		x, y := textAt(r, o, img)
		b := img.Bounds()
		return out(x, y, x+float64(b.Dx()), y+float64(b.Dy()), 1)
	case ui.Poly:
		xy := f.PolyPts(o)
		if len(xy) < 6 {
			return image.Rectangle{}
		}
		x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
		for i := 0; i+1 < len(xy); i += 2 {
			x0, x1 = min(x0, xy[i]*scale), max(x1, xy[i]*scale)
			y0, y1 = min(y0, xy[i+1]*scale), max(y1, xy[i+1]*scale)
		}
		return out(x0, y0, x1, y1, 4) // the rim is at most 2.4 pixels wide
	}
	return image.Rectangle{}
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
	dst.DrawTriangles(p.vs, p.is, p.shapes, &ebiten.DrawTrianglesOptions{Filter: ebiten.FilterLinear})
}

// text draws one line of text in r (device pixels), vertically centred.
func (p *painter) text(dst *ebiten.Image, r layout.Rect, o ui.Op, scale float64, g *glyphCache) {
	img := g.get(o.Text, int(math.Round(o.Size*scale)), o.Bold)
	if img == nil {
		return
	}
	x, y := textAt(r, o, img)
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(toColor(o.Color))
	dst.DrawImage(img, op)
}

// textAt is where text draws the line's image img in r: whole pixels, so
// that the linear filter (the one every op uses, so that they batch into
// few draw calls) samples each texel whole.
func textAt(r layout.Rect, o ui.Op, img *ebiten.Image) (x, y float64) {
	w, h := float64(img.Bounds().Dx()), float64(img.Bounds().Dy())
	x = r.X
	switch o.Align {
	case ui.Center:
		x += (r.W - w) / 2
	case ui.Right:
		x += r.W - w
	}
	y = r.Y + (r.H-h)/2
	return math.Round(x), math.Round(y)
}

func toColor(c ui.Color) color.Color {
	r, g, b, a := c.RGBA()
	return color.NRGBA{r, g, b, a}
}
