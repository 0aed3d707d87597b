package overpower

import (
	"slices"
	"strings"

	"overdeck/game/overpower"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// filter is the card filter the builder's buttons set.
func (e *DeckBuilder) filter() overpower.CardFilter {
	return overpower.CardFilter{Char: e.who, Kind: e.kind, Type: e.typ, Val: e.val}
}

// shownCards returns the catalogue codes the Cards tab shows.
func (e *DeckBuilder) shownCards() []int {
	cs := overpower.Offered(e.deck, e.pool, e.filter())
	if e.mine {
		cs = slices.DeleteFunc(cs, func(i int) bool { return e.copiesOf(overpower.Cards(uint16(i)).Name) == 0 })
	}
	return cs
}

// filterTexts are the filter buttons' words: long, then short.
func (e *DeckBuilder) filterTexts() [5][2]string {
	who := "Anyone"
	if e.who >= 0 {
		who = e.team()[e.who]
		if who == "" {
			who = slotNames[e.who] + " (empty)"
		}
	}
	kind := "Any kind"
	if e.kind > 0 {
		kind = overpower.KindNames[e.kind-1]
	}
	typ := "Any type"
	if e.typ >= 0 {
		typ = overpower.TypeNames[e.typ]
	}
	val := "Any value"
	if e.val > 0 {
		val = "Value " + itoa(int(e.val))
	}
	mine := "All cards"
	if e.mine {
		mine = "In deck"
	}
	return [5][2]string{{who, shortName(who)}, {kind, firstWord(kind)}, {typ, firstWord(typ)}, {val, "Val " + itoa(int(e.val))}, {mine, mine}}
}

// drawCards draws the filters, then the cards offered as card faces that
// add a copy when pressed.
func (e *DeckBuilder) drawCards(f *ui.Frame, r layout.Rect, bh float64) {
	sz := ui.SizesOf(f.M)
	ids := [5]string{"edit.who", "edit.kind", "edit.type", "edit.val", "edit.mine"}
	what := [5]string{"Character filter", "Card kind filter", "Power type filter", "Value filter", "Show only the cards in the deck"}
	texts := e.filterTexts()
	rows := 1
	if r.W < 600 {
		rows = 2
	}
	band, r := r.CutTop(float64(rows)*bh + float64(rows-1)*f.M.Gap*0.4)
	_, r = r.CutTop(f.M.Gap * 0.6)
	var cells []layout.Rect
	if rows == 1 {
		cells = band.Cols(5, f.M.Gap*0.4)
	} else {
		rs := band.Rows(2, f.M.Gap*0.4)
		cells = append(rs[0].Cols(3, f.M.Gap*0.4), rs[1].Cols(2, f.M.Gap*0.4)...)
	}
	for k, c := range cells {
		button(f, ids[k], what[k]+": "+texts[k][0]+" (press for the next)", c, true, texts[k][0], texts[k][1])
	}
	cs := e.shownCards()
	if len(cs) == 0 {
		f.Text(layout.Rect{X: r.X, Y: r.Y, W: r.W, H: sz.Body * 2}, "No card passes these filters.", sz.Body, ui.InkDim, ui.Center, false)
		return
	}
	cellsOf, first := e.grid(f, r, len(cs), max(76, sz.Small*6.5), max(layout.MinTouch+12, sz.Small*5.2), 150, "cards")
	can := overpower.FrontCanUse(e.deck, cs[first:first+len(cellsOf)])
	for i, c := range cellsOf {
		e.drawCardTile(f, c, cs[first+i], can[i])
	}
}

// drawCardTile draws card code ci as a card face with its copies in the
// deck; pressing it adds one (or, at the limit, takes them all out). A
// card in the deck has a "−" beside it that takes one out.
func (e *DeckBuilder) drawCardTile(f *ui.Frame, r layout.Rect, ci int, usable bool) {
	sz := ui.SizesOf(f.M)
	c := overpower.Cards(uint16(ci))
	have := e.copiesOf(c.Name)
	if have > 0 {
		f.Fill(r.Inset(-2), ui.Gold, 8)
		var less layout.Rect
		less, r = r.CutRight(max(r.W*0.28, sz.Body*1.6))
		_, less = less.CutLeft(3)
		f.Fill(less, ui.ButtonFill, 6)
		fitText(f, less, "−", sz.Head, ui.ButtonInk, ui.Center, true)
		hot(f, "edit.less."+itoa(ci), "Take one "+c.Name+" out of the deck ("+itoa(have)+" in it)", less, true)
	}
	drawMiniCard(f, r, c)
	cant := !usable
	if have > 0 || cant {
		text := "×" + itoa(have)
		col := ui.Color(0x15191eff)
		if have == 0 {
			text, col = "can't use", 0x6b1f1aff
		}
		w := min(r.W-4, ui.Measure(text, sz.Small, true)+sz.Small)
		b := layout.Rect{X: r.X + r.W - w - 2, Y: r.Y + r.H - sz.Small*1.4 - 2, W: w, H: sz.Small * 1.4}
		f.Fill(b, col, 4)
		fitText(f, b, text, sz.Small, ui.Ink, ui.Center, true)
	}
	lim := e.pool.Copies(e.deck, c.Name)
	label := c.String() + ", " + overpower.KindNames[c.Kind] + ": " + itoa(have) + " in the deck"
	switch {
	case lim >= 0 && have >= lim:
		label += "; press to take them out"
	case lim >= 0:
		label += " of " + itoa(lim) + " allowed; press to add one"
	default:
		label += "; press to add one"
	}
	if cant {
		label += " (no one on the Front Line can use it)"
	}
	hot(f, "edit.card."+itoa(ci), label, r, true)
}

// drawMiniCard draws card c as a small card face: its colour, its kind or
// type on the band, its name.
func drawMiniCard(f *ui.Frame, r layout.Rect, c overpower.Card) {
	sz := ui.SizesOf(f.M)
	face := drawCardFrame(f, r, c, cardKind(c))
	name := face.Inset(2)
	name.H -= sz.Small * 1.2
	for _, n := range []string{shortFace(c), strings.TrimPrefix(c.Name, "Teamwork "), firstWord(c.Name)} {
		if drawFaceName(f, name, n, sz.Body, ui.CardInk) {
			return
		}
	}
	chipLine(f, name.Inset(1), "", c, "", sz.Body, ui.CardInk, ui.Center) // a Power card's type icon and value

}

// cardKind is what the band of card c reads: a Power card's type, else
// the card's kind.
func cardKind(c overpower.Card) string {
	if c.Kind == overpower.KindPower {
		return overpower.TypeNames[c.Type]
	}
	return overpower.KindNames[c.Kind]
}

// drawCardFrame draws card c's colour over r with a band at the top
// reading kind, and returns the face below the band, for the name; the
// hand on the table and the builder's cards are drawn with it.
func drawCardFrame(f *ui.Frame, r layout.Rect, c overpower.Card, kind string) layout.Rect {
	sz := ui.SizesOf(f.M)
	col := cardColor(c)
	f.Fill(r, col, 6)
	in := r.Inset(2)
	band, face := in.CutTop(min(in.H*0.3, sz.Small*1.4))
	f.Fill(face, ui.CardFace, 4)
	firstFit(f, band.Inset(1), sz.Small, ui.InkOn(col), ui.Center, true, kind, firstWord(kind))
	return face
}

// drawHand draws the sample opening hand, its duplicates and the cards no
// Front Line character can use marked, and a button to deal another.
func (e *DeckBuilder) drawHand(f *ui.Frame, r layout.Rect, bh float64) {
	sz := ui.SizesOf(f.M)
	foot, r := r.CutBottom(bh)
	_, r = r.CutBottom(f.M.Gap)
	button(f, "edit.deal", "Deal another sample hand", foot.Center(min(foot.W, f.M.ColumnWidth()), foot.H), len(e.deck.Cards) > 0, "Deal another hand", "Deal again")
	if len(e.hand) == 0 {
		f.Text(layout.Rect{X: r.X, Y: r.Y, W: r.W, H: sz.Body * 2}, "The deck has no cards to deal yet.", sz.Body, ui.InkDim, ui.Center, false)
		return
	}
	cols := 8
	if r.W < r.H*1.2 {
		cols = 4
	}
	rows := (len(e.hand) + cols - 1) / cols
	gap := f.M.Gap * 0.5
	w := min((r.W-gap*float64(cols-1))/float64(cols), 170)
	h := min((r.H-gap*float64(rows-1))/float64(rows), w*1.45)
	grid := r.Center(w*float64(cols)+gap*float64(cols-1), h*float64(rows)+gap*float64(rows-1))
	for i, hc := range e.hand {
		cell := layout.Rect{X: grid.X + float64(i%cols)*(w+gap), Y: grid.Y + float64(i/cols)*(h+gap), W: w, H: h}
		c := overpower.Cards(uint16(overpower.CardByName(hc.Name)))
		drawMiniCard(f, cell, c)
		label := c.String()
		var mark string
		switch {
		case hc.Duplicate:
			mark, label = "Duplicate", label+": a duplicate, discarded"
		case hc.Unusable:
			mark, label = "Can't use", label+": no one on the Front Line can use it"
		}
		if mark != "" {
			f.Fill(cell, 0x1b2530b0, 6)
			b := layout.Rect{X: cell.X, Y: cell.Y + cell.H - sz.Small*1.6, W: cell.W, H: sz.Small * 1.6}
			f.Fill(b, 0x8a2a22ff, 4)
			fitText(f, b, mark, sz.Small, ui.Ink, ui.Center, true)
		}
		hot(f, "edit.hand."+itoa(i), "Sample hand card "+itoa(i+1)+": "+label, cell, false)
	}
}

// drawDecks draws New, Save, Export and Import, then the saved decks
// (each with Delete) and the ready-made ones to load.
func (e *DeckBuilder) drawDecks(f *ui.Frame, r layout.Rect, bh float64) {
	sz := ui.SizesOf(f.M)
	band, r := r.CutTop(bh)
	_, r = r.CutTop(f.M.Gap * 0.6)
	hosted := e.host != nil
	acts := []struct{ id, label, text string }{
		{"edit.new", "New: start an empty deck", "New"},
		{"edit.save", "Save this deck in this browser under a name", "Save…"},
		{"edit.export", "Export: show this deck's code to copy", "Export…"},
		{"edit.import", "Import a deck from its code", "Import…"},
	}
	if e.shared {
		acts[1].label = "Save (not while two people build: export the code instead)"
	}
	for k, c := range band.Cols(len(acts), f.M.Gap*0.4) {
		button(f, acts[k].id, acts[k].label, c, k == 0 || hosted && (k != 1 || e.saves()), acts[k].text)
	}
	if e.shared {
		f.Paragraph(layout.Rect{X: r.X, Y: r.Y, W: r.W, H: min(r.H, sz.Body*1.4*4)},
			"Two people build on this device, so the decks saved in it are not shown here, and none is saved: export your deck's code to keep it.",
			sz.Body, ui.InkDim)
		return
	}
	type entry struct {
		id, label, text string
		del             int // 1 + saved index, 0 for a ready-made deck
	}
	var list []entry
	for k, d := range e.saved() {
		list = append(list, entry{"edit.load." + itoa(k), "Load your saved deck " + deckTitle(d), d.Name, k + 1})
	}
	if e.pool == nil {
		for _, d := range overpower.Decks {
			list = append(list, entry{"edit.ready." + d.Name, "Load the ready-made deck " + d.Name + ": " + d.Blurb, "Ready-made: " + d.Name, 0})
		}
	}
	cells, first := e.grid(f, r, len(list), max(220, sz.Body*16), bh, bh, "decks")
	for i, c := range cells {
		en := list[first+i]
		if en.del > 0 {
			del, rest := c.CutRight(min(c.W*0.35, 110))
			c = rest
			c.W -= f.M.Gap * 0.4
			text, label := "Delete", "Delete the saved deck "+en.text
			if e.sure == en.del {
				text, label = "Sure?", "Press again to delete "+en.text
			}
			button(f, "edit.delete."+itoa(en.del-1), label, del, true, text)
		}
		button(f, en.id, en.label, c, true, en.text, firstWord(en.text))
	}
}
