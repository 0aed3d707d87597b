package overwatch

import (
	"strings"

	"overdeck/engine"
	"overdeck/game/overwatch"
	"overdeck/render/layout"
	"overdeck/render/platform"
	"overdeck/render/ui"
)

// drawSide draws the column beside (or below) the battlefield: the status
// line (wide screens), the hand, the decision panel and the bottom bar.
func drawSide(f *ui.Frame, r layout.Rect, v *engine.SeatView, st *overwatch.View, u *seatUI, li *legalInfo) {
	m := f.M
	sz := ui.SizesOf(m)
	if m.Wide {
		var line layout.Rect
		line, r = r.CutTop(sz.Body * 1.6)
		drawStatus(f, line, v, st, u.name)
	}
	bar, r := r.CutBottom(max(layout.MinTouch, m.Button*0.85))
	_, r = r.CutBottom(m.Gap)
	defer drawBar(f, bar, st, v, li)
	if v.Seat == 0 || v.Seat == 1 {
		hand := st.P[v.Seat].Hand
		cols := max(4, (len(hand)+1)/2)
		if st.Phase == overwatch.PhaseSkill && len(v.Legal) > 0 && !m.Wide {
			// No card is played while a skill chooses: the hand keeps one
			// row, as far as touchable cards go, and the choices the rest.
			cols = max(cols, min(len(hand), int((r.W+4)/(layout.MinTouch+4))))
		}
		rows := max(1, (len(hand)+cols-1)/cols)
		tileH := max(layout.MinTouch, min(m.Button*1.6, r.H*0.3/float64(rows)))
		head, rest := r.CutTop(sz.Body * 1.5)
		f.Text(head, "Your hand ("+itoa(len(hand))+" cards)", sz.Body, ui.InkDim, ui.Left, true)
		var hr layout.Rect
		hr, r = rest.CutTop(tileH*float64(rows) + 4*float64(rows-1))
		drawHand(f, hr, v, st, hand, cols, u, li)
		_, r = r.CutTop(m.Gap)
	}
	f.Fill(r, ui.FeltEdge, 10)
	drawPanel(f, r.Inset(m.Gap*0.6), v, st, u, li)
}

// drawBar draws the pass button and the keyword and log buttons.
func drawBar(f *ui.Frame, r layout.Rect, st *overwatch.View, v *engine.SeatView, li *legalInfo) {
	m := f.M
	cols := r.Cols(3, m.Gap)
	pass := "Pass for the rest of the round"
	text := "Pass"
	switch n := heroCount(st, int(max(v.Seat, 0))); {
	case li.pass || v.Seat != 0 && v.Seat != 1:
	case st.Passed[v.Seat]:
		pass = "Pass (you have passed this round)"
	case n >= 6 || len(v.Legal) == 0:
		pass = "Pass (not now: it is not your turn to play, use an ultimate or pass)"
	default:
		pass = "Pass (allowed with six heroes; you have " + itoa(n) + ")"
		text = "Pass (" + itoa(n) + "/6)"
	}
	f.Button(ui.Btn{ID: "table.pass", Label: pass, Text: text, Rect: cols[0], Enabled: li.pass})
	f.Button(ui.Btn{ID: "table.help", Label: "Keywords", Rect: cols[1], Enabled: true})
	f.Button(ui.Btn{ID: "table.log", Label: "Game log", Text: "Log", Rect: cols[2], Enabled: true})
}

// drawHand draws the seat's own hand as card buttons: name, class,
// health, and power and synergy by row (Front/Middle/Back).
func drawHand(f *ui.Frame, r layout.Rect, v *engine.SeatView, st *overwatch.View, hand []uint8, cols int, u *seatUI, li *legalInfo) {
	rows := max(1, (len(hand)+cols-1)/cols)
	rs := r.Rows(rows, 4)
	for i, c := range hand {
		cell := rs[i/cols].Cols(cols, 4)[i%cols]
		k := card(c)
		playable := len(li.plays[c]) > 0
		verb := "Select "
		if st.Phase != overwatch.PhaseTurn || len(li.plays) == 0 && len(li.ults) == 0 && !li.pass {
			verb = "Read "
		}
		label := verb + k.Name + " (" + classNames[k.Class] + ", health " + itoa(int(k.HP)) + ", power " + triple(k.Power) +
			", synergy " + triple(k.Syn) + " by row)"
		if playable {
			label += ": can be played now"
		}
		hit(f, "table.card."+itoa(int(c)), label, cell, true)
		cell = f.Motion.Place(handKey(int(v.Seat), c, copies(hand[:i], c)), cell)
		drawTile(f, cell, k, []ui.Count{{Icon: ui.IconHeart, Value: itoa(int(k.HP))}, {Icon: ui.IconPower, Value: triple(k.Power)},
			{Icon: ui.IconSynergy, Value: triple(k.Syn)}}, nil, !playable)
		if u.card == int(c) {
			rad := min(cell.W, cell.H) * 0.1
			f.Stroke(cell.Inset(-2), litRing, 4, rad+2)
		}
	}
}

// copies counts the cards c in cards.
func copies(cards []uint8, c uint8) int {
	n := 0
	for _, x := range cards {
		if x == c {
			n++
		}
	}
	return n
}

// triple writes a value by row: "1/3/2".
func triple(a [3]int8) string {
	return itoa(int(a[0])) + "/" + itoa(int(a[1])) + "/" + itoa(int(a[2]))
}

// platformButton is the mirror entry of an element drawn by the table.
func platformButton(id, label string, r layout.Rect, enabled bool) platform.Button {
	return platform.Button{ID: id, Label: label, X: r.X, Y: r.Y, W: r.W, H: r.H, Enabled: enabled}
}

// fitParagraph draws s in r, shrinking the text (down to 11 px) until it
// fits.
func fitParagraph(f *ui.Frame, r layout.Rect, s string, size float64, ink ui.Color) {
	for size > 11 && float64(len(ui.Wrap(s, size, r.W, false)))*size*1.4 > r.H {
		size = max(11, size-1)
	}
	f.Paragraph(r, s, size, ink)
}

// skillText is "Name: text" of skill s, with its cost for an ultimate.
func skillText(s *overwatch.Skill, ult bool) string {
	if s == nil {
		return ""
	}
	if ult {
		cost := "X"
		if s.Cost != overwatch.XCost {
			cost = itoa(int(s.Cost))
		}
		return s.Name + " (ultimate, " + cost + " synergy): " + s.Text
	}
	return s.Name + ": " + s.Text
}

// primaries describes a card's primary options, A and B.
func primaries(k *overwatch.Card) string {
	var parts []string
	for i, s := range k.Primary {
		p := "Primary"
		if len(k.Primary) > 1 {
			p += " " + string(rune('A'+i))
		}
		parts = append(parts, p+", "+skillText(s, false))
	}
	if len(parts) == 0 {
		return "No primary ability."
	}
	return strings.Join(parts, "\n")
}
