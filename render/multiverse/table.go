package multiverse

import (
	"overdeck/engine"
	"overdeck/game/multiverse"
	"overdeck/render/kit"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// Table draws the table of Against the Multiverse from the player's view
// and turns presses into action keys (see the package doc).
type Table struct {
	fp       string // the decision the selection and hint belong to
	sel      int    // the selected hand card's index, -1 for none
	hint     string // the key the Hard bot would choose now, "" for none
	overlay  string // "", "help", "log" or "zoom.<what>"
	log      ui.LogView
	seen     string // the Multiverse turn the player has finished watching
	shown    string // the Multiverse turn step counts belong to
	step     int
	handOff  int            // the first hand card shown when the hand is too long to show whole
	helpPage int            // the page of the keyword help shown
	find     string         // the word the keyword help was searched for, "" for none
	terms    []int          // the keywords tapped on a card, which the help shows; nil for none
	back     string         // the zoom the keyword help was opened from, which Close goes back to
	host     kit.EditorHost // asks for the word the keyword help searches for (kit.Asking), or nil
	stepPage ui.Pager       // the page of a step of the Multiverse's turn too long for its box
	// drawn counts the copies of each Power card drawn so far this frame
	// (see cardKey).
	drawn []uint8
}

// New returns an empty table.
func New() *Table { return &Table{sel: -1} }

// view returns the Multiverse view inside v, or nil.
func view(v *engine.SeatView) *multiverse.View {
	if v == nil {
		return nil
	}
	st, _ := v.State.(*multiverse.View)
	return st
}

// sync forgets the selection and the hint when the decision has changed
// (an action was taken, or taken back).
func (t *Table) sync(v *engine.SeatView, st *multiverse.View) {
	fp := itoa(len(v.Log)) + "/" + itoa(int(st.Turn)) + "/" + itoa(int(st.Phase)) + "/" + itoa(int(st.Safe)) + "/" + itoa(len(st.Hand)) + "/" + itoa(len(v.Legal))
	if fp != t.fp {
		t.fp, t.sel, t.hint = fp, -1, ""
		t.back = "" // the zoom the help came from may show what has changed: Close closes both
	}
	if t.sel >= len(st.Hand) || t.sel == selChamp && !st.ChampUp {
		t.sel = -1
	}
}

// regions are the parts of the table: the Multiverse's side, the
// player's side, the hand, the panel (actions or the Multiverse's turn)
// and the bottom bar.
type regions struct {
	mv, mine, hand, panel, bar layout.Rect
}

// regionsOf lays the table out in area: on a wide screen the panel is a
// column on the right; on a narrow one everything is stacked.
func regionsOf(m layout.Metrics, area layout.Rect) regions {
	var g regions
	bh := max(layout.MinTouch, m.Button*0.85)
	g.bar, area = area.CutBottom(bh)
	_, area = area.CutBottom(m.Gap)
	if m.Wide {
		var board layout.Rect
		g.panel, board = area.CutRight(max(300, area.W*0.32))
		_, board = board.CutRight(m.Gap)
		g.mv, board = board.CutTop(board.H * 0.46)
		g.mine, g.hand = board.CutTop(board.H * 0.42) // the hand, with the cards' text, the most
		return g
	}
	// A phone: the hand is the tallest, its cards wide enough for their
	// names; the panel keeps room for three rows of buttons.
	h := area.H
	g.mv, area = area.CutTop(h * 0.265)
	g.mine, area = area.CutTop(h * 0.157)
	g.hand, g.panel = area.CutTop(h * 0.252)
	return g
}

// Draw draws the table for v: an open overlay over everything, or the
// board with the panel of actions (or of the Multiverse's turn).
func (t *Table) Draw(f *ui.Frame, area layout.Rect, v *engine.SeatView) {
	st := view(v)
	if st == nil {
		return
	}
	t.sync(v, st)
	if t.overlay != "" {
		t.drawOverlay(f, area, v, st)
		return
	}
	g := regionsOf(f.M, area)
	steps, id := traceOf(st)
	watching := len(v.Legal) == 0 && !v.Outcome.Over // the computer plays: no stepping
	revealing := id != "" && id != t.seen && !watching
	shown := st
	var cur *multiverse.Step
	if revealing {
		cur = &steps[t.stepOf(id, len(steps))]
		shown = boardAt(st, cur)
	}
	t.beginMotion(f, st, id, revealing)
	t.drawMultiverse(f, g.mv, shown, cur, !revealing)
	t.drawMine(f, g.mine, v, shown, cur, !revealing)
	if revealing && !f.M.Wide {
		// A phone: the Multiverse's turn takes the hand's room too, so
		// each of its steps is read whole.
		g.panel = layout.Rect{X: g.hand.X, Y: g.hand.Y, W: g.hand.W, H: g.panel.Y + g.panel.H - g.hand.Y}
	} else {
		t.drawHand(f, g.hand, v, shown, !revealing)
	}
	t.drawBar(f, g.bar, v, st, id, revealing)
	f.Fill(g.panel, ui.FeltEdge, 10)
	panel := g.panel.Inset(f.M.Gap * 0.6)
	switch {
	case revealing:
		t.drawTurn(f, panel, steps, id)
	case watching:
		t.drawWatched(f, panel, v, st, steps)
	default:
		t.drawPanel(f, panel, v, st)
	}
}

// Showing implements kit.Finisher: a game the Multiverse ended on its
// turn is shown to its last step before the game-over screen.
func (t *Table) Showing(v *engine.SeatView) bool {
	st := view(v)
	if st == nil {
		return false
	}
	_, id := traceOf(st)
	return v.Outcome.Over && id != "" && id != t.seen && st.TraceTurn >= st.Turn
}
