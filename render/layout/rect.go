package layout

// Point is a position in CSS pixels from the canvas's top-left corner.
type Point struct{ X, Y float64 }

// Rect is an axis-aligned rectangle in CSS pixels.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether p lies inside r (left and top edges included,
// right and bottom edges excluded).
func (r Rect) Contains(p Point) bool {
	return p.X >= r.X && p.Y >= r.Y && p.X < r.X+r.W && p.Y < r.Y+r.H
}

// Inset returns r shrunk by d on every side; it never returns a negative
// size.
func (r Rect) Inset(d float64) Rect {
	out := Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d}
	if out.W < 0 {
		out.X, out.W = r.X+r.W/2, 0
	}
	if out.H < 0 {
		out.Y, out.H = r.Y+r.H/2, 0
	}
	return out
}

// Center returns a w×h rectangle centred in r (w and h are capped at r's
// size).
func (r Rect) Center(w, h float64) Rect {
	w, h = min(w, r.W), min(h, r.H)
	return Rect{r.X + (r.W-w)/2, r.Y + (r.H-h)/2, w, h}
}

// CutTop splits r into a top band of height h (capped at r.H) and the rest.
func (r Rect) CutTop(h float64) (top, rest Rect) {
	h = clamp(h, 0, r.H)
	return Rect{r.X, r.Y, r.W, h}, Rect{r.X, r.Y + h, r.W, r.H - h}
}

// CutBottom splits r into a bottom band of height h and the rest above it.
func (r Rect) CutBottom(h float64) (bottom, rest Rect) {
	h = clamp(h, 0, r.H)
	return Rect{r.X, r.Y + r.H - h, r.W, h}, Rect{r.X, r.Y, r.W, r.H - h}
}

// CutLeft splits r into a left band of width w and the rest.
func (r Rect) CutLeft(w float64) (left, rest Rect) {
	w = clamp(w, 0, r.W)
	return Rect{r.X, r.Y, w, r.H}, Rect{r.X + w, r.Y, r.W - w, r.H}
}

// CutRight splits r into a right band of width w and the rest.
func (r Rect) CutRight(w float64) (right, rest Rect) {
	w = clamp(w, 0, r.W)
	return Rect{r.X + r.W - w, r.Y, w, r.H}, Rect{r.X, r.Y, r.W - w, r.H}
}

// Rows splits r into n rows of equal height separated by gap.
func (r Rect) Rows(n int, gap float64) []Rect {
	if n <= 0 {
		return nil
	}
	h := max((r.H-gap*float64(n-1))/float64(n), 0)
	out := make([]Rect, n)
	for i := range out {
		out[i] = Rect{r.X, r.Y + float64(i)*(h+gap), r.W, h}
	}
	return out
}

// Cols splits r into n columns of equal width separated by gap.
func (r Rect) Cols(n int, gap float64) []Rect {
	if n <= 0 {
		return nil
	}
	w := max((r.W-gap*float64(n-1))/float64(n), 0)
	out := make([]Rect, n)
	for i := range out {
		out[i] = Rect{r.X + float64(i)*(w+gap), r.Y, w, r.H}
	}
	return out
}

// Scale returns r with every coordinate multiplied by k (CSS to device
// pixels).
func (r Rect) Scale(k float64) Rect { return Rect{r.X * k, r.Y * k, r.W * k, r.H * k} }

func clamp(v, lo, hi float64) float64 { return max(lo, min(v, hi)) }
