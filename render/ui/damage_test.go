package ui

import (
	"image"
	"math/rand/v2"
	"slices"
	"testing"

	"overdeck/render/layout"
)

// A frame for the damage tests: ops on a 40x30 grid, each a rectangle of a
// few cells, some of them polygons (their corners kept in pts).
type damFrame struct {
	ops []Op
	pts []float64
}

func randOp(r *rand.Rand, f *damFrame) Op {
	o := Op{
		Kind:  Kind(r.IntN(4)),
		Rect:  layout.Rect{X: float64(r.IntN(36)), Y: float64(r.IntN(26)), W: float64(1 + r.IntN(12)), H: float64(1 + r.IntN(8))},
		Color: Color(r.Uint32() % 4),
		Text:  []string{"", "Ace", "Bolt", "Camelot"}[r.IntN(4)],
	}
	if o.Kind == Poly {
		o.From = int32(len(f.pts))
		for range 3 {
			f.pts = append(f.pts, float64(r.IntN(4)), float64(r.IntN(4)))
		}
		o.To = int32(len(f.pts))
	}
	return o
}

// edited copies f with a few ops added, removed, changed or moved in the
// order; the polygons' corners are laid out again, so that an op drawn
// alike may keep its corners elsewhere in Pts.
func edited(r *rand.Rand, f damFrame, edits int) damFrame {
	type item struct {
		o   Op
		pts []float64
	}
	items := make([]item, len(f.ops))
	for i, o := range f.ops {
		items[i] = item{o, nil}
		if o.Kind == Poly {
			items[i].pts = f.pts[o.From:o.To]
		}
	}
	var scratch damFrame
	for range edits {
		switch r.IntN(4) {
		case 0: // a new op
			o := randOp(r, &scratch)
			it := item{o, nil}
			if o.Kind == Poly {
				it.pts = scratch.pts[o.From:o.To]
			}
			items = slices.Insert(items, r.IntN(len(items)+1), it)
		case 1: // an op gone
			if len(items) > 0 {
				i := r.IntN(len(items))
				items = slices.Delete(items, i, i+1)
			}
		case 2: // an op moved on the screen
			if len(items) > 0 {
				items[r.IntN(len(items))].o.Rect.X += 1
			}
		case 3: // an op moved in the order (drawn over others now)
			if len(items) > 1 {
				i := r.IntN(len(items))
				it := items[i]
				items = slices.Delete(items, i, i+1)
				items = slices.Insert(items, r.IntN(len(items)+1), it)
			}
		}
	}
	out := damFrame{pts: []float64{9, 9}} // corners kept at other places
	for _, it := range items {
		o := it.o
		if o.Kind == Poly {
			o.From = int32(len(out.pts))
			out.pts = append(out.pts, it.pts...)
			o.To = int32(len(out.pts))
		}
		out.ops = append(out.ops, o)
	}
	return out
}

// paint draws f's ops in order on a 40x30 grid, each op covering its
// rectangle's cells, within clip only: each cell keeps a running digest of
// the ops drawn over it, so that order matters as it does for pixels.
func paint(grid []uint64, f damFrame, clip image.Rectangle) {
	d := digests(nil, f.ops, f.pts)
	for i, o := range f.ops {
		r := foot(o).Intersect(clip)
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				grid[y*40+x] = grid[y*40+x]*31 + d[i]
			}
		}
	}
}

func foot(o Op) image.Rectangle {
	return image.Rect(int(o.Rect.X), int(o.Rect.Y), int(o.Rect.X+o.Rect.W), int(o.Rect.Y+o.Rect.H)).Intersect(image.Rect(0, 0, 40, 30))
}

// TestDamage_RepaintingTheDamageShowsTheNewFrame: over random frames and
// random edits, painting the old frame, then clearing only the damage that
// Unmatched finds and painting the new frame's ops there, in order, gives
// exactly the new frame painted whole. It fails when an op moved in the
// order (drawn over another now) is not damage, or an op's change is
// missed.
func TestDamage_RepaintingTheDamageShowsTheNewFrame(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	var d Damage
	partial := 0
	screen := image.Rect(0, 0, 40, 30)
	for trial := range 3000 {
		var was damFrame
		for range r.IntN(60) {
			was.ops = append(was.ops, randOp(r, &was))
		}
		now := edited(r, was, r.IntN(8))
		gone, added, ok := d.Unmatched(was.ops, was.pts, now.ops, now.pts, 40)
		if !ok {
			continue
		}
		partial++
		var rects []image.Rectangle
		for _, i := range gone {
			rects = append(rects, foot(was.ops[i]))
		}
		for _, j := range added {
			rects = append(rects, foot(now.ops[j]))
		}
		shown := make([]uint64, 40*30)
		paint(shown, was, screen)
		for _, c := range Cover(rects, 0, 4) {
			for y := c.Min.Y; y < c.Max.Y; y++ {
				for x := c.Min.X; x < c.Max.X; x++ {
					shown[y*40+x] = 0
				}
			}
			paint(shown, now, c)
		}
		whole := make([]uint64, 40*30)
		paint(whole, now, screen)
		if !slices.Equal(shown, whole) {
			t.Fatalf("trial %d: the repainted damage differs from the new frame (gone %v, added %v)", trial, gone, added)
		}
	}
	if partial < 2500 {
		t.Fatalf("only %d of 3000 trials found their damage within the limit", partial)
	}
}

// TestDamage_Unmatched: the edits found are the fewest, their indices
// ascending, and a frame drawn alike has none, its polygons' corners kept
// anywhere.
func TestDamage_Unmatched(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 5))
	var f damFrame
	for range 30 {
		f.ops = append(f.ops, randOp(r, &f))
	}
	var d Damage
	same := edited(r, f, 0)
	if gone, added, ok := d.Unmatched(f.ops, f.pts, same.ops, same.pts, 10); !ok || len(gone)+len(added) != 0 {
		t.Fatalf("the same frame: gone %v added %v ok %v", gone, added, ok)
	}
	now := slices.Clone(f.ops)
	now[4].Color++                              // changed: gone and added
	now = slices.Delete(now, 10, 11)            // gone
	now = slices.Insert(now, 20, randOp(r, &f)) // added
	gone, added, ok := d.Unmatched(f.ops, f.pts, now, f.pts, 10)
	if !ok || !slices.Equal(gone, []int{4, 10}) || !slices.Equal(added, []int{4, 20}) {
		t.Fatalf("gone %v added %v ok %v, want gone [4 10] added [4 20]", gone, added, ok)
	}
	if _, _, ok := d.Unmatched(f.ops, f.pts, now, f.pts, 3); ok {
		t.Fatal("four edits found within a limit of three")
	}
	if _, _, ok := d.Unmatched(f.ops, f.pts, nil, nil, 10); ok {
		t.Fatal("thirty ops gone found within a limit of ten")
	}
}

// TestDamage_Cover: rectangles near each other merge; too many give one.
func TestDamage_Cover(t *testing.T) {
	got := Cover([]image.Rectangle{image.Rect(0, 0, 10, 10), image.Rect(12, 0, 20, 10), image.Rect(100, 100, 110, 110), {}}, 2, 4)
	want := []image.Rectangle{image.Rect(0, 0, 20, 10), image.Rect(100, 100, 110, 110)}
	if !slices.Equal(got, want) {
		t.Fatalf("Cover = %v, want %v", got, want)
	}
	got = Cover([]image.Rectangle{image.Rect(0, 0, 1, 1), image.Rect(10, 10, 11, 11), image.Rect(20, 20, 21, 21)}, 0, 2)
	if !slices.Equal(got, []image.Rectangle{image.Rect(0, 0, 21, 21)}) {
		t.Fatalf("Cover of three over a most of two = %v", got)
	}
}
