package overwatch

import (
	"strings"

	"overdeck/engine"
	"overdeck/game/overwatch"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// Colours of the battlefield.
const (
	rowFill    ui.Color = 0x1a4d3aff // a row's band
	labelFill  ui.Color = 0x16412fff // a row's label cell
	slotFill   ui.Color = 0xffffff30 // a slot the selected card may take
	defeatFill ui.Color = 0x55595eff // a flipped (defeated) hero
	litRing    ui.Color = 0xf2b84bff // something that may be chosen
	pickRing   ui.Color = 0xff7a45ff // the choice being previewed
	meFill     ui.Color = 0x24303cff // the band of a side's header
)

// classColours are the stripes of each class.
var classColours = map[string]ui.Color{overwatch.Offense: ui.Offense, overwatch.Defense: ui.Defense,
	overwatch.Tank: ui.Tank, overwatch.Support: ui.Support}

// grid is where the battlefield's columns are drawn.
type grid struct {
	lo, n int     // the first column shown and how many
	x, w  float64 // the first column's left edge and a column's width
}

// colRect returns the rectangle of column col in row band r.
func (g grid) colRect(r layout.Rect, col int8) layout.Rect {
	return layout.Rect{X: g.x + float64(int(col)-g.lo)*g.w + 1, Y: r.Y, W: g.w - 2, H: r.H}
}

// columns returns the columns to show: every hero's and every slot of the
// selected card, at least three, centred on column 0 when the board is
// empty.
func columns(st *overwatch.View, u *seatUI, li *legalInfo) (lo, hi int) {
	lo, hi = 0, 0
	for _, h := range st.Heroes {
		lo, hi = min(lo, int(h.Col)), max(hi, int(h.Col))
	}
	if u.card >= 0 {
		for _, s := range li.plays[uint8(u.card)] {
			lo, hi = min(lo, int(s.col)), max(hi, int(s.col))
		}
	}
	for hi-lo < 2 {
		if -lo <= hi {
			lo--
		} else {
			hi++
		}
	}
	return lo, hi
}

// drawBoard draws both sides: the opponent's at the top (Back row
// first), the viewer's below (Front row first), so the Front rows face
// each other, each with a header naming the side and its power.
func drawBoard(f *ui.Frame, r layout.Rect, v *engine.SeatView, st *overwatch.View, u *seatUI, li *legalInfo) {
	m := f.M
	sz := ui.SizesOf(m)
	mine := me(v)
	hdr := sz.Body * 1.5
	const rowGap = 3.0
	rowH := max(layout.MinTouch, (r.H-2*hdr-m.Gap-4*rowGap)/6)
	lw := min(max(r.W*0.16, 64), max(132, r.H*0.2)) // wider on a big screen, for larger counts
	lo, hi := columns(st, u, li)
	n := hi - lo + 1
	strip := r.W - lw - m.Gap/2
	cw := min(strip/float64(n), rowH*1.7)
	g := grid{lo: lo, n: n, x: r.X + lw + m.Gap/2 + (strip-cw*float64(n))/2, w: cw}

	y := r.Y
	top, _ := layout.Rect{X: r.X, Y: y, W: r.W, H: hdr}.CutTop(hdr)
	drawSideHeader(f, top, v, st, 1-mine, u.name)
	y += hdr
	for _, row := range []int8{overwatch.Back, overwatch.Middle, overwatch.Front} {
		band := layout.Rect{X: r.X, Y: y, W: r.W, H: rowH}
		drawRow(f, band, lw, g, v, st, u, li, 1-mine, row)
		y += rowH + rowGap
	}
	y += m.Gap - rowGap
	for _, row := range []int8{overwatch.Front, overwatch.Middle, overwatch.Back} {
		band := layout.Rect{X: r.X, Y: y, W: r.W, H: rowH}
		drawRow(f, band, lw, g, v, st, u, li, mine, row)
		y += rowH + rowGap
	}
	drawSideHeader(f, layout.Rect{X: r.X, Y: y - rowGap, W: r.W, H: hdr}, v, st, mine, u.name)
}

// drawSideHeader names a side and shows its power, hand, deck, discard,
// heroes in play and whether it has passed, naming it as name does; its
// mirror entry (table.side.<side>) says every one of those counts in
// words, with the rounds the side has won.
func drawSideHeader(f *ui.Frame, r layout.Rect, v *engine.SeatView, st *overwatch.View, side int, name func(engine.Seat) string) {
	sz := ui.SizesOf(f.M)
	f.Fill(r, meFill, 6)
	who := name(engine.Seat(side))
	if engine.Seat(side) == v.Seat && who != "You" {
		who += " (you)"
	}
	f.ReadOnly("table.side."+itoa(side), sideLabel(st, side, who), r, ui.GrowMiddle)
	r = r.Inset(2)
	head := who + " · Power " + itoa(int(st.Power[side]))
	left, right := r.CutLeft(min(r.W*0.5, ui.Measure(head, sz.Body, true)+12))
	size := sz.Body
	for size > ui.MinText && ui.Measure(head, size, true) > left.W-4 {
		size -= 0.5
	}
	f.Text(layout.Rect{X: left.X + 2, Y: left.Y, W: left.W - 4, H: left.H}, head, size, ui.Accent, ui.Left, true)
	p := &st.P[side]
	counts := []ui.Count{{Icon: ui.IconHand, Value: itoa(int(p.HandN))}, {Icon: ui.IconDeck, Value: itoa(int(p.DeckN))},
		{Icon: ui.IconDiscard, Value: itoa(len(p.Discard))}, {Icon: ui.IconCard, Value: itoa(heroCount(st, side)) + "/6"}}
	switch {
	case st.Passed[side]:
		counts = append(counts, ui.Count{Value: "passed"})
	case int(st.ToMove) == side && st.Phase != overwatch.PhaseOver:
		counts = append(counts, ui.Count{Value: "to act"})
	}
	right = layout.Rect{X: right.X + 2, Y: right.Y, W: right.W - 4, H: right.H}
	if !f.Counters(right, counts, ui.Ink, meFill, ui.Right) {
		f.Counters(right, counts[:2], ui.Ink, meFill, ui.Right)
	}
}

// drawRow draws one row of a side: its label (name, synergy, power,
// tokens next to it), its heroes, and the slots of the selected card.
func drawRow(f *ui.Frame, band layout.Rect, lw float64, g grid, v *engine.SeatView, st *overwatch.View, u *seatUI, li *legalInfo, side int, row int8) {
	sz := ui.SizesOf(f.M)
	f.Fill(band, rowFill, 6)
	label, _ := band.CutLeft(lw)
	f.Fill(label, labelFill, 6)
	for _, p := range li.picks {
		switch {
		case p.kind == pkRow && p.side == side && p.val == int(row) && p.key == u.pick:
			f.Stroke(band, pickRing, 3, 6)
		case p.kind == pkRow && p.side == side && p.val == int(row):
			f.Stroke(label, litRing, 2, 6)
		}
	}
	lab := label.Inset(3)
	counts := []ui.Count{{Icon: rowIcons[row]}, {Icon: ui.IconSynergy, Value: itoa(int(st.Syn[side][row]))},
		{Icon: ui.IconPower, Value: itoa(int(st.RowPower[side][row]))}}
	ms := rowMarks(st, side, row)
	hit(f, "table.row."+itoa(side)+"."+itoa(int(row)), rowLabel(st, v.Seat, u.name, side, row), label, false)
	if len(ms) > 0 && lab.H >= 3*ui.MinText*1.3 {
		top, rest := lab.CutTop(lab.H * 0.62)
		drawCountRows(f, top, counts)
		drawLinesIn(f, rest, []string{joinComma(ms)}, sz.Small, ui.Accent)
	} else {
		drawCountRows(f, lab, counts)
	}
	for i := range st.Heroes {
		if h := &st.Heroes[i]; int(h.Side) == side && h.Row == row {
			drawHero(f, g.colRect(band, h.Col), v, st, u, li, h)
		}
	}
	for _, p := range li.picks {
		if p.kind != pkCol || p.side != side && p.side >= 0 {
			continue
		}
		if p.key == u.pick {
			f.Stroke(g.colRect(band, int8(p.val)).Inset(-1), pickRing, 3, 6)
		} else {
			f.Stroke(g.colRect(band, int8(p.val)).Inset(-1), litRing, 1, 6)
		}
	}
	if u.card >= 0 && side == int(v.Seat) {
		c := card(uint8(u.card))
		for _, s := range li.plays[uint8(u.card)] {
			if s.row != row {
				continue
			}
			sr := g.colRect(band, s.col)
			id := "table.slot." + itoa(int(s.row)) + "." + itoa(int(s.col))
			gain := "+" + itoa(int(c.Power[row])) + " power, +" + itoa(int(c.Syn[row])) + " synergy"
			label := "Play " + c.Name + " in your " + rowNames[row] + " row, " + colName(st, s.col) + " (" + gain + ")"
			hit(f, id, label, sr, true)
			f.Fill(sr, slotFill, 8)
			f.Stroke(sr, litRing, 2, 8)
			drawLinesIn(f, sr.Inset(4), []string{"Play here", "+" + itoa(int(c.Power[row])) + " power", "+" + itoa(int(c.Syn[row])) + " synergy"}, sz.Small, ui.Ink)
		}
	}
}

// rowLabel is what the mirror says of side's row: "The computer's Front
// row: synergy 2, power 5, tokens next to it: Mei token".
func rowLabel(st *overwatch.View, seat engine.Seat, name func(engine.Seat) string, side int, row int8) string {
	whose := "Your"
	if engine.Seat(side) != seat {
		whose = engine.Whose(name(engine.Seat(side)))
	}
	s := whose + " " + rowNames[row] + " row: synergy " + itoa(int(st.Syn[side][row])) + ", power " + itoa(int(st.RowPower[side][row]))
	if ms := rowMarks(st, side, row); len(ms) > 0 {
		s += ", tokens next to it: " + joinComma(ms)
	}
	return s
}

// drawHero draws a hero tile: its class stripe, name, health, shields,
// power for its row and the tokens on it, or its flipped back when it is
// defeated. The tile is a button: it selects the hero, or picks it when a
// skill asks for a hero.
func drawHero(f *ui.Frame, r layout.Rect, v *engine.SeatView, st *overwatch.View, u *seatUI, li *legalInfo, h *overwatch.Hero) {
	sz := ui.SizesOf(f.M)
	c := card(h.Card)
	picking := st.Phase == overwatch.PhaseSkill && len(v.Legal) > 0
	target := picking && li.heroPick(h.ID)
	label := heroName(h, v.Seat, u.name) + ", " + where(st, h) + ", " + healthText(h)
	if !h.Defeated {
		label += ", power " + itoa(heroPower(st, h))
	}
	if ms := marksOn(st, h.ID); len(ms) > 0 {
		label += ", tokens: " + strings.Join(ms, ", ")
	}
	switch {
	case target:
		label = "Choose " + label
	case picking:
		label = "Read " + label
	default:
		label = "Select " + label
	}
	label = title(label)
	hit(f, "table.hero."+itoa(int(h.ID)), label, r, true)
	rad := min(r.W, r.H) * 0.1
	key := heroKey(h.ID)
	r = heroPlace(f, st, h, r)
	shown := f.Motion.Health(key, h.Health(), r)
	if h.Defeated {
		f.Fill(r, defeatFill, rad)
		in := r.Inset(4)
		size := max(ui.MinText, min(sz.Small, in.H/2/1.2)) // as drawLinesIn sizes two lines
		drawLinesIn(f, in, []string{tileName(c.Name, size, in.W), "Defeated"}, sz.Small, ui.InkDim)
		f.Tipped(r, f.Motion.Fade(key, true), rad)
	} else {
		f.Motion.Fade(key, false)
		counts := []ui.Count{{Icon: ui.IconHeart, Value: itoa(int(shown+0.5)) + "/" + itoa(h.MaxHP())}}
		if n := int(h.Shield) + int(h.Zarya); n > 0 {
			counts = append(counts, ui.Count{Icon: ui.IconShield, Value: itoa(n)})
		}
		counts = append(counts, ui.Count{Icon: ui.IconPower, Value: itoa(heroPower(st, h))})
		if _, ok := li.ults[h.ID]; ok {
			counts = append(counts, ui.Count{Icon: ui.IconUltimate, Value: "ult"})
		}
		drawTile(f, r, c, counts, marksOn(st, h.ID), false)
	}
	switch {
	case u.pick == "t"+itoa(int(h.ID)) && picking:
		f.Stroke(r.Inset(-2), pickRing, 4, rad+2)
	case target:
		f.Stroke(r.Inset(-2), litRing, 3, rad+2)
	case u.hero == h.ID:
		f.Stroke(r.Inset(-2), litRing, 4, rad+2)
	}
}

// drawLinesIn draws lines top-down in r at size (smaller when r is low,
// never below ui.MinText), a line too wide wrapped onto the next rows,
// leaving out the rows that do not fit; the first line is bold.
func drawLinesIn(f *ui.Frame, r layout.Rect, lines []string, size float64, ink ui.Color) {
	size = max(ui.MinText, min(size, r.H/float64(len(lines))/1.2))
	type row struct {
		s    string
		bold bool
	}
	var rows []row
	for i, l := range lines {
		for _, w := range ui.Wrap(l, size, r.W, i == 0) {
			rows = append(rows, row{w, i == 0})
		}
	}
	lh := size * 1.25
	n := max(1, int(r.H/lh))
	y := r.Y + max(0, (r.H-lh*float64(min(n, len(rows))))/2)
	for i, w := range rows {
		if i >= n {
			break
		}
		if ui.Measure(w.s, size, w.bold) > r.W {
			continue // a word too long for the tile: its label says it
		}
		f.Text(layout.Rect{X: r.X, Y: y, W: r.W, H: lh}, w.s, size, ink, ui.Center, w.bold)
		y += lh
	}
}

// hit records an interactive element drawn by the caller in r, with the
// focus ring under it when it has the keyboard focus.
func hit(f *ui.Frame, id, label string, r layout.Rect, enabled bool) {
	if id == f.Focus && id != "" {
		f.Fill(r.Inset(-4), ui.FocusRing, 12)
	}
	f.Buttons = append(f.Buttons, platformButton(id, label, r, enabled))
}

// heroPower is h's share of its side's power as the rules count it: the
// printed power for its row with the tokens in play (Orisa's) added.
func heroPower(st *overwatch.View, h *overwatch.Hero) int {
	for i := range st.Heroes {
		if st.Heroes[i].ID == h.ID && i < len(st.HeroPower) {
			return int(st.HeroPower[i])
		}
	}
	return int(card(h.Card).Power[h.Row])
}

// drawCountRows draws counts on one line in r, or, when they do not fit,
// on as many lines as needed.
func drawCountRows(f *ui.Frame, r layout.Rect, counts []ui.Count) {
	if f.Counters(r, counts, ui.Ink, labelFill, ui.Center) {
		return
	}
	counts = counts[1:] // the row's icon: its place says which row it is
	rows := r.Rows(len(counts), 0)
	for i, c := range counts {
		f.Counters(rows[i], []ui.Count{c}, ui.Ink, labelFill, ui.Center)
	}
}

// joinComma joins words with commas.
func joinComma(ws []string) string { return strings.Join(ws, ", ") }
