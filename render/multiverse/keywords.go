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

// drawKeywords draws the keyword help in one or two columns.
func drawKeywords(f *ui.Frame, r layout.Rect, pg *ui.Pager) {
	sz := ui.SizesOf(f.M)
	n := 1
	if f.M.Wide {
		n = 2
	} else {
		var parts []string
		for _, k := range keywords {
			parts = append(parts, k[0]+": "+k[1])
		}
		pg.Draw(f, r, strings.Join(parts, "\n"), sz.Body, ui.Ink, "table.page")
		return
	}
	cols := r.Cols(n, f.M.Gap*2)
	per := (len(keywords) + n - 1) / n
	for i, c := range cols {
		var parts []string
		for _, k := range keywords[i*per : min(len(keywords), (i+1)*per)] {
			parts = append(parts, k[0]+": "+k[1])
		}
		fitParagraph(f, c, strings.Join(parts, "\n"), sz.Body)
	}
}

// fitParagraph draws s in r, shrinking the text (down to 11 px) until it
// fits.
func fitParagraph(f *ui.Frame, r layout.Rect, s string, size float64) {
	for size > 11 && float64(len(ui.Wrap(s, size, r.W, false)))*size*1.4 > r.H {
		size--
	}
	f.Paragraph(r, s, size, ui.Ink)
}
