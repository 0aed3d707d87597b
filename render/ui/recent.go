package ui

import "overdeck/render/layout"

// Recent draws, at the bottom of r, the newest entries of a game's log
// (log is oldest first) under the heading "Recent moves": as many whole
// entries as fit, newest at the bottom. A side panel with little to say
// (waiting for the other player, a watched match) fills its free room
// with what just happened instead of staying empty. Nothing is drawn when
// r has room for fewer than five lines or the log is empty.
func (f *Frame) Recent(r layout.Rect, log []string, size float64) {
	lh := size * 1.4
	if r.H < lh*5 || len(log) == 0 {
		return
	}
	room := int((r.H - lh*1.3) / lh) // lines below the heading
	var entries [][]string
	used := 0
	for i := len(log) - 1; i >= 0 && used < room; i-- {
		lines := Wrap(log[i], size, r.W, false)
		if used+len(lines) > room {
			break
		}
		entries = append(entries, lines)
		used += len(lines)
	}
	if len(entries) == 0 {
		return
	}
	y := r.Y + r.H - float64(used)*lh - lh*1.3
	f.Fill(layout.Rect{X: r.X, Y: y, W: r.W, H: 1}, Alpha(InkDim, 0.5), 0)
	f.Text(layout.Rect{X: r.X, Y: y + lh*0.2, W: r.W, H: lh}, "Recent moves", size, InkDim, Left, true)
	y += lh * 1.3
	for i := len(entries) - 1; i >= 0; i-- {
		for _, l := range entries[i] {
			f.Text(layout.Rect{X: r.X, Y: y, W: r.W, H: lh}, l, size, InkDim, Left, false)
			y += lh
		}
	}
}

// WithRecent gives the room that s, drawn at size in r (by Brief or
// Paragraph), leaves below it to the newest entries of log (see Recent),
// and returns the room left for s.
func (f *Frame) WithRecent(r layout.Rect, s string, size float64, log []string) layout.Rect {
	free := r.H - float64(len(Wrap(s, size, r.W, false)))*size*1.4 - f.M.Gap
	if free <= 0 {
		return r
	}
	recent, rest := r.CutBottom(free)
	f.Recent(recent, log, SizesOf(f.M).Body)
	return rest
}
