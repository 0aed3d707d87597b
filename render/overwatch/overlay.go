package overwatch

import (
	"slices"
	"strconv"
	"strings"

	"overdeck/engine"
	"overdeck/game/overwatch"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// glossary is the seed's glossary in the project's words, each with the
// words that bring it up as a tooltip in a card's zoom.
var glossary = [][2]string{
	{"Adjacent", "Two heroes of the same side in the same row, right next to each other. Heroes in other rows or on the other side are never adjacent."},
	{"Ally, allies", "Your heroes, not counting the hero whose ability is being used."},
	{"Heroes", "Your heroes, counting the hero whose ability is being used."},
	{"Counters", "Damage (health), shield tokens and hero tokens."},
	{"Column", "The heroes of one column, from the Front row to the Back row: any column, even one holding a single hero."},
	{"Damaged", "A hero with damage counters on it."},
	{"Defeated", "A hero whose health reaches zero: flipped over, its power leaves the score, it stays until the round ends and cannot use abilities or be chosen by them unless a card says so (Mercy)."},
	{"Deploy", "A hero is deployed when it is placed on the battlefield."},
	{"Move", "A hero that moves rows makes power for its new row; the synergy it made stays where it was made."},
	{"Opposing row", "The same row on the other side."},
	{"Power", "Each side's score: the power of its living heroes for the rows they stand in."},
	{"Shield", "Extra health: damage removes shield tokens before it adds damage counters."},
	{"Skills", "A hero's primary ability and its ultimate."},
	{"Start of turn", "Effects that happen before a hero is played or an ultimate is used."},
	{"Starting row", "The row a hero stood in at the start of the turn."},
	{"Synergy", "Tokens a row gains when a hero is played into it; spent to pay for ultimates of heroes in that row."},
	{"Synergy damage", "Removes synergy tokens from the row of the hero it hits."},
	{"Target", "One hero you choose, ally or enemy unless the card says otherwise."},
	{"Pass", "Allowed with six heroes on your side (living or defeated); you take no more turns this round."},
}

// keywords returns the glossary entries whose words appear in text.
func keywords(text string) []string {
	low := strings.ToLower(text)
	var out []string
	for _, g := range glossary {
		for _, w := range strings.Split(g[0], ", ") {
			if strings.Contains(low, strings.ToLower(w)) {
				out = append(out, g[0]+": "+g[1])
				break
			}
		}
	}
	return out
}

// overlayPress handles a press while an overlay is open.
func overlayPress(u *seatUI, id string, v *engine.SeatView) {
	if id == "table.close" {
		u.overlay, u.page = "", ui.Pager{}
	}
	u.page.Press(id, "table.page")
	u.log.Press(id, "table.log", len(v.Log))
}

// Back implements kit.Backer: it closes the overlay open for the seat of
// v (a zoom, the keywords, the log) and reports whether one was open.
func (t *Table) Back(v *engine.SeatView) bool {
	st := view(v)
	if st == nil {
		return false
	}
	u := t.ui(v, st)
	if u.overlay == "" {
		return false
	}
	u.overlay, u.page = "", ui.Pager{}
	return true
}

// drawOverlay draws the open overlay over the whole table area, with a
// Close button.
func drawOverlay(f *ui.Frame, r layout.Rect, v *engine.SeatView, st *overwatch.View, u *seatUI) {
	sz := ui.SizesOf(f.M)
	switch u.overlay {
	case "help":
		drawGlossary(f, f.Overlay(r, "Keywords", "table.close"), &u.page)
	case "log":
		drawLog(f, f.Overlay(r, "Game log", "table.close"), v, u)
	case "more":
		u.page.Draw(f, f.Overlay(r, "In full", "table.close"), u.more, sz.Head, ui.Ink, "table.page")
	default:
		what := strings.TrimPrefix(u.overlay, "zoom.")
		heading, text := zoomText(v, st, what, u.name)
		body := f.Overlay(r, heading, "table.close")
		if k := zoomedHero(v, st, what); k != nil {
			var art layout.Rect
			if art, body = f.ZoomArt(body); art.W > 0 {
				cc := classColours[k.Class]
				f.HeroEmblem(art, k.Name, cc, ui.Shade(cc, 0.5))
			}
		}
		u.page.Draw(f, body, text, sz.Head, ui.Ink, "table.page")
	}
}

// zoomText returns the title and full text of a zoomed card or hero, only
// for things v's seat may see: a card of its own hand (or one both players
// know), a hero on the battlefield.
func zoomText(v *engine.SeatView, st *overwatch.View, what string, name func(engine.Seat) string) (string, string) {
	kind, arg, _ := strings.Cut(what, ".")
	n, err := strconv.Atoi(arg)
	if err != nil {
		return "Nothing to show", "This card is not on the table."
	}
	switch kind {
	case "card":
		if c := uint8(n); n >= 0 && n < 256 && visibleCard(v, st, c) {
			k := card(c)
			return k.Name, cardSummary(k) + tooltips(k)
		}
	case "hero":
		if h := heroOf(st, int32(n)); h != nil {
			k := card(h.Card)
			s := heroText(st, h, v.Seat, name)
			if !h.Defeated && k.Ult != nil {
				if h.UltUsed {
					s += " Its ultimate was used."
				} else {
					s += " Its ultimate is unused; it would cost " + costText(st, h) + " from a row with " + itoa(int(st.Syn[h.Side][h.Row])) + "."
				}
			}
			return k.Name + " (" + name(engine.Seat(h.Side)) + ")", s + "\n" + cardSummary(k) + tooltips(k)
		}
	}
	return "Nothing to show", "This card is not on the table."
}

// zoomedHero is the hero card a zoom of what shows (see zoomText): a
// hero on the battlefield or a hero card v's seat may see; nil for
// anything else.
func zoomedHero(v *engine.SeatView, st *overwatch.View, what string) *overwatch.Card {
	kind, arg, _ := strings.Cut(what, ".")
	n, err := strconv.Atoi(arg)
	switch {
	case err != nil:
	case kind == "hero":
		if h := heroOf(st, int32(n)); h != nil {
			return card(h.Card)
		}
	case kind == "card" && n >= 0 && n < 256 && visibleCard(v, st, uint8(n)):
		return card(uint8(n)) // every card is a hero
	}
	return nil
}

// tooltips lists the keywords a card's text uses, explained.
func tooltips(k *overwatch.Card) string {
	text := primaries(k)
	if k.Ult != nil {
		text += " " + k.Ult.Text
	}
	kw := keywords(text)
	if len(kw) == 0 {
		return ""
	}
	return "\nKeywords. " + strings.Join(kw, "\n")
}

// visibleCard reports whether card c is one v's seat may read: in its
// hand or known to be in a hand.
func visibleCard(v *engine.SeatView, st *overwatch.View, c uint8) bool {
	if card(c) == nil {
		return false
	}
	if hasCard(st, v.Seat, c) {
		return true
	}
	return slices.Contains(st.P[0].Known, c) || slices.Contains(st.P[1].Known, c)
}

// drawGlossary draws the keywords in one or two columns.
func drawGlossary(f *ui.Frame, r layout.Rect, pg *ui.Pager) {
	sz := ui.SizesOf(f.M)
	n := 1
	if f.M.Wide {
		n = 2
	} else {
		var parts []string
		for _, g := range glossary {
			parts = append(parts, g[0]+": "+g[1])
		}
		pg.Draw(f, r, strings.Join(parts, "\n"), sz.Body, ui.Ink, "table.page")
		return
	}
	cols := r.Cols(n, f.M.Gap*2)
	per := (len(glossary) + n - 1) / n
	for i, c := range cols {
		var parts []string
		for _, g := range glossary[i*per : min(len(glossary), (i+1)*per)] {
			parts = append(parts, g[0]+": "+g[1])
		}
		fitParagraph(f, c, strings.Join(parts, "\n"), sz.Body, ui.Ink)
	}
}

// drawLog draws the log v's seat may read, newest last, with buttons to
// page back and forth.
func drawLog(f *ui.Frame, r layout.Rect, v *engine.SeatView, u *seatUI) {
	lines := make([]string, len(v.Log))
	for i, e := range v.Log {
		lines[i] = u.line(e.Text)
	}
	u.log.Draw(f, r, lines, "table.log", ui.SizesOf(f.M).Body)
}

// drawBanner shows the result of the last round until the seat reads it.
func drawBanner(f *ui.Frame, r layout.Rect, st *overwatch.View, name func(engine.Seat) string) {
	m := f.M
	sz := ui.SizesOf(m)
	f.Fill(r, ui.Panel, 12)
	box := r.Center(min(r.W, m.ColumnWidth()*1.6), r.H).Inset(m.Gap)
	n := len(st.Result)
	res := st.Result[n-1]
	head, rest := box.CutTop(m.Title * 1.6)
	f.Text(head, "Round "+itoa(n)+": "+wonLine(res.Won, name), m.Title*0.7, ui.Accent, ui.Center, true)
	btn, rest := rest.CutBottom(m.Button)
	both := func(a, b int) string { // "You 12, the computer 9"
		return name(0) + " " + itoa(a) + ", " + engine.Inside(name(1)) + " " + itoa(b)
	}
	text := "Power: " + both(int(res.Power[0]), int(res.Power[1])) + ".\n" +
		"Unspent synergy (the tie-break): " + both(int(res.Synergy[0]), int(res.Synergy[1])) + ".\n" +
		decidedLine(res, name) + "\n" +
		"Rounds won: " + both(int(st.Wins[0]), int(st.Wins[1])) + " (two wins take the match).\n" +
		"Round " + itoa(int(st.Round)) + " begins: every hero was discarded, every token removed, and each player drew 6. " +
		engine.Does(name(engine.Seat(st.First)), "go first.", "goes first.")
	fitParagraph(f, rest, text, sz.Head*1.1, ui.Ink)
	f.Button(ui.Btn{ID: "table.banner", Label: "Continue to round " + itoa(int(st.Round)), Text: "Continue", Rect: btn.Center(min(btn.W, m.ColumnWidth()), btn.H), Enabled: true})
}

// decidedLine says what decided a round and how each side ended it.
func decidedLine(r overwatch.RoundEnd, name func(engine.Seat) string) string {
	s := "Decided by power."
	switch r.By {
	case overwatch.DecidedBySynergy:
		s = "Power was tied: decided by unspent synergy."
	case overwatch.DecidedTie:
		s = "Power and synergy were tied: both players win the round."
	}
	for side := 0; side < 2; side++ {
		s += " " + engine.Does(name(engine.Seat(side)), "ended", "ended") + " with " + itoa(int(r.Standing[side])) + " heroes standing and " +
			itoa(int(r.Fallen[side])) + " defeated (Front/Middle/Back power " + itoa(int(r.RowPower[side][0])) + "/" +
			itoa(int(r.RowPower[side][1])) + "/" + itoa(int(r.RowPower[side][2])) + ")."
	}
	return s
}

// wonLine says who won a round, naming the seats with name: "you win".
func wonLine(won [2]bool, name func(engine.Seat) string) string {
	switch {
	case won[0] && won[1]:
		return "both players win"
	case won[0]:
		return engine.Does(engine.Inside(name(0)), "win", "wins")
	}
	return engine.Does(engine.Inside(name(1)), "win", "wins")
}
