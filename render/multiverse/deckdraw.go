package multiverse

import (
	"strings"

	"overdeck/game/multiverse"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// Draw implements kit.Editor: the deck's size and legality at the top,
// the filters and the ready-made decks, then the cards of the filter as
// tiles, on pages when they do not fit.
func (e *DeckEditor) Draw(f *ui.Frame, area layout.Rect) {
	m := f.M
	sz := ui.SizesOf(m)
	bh := max(layout.MinTouch, m.Button*0.75)
	list := e.List()
	status, rest := area.CutTop(sz.Body * 1.6)
	msg, ink := itoa(len(list))+" cards: a legal Power Deck. Tap a card to add a copy (after 3, back to none).", ui.Ink
	if _, err := e.Value(); err != nil {
		msg, ink = itoa(len(list))+" cards. "+err.Error(), ui.Accent
	}
	fitText(f, status, msg, sz.Body, ink, ui.Left, true)
	rowsN := 2
	if !m.Wide {
		rowsN = 3
	}
	bar, rest := rest.CutTop(bh*float64(rowsN) + m.Gap*float64(rowsN))
	e.drawBar(f, bar, bh, rowsN)
	foot, rest := rest.CutBottom(bh)
	_, rest = rest.CutBottom(m.Gap / 2)
	var shown []int
	for c := range multiverse.PowerCards {
		if passes(e.filter, c) {
			shown = append(shown, c)
		}
	}
	tw := max(96, min(150, rest.W/8))
	th := max(layout.MinTouch*1.6, tw*0.75)
	cols := max(1, int((rest.W+m.Gap/2)/(tw+m.Gap/2)))
	rows := max(1, int((rest.H+m.Gap/2)/(th+m.Gap/2)))
	per := cols * rows
	e.pages = max(1, (len(shown)+per-1)/per)
	e.page = min(e.page, e.pages-1)
	cw := (rest.W - float64(cols-1)*m.Gap/2) / float64(cols)
	for i, c := range shown[e.page*per : min(len(shown), (e.page+1)*per)] {
		x := rest.X + float64(i%cols)*(cw+m.Gap/2)
		y := rest.Y + float64(i/cols)*(th+m.Gap/2)
		e.drawTile(f, layout.Rect{X: x, Y: y, W: cw, H: th}, c)
	}
	pc := foot.Center(min(foot.W, m.ColumnWidth()*1.4), foot.H).Cols(2, m.Gap)
	of := " (page " + itoa(e.page+1) + " of " + itoa(e.pages) + ")"
	f.Button(ui.Btn{ID: "edit.page.prev", Label: "Previous cards" + of, Text: "Previous", Rect: pc[0], Enabled: e.page > 0})
	f.Button(ui.Btn{ID: "edit.page.next", Label: "More cards" + of, Text: "More cards", Rect: pc[1], Enabled: e.page < e.pages-1})
}

// drawBar draws the filters, the ready-made decks and Clear in rows.
func (e *DeckEditor) drawBar(f *ui.Frame, r layout.Rect, bh float64, rowsN int) {
	m := f.M
	type btn struct {
		id, label, text string
		sel             bool
	}
	var all []btn
	for _, fl := range filters {
		all = append(all, btn{"edit.filter." + fl, "Show: " + filterName(fl), filterName(fl), e.filter == fl})
	}
	for _, d := range multiverse.Decks {
		all = append(all, btn{"edit.deck." + d.Name, "Start from the ready-made deck " + d.Name, d.Name, false})
	}
	all = append(all, btn{"edit.clear", "Empty the deck", "Clear", false})
	per := (len(all) + rowsN - 1) / rowsN
	for i, row := range r.Rows(rowsN, m.Gap) {
		row = row.Center(row.W, bh)
		end := min(len(all), (i+1)*per)
		if i*per >= end {
			break
		}
		part := all[i*per : end]
		for j, c := range row.Cols(per, m.Gap/2)[:len(part)] {
			b := part[j]
			label := b.label
			style := ui.Plain
			if strings.HasPrefix(b.id, "edit.filter.") {
				style = ui.Radio
				if b.sel {
					label += " (selected)"
				}
			}
			f.Button(ui.Btn{ID: b.id, Label: label, Text: b.text, Rect: c, Enabled: true, Selected: b.sel, Style: style})
		}
	}
}

// drawTile draws Power card c as a tile of the builder: its name, kind,
// power and skill type, and how many copies the deck holds.
func (e *DeckEditor) drawTile(f *ui.Frame, r layout.Rect, c int) {
	sz := ui.SizesOf(f.M)
	k := &multiverse.PowerCards[c]
	n := e.counts[c]
	next := (n + 1) % (multiverse.MaxCopies + 1)
	label := then(k.Describe(), itoa(n)+" in the deck; press for "+itoa(next))
	hit(f, "edit.card."+itoa(c), label, r, true)
	fill := ui.Panel
	if n > 0 {
		fill = 0x2f4f3fff
	}
	f.Fill(r, fill, 8)
	band, body := r.CutLeft(6)
	f.Fill(band, actColor(k.Act), 3)
	body = body.Inset(4)
	nameR, rest := body.CutTop(sz.Small * 1.4)
	fitText(f, nameR, k.Name, sz.Small, ui.Ink, ui.Left, true)
	info, count := rest.CutTop(rest.H * 0.5)
	fitText(f, info, k.Kind.String()+" "+itoa(int(k.Power))+" · "+actWord(k.Act), sz.Small, ui.InkDim, ui.Left, false)
	word, ink := "×"+itoa(n), ui.Ink
	if n == 0 {
		word, ink = "not in deck", ui.InkDim
	}
	fitText(f, count, word, sz.Body, ink, ui.Left, n > 0)
}
