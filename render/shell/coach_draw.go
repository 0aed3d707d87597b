package shell

import (
	"slices"

	"strconv"

	"overdeck/render/kit"
	"overdeck/render/layout"
	"overdeck/render/platform"
	"overdeck/render/ui"
)

// This file draws the coach of a coached game over the table: a ring
// around what the coach points at with the rest of the table dimmed
// lightly, the step's panel on the side of the table away from the ring,
// and, between steps, the coach's two buttons in the table's header.

// coachDim is the light veil over the parts of the table the coach does
// not point at.
const coachDim ui.Color = 0x0000003a

// drawCoach draws the coach over the table drawn in area (its buttons
// already in f) and records what it points at.
func (s *Shell) drawCoach(f *ui.Frame, area layout.Rect) {
	p := s.play
	c := p.coach
	if c == nil {
		return
	}
	c.target, c.ring, c.panel = "", layout.Rect{}, layout.Rect{}
	v := p.view()
	on := slices.Clone(f.Buttons)
	step := c.showing()
	id := ""
	switch {
	case p.m.Outcome().Over:
	case step != nil:
		id = step.Pointing(v, on)
	case c.c.Point != nil:
		id = c.c.Point(v, on)
	}
	var ring layout.Rect
	// A step may point at a part of the table that is not pressed (a
	// face-down card, a pile): its button is drawn, disabled.
	if b, ok := findButton(f.Buttons, id); ok {
		c.target = id
		ring = layout.Rect{X: b.X, Y: b.Y, W: b.W, H: b.H}
		c.ring = ring
		dimAround(f, area, ring)
		f.Stroke(ring.Inset(-5), ui.FocusRing, 4, min(ring.H*0.25, 12)+5)
	}
	if step != nil {
		s.drawCoachPanel(f, area, ring, step)
	}
}

// findButton returns the button id among bs.
func findButton(bs []platform.Button, id string) (platform.Button, bool) {
	if id == "" {
		return platform.Button{}, false
	}
	for _, b := range bs {
		if b.ID == id {
			return b, true
		}
	}
	return platform.Button{}, false
}

// dimAround veils area except r.
func dimAround(f *ui.Frame, area, r layout.Rect) {
	top := min(max(r.Y, area.Y), area.Y+area.H)
	bottom := min(max(r.Y+r.H, area.Y), area.Y+area.H)
	f.Fill(layout.Rect{X: area.X, Y: area.Y, W: area.W, H: top - area.Y}, coachDim, 0)
	f.Fill(layout.Rect{X: area.X, Y: bottom, W: area.W, H: area.Y + area.H - bottom}, coachDim, 0)
	f.Fill(layout.Rect{X: area.X, Y: top, W: max(r.X-area.X, 0), H: bottom - top}, coachDim, 0)
	right := r.X + r.W
	f.Fill(layout.Rect{X: right, Y: top, W: max(area.X+area.W-right, 0), H: bottom - top}, coachDim, 0)
}

// drawCoachPanel draws the panel of step over area, beside the ring when
// there is room at its left or right (a wide table), else above or below
// it, on the side with more room: never over what the ring is around.
func (s *Shell) drawCoachPanel(f *ui.Frame, area, ring layout.Rect, step *kit.CoachStep) {
	m := f.M
	c := s.play.coach
	w := min(area.W-m.Gap*2, m.ColumnWidth()*1.6)
	// Beside the ring, on its left or right, when a column of text fits
	// there (a wide table): the panel may take the table's whole height.
	x := area.X + (area.W-w)/2
	beside := false
	if ring.W > 0 {
		left := ring.X - area.X - m.Gap*3
		right := area.X + area.W - ring.X - ring.W - m.Gap*3
		if room := max(left, right); room >= min(w, m.ColumnWidth()) {
			w, beside = min(w, room), true
			x = area.X + m.Gap
			if right > left {
				x = area.X + area.W - w - m.Gap
			}
		}
	}
	text := step.Text
	if step.Do && c.again < 0 {
		text += "\nYour move: press what the ring is around."
	}
	size := m.Text
	inner := w - m.Gap*3
	height := func() float64 { return m.Title*1.6 + paragraphHeight(text, size, inner) + m.Gap*2 + m.Button + m.Gap*3 }
	// Else above or below the ring, on the side with more room, within
	// that room (the text a little smaller at most).
	room, top := area.H*0.62, false
	if beside {
		room = area.H - m.Gap*2
	} else if ring.H > 0 {
		above, below := ring.Y-area.Y-m.Gap*2, area.Y+area.H-ring.Y-ring.H-m.Gap*2
		top = above > below
		room = max(above, below)
	}
	for size > m.Text*0.85 && height() > room {
		size -= 0.5
	}
	h := min(height(), area.H-m.Gap*2)
	y := area.Y + area.H - h - m.Gap
	if top {
		y = area.Y + m.Gap
	}
	box := layout.Rect{X: x, Y: y, W: w, H: h}
	c.panel = box
	f.Fill(box.Inset(-2), ui.FocusRing, 14)
	f.Fill(box, ui.Panel, 12)
	in := box.Inset(m.Gap * 1.5)
	head, rest := in.CutTop(m.Title * 1.6)
	title := step.Title
	if c.again < 0 {
		title = "Step " + strconv.Itoa(c.step+1) + " of " + strconv.Itoa(len(c.c.Steps)) + ": " + title
	}
	f.FitText(head, title, min(m.Title*0.8, m.Text*1.5), ui.Accent, ui.Left, true)
	foot, body := rest.CutBottom(m.Button)
	f.Paragraph(body, text, size, ui.Ink)
	s.coachButtons(f, foot, step)
}

// coachButtons draws the panel's buttons in r: Next (unless the step is
// the player's move), Skip step and Skip coaching; a step shown again has
// Close only.
func (s *Shell) coachButtons(f *ui.Frame, r layout.Rect, step *kit.CoachStep) {
	c := s.play.coach
	if c.again >= 0 {
		f.Button(ui.Btn{ID: "coach.next", Label: "Close", Rect: r.Center(min(r.W, f.M.ColumnWidth()*0.6), r.H), Enabled: true})
		return
	}
	var btns []ui.Btn
	if !step.Do {
		btns = append(btns, ui.Btn{ID: "coach.next", Label: "Next", Enabled: true})
	}
	btns = append(btns, ui.Btn{ID: "coach.skip", Label: "Skip step", Short: "Skip", Enabled: true},
		ui.Btn{ID: "coach.end", Label: "Skip coaching", Short: "Stop", Enabled: true})
	for i, col := range r.Cols(len(btns), f.M.Gap) {
		btns[i].Rect = col
		f.Button(btns[i])
	}
}

// drawCoachHeader draws, between steps, the coach's buttons in the
// table's header area info: show the last step again, and stop. It
// reports whether it drew them (the header's title then goes in rest).
func (s *Shell) drawCoachHeader(f *ui.Frame, info layout.Rect) (rest layout.Rect, drew bool) {
	c := s.play.coach
	if c == nil || c.showing() != nil || s.play.m.Outcome().Over {
		return info, false
	}
	m := f.M
	bw := min(m.Button*3.2, info.W*0.3)
	end, rest := info.CutRight(bw)
	_, rest = rest.CutRight(m.Gap / 2)
	f.Button(ui.Btn{ID: "coach.end", Label: "Stop coaching", Short: "Stop", Rect: end, Enabled: true})
	if c.last() >= 0 {
		var again layout.Rect
		again, rest = rest.CutRight(bw)
		_, rest = rest.CutRight(m.Gap / 2)
		f.Button(ui.Btn{ID: "coach.replay", Label: "Show the last step again", Short: "Again", Rect: again, Enabled: true})
	}
	return rest, true
}
