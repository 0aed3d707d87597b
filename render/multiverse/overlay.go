package multiverse

import (
	"slices"
	"strconv"
	"strings"

	"overdeck/engine"
	"overdeck/game/multiverse"
	"overdeck/render/kit"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// drawBar draws the bottom bar: where the game stands (on a wide screen)
// and the buttons of the log, the keyword help, the Multiverse's last
// turn, the hint and the undo.
func (t *Table) drawBar(f *ui.Frame, r layout.Rect, v *engine.SeatView, st *multiverse.View, turn string, revealing bool) {
	m := f.M
	sz := ui.SizesOf(m)
	type b struct {
		id, label, text string
		on              bool
	}
	play := len(v.Legal) > 0 && !revealing
	btns := []b{
		{"table.log", "Game log", "Log", true},
		{"table.help", "Keyword help: the activation types", "Keywords", true},
		{"table.replay", "Show the Multiverse's last turn again", "Last turn", turn != "" && !revealing},
		{"table.hint", "Hint: what the computer at Hard would do", "Hint", play},
		{"table.undo", "Undo your last action (nothing was revealed since)", "Undo", play && t.Undoable(v)},
	}
	if !m.Wide {
		btns[1].text, btns[2].text = "Help", "Replay"
	}
	bw := min(r.W*0.12, m.Button*2.6)
	if !m.Wide {
		bw = (r.W - m.Gap*float64(len(btns)-1)) / float64(len(btns))
	}
	row, info := r.CutRight(bw*float64(len(btns)) + m.Gap*float64(len(btns)-1))
	for i, c := range row.Cols(len(btns), m.Gap) {
		f.Button(ui.Btn{ID: btns[i].id, Label: btns[i].label, Text: btns[i].text, Rect: c, Enabled: btns[i].on})
	}
	if info.W > 60 {
		fitText(f, info.Inset(m.Gap/2), phaseLine(v, st), sz.Body, ui.Ink, ui.Left, false)
	}
}

// drawOverlay draws the open overlay over the whole table area, with a
// Close button.
func (t *Table) drawOverlay(f *ui.Frame, r layout.Rect, v *engine.SeatView, st *multiverse.View) {
	sz := ui.SizesOf(f.M)
	switch t.overlay {
	case "help":
		t.drawKeywordHelp(f, f.Overlay(r, "Keywords: the activation types", "table.close"))
	case "log":
		lines := make([]string, len(v.Log))
		for i, e := range v.Log {
			lines[i] = e.Text
		}
		t.log.Draw(f, f.Overlay(r, "Game log", "table.close"), lines, "table.log", sz.Body)
	default:
		what := strings.TrimPrefix(t.overlay, "zoom.")
		head, text := zoomText(st, what)
		body := f.Overlay(r, head, "table.close")
		if draw, ok := zoomedCard(st, what); ok {
			var card layout.Rect
			if card, body = f.ZoomCard(body); card.W > 0 {
				draw(f, card)
			}
		}
		body = kit.DrawKeywordTerms(f, body, keywords, text, "table.term")
		fitParagraph(f, body, text, sz.Head)
	}
}

// zoomText returns the title and whole text of a zoomed card, only for
// cards the player may see.
func zoomText(st *multiverse.View, what string) (string, string) {
	kind, arg, _ := strings.Cut(what, ".")
	n, err := strconv.Atoi(arg)
	switch {
	case kind == "card" && err == nil && visible(st, n):
		return cardName(n), cardText(n)
	case kind == "champ" && st.Champ >= 0:
		return multiverse.Champions[st.Champ].Name, champText(int(st.Champ))
	case kind == "bg" && err == nil && (n == int(st.MyBG) || slices.Contains(st.MVBG, uint8(n))):
		return groundName(n), groundText(n)
	}
	return "Nothing to show", "This card is not where you can see it."
}

// zoomedCard returns what draws the card a zoom of what shows (a Power
// card the player may see, or the Champion) with the kit's card frame;
// ok is false for anything else (a Battleground).
func zoomedCard(st *multiverse.View, what string) (draw func(*ui.Frame, layout.Rect), ok bool) {
	kind, arg, _ := strings.Cut(what, ".")
	n, err := strconv.Atoi(arg)
	switch {
	case kind == "card" && err == nil && visible(st, n):
		k := power(n)
		return func(f *ui.Frame, r layout.Rect) {
			drawFace(f, r, k.Name, kindWord(k), k.Text(), int(k.Power), k.Act, markNone)
		}, true
	case kind == "champ" && st.Champ >= 0:
		c := &multiverse.Champions[st.Champ]
		return func(f *ui.Frame, r layout.Rect) {
			drawFace(f, r, c.Name, "Champion", c.Text(), int(st.ChampPower), c.Act, markNone)
		}, true
	}
	return nil, false
}

// visible reports whether Power card c shows somewhere the player can see
// it: in hand, on the discard pile, face up on the table, in the combat,
// or in the list of the deck as built.
func visible(st *multiverse.View, c int) bool {
	if c < 0 || c > 255 {
		return false
	}
	u := uint8(c)
	if slices.Contains(st.Hand, u) || slices.Contains(st.Discard, u) || slices.Contains(st.DeckList, u) || slices.Contains(st.Fight.Instants, u) {
		return true
	}
	for _, s := range append(slices.Clone(st.Rows), st.Mine[:]...) {
		if s.Has && s.Up && int(s.Card) == c {
			return true
		}
	}
	return false
}
