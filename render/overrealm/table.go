package overrealm

import (
	"strings"

	"overdeck/engine"
	"overdeck/game/overrealm"
	"overdeck/render/kit"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// Table draws an OverRealm table from one seat's view and turns presses
// into action keys. It keeps a separate state per seat (see the package
// doc), so nothing one player presses changes what the other sees.
type Table struct {
	seats         [3]seatUI // index seat+1; 0 is the spectator
	kit.SeatNamer           // names the seats as the shell does (kit.Named)
}

// seatUI is one seat's state at the table.
type seatUI struct {
	name    func(engine.Seat) string // the table's names for the seats
	line    func(string) string      // a log line with the seats so named
	fp      string                   // the decision the builder belongs to
	b       builder
	li      *legalInfo
	overlay string     // "", "elements", "help", "log", "more" or "zoom.<what>"
	log     ui.LogView // the reader's place in the game log
	more    string     // the texts too long for their place, for "More…"
	page    ui.Pager   // the page of an overlay too long for the screen
	seen    string     // the reveal the seat has finished with
	shown   string     // the reveal step counts belong to
	step    int
	// spectator is set for index 0: the reveal opens at its last step.
	spectator bool
}

// New returns an empty table.
func New() *Table { return &Table{} }

// ui returns the state of v's seat, reset when its decision changed.
func (t *Table) ui(v *engine.SeatView, st *overrealm.View) *seatUI {
	i := int(v.Seat) + 1
	if i < 0 || i > 2 {
		i = 0
	}
	u := &t.seats[i]
	u.name, u.line = t.Name, t.Line
	u.spectator = i == 0
	if fp := fingerprint(v, st); fp != u.fp {
		u.fp, u.b, u.li = fp, newBuilder(), nil
		if st.Phase == phSelect && len(v.Legal) > 0 {
			u.li = analyse(fp, v)
		}
	}
	return u
}

// view returns the OverRealm view inside v, or nil.
func view(v *engine.SeatView) *overrealm.View {
	if v == nil {
		return nil
	}
	st, _ := v.State.(*overrealm.View)
	return st
}

// Draw draws the table for v: an open overlay, or the draft and team
// screens, or the board with the decision panel beside (or below) it.
func (t *Table) Draw(f *ui.Frame, area layout.Rect, v *engine.SeatView) {
	st := view(v)
	if st == nil {
		return
	}
	u := t.ui(v, st)
	m := f.M
	if st.Phase == phSelect {
		f.Motion.Banner("or.turn."+itoa(int(st.Turn)), "Turn "+itoa(int(st.Turn)))
	}
	bar, main := area.CutBottom(max(layout.MinTouch, m.Button*0.85) + m.Gap)
	if u.overlay != "" {
		drawOverlay(f, area, v, st, u)
		return
	}
	u.more = ""
	drawBar(f, bar, v, st, u)
	_, main = main.CutBottom(m.Gap)
	if !st.P[0].TeamSet || !st.P[1].TeamSet {
		drawPicks(f, main, v, st, u)
		return
	}
	var board, panel layout.Rect
	if m.Wide {
		panel, board = main.CutRight(main.W * 0.44)
		_, board = board.CutRight(m.Gap)
	} else {
		board, panel = main.CutTop(main.H * 0.42)
		_, panel = panel.CutTop(m.Gap)
	}
	steps, id := revealOf(v, st)
	revealing := id != "" && id != u.seen
	shown := st
	if revealing {
		if b := steps[u.stepOf(id, len(steps))].board; b != nil {
			shown = boardAt(st, b) // the board as it stood after this step
		}
	}
	drawBoard(f, board, v, shown, u.name)
	f.Fill(panel, ui.FeltEdge, 10)
	panel = panel.Inset(m.Gap * 0.6)
	if revealing {
		drawReveal(f, panel, st, u, steps, id)
		return
	}
	drawDecision(f, panel, v, st, u)
}

// drawBar draws the bottom bar: whose decision it is, and the buttons of
// the log, the element chart, the keyword help and the last turn.
func drawBar(f *ui.Frame, r layout.Rect, v *engine.SeatView, st *overrealm.View, u *seatUI) {
	m := f.M
	sz := ui.SizesOf(m)
	_, r = r.CutTop(m.Gap)
	n := 3
	if _, id := revealOf(v, st); id != "" && id == u.seen {
		n = 4
	}
	bw := min(r.W*0.16, m.Button*3.2)
	if !m.Wide {
		bw = r.W * 0.6 / float64(n)
	}
	btns, info := r.CutRight(bw*float64(n) + m.Gap*float64(n-1))
	cols := btns.Cols(n, m.Gap)
	ids := []string{"table.log", "table.elements", "table.help", "table.replay"}
	labels := []string{"Game log", "Element chart", "Keyword help", "Show the last turn again"}
	texts := []string{"Log", "Elements", "Help", "Last turn"}
	if !m.Wide {
		texts = []string{"Log", "Chart", "Help", "Replay"}
	}
	for i := 0; i < n; i++ {
		f.Button(ui.Btn{ID: ids[i], Label: labels[i], Text: texts[i], Rect: cols[i], Enabled: true})
	}
	info = layout.Rect{X: info.X + m.Gap/2, Y: info.Y, W: info.W - m.Gap, H: info.H}
	text := whoseTurn(v, st, u.name)
	if !ui.Fits(text, sz.Body, info.W, info.H) {
		text = shortTurn(v, st, u.name) // the shell's header names everyone still to choose
	}
	if steps, id := revealOf(v, st); id != "" && id != u.seen {
		// While a reveal is stepped through, the bar speaks of the step
		// on the board, never of the decision that comes after it.
		text = revealLine(st, u.stepOf(id, len(steps)), len(steps))
	}
	u.brief(f, info, text, sz.Body)
}

// whoseTurn says whose decision it is and what it is, never what another
// seat chose. It names the seats with name.
func whoseTurn(v *engine.SeatView, st *overrealm.View, name func(engine.Seat) string) string {
	if v.Outcome.Over {
		return st.ResultText(name)
	}
	what := map[uint8]string{phDraft: "pick a monster", phTeam: "choose a team", phSelect: "choose an action",
		phKO: "bring in a new active monster", phClear: "arrange the top of the deck (Clear Mind)"}[st.Phase]
	var parts []string
	for _, s := range v.ToAct {
		switch {
		case s == v.Seat && v.Mine != "":
			parts = append(parts, "You have chosen.")
		case s == v.Seat && name(s) == "You":
			parts = append(parts, "Your turn to "+what+".")
		case s == v.Seat:
			parts = append(parts, "Your turn to "+what+", "+name(s)+".")
		case v.Waiting(s):
			parts = append(parts, "Waiting for "+engine.Inside(name(s))+" to "+what+".")
		default:
			parts = append(parts, engine.Does(name(s), "have chosen.", "has chosen."))
		}
	}
	head := "Turn " + itoa(int(st.Turn)) + ". "
	switch st.Phase {
	case phDraft, phTeam:
		head = ""
	case phClear: // Clear Mind, when a Cleansitoad enters play at the start
		head = "Before turn 1. "
	case phKO: // the KO happened in the turn just played; the next has not begun
		head = "End of turn " + itoa(int(st.Turn)) + ". "
	}
	return head + strings.Join(parts, " ")
}

// revealLine says which turn's reveal is on the board, and which step.
func revealLine(st *overrealm.View, k, n int) string {
	turn := int(st.Turn)
	if st.Phase == phSelect || st.Phase == phClear {
		turn-- // the next turn has begun behind the reveal
	}
	return "Turn " + itoa(turn) + " revealed: step " + itoa(k+1) + " of " + itoa(n) + "."
}

// brief draws s in r (see ui.Frame.Brief); when it does not fit, its
// "More…" button shows it whole, with any other text too long this frame.
func (u *seatUI) brief(f *ui.Frame, r layout.Rect, s string, size float64) {
	if f.Brief(r, s, size, ui.Ink, "table.more") {
		if u.more != "" {
			u.more += "\n"
		}
		u.more += s
	}
}

// briefRecent is brief, with the room the text leaves below it given to
// the newest entries of v's log: a panel waiting on the other player says
// what just happened rather than stay empty.
func (u *seatUI) briefRecent(f *ui.Frame, r layout.Rect, s string, size float64, v *engine.SeatView) {
	log := make([]string, len(v.Log))
	for i, e := range v.Log {
		log[i] = u.line(e.Text)
	}
	u.brief(f, f.WithRecent(r, s, size, log), s, size)
}

// shortTurn is whoseTurn for a narrow bar: the turn and what the seat on
// this device is to do, or the outcome.
func shortTurn(v *engine.SeatView, st *overrealm.View, name func(engine.Seat) string) string {
	if v.Outcome.Over {
		return st.ResultText(name)
	}
	head := "Turn " + itoa(int(st.Turn)) + ": "
	switch st.Phase {
	case phDraft, phTeam:
		head = ""
	case phClear:
		head = "Before turn 1: "
	}
	switch {
	case v.Seat == engine.NoSeat:
		return head + "watching."
	case v.Mine != "":
		return head + "you have chosen."
	case len(v.Legal) > 0:
		return head + "your choice."
	}
	return head + "waiting."
}
