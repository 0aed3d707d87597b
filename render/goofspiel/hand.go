package goofspiel

import (
	"strconv"
	"strings"

	"overdeck/engine"
	"overdeck/game/goofspiel"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// drawHand draws the cards of v's seat as bid buttons; the card already
// bid (while the other seat chooses) is marked and none can be pressed.
func drawHand(f *ui.Frame, r layout.Rect, st *goofspiel.View, v *engine.SeatView, name func(engine.Seat) string) {
	label, r := r.CutTop(f.M.Text * 1.6)
	title := "Your hand, " + name(v.Seat)
	if name(v.Seat) == "You" {
		title = "Your hand"
	}
	f.Text(label, title, f.M.Text, ui.InkDim, ui.Left, false)
	hand := st.Hands[v.Seat]
	rects := layout.CardRow(r, len(hand), layout.MinTouch, 160, cardAspect, f.M.Gap/2)
	for i, c := range hand {
		key := goofspiel.Bid(c).Key()
		_, legal := engine.FindKey(v.Legal, key)
		n := itoa(int(c))
		if key == v.Mine {
			f.Fill(rects[i].Inset(-4), ui.Accent, rects[i].W*0.1+4)
		}
		f.Button(ui.Btn{
			ID: BidPrefix + n, Label: "Bid " + n, Text: n,
			Rect: rects[i], Enabled: legal, Style: ui.Card,
		})
	}
}

// drawHands draws both hands, not pressable, for a spectator; each card
// is read in the mirror ("table.hand.<seat>.<card>").
func drawHands(f *ui.Frame, r layout.Rect, st *goofspiel.View, name func(engine.Seat) string) {
	for s, row := range r.Rows(2, f.M.Gap) {
		label, cards := row.CutTop(f.M.Text * 1.5)
		whose := engine.Whose(name(engine.Seat(s)))
		f.Text(label, whose+" hand", f.M.Text, ui.InkDim, ui.Left, false)
		hand := st.Hands[s]
		rects := layout.CardRow(cards, len(hand), 24, 120, cardAspect, f.M.Gap/3)
		for i, c := range hand {
			n := itoa(int(c))
			f.Card(rects[i], n, true)
			f.ReadOnly("table.hand."+itoa(s)+"."+n, whose+" hand: "+n, rects[i], ui.GrowNone)
		}
	}
}

// drawLog draws the newest lines of the log that fit in r, newest last,
// each as line words it.
func drawLog(f *ui.Frame, r layout.Rect, log []engine.Entry, line func(string) string) {
	f.Fill(r, ui.FeltEdge, 8)
	in := r.Inset(f.M.Gap / 2)
	size := f.M.Text * 0.9
	lh := size * 1.4
	var lines []string
	for i := len(log) - 1; i >= 0 && float64(len(lines))*lh < in.H; i-- {
		wrapped := ui.Wrap(line(log[i].Text), size, in.W, false)
		lines = append(wrapped, lines...)
	}
	if len(lines) == 0 {
		lines = []string{"The log of the game appears here."}
	}
	fit := int(in.H / lh)
	if len(lines) > fit {
		lines = lines[len(lines)-fit:]
	}
	for i, l := range lines {
		f.Text(layout.Rect{X: in.X, Y: in.Y + float64(i)*lh, W: in.W, H: lh}, l, size, ui.Ink, ui.Left, false)
	}
}

func joinCards(cs []int8) string {
	if len(cs) == 0 {
		return "none"
	}
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = itoa(int(c))
	}
	return strings.Join(parts, " ")
}

func itoa(n int) string { return strconv.Itoa(n) }
