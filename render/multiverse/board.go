package multiverse

import (
	"strings"

	"overdeck/engine"
	"overdeck/game/multiverse"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// drawMultiverse draws the Multiverse's side in r: its battlegrounds and
// its rows of defense cards, the nearest row (the one the player may
// attack) at the bottom, nearest the player. cur is the step of its turn
// being shown, or nil; live is false while its turn is shown (nothing can
// be attacked then).
func (t *Table) drawMultiverse(f *ui.Frame, r layout.Rect, st *multiverse.View, cur *multiverse.Step, live bool) {
	m := f.M
	sz := ui.SizesOf(m)
	f.Fill(r, 0x00000026, 10)
	r = r.Inset(m.Gap / 2)
	near, left := nearRow(st)
	title := "The Multiverse: " + cards(left, "defense card") + " left"
	var head, grounds, rest layout.Rect
	if m.Wide {
		head, rest = r.CutTop(sz.Body * 1.5)
		grounds, rest = rest.CutLeft(min(rest.W*0.24, 200))
		_, rest = rest.CutLeft(m.Gap)
	} else {
		// A phone: the battlegrounds at the right of the heading.
		head, rest = r.CutTop(max(layout.MinTouch, sz.Small*2.4))
		_, rest = rest.CutTop(m.Gap / 2)
		grounds, head = head.CutRight(head.W - min(head.W*0.6, ui.Measure(title, sz.Body, true)+m.Gap))
		_, grounds = grounds.CutLeft(m.Gap / 2)
		if ui.Measure(title, ui.MinText, true) > head.W {
			title = "Multiverse: " + itoa(left) + " left"
		}
	}
	fitText(f, head, title, sz.Body, ui.Ink, ui.Left, true)
	t.drawGrounds(f, grounds, st.MVBG, m.Wide)
	nr, nc := int(st.NRows), int(st.Cols)
	if nr == 0 || nc == 0 {
		return
	}
	tagW := min(rest.W*0.14, 64, max(ui.Measure("Nearest", sz.Small, true), ui.Measure("Row 4", sz.Small, false))+m.Gap)
	_, cellsR := rest.CutLeft(tagW)
	ln := max(near, 0) // the row laid out as the nearest
	if columnLayout(m, rest, nr, nc, ln) {
		t.drawColumn(f, rest, st, ln, near, cur, live, tagW, max(ui.MinText+2, sz.Small*1.3))
		return
	}
	h, bands := rowBands(rest, cellsR.W/float64(nc), nr, ln, m.Gap/2, max(ui.MinText+2, sz.Small*1.3))
	for i := nr - 1; i >= 0; i-- { // the farthest first: each row lies over the one behind it
		band := bands[i]
		label := "Row " + itoa(i+1)
		if i == near {
			label = "Nearest"
			f.Fill(band.Inset(-2), 0xf2b84b22, 6)
		}
		tag, cells := band.CutLeft(tagW)
		fitText(f, tag, label, sz.Small, ui.InkDim, ui.Left, i == near)
		for j, cell := range cells.Cols(nc, m.Gap/2) {
			card := cell.Center(min(cell.W, h/aspect), h)
			if i != ln {
				// A row behind the nearest: only its top shows, under the
				// row in front (as long as that row's card in the column
				// is there to cover the rest).
				card.Y = cell.Y
				if i > ln && !st.Rows[(i-1)*nc+j].Has || i < ln {
					card = cell.Center(card.W, cell.H)
				}
			}
			t.drawSlot(f, card, cell, st, i*nc+j, cur, live)
		}
	}
}

// rowBands splits r into the bands of the Multiverse's nr rows (index 0
// the nearest row to the player, at the bottom), the row near the one the
// player attacks, and returns the height of its cards, as large as the
// band of the nearest row and colW (a column's width) allow: the nearest
// row shows its cards whole; the rows behind it, face down, show their
// tops above it like a stack of cards, each a finger high when there is
// room; the rows in front of it, all defeated, are thin (thin high).
func rowBands(r layout.Rect, colW float64, nr, near int, gap, thin float64) (h float64, bands []layout.Rect) {
	const peek = 0.3 // the part of a card behind the nearest row that shows
	behind, front := float64(nr-1-near), float64(near)
	thin = min(thin, r.H*0.1)
	if front > 0 { // many defeated rows still leave the nearest a finger high
		thin = min(thin, max(0, r.H-layout.MinTouch-2)/front)
	}
	room := r.H - front*thin
	h = room / (1 + peek*behind)
	p := h * peek
	if p < layout.MinTouch && behind > 0 {
		p = min(layout.MinTouch, room*0.5/behind)
		h = room - p*behind
	}
	if h < layout.MinTouch+2 && behind > 0 { // the row the player attacks: a finger high
		h = min(room, layout.MinTouch+2)
		p = (room - h) / behind
	}
	if w := colW * aspect; h > w { // too narrow to be that high: the rest to the rows behind
		h = w
		if behind > 0 {
			p = min(w+gap, (room-w)/behind)
		}
	}
	bands = make([]layout.Rect, nr)
	y := r.Y
	if behind == 0 { // the last row: in the middle of the room
		y += (room - h) / 2
	}
	for i := nr - 1; i >= 0; i-- {
		bh := p
		switch {
		case i == near:
			bh = h
		case i < near:
			bh = thin
		}
		bands[i] = layout.Rect{X: r.X, Y: y, W: r.W, H: bh}
		y += bh
	}
	return h, bands
}

// nearRow returns the Multiverse's nearest row that still has a card in
// the board st shows (during its turn, the board of the step shown: not
// st.Near, which is the row after the whole turn), -1 when none, and how
// many of its cards are left.
func nearRow(st *multiverse.View) (near, left int) {
	near = -1
	nc := max(int(st.Cols), 1)
	for i, sl := range st.Rows {
		if sl.Has {
			left++
			if near < 0 {
				near = i / nc
			}
		}
	}
	return near, left
}

// drawGrounds draws the Multiverse's battlegrounds as tiles the player may
// zoom.
func (t *Table) drawGrounds(f *ui.Frame, r layout.Rect, bgs []uint8, column bool) {
	sz := ui.SizesOf(f.M)
	if len(bgs) == 0 {
		fitText(f, r, "No battlegrounds", sz.Small, ui.InkDim, ui.Center, false)
		return
	}
	var tiles []layout.Rect
	if column {
		tiles = r.Rows(len(bgs), f.M.Gap/2)
	} else {
		tiles = r.Cols(len(bgs), f.M.Gap/2)
	}
	for i, b := range bgs {
		tile := tiles[i]
		if column {
			tile = tile.Center(tile.W, min(tile.H, max(layout.MinTouch, sz.Small*6)))
		}
		hit(f, "table.bg."+itoa(i), "The Multiverse's battleground "+groundName(int(b))+": "+multiverse.Battlegrounds[b].Text(), tile, true)
		drawGround(f, tile, int(b), column)
	}
}

// drawGround draws battleground b as a wide tile: its name, and its rule
// when there is room.
func drawGround(f *ui.Frame, r layout.Rect, b int, withRule bool) {
	sz := ui.SizesOf(f.M)
	f.Fill(r, 0x5a4a2eff, 6)
	in := r.Inset(3)
	if !withRule || in.H < sz.Small*3.2 || b < 0 || ui.Measure(groundName(b), ui.MinText, true) > in.W {
		drawNameInk(f, in, groundName(b), sz.Small, ui.Ink)
		return
	}
	name, rule := in.CutTop(sz.Small * 1.4)
	fitText(f, name, groundName(b), sz.Small, ui.Ink, ui.Center, true)
	text := multiverse.Battlegrounds[b].Text()
	for size := sz.Small; size >= ui.MinText; size -= 0.5 {
		lines := ui.Wrap(text, size, rule.W, false)
		wide := false
		for _, l := range lines {
			wide = wide || ui.Measure(l, size, false) > rule.W
		}
		if !wide && float64(len(lines))*size*1.4 <= rule.H {
			f.Paragraph(rule, text, size, ui.InkDim)
			return
		}
	}
}

// drawSlot draws the Multiverse's defense spot i: a button that attacks it
// with the selected Super when that is legal, else zooms a face-up card.
func (t *Table) drawSlot(f *ui.Frame, r, cell layout.Rect, st *multiverse.View, i int, cur *multiverse.Step, live bool) {
	sl := st.Rows[i]
	mark := markNone
	if cur != nil && !cur.Mine && int(cur.Slot) == i {
		mark = markChosen
	}
	label := slotName(st, i)
	target := ""
	if live {
		target = t.targetKey(st, i)
	}
	if target != "" {
		mark = max(mark, markLit)
		label += ": attack it with " + t.attackerName(st)
	}
	if sl.Has && sl.Up {
		r = named(f.M, r, cell, cardName(int(sl.Card)))
	}
	if sl.Has {
		hr := touch(r, cell)
		hit(f, "table.slot."+itoa(i), label, hr, (target != "" || sl.Up) && hr.W >= layout.MinTouch-0.5 && hr.H >= layout.MinTouch-0.5)
	}
	key := "mv.row." + itoa(i)
	gone := f.Motion.Fade(key, !sl.Has)
	cr, face := turnOver(f, key, sl.Has && sl.Up, r)
	switch {
	case !sl.Has:
		drawEmpty(f, r, "defeated")
		drawGone(f, r, gone)
	case !face || !sl.Up:
		show := cr
		show.H = min(cr.H, cell.H)
		drawBackIn(f, cr, show, "Multiverse", shownPower(f, key+".mod", int(sl.Mod), r), mark)
	default:
		k := power(int(sl.Card))
		drawFace(f, cr, k.Name, kindWord(k), k.Text(), shownPower(f, key+".pw."+itoa(int(sl.Card)), int(sl.Power), r), k.Act, mark)
		if sl.Mod != 0 {
			drawMod(f, cr, int(sl.Mod))
		}
	}
}

// attackerName names the selected attacker: a hand card or the Champion.
func (t *Table) attackerName(st *multiverse.View) string {
	if t.sel == selChamp && st.Champ >= 0 {
		return multiverse.Champions[st.Champ].Name
	}
	return cardName(int(st.Hand[t.sel]))
}

// kindWord is "Super" or "Enhance".
func kindWord(k *multiverse.Card) string { return k.Kind.String() }

// slotName names the Multiverse's spot i for the mirror: its row and
// column, and the card when it is face up.
func slotName(st *multiverse.View, i int) string {
	nc := int(st.Cols)
	row, col := i/nc, i%nc
	where := "row " + itoa(row+1) + ", " + colWord(col, nc)
	if near, _ := nearRow(st); row == near {
		where = "nearest row, " + colWord(col, nc)
	}
	sl := st.Rows[i]
	switch {
	case !sl.Has:
		return "Multiverse " + where + ": defeated"
	case !sl.Up:
		s := "Multiverse " + where + ": face-down defense card"
		if sl.Mod != 0 {
			s += " (" + signed(int(sl.Mod)) + " power)"
		}
		return s
	}
	return "Multiverse " + where + ": " + cardName(int(sl.Card)) + ", power " + itoa(int(sl.Power))
}

// colWord names column c of n.
func colWord(c, n int) string {
	switch {
	case c == 0:
		return "left"
	case c == n-1:
		return "right"
	case n == 3:
		return "centre"
	}
	return "column " + itoa(c+1)
}

// drawMine draws the player's side in r: the battleground, the three
// defense cards (with the d6 faces that pick each), the Champion, and the
// deck and discard pile.
func (t *Table) drawMine(f *ui.Frame, r layout.Rect, v *engine.SeatView, st *multiverse.View, cur *multiverse.Step, live bool) {
	m := f.M
	sz := ui.SizesOf(m)
	f.Fill(r, 0x00000026, 10)
	r = r.Inset(m.Gap / 2)
	head, rest := r.CutTop(sz.Body * 1.5)
	fitText(f, head, "You: turn "+itoa(int(st.Turn))+" · Power Deck "+itoa(int(st.DeckN))+" · discard "+itoa(len(st.Discard)), sz.Body, ui.Ink, ui.Left, true)
	weights := []float64{1.3, 1, 1, 1, 1, 1}
	cols := weightedCols(rest, weights, m.Gap/2)
	bg := cols[0]
	if st.MyBG >= 0 {
		tile := bg.Center(bg.W, min(bg.H, bg.W*1.1))
		hit(f, "table.bg.me", "Your battleground "+groundName(int(st.MyBG))+": "+multiverse.Battlegrounds[st.MyBG].Text(), tile, true)
		drawGround(f, tile, int(st.MyBG), true)
	}
	faces := []string{"1-2", "3-4", "5-6"}
	for i := 0; i < multiverse.DefenseSpots; i++ {
		cell := cols[1+i]
		dieR, cell := cell.CutBottom(sz.Small * 1.3)
		fitText(f, dieR, "d6 "+faces[i], sz.Small, ui.InkDim, ui.Center, false)
		t.drawDefense(f, cardIn(cell), cell, st, i, cur)
	}
	t.drawChampion(f, cardIn(cols[4]), cols[4], v, st, live)
	t.drawPiles(f, cols[5], st, !live)
}

// drawDefense draws the player's defense spot i.
func (t *Table) drawDefense(f *ui.Frame, r, cell layout.Rect, st *multiverse.View, i int, cur *multiverse.Step) {
	sl := st.Mine[i]
	mark := markNone
	if cur != nil && cur.Mine && int(cur.Slot) == i {
		mark = markChosen
	}
	if sl.Has && sl.Up {
		r = named(f.M, r, cell, cardName(int(sl.Card)))
	}
	where := []string{"left", "centre", "right"}[i]
	key := "mv.mine." + itoa(i)
	gone := f.Motion.Fade(key, !sl.Has)
	cr, face := turnOver(f, key, sl.Has && sl.Up, r)
	switch {
	case !sl.Has:
		drawEmpty(f, r, "lost")
		drawGone(f, r, gone)
	case !sl.Up:
		hit(f, "table.mine."+itoa(i), "Your "+where+" defense card: face down", touch(r, cell), false)
		drawBack(f, cr, "Defense", shownPower(f, key+".mod", int(sl.Mod), r), mark)
	default:
		k := power(int(sl.Card))
		hit(f, "table.mine."+itoa(i), "Your "+where+" defense card: "+k.Name+", power "+itoa(int(sl.Power)), touch(r, cell), true)
		cr = t.placeCard(f, int(sl.Card), cr)
		pw := shownPower(f, key+".pw."+itoa(int(sl.Card)), int(sl.Power), r)
		if !face {
			drawBack(f, cr, "Defense", int(sl.Mod), mark)
			break
		}
		drawFace(f, cr, k.Name, kindWord(k), k.Text(), pw, k.Act, mark)
		if sl.Mod != 0 {
			drawMod(f, cr, int(sl.Mod))
		}
	}
}

// drawChampion draws the Champion behind the defense cards, face up or
// down (the player knows it either way), or nothing.
func (t *Table) drawChampion(f *ui.Frame, r, cell layout.Rect, v *engine.SeatView, st *multiverse.View, live bool) {
	if st.Champ < 0 || int(st.Champ) >= len(multiverse.Champions) {
		drawEmpty(f, r, "no Champion")
		return
	}
	c := &multiverse.Champions[st.Champ]
	r = named(f.M, r, cell, c.Name)
	side := "face down"
	if st.ChampUp {
		side = "face up"
	}
	label, mark := "Your Champion "+c.Name+", power "+itoa(int(st.ChampPower))+", "+side, markNone
	switch {
	case t.sel == selChamp:
		label, mark = label+". Selected", markChosen
	case live && champAttacks(v):
		label, mark = label+". It may attack now", markLit
	}
	hit(f, "table.champ", label, touch(r, cell), true)
	pw := shownPower(f, "mv.champ.pw", int(st.ChampPower), r)
	r, face := turnOver(f, "mv.champ", st.ChampUp, r)
	drawFace(f, r, c.Name, "Champion", c.Text(), pw, c.Act, mark)
	if !face {
		f.Fill(r, 0x3b5b8cb0, min(r.W*0.1, 8))
		fitText(f, r.Center(r.W, 18), "face down", ui.SizesOf(f.M).Small, ui.Ink, ui.Center, true)
	}
}

// drawPiles draws the Power Deck (its size only) and the discard pile
// (its top card) in r; hurt says cards the deck loses now are the
// Multiverse's hits.
func (t *Table) drawPiles(f *ui.Frame, r layout.Rect, st *multiverse.View, hurt bool) {
	sz := ui.SizesOf(f.M)
	lh, gap := sz.Small*1.3, f.M.Gap/2
	// Side by side or one above the other, whichever draws the larger
	// cards.
	var places []layout.Rect
	if r.W/2-gap >= layout.MinTouch && min(r.W/2-gap, (r.H-lh)/aspect) > min(r.W, (r.H/2-gap-lh)/aspect) {
		places = r.Cols(2, gap)
	} else {
		places = r.Rows(2, gap)
	}
	deckLabel, top := places[0].CutBottom(lh)
	deck := cardIn(top)
	f.Fill(deck, ui.CardBack, 6)
	fitText(f, deck, itoa(deckCount(f, int(st.DeckN), deck, hurt)), min(deck.H*0.5, sz.Head), ui.Ink, ui.Center, true)
	hit(f, "table.deck", "Power Deck: "+itoa(int(st.DeckN))+" cards", union(deck, deckLabel), false) // named for the mirror and the coach
	pileLabel, rest := places[1].CutBottom(lh)
	pile := cardIn(rest)
	captions := [][2]string{{"Power Deck", "Deck"}, {"Discard", "Discard"}}
	n := len(st.Discard)
	topCard, byName := 0, false
	if n > 0 {
		topCard = int(st.Discard[n-1])
		pile = named(f.M, pile, rest, cardName(topCard))
		if _, shown, _ := ui.CardName(f.M, pile, cardName(topCard)); shown == "" {
			// A pile too small to name its top card: the caption names it.
			first, _, _ := strings.Cut(cardName(topCard), " ")
			captions[1], byName = [2]string{cardName(topCard), first}, true
		}
	}
	for i, l := range []layout.Rect{deckLabel, pileLabel} {
		word := captions[i]
		ink := ui.InkDim
		if i == 1 && byName {
			ink = ui.Ink
		}
		if ui.Measure(word[0], ui.MinText, false) > l.W {
			word[0] = word[1]
		}
		fitText(f, l, word[0], sz.Small, ink, ui.Center, false)
	}
	if n > 0 {
		hit(f, "table.discard", "Discard pile: "+itoa(n)+" cards, "+cardName(topCard)+" on top", union(touch(pile, r), pileLabel), true)
		k := power(topCard)
		drawFace(f, t.placeCard(f, topCard, pile), k.Name, kindWord(k), k.Text(), int(k.Power), k.Act, markNone)
		return
	}
	drawEmpty(f, pile, "discard")
}

// weightedCols splits r into columns whose widths follow weights, gap
// apart.
func weightedCols(r layout.Rect, weights []float64, gap float64) []layout.Rect {
	total := 0.0
	for _, w := range weights {
		total += w
	}
	free := r.W - gap*float64(max(len(weights)-1, 0))
	out := make([]layout.Rect, len(weights))
	x := r.X
	for i, w := range weights {
		out[i] = layout.Rect{X: x, Y: r.Y, W: free * w / total, H: r.H}
		x += out[i].W + gap
	}
	return out
}

// union is the smallest rectangle holding a and b.
func union(a, b layout.Rect) layout.Rect {
	x0, y0 := min(a.X, b.X), min(a.Y, b.Y)
	return layout.Rect{X: x0, Y: y0, W: max(a.X+a.W, b.X+b.W) - x0, H: max(a.Y+a.H, b.Y+b.H) - y0}
}
