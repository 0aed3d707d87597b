package overpower

import (
	"slices"

	"overdeck/engine"
	"overdeck/game/overpower"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// handCards are the cards shown in the seat's hand row: its hand, then
// its face-down Event.
func handCards(st *overpower.View, s int) []uint16 {
	out := slices.Clone(st.P[s].Hand)
	if e := st.P[s].Event; e != 0 && int(st.Seat) == s {
		out = append(out, e)
	}
	return out
}

// drawHand draws the seat's hand as buttons (table.card.<i>): the cards it
// may play now lit, the others dimmed, the selected one raised.
func drawHand(f *ui.Frame, r layout.Rect, v *engine.SeatView, st *overpower.View, u *seatUI) {
	s := me(v)
	hand := handCards(st, s)
	sz := ui.SizesOf(f.M)
	if len(hand) == 0 {
		msg := "Your hand is empty."
		if v.Seat != engine.Seat(s) {
			msg = engine.Whose(u.name(engine.Seat(s))) + " hand is hidden."
		}
		fitText(f, r, msg, sz.Body, ui.InkDim, ui.Center, false)
		return
	}
	play := playable(moves(v))
	rows := 1
	gap := f.M.Gap / 2
	if (r.W-gap*float64(len(hand)-1))/float64(len(hand)) < 52 && r.H >= 2*layout.MinTouch+gap-0.5 {
		rows = 2
	}
	per := (len(hand) + rows - 1) / rows
	for row, rr := range r.Rows(rows, gap) {
		from, to := row*per, min(len(hand), (row+1)*per)
		if from >= to {
			continue
		}
		w := min((rr.W-gap*float64(per-1))/float64(per), rr.H*1.4)
		for k, i := range hand[from:to] {
			c := f.Motion.Place(cardKey(i), layout.Rect{X: rr.X + float64(k)*(w+gap), Y: rr.Y, W: w, H: rr.H})
			if _, ok := cardOf(st, i); ok {
				f.Motion.Turn(u.eye+itoa(int(i)), true) // seen face up: it will not turn over
			}
			drawHandCard(f, c, st, i, slices.Contains(play, i), u.sel.card == i, i == st.P[s].Event)
		}
	}
}

// drawHandCard draws hand card i as a button.
func drawHandCard(f *ui.Frame, r layout.Rect, st *overpower.View, i uint16, live, chosen, event bool) {
	sz := ui.SizesOf(f.M)
	c, ok := cardOf(st, i)
	if !ok {
		f.CardBack(r)
		hot(f, "table.card."+itoa(int(i)), "A hidden card", r, false)
		return
	}
	if chosen {
		f.Fill(r.Inset(-3), ui.Gold, 9)
	} else if live {
		f.Fill(r.Inset(-2), ui.Heal, 8)
	}
	kind := cardKind(c)
	if event {
		kind = "Event, face down"
	}
	face := drawCardFrame(f, r, c, kind)
	for _, n := range []string{shortFace(c), firstWord(c.Name), tinyFace(c)} {
		if drawFaceName(f, face.Inset(2), n, sz.Body, ui.CardInk) {
			break
		}
	}
	if !live && !chosen {
		f.Fill(r, 0x1b253070, 6)
	}
	label := c.String() + ", " + overpower.KindNames[c.Kind]
	switch {
	case event:
		label += ", your face-down Event"
	case live:
		label += ", playable: select to choose how"
	default:
		label += ", cannot be played now: " + st.WhyNot(i)
	}
	hot(f, "table.card."+itoa(int(i)), label, r, true)
}

// drawFaceName draws a card's name on up to three lines, as large as fits
// up to size; a name that does not fit at the smallest size is left to
// the label and the zoom; it reports whether it was drawn.
func drawFaceName(f *ui.Frame, r layout.Rect, name string, size float64, ink ui.Color) bool {
	for ; size >= ui.MinText; size -= 0.5 {
		lines := ui.Wrap(name, size, r.W, true)
		if float64(len(lines))*size*1.15 > r.H+0.5 {
			continue
		}
		fits := true
		for _, l := range lines {
			fits = fits && ui.Measure(l, size, true) <= r.W
		}
		if !fits {
			continue
		}
		y := r.Y + (r.H-float64(len(lines))*size*1.15)/2
		for k, l := range lines {
			f.Text(layout.Rect{X: r.X, Y: y + float64(k)*size*1.15, W: r.W, H: size * 1.15}, l, size, ink, ui.Center, true)
		}
		return true
	}
	return false
}

// firstWord is s up to its first space.
func firstWord(s string) string {
	if k := indexByte(s, ' '); k > 0 {
		return s[:k]
	}
	return s
}
