package ui

import "strconv"

// Overflows lists every text of the frame that does not fit its box: cut
// with "…", wider than its box, taller than its box, or out of the screen.
// Each entry names the text and why, for a test to print. The tables'
// tests require it to be empty at every size of screen.
func (f *Frame) Overflows() []string {
	var out []string
	scr := f.M.Screen
	for _, o := range f.Ops {
		if o.Kind != TextLine {
			continue
		}
		r := o.Rect
		w := Measure(o.Text, o.Size, o.Bold)
		why := ""
		switch {
		case o.Cut:
			why = "cut"
		case o.Size < MinText-0.01:
			why = "too small to read"
		case w > r.W+1:
			why = "wider than its box (" + px(w) + " > " + px(r.W) + ")"
		case o.Size > r.H+1:
			why = "taller than its box (" + px(o.Size) + " > " + px(r.H) + ")"
		case r.X < scr.X-1 || r.Y < scr.Y-1 || r.X+r.W > scr.X+scr.W+1 || r.Y+r.H > scr.Y+scr.H+1:
			why = "off the screen"
		}
		if why != "" {
			out = append(out, strconv.Quote(o.Text)+" at "+px(o.Size)+" px: "+why)
		}
	}
	return out
}

// MinText is the smallest text size, in CSS pixels, that Overflows
// accepts as legible.
const MinText = 10

// px formats a length in whole pixels.
func px(v float64) string { return strconv.Itoa(int(v + 0.5)) }
