package overwatch

import (
	"math"

	"overdeck/game/overwatch"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// outFill is the face of a hero tile that is not in the deck.
const outFill ui.Color = 0x3a4652ff

// Draw implements kit.Editor: the count and what is wrong, the shortcuts
// and class filters, then the hero tiles of the class shown (on pages
// when they do not fit).
func (e *DeckEditor) Draw(f *ui.Frame, r layout.Rect) {
	m := f.M
	_, r = r.CutTop(e.drawCount(f, r) + m.Gap*0.5)
	bh := max(layout.MinTouch, m.Button*0.8)
	narrow := r.W < float64(len(overwatch.Decks)+1+len(classOrder))*110
	tools := e.tools(narrow)
	groups := [][]ui.Btn{tools}
	if n := len(overwatch.Decks) + 1; narrow {
		groups = [][]ui.Btn{tools[:n], tools[n:]} // the decks and Clear, then the classes
	}
	band, r := r.CutTop(float64(len(groups))*bh + float64(len(groups)-1)*m.Gap*0.5)
	for i, row := range band.Rows(len(groups), m.Gap*0.5) {
		for j, c := range row.Cols(len(groups[i]), m.Gap*0.5) {
			b := groups[i][j]
			b.Rect = c
			f.Button(b)
		}
	}
	_, r = r.CutTop(m.Gap)
	e.drawTiles(f, r)
}

// drawCount draws "24 of 20–38 heroes" at the top of r and, beside it or
// under it on a narrow screen, whether the deck can be used or why not. It
// returns the height it used.
func (e *DeckEditor) drawCount(f *ui.Frame, r layout.Rect) float64 {
	sz := ui.SizesOf(f.M)
	n := len(e.Deck())
	count := itoa(n) + " of " + itoa(overwatch.MinDeck) + "–" + itoa(overwatch.MaxDeck) + " heroes"
	msg, ink := "A legal deck: one copy of each hero, no summoned heroes.", ui.Ink
	if _, err := e.Value(); err != nil {
		msg, ink = err.Error(), ui.Accent
	}
	cw := ui.Measure(count, sz.Head*1.2, true) + f.M.Gap*2
	lh := sz.Head * 1.7
	if cw+ui.Measure(msg, sz.Body, false) <= r.W {
		left, right := r.CutLeft(cw)
		f.Text(layout.Rect{X: left.X, Y: left.Y, W: left.W, H: lh}, count, sz.Head*1.2, ink, ui.Left, true)
		f.Text(layout.Rect{X: right.X, Y: right.Y, W: right.W, H: lh}, msg, sz.Body, ink, ui.Left, false)
		return lh
	}
	f.Text(layout.Rect{X: r.X, Y: r.Y, W: r.W, H: lh}, count, sz.Head*1.2, ink, ui.Left, true)
	used, _ := f.Paragraph(layout.Rect{X: r.X, Y: r.Y + lh, W: r.W, H: sz.Body * 1.4 * 3}, msg, sz.Body, ink)
	return lh + used
}

// tools are the shortcut and filter buttons, without their places; on a
// narrow screen the filters are plain buttons with short words.
func (e *DeckEditor) tools(narrow bool) []ui.Btn {
	var out []ui.Btn
	for _, d := range overwatch.Decks {
		out = append(out, ui.Btn{ID: "edit.deck." + d.Name, Label: "Start from the ready-made deck " + title(d.Name) + ": " + d.Blurb,
			Text: title(d.Name), Enabled: true})
	}
	out = append(out, ui.Btn{ID: "edit.clear", Label: "Clear: take every hero out of the deck", Text: "Clear",
		Enabled: len(e.Deck()) > 0})
	for _, c := range classOrder {
		id, text := "all", "All classes"
		switch {
		case c != "":
			id, text = c, classNames[c]
		case narrow:
			text = "All"
		}
		label := "Show " + text
		if c == "" {
			label = "Show heroes of all classes"
		}
		if c == e.class {
			label += " (selected)"
		}
		style := ui.Radio
		if narrow {
			style = ui.Plain
		}
		out = append(out, ui.Btn{ID: "edit.class." + id, Label: label, Text: text, Enabled: true,
			Selected: c == e.class, Style: style})
	}
	return out
}

// tileGrid chooses how many columns and rows of tiles to draw n tiles in
// r: the largest tiles that fit, at least minW×minH; rows is what one page
// holds when n tiles do not fit at that size.
func tileGrid(r layout.Rect, n int, minW, minH, gap float64) (cols, rows int) {
	maxCols := max(1, int((r.W+gap)/(minW+gap)))
	maxRows := max(1, int((r.H+gap)/(minH+gap)))
	if n > maxCols*maxRows {
		return maxCols, maxRows
	}
	best := -1.0
	for c := 1; c <= maxCols; c++ {
		rs := (n + c - 1) / c
		if rs > maxRows {
			continue
		}
		w := (r.W - gap*float64(c-1)) / float64(c)
		h := (r.H - gap*float64(rs-1)) / float64(rs)
		if score := math.Min(w, h*1.6); score > best {
			best, cols, rows = score, c, rs
		}
	}
	return cols, rows
}

// drawTiles draws the heroes of the class shown as tiles in r, with page
// buttons under them when they need more than one page.
func (e *DeckEditor) drawTiles(f *ui.Frame, r layout.Rect) {
	m := f.M
	sz := ui.SizesOf(m)
	heroes := Heroes(e.class)
	gap := m.Gap * 0.5
	minW, minH := max(110, sz.Small*9), max(layout.MinTouch, sz.Small*1.25*5+10)
	cols, rows := tileGrid(r, len(heroes), minW, minH, gap)
	e.pages = 1
	if per := cols * rows; len(heroes) > per {
		bar, rest := r.CutBottom(max(layout.MinTouch, m.Button*0.8))
		_, rest = rest.CutBottom(gap)
		cols, rows = tileGrid(rest, len(heroes), minW, minH, gap)
		per = cols * rows
		e.pages = (len(heroes) + per - 1) / per
		e.page = min(e.page, e.pages-1)
		heroes = heroes[e.page*per : min(len(heroes), (e.page+1)*per)]
		r = rest
		of := " (page " + itoa(e.page+1) + " of " + itoa(e.pages) + ")"
		bs := bar.Center(min(bar.W, m.ColumnWidth()*1.5), bar.H).Cols(2, m.Gap)
		f.Button(ui.Btn{ID: "edit.page.prev", Label: "Previous heroes" + of, Text: "Previous", Rect: bs[0], Enabled: e.page > 0})
		f.Button(ui.Btn{ID: "edit.page.next", Label: "More heroes" + of, Text: "More heroes", Rect: bs[1], Enabled: e.page < e.pages-1})
	} else {
		e.page = 0
	}
	w := min(240, (r.W-gap*float64(cols-1))/float64(cols))
	h := min(140, (r.H-gap*float64(rows-1))/float64(rows))
	grid := r.Center(w*float64(cols)+gap*float64(cols-1), h*float64(rows)+gap*float64(rows-1))
	for i, c := range heroes {
		col, row := i%cols, i/cols
		cell := layout.Rect{X: grid.X + float64(col)*(w+gap), Y: grid.Y + float64(row)*(h+gap), W: w, H: h}
		e.drawTile(f, cell, c)
	}
}

// drawTile draws hero c as a tile that goes in or out of the deck.
func (e *DeckEditor) drawTile(f *ui.Frame, r layout.Rect, c uint8) {
	sz := ui.SizesOf(f.M)
	k := card(c)
	in := e.in[c]
	stats := classNames[k.Class] + ", health " + itoa(int(k.HP)) + ", power " + triple(k.Power) + ", synergy " + triple(k.Syn) + " by row"
	label := k.Name + " (" + stats + "): in the deck, press to take it out"
	if !in {
		label = k.Name + " (" + stats + "): not in the deck, press to put it in"
	}
	hit(f, "edit.hero."+itoa(int(c)), label, r, true)
	rad := min(r.W, r.H) * 0.1
	face, ink, stripe, mark := ui.CardFace, ui.CardInk, classColours[k.Class], "In the deck"
	if !in {
		face, ink, stripe, mark = outFill, ui.InkDim, classColours[k.Class]&0xffffff70, "Not in the deck"
	}
	f.Fill(r, face, rad)
	band, body := r.CutTop(min(6, r.H*0.08))
	f.Fill(band, stripe, rad)
	drawLinesIn(f, body.Inset(3), []string{k.Name, classNames[k.Class] + " · HP " + itoa(int(k.HP)),
		"Pow " + triple(k.Power), "Syn " + triple(k.Syn), mark}, sz.Small, ink)
	if in {
		f.Stroke(r, litRing, 3, rad)
	}
}
