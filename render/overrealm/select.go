package overrealm

import (
	"strings"

	"overdeck/engine"
	"overdeck/game/overrealm"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// drawDecision draws the panel of v's seat's decision: the action board
// and hand, a KO replacement, a Clear Mind arrangement, or what the seat
// waits for.
func drawDecision(f *ui.Frame, r layout.Rect, v *engine.SeatView, st *overrealm.View, u *seatUI) {
	switch {
	case len(v.Legal) == 0:
		drawWaiting(f, r, v, st, u)
	case st.Phase == phKO:
		drawKO(f, r, v, st)
	case st.Phase == phClear:
		drawArrange(f, r, v, st, u)
	case st.Phase == phSelect && u.li != nil:
		drawSelect(f, r, v, st, u)
	}
}

// drawSelect draws the action board behind the shield: the four action
// cards of the active monster (2x2), the four standard and switch spaces,
// the hand as buff/discard toggles, the summary and the controls.
func drawSelect(f *ui.Frame, r layout.Rect, v *engine.SeatView, st *overrealm.View, u *seatUI) {
	m := f.M
	sz := ui.SizesOf(m)
	seat := int(v.Seat)
	p := &st.P[seat]
	b, li := &u.b, u.li
	touch := max(layout.MinTouch, m.Button*0.8)
	head, rest := r.CutTop(sz.Head * 1.6)
	f.Text(head, "Behind your shield, "+u.name(v.Seat)+": choose your action", sz.Head, ui.Accent, ui.Left, true)
	controls, rest := rest.CutBottom(touch)
	compact := rest.H-sz.Body*2.8-touch < 4*touch+2*m.Gap
	statusH := sz.Body * 2.8
	if compact {
		statusH = sz.Small * 2.8
	}
	if rest.H >= 6.5*touch { // room for a "More…" button under the status
		statusH = max(statusH, layout.MinTouch+sz.Small*1.5)
	}
	status, rest := rest.CutBottom(statusH)
	spaces, rest := rest.CutTop(touch)
	_, rest = rest.CutTop(m.Gap * 0.5)
	grid, hand := rest.CutTop(rest.H * 0.5)
	_, hand = hand.CutTop(m.Gap * 0.5)
	perRow := 2
	if compact {
		grid, hand = rest.CutTop(rest.H * 0.5)
		_, hand = hand.CutTop(m.Gap * 0.5)
		perRow = 4
	}
	cells := grid.Rows(2, m.Gap*0.5)
	if compact {
		cells = []layout.Rect{grid}
	}
	for i := 0; i < 4; i++ {
		c := cells[i/perRow].Cols(perRow, m.Gap*0.5)[i%perRow]
		drawActionSpace(f, c, st, seat, i, b.space == spAction+i, li.acts[i].any)
	}
	names := [4]string{"Draw Cards", "Counter", "Switch to " + monName(p, 1), "Switch to " + monName(p, 2)}
	short := [4]string{"Draw 2", "Counter", "← " + monName(p, 1), monName(p, 2) + " →"}
	for i, c := range weightedCols(spaces, []float64{0.8, 0.8, 1.2, 1.2}, m.Gap*0.5) {
		label := names[i]
		if i == spCounter {
			label += " (spends a maneuver cube)"
		}
		if !li.plain[i] {
			label += ": not possible now"
		}
		if b.space == i {
			label += " (selected)"
		}
		f.Button(ui.Btn{ID: spaceIDs[i], Label: label, Text: short[i], Rect: c, Enabled: li.plain[i], Style: ui.Radio, Selected: b.space == i})
	}
	drawHand(f, hand, st, seat, b)
	_, ok := b.key(li, v)
	sum, adv := b.summary(st, seat)+". ", advice(b, st, seat, li, ok)
	if o := b.orderText(st, seat); o != "" && paragraphFits(sum+o+". "+adv, status.Inset(2)) {
		sum += o + ". " // else the numbers on the cards and the Ability button say it
	}
	u.brief(f, status.Inset(2), sum+adv, sz.Body)
	drawControls(f, controls, st, seat, b, li, ok)
}

// monName names the monster in spot of p.
func monName(p *overrealm.SideView, spot int) string { return monster(p.Mons[p.Spot[spot]].Kind).Name }

// drawActionSpace draws action i of seat's active monster as a space of
// the action board: its name, then its element, damage (or turns) and
// speed, its discard cost and buff slots, and its elemental modifiers, as
// icons with numbers (the words are in the label and the zoom); with a
// zoom strip at its right when there is room for one.
func drawActionSpace(f *ui.Frame, r layout.Rect, st *overrealm.View, seat, i int, on, open bool) {
	sz := ui.SizesOf(f.M)
	a := activeAction(st, seat, i)
	body := r
	if r.W >= 150 {
		var zoom layout.Rect
		zoom, body = r.CutRight(layout.MinTouch)
		f.Button(ui.Btn{ID: "table.zoom.action." + itoa(seat) + "." + itoa(i), Label: "Read action " + a.Name, Text: "-", Icon: ui.IconInfo, Rect: zoom, Enabled: true})
	}
	label := "Action " + itoa(i+1) + ": " + a.Name + ", " + actionLine(a) + ". Modifiers: " + modsLine(a)
	if !open {
		label += ": not possible now"
	}
	if on {
		label += " (selected)"
	}
	hit(f, spaceIDs[spAction+i], label, body, open)
	face := ui.CardFace
	if !open {
		face = 0xb9bcc0ff
	}
	f.Fill(body, elemColors[a.Elem], 8)
	f.Fill(body.Inset(3), face, 6)
	if on {
		f.Stroke(body, ui.ButtonOn, 4, 8)
	}
	in := body.Inset(max(5, body.H*0.06))
	lh := max(ui.MinText*1.3, min(sz.Body*1.3, in.H/4))
	n := max(1, min(4, int(in.H/lh)))
	name := itoa(i+1) + ". " + a.Name
	rows := in.Rows(n, 0)
	if ui.Measure(name, ui.MinText, true) > rows[0].W {
		name = a.Name // the number is in the label
	}
	nameR, first := rows[0], 1
	if ui.Measure(name, ui.MinText, true) > nameR.W {
		if n >= 3 { // the name on two lines
			nameR = layout.Rect{X: rows[0].X, Y: rows[0].Y, W: rows[0].W, H: rows[0].H * 2}
			first = 2
		} else { // its first word: the whole name is in the label and the zoom
			name = strings.Fields(a.Name)[0]
		}
	}
	f.FitText(nameR, name, min(sz.Body, rows[0].H*0.8), ui.CardInk, ui.Left, true)
	lines := [][]ui.Count{actionCounts(a), costCounts(a), modCounts(a)}
	for j := first; j < n; j++ {
		if cs := lines[j-first]; !f.Counters(rows[j], cs, ui.CardInk, face, ui.Left) && len(cs) > 2 {
			f.Counters(rows[j], cs[:2], ui.CardInk, face, ui.Left)
		}
	}
}

// actionCounts are an action's element, damage or turns, and speed as
// icons.
func actionCounts(a *overrealm.ActionCard) []ui.Count {
	out := []ui.Count{{Icon: elemIcons[a.Elem], Value: kindShort[a.Kind]}}
	switch a.Kind {
	case overrealm.Attack:
		out = append(out, ui.Count{Icon: ui.IconAttack, Value: itoa(int(a.Damage))})
	case overrealm.Aura:
		out = append(out, ui.Count{Icon: ui.IconAura, Value: itoa(int(a.Turns))})
	}
	return append(out, ui.Count{Icon: ui.IconSpeed, Value: itoa(int(a.Speed))})
}

// kindShort names an action's kind in a word or two on its space.
var kindShort = map[overrealm.Kind]string{overrealm.Attack: "", overrealm.Aura: "aura"}

// costCounts are an action's discard cost, buff slots and draw as icons.
func costCounts(a *overrealm.ActionCard) []ui.Count {
	out := []ui.Count{{Icon: ui.IconDiscard, Value: itoa(int(a.Discard))}, {Icon: ui.IconCard, Value: itoa(int(a.Slots))}}
	if a.Draw > 0 {
		out = append(out, ui.Count{Icon: ui.IconDeck, Value: "+" + itoa(int(a.Draw))})
	}
	return out
}

// modCounts are an action's elemental modifiers as element icons with
// their numbers ("Fire +3, Leaf −2" drawn as icons).
func modCounts(a *overrealm.ActionCard) []ui.Count {
	var out []ui.Count
	for e := overrealm.Element(0); e < 6; e++ {
		switch v := a.Mods[e]; {
		case v == overrealm.ModX:
			out = append(out, ui.Count{Icon: elemIcons[e], Value: "X"})
		case v > 0:
			out = append(out, ui.Count{Icon: elemIcons[e], Value: "+" + itoa(int(v))})
		case v < 0:
			out = append(out, ui.Count{Icon: elemIcons[e], Value: "−" + itoa(int(-v))})
		}
	}
	return out
}

// statLine is an action's damage (or duration) and speed.
func statLine(a *overrealm.ActionCard) string {
	s := ""
	if a.Kind == overrealm.Attack {
		s += " · " + itoa(int(a.Damage)) + " dmg"
	}
	if a.Kind == overrealm.Aura {
		s += " · " + itoa(int(a.Turns)) + " turns"
	}
	return s + " · speed " + itoa(int(a.Speed))
}

// iconsLine is an action's card section: discard cost, buff slots, draw.
func iconsLine(a *overrealm.ActionCard) string {
	var parts []string
	parts = append(parts, "discard "+itoa(int(a.Discard)))
	parts = append(parts, "buff slots "+itoa(int(a.Slots)))
	if a.Draw > 0 {
		parts = append(parts, "draw "+itoa(int(a.Draw)))
	}
	if a.Single {
		parts = append(parts, "single use")
	}
	return strings.Join(parts, " · ")
}

// advice tells the seat what its choice still lacks.
func advice(b *builder, st *overrealm.View, seat int, li *legalInfo, ok bool) string {
	if b.space == spNone {
		return "Then press Confirm."
	}
	if ok {
		return "Ready: press Confirm."
	}
	if b.space < spAction {
		return "Not possible now."
	}
	a := activeAction(st, seat, b.space-spAction)
	need := b.need(a)
	switch n := need - len(b.discards); {
	case n > 0:
		return "Tap " + itoa(n) + " more card" + plural(n) + " to discard."
	case n < 0:
		return "Too many discards: tap " + itoa(-n) + " to remove."
	}
	if b.space >= spAction && li.acts[b.space-spAction].sides[1] && b.side == 0 {
		return "Name a benched monster."
	}
	return "This combination is not allowed."
}

// drawControls draws the Protected toggle, the bench choice (for actions
// that name one), the Ability button (when the action's own ability may go
// among its With Attack buffs), Start over and Confirm.
func drawControls(f *ui.Frame, r layout.Rect, st *overrealm.View, seat int, b *builder, li *legalInfo, ok bool) {
	m := f.M
	p := &st.P[seat]
	var ai actInfo
	if b.space >= spAction {
		ai = li.acts[b.space-spAction]
	}
	sides := ai.sides[1] || ai.sides[2]
	late := b.maxLate(li, st, seat)
	n := 3
	if sides {
		n = 5
	}
	if late > 0 && !sides { // with sides, it takes Start over's place: a space pressed again starts over
		n++
	}
	cols := r.Cols(n, m.Gap*0.5)
	plabel := "Protected Monster Action, with a maneuver cube"
	if b.prot {
		plabel += " (selected)"
	}
	f.Button(ui.Btn{ID: "table.protect", Label: plabel, Text: "Protected",
		Rect: cols[0], Enabled: ai.prot && (ai.plainOK || !b.prot), Selected: b.prot, Style: ui.Radio})
	i := 1
	if sides {
		f.Button(ui.Btn{ID: "table.side.left", Label: "Name " + monName(p, 1) + selected(b.side == 1), Text: monName(p, 1), Rect: cols[1], Enabled: ai.sides[1], Selected: b.side == 1, Style: ui.Radio})
		f.Button(ui.Btn{ID: "table.side.right", Label: "Name " + monName(p, 2) + selected(b.side == 2), Text: monName(p, 2), Rect: cols[2], Enabled: ai.sides[2], Selected: b.side == 2, Style: ui.Radio})
		i = 3
	}
	if late > 0 {
		drawLate(f, cols[i], st, seat, b, late)
		if !sides {
			i++
		}
	}
	if late == 0 || !sides {
		f.Button(ui.Btn{ID: "table.reset", Label: "Start over", Rect: cols[i], Enabled: b.space != spNone})
	}
	label := "Confirm"
	if ok {
		label = "Confirm: " + b.summary(st, seat)
		if o := b.orderText(st, seat); o != "" {
			label += ". " + o
		}
	}
	f.Button(ui.Btn{ID: "table.confirm", Label: label, Text: "Confirm", Rect: cols[i+1], Enabled: ok})
}
