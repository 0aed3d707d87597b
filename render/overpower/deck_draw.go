package overpower

import (
	"overdeck/game/overpower"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// Draw implements kit.Editor: the legality line, the tabs, then the tab.
func (e *DeckBuilder) Draw(f *ui.Frame, r layout.Rect) {
	m := f.M
	bh := max(layout.MinTouch, m.Button*0.8)
	_, r = r.CutTop(e.drawSummary(f, r))
	tabs, r := r.CutTop(bh)
	for k, c := range tabs.Cols(len(tabNames), m.Gap*0.4) {
		label := "Show the " + tabNames[k] + " tab"
		if k == e.tab {
			label += " (shown)"
		}
		f.Button(ui.Btn{ID: "edit.tab." + itoa(k), Label: label, Text: tabNames[k], Rect: c, Enabled: true,
			Selected: k == e.tab})
	}
	_, r = r.CutTop(m.Gap * 0.6)
	switch e.tab {
	case tabTeam:
		e.drawTeam(f, r, bh)
	case tabBase:
		e.drawBase(f, r, bh)
	case tabCards:
		e.drawCards(f, r, bh)
	case tabHand:
		e.drawHand(f, r, bh)
	case tabDecks:
		e.drawDecks(f, r, bh)
	}
}

// drawSummary draws the threat and card counts and whether the deck is
// legal (or the first reason not) at the top of r; it returns the height
// used.
func (e *DeckBuilder) drawSummary(f *ui.Frame, r layout.Rect) float64 {
	sz := ui.SizesOf(f.M)
	s := overpower.Summarize(e.deck, e.pool)
	lh := sz.Head * 1.6
	row := layout.Rect{X: r.X, Y: r.Y, W: r.W, H: lh}
	badge := func(text string, bad bool) {
		w := ui.Measure(text, sz.Body, true) + sz.Body*1.2
		var b layout.Rect
		b, row = row.CutLeft(w)
		_, row = row.CutLeft(f.M.Gap * 0.5)
		col := ui.Good
		if bad {
			col = 0xa8322aff
		}
		f.Fill(b, col, lh*0.3)
		f.Text(b, text, sz.Body, ui.InkOn(col), ui.Center, true)
	}
	// Each count says what it is measured against: the team's threat
	// against the most allowed, the deck's cards against the fewest.
	badge("Threat "+itoa(s.Threat)+" (max "+itoa(overpower.MaxThreat)+")", s.Threat > overpower.MaxThreat)
	badge("Cards "+itoa(s.Cards)+" (min "+itoa(s.Min)+")", s.Cards < s.Min)
	msg, ink := "A legal deck: press Done to use it.", ui.Heal
	if !s.Legal() {
		msg, ink = problemText(s), ui.Hurt
	} else if len(s.Unusable) > 0 {
		msg, ink = "A legal deck, but no Front Line character can play "+listAnd(s.Unusable)+
			": drawn, such a card is discarded in the Discard Phase.", ui.Gold
	}
	if e.note != "" {
		msg = e.note + " " + msg
	}
	if ui.Measure(msg, sz.Body, false) <= row.W {
		f.Text(row, msg, sz.Body, ink, ui.Left, false)
		return lh + f.M.Gap*0.5
	}
	// Two lines at the body size, else up to four at a smaller one (a
	// list of the cards the team cannot use, on a phone).
	size, lines := sz.Body, 2.0
	for len(ui.Wrap(msg, size, r.W, false)) > int(lines) && size > ui.MinText {
		size, lines = max(ui.MinText, size-0.5), 4
	}
	used, _ := f.Paragraph(layout.Rect{X: r.X, Y: r.Y + lh + 2, W: r.W, H: size * 1.4 * lines}, msg, size, ink)
	return lh + 2 + used + f.M.Gap*0.5
}

// listAnd joins up to three names, then "and N more".
func listAnd(names []string) string {
	if len(names) > 3 {
		return joinAnd(append(names[:3:3], itoa(len(names)-3)+" more"))
	}
	return joinAnd(names)
}

// grid lays out n cells of at least minW x minH (at most maxH tall, 0 no
// limit) in r, paged when they do not fit.
func (e *DeckBuilder) grid(f *ui.Frame, r layout.Rect, n int, minW, minH, maxH float64, what string) ([]layout.Rect, int) {
	m := f.M
	gap := m.Gap * 0.5
	fit := func(r layout.Rect) (int, int) {
		return max(1, int((r.W+gap)/(minW+gap))), max(1, int((r.H+gap)/(minH+gap)))
	}
	cols, rows := fit(r)
	e.pages = 1
	first := 0
	if n > cols*rows {
		bar, rest := r.CutBottom(max(layout.MinTouch, m.Button*0.8))
		_, r = rest.CutBottom(gap)
		cols, rows = fit(r)
		per := cols * rows
		e.pages = (n + per - 1) / per
		e.page = min(e.page, e.pages-1)
		first = e.page * per
		of := " (page " + itoa(e.page+1) + " of " + itoa(e.pages) + ")"
		bs := bar.Center(min(bar.W, m.ColumnWidth()*1.5), bar.H).Cols(2, m.Gap)
		f.Button(ui.Btn{ID: "edit.page.prev", Label: "Previous " + what + of, Text: "Previous", Rect: bs[0], Enabled: e.page > 0})
		f.Button(ui.Btn{ID: "edit.page.next", Label: "More " + what + of, Text: "More", Rect: bs[1], Enabled: e.page < e.pages-1})
	} else {
		rows = max(1, (n+cols-1)/cols)
	}
	w := (r.W - gap*float64(cols-1)) / float64(cols)
	h := (r.H - gap*float64(rows-1)) / float64(rows)
	if maxH > 0 {
		h = min(h, maxH)
	}
	var out []layout.Rect
	for i := first; i < min(n, first+cols*rows); i++ {
		k := i - first
		out = append(out, layout.Rect{X: r.X + float64(k%cols)*(w+gap), Y: r.Y + float64(k/cols)*(h+gap), W: w, H: h})
	}
	return out, first
}

// slotNames name the team slots.
var slotNames = [...]string{"Front Line 1", "Front Line 2", "Front Line 3", "Reserve"}

// drawTeam draws the four team slots, then every character to put in the
// slot being filled.
func (e *DeckBuilder) drawTeam(f *ui.Frame, r layout.Rect, bh float64) {
	sz := ui.SizesOf(f.M)
	slotsH := max(bh, sz.Small*1.3+sz.Body*1.3+8)
	band, r := r.CutTop(slotsH)
	_, r = r.CutTop(f.M.Gap * 0.6)
	team := e.team()
	for k, c := range band.Cols(4, f.M.Gap*0.4) {
		name := team[k]
		label := slotNames[k] + ": " + name
		if name == "" {
			label = slotNames[k] + ": empty"
		}
		if k == e.slot {
			label += " (the next character chosen goes here)"
			f.Fill(c.Inset(-3), ui.Gold, 9)
		}
		f.Fill(c, ui.Panel, 7)
		top, low := c.Inset(3).CutTop(sz.Small * 1.3)
		firstFit(f, top, sz.Small, ui.InkDim, ui.Center, false, slotNames[k], [4]string{"Front 1", "Front 2", "Front 3", "Reserve"}[k], [4]string{"F1", "F2", "F3", "R"}[k])
		if name == "" {
			name = "—"
		}
		drawFaceName(f, low, name, sz.Body, ui.Ink)
		hot(f, "edit.slot."+itoa(k), label, c, true)
	}
	n := overpower.NumCharacters()
	cs, first := e.grid(f, r, n, max(112, sz.Small*9), max(layout.MinTouch, sz.Small*1.3*3+8), 110, "characters")
	for i, c := range cs {
		e.drawChar(f, c, first+i)
	}
}

// drawChar draws character ci as a card to press into the team.
func (e *DeckBuilder) drawChar(f *ui.Frame, r layout.Rect, ci int) {
	sz := ui.SizesOf(f.M)
	ch := overpower.Characters(ci)
	slot := -1
	for k, n := range e.team() {
		if n == ch.Name {
			slot = k
		}
	}
	ok := e.charAllowed(ci)
	if slot >= 0 {
		f.Fill(r.Inset(-2), ui.Gold, 8)
	}
	f.Fill(r, ui.CardFace, 6)
	in := r.Inset(3)
	lh := min(in.H/3, sz.Small*1.35)
	name, in := in.CutTop(lh)
	grid, in := in.CutTop(lh)
	drawCharName(f, name, ch.Name, sz.Small, ui.CardInk)
	drawGrid(f, grid, ch.Grid, sz.Small)
	threat := "Threat " + itoa(int(ch.Threat))
	if ch.Reserve != 0 {
		threat += " (Reserve " + itoa(int(ch.Reserve)) + ")"
	}
	where := threat
	if slot >= 0 {
		where = slotNames[slot] + " · " + threat
	}
	if in.H >= sz.Small {
		var l layout.Rect
		l, in = in.CutTop(min(in.H, lh))
		firstFit(f, l, sz.Small, ui.CardInk, ui.Left, false, where, threat, "T"+itoa(int(ch.Threat)))
	}
	if lines := ui.Wrap(ch.Text, sz.Small, in.W, false); ch.Text != "" && float64(len(lines))*sz.Small*1.3 <= in.H {
		for k, l := range lines {
			f.Text(layout.Rect{X: in.X, Y: in.Y + float64(k)*sz.Small*1.3, W: in.W, H: sz.Small * 1.3}, l, sz.Small, ui.CardInk, ui.Left, false)
		}
	}
	if !ok {
		f.Fill(r, 0x1b2530a0, 6)
	}
	label := ch.Name + ": grid " + gridText(ch.Grid) + ", " + threat + ". " + ch.Text
	switch {
	case !ok:
		label += " Not in your pool."
	case slot >= 0:
		label += " On the team as " + slotNames[slot] + "; press to move it to " + slotNames[e.slot] + "."
	default:
		label += " Press to put it in " + slotNames[e.slot] + "."
	}
	hot(f, "edit.char."+itoa(ci), label, r, ok)
}

// gridText reads a power grid: "Energy 6, Combat 4, Brute Force 6, Intelligence 1".
func gridText(g [4]int8) string {
	s := ""
	for t := range 4 {
		if t > 0 {
			s += ", "
		}
		s += overpower.TypeNames[t] + " " + itoa(int(g[t]))
	}
	return s
}

// drawBase draws the homebase and mission set choices.
func (e *DeckBuilder) drawBase(f *ui.Frame, r layout.Rect, bh float64) {
	sz := ui.SizesOf(f.M)
	head := sz.Head * 1.5
	type opt struct {
		id, text, label string
		on, ok          bool
	}
	homes := []opt{{"edit.home.none", "No homebase", "No homebase", e.deck.Home == "", true}}
	for h := range overpower.NumHomebases() {
		hb := overpower.Homebases(h)
		homes = append(homes, opt{"edit.home." + itoa(h), hb.Name + " (+" + itoa(int(hb.Threat)) + ")",
			hb.Name + ", threat " + itoa(int(hb.Threat)) + ": " + hb.Text, e.deck.Home == hb.Name, e.homeAllowed(h)})
	}
	var sets []opt
	for k := range overpower.NumMissionSets() {
		n := overpower.MissionSets(k).Name
		sets = append(sets, opt{"edit.set." + itoa(k), n, "Mission Set " + n + ": its seven objectives and its Events", e.deck.Set == n, true})
	}
	cols := max(2, min(3, int(r.W/260)))
	rowsOf := func(n int) int { return (n + cols - 1) / cols }
	gap := f.M.Gap * 0.5
	rh := min(bh, (r.H-2*head-gap*float64(rowsOf(len(homes))+rowsOf(len(sets))))/float64(rowsOf(len(homes))+rowsOf(len(sets))))
	rh = max(rh, layout.MinTouch)
	group := func(title string, opts []opt) {
		var t layout.Rect
		t, r = r.CutTop(head)
		f.Text(t, title, sz.Head, ui.Ink, ui.Left, true)
		for i := 0; i < len(opts); i += cols {
			var row layout.Rect
			row, r = r.CutTop(rh)
			_, r = r.CutTop(gap)
			for j, c := range row.Cols(cols, gap) {
				if i+j >= len(opts) {
					break
				}
				o := opts[i+j]
				label := o.label
				if o.on {
					label += " (chosen)"
				}
				f.Button(ui.Btn{ID: o.id, Label: label, Text: o.text, Rect: c, Enabled: o.ok, Selected: o.on, Style: ui.Radio})
			}
		}
	}
	group("Homebase", homes)
	group("Mission Set", sets)
}
