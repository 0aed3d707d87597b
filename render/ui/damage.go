package ui

import (
	"image"
	"math"
	"slices"
)

// Damage finds what changed between the frame on screen and the next one,
// so that a painter can draw again only there. Painting is in order (a later
// op covers an earlier one), so "changed" is decided on the order: the two
// lists of ops are matched by the longest run of ops drawn alike in the same
// order (Myers' difference), and every op of either frame left out of the
// match is damage. Where no unmatched op lies, each pixel is covered by the
// same ops in the same order in both frames, so it is the same pixel: a
// painter that clears the damaged places and draws there every op of the
// new frame that reaches them, in order, shows exactly the new frame.
//
// A Damage keeps its buffers from one frame to the next; its zero value is
// ready to use.
type Damage struct {
	was, now []uint64 // each op's digest
	v        []int32  // Myers' furthest x per diagonal
	trace    []int32  // v of every round, for the way back
	starts   []int    // where each round begins in trace
}

// Unmatched compares was (the ops on screen, their polygons' corners in
// wasPts) with now and returns the indices of the ops of was and of now
// that are not drawn alike at the same place in the order. ok is false
// when more than limit ops would have to be drawn again: drawing the whole
// frame is then no dearer.
func (d *Damage) Unmatched(was []Op, wasPts []float64, now []Op, nowPts []float64, limit int) (gone, added []int, ok bool) {
	d.was = digests(d.was[:0], was, wasPts)
	d.now = digests(d.now[:0], now, nowPts)
	a, b := d.was, d.now
	// The common start and end cost nothing to match.
	lo := 0
	for lo < len(a) && lo < len(b) && a[lo] == b[lo] {
		lo++
	}
	hiA, hiB := len(a), len(b)
	for hiA > lo && hiB > lo && a[hiA-1] == b[hiB-1] {
		hiA--
		hiB--
	}
	gone, added, ok = d.middle(a[lo:hiA], b[lo:hiB], limit)
	if !ok {
		return nil, nil, false
	}
	for i := range gone {
		gone[i] += lo
	}
	for i := range added {
		added[i] += lo
	}
	// A digest is 64 bits: the ops matched are checked for real.
	gi, ai := 0, 0
	for i, j := 0, 0; i < len(was) && j < len(now); {
		switch {
		case gi < len(gone) && gone[gi] == i:
			gi++
			i++
		case ai < len(added) && added[ai] == j:
			ai++
			j++
		default:
			if !SameOp(was[i], wasPts, now[j], nowPts) {
				return nil, nil, false
			}
			i++
			j++
		}
	}
	return gone, added, true
}

// middle is Myers' greedy difference of a and b, at most limit edits; the
// indices it returns are ascending.
func (d *Damage) middle(a, b []uint64, limit int) (gone, added []int, ok bool) {
	n, m := len(a), len(b)
	if n == 0 || m == 0 {
		if n+m > limit {
			return nil, nil, false
		}
		for i := range n {
			gone = append(gone, i)
		}
		for j := range m {
			added = append(added, j)
		}
		return gone, added, true
	}
	if abs(n-m) > limit {
		return nil, nil, false
	}
	off := limit + 1
	d.v = slices.Grow(d.v[:0], 2*off+1)[:2*off+1]
	d.trace, d.starts = d.trace[:0], d.starts[:0]
	v := d.v
	v[off+1] = 0
	for e := 0; e <= limit; e++ {
		// The way back needs v as it was when round e began.
		d.starts = append(d.starts, len(d.trace))
		d.trace = append(d.trace, v[off-e:off+e+1]...)
		for k := -e; k <= e; k += 2 {
			var x int32
			if k == -e || (k != e && v[off+k-1] < v[off+k+1]) {
				x = v[off+k+1] // down: one op of b added
			} else {
				x = v[off+k-1] + 1 // right: one op of a gone
			}
			y := x - int32(k)
			for int(x) < n && int(y) < m && a[x] == b[y] {
				x++
				y++
			}
			v[off+k] = x
			if int(x) >= n && int(y) >= m {
				gone, added = d.back(e, n, m)
				return gone, added, true
			}
		}
	}
	return nil, nil, false
}

// back walks from the end to the start through the rounds recorded,
// collecting the edits.
func (d *Damage) back(e, n, m int) (gone, added []int) {
	x, y := int32(n), int32(m)
	for ; e > 0; e-- {
		start := d.starts[e] // v before round e, diagonals -e..e
		at := func(k int) int32 { return d.trace[start+k+e] }
		k := int(x - y)
		var pk int
		if k == -e || (k != e && at(k-1) < at(k+1)) {
			pk = k + 1
		} else {
			pk = k - 1
		}
		px := at(pk)
		py := px - int32(pk)
		if pk == k+1 {
			added = append(added, int(py))
		} else {
			gone = append(gone, int(px))
		}
		x, y = px, py
	}
	slices.Reverse(gone)
	slices.Reverse(added)
	return gone, added
}

// SameOp reports whether op a (its polygon's corners in aPts) draws exactly
// what op b does (in bPts): the same fields, and for a polygon the same
// corners wherever they are kept.
func SameOp(a Op, aPts []float64, b Op, bPts []float64) bool {
	if a.Kind == Poly && b.Kind == Poly {
		if !slices.Equal(aPts[a.From:a.To], bPts[b.From:b.To]) {
			return false
		}
		a.From, a.To, b.From, b.To = 0, 0, 0, 0
	}
	return a == b
}

// digests appends a 64-bit digest (FNV-1a) of each op to out.
func digests(out []uint64, ops []Op, pts []float64) []uint64 {
	for _, o := range ops {
		h := uint64(14695981039346656037)
		mix := func(v uint64) {
			for range 8 {
				h ^= v & 0xff
				h *= 1099511628211
				v >>= 8
			}
		}
		mix(uint64(o.Kind) | uint64(o.Align)<<8 | uint64(b2u(o.Bold))<<16 | uint64(b2u(o.Cut))<<17 | uint64(o.Color)<<32)
		for _, f := range [...]float64{o.Rect.X, o.Rect.Y, o.Rect.W, o.Rect.H, o.Radius, o.Width, o.Size} {
			mix(math.Float64bits(f))
		}
		for i := 0; i < len(o.Text); i++ {
			h ^= uint64(o.Text[i])
			h *= 1099511628211
		}
		if o.Kind == Poly {
			for _, f := range pts[o.From:o.To] {
				mix(math.Float64bits(f))
			}
		}
		out = append(out, h)
	}
	return out
}

func b2u(b bool) uint8 {
	if b {
		return 1
	}
	return 0
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Cover merges rects (device pixels) into fewer rectangles covering them
// all: rectangles that overlap or lie within gap pixels of each other
// become their bounding box, until none do. More than most left gives
// their one bounding box.
func Cover(rects []image.Rectangle, gap, most int) []image.Rectangle {
	out := slices.DeleteFunc(rects, func(r image.Rectangle) bool { return r.Empty() })
	for merged := true; merged; {
		merged = false
		for i := 0; i < len(out); i++ {
			grown := out[i].Inset(-gap - 1)
			for j := i + 1; j < len(out); j++ {
				if grown.Overlaps(out[j]) {
					out[i] = out[i].Union(out[j])
					out = slices.Delete(out, j, j+1)
					grown = out[i].Inset(-gap - 1)
					merged = true
					j = i
				}
			}
		}
	}
	if len(out) > most {
		all := out[0]
		for _, r := range out[1:] {
			all = all.Union(r)
		}
		out = append(out[:0], all)
	}
	return out
}
