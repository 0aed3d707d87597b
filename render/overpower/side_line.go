package overpower

import (
	"strings"

	"overdeck/engine"
	"overdeck/game/overpower"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// pile is one of a side's five piles: its name, the icon a phone's side
// line counts it by (the keyword help draws and explains each) and its
// count.
type pile struct {
	name, word string // "Draw Pile", and its short word "Draw"
	icon       ui.Icon
	n          int
}

// piles are seat s's piles in the side line's order.
func piles(st *overpower.View, s int) []pile {
	p := &st.P[s]
	return []pile{
		{"Draw Pile", "Draw", ui.IconDeck, int(p.DrawN)},
		{"Hand", "Hand", ui.IconHand, int(p.HandN)},
		{"Power Pack", "Pack", ui.IconPowerPack, len(p.Pack)},
		{"Dead Pile", "Dead", ui.IconDiscard, len(p.Dead)},
		{"Defeated Characters", "Defeated", ui.IconDefeatedPile, len(p.Defeat)},
	}
}

// sideWords says seat s's side line in words: who, the homebase (when
// home), the objectives, what is ventured (when vent), and each pile
// with its count; the objectives and piles long (every word) or short
// (a phone's). The head is the part before the piles.
func sideWords(st *overpower.View, s int, who string, home, vent, short bool) (head, counts string) {
	p := &st.P[s]
	var obj [3]int
	nv := 0
	for k, o := range p.Obj {
		if o >= 0 && int(o) < 3 {
			obj[o]++
		}
		if p.Vent[k] {
			nv++
		}
	}
	var parts []string
	if p.Home >= 0 && home {
		parts = append(parts, overpower.Homebases(int(p.Home)).Name)
	}
	reserve, done, lost := itoa(obj[0]), itoa(obj[1]), itoa(obj[2])
	switch {
	case st.Mode == overpower.ModeVenture && short:
		parts = append(parts, "Reserve "+reserve+", Completed "+done+", Defeated "+lost)
	case st.Mode == overpower.ModeVenture:
		parts = append(parts, "Objectives: "+reserve+" in Reserve, "+done+" Completed, "+lost+" Defeated")
	case st.Mode == overpower.ModeSkirmish && short:
		parts = append(parts, "Won "+itoa(int(st.Won[s])))
	case st.Mode == overpower.ModeSkirmish:
		parts = append(parts, "Objectives won "+itoa(int(st.Won[s])))
	}
	if st.Mode == overpower.ModeVenture && vent {
		parts = append(parts, itoa(nv)+" ventured")
	}
	var c []string
	for _, x := range piles(st, s) {
		w := x.name
		if short {
			w = x.word
		}
		c = append(c, w+" "+itoa(x.n))
	}
	return who + ": " + strings.Join(parts, " · "), strings.Join(c, " · ")
}

// joinSide joins a side line's head and counts.
func joinSide(head, counts string) string {
	if strings.HasSuffix(head, ": ") || counts == "" {
		return head + counts
	}
	return head + " · " + counts
}

// sideForms are a side line's forms in words, from the longest.
func sideForms(st *overpower.View, s int, who string) []string {
	var texts []string
	for _, form := range [][3]bool{{true, true, false}, {false, true, false}, {false, true, true}, {false, false, true}} {
		texts = append(texts, joinSide(sideWords(st, s, who, form[0], form[1], form[2])))
	}
	return texts
}

// sideWho names side s on its line: "You" for the seat's own.
func sideWho(v *engine.SeatView, s int, name func(engine.Seat) string) string {
	if v.Seat == engine.Seat(s) {
		return "You"
	}
	return name(engine.Seat(s))
}

// sidesInWords reports whether both side lines fit w in words (at the
// smallest legible size at worst); when they do not, the table draws
// them as icons in one block under the banner, a button that opens
// them in words (see drawSideBlock).
func sidesInWords(v *engine.SeatView, st *overpower.View, name func(engine.Seat) string, w float64) bool {
	for s := range 2 {
		forms := sideForms(st, s, sideWho(v, s, name))
		if ui.Measure(forms[len(forms)-1], ui.MinText, false) > w {
			return false
		}
	}
	return true
}

// drawSideBlock draws, under the banner status, both side lines with
// their piles by icons (the other side's first), and makes the banner
// and the lines one button (table.sides) that opens them in words.
func drawSideBlock(f *ui.Frame, status, r layout.Rect, v *engine.SeatView, st *overpower.View, u *seatUI) {
	mine := me(v)
	rows := r.Rows(2, 0)
	drawSideLine(f, rows[0], st, 1-mine, sideWho(v, 1-mine, u.name))
	drawSideLine(f, rows[1], st, mine, sideWho(v, mine, u.name))
	label := "Both sides in words: " + sideForms(st, 1-mine, sideWho(v, 1-mine, u.name))[0] + "; " +
		sideForms(st, mine, sideWho(v, mine, u.name))[0]
	hot(f, "table.sides", label, layout.Rect{X: r.X, Y: status.Y, W: r.W, H: r.Y + r.H - status.Y}, true)
}

// drawSideLine draws one seat's objectives, what is ventured, and its
// pile counts on one line: in words where the line has room, else the
// piles counted by their icons (the keyword help draws and explains
// them, and a tap on the lines opens them in words).
func drawSideLine(f *ui.Frame, r layout.Rect, st *overpower.View, s int, who string) {
	sz := ui.SizesOf(f.M)
	if firstFit(f, r, sz.Small, ui.InkDim, ui.Left, false, sideForms(st, s, who)...) {
		return
	}
	var cs []ui.Count
	for _, x := range piles(st, s) {
		cs = append(cs, ui.Count{Icon: x.icon, Value: itoa(x.n)})
	}
	// The piles by their icons after as many words as leave them room,
	// the words at the line's size or smaller down to the legible size.
	withVent, _ := sideWords(st, s, who, false, true, true)
	bare, _ := sideWords(st, s, who, false, false, true)
	for _, h := range []string{withVent, bare, who + ": "} {
		if !strings.HasSuffix(h, ": ") {
			h += " · "
		}
		k := sz.Small
		for k > ui.MinText && ui.Measure(h, k, false) > r.W*0.7 {
			k = max(ui.MinText, k-0.5)
		}
		hw := ui.Measure(h, k, false)
		icons := layout.Rect{X: r.X + hw, Y: r.Y, W: r.W - hw, H: r.H}
		if hw > r.W*0.7 || !iconsFit(icons, cs) {
			continue
		}
		f.Text(layout.Rect{X: r.X, Y: r.Y, W: hw + 1, H: r.H}, h, k, ui.InkDim, ui.Left, false)
		f.Counters(icons, cs, ui.InkDim, ui.Felt, ui.Left)
		return
	}
}

// iconsFit reports whether counts fit r at the legible size (the
// arithmetic of ui.Frame.Counters).
func iconsFit(r layout.Rect, counts []ui.Count) bool {
	h := min(r.H, 40)
	w := 0.0
	for i, c := range counts {
		if i > 0 {
			w += h * 0.45
		}
		w += h*0.9 + ui.Measure(c.Value, h*0.72, true)
	}
	if w <= r.W {
		return true
	}
	h = ui.MinText / 0.72
	w = 0
	for i, c := range counts {
		if i > 0 {
			w += h * 0.45
		}
		w += h*0.9 + ui.Measure(c.Value, h*0.72, true)
	}
	return w <= r.W
}

// drawSideOverlay draws both sides (the overlay "sides", opened by a tap
// on their lines) in words, the other side's first: who, the homebase,
// the objectives and what is ventured, then each pile beside its icon
// with its count.
func drawSideOverlay(f *ui.Frame, r layout.Rect, v *engine.SeatView, st *overpower.View, u *seatUI) {
	mine := me(v)
	var entries []iconEntry
	for _, s := range []int{1 - mine, mine} {
		head, _ := sideWords(st, s, sideWho(v, s, u.name), true, true, false)
		entries = append(entries, iconEntry{text: head + "."})
		for _, x := range piles(st, s) {
			entries = append(entries, iconEntry{icons: []ui.Icon{x.icon}, fills: []ui.Color{0}, text: x.name + ": " + itoa(x.n)})
		}
	}
	entries = append(entries, iconEntry{text: "On a small screen the table counts these piles by their icons; the keyword help explains them."})
	drawIconPages(f, f.Overlay(r, "Both sides", "table.close"), entries, ui.SizesOf(f.M).Body, ui.Ink, &u.pager, "table.page")
}
