package overpower

import (
	"slices"
	"strconv"
	"strings"

	"overdeck/engine"
	"overdeck/game/overpower"
	"overdeck/render/kit"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// Table draws an OverPower battle table from one seat's view and turns
// presses into action keys. It keeps a separate state per seat (index
// seat+1, the spectator at 0), so one table serves both players of a
// hot-seat game and nothing one presses changes what the other sees.
type Table struct {
	seats         [3]seatUI
	kit.SeatNamer                // names the seats as the shell does (kit.Named)
	host          kit.EditorHost // asks for the word the keyword help searches for (kit.Asking), or nil
}

// seatUI is one seat's state at the table.
type seatUI struct {
	name    func(engine.Seat) string // the table's names for the seats
	line    func(string) string      // a log line with the seats so named
	fp      string                   // the decision the selection belongs to
	sel     selection                // the card being played and the stages chosen
	page    int                      // the page of the decision's buttons
	overlay string                   // "", "help", "log", "info", "zoom.card.<i>", "zoom.char.<ci>", "sides"
	pager   ui.Pager                 // the page of a long overlay
	find    string                   // the word the keyword help was searched for, "" for none
	terms   []int                    // the keywords tapped on a card, which the help shows; nil for none
	back    string                   // the zoom the keyword help was opened from, which Close goes back to
	ask     bool                     // the table can ask for a word to search for (it has a host)
	log     ui.LogView
	// eye prefixes the Motion keys of what this seat has seen face up;
	// settled is set once its board has been drawn, so that only cards
	// seen later turn over (see show).
	eye     string
	settled bool
	flying  []flight // the cards moving this frame (see show)
	warned  int16    // the battle the hand's discard was first told in the panel, 0 before
	notes   []note   // the table's lines in the seat's log (a later hand warning)
}

// New returns an empty table.
func New() *Table {
	t := &Table{}
	for i := range t.seats {
		t.seats[i].sel.clear()
	}
	return t
}

// view returns the OverPower view inside v, or nil.
func view(v *engine.SeatView) *overpower.View {
	if v == nil {
		return nil
	}
	st, _ := v.State.(*overpower.View)
	return st
}

// ui returns the state of v's seat, its selection cleared when the
// decision changed.
func (t *Table) ui(v *engine.SeatView, st *overpower.View) *seatUI {
	i := int(v.Seat) + 1
	if i < 0 || i > 2 {
		i = 0
	}
	u := &t.seats[i]
	u.name, u.line, u.ask = t.Name, t.Line, t.host != nil
	u.eye = "op.seen." + itoa(i) + "."
	fp := itoa(int(st.Steps)) + "." + itoa(len(v.Legal))
	if fp != u.fp {
		u.fp, u.page = fp, 0
		u.back = "" // the zoom the help came from may show what has changed: Close closes both
		u.sel.clear()
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

// Draw draws the table for v: an open overlay, or the two teams with the
// exchange between them, the hand, and the decision panel beside (wide
// screens) or below them.
func (t *Table) Draw(f *ui.Frame, area layout.Rect, v *engine.SeatView) {
	st := view(v)
	if st == nil {
		return
	}
	u := t.ui(v, st)
	phaseBanner(f, st)
	if u.overlay != "" {
		drawOverlay(f, area, v, st, u)
		return
	}
	m := f.M
	sz := ui.SizesOf(m)
	bar, rest := area.CutBottom(max(layout.MinTouch, m.Button*0.85))
	_, rest = rest.CutBottom(m.Gap / 2)
	drawBar(f, bar)
	var board, side layout.Rect
	if m.Wide {
		side, board = rest.CutRight(rest.W * 0.34)
		_, side = side.CutLeft(m.Gap)
	} else {
		board, side = rest.CutTop(rest.H * 0.58)
		_, side = side.CutTop(m.Gap / 2)
	}
	status, board := board.CutTop(sz.Body * 1.5)
	drawStatus(f, status, v, st, u)
	words := sidesInWords(v, st, u.name, board.W)
	if !words {
		// The side lines by icons, under the banner: one button with it.
		var lines layout.Rect
		lines, board = board.CutTop(max(sz.Small*3, layout.MinTouch-status.H))
		drawSideBlock(f, status, lines, v, st, u)
	}
	drawBoard(f, board, v, st, u, words)
	drawFlights(f, u)
	u.settled = true
	drawPanel(f, side, v, st, u)
}

// Action returns the key a press completes, when v.Legal allows it, and
// otherwise updates the seat's selection or overlay (see the package doc).
func (t *Table) Action(id string, v *engine.SeatView) (string, bool) {
	st := view(v)
	if st == nil {
		return "", false
	}
	u := t.ui(v, st)
	ms := moves(v)
	rest, _ := strings.CutPrefix(id, "table.")
	head, arg, _ := strings.Cut(rest, ".")
	if u.overlay != "" {
		switch {
		case head == "close":
			u.overlay, u.back, u.pager = u.back, "", ui.Pager{}
		case head == "help" && u.overlay == "help":
			t.pressHelp(u, arg)
		case head == "term" && strings.HasPrefix(u.overlay, "zoom."):
			openTerms(u, arg)
		case head == "log":
			u.log.Press(id, "table.log", len(seatLog(v, u)))
		case head == "page":
			u.pager.Press(id, "table.page")
		}
		return "", false
	}
	n, err := strconv.Atoi(arg)
	switch head {
	case "help", "log", "info", "sides":
		u.overlay, u.log, u.pager = head, ui.LogView{}, ui.Pager{}
		u.find, u.terms, u.back = "", nil, ""
	case "zoom":
		u.overlay, u.pager, u.back = rest, ui.Pager{}, ""
	case "card", "opt":
		i := uint16(n)
		switch {
		case err != nil:
		case slices.Contains(playable(ms), i):
			if u.sel.card == i {
				u.sel.clear()
			} else {
				u.sel.clear()
				u.sel.card = i
			}
			u.page = 0
		case head == "card":
			u.overlay, u.pager = "zoom.card."+arg, ui.Pager{}
		}
	case "char":
		if err != nil || n < 0 || n > 7 {
			break
		}
		if k, vals := u.sel.stage(ms); u.sel.card != 0 && (k == stBy || k == stTgt) && slices.Contains(vals, n) {
			u.sel.choose(ms, n)
			u.page = 0
			break
		}
		u.overlay, u.pager = "zoom.char."+arg, ui.Pager{}
	case "stage":
		if err == nil && u.sel.card != 0 && u.sel.choose(ms, n) {
			u.page = 0
		}
	case "go":
		left := u.sel.left(ms)
		switch {
		case u.sel.card == 0:
		case arg == "" && len(left) == 1:
			return left[0].Key(), true
		case err == nil && n >= 0 && n < len(left) && len(left) > 1:
			return left[n].Key(), true
		}
	case "cancel":
		u.sel.clear()
		u.page = 0
	case "more":
		u.page++
	case "move":
		if _, ok := engine.FindKey(v.Legal, arg); ok && !cardOp(keyOp(ms, arg)) {
			return arg, true
		}
	}
	return "", false
}

// keyOp is the operation of the legal move with key k.
func keyOp(ms []overpower.Move, k string) uint8 {
	for _, m := range ms {
		if m.Key() == k {
			return m.Op
		}
	}
	return overpower.OpPlay
}

// Back closes an open overlay, or the selection of a card; it reports
// whether there was one (kit.Backer).
func (t *Table) Back(v *engine.SeatView) bool {
	st := view(v)
	if st == nil {
		return false
	}
	u := t.ui(v, st)
	switch {
	case u.overlay != "":
		u.overlay, u.back, u.pager = u.back, "", ui.Pager{}
	case u.sel.card != 0:
		u.sel.clear()
	default:
		return false
	}
	return true
}
