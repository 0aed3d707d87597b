package overrealm

import (
	"strings"

	"overdeck/engine"
	"overdeck/engine/effect"
	"overdeck/game/overrealm"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// drawBoard draws both sides: the opponent's at the top, v's seat's below
// (Player 2 above Player 1 for a spectator).
func drawBoard(f *ui.Frame, r layout.Rect, v *engine.SeatView, st *overrealm.View) {
	me := int(v.Seat)
	if me < 0 {
		me = 0
	}
	rows := r.Rows(2, f.M.Gap*0.6)
	drawSide(f, rows[0], v, st, 1-me)
	drawSide(f, rows[1], v, st, me)
}

// drawSide draws one seat's side: a line of counts, the three monsters
// (left bench, active, right bench) and a line of cubes, auras and
// counters.
func drawSide(f *ui.Frame, r layout.Rect, v *engine.SeatView, st *overrealm.View, seat int) {
	m := f.M
	sz := ui.SizesOf(m)
	p := &st.P[seat]
	f.Fill(r, ui.FeltEdge, 10)
	r = r.Inset(m.Gap * 0.5)
	who := engine.Seat(seat).String()
	if engine.Seat(seat) == v.Seat {
		who = "You, " + who
	}
	head, rest := r.CutTop(sz.Body * 1.5)
	f.Text(head, who+" · hand "+itoa(int(p.HandN))+" · deck "+itoa(int(p.DeckN))+" · discard "+itoa(len(p.Discard))+
		" · maneuver cubes "+cubes(int(p.Maneuver), 3), sz.Body, ui.Ink, ui.Left, true)
	foot, rest := rest.CutBottom(sz.Small * 2.9)
	drawStats(f, foot, st, seat)
	_, rest = rest.CutBottom(m.Gap * 0.4)
	tot := rest.W - 2*m.Gap*0.5
	left, rest := rest.CutLeft(tot * 0.3)
	right, mid := rest.CutRight(tot * 0.3)
	mid = mid.Inset(m.Gap * 0.25)
	for i, tile := range []layout.Rect{mid, left, right} {
		drawMon(f, tile, st, seat, i)
	}
}

// cubes draws n of most cubes as filled and empty dots.
func cubes(n, most int) string {
	return strings.Repeat("●", max(n, 0)) + strings.Repeat("○", max(most-n, 0))
}

// drawStats draws the stat cube board, team auras and team counters.
func drawStats(f *ui.Frame, r layout.Rect, st *overrealm.View, seat int) {
	sz := ui.SizesOf(f.M)
	p := &st.P[seat]
	cubes := "Stat cubes: attack " + signed(int(p.Cubes[0])) + ", speed " + signed(int(p.Cubes[1])) + ", defense " + signed(int(p.Cubes[2]))
	rows := r.Rows(2, 0)
	f.Text(rows[0], cubes, sz.Small, ui.Ink, ui.Left, false)
	f.Text(rows[1], teamLine(st, seat), sz.Small, ui.Accent, ui.Left, false)
}

// teamLine lists a team's auras with their time counters and its
// counters (honey, acorns, goop).
func teamLine(st *overrealm.View, seat int) string {
	team := effect.SourceID(6 + seat)
	var parts []string
	for _, e := range st.Board.Effects {
		if e.Kind == effect.Grant && e.Target == team {
			parts = append(parts, e.Def+" aura "+itoa(int(e.Lasts.Left))+"/"+itoa(int(e.Lasts.Turns))+" turns")
		}
	}
	for _, t := range st.Board.Tokens {
		if t.Source == team && t.Count > 0 {
			parts = append(parts, strings.ReplaceAll(t.Kind, "-", " ")+" "+itoa(int(t.Count)))
		}
	}
	if len(parts) == 0 {
		return "No team auras or counters"
	}
	return strings.Join(parts, " · ")
}

// monTokens lists the tokens on one monster (wishes, torment counters).
func monTokens(st *overrealm.View, seat, mon int) []string {
	src := effect.SourceID(seat*3 + mon)
	var out []string
	for _, t := range st.Board.Tokens {
		if t.Source == src && t.Count > 0 {
			k := t.Kind
			if strings.HasPrefix(k, "torment") {
				k = "torment on action " + strings.TrimPrefix(k, "torment")
			}
			out = append(out, k+" "+itoa(int(t.Count)))
		}
	}
	return out
}

// drawMon draws the monster in spot (0 active, 1 left, 2 right) of seat
// as a button that opens its zoom.
func drawMon(f *ui.Frame, r layout.Rect, st *overrealm.View, seat, spot int) {
	sz := ui.SizesOf(f.M)
	p := &st.P[seat]
	mi := int(p.Spot[spot])
	mon := p.Mons[mi]
	d := monster(mon.Kind)
	id := "table.zoom.mon." + itoa(seat) + "." + itoa(mi)
	label := "Read " + d.Name + ", " + engine.Seat(seat).String() + "'s " + spotNames[spot] + " monster, " +
		itoa(int(mon.HP)) + " of " + itoa(int(d.HP)) + " HP"
	if mon.KO {
		label += ", KO'd"
	}
	hit(f, id, label, r, true)
	fill := ui.Panel
	if spot == 0 {
		fill = 0x2d4a63ff
	}
	f.Fill(r, fill, 8)
	if spot == 0 {
		f.Stroke(r, ui.Accent, 2, 8)
	}
	in := r.Inset(max(4, r.W*0.03))
	lh := sz.Body * 1.3
	name, in := in.CutTop(lh)
	title := d.Name
	if spot == 0 {
		title = "Active: " + d.Name
	}
	f.Text(name, title, sz.Body, ui.Ink, ui.Left, true)
	el, in := in.CutTop(sz.Small * 1.3)
	f.Text(el, elements(d)+" · "+d.Role, sz.Small, ui.InkDim, ui.Left, false)
	bar, in := in.CutTop(sz.Small * 1.5)
	drawHP(f, bar, int(mon.HP), int(d.HP), sz.Small)
	if in.H > sz.Small*4 && !mon.KO {
		var lines []string
		lines = append(lines, "Ability: "+d.Ability)
		if spot == 0 {
			for i := range d.Actions {
				a := &d.Actions[i]
				lines = append(lines, itoa(i+1)+". "+a.Name+" · "+a.Elem.String()+" "+a.Kind.String()+statLine(a))
			}
		}
		for i, l := range lines {
			row := layout.Rect{X: in.X, Y: in.Y + sz.Small*0.3 + float64(i)*sz.Small*1.3, W: in.W, H: sz.Small * 1.3}
			if row.Y+row.H > in.Y+in.H-sz.Small*1.4 {
				break
			}
			f.Text(row, l, sz.Small, ui.InkDim, ui.Left, false)
		}
	}
	tags := conditions(mon)
	tags = append(tags, monTokens(st, seat, mi)...)
	if mon.KO {
		tags = []string{"KO'd"}
	}
	if len(tags) > 0 {
		tr, _ := in.CutBottom(sz.Small * 1.4)
		f.Text(tr, strings.Join(tags, ", "), sz.Small, 0xff9a8aff, ui.Left, true)
	}
	if mon.KO {
		f.Fill(r, 0x1b2530b0, 8)
	}
}

// drawHP draws an HP bar with its numbers.
func drawHP(f *ui.Frame, r layout.Rect, hp, most int, size float64) {
	f.Fill(r, 0x00000066, 4)
	if most > 0 && hp > 0 {
		c := ui.Color(0x4caf50ff)
		switch {
		case hp*3 <= most:
			c = ui.Danger
		case hp*3 <= most*2:
			c = ui.Accent
		}
		w := r.W * float64(hp) / float64(most)
		f.Fill(layout.Rect{X: r.X, Y: r.Y, W: w, H: r.H}, c, 4)
	}
	f.Text(r, itoa(hp)+" / "+itoa(most)+" HP", size, ui.Ink, ui.Center, true)
}
