package overrealm

import (
	"slices"
	"strconv"
	"strings"

	"overdeck/engine"
	"overdeck/game/overrealm"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// glossary explains the keywords and icons of the cards, in the words of
// the game's help (overrealm.Rules).
var glossary = [][2]string{
	{"Burn", "The monster's attacks deal 1 less damage (2 less for Leaf, Rock and Death monsters)."},
	{"Paralyze", "-2 speed, and each of its monster actions needs a successful Flip 2 or fails."},
	{"Leech", "Up to 3 counters. At the end of each turn the leeched monster loses 1 HP per counter and the other side's active monster heals as much. Falls off when it switches out."},
	{"Fatigue", "-1 defense. A fatigued Water, Electric or Fire monster cannot play buff cards."},
	{"Stun", "The monster cannot switch."},
	{"Flinch", "A faster attack with flinch stops the target's action this turn (never in a speed tie)."},
	{"Recoil", "The user loses that much HP, ignoring defense, even when countered."},
	{"Single use", "The action can be used once; it recharges when the monster switches out."},
	{"Conditions", "Stay until the end of the game, even through switches, unless stated."},
	{"Discard cost", "Cards discarded from your hand behind the shield, before the reveal. Too few cards: the action cannot be chosen."},
	{"Buff slots", "How many buff cards an attack may carry. Only attacks can be buffed; any buff card may buff any attack."},
	{"Draw", "Cards drawn after the reveal."},
	{"Buff order", "Buffs of one timing resolve in the order you tap them: the numbers on the cards. The Ability button says where the attack's own ability (its flip and effect) goes among its With Attack buffs. A flat bonus has one place only (where it goes cannot matter)."},
	{"Timings", "I Pre-Switch: after standard actions. II Pre-Attack: after switches. III With Attack: as its attack resolves. IV Post Attack: after all monster actions."},
	{"Flip N", "Turn up to N cards from your deck, stopping at the first success icon. A flip event happens as its card turns up."},
	{"Team aura", "Lasts for its time counters (one comes off each end phase), even while its monster is benched."},
	{"Protected", "A monster action paid with a maneuver cube: this turn every elemental modifier is ignored, unless both players used one."},
	{"Counter", "Spends a maneuver cube. An enemy action aimed at your active monster does nothing and its monster loses HP equal to the cards discarded and played as buffs for it."},
	{"X modifier", "That element shrugs the action off: an attack does its 1-damage minimum, a status or reaction does nothing."},
	{"Stat cubes", "Attack adds damage, speed adds speed, defense takes damage away. At most 4 per stat; + and - cancel; switching clears them."},
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
func drawOverlay(f *ui.Frame, r layout.Rect, v *engine.SeatView, st *overrealm.View, u *seatUI) {
	sz := ui.SizesOf(f.M)
	switch u.overlay {
	case "elements":
		u.more = ""
		drawElements(f, f.Overlay(r, "Element chart", "table.close"), u)
	case "help":
		drawGlossary(f, f.Overlay(r, "Keywords and icons", "table.close"), &u.page)
	case "log":
		drawLog(f, f.Overlay(r, "Game log", "table.close"), v, u)
	case "more":
		u.page.Draw(f, f.Overlay(r, "In full", "table.close"), u.more, sz.Head, ui.Ink, "table.page")
	default:
		what := strings.TrimPrefix(u.overlay, "zoom.")
		heading, text := zoomText(v, st, what)
		body := f.Overlay(r, heading, "table.close")
		if d := zoomedMonster(st, what); d != nil {
			var art layout.Rect
			if art, body = f.ZoomArt(body); art.W > 0 {
				c1, c2 := monColors(d)
				f.Emblem(art, d.Name, c1, c2)
			}
		}
		u.page.Draw(f, body, text, sz.Head, ui.Ink, "table.page")
	}
}

// zoomText returns the title and full text of a zoomed card or monster,
// only for things v's seat may see.
func zoomText(v *engine.SeatView, st *overrealm.View, what string) (string, string) {
	f := strings.Split(what, ".")
	nums := make([]int, len(f))
	for i := 1; i < len(f); i++ {
		nums[i], _ = strconv.Atoi(f[i])
	}
	switch {
	case len(f) == 3 && f[0] == "mon" && nums[1] >= 0 && nums[1] < 2 && nums[2] >= 0 && nums[2] < 3 && st.P[nums[1]].TeamSet:
		mon := st.P[nums[1]].Mons[nums[2]]
		d := monster(mon.Kind)
		text := monsterText(d) + "\nNow: " + itoa(int(mon.HP)) + " of " + itoa(int(d.HP)) + " HP."
		if mon.KO {
			text += " KO'd."
		}
		for _, c := range conditions(mon) {
			text += "\n" + c + ": " + explain(c)
		}
		for _, t := range monTokens(st, nums[1], nums[2]) {
			text += "\nCounter: " + t + "."
		}
		return d.Name + " (" + engine.Seat(nums[1]).String() + ")", text + "\n" + actionsText(d)
	case len(f) == 3 && f[0] == "action" && nums[1] >= 0 && nums[1] < 2 && nums[2] >= 0 && nums[2] < 4 && st.P[nums[1]].TeamSet:
		a := activeAction(st, nums[1], nums[2])
		return a.Name, actionText(a)
	case len(f) == 2 && f[0] == "card" && visibleCard(v, st, uint8(nums[1])):
		return cardName(uint8(nums[1])), cardText(uint8(nums[1]))
	}
	return "Nothing to show", "This card is not on the table."
}

// zoomedMonster is the monster a zoom of what shows (see zoomText), or
// nil.
func zoomedMonster(st *overrealm.View, what string) *overrealm.Monster {
	var seat, mi int
	f := strings.Split(what, ".")
	if len(f) != 3 || f[0] != "mon" {
		return nil
	}
	seat, _ = strconv.Atoi(f[1])
	mi, _ = strconv.Atoi(f[2])
	if seat < 0 || seat > 1 || mi < 0 || mi > 2 || !st.P[seat].TeamSet {
		return nil
	}
	return monster(st.P[seat].Mons[mi].Kind)
}

// visibleCard reports whether card c is somewhere v's seat can see it.
func visibleCard(v *engine.SeatView, st *overrealm.View, c uint8) bool {
	for i := range st.P {
		p := &st.P[i]
		if slices.Contains(p.Hand, c) || slices.Contains(p.Discard, c) || slices.Contains(p.Peek, c) || slices.Contains(p.Played, c) {
			return true
		}
	}
	return false
}

// explain returns the glossary text of a condition ("Leech 2" -> Leech).
func explain(cond string) string {
	name, _, _ := strings.Cut(cond, " ")
	for _, g := range glossary {
		if g[0] == name {
			return g[1]
		}
	}
	return ""
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
		fitParagraph(f, c, strings.Join(parts, "\n"), sz.Body)
	}
}

// chart is the typical modifier of attacks of one element (row) against
// monsters of another (column): the median over every attack card.
func chart() [6][6]int {
	var vals [6][6][]int
	for _, d := range overrealm.Monsters() {
		for _, a := range d.Actions {
			if a.Kind != overrealm.Attack {
				continue
			}
			for e := 0; e < 6; e++ {
				vals[a.Elem][e] = append(vals[a.Elem][e], int(a.Mods[e]))
			}
		}
	}
	var out [6][6]int
	for i := range vals {
		for j := range vals[i] {
			if v := vals[i][j]; len(v) > 0 {
				slices.Sort(v)
				out[i][j] = v[len(v)/2]
			}
		}
	}
	return out
}

// drawElements draws the element chart: rows attack, columns defend.
func drawElements(f *ui.Frame, r layout.Rect, u *seatUI) {
	sz := ui.SizesOf(f.M)
	note, grid := r.CutBottom(max(sz.Body*3.2, layout.MinTouch+sz.Small*1.5))
	u.brief(f, note, "Typical modifier of an attack (row) against a monster of each element (column), over every attack card. "+
		"Each card prints its own; a two-element monster takes both. X: shrugs it off (1 damage).", sz.Small)
	c := chart()
	rows := grid.Rows(7, 3)
	for i, row := range rows {
		cells := row.Cols(7, 3)
		for j, cell := range cells {
			switch {
			case i == 0 && j == 0:
				fitLine(f, cell, "Attack ↓ / vs →", sz.Small, ui.InkDim)
			case i == 0:
				elemHead(f, cell, overrealm.Element(j-1), sz.Body)
			case j == 0:
				elemHead(f, cell, overrealm.Element(i-1), sz.Body)
			default:
				v := c[i-1][j-1]
				fill, s := ui.FeltEdge, "0"
				switch {
				case v == int(overrealm.ModX):
					fill, s = 0x555555ff, "X"
				case v > 0:
					fill, s = 0x2e7d32ff, "+"+itoa(v)
				case v < 0:
					fill, s = 0x8e2f2cff, itoa(v)
				}
				f.Fill(cell, fill, 6)
				f.Text(cell, s, sz.Body, ui.Ink, ui.Center, true)
			}
		}
	}
}

// drawLog draws the log v's seat may read, newest last, with buttons to
// page back and forth.
func drawLog(f *ui.Frame, r layout.Rect, v *engine.SeatView, u *seatUI) {
	lines := make([]string, len(v.Log))
	for i, e := range v.Log {
		lines[i] = u.line(cleanLog(e.Text))
	}
	u.log.Draw(f, r, lines, "table.log", ui.SizesOf(f.M).Body)
}

// elemHead draws a heading of the element chart: the element's icon, and
// its name beside or below it when there is room.
func elemHead(f *ui.Frame, r layout.Rect, e overrealm.Element, size float64) {
	name := e.String()
	d := min(r.H, r.W, 40)
	if w := ui.Measure(name, size, true); r.W >= d+w+4 && r.H >= size {
		x := r.X + (r.W-d-w-4)/2
		f.IconBadge(layout.Rect{X: x, Y: r.Y + (r.H-d)/2, W: d, H: d}, elemIcons[e])
		f.Text(layout.Rect{X: x + d + 4, Y: r.Y, W: w + 1, H: r.H}, name, size, ui.Ink, ui.Left, true)
		return
	}
	f.IconBadge(r.Center(d, d), elemIcons[e])
}
