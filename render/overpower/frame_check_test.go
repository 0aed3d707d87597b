package overpower

import (
	"math"
	"regexp"
	"strconv"
	"strings"

	"overdeck/game/overpower"
	"overdeck/render/layout"
	"overdeck/render/ui"
	"overdeck/render/ui/uitest"
)

// Frame checks any table's "what the view holds is on screen" test can use
// (written general, to be shared by every game's renderer later): where a
// line of text really stands, whether it is legible, inside the screen
// and not drawn over, and which drawn lines name a list's items.

// drawnLine is one line of text of a frame: its op, its place in the
// frame's order and the box its glyphs take (its rectangle narrowed to
// the text's width as aligned, and to its size's height, centred).
type drawnLine struct {
	at  int
	op  ui.Op
	box layout.Rect
}

// drawnLines returns every line of text the frame draws. A Power card's
// chip (see drawChip: its type's icon on the type's colour, then its
// value) reads as its type's name and value ("Energy 6"), one line with
// the words drawn just before and after it on its line.
func drawnLines(f *ui.Frame) []drawnLine {
	var out []drawnLine
	skip := map[int]bool{}
	for k, o := range f.Ops {
		if o.Kind != ui.TextLine || skip[k] {
			continue
		}
		l := drawnLine{at: k, op: o, box: uitest.InkBox(o, 1)}
		if t, fill, ok := chipOf(f, k); ok {
			b := f.Ops[fill].Rect
			l.op.Text = overpower.TypeNames[t] + " " + o.Text
			if p := fill - 1; p >= 0 && f.Ops[p].Kind == ui.TextLine && math.Abs(f.Ops[p].Rect.X+f.Ops[p].Rect.W-1-b.X) < 0.01 {
				l.op.Text = f.Ops[p].Text + l.op.Text
				l.box = union(l.box, uitest.InkBox(f.Ops[p], 1))
				if len(out) > 0 && out[len(out)-1].at == p {
					out = out[:len(out)-1]
				}
			}
			if n := k + 1; n < len(f.Ops) && f.Ops[n].Kind == ui.TextLine && math.Abs(f.Ops[n].Rect.X-(b.X+b.W)) < 0.01 {
				l.op.Text += f.Ops[n].Text
				l.box = union(l.box, uitest.InkBox(f.Ops[n], 1))
				l.at, skip[n] = n, true
			}
		}
		out = append(out, l)
	}
	return out
}

// chipOf reports whether text op k is the value of a chip: after the
// polygons of an icon, on a fill of a power type's colour that holds
// it, rounded as a chip is; it returns the type and the fill's index.
func chipOf(f *ui.Frame, k int) (int8, int, bool) {
	j := k - 1
	for j >= 0 && f.Ops[j].Kind == ui.Poly {
		j--
	}
	if j < 0 || j == k-1 || f.Ops[j].Kind != ui.FillRect || !within(uitest.InkBox(f.Ops[k], 1), f.Ops[j].Rect.Inset(-1)) ||
		math.Abs(f.Ops[j].Radius-f.Ops[k].Size*chipRound) > 0.01 {
		return 0, 0, false
	}
	for t := range int8(len(overpower.TypeNames)) {
		if typeColor(t) == f.Ops[j].Color {
			return t, j, true
		}
	}
	return 0, 0, false
}

// union is the box around a and b.
func union(a, b layout.Rect) layout.Rect {
	x0, y0 := min(a.X, b.X), min(a.Y, b.Y)
	x1, y1 := max(a.X+a.W, b.X+b.W), max(a.Y+a.H, b.Y+b.H)
	return layout.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
}

// linesIn returns the lines whose glyphs lie inside r.
func linesIn(ls []drawnLine, r layout.Rect) []drawnLine {
	var out []drawnLine
	for _, l := range ls {
		if within(l.box, r) {
			out = append(out, l)
		}
	}
	return out
}

// within reports whether a lies inside b (half a pixel of slack).
func within(a, b layout.Rect) bool {
	return a.X >= b.X-0.5 && a.Y >= b.Y-0.5 && a.X+a.W <= b.X+b.W+0.5 && a.Y+a.H <= b.Y+b.H+0.5
}

// overlap is the area a and b share.
func overlap(a, b layout.Rect) float64 {
	w := min(a.X+a.W, b.X+b.W) - max(a.X, b.X)
	h := min(a.Y+a.H, b.Y+b.H) - max(a.Y, b.Y)
	if w <= 0 || h <= 0 {
		return 0
	}
	return w * h
}

// covers are the boxes of what frame f draws that may cover a line, one
// per op (an empty box for ops that cover nothing: text, lines, images):
// filled rectangles and polygons. A frame's are found once and read for
// each of its lines.
func covers(f *ui.Frame) []layout.Rect {
	out := make([]layout.Rect, len(f.Ops))
	for i, o := range f.Ops {
		switch o.Kind {
		case ui.FillRect:
			out[i] = o.Rect
		case ui.Poly:
			out[i] = polyBox(f.Pts[o.From:o.To])
		}
	}
	return out
}

// legibleProblem says why line l cannot be read where it stands ("" when
// it can): under the legible size, cut, out of the screen, or with a
// fifth or more of its glyphs under a shape drawn after it (cv: the
// frame's covers).
func legibleProblem(f *ui.Frame, cv []layout.Rect, l drawnLine) string {
	switch {
	case l.op.Size < ui.MinText-0.01:
		return "drawn at " + strconv.FormatFloat(l.op.Size, 'f', 1, 64) + " px"
	case l.op.Cut:
		return "cut"
	case !within(l.box, f.M.Screen):
		return "out of the screen"
	}
	area := l.box.W * l.box.H
	for _, r := range cv[l.at+1:] {
		if area > 0 && overlap(r, l.box) > area/5 {
			return "drawn over"
		}
	}
	return ""
}

// polyBox is the box around a polygon's x,y pairs.
func polyBox(pts []float64) layout.Rect {
	if len(pts) < 2 {
		return layout.Rect{}
	}
	x0, y0, x1, y1 := pts[0], pts[1], pts[0], pts[1]
	for k := 0; k+1 < len(pts); k += 2 {
		x0, x1 = min(x0, pts[k]), max(x1, pts[k])
		y0, y1 = min(y0, pts[k+1]), max(y1, pts[k+1])
	}
	return layout.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
}

// moreRe reads a "+N more" line.
var moreRe = regexp.MustCompile(`\+([0-9]+) more`)

// listed matches a list's items to the lines that name them, each line
// naming one item at most (item i names line text when items[i](text));
// it returns the items no line names and the N of the "+N more" line
// among ls (-1 when none).
func listed(ls []drawnLine, items []func(text string) bool) (missing []int, more int) {
	used := make([]bool, len(ls))
	more = -1
	for k, l := range ls {
		if x := moreRe.FindStringSubmatch(l.op.Text); x != nil {
			more, _ = strconv.Atoi(x[1])
			used[k] = true
		}
	}
	for i, names := range items {
		found := false
		for k, l := range ls {
			if !used[k] && names(l.op.Text) {
				used[k], found = true, true
				break
			}
		}
		if !found {
			missing = append(missing, i)
		}
	}
	return missing, more
}

// naming returns a test of whether a line names a thing by one of forms
// (its name, a short form): the line holds a form followed by suffix, or
// after one of prefixes, a shortened form of at least three letters
// followed by suffix: its first words ("Gunnr" of "Gunnr: Battle
// Valkyrie"), or letters marked as cut ("Barsoomian…", "Barsoom.").
func naming(prefixes []string, suffix string, forms ...string) func(string) bool {
	return func(text string) bool {
		for _, f := range forms {
			if f != "" && strings.Contains(text, f+suffix) {
				return true
			}
		}
		body, ok := strings.CutSuffix(text, suffix)
		if !ok {
			return false
		}
		for _, p := range prefixes {
			if b, ok := strings.CutPrefix(body, p); ok {
				body = b
				break
			}
		}
		cut := strings.TrimSuffix(strings.TrimSuffix(body, "…"), ".")
		if len([]rune(cut)) < 3 {
			return false
		}
		for _, f := range forms {
			// Shortened with a mark, or to its first words.
			if rest, ok := strings.CutPrefix(f, cut); ok && (cut != body || rest == "" || strings.IndexAny(rest[:1], " :,") == 0) {
				return true
			}
		}
		return false
	}
}
