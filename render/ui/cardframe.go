package ui

import (
	"strings"

	"overdeck/render/layout"
)

// CardFrame is what a card shows, for DrawCard: the frame every table
// draws its cards with (monsters, heroes, characters, power cards, the
// Multiverse's supers). Fields left empty are not drawn, and the parts
// that do not fit a small card are left out in this order: the text box,
// the footer, the type line.
type CardFrame struct {
	Name  string
	Type  string // the type line: "Fire · Leaf · Tank", "Power card"
	Icons []Icon // drawn at the start of the type line, in place of words
	Color Color  // the frame's colour: the card's element, class, type
	// Second, when set, is a second colour: the frame is split diagonally
	// (a monster of two elements).
	Second Color
	Emblem string // draws Emblem(Emblem) in the art box; "" for none
	// Person draws HeroEmblem(Emblem) instead: the bust of a hero or a
	// character rather than a creature.
	Person bool
	Stats  []Stat // badges along the art box's bottom edge
	Text   string // rules text, wrapped in the text box
	// Short is drawn in the text box instead of Text when Text does not
	// fit it even at the smallest legible size ("Ability: Clear Mind"):
	// the card's zoom says it in full.
	Short  string
	Footer string // small print at the bottom: "Role: Tank · Complexity 2"
	Dim    bool   // drawn greyed out (not playable now)
	Lit    bool   // drawn with the gold ring of the active or chosen card
}

// Stat is one number on a card, shown as a badge: an icon and a value.
type Stat struct {
	Icon  Icon
	Value string
	// Color is the badge's fill; zero takes the icon's swatch.
	Color Color
}

// DrawCard draws card c in r with the kit's card frame: a coloured border,
// the name bar, the art box with its emblem and stat badges, the type line
// with its icons, the text box and the footer. It returns the art box, for
// a table to draw over (counters, a health bar).
func (f *Frame) DrawCard(r layout.Rect, c CardFrame) layout.Rect {
	sz := SizesOf(f.M)
	rad := min(r.W, r.H) * 0.07
	f.Fill(r.Inset(-1), 0x00000066, rad+1)
	if c.Lit {
		f.Fill(r.Inset(-3), Gold, rad+3)
	}
	f.Fill(r, c.Color, rad)
	if c.Second != 0 {
		p := f.PenIn(r)
		w, h := r.W/p.S, r.H/p.S
		x0, y0 := 0.5-w/2, 0.5-h/2
		p.Poly(c.Second, x0+w, y0+h*0.35, x0+w, y0+h, x0+w*0.35, y0+h)
	}
	in, name, body := cardParts(sz, r)
	f.Fill(in, CardFace, rad*0.6)
	pad, nameH := max(2, in.W*0.03), name.H
	f.Fill(name, Shade(c.Color, -0.15), 4)
	ink := InkOn(Shade(c.Color, -0.15))
	if box, s, k := nameFit(sz, name, c.Name); s != "" {
		f.Text(box, s, k, ink, Left, true)
	}
	foot := layout.Rect{}
	if c.Footer != "" && body.H > nameH*5 {
		foot, body = body.CutBottom(sz.Small * 1.3)
	}
	typeH := 0.0
	if (c.Type != "" || len(c.Icons) > 0) && body.H > nameH*2.5 {
		typeH = max(MinText*1.7, sz.Small*1.4, min(nameH*0.9, 26))
	}
	artH := body.H - typeH
	if c.Text != "" && body.H > nameH*6 {
		artH = body.H*0.5 - typeH/2
	}
	art, body := body.CutTop(artH)
	f.drawArt(art, c)
	if typeH > 0 {
		var tl layout.Rect
		tl, body = body.CutTop(typeH)
		f.typeLine(tl, c)
	}
	if c.Text != "" && body.H > sz.Small*1.4 {
		f.Fill(body, 0xefe8d6ff, 4)
		box := body.Inset(max(2, pad*0.8))
		text := c.Text
		if c.Short != "" && !wrapFits(text, MinText, box) {
			text = c.Short
		}
		fitWrapped(f, box, text, sz.Body, CardInk)
	}
	if foot.H > 0 {
		f.Text(foot, c.Footer, sz.Small, 0x4a5563ff, Left, false)
	}
	if c.Dim {
		f.Fill(r, 0x1b2530a0, rad)
	}
	return art
}

// drawArt draws the art box: a gradient of the card's colours, the emblem,
// and the stat badges along its bottom edge.
func (f *Frame) drawArt(art layout.Rect, c CardFrame) {
	if art.H < 8 {
		return
	}
	f.Fill(art, Shade(c.Color, 0.55), 4)
	second := c.Second
	if second == 0 {
		second = c.Color
	}
	if c.Emblem != "" {
		badge := 0.0
		if len(c.Stats) > 0 {
			badge = min(art.H*0.3, art.W/float64(len(c.Stats))*0.7)
		}
		e := art
		e.H -= badge * 0.5
		if c.Person {
			f.HeroEmblem(e.Inset(max(2, art.H*0.04)), c.Emblem, c.Color, Shade(c.Color, 0.5))
		} else {
			f.Emblem(e.Inset(max(2, art.H*0.04)), c.Emblem, c.Color, second)
		}
	}
	if len(c.Stats) == 0 {
		return
	}
	n := float64(len(c.Stats))
	// At least big enough for a legible number, on the smallest cards too.
	d := min(max(art.H*0.34, MinText*1.9), art.H, art.W/n*0.9, 56)
	y := art.Y + art.H - d - 2
	gap := (art.W - n*d) / (n + 1)
	for i, s := range c.Stats {
		b := layout.Rect{X: art.X + gap + float64(i)*(d+gap), Y: y, W: d, H: d}
		f.StatBadge(b, s)
	}
}

// cardParts splits a card drawn in r into its face inside the border,
// the name bar and the body below it.
func cardParts(sz Sizes, r layout.Rect) (in, name, body layout.Rect) {
	in = r.Inset(max(3, min(r.W, r.H)*0.035))
	body = in.Inset(max(2, in.W*0.03))
	name, body = body.CutTop(max(sz.Small*1.35, min(body.H*0.14, sz.Head*1.5)))
	return in, name, body
}

// nameFit returns how a card's name is drawn in its name bar bar: the
// text's box, the name or, when it is too long even at the smallest
// legible size, its first word, and the size, as large as fits. The name
// is never cut: shown is "" when not even its first word fits (the card's
// label and zoom say it).
func nameFit(sz Sizes, bar layout.Rect, name string) (box layout.Rect, shown string, size float64) {
	box = bar.Inset(max(2, bar.H*0.12))
	for name != "" {
		// Never under the smallest legible size, so a small card's name
		// is drawn at that size rather than left out.
		k := max(MinText, min(bar.H*0.7, sz.Head))
		for k > MinText && Measure(name, k, true) > box.W {
			k = max(MinText, k-0.5)
		}
		if k >= MinText && Measure(name, k, true) <= box.W {
			return box, name, k
		}
		first, _, ok := strings.Cut(name, " ")
		if !ok {
			break
		}
		name = first
	}
	return box, "", 0
}

// CardName returns where DrawCard draws the name of a card in r: the
// text's box, what it shows (the name, its first word, or "" when neither
// fits) and how wide that text is. A table that overlaps cards keeps each
// name in view with it.
func CardName(m layout.Metrics, r layout.Rect, name string) (box layout.Rect, shown string, width float64) {
	sz := SizesOf(m)
	_, bar, _ := cardParts(sz, r)
	box, shown, k := nameFit(sz, bar, name)
	if shown == "" {
		return box, "", 0
	}
	return box, shown, Measure(shown, k, true)
}

// typeLine draws the icons of c, then its type text.
func (f *Frame) typeLine(r layout.Rect, c CardFrame) {
	x := r.X
	for _, ic := range c.Icons {
		if x+r.H > r.X+r.W {
			break
		}
		f.IconBadge(layout.Rect{X: x, Y: r.Y, W: r.H, H: r.H}, ic)
		x += r.H * 1.1
	}
	rest := layout.Rect{X: x + 2, Y: r.Y, W: r.X + r.W - x - 2, H: r.H}
	size := min(r.H*0.62, SizesOf(f.M).Body)
	for size > MinText && Measure(c.Type, size, false) > rest.W {
		size = max(MinText, size-0.5)
	}
	if size >= MinText && Measure(c.Type, size, false) <= rest.W {
		f.Text(rest, c.Type, size, CardInk, Left, false)
	}
}

// StatBadge draws one stat as a disc of its colour with the value in the
// middle and its icon above it.
func (f *Frame) StatBadge(r layout.Rect, s Stat) {
	fill := s.Color
	if fill == 0 {
		fill = s.Icon.Swatch().Fill
	}
	p := f.PenIn(r)
	p.Circle(0.5, 0.5, 0.5, 0x000000a0)
	p.Circle(0.5, 0.5, 0.45, fill)
	ink := InkOn(fill)
	if s.Icon != NoIcon && p.S >= 26 {
		f.Icon(layout.Rect{X: p.X + p.S*0.3, Y: p.Y + p.S*0.08, W: p.S * 0.4, H: p.S * 0.3}, s.Icon, Alpha(ink, 0.85), fill)
	}
	vr := layout.Rect{X: p.X + p.S*0.12, Y: p.Y + p.S*0.36, W: p.S * 0.76, H: p.S * 0.5}
	if p.S < 26 { // no room for the icon: the number in the middle
		vr = layout.Rect{X: p.X, Y: p.Y + p.S*0.2, W: p.S, H: p.S * 0.6}
	}
	f.Text(vr, s.Value, max(MinText, p.S*0.42), ink, Center, true)
}

// wrapFits reports whether s wrapped at size fits r.
func wrapFits(s string, size float64, r layout.Rect) bool {
	return float64(len(Wrap(s, size, r.W, false)))*size*1.3 <= r.H+0.5
}

// fitWrapped draws s wrapped in r, shrinking the text (not below 10 px)
// until every line fits. Lines that do not fit even then are left out,
// and the first of them is recorded in f.LeftOut for the fit tests.
func fitWrapped(f *Frame, r layout.Rect, s string, size float64, ink Color) {
	for size > MinText && !wrapFits(s, size, r) {
		size = max(MinText, size-0.5)
	}
	lh := size * 1.3
	for i, line := range Wrap(s, size, r.W, false) {
		row := layout.Rect{X: r.X, Y: r.Y + float64(i)*lh, W: r.W, H: lh}
		if row.Y+row.H > r.Y+r.H+0.5 {
			f.LeftOut = append(f.LeftOut, line)
			break
		}
		f.Text(row, line, size, ink, Left, false)
	}
}

// ZoomCard cuts, from a zoom's body r, the room for the zoomed card drawn
// with DrawCard, 1.4 times as high as wide: a column on the left of a
// wide body, a band at the top of a tall one. It returns the card's
// rectangle (empty when the room is too small for a readable card) and
// the rest of r, for the card's text in full.
func (f *Frame) ZoomCard(r layout.Rect) (card, rest layout.Rect) {
	if r.W > r.H {
		w := min(r.W*0.34, r.H/1.4)
		if w < 90 {
			return layout.Rect{}, r
		}
		col, rest := r.CutLeft(w)
		_, rest = rest.CutLeft(f.M.Gap)
		return layout.Rect{X: col.X, Y: col.Y, W: w, H: w * 1.4}, rest
	}
	h := min(r.H*0.42, r.W*0.6*1.4)
	if h < 126 {
		return layout.Rect{}, r
	}
	band, rest := r.CutTop(h)
	_, rest = rest.CutTop(f.M.Gap)
	return band.Center(h/1.4, h), rest
}
