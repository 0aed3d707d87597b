package overpower

import (
	"strings"

	"overdeck/game/overpower"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// tileItem is one line a character's tile lists: a card placed on or
// attached to it, or a hit on it, in the first of its forms that fits.
type tileItem struct {
	forms []string
	pre   string // the line's start and end around a shortened name
	name  string
	post  string
	lead  string // the line's start before a Power card's chip
	ink   ui.Color
	inst  uint16 // a placed or attached card (its motion lands on the line), 0 for a hit
	card  overpower.Card
}

// tileItems are the lines character ci's tile lists, in order: its placed
// cards, the cards attached to it, its hits from the current battle, then
// its permanent record.
func tileItems(st *overpower.View, ci int) []tileItem {
	c := &st.Chars[ci]
	var out []tileItem
	card := func(i uint16) {
		if pc, ok := cardOf(st, i); ok && i != 0 {
			out = append(out, tileItem{forms: []string{"• " + pc.String(), "• " + shortFace(pc)},
				pre: "• ", lead: "• ", name: pc.Name, ink: ui.Accent, inst: i, card: pc})
		}
	}
	for _, p := range append(c.Placed[:], c.Extra) {
		card(p)
	}
	for _, l := range st.InPlay {
		if int(l.On) == ci {
			card(l.Inst)
		}
	}
	for j, hs := range [2][]overpower.Hit{c.Hits, c.Record} {
		for k, h := range hs {
			pre := [2]string{"Hit: ", "Record: "}[j]
			if k > 0 {
				pre = "  "
			}
			d := " (" + itoa(int(h.Dmg)) + ")"
			pc, _ := cardOf(st, h.Inst)
			out = append(out, tileItem{forms: []string{pre + cardName(st, h.Inst) + d, pre + shortFace(pc) + d},
				name: pc.Name, post: d, lead: pre, ink: ui.Hurt, card: pc})
		}
	}
	return out
}

// drawItem draws item it on line l at size: the first of its forms that
// fits, else a Power card as its chip (its type's icon and value), else
// its name shortened to the words, or the letters, that fit ("• Teamwork
// 8…"); it reports whether anything fitted.
func drawItem(f *ui.Frame, l layout.Rect, size float64, it tileItem) bool {
	if firstFit(f, l, size, it.ink, ui.Left, false, it.forms...) {
		return true
	}
	if chipLine(f, l, it.lead, it.card, it.post, size, it.ink, ui.Left) || chipLine(f, l, "", it.card, it.post, size, it.ink, ui.Left) {
		return true
	}
	fits := func(s string) bool { return ui.Measure(it.pre+s+"…"+it.post, ui.MinText, false) <= l.W }
	words := strings.Fields(it.name)
	for n := len(words) - 1; n > 0; n-- {
		if s := strings.TrimRight(strings.Join(words[:n], " "), ":,"); !smallWord(words[n-1]) && fits(s) {
			return fitText(f, l, it.pre+s+"…"+it.post, size, it.ink, ui.Left, false)
		}
	}
	r := []rune(it.name)
	for n := len(r) - 1; n >= 3; n-- {
		if s := strings.TrimRight(string(r[:n]), " "); fits(s) {
			return fitText(f, l, it.pre+s+"…"+it.post, size, it.ink, ui.Left, false)
		}
	}
	return false
}

// moreLine is the last line of a tile that lists only some of its items:
// how many it leaves out; pressing the tile opens the character's zoom,
// which lists them all.
func moreLine(n int) string { return "+" + itoa(n) + " more" }

// thresholdText says a KO threshold that is not the standard 20 and why
// ("KO at 15 (The Call of Cthulhu)"), "" when it is 20.
func thresholdText(st *overpower.View, ci int) string {
	ch := st.ThresholdChanges(ci)
	if len(ch) == 0 {
		return ""
	}
	var by []string
	for _, c := range ch {
		by = append(by, c.By)
	}
	return "KO at " + itoa(int(st.KO[ci].Threshold)) + " (" + strings.Join(by, ", ") + ")"
}

// tileLabel is what the mirror says of character ci's tile: its name and
// side, how near it is to each KO (and why its threshold is not 20), and
// every card and hit the tile lists.
func tileLabel(st *overpower.View, ci int) string {
	c := &st.Chars[ci]
	name := overpower.Characters(int(c.Card)).Name
	label := name + ", " + seatName(ci/4) + ": KO'd."
	if !c.KO {
		label = name + ", " + seatName(ci/4) + ": " + koText(st, ci)
		if th := thresholdText(st, ci); th != "" {
			label += " " + th + "."
		}
	}
	var placed []string
	for _, p := range append(c.Placed[:], c.Extra) {
		if p != 0 {
			placed = append(placed, cardName(st, p))
		}
	}
	for _, l := range st.InPlay {
		if int(l.On) == ci {
			placed = append(placed, cardName(st, l.Inst))
		}
	}
	if len(placed) > 0 {
		label += " Placed: " + strings.Join(placed, ", ") + "."
	}
	if len(c.Hits) > 0 {
		label += " Hits this battle: " + hitList(st, c.Hits)
	}
	if len(c.Record) > 0 {
		label += " Permanent record: " + hitList(st, c.Record)
	}
	return label
}
