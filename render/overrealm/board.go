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
// It names the seats with name.
func drawBoard(f *ui.Frame, r layout.Rect, v *engine.SeatView, st *overrealm.View, name func(engine.Seat) string) {
	me := int(v.Seat)
	if me < 0 {
		me = 0
	}
	rows := r.Rows(2, f.M.Gap*0.6)
	drawSide(f, rows[0], v, st, 1-me, name)
	drawSide(f, rows[1], v, st, me, name)
}

// drawSide draws one seat's side: a header with its counts as icons, the
// three monsters (left bench, active, right bench) and a line of stat
// cubes, auras and counters.
func drawSide(f *ui.Frame, r layout.Rect, v *engine.SeatView, st *overrealm.View, seat int, name func(engine.Seat) string) {
	m := f.M
	sz := ui.SizesOf(m)
	p := &st.P[seat]
	f.Fill(r, ui.FeltEdge, 10)
	r = r.Inset(m.Gap * 0.5)
	head, rest := r.CutTop(max(sz.Body*1.6, min(r.H*0.12, 34)))
	who := name(engine.Seat(seat))
	if engine.Seat(seat) == v.Seat && who != "You" {
		who = "You, " + who
	}
	cubeW := head.H * 0.85 * 3
	cubesR, words := head.CutRight(cubeW)
	for i := range 3 {
		c := ui.Color(0x8fa3b8ff)
		if i >= int(p.Maneuver) {
			c = 0x8fa3b840
		}
		f.Icon(layout.Rect{X: cubesR.X + float64(i)*head.H*0.85, Y: head.Y + head.H*0.1, W: head.H * 0.8, H: head.H * 0.8}, ui.IconManeuver, c, ui.FeltEdge)
	}
	fitLine(f, words, who+" · hand "+itoa(int(p.HandN))+" · deck "+itoa(int(p.DeckN))+" · discard "+itoa(len(p.Discard)), sz.Body, ui.Ink)
	// The counts' mirror entry, read but never pressed, a finger high: it
	// grows upward, over the side's edge, never over its monsters.
	f.ReadOnly("table.counts."+itoa(seat), countsLabel(p, name(engine.Seat(seat))), head, ui.GrowUp)
	foot, rest := rest.CutBottom(max(sz.Small*2.9, min(rest.H*0.2, 64)))
	drawStats(f, foot, st, seat)
	_, rest = rest.CutBottom(m.Gap * 0.4)
	tot := rest.W - 2*m.Gap*0.5
	left, rest := rest.CutLeft(tot * 0.3)
	right, mid := rest.CutRight(tot * 0.3)
	mid = mid.Inset(m.Gap * 0.25)
	for i, tile := range []layout.Rect{mid, left, right} {
		drawMon(f, tile, st, seat, i, name)
	}
}

// countsLabel says a side's counts in words for the mirror: "Player 1:
// 3 cards in hand, 9 in the deck, 2 in the discard pile, 1 maneuver cube
// left".
func countsLabel(p *overrealm.SideView, who string) string {
	return who + ": " + cardCount(int(p.HandN)) + " in hand, " + itoa(int(p.DeckN)) + " in the deck, " +
		itoa(len(p.Discard)) + " in the discard pile, " + cubes(int(p.Maneuver)) + " left"
}

// cubes counts maneuver cubes: "1 maneuver cube", "3 maneuver cubes".
func cubes(n int) string {
	if n == 1 {
		return "1 maneuver cube"
	}
	return itoa(n) + " maneuver cubes"
}

// drawStats draws the stat cube board (attack, speed and defense cubes as
// icons), team auras with their turns left, and team counters.
func drawStats(f *ui.Frame, r layout.Rect, st *overrealm.View, seat int) {
	sz := ui.SizesOf(f.M)
	p := &st.P[seat]
	rows := r.Rows(2, 0)
	cs := []ui.Count{{Icon: ui.IconAttack, Value: signed(int(p.Cubes[0]))}, {Icon: ui.IconSpeed, Value: signed(int(p.Cubes[1]))},
		{Icon: ui.IconDefense, Value: signed(int(p.Cubes[2]))}}
	team := effect.SourceID(6 + seat)
	var auras []string
	for _, e := range st.Board.Effects {
		if e.Kind == effect.Grant && e.Target == team {
			cs = append(cs, ui.Count{Icon: ui.IconAura, Value: itoa(int(e.Lasts.Left))})
			auras = append(auras, e.Def+" "+itoa(int(e.Lasts.Left))+"/"+itoa(int(e.Lasts.Turns)))
		}
	}
	f.Counters(rows[0], cs, ui.Ink, ui.FeltEdge, ui.Left)
	line := teamCounters(st, seat)
	if len(auras) > 0 {
		line = strings.Join(append(auras, line), " · ")
	}
	fitLine(f, rows[1], line, sz.Small, ui.Accent)
}

// teamCounters lists a team's counters (honey, acorns, goop), or says it
// has none.
func teamCounters(st *overrealm.View, seat int) string {
	team := effect.SourceID(6 + seat)
	var parts []string
	for _, t := range st.Board.Tokens {
		if t.Source == team && t.Count > 0 {
			parts = append(parts, strings.ReplaceAll(t.Kind, "-", " ")+" "+itoa(int(t.Count)))
		}
	}
	if len(parts) == 0 {
		return "No team counters"
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
// as a card (its element colours and icons, its emblem, a health bar that
// drains, its conditions as tokens) that opens its zoom when pressed.
func drawMon(f *ui.Frame, r layout.Rect, st *overrealm.View, seat, spot int, name func(engine.Seat) string) {
	p := &st.P[seat]
	mi := int(p.Spot[spot])
	mon := p.Mons[mi]
	d := monster(mon.Kind)
	id := "table.zoom.mon." + itoa(seat) + "." + itoa(mi)
	label := "Read " + d.Name + ", " + engine.Inside(engine.Whose(name(engine.Seat(seat)))) + " " + spotNames[spot] + " monster, " +
		elements(d) + ", " + itoa(int(mon.HP)) + " of " + itoa(int(d.HP)) + " HP"
	for _, c := range conditions(mon) {
		label += ", " + c
	}
	if mon.KO {
		label += ", KO'd"
	}
	hit(f, id, label, r, true)
	key := monKey(seat, mi)
	r = f.Motion.Place(key, r)
	c := monFrame(d)
	c.Lit = spot == 0 && !mon.KO
	if !mon.KO && r.H > 150 && r.W > 120 {
		c.Text = "Ability, " + d.Ability + ": " + d.Text
		c.Short = "Ability: " + d.Ability
		if spot == 0 {
			var acts []string
			for i := range d.Actions {
				acts = append(acts, itoa(i+1)+". "+d.Actions[i].Name)
			}
			c.Text = strings.Join(acts, " · ")
			c.Short = itoa(len(acts)) + " actions: select to read"
		}
	}
	small := r.H < 150
	if small {
		c.Emblem = "" // drawn beside the health bar instead of under it
	}
	art := f.DrawCard(r, c)
	barH := max(14, min(art.H*0.24, 24))
	bar := layout.Rect{X: art.X + 2, Y: art.Y + art.H - barH - 2, W: art.W - 4, H: barH}
	if small {
		e := layout.Rect{X: art.X, Y: art.Y, W: min(art.H, art.W*0.4), H: art.H}
		sec := c.Second
		if sec == 0 {
			sec = c.Color
		}
		f.Emblem(e.Inset(1), d.Name, c.Color, sec)
		bar = layout.Rect{X: e.X + e.W + 2, Y: art.Y + (art.H-barH)/2, W: art.W - e.W - 4, H: barH}
	}
	shown := f.Motion.Health(key, int(mon.HP), art)
	f.HealthBar(bar, int(mon.HP), int(d.HP), shown)
	drawTokens(f, art, monTokenCounts(st, seat, mi, mon))
	f.Tipped(r, f.Motion.Fade(key, mon.KO), min(r.W, r.H)*0.07)
}
