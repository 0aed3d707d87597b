package overrealm

import (
	"strings"

	"overdeck/engine"
	"overdeck/game/overrealm"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// The windows of the resolution order, as the reveal names them.
const (
	wReveal = iota
	wStandard
	wPreSwitch
	wSwitch
	wPreAttack
	wSpeed
	wPostAttack
	wEnd
	numWindows
)

var windowNames = [numWindows]string{"Reveal", "Standard", "Pre-Switch", "Switch", "Pre-Attack", "By speed", "Post Attack", "End"}

// step is one step of a reveal: the lines it shows, its window, and (from
// the rules' trace) the public board after it.
type step struct {
	window int
	lines  []string
	board  *overrealm.Step
}

// revealOf returns the steps of the last turn's resolution, read from the
// log v's seat may read, and an id that names that turn ("" when no turn
// has been revealed yet). The first step is both choices.
func revealOf(v *engine.SeatView, st *overrealm.View) ([]step, string) {
	if len(st.Trace) > 0 {
		return traceOf(st)
	}
	start := -1
	for i := len(v.Log) - 1; i >= 0; i-- {
		if strings.HasPrefix(v.Log[i].Text, "Player 1 reveals: ") {
			start = i
			break
		}
	}
	if start < 0 {
		return nil, ""
	}
	turn := int(st.Turn)
	if st.Phase == phSelect || st.Phase == phClear {
		turn-- // the next turn has begun
	}
	plan := planOf(st.Shown)
	steps := []step{{window: wReveal}}
	cur := wReveal
	for _, e := range v.Log[start:] {
		line := cleanLog(e.Text)
		if strings.Contains(e.Text, " reveals: ") && cur == wReveal {
			steps[0].lines = append(steps[0].lines, line)
			continue
		}
		cur = max(cur, windowOf(e.Text, cur, plan))
		steps = append(steps, step{window: cur, lines: []string{line}})
	}
	return steps, "turn " + itoa(turn)
}

// traceOf returns the steps of the last resolution from the rules' own
// trace: the window of each step as the rules resolved it, and the board
// after it. Log lines kept from before the trace existed (old saves) are
// read by revealOf's fallback instead.
func traceOf(st *overrealm.View) ([]step, string) {
	steps := []step{{window: wReveal}}
	for i := range st.Trace {
		t := &st.Trace[i]
		if int(t.Window) == wReveal && len(steps) == 1 {
			steps[0].lines = append(steps[0].lines, cleanLog(t.Text))
			steps[0].board = t
			continue
		}
		steps = append(steps, step{window: int(t.Window), lines: []string{cleanLog(t.Text)}, board: t})
	}
	return steps, "turn " + itoa(int(st.TraceTurn))
}

// boardAt returns a copy of st whose public board numbers are those after
// trace step b: HP, conditions, leech, cubes, maneuver cubes, hand and deck
// counts, and which monster is active (a later switch is undone by swapping
// the active monster back). Everything else stays as st has it.
func boardAt(st *overrealm.View, b *overrealm.Step) *overrealm.View {
	c := *st
	for i := range c.P {
		p := &c.P[i]
		for k := range p.Mons {
			p.Mons[k].HP, p.Mons[k].Cond, p.Mons[k].Leech = b.HP[i][k], b.Cond[i][k], b.Leech[i][k]
			p.Mons[k].KO = b.HP[i][k] <= 0
		}
		p.Cubes, p.Maneuver, p.HandN, p.DeckN = b.Cubes[i], b.Man[i], b.HandN[i], b.DeckN[i]
		for j := range p.Spot {
			if j > 0 && p.Spot[j] == b.Active[i] {
				p.Spot[0], p.Spot[j] = p.Spot[j], p.Spot[0]
			}
		}
	}
	return &c
}

// planOf reads the two revealed keys: which windows have something to do.
func planOf(shown [2]string) [numWindows]bool {
	var p [numWindows]bool
	p[wReveal], p[wEnd] = true, true
	for _, k := range shown {
		switch k {
		case "":
		case "draw", "ctr":
			p[wStandard] = true
		case "swl", "swr":
			p[wSwitch] = true
		default:
			c, err := overrealm.ParseChoice(k)
			if err != nil {
				continue
			}
			p[wSpeed] = true
			for _, b := range c.Buffs {
				bc, _ := overrealm.Card(b)
				switch bc.Timing {
				case overrealm.PreSwitch:
					p[wPreSwitch] = true
				case overrealm.PreAttack:
					p[wPreAttack] = true
				case overrealm.PostAttack:
					p[wPostAttack] = true
				}
			}
		}
	}
	return p
}

// windowOf guesses the window of a log line from its words; the window
// never goes back (see the report on a structured trace).
func windowOf(text string, cur int, plan [numWindows]bool) int {
	has := func(s ...string) bool {
		for _, x := range s {
			if strings.Contains(text, x) {
				return true
			}
		}
		return false
	}
	switch {
	case has("leeched", "Sudden death", "brings in", " wins", "A draw"):
		return wEnd
	case has(" uses ", "Speed tie", "does not happen", "paralyzed", "countered", " deals ", "flinches"):
		return wSpeed
	case has(" switches ", "cannot switch"):
		return wSwitch
	case has(" draws "):
		return wStandard
	case has(" flips ") && cur < wSwitch && plan[wPreSwitch]:
		return wPreSwitch
	case has(" flips ") && cur < wSpeed && plan[wPreAttack]:
		return wPreAttack
	}
	return max(cur, wStandard)
}

// stepOf is the step of reveal id (of n steps) the seat is at: where it
// stepped to, else the first step for a player (who steps through it) and
// the last for the spectator (who watches turn after turn).
func (u *seatUI) stepOf(id string, n int) int {
	switch {
	case u.shown == id:
		return min(u.step, n-1)
	case u.spectator:
		return n - 1
	}
	return 0
}

// drawReveal draws the reveal panel: both choices, the resolution order
// with the current window lit, the steps so far, Next and Skip.
func drawReveal(f *ui.Frame, r layout.Rect, st *overrealm.View, u *seatUI, steps []step, id string) {
	m := f.M
	sz := ui.SizesOf(m)
	k := u.stepOf(id, len(steps))
	head, rest := r.CutTop(sz.Head * 1.8)
	f.Text(head, "The reveal: "+strings.ToUpper(id[:1])+id[1:], sz.Head, ui.Accent, ui.Left, true)
	h := max(sz.Body*4.6, min(rest.H*0.2, 96))
	if rest.H > 420 { // a tall panel: room to show the actions' numbers
		h = max(h, min(rest.H*0.3, sz.Body*10))
	}
	chosen, rest := rest.CutTop(h)
	drawChoices(f, chosen, st, id, u.name)
	_, rest = rest.CutTop(m.Gap / 2)
	strip, rest := rest.CutTop(2*max(sz.Small*1.8, 22) + 3)
	plan := planOf(st.Shown)
	var cells []layout.Rect
	for _, row := range strip.Rows(2, 3) {
		cells = append(cells, row.Cols(numWindows/2, 3)...)
	}
	_, rest = rest.CutTop(m.Gap / 2)
	for i, c := range cells {
		fill, ink := ui.Panel, ui.InkDim
		if plan[i] {
			ink = ui.Ink
		}
		if i == steps[k].window {
			fill, ink = ui.Accent, ui.CardInk
		}
		f.Fill(c, fill, 6)
		f.Text(c.Inset(2), windowNames[i], sz.Small, ink, ui.Center, i == steps[k].window)
	}
	btns, rest := rest.CutBottom(max(layout.MinTouch, m.Button*0.85))
	_, rest = rest.CutTop(m.Gap / 2)
	cols := btns.Cols(2, m.Gap)
	f.Button(ui.Btn{ID: "table.step.skip", Label: "Skip to the end of the reveal", Text: "Skip", Rect: cols[0], Enabled: true})
	next := "Next step (" + itoa(k+1) + " of " + itoa(len(steps)) + ")"
	text := "Next (" + itoa(k+1) + "/" + itoa(len(steps)) + ")"
	if k == len(steps)-1 {
		next, text = "Done: back to the table", "Done"
	}
	f.Button(ui.Btn{ID: "table.step.next", Label: next, Text: text, Rect: cols[1], Enabled: true})
	var lines []string
	var now int
	for i := 0; i <= k; i++ {
		if i == k {
			now = len(lines)
		}
		for _, l := range steps[i].lines {
			if steps[i].window != wReveal {
				l = windowNames[steps[i].window] + ": " + l
			}
			lines = append(lines, u.line(l))
		}
	}
	ui.DrawLines(f, rest, lines, now, sz.Body, true)
}

// drawChoices draws both players' revealed choices as two cards that turn
// face up when the reveal opens, under the names name gives the seats.
func drawChoices(f *ui.Frame, r layout.Rect, st *overrealm.View, id string, name func(engine.Seat) string) {
	sz := ui.SizesOf(f.M)
	for s, c := range r.Cols(2, f.M.Gap) {
		w, face := f.Motion.Flip("or.reveal."+id+"."+itoa(s), true)
		c = c.Center(c.W*w, c.H)
		if !face {
			f.CardBack(c)
			continue
		}
		f.Fill(c, ui.Gold, 8)
		in := c.Inset(3)
		f.Fill(in, ui.CardFace, 6)
		in = in.Inset(4)
		head, body := in.CutTop(min(sz.Body*1.4, in.H*0.4))
		f.Text(head, name(engine.Seat(s)), min(sz.Body, head.H*0.8), ui.CardInk, ui.Left, true)
		what, _, _ := strings.Cut(describeKey(st, s, st.Shown[s]), ", ")
		what, _, _ = strings.Cut(what, " with ")
		switch {
		case body.H < sz.Body*4.5:
			f.FitText(body, what, sz.Body, ui.CardInk, ui.Left, false)
		case !drawChosenAction(f, body, st, s, what): // on the first line, as an action's name
			f.FitText(layout.Rect{X: body.X, Y: body.Y, W: body.W, H: min(sz.Body*1.6, body.H/4)}, what, sz.Body, ui.CardInk, ui.Left, true)
		}
	}
}

// drawChosenAction draws, on a revealed choice with room for it, the
// monster action chosen as its action space shows it: its name, its
// element, damage and speed, its modifiers as icons, and the buffs played
// with it. It reports false for a choice that is not a monster action.
func drawChosenAction(f *ui.Frame, r layout.Rect, st *overrealm.View, seat int, what string) bool {
	key := st.Shown[seat]
	c, err := overrealm.ParseChoice(key)
	if !strings.HasPrefix(key, "m") || err != nil || !st.P[seat].TeamSet {
		return false
	}
	sz := ui.SizesOf(f.M)
	a := activeAction(st, seat, int(c.Act))
	line := min(sz.Body*1.6, r.H/4)
	name, rest := r.CutTop(line)
	f.FitText(name, what, sz.Body, ui.CardInk, ui.Left, true)
	for _, cs := range [][]ui.Count{actionCounts(a), modCounts(a)} {
		if len(cs) == 0 || rest.H < line {
			continue
		}
		var row layout.Rect
		row, rest = rest.CutTop(line)
		if !f.Counters(row, cs, ui.CardInk, ui.CardFace, ui.Left) && len(cs) > 2 {
			f.Counters(row, cs[:2], ui.CardInk, ui.CardFace, ui.Left)
		}
	}
	if len(c.Buffs) > 0 && rest.H >= ui.MinText*1.3 {
		f.FitText(rest, "Buffs: "+cardNames(c.Buffs), sz.Small, ui.CardInk, ui.Left, false)
	}
	return true
}
