package multiverse

import (
	"strconv"
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
		for _, a := range v.Legal {
			if a.Key()[0] == 'i' {
				return "Turn " + itoa(int(st.Turn)) + ": your attack. Add Instants, then fight."
			}
		}
		return "Turn " + itoa(int(st.Turn)) + ": your attack. Fight it out."
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
	textH := min(r.H*0.3, float64(len(ui.Wrap(line, sz.Body, r.W, false)))*sz.Body*1.4+1)
	head, rest := r.CutTop(textH)
	f.Paragraph(head, line, sz.Body, ui.Ink)
	if t.hint != "" {
		if a, ok := engine.FindKey(v.Legal, t.hint); ok {
			var h layout.Rect
			h, rest = rest.CutTop(sz.Body * 1.4)
			fitText(f, h, "Hint: "+a.String(), sz.Body, ui.Accent, ui.Left, true)
		}
	}
	if st.Fight.On {
		var box layout.Rect
		box, rest = rest.CutTop(min(rest.H*0.3, sz.Head*3.2))
		t.drawFight(f, box, st)
	}
	acts, title, why, zoom := t.panelActions(v, st)
	if title != "" {
		th := sz.Body * 1.6
		if zoom != "" {
			th = bh
		}
		var h layout.Rect
		h, rest = rest.CutTop(th)
		if zoom != "" {
			var z layout.Rect
			z, h = h.CutRight(min(h.W*0.38, m.Button*3.2))
			f.Button(ui.Btn{ID: zoom, Label: "Read the whole card: " + title, Text: "Read card", Rect: z, Enabled: true})
		}
		fitText(f, h, title, sz.Body, ui.Ink, ui.Left, true)
	}
	if why != "" {
		lines := min(3, len(ui.Wrap(why, sz.Small, rest.W, false)))
		var w layout.Rect
		w, rest = rest.CutTop(float64(lines) * sz.Small * 1.4)
		f.Paragraph(w, why, sz.Small, ui.InkDim)
	}
	_, rest = rest.CutTop(m.Gap / 2)
	bottom := drawActions(f, rest, acts, bh, t.hint, int(st.Cols))
	_, below := rest.CutTop(bottom - rest.Y + m.Gap)
	if t.sel >= 0 && t.sel < len(st.Hand) {
		// Room left: the selected card's whole text, as its zoom has it.
		c := int(st.Hand[t.sel])
		if text := cardText(c); below.H > sz.Body*6 {
			fitParagraph(f, below, text, sz.Body)
		}
		return
	}
	// Nothing selected: the room left says what just happened.
	log := make([]string, len(v.Log))
	for i, e := range v.Log {
		log[i] = e.Text
	}
	f.Recent(below, log, sz.Body)
}

// selChamp is Table.sel while the face-up Champion is selected to attack.
const selChamp = -2

// panelActions returns the actions the panel offers, most urgent first,
// the title above them (the selected card, or what to do), why the
// selected card cannot be played (or ""), and the id of the button that
// zooms the selected card ("" for none).
func (t *Table) panelActions(v *engine.SeatView, st *multiverse.View) (acts []engine.Action, title, why, zoom string) {
	switch {
	case st.Phase == multiverse.PhaseCombat:
		// Instants and the fight: few actions, all shown.
		t.sel = -1
		return v.Legal, "", "", ""
	case st.Phase == multiverse.PhaseDiscard && (t.sel < 0 || t.sel >= len(st.Hand)):
		return nil, "Tap a card in your hand to discard it.", "", ""
	case t.sel == selChamp && st.Champ >= 0:
		for _, a := range v.Legal {
			if k := a.Key(); k[0] == 'h' {
				acts = append(acts, a)
			}
		}
		title, zoom = multiverse.Champions[st.Champ].Name, "table.zoom"
	case t.sel >= 0 && t.sel < len(st.Hand):
		c := st.Hand[t.sel]
		acts = cardActions(v, c)
		title, zoom = cardName(int(c)), "table.zoom"
		if len(acts) == 0 {
			why = "Not playable now: " + whyNot(st, c) + "."
		}
	case hasCardActions(v, st):
		title = "Tap a lit card in your hand to play it."
	}
	if st.Phase == multiverse.PhaseDiscard {
		return acts, title, why, zoom
	}
	for _, a := range otherActions(v) {
		if t.sel == selChamp && a.Key()[0] == 'h' {
			continue // listed above
		}
		acts = append(acts, a)
	}
	return acts, title, why, zoom
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
// not enough, the hinted one marked, and returns the bottom of the last.
// rowCards is the number of cards in a Multiverse row (to name an
// attack's target).
func drawActions(f *ui.Frame, r layout.Rect, acts []engine.Action, bh float64, hint string, rowCards int) float64 {
	m := f.M
	bottom := r.Y
	if len(acts) == 0 {
		return bottom
	}
	h := max(layout.MinTouch, min(bh, r.H))
	fit := max(1, int((r.H+m.Gap/2)/(h+m.Gap/2)))
	cols := 1
	if len(acts) > fit {
		cols = 2
	}
	if len(acts) > fit*cols {
		// Not room for all: attacks go, as the lit Multiverse cards make
		// them too, and a line says so.
		var keep []engine.Action
		for _, a := range acts {
			if k := a.Key(); k[0] != 'a' && k[0] != 'h' {
				keep = append(keep, a)
			}
		}
		if len(keep) < len(acts) {
			var note layout.Rect
			note, r = r.CutTop(ui.SizesOf(m).Small * 1.5)
			fitText(f, note, "Attack: tap a lit card of the nearest row.", ui.SizesOf(m).Small, ui.Accent, ui.Left, true)
			fit = max(1, int((r.H+m.Gap/2)/(h+m.Gap/2)))
			acts = keep
		}
	}
	per := max(fit, (len(acts)+cols-1)/cols)
	if cols == 1 {
		per = len(acts)
	}
	colR := r.Cols(cols, m.Gap/2)
	for i, a := range acts {
		c, row := i/per, i%per
		b := layout.Rect{X: colR[c].X, Y: r.Y + float64(row)*(h+m.Gap/2), W: colR[c].W, H: h}
		if c >= cols || b.Y+b.H > r.Y+r.H+0.5 {
			continue // no room left; the test of every size checks End is always there
		}
		label := a.String()
		if a.Key() == hint {
			label = "Hint: " + label
			f.Stroke(b.Inset(-3), ui.Accent, 3, 10)
		}
		bottom = max(bottom, b.Y+b.H)
		f.Button(ui.Btn{ID: "table.act." + a.Key(), Label: capital(label), Text: buttonText(a, b.W-2*min(b.H*0.2, 12), rowCards), Rect: b, Enabled: true})
	}
	return bottom
}

// drawFight draws the totals of the player's attack now.
func (t *Table) drawFight(f *ui.Frame, r layout.Rect, st *multiverse.View) {
	sz := ui.SizesOf(f.M)
	word := "the defense would hold"
	if st.Fight.Wins {
		word = "the attack would succeed"
	}
	band, r := r.CutBottom(sz.Small * 1.5)
	fitText(f, band, "Fought now, "+word+".", sz.Small, ui.Accent, ui.Center, true)
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

// buttonText is what the button of action a says in a button w wide: its
// description up to the card's text, or, when that does not fit, a
// shorter word for it ("End the turn", "End"). cols is the number of cards
// in a Multiverse row, to name an attack's target.
func buttonText(a engine.Action, w float64, cols int) string {
	k := a.Key()
	cands := []string{capital(shortAction(a))}
	num, spot, _ := strings.Cut(k[1:], ".")
	n, _ := strconv.Atoi(num)
	target := func(s string) string {
		i, _ := strconv.Atoi(s)
		return colWord(i%max(cols, 1), max(cols, 1))
	}
	switch k[0] {
	case 's':
		cands = append(cands, "Play "+cardName(n), "Play it")
	case 'a':
		cands = append(cands, "Attack "+target(spot)+" with "+cardName(n), "Attack "+target(spot))
	case 'h':
		cands = append(cands, "Champion attacks "+target(num), "Attack "+target(num))
	case 'i':
		cands = append(cands, "Add "+cardName(n), "Add it")
	case 'x':
		cands = append(cands, "Discard "+cardName(n), "Discard")
	case 'c':
		cands = append(cands, "Flip Champion", "Flip")
	case 'd':
		cands = append(cands, "Draw instead", "Draw")
	case 'e':
		cands = append(cands, "End the turn", "End")
	case 'f':
		cands = append(cands, "Fight")
	}
	for _, c := range cands {
		if ui.Measure(c, ui.MinText, true) <= w {
			return c
		}
	}
	return cands[len(cands)-1]
}
