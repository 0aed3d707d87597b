// Package uitest checks, in tests, that a ui.Frame shows what a seat's
// view holds: each public thing (a card, a hero, a monster, a row, a pile)
// is drawn inside the screen under its own mirror button, with its name or
// a legible short form in full, not covered by anything drawn after it,
// and every list its tile claims to hold (tokens, hits) is drawn in full
// or ends with a visible "+N more" (a bare "+N" on a tile too small for
// the words). It imports no Ebiten; every game's
// table tests can use it.
//
//	items := []uitest.Item{{What: "the computer's Venture", Button: "table.hero.7",
//		Names: []string{"Venture"}, List: []string{"Mercy token"}}}
//	for _, p := range uitest.Shown(f, items) {
//		t.Error(p)
//	}
package uitest

import (
	"strconv"
	"strings"

	"overdeck/render/layout"
	"overdeck/render/platform"
	"overdeck/render/ui"
)

// Item is one public thing of a seat's view that a frame must show.
type Item struct {
	// What names the thing in a failure: "the computer's Venture (Middle row)".
	What string
	// Button is the id of its mirror button: its rectangle is where the
	// thing is drawn, and its label says what the thing is.
	Button string
	// Names are the thing's name and the short forms accepted for it on
	// screen: one of them must be drawn, not cut, inside the button (on
	// one line, or wrapped onto two or three lines in a row).
	Names []string
	// Mirror is what the button's label must contain; Names[0] when "".
	Mirror string
	// List are the entries the thing's tile claims to list (its tokens):
	// each must be drawn inside the button, or a "+N more" drawn there
	// must count at least the entries missing.
	List []string
}

// Shown returns one line per problem: an item whose button is missing,
// off the screen or overlapping another item's, whose name is not drawn
// in full inside it or is covered by an opaque shape drawn later, or whose
// list is cut short without a "+N more". No problems: nil.
func Shown(f *ui.Frame, items []Item) []string {
	var out []string
	screen := f.M.Screen
	rects := map[string]layout.Rect{}
	for _, it := range items {
		b, ok := f.Find(it.Button)
		if !ok {
			out = append(out, it.What+": no mirror button "+it.Button)
			continue
		}
		r := rect(b)
		rects[it.Button] = r
		mirror := it.Mirror
		if mirror == "" && len(it.Names) > 0 {
			mirror = it.Names[0]
		}
		if !strings.Contains(b.Label, mirror) {
			out = append(out, it.What+": mirror label "+strconv.Quote(b.Label)+" does not say "+strconv.Quote(mirror))
		}
		if !inside(r, screen) {
			out = append(out, it.What+": drawn off the screen at "+rectText(r))
		}
		if p := nameShown(f, it, r); p != "" {
			out = append(out, it.What+": "+p)
		}
		if p := listShown(f, it, r); p != "" {
			out = append(out, it.What+": "+p)
		}
	}
	for i, a := range items {
		for _, b := range items[:i] {
			ra, oka := rects[a.Button]
			rb, okb := rects[b.Button]
			if oka && okb && a.Button != b.Button && overlap(ra, rb) {
				out = append(out, a.What+" and "+b.What+" are drawn over each other")
			}
		}
	}
	return out
}

// nameShown finds one of it.Names drawn, not cut, inside r and inside the
// screen, with nothing opaque drawn over it later; it returns the problem,
// or "".
func nameShown(f *ui.Frame, it Item, r layout.Rect) string {
	found := false
	for i, o := range f.Ops {
		if o.Kind != ui.TextLine || o.Cut || !hasName(o.Text, it.Names) {
			continue
		}
		box := TextBox(o)
		if !contains(r.Inset(-1), box) {
			continue
		}
		found = true
		if !inside(box, f.M.Screen) {
			return "its name " + strconv.Quote(o.Text) + " runs off the screen"
		}
		if j := coveredBy(f, i, box); j >= 0 {
			return "its name " + strconv.Quote(o.Text) + " is covered by a shape drawn later at " + rectText(f.Ops[j].Rect)
		}
		return ""
	}
	if !found && wrapped(f, it.Names, r) {
		return ""
	}
	if !found {
		return "no name of " + strings.Join(it.Names, " / ") + " drawn in full inside its place " + rectText(r) +
			" (texts there: " + strings.Join(TextsIn(f, r), " | ") + ")"
	}
	return ""
}

// wrapped reports whether one of names is drawn in full inside r on two
// or three lines in a row (a name wrapped to fit a narrow card).
func wrapped(f *ui.Frame, names []string, r layout.Rect) bool {
	var lines []string
	for _, o := range f.Ops {
		if o.Kind == ui.TextLine && contains(r.Inset(-1), TextBox(o)) {
			if o.Cut {
				lines = append(lines, "\x00") // a cut line breaks the run
				continue
			}
			lines = append(lines, o.Text)
		}
	}
	for n := 2; n <= 3; n++ {
		for i := 0; i+n <= len(lines); i++ {
			if hasName(strings.Join(lines[i:i+n], " "), names) {
				return true
			}
		}
	}
	return false
}

// listShown checks that every entry of it.List is drawn inside r, or
// that a "+N more" there counts the missing ones.
func listShown(f *ui.Frame, it Item, r layout.Rect) string {
	if len(it.List) == 0 {
		return ""
	}
	drawn := " " + strings.Join(TextsIn(f, r), " ") + " "
	var missing []string
	for _, e := range it.List {
		if !strings.Contains(drawn, e) {
			missing = append(missing, e)
		}
	}
	if len(missing) == 0 {
		return ""
	}
	if n, ok := moreCount(drawn); ok && n >= len(missing) {
		return ""
	}
	for _, t := range TextsIn(f, r) {
		// A tile too small for the words: "+N" alone, counting them all.
		if n, err := strconv.Atoi(strings.TrimPrefix(t, "+")); err == nil && strings.HasPrefix(t, "+") && n >= len(missing) {
			return ""
		}
	}
	return "lists " + strconv.Itoa(len(it.List)-len(missing)) + " of " + strconv.Itoa(len(it.List)) +
		" entries with no \"+N more\": missing " + strings.Join(missing, ", ")
}

// moreCount reads the N of a "+N more" in s.
func moreCount(s string) (int, bool) {
	i := strings.Index(s, " more")
	for i > 0 {
		j := strings.LastIndex(s[:i], "+")
		if j >= 0 {
			if n, err := strconv.Atoi(s[j+1 : i]); err == nil {
				return n, true
			}
		}
		k := strings.Index(s[i+1:], " more")
		if k < 0 {
			break
		}
		i += 1 + k
	}
	return 0, false
}

// hasName reports whether text is one of names, holds one as a whole
// word group ("Venture" in "Venture · Defeated"), or is a legible short
// form of one: its first letters (three at least) and a full stop
// ("Wins." for "Winston").
func hasName(text string, names []string) bool {
	for _, n := range names {
		if n == "" {
			continue
		}
		if text == n {
			return true
		}
		if p, ok := strings.CutSuffix(text, "."); ok && len([]rune(p)) >= 3 && strings.HasPrefix(n, p) {
			return true
		}
		for i := strings.Index(text, n); i >= 0; {
			end := i + len(n)
			if (i == 0 || !letter(text[i-1])) && (end == len(text) || !letter(text[end])) {
				return true
			}
			k := strings.Index(text[i+1:], n)
			if k < 0 {
				break
			}
			i += 1 + k
		}
	}
	return false
}

func letter(b byte) bool { return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' }

// coveredBy returns the index of the first opaque fill or shape drawn
// after op i that hides the middle of box, or -1.
func coveredBy(f *ui.Frame, i int, box layout.Rect) int {
	mid := layout.Point{X: box.X + box.W/2, Y: box.Y + box.H/2}
	for j := i + 1; j < len(f.Ops); j++ {
		o := f.Ops[j]
		if o.Color&0xff < 0xc0 {
			continue // see-through: a dimmed tile, a shadow
		}
		switch o.Kind {
		case ui.FillRect:
			if o.Rect.Contains(mid) {
				return j
			}
		case ui.Poly:
			if polyBox(f, o).Contains(mid) && o.Rect.Contains(mid) {
				return j
			}
		}
	}
	return -1
}

// polyBox is the bounding box of a polygon op.
func polyBox(f *ui.Frame, o ui.Op) layout.Rect {
	if o.From >= o.To || int(o.To) > len(f.Pts) {
		return layout.Rect{}
	}
	x0, y0, x1, y1 := f.Pts[o.From], f.Pts[o.From+1], f.Pts[o.From], f.Pts[o.From+1]
	for k := o.From; k+1 < o.To; k += 2 {
		x0, x1 = min(x0, f.Pts[k]), max(x1, f.Pts[k])
		y0, y1 = min(y0, f.Pts[k+1]), max(y1, f.Pts[k+1])
	}
	return layout.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
}

// TextBox is where a text op's letters are: its rectangle narrowed to the
// width of its text, placed as its alignment says, a line of 1.2 times
// its size high.
func TextBox(o ui.Op) layout.Rect { return InkBox(o, 1.2) }

// InkBox is TextBox with a line of lineH times the text's size high (at
// most the op's rectangle), centred in it.
func InkBox(o ui.Op, lineH float64) layout.Rect {
	w := min(o.Rect.W, ui.Measure(o.Text, o.Size, o.Bold))
	x := o.Rect.X
	switch o.Align {
	case ui.Center:
		x += (o.Rect.W - w) / 2
	case ui.Right:
		x += o.Rect.W - w
	}
	h := min(o.Rect.H, o.Size*lineH)
	return layout.Rect{X: x, Y: o.Rect.Y + (o.Rect.H-h)/2, W: w, H: h}
}

// Drawn returns the lines of text f draws, in order: Frame.Texts without
// the buttons' spoken labels.
func Drawn(f *ui.Frame) []string {
	var out []string
	for _, o := range f.Ops {
		if o.Kind == ui.TextLine {
			out = append(out, o.Text)
		}
	}
	return out
}

// TextsIn returns the lines of text drawn inside r, in order.
func TextsIn(f *ui.Frame, r layout.Rect) []string {
	var out []string
	for _, o := range f.Ops {
		if o.Kind == ui.TextLine && contains(r.Inset(-1), TextBox(o)) {
			out = append(out, o.Text)
		}
	}
	return out
}

func rect(b platform.Button) layout.Rect { return layout.Rect{X: b.X, Y: b.Y, W: b.W, H: b.H} }

// contains reports whether b lies inside a.
func contains(a, b layout.Rect) bool {
	return b.X >= a.X && b.Y >= a.Y && b.X+b.W <= a.X+a.W && b.Y+b.H <= a.Y+a.H
}

// inside reports whether r lies on the screen s, give or take half a pixel.
func inside(r, s layout.Rect) bool { return contains(s.Inset(-0.5), r) }

// overlap reports whether a and b share more than a pixel's strip.
func overlap(a, b layout.Rect) bool {
	return a.X < b.X+b.W-1 && b.X < a.X+a.W-1 && a.Y < b.Y+b.H-1 && b.Y < a.Y+a.H-1
}

func rectText(r layout.Rect) string {
	f := func(v float64) string { return strconv.Itoa(int(v + 0.5)) }
	return f(r.X) + "," + f(r.Y) + " " + f(r.W) + "×" + f(r.H)
}
