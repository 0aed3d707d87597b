package overpower

import (
	"slices"
	"strings"

	"overdeck/engine"
	"overdeck/game/overpower"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// choice is one button of the decision panel.
type choice struct {
	id, label string
	texts     []string
}

// prompt says what the seat decides now.
func prompt(v *engine.SeatView, st *overpower.View, u *seatUI) string {
	if v.Outcome.Over {
		return u.line(v.Outcome.Summary)
	}
	if len(v.Legal) == 0 {
		return engine.Does(u.name(engine.Seat(st.ToMove)), "are deciding.", "is deciding.")
	}
	if u.sel.card != 0 {
		s := "Playing " + cardName(st, u.sel.card) + ". "
		if k, _ := u.sel.stage(moves(v)); k >= 0 {
			return s + stageQuestion[k]
		}
		return s + "Confirm, or cancel."
	}
	switch st.Phase {
	case overpower.PhaseEvent:
		return "Choose the Event to play face down."
	case overpower.PhaseDiscard:
		return "Choose which of your duplicates to keep."
	case overpower.PhasePlace:
		if !offers(v, overpower.OpPass) {
			return "Place one card on a character (or the homebase)."
		}
		return "Place one card on a character (or the homebase), or pass to stop placing this battle."
	case overpower.PhaseVenture:
		switch st.Sub {
		case overpower.SubLook:
			if pk := st.P[me(v)].Peek; pk != 0 {
				return "Merlin looks at the top card of your Draw Pile: " + cardName(st, pk) + ". Put it on the bottom, or leave it?"
			}
			return "Merlin looks at the top card of your Draw Pile."
		}
		if !offers(v, overpower.OpVenR, overpower.OpVenC, overpower.OpVenDone) {
			if st.Mode != overpower.ModeVenture {
				return "Fight the battle, or concede it."
			}
			return "Fight the battle, or concede it (you lose what you ventured)."
		}
		n := 0
		for _, x := range st.P[me(v)].Vent {
			if x {
				n++
			}
		}
		if !offers(v, overpower.OpVenR, overpower.OpVenC) {
			return "Every objective you may wager is ventured (" + itoa(n) + "): make the wager."
		}
		return "Venture objectives: one at least, two free; each more gives the other player a card. Ventured so far: " + itoa(n) + "."
	case overpower.PhasePost:
		return orPass(v, "After the concession: one offensive action that may follow it", "")
	case overpower.PhaseEnd:
		return "You won the venture: lift your Defeated objectives."
	}
	switch st.Ex.Step {
	case overpower.StepNegate:
		return "Negate the card in the Astral Plane, or let it take effect."
	case overpower.StepCounter:
		return "Your card was negated: negate that negate, or let it stand."
	case overpower.StepDefend:
		return "You are attacked: block, avoid, make the target invalid, or take the hit."
	case overpower.StepFollow:
		return orPass(v, "Make the Teamwork follow-up attack", " it up")
	case overpower.StepAlly:
		return orPass(v, "Play the Special card the Ally calls for", "")
	case overpower.StepMore:
		return orPass(v, "Make the additional attack", " it up")
	case overpower.StepChoose:
		return orPass(v, "Make the card's choice", "")
	}
	return offensiveTip(v)
}

// offensiveTip says what the offensive turn offers, naming only the
// moves the seat has now: a card to play, pass, concede.
func offensiveTip(v *engine.SeatView) string {
	var can []string
	if slices.ContainsFunc(moves(v), func(m overpower.Move) bool { return cardOp(m.Op) }) {
		can = append(can, "tap a lit card to play it")
	}
	if offers(v, overpower.OpPass) {
		can = append(can, "pass")
	}
	if offers(v, overpower.OpConcede) {
		can = append(can, "concede")
	}
	switch len(can) {
	case 0:
		return "Your offensive turn."
	case 1:
		return "Your offensive turn: " + can[0] + "."
	}
	return "Your offensive turn: " + strings.Join(can[:len(can)-1], ", ") + ", or " + can[len(can)-1] + "."
}

// orPass ends the tip s with ", or pass" (and what) when passing is a
// legal move now, else with a full stop.
func orPass(v *engine.SeatView, s, what string) string {
	if offers(v, overpower.OpPass) {
		return s + ", or pass" + what + "."
	}
	return s + "."
}

// offers reports whether any of ops is a legal move of v's seat now.
func offers(v *engine.SeatView, ops ...uint8) bool {
	return slices.ContainsFunc(moves(v), func(m overpower.Move) bool { return slices.Contains(ops, m.Op) })
}

// choices are the decision panel's buttons for the seat now.
func choices(v *engine.SeatView, st *overpower.View, u *seatUI) []choice {
	ms := moves(v)
	var out []choice
	if u.sel.card != 0 {
		k, vals := u.sel.stage(ms)
		if k >= 0 {
			for _, x := range vals {
				l := stageLabel(st, k, x)
				out = append(out, choice{"table.stage." + itoa(x), l, []string{l}})
			}
		} else if left := u.sel.left(ms); len(left) == 1 {
			l := left[0].String()
			out = append(out, choice{"table.go", l, []string{l, "Confirm"}})
		} else {
			// Moves no stage tells apart (a Teamwork card that may be
			// either follow-up): one button each, worded as the move.
			for x, m := range left {
				l := m.String()
				out = append(out, choice{"table.go." + itoa(x), l, []string{l}})
			}
		}
		name := cardName(st, u.sel.card)
		out = append(out, choice{"table.zoom.card." + itoa(int(u.sel.card)), "Read " + name + " in full", []string{"Read the card", "Read"}},
			choice{"table.cancel", "Cancel playing " + name, []string{"Cancel"}})
		return out
	}
	hand := handCards(st, me(v))
	for _, i := range playable(ms) {
		if slices.Contains(hand, i) {
			continue
		}
		l := "Play " + cardName(st, i) + " (not in your hand)"
		verb := "Use "
		if ofCard(ms, i)[0].Op == overpower.OpKeep {
			l, verb = "Keep "+cardName(st, i), "Keep "
		}
		out = append(out, choice{"table.opt." + itoa(int(i)), l, []string{verb + cardName(st, i), verb + shortFaceOf(st, i)}})
	}
	for _, m := range general(ms) {
		l := m.String()
		out = append(out, choice{"table.move." + m.Key(), l, []string{l}})
	}
	return out
}

// shortFaceOf is instance i's short face.
func shortFaceOf(st *overpower.View, i uint16) string {
	c, ok := cardOf(st, i)
	if !ok {
		return "a hidden card"
	}
	return shortFace(c)
}

// drawPanel draws the decision panel: what to decide and its buttons, a
// page at a time when they do not all fit.
func drawPanel(f *ui.Frame, r layout.Rect, v *engine.SeatView, st *overpower.View, u *seatUI) {
	m := f.M
	sz := ui.SizesOf(m)
	f.Fill(r, ui.Panel, 10)
	in := r.Inset(m.Gap / 2)
	ph := min(in.H*0.3, sz.Body*1.35*3+2)
	if m.Wide {
		ph = min(in.H*0.3, sz.Body*1.35*4+2)
	}
	head, in := in.CutTop(ph)
	paragraph(f, head, prompt(v, st, u), sz.Body, ui.Ink)
	_, in = in.CutTop(m.Gap / 2)
	cs := choices(v, st, u)
	if len(cs) == 0 {
		f.Recent(in, seatLog(v, u), sz.Body) // nothing to decide: what just happened
		return
	}
	in = drawHandWarning(f, in, handWarning(v, st), st, u, len(v.Log))
	bh := max(layout.MinTouch, min(m.Button*0.9, 56))
	gap := m.Gap / 2
	cols := 1
	if !m.Wide && in.W > 300 && len(cs) > int((in.H+gap)/(bh+gap)) {
		cols = 2
	}
	rows := max(1, int((in.H+gap)/(bh+gap)))
	per := rows * cols
	if len(cs) > per {
		pages := (len(cs) + per - 2) / (per - 1)
		u.page %= pages
		from := u.page * (per - 1)
		shown := slices.Clone(cs[from:min(len(cs), from+per-1)])
		more := "More choices (" + itoa(u.page+1) + " of " + itoa(pages) + ")"
		cs = append(shown, choice{"table.more", more, []string{more, "More…"}})
	}
	cw := (in.W - gap*float64(cols-1)) / float64(cols)
	for k, c := range cs {
		x := in.X + float64(k%cols)*(cw+gap)
		y := in.Y + float64(k/cols)*(bh+gap)
		button(f, c.id, c.label, layout.Rect{X: x, Y: y, W: cw, H: bh}, true, c.texts...)
	}
	used := float64((len(cs)+cols-1)/cols) * (bh + gap)
	_, rest := in.CutTop(used + gap)
	recent := seatLog(v, u)
	if why := whyText(v, st); why != "" && u.sel.card == 0 && rest.H > sz.Small*3 {
		paragraph(f, f.WithRecent(rest, why, sz.Small, recent), why, sz.Small, ui.InkDim)
		return
	}
	f.Recent(rest, recent, sz.Body)
}

// whyText says why each card of the seat's hand that is not lit cannot be
// played now.
func whyText(v *engine.SeatView, st *overpower.View) string {
	if len(v.Legal) == 0 {
		return ""
	}
	play := playable(moves(v))
	var out []string
	for _, i := range st.P[me(v)].Hand {
		if !slices.Contains(play, i) {
			out = append(out, shortFaceOf(st, i)+": "+st.WhyNot(i))
		}
	}
	if len(out) == 0 {
		return ""
	}
	return "Not playable now. " + strings.Join(out, "\n")
}

// drawBar draws the bottom bar: the log, the keywords and the table info.
func drawBar(f *ui.Frame, r layout.Rect) {
	bs := []choice{
		{"table.log", "Game log", []string{"Log"}},
		{"table.help", "Keyword help: the game's terms", []string{"Keywords", "Terms"}},
		{"table.info", "The table: homebases, Astral Plane, objectives and discard piles", []string{"Table info", "Info"}},
	}
	w := min(r.W/float64(len(bs)), f.M.Button*3.2)
	row := layout.Rect{X: r.X + r.W - w*float64(len(bs)), Y: r.Y, W: w * float64(len(bs)), H: r.H}
	for i, c := range row.Cols(len(bs), f.M.Gap/2) {
		button(f, bs[i].id, bs[i].label, c, true, bs[i].texts...)
	}
}
