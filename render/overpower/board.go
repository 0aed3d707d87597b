package overpower

import (
	"slices"
	"strings"

	"overdeck/engine"
	"overdeck/game/overpower"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// phaseNames name the phases (State.Phase) as the banner says them.
var phaseNames = [...]string{"Draw Phase", "Event Phase", "Discard Phase", "Placing Phase", "Venture Phase", "Battle Phase",
	"Post-concession Phase", "End of Battle", "Game over"}

// seatName is "Player 1" or "Player 2".
func seatName(s int) string { return engine.Seat(s).String() }

// drawStatus draws the phase banner: the battle, the phase, the live
// totals (Venture Totals; in Skirmish the totals for the objective at
// stake; none in Brawl, which has no objectives) and whose decision it
// is, naming the seats as u does.
func drawStatus(f *ui.Frame, r layout.Rect, v *engine.SeatView, st *overpower.View, u *seatUI) {
	sz := ui.SizesOf(f.M)
	f.Fill(r, ui.FeltEdge, 6)
	in := r.Inset(4)
	in.Y, in.H = r.Y, r.H
	ph := phaseNames[min(int(st.Phase), len(phaseNames)-1)]
	who := midLine(u.name(engine.Seat(st.ToMove))) + " to decide"
	switch {
	case v.Outcome.Over:
		who = u.line(v.Outcome.Summary)
	case len(v.Legal) > 0:
		who = "Your decision"
	}
	ven, short := ventureTotals(v, st, u)
	b := "Battle " + itoa(int(st.Battle))
	if ven == "" {
		firstFit(f, in, sz.Body, ui.Accent, ui.Left, true, b+" · "+ph+" · "+who, b+" · "+ph, ph)
		return
	}
	firstFit(f, in, sz.Body, ui.Accent, ui.Left, true,
		b+" · "+ph+" · "+ven+" · "+who,
		b+" · "+ph+" · "+ven,
		ph+" · "+ven, ven, ph+" · "+short, short, ph)
}

// midLine is a seat's name inside a line: "the computer", "You", "Ann".
func midLine(name string) string {
	if strings.HasPrefix(name, "The ") {
		return "the " + name[4:]
	}
	return name
}

// ventureTotals says the live totals naming each side's ("Venture
// Totals: You 1 · the computer 0"; in Skirmish, where the higher total
// claims the shared objective at stake, "Totals for the objective at
// stake: …"), and a shorter form that still names them ("Totals: You 1
// · the computer 0"); both "" in Brawl, which counts no total.
func ventureTotals(v *engine.SeatView, st *overpower.View, u *seatUI) (string, string) {
	mine, theirs := me(v), 1-me(v)
	me := u.name(engine.Seat(mine))
	if v.Seat == engine.Seat(mine) {
		me = "You"
	}
	sides := midLine(me) + " " + itoa(int(st.Venture[mine])) + " · " + midLine(u.name(engine.Seat(theirs))) + " " + itoa(int(st.Venture[theirs]))
	switch st.Mode {
	case overpower.ModeBrawl:
		return "", ""
	case overpower.ModeSkirmish:
		return "Totals for the objective at stake: " + sides, "Totals: " + sides
	}
	return "Venture Totals: " + sides, "Totals: " + sides
}

// drawBoard draws the other team above, the exchange and the Astral
// Plane between, the seat's team and its hand below; each team's side
// line beside it when sides (else the table drew them by icons above).
func drawBoard(f *ui.Frame, r layout.Rect, v *engine.SeatView, st *overpower.View, u *seatUI, sides bool) {
	m := f.M
	sz := ui.SizesOf(m)
	mine, theirs := me(v), 1-me(v)
	lineH := sz.Small * 1.5
	if !sides {
		lineH = 0
	}
	handH := max(layout.MinTouch, min(r.H*0.2, m.Button*1.6))
	if m.Wide {
		handH = max(layout.MinTouch, min(r.H*0.28, m.Button*4))
	}
	if n := len(handCards(st, mine)); float64(n)*(52+m.Gap/2) > r.W {
		handH = max(handH, 2*layout.MinTouch+m.Gap/2)
	}
	midH := max(sz.Small*1.4*3+8, r.H*0.14)
	if m.Wide {
		midH = max(midH, r.H*0.16) // room for the exchange's cards beside its words
	}
	midH = max(midH, middleNeeds(st, r.W, sz.Small))
	tileH := (r.H - 2*lineH - handH - midH - 5*m.Gap/2) / 2
	_, r = r.CutTop(m.Gap / 2)
	info, r := r.CutTop(lineH)
	if sides {
		drawSideLine(f, info, st, theirs, sideWho(v, theirs, u.name))
		hot(f, "table.side."+itoa(theirs), sideForms(st, theirs, sideWho(v, theirs, u.name))[0], info, false)
	}
	tiles, r := r.CutTop(tileH)
	drawTeam(f, tiles, v, st, u, theirs)
	_, r = r.CutTop(m.Gap / 2)
	mid, r := r.CutTop(midH)
	drawMiddle(f, mid, st, u)
	_, r = r.CutTop(m.Gap / 2)
	tiles, r = r.CutTop(tileH)
	drawTeam(f, tiles, v, st, u, mine)
	info, r = r.CutTop(lineH)
	if sides {
		drawSideLine(f, info, st, mine, sideWho(v, mine, u.name))
		hot(f, "table.side."+itoa(mine), sideForms(st, mine, sideWho(v, mine, u.name))[0], info, false)
	}
	_, r = r.CutTop(m.Gap / 2)
	drawHand(f, r, v, st, u)
}

// drawMiddle draws the exchange in progress (its cards, when the strip
// has room for them beside the words) and the Astral Plane.
func drawMiddle(f *ui.Frame, r layout.Rect, st *overpower.View, u *seatUI) {
	sz := ui.SizesOf(f.M)
	f.Fill(r, ui.Shade(ui.Felt, -0.25), 8)
	in := r.Inset(4)
	text := exchangeText(st)
	var astral []string
	for _, l := range st.InPlay {
		if l.On == -1 {
			astral = append(astral, cardName(st, l.Inst))
		}
	}
	full := planeText(text, astral, len(astral))
	hot(f, "table.plane", full, r, false)
	var spots []layout.Rect
	words := in
	if w, n := in.H/1.4, len(exchangeCards(st)); n > 0 && w >= 44 && in.W-float64(n)*(w+f.M.Gap/2) >= 400 {
		// The card played on the right, what it combines with left of it.
		for range n {
			var spot layout.Rect
			spot, words = words.CutRight(w)
			_, words = words.CutRight(f.M.Gap / 2)
			spots = append(spots, spot)
		}
	}
	size := sz.Small * max(1, min(1.3, in.H/(sz.Small*6)))
	// As many of the Astral Plane's cards as fit, the rest counted.
	// Failing that, the exchange in short, on the same paragraph.
	text = full
	for _, short := range []bool{false, true} {
		for n := len(astral); n >= 0 && !paragraphFits(words.Inset(2), text, size); n-- {
			text = planeText(exchangeWords(st, short), astral, n)
			if short {
				text = strings.Replace(text, "\n", " ", 1)
			}
		}
	}
	paragraph(f, words.Inset(2), text, size, ui.Ink)
	travelIn(f, st, in, u, spots)
}

// middleNeeds is the height the middle strip needs, r wide, for its
// shortest text (the exchange in short, the Astral Plane's cards
// counted) at the smallest size the strip draws, up to four lines.
func middleNeeds(st *overpower.View, w, small float64) float64 {
	n := 0
	for _, l := range st.InPlay {
		if l.On == -1 {
			n++
		}
	}
	text := strings.Replace(planeText(shortExchange(st), make([]string, n), 0), "\n", " ", 1)
	floor := min(small, ui.MinText+1)
	lines := min(4, len(ui.Wrap(text, floor, w-12, false)))
	return float64(lines)*floor*1.35 + 13
}

// planeText is the middle strip's text: the exchange, then the first n
// of the Astral Plane's cards and how many more there are.
func planeText(exchange string, astral []string, n int) string {
	plane := ""
	switch {
	case len(astral) > 0 && n < len(astral):
		plane = "Astral Plane: " + joinAnd(append(astral[:n:n], moreLine(len(astral)-n)))
	case len(astral) > 0:
		plane = "Astral Plane: " + joinAnd(astral)
	case exchange == "":
		plane = "The Astral Plane is empty."
	}
	if exchange != "" && plane != "" {
		return exchange + "\n" + plane
	}
	return exchange + plane
}

// paragraphFits reports whether paragraph draws all of s in r at size
// (as small as it goes).
func paragraphFits(r layout.Rect, s string, size float64) bool {
	floor := min(size, ui.MinText+1)
	return float64(len(ui.Wrap(s, floor, r.W, false)))*floor*1.35 <= r.H+0.5
}

// exchangeText says the exchange in progress: the card, the declared
// type, its value, the target and whose window is open.
func exchangeText(st *overpower.View) string { return exchangeWords(st, false) }

// shortExchange is exchangeText for a narrow strip: the cards by their
// names alone, no "Exchange: ", no type a Power card declares as its
// own, the window in a word.
func shortExchange(st *overpower.View) string { return exchangeWords(st, true) }

// exchangeWords words the exchange in progress, long or short.
func exchangeWords(st *overpower.View, short bool) string {
	ex := &st.Ex
	if st.Phase != overpower.PhaseBattle && st.Phase != overpower.PhasePost || ex.Card == 0 {
		return ""
	}
	name := func(i uint16) string {
		if c, ok := cardOf(st, i); ok && short {
			return c.Name
		}
		return cardName(st, i)
	}
	s := "Exchange: " + name(ex.Card)
	if short {
		s = name(ex.Card)
	}
	if ex.With != 0 {
		s += " with " + name(ex.With)
	}
	if ex.By >= 0 && ex.By < 8 {
		s += " by " + charName(st, int(ex.By))
	}
	own := false
	if c, ok := cardOf(st, ex.Card); ok && short && ex.With == 0 && c.Kind == overpower.KindPower && c.Type == ex.Type {
		own = true
	}
	if ex.Type >= 0 && int(ex.Type) < len(overpower.TypeNames) && !own {
		s += " as " + overpower.TypeNames[ex.Type]
	}
	switch {
	case ex.Tgt >= 0 && ex.Tgt < 16 && short:
		s += " at " + targetName(st, int(ex.Tgt)) + ": value " + itoa(int(ex.Val)) + ", damage " + itoa(int(ex.Dmg))
	case ex.Tgt >= 0 && ex.Tgt < 16:
		s += " at " + targetName(st, int(ex.Tgt)) + ", value " + itoa(int(ex.Val)) + ", damage " + itoa(int(ex.Dmg))
	default:
		s += " (a Utility)"
	}
	long := [...]string{overpower.StepNegate: ". Negate window.", overpower.StepDefend: ". Defence window.",
		overpower.StepFollow: ". A Teamwork follow-up is due.", overpower.StepAlly: ". The Ally's Special is due.",
		overpower.StepMore: ". An additional attack may follow.", overpower.StepChoose: ""}
	brief := [...]string{overpower.StepNegate: ". Negate?", overpower.StepDefend: ". Defend?",
		overpower.StepFollow: ". Follow-up due.", overpower.StepAlly: ". Ally's Special due.",
		overpower.StepMore: ". More may follow.", overpower.StepChoose: ""}
	switch {
	case ex.Step == overpower.StepCounter && short:
		s += ", negated by " + name(ex.Neg) + ". Negate it?"
	case ex.Step == overpower.StepCounter:
		s += ", negated by " + cardName(st, ex.Neg) + ". The attacker may negate the negate."
	case int(ex.Step) < len(long) && short:
		s += brief[ex.Step]
	case int(ex.Step) < len(long):
		s += long[ex.Step]
	}
	return s
}

// joinAnd joins names with commas.
func joinAnd(s []string) string {
	out := ""
	for i, x := range s {
		if i > 0 {
			out += ", "
		}
		out += x
	}
	return out
}

// drawTeam draws seat s's four characters, Front Line then Reserve.
func drawTeam(f *ui.Frame, r layout.Rect, v *engine.SeatView, st *overpower.View, u *seatUI, s int) {
	order := make([]int, 0, 4)
	for pos := int8(0); pos < 4; pos++ {
		for k := 4 * s; k < 4*s+4; k++ {
			if st.Chars[k].Pos == pos && !slices.Contains(order, k) {
				order = append(order, k)
			}
		}
	}
	for k := 4 * s; k < 4*s+4; k++ {
		if !slices.Contains(order, k) {
			order = append(order, k)
		}
	}
	var pick []int
	ms := moves(v)
	if k, vals := u.sel.stage(ms); u.sel.card != 0 && (k == stBy || k == stTgt) {
		pick = vals
	}
	for i, c := range r.Cols(4, f.M.Gap/2) {
		drawTile(f, c, st, order[i], slices.Contains(pick, order[i]), u)
	}
}
