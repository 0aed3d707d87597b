package ui

import (
	"overdeck/render/layout"
	"overdeck/render/platform"
)

// Kind says what an Op draws.
type Kind uint8

// The kinds of drawing operations.
const (
	FillRect   Kind = iota // a filled rounded rectangle
	StrokeRect             // the outline of a rounded rectangle
	TextLine               // one line of text
	Poly                   // a filled convex polygon: Frame.Pts[From:To], x,y pairs
)

// Align is the horizontal placement of text in its rectangle.
type Align uint8

// Text alignments.
const (
	Left Align = iota
	Center
	Right
)

// Op is one drawing operation, in CSS pixels. Text is drawn on one line,
// vertically centred in Rect.
type Op struct {
	Kind   Kind
	Rect   layout.Rect
	Color  Color
	Radius float64 // corner radius of rectangles
	Width  float64 // line width of outlines
	Text   string
	Size   float64 // text size in CSS pixels
	Bold   bool
	Align  Align
	// Cut is set when Text had to be cut with "…" to fit Rect: what the
	// text-fitting test looks for.
	Cut bool
	// From and To index the polygon's coordinates in Frame.Pts (Poly).
	From, To int32
}

// Frame is everything one frame shows: the drawing operations in order and
// the interactive elements, in the order keyboard focus moves through them.
type Frame struct {
	M       layout.Metrics
	Focus   string // the id of the button with keyboard focus, or ""
	Ops     []Op
	Buttons []platform.Button
	// Pts holds the x,y coordinates of every Poly op, in CSS pixels.
	Pts []float64
	// LeftOut holds the first line of each paragraph that did not fit its
	// box (see Paragraph), for Overflows to report.
	LeftOut []string
	// Motion, when set by the shell, animates what the frame draws (see
	// Motion); nil draws everything at rest.
	Motion *Motion
}

// NewFrame starts an empty frame for a screen with metrics m, with the
// keyboard focus on the button focus (if it is drawn).
func NewFrame(m layout.Metrics, focus string) *Frame {
	return &Frame{M: m, Focus: focus}
}

// NewFrameLike is NewFrame with room for as many ops and points as frame
// like (the one before, nil for none) drew, and a little more: a table
// draws about what it drew the frame before, and growing the lists as it
// goes cost a quarter of a frame's time.
func NewFrameLike(m layout.Metrics, focus string, like *Frame) *Frame {
	f := NewFrame(m, focus)
	if like != nil {
		f.Ops = make([]Op, 0, len(like.Ops)+len(like.Ops)/8+16)
		f.Pts = make([]float64, 0, len(like.Pts)+len(like.Pts)/8+64)
	}
	return f
}

// Fill draws a filled rectangle with rounded corners of radius.
func (f *Frame) Fill(r layout.Rect, c Color, radius float64) {
	f.Ops = append(f.Ops, Op{Kind: FillRect, Rect: r, Color: c, Radius: radius})
}

// Stroke draws the outline of a rounded rectangle, width thick, inside r.
func (f *Frame) Stroke(r layout.Rect, c Color, width, radius float64) {
	f.Ops = append(f.Ops, Op{Kind: StrokeRect, Rect: r, Color: c, Width: width, Radius: radius})
}

// Text draws s on one line in r at size, shrinking it (down to 60%) when it
// is too wide and cutting it with an ellipsis when even that is too wide.
func (f *Frame) Text(r layout.Rect, s string, size float64, c Color, a Align, bold bool) {
	if s == "" {
		return
	}
	orig := s
	size, s = Fit(s, size, r.W, bold)
	f.Ops = append(f.Ops, Op{Kind: TextLine, Rect: r, Color: c, Text: s, Size: size, Bold: bold, Align: a, Cut: s != orig})
}

// Heading draws a centred bold title in r.
func (f *Frame) Heading(r layout.Rect, s string) {
	f.Text(r, s, f.M.Title, Ink, Center, true)
}

// Paragraph draws s wrapped to r's width from r's top, a blank line between
// paragraphs (lines separated by "\n"), and returns the height used. Lines
// that do not fit r's height are not drawn; more reports whether any were
// left out.
func (f *Frame) Paragraph(r layout.Rect, s string, size float64, c Color) (used float64, more bool) {
	lh := size * 1.4
	y := r.Y
	for _, line := range Wrap(s, size, r.W, false) {
		if y+lh > r.Y+r.H+0.5 {
			f.LeftOut = append(f.LeftOut, line)
			return y - r.Y, true
		}
		if line != "" {
			f.Ops = append(f.Ops, Op{Kind: TextLine, Rect: layout.Rect{X: r.X, Y: y, W: r.W, H: lh}, Color: c, Text: line, Size: size})
		}
		y += lh
	}
	return y - r.Y, false
}

// Texts returns every line of text in the frame, drawn or spoken (button
// labels), in order: what tests read to prove a screen shows or hides
// something.
func (f *Frame) Texts() []string {
	var out []string
	for _, o := range f.Ops {
		if o.Kind == TextLine {
			out = append(out, o.Text)
		}
	}
	for _, b := range f.Buttons {
		out = append(out, b.Label)
	}
	return out
}

// Find returns the button with the given id, or false.
func (f *Frame) Find(id string) (platform.Button, bool) {
	for _, b := range f.Buttons {
		if b.ID == id {
			return b, true
		}
	}
	return platform.Button{}, false
}
