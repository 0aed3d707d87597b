package multiverse

import (
	"strconv"
	"strings"

	"overdeck/engine"
	"overdeck/game/multiverse"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// traceOf returns the steps of the Multiverse's last turn and an id that
// names it ("" when it has not played yet).
func traceOf(st *multiverse.View) ([]multiverse.Step, string) {
	if len(st.Trace) == 0 {
		return nil, ""
	}
	return st.Trace, "turn " + itoa(int(st.TraceTurn))
}

// stepOf is the step of the Multiverse's turn id (of n steps) the player
// is at: where they stepped to, else the first.
func (t *Table) stepOf(id string, n int) int {
	if t.shown == id {
		return min(t.step, n-1)
	}
	return 0
}

// next moves one step on through turn id (of n steps); past the last, the
// turn has been seen.
func (t *Table) next(id string, n int) {
	k := t.stepOf(id, n)
	t.stepPage = ui.Pager{}
	if k >= n-1 {
		t.seen = id
		return
	}
	t.shown, t.step = id, k+1
}

// boardAt returns a copy of st whose public board is the one after step
// s: the Multiverse's rows, the player's defense cards, the deck and the
// discard pile (the pile as it was then: what has been discarded since
// lies on top of it).
func boardAt(st *multiverse.View, s *multiverse.Step) *multiverse.View {
	c := *st
	if len(s.Rows) == len(st.Rows) {
		c.Rows = s.Rows
	}
	c.Mine = s.Defs
	c.DeckN = s.DeckN
	if n := int(s.DiscardN); n >= 0 && n <= len(st.Discard) {
		c.Discard = st.Discard[:n]
	}
	return &c
}

// stepLine is the text of step s as the panel lists it: its kind, then
// what happened.
func stepLine(s *multiverse.Step) string {
	return multiverse.StepName(s.Kind) + ": " + strings.ReplaceAll(s.Text, "..", ".")
}

// drawTurn draws the panel of the Multiverse's turn: the step now (a die
// for the roll, the totals of an attack), the steps so far, Skip and Next.
func (t *Table) drawTurn(f *ui.Frame, r layout.Rect, steps []multiverse.Step, id string) {
	m := f.M
	sz := ui.SizesOf(m)
	k := t.stepOf(id, len(steps))
	s := &steps[k]
	head, rest := r.CutTop(sz.Head * 1.6)
	fitText(f, head, "The Multiverse's turn", sz.Head, ui.Accent, ui.Left, true)
	btns, rest := rest.CutBottom(max(layout.MinTouch, m.Button*0.85))
	_, rest = rest.CutBottom(m.Gap / 2)
	cols := btns.Cols(2, m.Gap)
	f.Button(ui.Btn{ID: "table.step.skip", Label: "Skip to the end of the Multiverse's turn", Text: "Skip", Rect: cols[0], Enabled: true})
	label, text := "Next step ("+itoa(k+1)+" of "+itoa(len(steps))+")", "Next ("+itoa(k+1)+"/"+itoa(len(steps))+")"
	if k == len(steps)-1 {
		label, text = "Done: back to your turn", "Done"
	}
	f.Button(ui.Btn{ID: "table.step.next", Label: label, Text: text, Rect: cols[1], Enabled: true})
	showH := min(rest.H*0.4, max(sz.Head*3.2, 64))
	show, rest := rest.CutTop(showH)
	drawStep(f, show, s)
	_, rest = rest.CutTop(m.Gap / 2)
	lines := make([]string, 0, k+1)
	for i := 0; i <= k; i++ {
		lines = append(lines, stepLine(&steps[i]))
	}
	drawWhole(f, rest, "", lines, sz.Body, &t.stepPage)
}

// drawWhole draws lines in r, the newest last and lit, the older ones
// dimmed above it, under heading (when not ""): each line whole, never
// begun mid-sentence. The older lines that do not fit whole are left out;
// when the newest does not fit alone, it is drawn smaller, or a page at a
// time by pg (buttons "table.step.page.prev" and ".next").
func drawWhole(f *ui.Frame, r layout.Rect, heading string, lines []string, size float64, pg *ui.Pager) {
	if len(lines) == 0 {
		return
	}
	lh := size * 1.35
	last := ui.Wrap(lines[len(lines)-1], size, r.W, false)
	if float64(len(last))*lh > r.H+0.5 {
		pg.Draw(f, r, lines[len(lines)-1], size, ui.Ink, "table.step.page")
		return
	}
	used, first := len(last), len(lines)-1
	for first > 0 {
		n := len(ui.Wrap(lines[first-1], size, r.W, false))
		if float64(used+n)*lh > r.H+0.5 {
			break
		}
		used, first = used+n, first-1
	}
	y := r.Y
	if heading != "" && float64(used+1)*lh <= r.H+0.5 {
		f.Text(layout.Rect{X: r.X, Y: y, W: r.W, H: lh}, heading, size, ui.InkDim, ui.Left, false)
		y += lh
	}
	for i := first; i < len(lines); i++ {
		ink, bold := ui.InkDim, false
		if i == len(lines)-1 {
			ink, bold = ui.Ink, true
		}
		for _, row := range ui.Wrap(lines[i], size, r.W, false) {
			f.Text(layout.Rect{X: r.X, Y: y, W: r.W, H: lh}, row, size, ink, ui.Left, bold)
			y += lh
		}
	}
}

// drawWatched draws the panel while the computer plays: where the turn
// stands and the Multiverse's last turn, every step of it.
func (t *Table) drawWatched(f *ui.Frame, r layout.Rect, v *engine.SeatView, st *multiverse.View, steps []multiverse.Step) {
	sz := ui.SizesOf(f.M)
	head, rest := r.CutTop(sz.Body * 2.8)
	f.Paragraph(head, "The computer is playing. "+phaseLine(v, st), sz.Body, ui.Ink)
	if len(steps) == 0 {
		// Nothing of the Multiverse's to show yet: the room below says
		// what the computer has just done.
		var top layout.Rect
		top, rest = rest.CutTop(sz.Body * 1.35 * 1.5)
		fitText(f, top, "The Multiverse has not played yet.", sz.Body, ui.InkDim, ui.Left, false)
		log := make([]string, len(v.Log))
		for i, e := range v.Log {
			log[i] = e.Text
		}
		f.Recent(rest, log, sz.Body)
		return
	}
	lines := make([]string, len(steps))
	for i := range steps {
		lines[i] = stepLine(&steps[i])
	}
	drawWhole(f, rest, "The Multiverse's last turn:", lines, sz.Body, &t.stepPage)
}

// drawStep draws what step s shows big: the d6 of a roll, the two totals
// of an attack, or the step's kind.
func drawStep(f *ui.Frame, r layout.Rect, s *multiverse.Step) {
	sz := ui.SizesOf(f.M)
	switch s.Kind {
	case multiverse.StepRoll:
		side := min(r.H, r.W*0.3)
		die, note := r.CutLeft(side + f.M.Gap)
		f.Die(die.Center(side, side), int(s.Die), ui.CardFace, 1)
		fitText(f, note, "d6: "+itoa(int(s.Die))+" → your "+dieTarget(int(s.Die))+" defense card", sz.Head, ui.Ink, ui.Left, true)
	case multiverse.StepAttack, multiverse.StepDefense, multiverse.StepResult:
		if s.Kind == multiverse.StepResult {
			word := "The defense holds"
			if s.Success {
				word = "The attack succeeds"
			}
			var band layout.Rect
			band, r = r.CutBottom(sz.Body * 1.5)
			fitText(f, band, word, sz.Body, ui.Accent, ui.Center, true)
		}
		cols := r.Cols(2, f.M.Gap)
		drawTotal(f, cols[0], "Attack", int(s.Attack), true)
		drawTotal(f, cols[1], "Defense", int(s.Defense), s.Kind != multiverse.StepAttack)
	default:
		fitText(f, r, multiverse.StepName(s.Kind), sz.Head*1.4, ui.Ink, ui.Center, true)
	}
}

// dieTarget names the defense card a d6 roll picks.
func dieTarget(d int) string {
	switch {
	case d <= 2:
		return "left"
	case d <= 4:
		return "centre"
	}
	return "right"
}

// drawTotal draws one side's total of an attack, lit when it is known.
func drawTotal(f *ui.Frame, r layout.Rect, what string, n int, lit bool) {
	sz := ui.SizesOf(f.M)
	fill, ink := ui.Panel, ui.InkDim
	if lit {
		fill, ink = ui.CardFace, ui.CardInk
	}
	f.Fill(r, fill, 8)
	top, low := r.CutTop(sz.Small * 1.6)
	fitText(f, top, what, sz.Small, ink, ui.Center, true)
	if lit {
		fitText(f, low, itoa(n), min(low.H*0.8, sz.Head*2), ink, ui.Center, true)
	}
}

// Keep implements kit.Keeper: how far the player has stepped through the
// Multiverse's turn, "<seen>|<shown>|<step>", so a reload resumes it there.
func (t *Table) Keep() string { return t.seen + "|" + t.shown + "|" + itoa(t.step) }

// Restore implements kit.Keeper: it goes back to a place Keep returned.
// The place belongs to a turn by its id; a place of another turn is
// harmless (the turn shown now starts at its first step).
func (t *Table) Restore(text string) {
	f := strings.Split(text, "|")
	if len(f) != 3 {
		return
	}
	n, err := strconv.Atoi(f[2])
	if err != nil || n < 0 {
		return
	}
	t.seen, t.shown, t.step = f[0], f[1], n
}
