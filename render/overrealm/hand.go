package overrealm

import (
	"slices"
	"strings"

	"overdeck/engine"
	"overdeck/game/overrealm"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// drawHand draws the seat's hand as toggles: a card cycles through buff
// slot, discard and unused. Cards are laid out at least minCardW wide (2 to
// 4 a row) so that their names stay readable. With b nil the hand is only
// shown, not pressed: the seat waits (see drawHeld).
func drawHand(f *ui.Frame, r layout.Rect, st *overrealm.View, seat int, b *builder) {
	sz := ui.SizesOf(f.M)
	hand := st.P[seat].Hand
	if len(hand) == 0 {
		top, _ := r.CutTop(sz.Body * 1.5)
		f.Text(top, "Your hand is empty.", sz.Body, ui.InkDim, ui.Left, false)
		return
	}
	gap := f.M.Gap * 0.5
	fit := max(1, int((r.H+gap)/(layout.MinTouch+gap))) // rows tall enough to touch
	perRow := max(2, min(4, int(r.W/minCardW)))
	perRow = max(perRow, (len(hand)+fit-1)/fit)
	nrows := (len(hand) + perRow - 1) / perRow
	rows := r.Rows(min(max(nrows, 2), fit), gap)
	for i, c := range hand {
		cell := rows[i/perRow].Cols(perRow, gap)[i%perRow]
		if b == nil {
			drawBuffCard(f, cell, seat, c, hand[:i], -1, 0, false)
			continue
		}
		slot := slices.Index(orderBuffs(b.buffs), c) + 1 // the resolution order
		drawBuffCard(f, cell, seat, c, hand[:i], b.role(c), slot, b.space >= spAction)
	}
}

// cardKey is the Motion key of seat's hand card c, before being the cards
// ahead of it in the hand: the seat, the card and how many copies of it
// come first, so that a card never shares its animation with the same
// card in the other player's hand.
func cardKey(seat int, c uint8, before []uint8) string { return "or.card." + copyOf(seat, c, before) }

// cardID is the mirror id of seat's hand card c, before being the cards
// ahead of it: "table.card.<seat>.<code>.<copy>", one id per copy.
func cardID(seat int, c uint8, before []uint8) string { return "table.card." + copyOf(seat, c, before) }

// copyOf names one copy of seat's card c: "<seat>.<code>.<copies of c in before>".
func copyOf(seat int, c uint8, before []uint8) string {
	n := 0
	for _, x := range before {
		if x == c {
			n++
		}
	}
	return itoa(seat) + "." + itoa(int(c)) + "." + itoa(n)
}

// handCard finds the hand card a "table.card.<seat>.<code>.<copy>" id
// names in seat's hand.
func handCard(id string, seat int, hand []uint8) (uint8, bool) {
	for i, c := range hand {
		if cardID(seat, c, hand[:i]) == id {
			return c, true
		}
	}
	return 0, false
}

// minCardW is the narrowest a hand card is laid out, in CSS px.
const minCardW = 160

// drawBuffCard draws seat's hand card c (before: the cards ahead of it) as
// a toggle (role 0 unused, 1 buff in slot, 2 discard; -1 only held, while
// the seat waits), with a zoom strip at its right when there is room: its
// name, its timing and flip icon as icons, its extra discard, and its role
// once it has one.
func drawBuffCard(f *ui.Frame, r layout.Rect, seat int, c uint8, before []uint8, role, slot int, enabled bool) {
	sz := ui.SizesOf(f.M)
	bc, _ := overrealm.Card(c)
	body := r
	if r.W >= 140 {
		var zoom layout.Rect
		zoom, body = r.CutRight(layout.MinTouch)
		f.Button(ui.Btn{ID: "table.zoom.card." + itoa(int(c)), Label: "Read " + cardName(c), Text: "-", Icon: ui.IconInfo, Rect: zoom, Enabled: true})
	}
	roles := []string{"in your hand", "not used", "buff " + itoa(slot), "discard"}
	label := cardName(c) + " (" + cardOwner(c) + "), " + timing(bc) + ", " + icon(bc)
	if bc.Extra > 0 {
		label += ", " + itoa(int(bc.Extra)) + " more discard"
	}
	label += ": " + roles[role+1]
	if enabled {
		label += " (press to change)"
	}
	hit(f, cardID(seat, c, before), label, body, enabled)
	body = f.Motion.Place(cardKey(seat, c, before), body)
	face := ui.CardFace
	if !enabled {
		face = 0xd9d6ccff
	}
	f.Fill(body, face, 8)
	switch role {
	case 1:
		f.Stroke(body, ui.ButtonOn, 4, 8)
	case 2:
		f.Stroke(body, ui.Danger, 4, 8)
	}
	in := body.Inset(max(4, min(8, body.H*0.08)))
	lh := max(ui.MinText*1.3, min(sz.Body*1.25, in.H/3))
	n := max(1, min(3, int(in.H/lh)))
	flip := ui.IconFlipFail
	if bc.Success {
		flip = ui.IconFlipWin
	}
	info := []ui.Count{{Icon: flip}}
	if t := timingIcons[bc.Timing]; t != ui.NoIcon {
		info = append([]ui.Count{{Icon: t, Value: timingRoman[bc.Timing]}}, info...)
	}
	if bc.Event {
		info = append(info, ui.Count{Value: "event"})
	}
	if bc.Extra > 0 {
		info = append(info, ui.Count{Icon: ui.IconDiscard, Value: "+" + itoa(int(bc.Extra))})
	}
	tag, col := "", ui.CardInk
	switch role {
	case 1:
		tag, col = "BUFF "+itoa(slot), ui.ButtonOn
	case 2:
		tag, col = "DISCARD", 0xb3261eff
	}
	rows := in.Rows(n, 0)
	name := cardName(c)
	free := rows[1:]
	ws := ui.Wrap(name, ui.MinText, rows[0].W, false)
	wide := ui.Measure(name, ui.MinText, false) > rows[0].W
	if wide && (n < 2 || len(ws) > 2 || ui.Measure(ws[0], ui.MinText, false) > rows[0].W || ui.Measure(ws[len(ws)-1], ui.MinText, false) > rows[0].W) {
		// Not even on two lines: its first letters ("Glim."); the label
		// and the zoom say it in full.
		rs := []rune(name)
		k := len(rs)
		for k > 3 && ui.Measure(strings.TrimSpace(string(rs[:k]))+".", ui.MinText, false) > rows[0].W {
			k--
		}
		f.Text(rows[0], strings.TrimSpace(string(rs[:k]))+".", ui.MinText, ui.CardInk, ui.Left, false)
	} else if wide {
		// Too long for one line: the name on two, before its icons.
		size := min(sz.Body*0.95, rows[0].H*0.8)
		twoLines := func(size float64) bool {
			ws := ui.Wrap(name, size, rows[0].W, false)
			return len(ws) <= 2 && ui.Measure(ws[0], size, false) <= rows[0].W && ui.Measure(ws[len(ws)-1], size, false) <= rows[0].W
		}
		for size > ui.MinText && !twoLines(size) {
			size -= 0.5
		}
		for i, w := range ui.Wrap(name, size, rows[0].W, false) {
			f.Text(rows[i], w, size, ui.CardInk, ui.Left, false)
		}
		free = rows[2:]
	} else {
		fitLine(f, rows[0], name, min(sz.Body*0.95, rows[0].H*0.8), ui.CardInk)
	}
	if len(free) >= 1 && (len(free) >= 2 || tag == "") {
		f.Counters(free[0], info, ui.CardInk, face, ui.Left)
	}
	if tag != "" && n >= 2 {
		f.Text(rows[n-1], tag, min(sz.Small, rows[n-1].H*0.8), col, ui.Left, true)
	}
}

// drawHeld draws, at the foot of r, the hand of v's seat while it has no
// action to build (it waits for the other player, brings in a monster
// after a KO, arranges Clear Mind, or the game is over): the cards are
// shown, and their zoom strips read them, but they cannot be pressed. It
// returns the rest of r. A spectator has no hand: r is returned whole.
func drawHeld(f *ui.Frame, r layout.Rect, v *engine.SeatView, st *overrealm.View) layout.Rect {
	if v.Seat != 0 && v.Seat != 1 {
		return r
	}
	sz := ui.SizesOf(f.M)
	hand := st.P[v.Seat].Hand
	rows := 1
	if len(hand) > 4 || (len(hand) > 2 && r.W < 2*minCardW) {
		rows = 2
	}
	head := sz.Small * 1.6
	h := min(r.H*0.45, head+float64(rows)*(layout.MinTouch+f.M.Gap))
	foot, rest := r.CutBottom(h)
	label, cards := foot.CutTop(head)
	f.Text(label, "Your hand ("+cardCount(len(hand))+")", sz.Small, ui.InkDim, ui.Left, false)
	if len(hand) > 0 {
		drawHand(f, cards, st, int(v.Seat), nil)
	}
	_, rest = rest.CutBottom(f.M.Gap * 0.5)
	return rest
}

// cardCount says "1 card", "3 cards".
func cardCount(n int) string {
	if n == 1 {
		return "1 card"
	}
	return itoa(n) + " cards"
}
