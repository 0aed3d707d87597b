package overwatch

import (
	"strings"

	"overdeck/engine"
	"overdeck/game/overwatch"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// drawPanel draws the decision panel: what the seat may do now and what
// it would do, with the buttons that do it along its bottom.
func drawPanel(f *ui.Frame, r layout.Rect, v *engine.SeatView, st *overwatch.View, u *seatUI, li *legalInfo) {
	var text string
	var rows [][]ui.Btn
	switch {
	case st.Phase == overwatch.PhaseOver || v.Outcome.Over:
		text = "The match is over. " + u.line(v.Outcome.Summary)
	case len(v.Legal) == 0:
		text, rows = waitingPanel(v, st, u)
	case len(li.opts) > 0:
		text, rows = primaryPanel(v, st, li, u.name)
	case st.Phase == overwatch.PhaseSkill:
		text, rows = pickPanel(v, st, u, li)
	case u.card >= 0:
		text, rows = cardPanel(u, li)
	case u.hero != 0:
		text, rows = heroPanel(v, st, u, li)
	default:
		text = hint(v, st, li)
	}
	u.more = ""
	size := ui.SizesOf(f.M).Head
	more := ui.Btn{ID: "table.more", Label: "Read all: " + text, Text: "More…", Enabled: true}
	pg := u.picks // the page as the layout without the button counts them
	laid, paged := fitRows(f, r, rows, &pg)
	if rem := r.H - stackHeight(f, r, laid, paged); rem < layout.MinTouch*1.5 && !ui.Fits(text, size, r.W, rem) {
		// No room for the button below the text: it joins the others.
		laid, _ = fitRows(f, r, append([][]ui.Btn{{more}}, rows...), &u.picks)
		u.more = text
		f.Brief(stackButtons(f, r, laid), text, size, ui.Ink, "")
		return
	}
	u.picks = pg
	r = stackButtons(f, r, laid)
	r = f.WithRecent(r, text, size, logTexts(v, u.line)) // room to spare: what just happened
	if f.Brief(r, text, size, ui.Ink, "table.more") {
		u.more = text
	}
}

// logTexts are the texts of v's log, oldest first, each worded by line
// (the table's names for the seats).
func logTexts(v *engine.SeatView, line func(string) string) []string {
	out := make([]string, len(v.Log))
	for i, e := range v.Log {
		out[i] = line(e.Text)
	}
	return out
}

// zoomBtn is the button that opens the full text of hero id.
func zoomBtn(st *overwatch.View, id int32) ui.Btn {
	h := heroOf(st, id)
	name := "this hero"
	if h != nil {
		name = cardName(h.Card)
	}
	return ui.Btn{ID: "table.zoom.hero." + itoa(int(id)), Label: "Show the full card of " + name, Text: "Full card", Enabled: h != nil}
}

// waitingPanel is the panel while another seat decides: who, the skill it
// is using, and the selected hero.
func waitingPanel(v *engine.SeatView, st *overwatch.View, u *seatUI) (string, [][]ui.Btn) {
	text := "Waiting for " + engine.Inside(u.name(engine.Seat(st.ToMove))) + "."
	if h := heroOf(st, st.Pend.Hero); h != nil {
		s, ult := pendingSkill(st)
		if s != nil {
			text += " " + title(heroName(h, v.Seat, u.name)) + " is using " + skillText(s, ult)
		} else {
			text += " " + title(heroName(h, v.Seat, u.name)) + " was just deployed: its primary ability is being chosen."
		}
	}
	if h := heroOf(st, u.hero); h != nil {
		text += "\n" + heroText(st, h, v.Seat, u.name)
		return text, [][]ui.Btn{{zoomBtn(st, h.ID)}}
	}
	return text + "\nSelect any hero to read it.", nil
}

// primaryPanel offers the primary options of the hero just played.
func primaryPanel(v *engine.SeatView, st *overwatch.View, li *legalInfo, name func(engine.Seat) string) (string, [][]ui.Btn) {
	h := heroOf(st, st.Pend.Hero)
	k := card(st.Pend.Card)
	text := "Use the primary ability now or lose it."
	if h != nil {
		text = title(heroName(h, v.Seat, name)) + " is deployed in the " + rowNames[h.Row] + " row. " + text
	}
	var use []ui.Btn
	for _, a := range li.opts {
		if a.Key() == "skip" {
			continue
		}
		i := a.Key()[0] - 'a'
		s := k.Primary[i]
		name := s.Name
		if len(k.Primary) > 1 {
			name = string(rune('A'+i)) + ", " + s.Name
		}
		text += "\n" + name + ": " + s.Text
		use = append(use, ui.Btn{ID: "table.opt." + a.Key(), Label: "Use " + name + ": " + s.Text, Text: "Use " + name, Short: "Use " + strings.TrimSuffix(strings.Fields(name)[0], ","), Enabled: true})
	}
	last := []ui.Btn{{ID: "table.opt.skip", Label: "Do not use the primary ability", Text: "Do not use it", Enabled: true}}
	if h != nil {
		last = append(last, zoomBtn(st, h.ID))
	}
	return text, [][]ui.Btn{use, last}
}

// pendingSkill returns the skill whose choices are being made, and
// whether it is an ultimate (nil while a primary option is chosen).
func pendingSkill(st *overwatch.View) (*overwatch.Skill, bool) {
	k := card(st.Pend.Card)
	switch {
	case st.Pend.Hero == 0 || k == nil:
		return nil, false
	case st.Pend.Ult:
		return k.Ult, true
	case st.Pend.Opt > 0 && int(st.Pend.Opt) <= len(k.Primary):
		return k.Primary[st.Pend.Opt-1], false
	}
	return nil, false
}

// pickPanel shows the skill being used, asks for its next choice, lists
// the choices that are not heroes as buttons and previews the one chosen.
func pickPanel(v *engine.SeatView, st *overwatch.View, u *seatUI, li *legalInfo) (string, [][]ui.Btn) {
	s, ult := pendingSkill(st)
	h := heroOf(st, st.Pend.Hero)
	text := ""
	if h != nil && s != nil {
		text = title(heroName(h, v.Seat, u.name)) + ": " + skillText(s, ult)
	}
	prompt, heroes := "", false
	var btns []ui.Btn
	for _, p := range li.picks {
		prompt = p.prompt
		if p.kind == pkHero {
			heroes = true
			continue
		}
		btns = append(btns, ui.Btn{ID: "table.pick." + itoa(p.val), Label: "Choose " + pickLabel(p), Text: pickShort(p),
			Enabled: true, Selected: u.pick == p.key})
	}
	if prompt != "" {
		text += "\nChoose: " + prompt
		if heroes {
			text += " (the lit heroes on the board)"
		}
		text += "."
	}
	if picks := pickedSoFar(st, v.Seat, heroes, u.name); picks != "" {
		text += "\nChosen so far: " + picks + "."
	}
	var rows [][]ui.Btn
	for len(btns) > 0 { // four to a row where there is room (fitRows)
		n := min(len(btns), 4)
		rows = append(rows, btns[:n])
		btns = btns[n:]
	}
	p, chosen := li.find(u.pick)
	if chosen {
		text += "\n" + preview(st, s, p, v.Seat, u.name)
	}
	last := []ui.Btn{{ID: "table.confirm", Label: confirmLabel(st, s, p, chosen, v.Seat, u.name), Text: "Confirm", Short: "OK", Enabled: chosen}}
	if li.done {
		last = append(last, ui.Btn{ID: "table.done", Label: "Choose no more", Text: "No more", Enabled: true})
	}
	if h != nil {
		last = append(last, zoomBtn(st, h.ID))
	}
	return text, append(rows, last)
}

// confirmLabel is what the confirm button says.
func confirmLabel(st *overwatch.View, s *overwatch.Skill, p pick, chosen bool, seat engine.Seat, names func(engine.Seat) string) string {
	if !chosen {
		return "Confirm (choose first)"
	}
	name := "the skill"
	if s != nil {
		name = s.Name
	}
	return "Confirm " + name + " on " + pickTarget(st, p, seat, names)
}

// pickTarget names what pick p chooses.
func pickTarget(st *overwatch.View, p pick, seat engine.Seat, name func(engine.Seat) string) string {
	if p.kind == pkHero {
		if h := heroOf(st, int32(p.val)); h != nil {
			return heroName(h, seat, name) + " (" + where(st, h) + ")"
		}
	}
	return pickLabel(p)
}

// pickedSoFar names the choices already made for the pending skill:
// heroes by name while the skill is choosing heroes.
func pickedSoFar(st *overwatch.View, seat engine.Seat, heroes bool, name func(engine.Seat) string) string {
	var out []string
	for _, p := range st.Pend.Picks {
		if h := heroOf(st, int32(p)); h != nil && heroes {
			out = append(out, heroName(h, seat, name))
		} else {
			out = append(out, itoa(int(p)))
		}
	}
	return strings.Join(out, ", ")
}

// preview says in words what the chosen pick would do: the skill's text
// and the state of the heroes it reaches.
func preview(st *overwatch.View, s *overwatch.Skill, p pick, seat engine.Seat, names func(engine.Seat) string) string {
	name := "This choice"
	if s != nil {
		name = s.Name
	}
	var hs []*overwatch.Hero
	switch p.kind {
	case pkHero:
		if h := heroOf(st, int32(p.val)); h != nil {
			return name + " on " + heroName(h, seat, names) + " (" + where(st, h) + "): " + healthText(h) + tokensText(st, h) + "."
		}
	case pkRow:
		for i := range st.Heroes {
			if h := &st.Heroes[i]; int(h.Side) == p.side && int(h.Row) == p.val && !h.Defeated {
				hs = append(hs, h)
			}
		}
	case pkCol:
		for i := range st.Heroes {
			if h := &st.Heroes[i]; (int(h.Side) == p.side || p.side < 0) && int(h.Col) == p.val && !h.Defeated {
				hs = append(hs, h)
			}
		}
	case pkNum:
		return name + " with X = " + itoa(p.val) + ": pays " + itoa(p.val) + " synergy before tokens change the cost."
	default:
		return name + ": " + p.text + "."
	}
	what := p.text
	if p.kind == pkCol && p.side >= 0 {
		what = strings.TrimSuffix(p.prompt, " column") + " " + p.text
	}
	if len(hs) == 0 {
		return name + " on the " + what + ": no living hero there."
	}
	var parts []string
	for _, h := range hs {
		parts = append(parts, heroName(h, seat, names)+" ("+healthText(h)+")")
	}
	return name + " on the " + what + " reaches " + strings.Join(parts, ", ") + "."
}

// tokensText lists the tokens on h: ", tokens: Mercy token (heal)".
func tokensText(st *overwatch.View, h *overwatch.Hero) string {
	if ms := marksOn(st, h.ID); len(ms) > 0 {
		return ", tokens: " + strings.Join(ms, ", ")
	}
	return ""
}
