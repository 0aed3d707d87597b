package overrealm

import (
	"slices"
	"strings"

	"overdeck/engine"
	"overdeck/game/overrealm"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// drawPicks draws the draft (or competitive choice) and the secret team
// choice: the monsters to choose from as tiles, the one chosen last in
// full, what is known of both pools, and Confirm.
func drawPicks(f *ui.Frame, r layout.Rect, v *engine.SeatView, st *overrealm.View, u *seatUI) {
	m := f.M
	sz := ui.SizesOf(m)
	me := max(int(v.Seat), 0)
	p := &st.P[me]
	acting := len(v.Legal) > 0
	var title, help string
	var choices []uint8
	if st.Phase == phDraft {
		choices = p.Packet
		title = map[uint8]string{modeCasual: "Casual pick", modeDraft: "Draft pick", modeCompetitive: "Competitive: choose your monsters"}[st.Mode]
		title += " " + itoa(int(st.Pick)+1) + " of " + itoa(poolSize(st))
		help = map[uint8]string{
			modeCasual:      "Pick one monster in secret. The rest pass to the other player. Every pick after the first is shown to them.",
			modeDraft:       "Pick one monster in secret. The rest pass to the other player. Picks stay secret until the teams are revealed.",
			modeCompetitive: "Pick one monster at a time, in secret, until you have 5. Both players may take the same monster.",
		}[st.Mode]
	} else {
		choices = slices.Clone(p.Pool)
		slices.Sort(choices)
		title = "Choose your team of three, in secret"
		help = "Tap the monster that starts active first, then the two that wait beside it."
	}
	if v.Seat == engine.NoSeat {
		choices, help = nil, "Both players are choosing in secret."
	}
	head, rest := r.CutTop(sz.Head * 1.6)
	f.Text(head, title, sz.Head, ui.Accent, ui.Left, true)
	var tiles, side layout.Rect
	if m.Wide {
		side, tiles = rest.CutRight(rest.W * 0.4)
		_, tiles = tiles.CutRight(m.Gap)
	} else {
		tiles, side = rest.CutTop(rest.H * 0.5)
		_, side = side.CutTop(m.Gap)
	}
	if v.Seat == engine.NoSeat {
		drawPoolsWatched(f, tiles, v, st)
	}
	cells := gridCells(tiles, len(choices), m.Gap*0.5)
	for i, k := range choices {
		drawPickTile(f, cells[i], k, slices.Index(u.b.picks, k), st.Phase, acting)
	}
	f.Fill(side, ui.FeltEdge, 10)
	side = side.Inset(m.Gap * 0.6)
	btn, info := side.CutBottom(max(layout.MinTouch, m.Button*0.85))
	if v.Seat == engine.NoSeat {
		info = side // a spectator has nothing to confirm
	}
	text := help + "\n" + poolsLine(v, st, u.name)
	if n := len(u.b.picks); n > 0 {
		text = monsterText(monster(u.b.picks[n-1])) + "\n" + actionsText(monster(u.b.picks[n-1]))
		if st.Phase == phTeam {
			text = teamLine3(u.b.picks) + "\n" + text
		}
	}
	if !acting && v.Seat != engine.NoSeat {
		text = "You have chosen. Waiting for the other player.\n" + poolsLine(v, st, u.name)
	}
	u.briefRecent(f, info, text, sz.Body, v)
	ok := false
	if acting {
		_, ok = pendingKey(v, st, u)
	}
	label := "Confirm"
	if ok && st.Phase == phDraft {
		label = "Pick " + monster(u.b.picks[0]).Name
	} else if ok {
		label = "Confirm the team. " + teamLine3(u.b.picks)
	}
	if v.Seat != engine.NoSeat {
		f.Button(ui.Btn{ID: "table.confirm", Label: label, Text: "Confirm", Rect: btn, Enabled: ok})
	}
}

// poolSize is how many monsters each player picks.
func poolSize(st *overrealm.View) int {
	if st.Mode == modeCompetitive {
		return 5
	}
	return 4
}

// teamLine3 says a team being chosen: active first.
func teamLine3(picks []uint8) string {
	var n []string
	for i, k := range picks {
		role := "beside it"
		if i == 0 {
			role = "active"
		}
		n = append(n, monster(k).Name+" ("+role+")")
	}
	return "Team: " + strings.Join(n, ", ")
}

// poolsLine says what v's seat knows of both pools.
func poolsLine(v *engine.SeatView, st *overrealm.View, name func(engine.Seat) string) string {
	var parts []string
	for s := 0; s < 2; s++ {
		sv := &st.P[s]
		var names []string
		for _, k := range sv.Pool {
			names = append(names, monster(k).Name)
		}
		if hidden := int(sv.PoolN) - len(sv.Pool); hidden > 0 {
			names = append(names, itoa(hidden)+" secret")
		}
		who := engine.Whose(name(engine.Seat(s)))
		if engine.Seat(s) == v.Seat {
			who = "Your"
		}
		if len(names) == 0 {
			names = []string{"none yet"}
		}
		parts = append(parts, who+" picks: "+strings.Join(names, ", ")+".")
	}
	return strings.Join(parts, " ")
}

// actionsText lists a monster's four actions in full.
func actionsText(d *overrealm.Monster) string {
	var out []string
	for i := range d.Actions {
		out = append(out, actionText(&d.Actions[i]))
	}
	return strings.Join(out, "\n")
}

// drawPickTile draws monster k as a pick toggle; order is its place among
// the picks (-1: not picked).
func drawPickTile(f *ui.Frame, r layout.Rect, k uint8, order int, phase uint8, enabled bool) {
	sz := ui.SizesOf(f.M)
	d := monster(k)
	label := d.Name + ", " + elements(d) + ", " + itoa(int(d.HP)) + " HP, " + d.Role
	if order >= 0 {
		label += " (chosen)"
	}
	hit(f, "table.pick."+itoa(int(k)), label, r, enabled)
	c := monFrame(d)
	c.Lit = order >= 0
	c.Stats = []ui.Stat{{Icon: ui.IconHeart, Value: itoa(int(d.HP)), Color: ui.Danger}}
	tag := ""
	if order >= 0 && phase == phTeam {
		tag = []string{"ACTIVE", "BESIDE", "BESIDE"}[order]
	} else if order >= 0 {
		tag = "CHOSEN"
	}
	if r.H > 170 && r.W > 130 {
		c.Text = "Ability, " + d.Ability + ": " + d.Text
		c.Short = "Ability: " + d.Ability
	}
	art := f.DrawCard(r, c)
	if tag != "" {
		t := layout.Rect{X: art.X, Y: art.Y, W: art.W, H: max(sz.Small*1.4, min(art.H*0.22, sz.Body*1.5))}
		f.Fill(t, ui.ButtonOn, 4)
		f.Text(t, tag, min(sz.Body, t.H*0.75), ui.ButtonInk, ui.Center, true)
	}
}

// drawKO draws the choice of a new active monster after a KO.
func drawKO(f *ui.Frame, r layout.Rect, v *engine.SeatView, st *overrealm.View) {
	m := f.M
	sz := ui.SizesOf(m)
	p := &st.P[v.Seat]
	head, rest := r.CutTop(sz.Head * 1.6)
	f.Text(head, "Your active monster was KO'd", sz.Head, ui.Accent, ui.Left, true)
	rest = drawHeld(f, rest, v, st)
	text, rest := rest.CutTop(sz.Body * 3)
	fitParagraph(f, text, "Choose which monster comes in. If both active monsters fell, both players choose in secret.", sz.Body)
	cols := rest.Cols(2, m.Gap)
	for i, id := range []string{"table.ko.left", "table.ko.right"} {
		mon := p.Mons[p.Spot[i+1]]
		d := monster(mon.Kind)
		_, ok := engine.FindKey(v.Legal, []string{"kl", "kr"}[i])
		label := "Bring in " + d.Name + " (" + itoa(int(mon.HP)) + " of " + itoa(int(d.HP)) + " HP)"
		if mon.KO {
			label = d.Name + " is KO'd"
		}
		c := cols[i].Center(cols[i].W, min(cols[i].H, m.Button*3))
		f.Button(ui.Btn{ID: id, Label: label, Rect: c, Enabled: ok})
	}
}

// drawArrange draws Clear Mind: the top cards of the deck, each tapped to
// go on top (in order), to the bottom (in order), or back to unused.
func drawArrange(f *ui.Frame, r layout.Rect, v *engine.SeatView, st *overrealm.View, u *seatUI) {
	m := f.M
	sz := ui.SizesOf(m)
	peek := st.P[v.Seat].Peek
	b := &u.b
	head, rest := r.CutTop(sz.Head * 1.6)
	f.Text(head, "Clear Mind: arrange the top of your deck", sz.Head, ui.Accent, ui.Left, true)
	rest = drawHeld(f, rest, v, st)
	btn, rest := rest.CutBottom(max(layout.MinTouch, m.Button*0.85))
	text, rest := rest.CutBottom(sz.Body * 4.5)
	cols := rest.Cols(max(len(peek), 1), m.Gap)
	var cut []string // card texts too long for their card on this screen
	for i, c := range peek {
		role := 0
		if slices.Contains(b.top, i) {
			role = 1
		} else if slices.Contains(b.bot, i) {
			role = 2
		}
		if !drawArrangeCard(f, cols[i], i, c, role, slices.Index(b.top, i), slices.Index(b.bot, i)) {
			cut = append(cut, cardName(c)+": "+cardText(c))
		}
	}
	names := func(xs []int) string {
		var n []string
		for _, x := range xs {
			n = append(n, cardName(peek[x]))
		}
		if len(n) == 0 {
			return "nothing"
		}
		return strings.Join(n, ", ")
	}
	say := "Tap a card once to put it on top (the first tapped is drawn first), twice to send it to the bottom. " +
		"On top: " + names(b.top) + ". To the bottom: " + names(b.bot) + "."
	if len(cut) > 0 || !paragraphFits(say, text) { // the whole text, one tap away
		var more layout.Rect
		more, text = text.CutRight(min(text.W*0.4, m.Button*3))
		more, _ = more.CutTop(max(layout.MinTouch, m.Button*0.85))
		f.Button(ui.Btn{ID: "table.more", Label: "Read Clear Mind's cards and your choice in full", Text: "In full", Rect: more, Enabled: true})
		u.more = strings.Join(append([]string{say}, cut...), "\n")
	}
	f.Brief(text, say, sz.Body, ui.Ink, "")
	_, ok := pendingKey(v, st, u)
	f.Button(ui.Btn{ID: "table.confirm", Label: "Confirm the arrangement", Text: "Confirm", Rect: btn, Enabled: ok})
}

// drawArrangeCard draws one of the cards Clear Mind looks at, and reports
// whether its whole text fitted (when not, the lines that fit are drawn and
// the caller offers the text in full).
func drawArrangeCard(f *ui.Frame, r layout.Rect, pos int, c uint8, role, top, bot int) bool {
	sz := ui.SizesOf(f.M)
	tags := []string{"not placed", "on top, " + itoa(top+1), "to the bottom, " + itoa(bot+1)}
	hit(f, "table.arrange."+itoa(pos), cardName(c)+": "+tags[role], r, true)
	f.Fill(r, ui.CardFace, 8)
	if role > 0 {
		f.Stroke(r, []ui.Color{0, ui.ButtonOn, ui.Danger}[role], 4, 8)
	}
	in := r.Inset(6)
	tag, rest := in.CutBottom(sz.Body * 1.5)
	name, rest := rest.CutTop(sz.Body * 1.5)
	f.Text(name, cardName(c), sz.Body, ui.CardInk, ui.Left, true)
	cut := f.Brief(rest, cardText(c), sz.Small, ui.CardInk, "")
	f.Text(tag, strings.ToUpper(tags[role]), sz.Small, ui.ButtonOn, ui.Left, true)
	return !cut
}

// drawWaiting draws what a seat without a decision sees: its own choice
// (never the other's) and who is still choosing.
func drawWaiting(f *ui.Frame, r layout.Rect, v *engine.SeatView, st *overrealm.View, u *seatUI) {
	sz := ui.SizesOf(f.M)
	head, rest := r.CutTop(sz.Head * 1.6)
	title := "Waiting"
	if v.Seat == engine.NoSeat {
		title = "Watching"
	}
	f.Text(head, title, sz.Head, ui.Accent, ui.Left, true)
	rest = drawHeld(f, rest, v, st)
	text := whoseTurn(v, st, u.name)
	if v.Mine != "" {
		text = "Your choice: " + mineText(v, st) + ".\n" + text
	}
	if st.Phase == phClear {
		text += "\nA player whose starting monster is Cleansitoad is arranging the top of their deck (Clear Mind)."
	}
	u.briefRecent(f, rest, text, sz.Body, v)
}

// mineText describes v's own pending choice.
func mineText(v *engine.SeatView, st *overrealm.View) string {
	return describeKey(st, int(v.Seat), v.Mine)
}
