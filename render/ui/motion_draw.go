package ui

import (
	"math"

	"overdeck/render/layout"
)

// Begin starts a frame of f's size: when the screen's size changed,
// remembered places are forgotten, so that a resize moves nothing.
func (m *Motion) Begin(f *Frame) {
	if m == nil {
		return
	}
	f.Motion = m
	m.frame++
	if m.screen != f.M.Screen {
		m.screen = f.M.Screen
		clear(m.places)
	}
}

// Place returns where to draw the thing called key this frame, whose
// place is r: r itself, or, for a moment after key was last drawn
// elsewhere (a card played from the hand to the board), a rectangle
// travelling from there to r. Use the same key for a card in every place
// it can be drawn.
func (m *Motion) Place(key string, r layout.Rect) layout.Rect {
	if m == nil {
		return r
	}
	p, seen := m.places[key]
	if seen && !near(p.r, r) && m.twice(p.frame, key) {
		return r // two things share key: the second is drawn at rest
	}
	p.frame = m.frame
	if seen && !near(p.r, r) && !m.off() {
		from := p.r
		if p.travelling {
			from = lerpRect(p.from, p.r, m.progress(p.start, travelTime))
		}
		p = place{r: r, from: from, start: m.now, travelling: true, frame: m.frame}
		m.places[key] = p
	} else if !seen || !near(p.r, r) {
		m.places[key] = place{r: r, frame: m.frame}
		return r
	}
	m.places[key] = p
	if !p.travelling {
		return r
	}
	t := m.progress(p.start, travelTime)
	if t >= 1 {
		p.travelling = false
		m.places[key] = p
		return r
	}
	return lerpRect(p.from, r, t)
}

// PlaceFrom is Place for a thing that may have been drawn under another
// key until now (a hand card, keyed by its place in the hand, that became
// a hero on the board, keyed by its own id): the first time key is drawn,
// it travels from where from was drawn in the frame before, if it was.
func (m *Motion) PlaceFrom(key, from string, r layout.Rect) layout.Rect {
	if m == nil {
		return r
	}
	if _, seen := m.places[key]; !seen && !m.off() {
		if p, ok := m.places[from]; ok && p.frame >= m.frame-1 && !p.travelling {
			m.places[key] = place{r: p.r, frame: m.frame - 1}
		}
	}
	return m.Place(key, r)
}

// Flip returns how wide (0 to 1 of its width) to draw the card called key
// and whether its face shows: a card that has just turned face up (or is
// first seen face up: a reveal) first narrows showing its back, then
// widens showing its face, with the sound of a reveal.
func (m *Motion) Flip(key string, faceUp bool) (width float64, face bool) {
	if m == nil {
		return 1, faceUp
	}
	if _, seen := m.vals["flip."+key]; !seen && faceUp && !m.off() {
		// First seen face up: it has just been revealed, so it turns over.
		m.vals["flip."+key] = &tween{from: 0, to: 1, start: m.now, dur: glideTime}
		m.Cue("reveal")
	}
	return m.Turn(key, faceUp)
}

// Turn is Flip for a card that is on the table from the start: it turns
// over (with the sound of a reveal when it turns face up) only when it
// changes sides, not when it is first seen.
func (m *Motion) Turn(key string, faceUp bool) (width float64, face bool) {
	if m == nil {
		return 1, faceUp
	}
	if t := m.vals["flip."+key]; t != nil && faceUp && t.to == 0 {
		m.Cue("reveal")
	}
	v := m.Value("flip."+key, b2f(faceUp))
	if v > b2f(faceUp)-1e-9 && v < b2f(faceUp)+1e-9 {
		return 1, faceUp
	}
	return math.Abs(2*v - 1), v >= 0.5
}

// Fade returns how far (0 to 1) the card called key has gone on its way
// out since gone became true: a KO'd card fades and tips over. It is 1 at
// once when the card was already gone the first time it was asked about.
func (m *Motion) Fade(key string, gone bool) float64 {
	if m == nil {
		return b2f(gone)
	}
	t := m.vals["fade."+key]
	if gone && t != nil && t.to == 0 {
		m.Cue("ko")
	}
	return m.Value("fade."+key, b2f(gone))
}

// Tipped draws the shadow of a KO'd card at r, which has gone (see Fade)
// by t: it darkens, and a ghost of its outline tips over and fades.
func (f *Frame) Tipped(r layout.Rect, t float64, radius float64) {
	if t <= 0 {
		return
	}
	f.Fill(r, Alpha(Background, 0.7*t), radius)
	if t < 1 {
		p := f.PenIn(r)
		p.Turn = 0.35 * t
		h := r.H / p.S
		w := r.W / p.S
		x0, y0 := 0.5-w/2, 0.5-h/2
		p.Poly(Alpha(Ink, 0.25*(1-t)), x0, y0, x0+w, y0, x0+w, y0+h, x0, y0+h)
	}
}

// Draw draws the effects in flight (rising numbers, the banner) over
// everything else in f. The shell calls it last.
func (m *Motion) Draw(f *Frame) {
	if m == nil {
		return
	}
	for _, e := range m.fx {
		t := max(0, min(1, (m.now-e.start)/e.dur))
		switch e.kind {
		case fxRise:
			size := max(18, min(e.at.W*0.3, 40))
			y := e.at.Y + e.at.H*0.45 - t*e.at.H*0.45
			r := layout.Rect{X: e.at.X - e.at.W, Y: y - size, W: e.at.W * 3, H: size * 1.4}
			a := 1 - ease((t-0.6)/0.4)
			f.Text(r.Inset(1), e.text, size, Alpha(0x000000ff, 0.6*a), Center, true)
			f.Text(r, e.text, size, Alpha(e.color, a), Center, true)
		case fxBanner:
			s := f.M.Screen
			h := min(s.H*0.16, f.M.Title*2)
			in, out := ease(t/0.25), ease((t-0.8)/0.2)
			x := -s.W + s.W*in + s.W*out
			band := layout.Rect{X: x, Y: s.Y + s.H*0.42 - h/2, W: s.W, H: h}
			f.Fill(band, 0x000000b0, 0)
			f.Fill(layout.Rect{X: band.X, Y: band.Y, W: band.W, H: 3}, e.color, 0)
			f.Fill(layout.Rect{X: band.X, Y: band.Y + band.H - 3, W: band.W, H: 3}, e.color, 0)
			f.Text(band, e.text, h*0.5, e.color, Center, true)
		}
	}
}

// near reports whether two rectangles are the same place, give or take a
// pixel.
func near(a, b layout.Rect) bool {
	return math.Abs(a.X-b.X) < 1.5 && math.Abs(a.Y-b.Y) < 1.5 && math.Abs(a.W-b.W) < 1.5 && math.Abs(a.H-b.H) < 1.5
}

// lerpRect is the rectangle t of the way from a to b.
func lerpRect(a, b layout.Rect, t float64) layout.Rect {
	l := func(x, y float64) float64 { return x + (y-x)*t }
	return layout.Rect{X: l(a.X, b.X), Y: l(a.Y, b.Y), W: l(a.W, b.W), H: l(a.H, b.H)}
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}
