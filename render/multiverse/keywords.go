package multiverse

import (
	"strings"

	"overdeck/game/multiverse"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// keywords explain the activation types and the table's words, in the
// order the keyword help shows them.
var keywords = [][2]string{
	{"Trigger", "Slow. Played as your turn's one Slow card: it takes effect at once. It also fires when the card is flipped face up as a defense card (the Multiverse's own flips in its phase 2 excepted)."},
	{"Delayed", "Slow. As Trigger, but the effect waits for the end of the turn (phase 3)."},
	{"Instant", "Fast. Joins your attack from your hand once the attack is declared, before the fight."},
	{"Offensive", "Works only while the card attacks. The defense card's skill goes first, then the Offensive skill."},
	{"Defense", "Works only while the card defends, when it is attacked (and flipped face up, if it was face down)."},
	{"Passive", "On-going: works all the time while the card is face up (or attacking)."},
	{"Slow action", "Each turn you may play one Slow card (Trigger or Delayed), or flip your Champion instead."},
	{"Attack", "Once a turn, a Super from your hand (or your face-up Champion) attacks one card of the Multiverse's nearest row; it flips face up. The attack succeeds only with more power: every card of the combat is discarded. Otherwise only your attacking cards are."},
	{"Draw instead", "If you do not attack, you draw a card (ending the turn does it for you)."},
	{"Hand limit", "At the end of your turn you keep at most 6 cards and discard the rest."},
	{"The Multiverse", "It has no hand: a card it draws is discarded. On its turn it flips its nearest row, every face-up Super attacks together, and a d6 picks your defense card: 1-2 left, 3-4 centre, 5-6 right."},
	{"Winning", "Defeat every Multiverse defense card. You lose when your three defense cards are gone or the Power Deck runs out."},
}

// actHelp is the keyword help of activation type a.
func actHelp(a multiverse.Act) string {
	for _, k := range keywords {
		if k[0] == a.String() {
			return k[0] + ": " + k[1]
		}
	}
	return ""
}

// drawKeywords draws the keywords shown (indexes into keywords) in one or
// two columns, on pages (buttons table.help.prev and table.help.next) when
// they do not fit at a legible size; page is the page asked for, and the
// page drawn is returned.
func drawKeywords(f *ui.Frame, r layout.Rect, page int, shown []int) int {
	m := f.M
	sz := ui.SizesOf(m)
	var parts []string
	for _, k := range shown {
		parts = append(parts, keywords[k][0]+": "+keywords[k][1])
	}
	text := strings.Join(parts, "\n")
	n := 1
	if m.Wide {
		n = 2
	}
	colW := (r.W - float64(n-1)*m.Gap*2) / float64(n)
	size := sz.Body // never smaller: pages instead
	lines := ui.Wrap(text, size, colW, false)
	lh := size * 1.4
	body := r
	if float64((len(lines)+n-1)/n)*lh > r.H { // pages, with buttons to turn them
		var btns layout.Rect
		btns, body = r.CutBottom(layout.MinTouch)
		_, body = body.CutBottom(m.Gap / 2)
		per := max(1, int(body.H/lh)) * n
		pages := (len(lines) + per - 1) / per
		page = max(0, min(page, pages-1))
		lines = lines[page*per : min(len(lines), (page+1)*per)]
		cols := btns.Cols(2, m.Gap)
		of := " (page " + itoa(page+1) + " of " + itoa(pages) + ")"
		f.Button(ui.Btn{ID: "table.help.prev", Label: "Previous keywords" + of, Text: "Previous", Rect: cols[0], Enabled: page > 0})
		f.Button(ui.Btn{ID: "table.help.next", Label: "More keywords" + of, Text: "More", Rect: cols[1], Enabled: page < pages-1})
	}
	per := max(1, int(body.H/lh))
	for i, l := range lines {
		c, row := i/per, i%per
		if c >= n || l == "" {
			continue
		}
		x := body.X + float64(c)*(colW+m.Gap*2)
		f.Text(layout.Rect{X: x, Y: body.Y + float64(row)*lh, W: colW, H: lh}, l, size, ui.Ink, ui.Left, false)
	}
	return page
}

// fitParagraph draws s in r, shrinking the text (down to 11 px) until it
// fits.
func fitParagraph(f *ui.Frame, r layout.Rect, s string, size float64) {
	for size > 11 && float64(len(ui.Wrap(s, size, r.W, false)))*size*1.4 > r.H {
		size--
	}
	f.Paragraph(r, s, size, ui.Ink)
}
