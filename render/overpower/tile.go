package overpower

import (
	"math"

	"overdeck/game/overpower"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// koLine says how near character ci is to each KO, long or short.
func koLine(st *overpower.View, ci int, short bool) string {
	k := st.KO[ci]
	if short {
		return itoa(int(k.Damage)) + "/" + itoa(int(k.Threshold)) + " · " + itoa(int(k.Spectrum)) + "/3"
	}
	return "Cum " + itoa(int(k.Damage)) + "/" + itoa(int(k.Threshold)) + " · Spec " + itoa(int(k.Spectrum)) + "/3"
}

// koText says in full how near character ci is to each KO.
func koText(st *overpower.View, ci int) string {
	k := st.KO[ci]
	dmg := max(0, int(k.Threshold)-int(k.Damage))
	types := max(0, overpower.SpectrumKO-int(k.Spectrum))
	return "Cumulative KO: " + itoa(int(k.Damage)) + " damage of " + itoa(int(k.Threshold)) + " (" + itoa(dmg) + " to go). " +
		"Spectrum KO: " + itoa(int(k.Spectrum)) + " of 3 types (" + itoa(types) + " to go). " +
		"Absolute KO: both at once, " + itoa(dmg) + " more damage and " + itoa(types) + " more types."
}

// drawTile draws character ci as a button (table.char.<ci>): name, power
// grid, KO distances, placed cards and hits; lit when it is a choice of
// the card being played. On a tile with room, the character's emblem
// stands in its top right corner, as large as a third of the tile's
// width, beside the name, the grid and the KO line.
func drawTile(f *ui.Frame, r layout.Rect, st *overpower.View, ci int, lit bool, u *seatUI) {
	sz := ui.SizesOf(f.M)
	c := &st.Chars[ci]
	ch := overpower.Characters(int(c.Card))
	fill := ui.Panel
	if c.Pos == 3 {
		fill = ui.Shade(ui.Panel, -0.25)
	}
	if lit {
		f.Fill(r.Inset(-3), ui.Gold, 10)
	}
	f.Fill(r, fill, 8)
	size := max(sz.Small, min(sz.Body*1.25, r.H/9))
	lh := size * 1.3
	// The lines go down col, then down below it.
	col, below := r.Inset(3), layout.Rect{}
	if e := min(col.H*0.5, col.W*0.36); e >= 36 {
		var band, em layout.Rect
		band, below = col.CutTop(max(e, min(3*lh, col.H)))
		em, col = band.CutRight(e)
		_, col = col.CutRight(3)
		c1, c2 := charColors(ch.Grid)
		f.HeroEmblem(layout.Rect{X: em.X, Y: em.Y, W: e, H: e}, ch.Name, c1, c2)
	}
	room := func(n float64) bool { return math.Floor(col.H/lh)+math.Floor(below.H/lh) >= n }
	line := func() layout.Rect {
		if col.H < lh {
			col, below = below, layout.Rect{}
		}
		var l layout.Rect
		l, col = col.CutTop(lh)
		return l
	}
	first := ch.Name
	if c.Pos == 3 && !c.KO {
		first = ch.Name + " (Reserve)"
	}
	nameInk := ui.Ink
	if c.KO {
		nameInk = ui.Hurt
	}
	drawCharName(f, line(), ch.Name, size, nameInk, first)
	dmg := shownDamage(f, ci, st.KO[ci].Damage, r)
	items := tileItems(st, ci)
	if len(items) > 0 && room(1) && !room(2) {
		// A tile with one line under the name (a phone's): how many cards
		// and hits the zoom lists, instead of the power grid.
		firstFit(f, line(), size, ui.Accent, ui.Left, true, moreLine(len(items)))
		for _, it := range items {
			if it.inst != 0 {
				show(f, u, it.inst, r, it.card) // its card comes to the tile
			}
		}
		items = nil
	}
	if room(1) {
		drawGrid(f, line(), ch.Grid, size)
	}
	if c.KO {
		if room(1) {
			firstFit(f, line(), size, ui.Hurt, ui.Left, true, "KO'd in battle "+itoa(int(c.KOAt)), "KO'd")
		}
	} else if room(1) {
		k := st.KO[ci]
		drain := k.Threshold > 0 && room(2) // the damage bar under the line
		l := line()
		if drain {
			bar := layout.Rect{X: l.X, Y: l.Y + l.H - 3, W: l.W, H: 3}
			f.Fill(bar, 0x00000088, 1.5)
			bar.W *= max(0, min(1, dmg/float64(k.Threshold)))
			f.Fill(bar, ui.Hurt, 1.5)
			l.H -= 3
		}
		firstFit(f, l, size, ui.Ink, ui.Left, false, koLine(st, ci, false), koLine(st, ci, true))
	}
	keep := 0.0 // lines kept for the list
	if len(items) > 0 {
		keep = 1
	}
	if th := thresholdText(st, ci); th != "" && room(1+keep) {
		thresholdLines(f, st, ci, th, size, func() bool { return room(1 + keep) }, line)
	}
	if room(float64(len(items) + 1)) { // the counts, when the list leaves room for them
		placed := 0
		for _, p := range c.Placed {
			if p != 0 {
				placed++
			}
		}
		h, rec := len(c.Hits), len(c.Record)
		firstFit(f, line(), size, ui.InkDim, ui.Left, false,
			"Hits "+itoa(h)+" · record "+itoa(rec)+" · placed "+itoa(placed),
			"hits "+itoa(h)+" · placed "+itoa(placed), "hits "+itoa(h))
	}
	// Every item listed, or as many as leave a line for "+N more".
	n := len(items)
	for !room(float64(n)) && n > 0 || n < len(items) && !room(float64(n+1)) && n > 0 {
		n--
	}
	for k, it := range items {
		if k >= n {
			if it.inst != 0 {
				show(f, u, it.inst, r, it.card) // not listed: its card comes to the tile
			}
			continue
		}
		l := line()
		drawItem(f, l, size, it)
		if it.inst != 0 {
			show(f, u, it.inst, l, it.card)
		}
	}
	if n < len(items) && room(1) {
		firstFit(f, line(), size, ui.Accent, ui.Left, true, moreLine(len(items)-n)+" · open the tile", moreLine(len(items)-n))
	}
	tipOver(f, ci, c.KO, r)
	hot(f, "table.char."+itoa(ci), tileLabel(st, ci), r, true)
}

// thresholdLines draws why character ci's KO threshold is not 20, text
// th, on up to two lines at size (at most down to ui.MinText), or the
// threshold alone when even that does not fit (or another says there
// is no room for a second line); the label says it all.
func thresholdLines(f *ui.Frame, st *overpower.View, ci int, th string, size float64, another func() bool, line func() layout.Rect) {
	l := line()
	for sz := size; sz >= ui.MinText; sz -= 0.5 {
		ls := ui.Wrap(th, sz, l.W, false)
		fit := len(ls) == 1 || len(ls) == 2 && another()
		for _, x := range ls {
			fit = fit && ui.Measure(x, sz, false) <= l.W
		}
		if fit {
			f.Text(l, ls[0], sz, ui.Hurt, ui.Left, false)
			if len(ls) == 2 {
				f.Text(line(), ls[1], sz, ui.Hurt, ui.Left, false)
			}
			return
		}
	}
	firstFit(f, l, size, ui.Hurt, ui.Left, false, "KO at "+itoa(int(st.KO[ci].Threshold)))
}

// charColors are the colours of a character's emblem: those of its two
// strongest power types.
func charColors(g [4]int8) (ui.Color, ui.Color) {
	a, b := 0, 1
	if g[b] > g[a] {
		a, b = b, a
	}
	for t := 2; t < 4; t++ {
		switch {
		case g[t] > g[a]:
			a, b = t, a
		case g[t] > g[b]:
			b = t
		}
	}
	return typeColor(int8(a)), typeColor(int8(b))
}

// drawGrid draws a power grid as four numbers on their types' colours,
// each after its type's icon (the keyword help explains the four), as
// large as the box allows; never a letter code.
func drawGrid(f *ui.Frame, r layout.Rect, g [4]int8, size float64) {
	w := min(r.W/4, r.H*2.2)
	for t := 0; t < 4; t++ {
		b := layout.Rect{X: r.X + float64(t)*w, Y: r.Y + 1, W: w - 2, H: r.H - 2}
		col := typeColor(int8(t))
		f.Fill(b, col, 3)
		num := itoa(int(g[t]))
		k := max(ui.MinText, min(size, b.H))
		ic := min(b.H*0.8, b.W-ui.Measure(num, k, true)-3)
		if ic >= 7 {
			f.Icon(layout.Rect{X: b.X + 1, Y: b.Y + (b.H-ic)/2, W: ic, H: ic}, typeIcon(int8(t)), ui.InkOn(col), col)
			fitText(f, layout.Rect{X: b.X + ic + 1, Y: b.Y, W: b.W - ic - 1, H: b.H}, num, size, ui.InkOn(col), ui.Center, true)
			continue
		}
		fitText(f, b, num, size, ui.InkOn(col), ui.Center, true)
	}
}

// indexByte is strings.IndexByte.
func indexByte(s string, b byte) int {
	for i := 0; i < len(s); i++ {
		if s[i] == b {
			return i
		}
	}
	return -1
}
