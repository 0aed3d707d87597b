package overwatch

import (
	"strconv"
	"strings"

	"overdeck/engine"
	"overdeck/game/overwatch"
	"overdeck/render/kit"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// Table draws an Overwatch Card Game table from one seat's view and turns
// presses into action keys. It keeps a separate state per seat (see the
// package doc), so nothing one player presses changes what the other sees.
type Table struct {
	seats         [3]seatUI // index seat+1; 0 is the spectator
	kit.SeatNamer           // names the seats as the shell does (kit.Named)
}

// seatUI is one seat's state at the table.
type seatUI struct {
	name    func(engine.Seat) string // the table's names for the seats
	line    func(string) string      // a log line with the seats so named
	fp      string                   // the decision the selection belongs to
	card    int                      // the selected hand card, or -1
	hero    int32                    // the selected hero, or 0
	pick    string                   // the skill choice being previewed ("t5"), or ""
	overlay string                   // "", "help", "log", "more", "zoom.card.<c>" or "zoom.hero.<id>"
	picks   ui.Pager                 // the page of a skill's choices shown, when they take more than one
	more    string                   // the panel's text when too long for it, for "More…"
	page    ui.Pager                 // the page of an overlay too long for the screen
	log     ui.LogView               // the reader's place in the game log
	seen    int                      // round results already read
}

// New returns an empty table.
func New() *Table {
	t := &Table{}
	for i := range t.seats {
		t.seats[i].card = -1
	}
	return t
}

// view returns the Overwatch view inside v, or nil.
func view(v *engine.SeatView) *overwatch.View {
	if v == nil {
		return nil
	}
	st, _ := v.State.(*overwatch.View)
	return st
}

// ui returns the state of v's seat, its selection cleared when the
// decision changed.
func (t *Table) ui(v *engine.SeatView, st *overwatch.View) *seatUI {
	i := int(v.Seat) + 1
	if i < 0 || i > 2 {
		i = 0
	}
	u := &t.seats[i]
	u.name, u.line = t.Name, func(s string) string { return noColumns(t.Line(s)) }
	fp := strings.Join([]string{itoa(int(st.Round)), itoa(int(st.Turns)), itoa(int(st.Phase)),
		itoa(int(st.Pend.Hero)), itoa(len(st.Pend.Picks)), itoa(len(v.Legal))}, ".")
	if fp != u.fp {
		u.fp, u.card, u.hero, u.pick, u.picks = fp, -1, 0, "", ui.Pager{}
	}
	if u.hero != 0 && heroOf(st, u.hero) == nil {
		u.hero = 0
	}
	return u
}

// me is the side drawn at the bottom: v's seat, Player 1 for a spectator.
func me(v *engine.SeatView) int {
	if v.Seat == 1 {
		return 1
	}
	return 0
}

// banner reports whether a round result is waiting to be read.
func (u *seatUI) banner(st *overwatch.View) bool {
	return len(st.Result) > u.seen && st.Phase != overwatch.PhaseOver
}

// Draw draws the table for v: an open overlay or the round result, or
// the battlefield with the hand and the decision panel beside (on a wide
// screen) or below it.
func (t *Table) Draw(f *ui.Frame, area layout.Rect, v *engine.SeatView) {
	st := view(v)
	if st == nil {
		return
	}
	u := t.ui(v, st)
	li := analyse(v, st)
	m := f.M
	f.Motion.Banner("ow.round."+itoa(int(st.Round)), "Round "+itoa(int(st.Round)))
	switch {
	case u.overlay != "":
		drawOverlay(f, area, v, st, u)
		return
	case u.banner(st):
		drawBanner(f, area, st, t.Name)
		return
	}
	var board, side layout.Rect
	if m.Wide {
		side, board = area.CutRight(area.W * 0.38)
		_, side = side.CutLeft(m.Gap)
	} else {
		sz := ui.SizesOf(m)
		rowH := max(layout.MinTouch, min(area.H*0.07, m.Button*1.4))
		h := 6*rowH + 2*sz.Body*1.5 + 4*3 + m.Gap + sz.Body*1.6
		board, side = area.CutTop(h)
		_, side = side.CutTop(m.Gap)
	}
	if !m.Wide {
		var line layout.Rect
		line, board = board.CutTop(ui.SizesOf(m).Body * 1.6)
		drawStatus(f, line, v, st, t.Name)
	}
	drawBoard(f, board, v, st, u, li)
	drawSide(f, side, v, st, u, li)
}

// drawStatus draws the status line in r, and its mirror entry
// (table.status) saying the same.
func drawStatus(f *ui.Frame, r layout.Rect, v *engine.SeatView, st *overwatch.View, name func(engine.Seat) string) {
	line := statusLine(v, st, name)
	f.Text(r, line, ui.SizesOf(f.M).Body, ui.Ink, ui.Left, true)
	f.ReadOnly("table.status", line, r, ui.GrowMiddle)
}

// statusLine says the round, the rounds won and whose decision it is.
// It names the seats with name.
func statusLine(v *engine.SeatView, st *overwatch.View, name func(engine.Seat) string) string {
	s := "Round " + itoa(int(st.Round)) + " · Rounds won: " + name(0) + " " + itoa(int(st.Wins[0])) + ", " + engine.Inside(name(1)) + " " + itoa(int(st.Wins[1])) + " · "
	switch {
	case v.Outcome.Over:
		return s + st.ResultText(name)
	case len(v.Legal) > 0 && name(v.Seat) == "You":
		return s + "Your turn"
	case len(v.Legal) > 0:
		return s + "Your turn, " + name(v.Seat)
	}
	return s + name(engine.Seat(st.ToMove)) + " to act"
}

// Action returns the key a press completes, when v.Legal allows it, and
// otherwise updates the seat's selection or overlay (see the package doc).
func (t *Table) Action(id string, v *engine.SeatView) (string, bool) {
	st := view(v)
	if st == nil {
		return "", false
	}
	u := t.ui(v, st)
	li := analyse(v, st)
	if u.overlay != "" {
		overlayPress(u, id, v)
		return "", false
	}
	if u.banner(st) {
		if id == "table.banner" {
			u.seen = len(st.Result)
		}
		return "", false
	}
	rest, _ := strings.CutPrefix(id, "table.")
	head, arg, _ := strings.Cut(rest, ".")
	switch head {
	case "help", "log":
		u.overlay, u.log = head, ui.LogView{}
	case "more":
		u.overlay = "more"
	case "zoom":
		u.overlay = rest
	case "card":
		c, err := strconv.Atoi(arg)
		switch {
		case err != nil || !hasCard(st, v.Seat, uint8(c)):
		case st.Phase != overwatch.PhaseTurn || len(v.Legal) == 0:
			u.overlay = "zoom.card." + arg // nothing to play: read it
		case u.card != c:
			u.card, u.hero = c, 0
		default:
			u.card = -1
		}
	case "slot":
		r, c, _ := strings.Cut(arg, ".")
		key := "h" + itoa(u.card) + ":" + r + ":" + c
		if _, ok := engine.FindKey(v.Legal, key); ok && u.card >= 0 {
			return key, true
		}
	case "hero":
		n, err := strconv.Atoi(arg)
		switch {
		case err != nil:
		case st.Phase == overwatch.PhaseSkill && len(v.Legal) > 0 && li.heroPick(int32(n)):
			u.pick = "t" + arg
		case st.Phase == overwatch.PhaseSkill && len(v.Legal) > 0:
			if heroOf(st, int32(n)) != nil {
				u.overlay = "zoom.hero." + arg // not a choice: read it
			}
		case u.hero == int32(n):
			u.hero = 0
		case heroOf(st, int32(n)) != nil:
			u.hero, u.card = int32(n), -1
		}
	case "ult":
		if _, ok := li.ults[u.hero]; ok && u.hero != 0 {
			return "u" + itoa(int(u.hero)), true
		}
	case "opt":
		if _, ok := engine.FindKey(v.Legal, arg); ok && (arg == "a" || arg == "b" || arg == "skip") {
			return arg, true
		}
	case "picks":
		u.picks.Press(id, "table.picks")
	case "pick":
		if p, ok := li.find("t" + arg); ok && p.kind != pkHero {
			u.pick = p.key
		}
	case "confirm":
		if _, ok := li.find(u.pick); ok {
			return u.pick, true
		}
	case "done":
		if li.done {
			return "done", true
		}
	case "pass":
		if li.pass {
			return "pass", true
		}
	}
	return "", false
}

// hasCard reports whether card c is in seat's own hand.
func hasCard(st *overwatch.View, seat engine.Seat, c uint8) bool {
	if seat != 0 && seat != 1 {
		return false
	}
	for _, x := range st.P[seat].Hand {
		if x == c {
			return true
		}
	}
	return false
}
