package overpower

import (
	"strings"

	"overdeck/game/overpower"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// ltdTabs name the draft screen's tabs.
var ltdTabs = [...]string{"Open stacks", "Your pool", "Picks"}

// Draw implements kit.Editor.
func (e *LimitedEditor) Draw(f *ui.Frame, r layout.Rect) {
	switch {
	case e.stage != ltdChoose && e.handingOff():
		e.drawHandoff(f, r)
	case e.stage == ltdChoose:
		e.drawChoose(f, r)
	case e.stage == ltdDraft:
		e.drawDraft(f, r)
	default:
		e.drawBuild(f, r)
	}
}

// drawHandoff hides everything until the person whose turn it is holds
// the device, as the shell's hand-off screen between hot-seat turns does.
func (e *LimitedEditor) drawHandoff(f *ui.Frame, r layout.Rect) {
	m := f.M
	who := "Player " + itoa(e.person()+1)
	doing := "your pick"
	if e.stage == ltdBuild {
		doing = "building your deck"
	}
	card := r.Center(min(r.W, m.ColumnWidth()*1.2), min(r.H, m.Title*2.5+m.Text*7+m.Button))
	f.Fill(card, ui.Panel, 16)
	card = card.Inset(m.Gap * 1.5)
	head, rest := card.CutTop(m.Title * 1.8)
	f.Heading(head, "Pass to "+who)
	btn, body := rest.CutBottom(m.Button)
	f.Paragraph(body.Inset(m.Gap/2), who+", take the device for "+doing+". Press the button when nobody else can see the screen.", m.Text, ui.Ink)
	f.Button(ui.Btn{ID: "edit.ltd.ready." + itoa(e.person()), Label: "I am " + who + ": show my cards", Rect: btn, Enabled: true})
}

// drawChoose draws the four ways to play Limited.
func (e *LimitedEditor) drawChoose(f *ui.Frame, r layout.Rect) {
	sz := ui.SizesOf(f.M)
	bh := max(layout.MinTouch, f.M.Button*0.8)
	msg := "Draft: eight or ten seats (you and computer drafters) open three packs each and take Character Stacks in turn; " +
		"the uncommons and rares you open are yours alone. Sealed: a starter deck and boosters. Then build from what you got, " +
		"plus any Basic Power cards, and play a computer player's Limited deck. Two people draft in turn behind hand-off screens, " +
		"then play each other hot-seat."
	if e.note != "" {
		msg = e.note + " " + msg
	}
	used, _ := f.Paragraph(r, msg, sz.Body, ui.Ink)
	_, r = r.CutTop(used + f.M.Gap)
	choices := [][3]string{{"draft.8", "Draft, a pod of 8", "Draft in a pod of 8"}, {"draft.10", "Draft, a pod of 10", "Draft in a pod of 10"},
		{"draft2.8", "Two people, a pod of 8", "Draft for two people in a pod of 8, then they play each other hot-seat"},
		{"draft2.10", "Two people, a pod of 10", "Draft for two people in a pod of 10, then they play each other hot-seat"},
		{"sealed.3", "Sealed, 3 boosters", "Sealed: a starter deck and 3 boosters"}, {"sealed.6", "Sealed, 6 boosters", "Sealed: a starter deck and 6 boosters"}}
	col := r.Center(min(r.W, f.M.ColumnWidth()*1.6), min(r.H, 6*bh+5*f.M.Gap))
	for k, c := range col.Rows(len(choices), f.M.Gap) {
		f.Button(ui.Btn{ID: "edit.ltd." + choices[k][0], Label: choices[k][2], Text: choices[k][1], Rect: c, Enabled: true})
	}
}

// drawDraft draws whose pick it is, the tabs, and the tab.
func (e *LimitedEditor) drawDraft(f *ui.Frame, r layout.Rect) {
	sz := ui.SizesOf(f.M)
	bh := max(layout.MinTouch, f.M.Button*0.8)
	d := e.draft
	v := d.View(e.person())
	msg := "Pack " + itoa(int(v.Pack)+1) + " of 3: your pick " + itoa(len(v.Own.Stacks)+1) + " of 6, seat " + itoa(int(v.Seat)+1) + " of " + itoa(int(v.Seats)) + "."
	if e.twoPeople() {
		msg = "Player " + itoa(int(v.Seat)+1) + ": " + msg
	}
	msg += pickWhy(v)
	if e.note != "" {
		msg = e.note + " " + msg
	}
	used, _ := f.Paragraph(r, msg, sz.Body, ui.Ink)
	_, r = r.CutTop(used + f.M.Gap*0.5)
	tabs, r := r.CutTop(bh)
	for k, c := range tabs.Cols(len(ltdTabs), f.M.Gap*0.4) {
		label := "Show " + strings.ToLower(ltdTabs[k])
		if k == 0 {
			label += " (your pick " + itoa(len(v.Own.Stacks)+1) + " of 6)"
		}
		f.Button(ui.Btn{ID: "edit.ltd.tab." + itoa(k), Label: label, Text: ltdTabs[k], Rect: c,
			Enabled: true, Selected: k == e.tab, Style: ui.Radio})
	}
	_, r = r.CutTop(f.M.Gap * 0.6)
	switch e.tab {
	case 0:
		e.drawStacks(f, r, v)
	case 1:
		f.Paragraph(r, poolText(v.Own), sz.Body, ui.Ink)
	default:
		f.Paragraph(r, picksText(v), sz.Body, ui.Ink)
	}
}

// pickWhy says, at the seat's pick, why the stacks offered are so few:
// the pod's snake order took the others, and a dimmed stack would leave
// no room for a legal team.
func pickWhy(v *overpower.DraftView) string {
	if v.ToPick != v.Seat {
		return ""
	}
	s := " " + itoa(len(v.Open)) + " stacks left open: the pod picks in snake order (seat 1 to " + itoa(int(v.Seats)) +
		", then back), and the other seats have taken theirs since your last pick."
	if len(v.Own.Stacks) == 0 {
		s = " " + itoa(len(v.Open)) + " stacks open: the pod picks in snake order (seat 1 to " + itoa(int(v.Seats)) +
			", then back), so the seats before you have picked already."
		if v.Seat == 0 {
			s = " " + itoa(len(v.Open)) + " stacks open: the pod picks in snake order (seat 1 to " + itoa(int(v.Seats)) +
				", then back), so your next pick comes after each other seat has picked twice."
		}
	}
	if len(v.Legal) < len(v.Open) {
		s += " " + itoa(len(v.Legal)) + " of them lit: a dimmed one would leave you no room for a legal team."
	}
	return s
}

// drawStacks draws the open stacks, paged; the legal ones take a press.
func (e *LimitedEditor) drawStacks(f *ui.Frame, r layout.Rect, v *overpower.DraftView) {
	sz := ui.SizesOf(f.M)
	bh := max(layout.MinTouch, f.M.Button*0.8)
	gap := f.M.Gap * 0.5
	cellH := max(layout.MinTouch, sz.Body*1.3+sz.Small*1.3+8)
	cols := max(1, int((r.W+gap)/(max(150, sz.Small*12)+gap)))
	rows := max(1, int((r.H+gap)/(cellH+gap)))
	n := len(v.Open)
	first := 0
	e.pages = 1
	if n > cols*rows {
		bar, rest := r.CutBottom(bh)
		_, r = rest.CutBottom(gap)
		rows = max(1, int((r.H+gap)/(cellH+gap)))
		e.pages = (n + cols*rows - 1) / (cols * rows)
		e.page = min(e.page, e.pages-1)
		first = e.page * cols * rows
		bs := bar.Center(min(bar.W, f.M.ColumnWidth()*1.5), bar.H).Cols(2, f.M.Gap)
		of := " (page " + itoa(e.page+1) + " of " + itoa(e.pages) + ")"
		f.Button(ui.Btn{ID: "edit.ltd.page.0", Label: "Previous stacks" + of, Text: "Previous", Rect: bs[0], Enabled: e.page > 0})
		f.Button(ui.Btn{ID: "edit.ltd.page.2", Label: "More stacks" + of, Text: "More", Rect: bs[1], Enabled: e.page < e.pages-1})
	}
	w := (r.W - gap*float64(cols-1)) / float64(cols)
	for i := first; i < min(n, first+cols*rows); i++ {
		k := i - first
		c := layout.Rect{X: r.X + float64(k%cols)*(w+gap), Y: r.Y + float64(k/cols)*(cellH+gap), W: w, H: cellH}
		st := v.Open[i]
		ch := overpower.Characters(overpower.CharByName(st.Char))
		legal := false
		for _, l := range v.Legal {
			legal = legal || int(l) == i
		}
		facts := "E" + itoa(int(ch.Grid[0])) + " C" + itoa(int(ch.Grid[1])) + " B" + itoa(int(ch.Grid[2])) + " I" + itoa(int(ch.Grid[3])) +
			" · threat " + itoa(int(ch.Threat)) + " · " + itoa(len(st.Specials)) + " Specials"
		label := st.Char + ": " + facts
		if legal {
			label += ". Press to take this stack"
		} else {
			label += ". You may not take it now"
		}
		fill, ink := ui.ButtonOff, ui.ButtonInkNo
		if legal {
			fill, ink = ui.ButtonFill, ui.ButtonInk
		}
		f.Fill(c, fill, 7)
		hot(f, "edit.ltd.stack."+itoa(i), label, c, legal)
		top, low := c.Inset(4).CutTop(sz.Body * 1.3)
		drawFaceName(f, top, st.Char, sz.Body, ink)
		g := ch.Grid
		firstFit(f, low, sz.Small, ink, ui.Center, false, facts,
			"E"+itoa(int(g[0]))+" C"+itoa(int(g[1]))+" B"+itoa(int(g[2]))+" I"+itoa(int(g[3]))+" · threat "+itoa(int(ch.Threat)),
			itoa(int(g[0]))+"/"+itoa(int(g[1]))+"/"+itoa(int(g[2]))+"/"+itoa(int(g[3]))+" · "+itoa(int(ch.Threat)))
	}
}

// poolText lists a seat's stacks and secret cards.
func poolText(p overpower.Pack) string {
	var b strings.Builder
	b.WriteString("Your stacks: ")
	if len(p.Stacks) == 0 {
		b.WriteString("none yet.")
	}
	for k, s := range p.Stacks {
		if k > 0 {
			b.WriteString("; ")
		}
		b.WriteString(s.Char + " (" + strings.Join(s.Specials, ", ") + ")")
	}
	b.WriteString(". Your secret cards: " + joinAnd(append(p.Cards, p.Homes...)) + ".")
	return b.String()
}

// picksText lists what each seat has drafted.
func picksText(v *overpower.DraftView) string {
	var b strings.Builder
	for s, l := range v.Drafted {
		who := "Seat " + itoa(s+1)
		if s == int(v.Seat) {
			who += " (you)"
		}
		var names []string
		for _, st := range l {
			names = append(names, st.Char)
		}
		if len(names) == 0 {
			names = []string{"nothing yet"}
		}
		b.WriteString(who + ": " + strings.Join(names, ", ") + ". ")
	}
	return b.String()
}

// drawBuild draws whom the deck will play, Start over, and the builder.
func (e *LimitedEditor) drawBuild(f *ui.Frame, r layout.Rect) {
	sz := ui.SizesOf(f.M)
	bh := max(layout.MinTouch, f.M.Button*0.8)
	top, r := r.CutTop(bh)
	again, top := top.CutRight(min(top.W*0.3, f.M.Button*3.2))
	f.Button(ui.Btn{ID: "edit.ltd.restart.0", Label: "Start over: a new Draft or Sealed", Text: "Start over", Short: "Restart", Rect: again, Enabled: true})
	switch {
	case e.twoPeople() && e.first == nil:
		var next layout.Rect
		next, top = top.CutRight(min(top.W*0.45, f.M.Button*4.2))
		_, err := e.builder.Value()
		f.Button(ui.Btn{ID: "edit.ltd.built.0", Label: "My deck is built: pass to Player 2", Text: "Pass to Player 2", Short: "Built",
			Rect: next.Inset(f.M.Gap * 0.2), Enabled: err == nil})
		firstFit(f, top.Inset(f.M.Gap*0.3), sz.Small, ui.InkDim, ui.Left, false, "Player 1 builds, then Player 2.", "Player 1 builds.", "Player 1.")
	case e.twoPeople():
		firstFit(f, top.Inset(f.M.Gap*0.3), sz.Small, ui.InkDim, ui.Left, false, "Player 2 builds; then Done starts the match with Player 1.",
			"Player 2 builds, then Done.", "Player 2.")
	default:
		firstFit(f, top.Inset(f.M.Gap*0.3), sz.Small, ui.InkDim, ui.Left, false, "You play "+e.foeWho+": "+teamOf(e.foe)+".",
			"Against "+teamOf(e.foe)+".", "Against "+e.foe.Front[0]+" and team.", "Against the computer.")
	}
	_, r = r.CutTop(f.M.Gap * 0.5)
	e.builder.Draw(f, r)
}
