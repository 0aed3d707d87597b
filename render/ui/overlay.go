package ui

import "overdeck/render/layout"

// Sizes are the text sizes of a game table's frame: headings, body text
// and small print, each with a floor that stays legible on a phone.
type Sizes struct{ Head, Body, Small float64 }

// SizesOf returns the table text sizes for metrics m: they grow with the
// screen, from a laptop's (800 px tall and less) to a third larger on a
// desktop (1080 px tall and more): a big screen's panels are read from
// further away, and have the room.
func SizesOf(m layout.Metrics) Sizes {
	k := max(1, min(1.35, min(m.Screen.W, m.Screen.H)/800))
	return Sizes{Head: max(14, m.Text*0.9*k), Body: max(12, m.Text*0.72*k), Small: max(11, m.Text*0.6*k)}
}

// Overlay draws a panel over r with heading at the top left and a Close
// button (id closeID) at the top right, and returns the area left for the
// overlay's content.
func (f *Frame) Overlay(r layout.Rect, heading, closeID string) layout.Rect {
	m := f.M
	f.Fill(r, Panel, 12)
	r = r.Inset(m.Gap)
	head, rest := r.CutTop(max(layout.MinTouch, m.Button*0.85))
	closeR, title := head.CutRight(min(head.W*0.3, m.Button*3))
	f.Button(Btn{ID: closeID, Label: "Close", Rect: closeR, Enabled: true})
	f.Text(title, heading, SizesOf(m).Head*1.1, Accent, Left, true)
	_, rest = rest.CutTop(m.Gap)
	return rest
}

// LogPage is how many entries the log's Older and Newer buttons scroll.
const LogPage = 8

// LogView is a reader's place in a game log: how many entries it has
// scrolled back from the newest. Its buttons are <prefix>.older and
// <prefix>.newer.
type LogView struct{ Back int }

// Press handles a press of the log's buttons for a log of n entries and
// reports whether id was one of them.
func (l *LogView) Press(id, prefix string, n int) bool {
	switch id {
	case prefix + ".older":
		l.Back = min(l.Back+LogPage, max(n-1, 0))
	case prefix + ".newer":
		l.Back = max(l.Back-LogPage, 0)
	default:
		return false
	}
	return true
}

// Draw draws lines (a log's entries, oldest first) in r up to the one the
// reader has scrolled back to, wrapped, that one last and brightest, the
// oldest left out when they do not fit; and the Older and Newer buttons
// below them.
func (l *LogView) Draw(f *Frame, r layout.Rect, lines []string, prefix string, size float64) {
	btns, rest := r.CutBottom(max(layout.MinTouch, f.M.Button*0.85))
	_, rest = rest.CutBottom(f.M.Gap)
	l.Back = min(l.Back, max(len(lines)-1, 0))
	end := len(lines) - l.Back
	shown := lines[:end]
	if len(shown) == 0 {
		shown = []string{"Nothing has happened yet."}
	}
	DrawLines(f, rest, shown, len(shown)-1, size, false)
	cols := btns.Cols(2, f.M.Gap)
	f.Button(Btn{ID: prefix + ".older", Label: "Older entries", Text: "Older", Rect: cols[0], Enabled: end > 1})
	f.Button(Btn{ID: prefix + ".newer", Label: "Newer entries", Text: "Newer", Rect: cols[1], Enabled: l.Back > 0})
}

// DrawLines draws lines wrapped in r, the newest last; lines from index hi
// on are lit (in bold when boldLit), the others dimmed. When they do not
// fit, the oldest are left out.
func DrawLines(f *Frame, r layout.Rect, lines []string, hi int, size float64, boldLit bool) {
	lh := size * 1.35
	type row struct {
		s  string
		hi bool
	}
	var rows []row
	for i, l := range lines {
		for _, w := range Wrap(l, size, r.W, false) {
			rows = append(rows, row{w, i >= hi})
		}
	}
	if fit := int(r.H / lh); len(rows) > fit {
		rows = rows[len(rows)-max(fit, 0):]
	}
	for i, w := range rows {
		c := InkDim
		if w.hi {
			c = Ink
		}
		f.Text(layout.Rect{X: r.X, Y: r.Y + float64(i)*lh, W: r.W, H: lh}, w.s, size, c, Left, boldLit && w.hi)
	}
}

// Pager shows a text too long for its box a page at a time, with Previous
// and Next buttons (<prefix>.prev and <prefix>.next); the zero Pager is at
// the first page.
type Pager struct{ Page int }

// Press handles a press of the pager's buttons and reports whether id was
// one of them.
func (p *Pager) Press(id, prefix string) bool {
	switch id {
	case prefix + ".prev":
		p.Page = max(0, p.Page-1)
	case prefix + ".next":
		p.Page++
	default:
		return false
	}
	return true
}

// Draw draws s in r at size, or smaller down to MinText+1; when it still
// does not fit, a page of it at a time with the buttons along r's bottom.
func (p *Pager) Draw(f *Frame, r layout.Rect, s string, size float64, ink Color, prefix string) {
	floor := min(size, MinText+1)
	for k := size; ; k = max(floor, k-1) {
		if float64(len(Wrap(s, k, r.W, false)))*k*1.4 <= r.H+0.5 {
			f.Paragraph(r, s, k, ink)
			return
		}
		if k == floor {
			break
		}
	}
	btns, text := r.CutBottom(max(layout.MinTouch, f.M.Button*0.85))
	_, text = text.CutBottom(f.M.Gap)
	lh := floor * 1.4
	per := max(1, int((text.H+0.5)/lh))
	lines := Wrap(s, floor, text.W, false)
	pages := (len(lines) + per - 1) / per
	p.Page = min(p.Page, pages-1)
	for i, l := range lines[p.Page*per : min(len(lines), (p.Page+1)*per)] {
		if l != "" {
			f.Text(layout.Rect{X: text.X, Y: text.Y + float64(i)*lh, W: text.W, H: lh}, l, floor, ink, Left, false)
		}
	}
	cols := btns.Cols(3, f.M.Gap)
	f.Button(Btn{ID: prefix + ".prev", Label: "Previous page", Text: "Previous", Rect: cols[0], Enabled: p.Page > 0})
	f.Text(cols[1], itoa(p.Page+1)+" / "+itoa(pages), SizesOf(f.M).Body, InkDim, Center, true)
	f.Button(Btn{ID: prefix + ".next", Label: "Next page", Text: "Next", Rect: cols[2], Enabled: p.Page < pages-1})
}
