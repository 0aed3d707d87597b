package multiverse

import (
	"strings"

	"overdeck/engine"
	"overdeck/game/multiverse"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// phaseLine says where the player's turn stands.
func phaseLine(v *engine.SeatView, st *multiverse.View) string {
	if v.Outcome.Over {
		return v.Outcome.Summary
	}
	switch st.Phase {
	case multiverse.PhaseCombat:
		return "Turn " + itoa(int(st.Turn)) + ": your attack. Add Instants, then fight."
	case multiverse.PhaseDiscard:
		return "Turn " + itoa(int(st.Turn)) + ": end of turn. Discard down to " + itoa(multiverse.HandLimit) + " cards."
	}
	slow, attack := "Slow card: available", "attack: available"
	if st.SlowUsed {
		slow = "Slow card: used"
	}
	switch {
	case st.Attacked:
		attack = "attack: made"
	case st.Drew:
		attack = "drew instead of attacking"
	}
	return "Turn " + itoa(int(st.Turn)) + ". " + slow + "; " + attack + "."
}

// drawPanel draws the player's decisions in r: where the turn stands, the
// hint, the combat's totals, the selected card's actions and the others
// (Champion, draw, end the turn, fight).
func (t *Table) drawPanel(f *ui.Frame, r layout.Rect, v *engine.SeatView, st *multiverse.View) {
	m := f.M
	sz := ui.SizesOf(m)
	bh := max(layout.MinTouch, m.Button*0.8)
	line := phaseLine(v, st)
	textH := min(r.H*0.3, float64(len(ui.Wrap(line, sz.Body, r.W, true)))*sz.Body*1.35)
	head, rest := r.CutTop(textH)
	f.Paragraph(head, line, sz.Body, ui.Ink)
	if t.hint != "" {
		if a, ok := engine.FindKey(v.Legal, t.hint); ok {
			var h layout.Rect
			h, rest = rest.CutTop(sz.Body * 1.4)
			f.Text(h, "Hint: "+a.String(), sz.Body, ui.Accent, ui.Left, true)
		}
	}
	if st.Fight.On {
		var box layout.Rect
		box, rest = rest.CutTop(min(rest.H*0.3, sz.Head*3.2))
		t.drawFight(f, box, st)
	}
	var acts []engine.Action
	title := ""
	if t.sel >= 0 && t.sel < len(st.Hand) {
		c := st.Hand[t.sel]
		acts = cardActions(v, c)
		title = cardName(int(c))
		if len(acts) == 0 {
			title += ": " + whyNot(st, c)
		}
	} else if hasCardActions(v, st) {
		title = "Tap a lit card in your hand to play it."
	}
	acts = append(acts, otherActions(v)...)
	if title != "" {
		var h layout.Rect
		h, rest = rest.CutTop(sz.Body * 1.5)
		f.Text(h, title, sz.Body, ui.InkDim, ui.Left, true)
	}
	if t.sel >= 0 {
		var z layout.Rect
		z, rest = rest.CutTop(bh)
		_, rest = rest.CutTop(m.Gap / 2)
		f.Button(ui.Btn{ID: "table.zoom", Label: "Read the whole card: " + cardName(int(st.Hand[t.sel])), Text: "Read the card", Rect: z, Enabled: true})
	}
	drawActions(f, rest, acts, bh, t.hint)
}

// hasCardActions reports whether any hand card can be played now.
func hasCardActions(v *engine.SeatView, st *multiverse.View) bool {
	for _, c := range st.Hand {
		if len(cardActions(v, c)) > 0 {
			return true
		}
	}
	return false
}

// drawActions draws a button per action in r, in two columns when one is
// not enough; the hinted one is marked.
func drawActions(f *ui.Frame, r layout.Rect, acts []engine.Action, bh float64, hint string) {
	m := f.M
	if len(acts) == 0 {
		return
	}
	cols := 1
	if float64(len(acts))*(bh+m.Gap/2) > r.H {
		cols = 2
	}
	per := (len(acts) + cols - 1) / cols
	h := min(bh, (r.H-float64(per-1)*m.Gap/2)/float64(per))
	h = max(h, layout.MinTouch*0.8)
	colR := r.Cols(cols, m.Gap/2)
	for i, a := range acts {
		c, row := i/per, i%per
		b := layout.Rect{X: colR[c].X, Y: r.Y + float64(row)*(h+m.Gap/2), W: colR[c].W, H: h}
		if b.Y+b.H > r.Y+r.H+0.5 {
			continue
		}
		label := a.String()
		if a.Key() == hint {
			label = "Hint: " + label
			f.Stroke(b.Inset(-3), ui.Accent, 3, 10)
		}
		f.Button(ui.Btn{ID: "table.act." + a.Key(), Label: capital(label), Text: capital(shortAction(a)), Rect: b, Enabled: true})
	}
}

// drawFight draws the totals of the player's attack now.
func (t *Table) drawFight(f *ui.Frame, r layout.Rect, st *multiverse.View) {
	sz := ui.SizesOf(f.M)
	word := "the defense would hold"
	if st.Fight.Wins {
		word = "the attack would succeed"
	}
	band, r := r.CutBottom(sz.Small * 1.5)
	f.Text(band, "Fought now, "+word+".", sz.Small, ui.Accent, ui.Center, true)
	cols := r.Cols(2, f.M.Gap)
	drawTotal(f, cols[0], "Your attack", int(st.Fight.Attack), true)
	drawTotal(f, cols[1], "Defense", int(st.Fight.Defense), true)
}

// capital starts s with a capital letter.
func capital(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

// shortAction is what an action's button says: its description up to the
// card's text ("play Tidecaller").
func shortAction(a engine.Action) string {
	s := a.String()
	for _, sep := range []string{" — ", " ("} {
		if i := strings.Index(s, sep); i > 0 {
			s = s[:i]
		}
	}
	return s
}
