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

// drawHand draws the seat's hand as buttons (table.card.<i>): cards
// taller than wide where the row allows, the ones it may play now lit,
// the others dimmed, the selected one raised.
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
		// A card 1.4 times as high as wide, or, in a low row, wide enough
		// for a name.
		w := min((rr.W-gap*float64(per-1))/float64(per), max(rr.H/1.4, min(rr.H*1.4, 80)))
		h := min(rr.H, max(w*1.5, layout.MinTouch))
		lift := min(h*0.06, 8, rr.H-layout.MinTouch) // the selected card stands this much higher
		if lift < 2 {
			lift = 0
		}
		h = min(h, rr.H-lift)
		for k, i := range hand[from:to] {
			at := layout.Rect{X: rr.X + float64(k)*(w+gap), Y: rr.Y + lift, W: w, H: h}
			if u.sel.card == i {
				at.Y = rr.Y
			}
			c := f.Motion.Place(cardKey(i), at)
			if _, ok := cardOf(st, i); ok {
				f.Motion.Turn(u.eye+itoa(int(i)), true) // seen face up: it will not turn over
			}
			drawHandCard(f, c, st, i, slices.Contains(play, i), u.sel.card == i, i == st.P[s].Event)
		}
	}
}

// drawHandCard draws hand card i as a button: its face with the card
// frame (its text when the card is large), ringed when it may be played,
// gold when chosen, dimmed otherwise.
func drawHandCard(f *ui.Frame, r layout.Rect, st *overpower.View, i uint16, live, chosen, event bool) {
	c, ok := cardOf(st, i)
	if !ok {
		f.CardBack(r)
		hot(f, "table.card."+itoa(int(i)), "A hidden card", r, false)
		return
	}
	if live && !chosen {
		f.Fill(r.Inset(-3), ui.Heal, min(r.W, r.H)*0.07+3)
	}
	drawFace(f, r, c, handFace(c, r, live, chosen, event))
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

// handFace is hand card c's face on a card r: its name as it fits, its
// text when the card is large, dimmed when it cannot be played, lit
// when chosen, half in the colour of a card's back when it is the
// seat's face-down Event.
func handFace(c overpower.Card, r layout.Rect, live, chosen, event bool) ui.CardFrame {
	face := faceOf(c)
	face.Name = faceName(c, r.W)
	face.Dim, face.Lit = !live && !chosen, chosen
	if event {
		face.Type, face.Second = "Event, face down", ui.CardBack
	}
	if r.H >= 150 && r.W >= 100 {
		face = withText(face, c)
	}
	return face
}
