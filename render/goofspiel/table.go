package goofspiel

import (
	"strings"

	"overdeck/engine"
	"overdeck/game/goofspiel"
	"overdeck/render/kit"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// BidPrefix starts the id of every bid button: "table.bid.7".
const BidPrefix = "table.bid."

// cardAspect is a card's height over its width.
const cardAspect = 1.4

// Table draws a Goofspiel table from one seat's view.
type Table struct {
	kit.SeatNamer // names the seats as the shell does (kit.Named)
}

// Action turns "table.bid.<n>" into the key of bidding n, when v.Legal
// allows it.
func (*Table) Action(id string, v *engine.SeatView) (string, bool) {
	n, ok := strings.CutPrefix(id, BidPrefix)
	if !ok {
		return "", false
	}
	key := "b" + n // the key of goofspiel.Bid; FindKey checks it is legal
	_, legal := engine.FindKey(v.Legal, key)
	return key, legal
}

// Draw draws the prize, the scores, the remaining prizes, the last round,
// who has chosen (never what), the log and the hand of v's seat as bid
// buttons, or both hands for a spectator.
func (t *Table) Draw(f *ui.Frame, area layout.Rect, v *engine.SeatView) {
	st, ok := v.State.(*goofspiel.View)
	if !ok {
		return
	}
	m := f.M
	logArea, main := area.CutBottom(max(m.Text*1.4*4, area.H*0.2))
	if m.Wide {
		logArea, main = area.CutRight(area.W * 0.3)
		logArea = logArea.Inset(m.Gap / 2)
	}
	drawLog(f, logArea, v.Log, t.Line)
	main = main.Inset(m.Gap)
	top, rest := main.CutTop(m.Text * 1.8)
	drawScores(f, top, st, t.Name)
	hand, rest := rest.CutBottom(rest.H * 0.45)
	drawPrize(f, rest, st, v, t.Name)
	if v.Seat == engine.NoSeat {
		drawHands(f, hand, st, t.Name)
		return
	}
	drawHand(f, hand, st, v, t.Name)
}

// around is the smallest rectangle holding a and b.
func around(a, b layout.Rect) layout.Rect {
	x, y := min(a.X, b.X), min(a.Y, b.Y)
	return layout.Rect{X: x, Y: y, W: max(a.X+a.W, b.X+b.W) - x, H: max(a.Y+a.H, b.Y+b.H) - y}
}

// drawScores writes each player's score, counting up to its new value.
func drawScores(f *ui.Frame, r layout.Rect, st *goofspiel.View, name func(engine.Seat) string) {
	cols := r.Cols(2, f.M.Gap)
	// A score counts up to its new value, the points won rising from it.
	for i, a := range []ui.Align{ui.Left, ui.Right} {
		n := int(st.Scores[i])
		shown := int(f.Motion.Health("goofspiel.score."+itoa(i), n, cols[i]) + 0.5)
		f.Text(cols[i], name(engine.Seat(i))+": "+itoa(shown)+" points", f.M.Text*1.1, ui.Ink, a, true)
		f.ReadOnly("table.score."+itoa(i), name(engine.Seat(i))+": "+itoa(n)+" points", cols[i], ui.GrowNone)
	}
}

// drawPrize draws the face-up prize, what is still to come, the last round
// and who has chosen.
func drawPrize(f *ui.Frame, r layout.Rect, st *goofspiel.View, v *engine.SeatView, name func(engine.Seat) string) {
	m := f.M
	cardH := min(r.H*0.9, 200, r.W*0.3*cardAspect)
	card, info := r.CutLeft(cardH / cardAspect)
	card = card.Center(cardH/cardAspect, cardH)
	if st.Prize != 0 {
		f.Fill(card.Inset(-4), ui.Accent, card.W*0.1+4)
		f.Card(card, itoa(int(st.Prize)), true)
	}
	info = info.Inset(m.Gap)
	head, rest := info.CutTop(m.Text * 1.8)
	prize := "The prize: " + itoa(int(st.Prize))
	if st.Prize == 0 {
		prize = "No prize left"
	}
	f.Text(head, prize, m.Text*1.2, ui.Accent, ui.Left, true)
	left := itoa(len(st.Prizes)) + " prizes"
	if len(st.Prizes) == 1 {
		left = "1 prize"
	}
	f.ReadOnly("table.prize", prize+". Still to come, "+left+": "+joinCards(st.Prizes), around(card, head), ui.GrowNone)
	text := waitingLine(v, st, name) + "\n" + lastRound(st, name) + "\nStill to come: " + joinCards(st.Prizes)
	size := m.Text
	for size > 11 && len(ui.Wrap(text, size, rest.W, false)) > int(rest.H/(size*1.4)) {
		size = max(11, size-1)
	}
	f.Paragraph(rest, text, size, ui.Ink)
}

// waitingLine says who has chosen and who is still choosing, and for the
// seat itself what it bid; never what another seat chose.
func waitingLine(v *engine.SeatView, st *goofspiel.View, name func(engine.Seat) string) string {
	if v.Outcome.Over {
		return st.ResultText(name)
	}
	var mine, others []string
	for _, s := range v.ToAct {
		switch {
		case s == v.Seat && v.Mine != "":
			mine = append(mine, "You bid "+strings.TrimPrefix(v.Mine, "b")+".")
		case s == v.Seat:
			mine = append(mine, yourBid(name(s)))
		case v.Waiting(s):
			others = append(others, engine.Does(name(s), "have not chosen yet.", "has not chosen yet."))
		default:
			others = append(others, engine.Does(name(s), "have chosen.", "has chosen."))
		}
	}
	return strings.Join(append(mine, others...), " ")
}

// yourBid asks the seat named name for its bid.
func yourBid(name string) string {
	if name == "You" {
		return "Choose your bid."
	}
	return name + ", choose your bid."
}

func lastRound(st *goofspiel.View, name func(engine.Seat) string) string {
	if len(st.Played) == 0 {
		return "First round: no bids yet"
	}
	t := st.Played[len(st.Played)-1]
	s := "Last round, prize " + itoa(int(t.Prize)) + ": " + name(0) + " bid " + itoa(int(t.Bids[0])) +
		", " + engine.Inside(name(1)) + " bid " + itoa(int(t.Bids[1]))
	switch {
	case t.Bids[0] > t.Bids[1]:
		return s + ". " + name(0) + " took it."
	case t.Bids[1] > t.Bids[0]:
		return s + ". " + name(1) + " took it."
	}
	return s + ". Nobody took it."
}
