package overpower

import (
	"strings"

	"overdeck/engine"
	"overdeck/game/overpower"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// handWarning says, when the battle can end now with cards in the seat's
// hand (a pass after the other player's pass, a concession, the other
// player's concession taking effect), that the End of Battle Phase
// discards them and that placed cards stay; "" otherwise.
func handWarning(v *engine.SeatView, st *overpower.View) string {
	mine := me(v)
	if v.Seat != engine.Seat(mine) || v.Outcome.Over {
		return ""
	}
	n := len(handCards(st, mine))
	if n == 0 {
		return ""
	}
	why := ""
	switch {
	case st.Phase == overpower.PhasePost && int(st.Conc) == 1-mine:
		why = "The other player conceded: the battle ends after the post-concession actions."
	case st.Phase == overpower.PhasePost && int(st.Conc) == mine:
		why = "You conceded: the battle ends after the post-concession actions."
	case offers(v, overpower.OpPass) && st.Phase == overpower.PhaseBattle && st.PassRun >= 1 && st.Ex.Step == overpower.StepIdle:
		why = "The other player passed: if you pass too, the battle ends."
	case offers(v, overpower.OpConcede):
		why = "Conceding ends the battle."
	default:
		return ""
	}
	cards := "the card in your hand is"
	if n > 1 {
		cards = "the " + itoa(n) + " cards in your hand are"
	}
	return why + " At the End of Battle Phase " + cards + " discarded (" + names(st, handCards(st, mine)) +
		"); placed cards stay."
}

// withoutNames is warning w without its list of the hand's cards.
func withoutNames(w string) string {
	a, b := strings.Index(w, " ("), strings.LastIndex(w, ")")
	if a < 0 || b < a {
		return w
	}
	return w[:a] + w[b+1:]
}

// drawHandWarning draws w at the top of r in the panel, above the
// buttons, in at most a third of r, and returns the room left: in full
// in the panel's accent through the first battle of the match it is
// given in. After that battle the panel leaves it out and the seat's
// log gets it as an entry instead (once per battle and reason: see
// logNote). When the whole warning does not fit, it leaves out the
// hand's names, then says it short.
func drawHandWarning(f *ui.Frame, r layout.Rect, w string, st *overpower.View, u *seatUI, logged int) layout.Rect {
	if w == "" {
		return r
	}
	if u.warned != 0 && u.warned != st.Battle {
		why, _, _ := strings.Cut(w, " At the End of Battle Phase")
		u.logNote(itoa(int(st.Battle))+"|"+why, w, logged)
		return r
	}
	u.warned = st.Battle
	sz := ui.SizesOf(f.M)
	forms := []string{w, withoutNames(w), shortWarning(st, me0(st))}
	room := r.H / 3
	for _, size := range []float64{sz.Body, sz.Small} {
		for _, s := range forms {
			h := float64(len(ui.Wrap(s, size, r.W, false)))*size*1.35 + 2
			if h <= room {
				box, rest := r.CutTop(h)
				paragraph(f, box, s, size, ui.Accent)
				_, rest = rest.CutTop(f.M.Gap / 2)
				return rest
			}
		}
	}
	return r
}

// note is a line the table adds to the seat's log: after the game's
// entry at-1 (at entries were logged when it was written).
type note struct {
	at        int
	key, text string
}

// logNote adds text to the seat's log after its first logged entries,
// once for key.
func (u *seatUI) logNote(key, text string, logged int) {
	for _, n := range u.notes {
		if n.key == key {
			return
		}
	}
	u.notes = append(u.notes, note{at: logged, key: key, text: text})
}

// seatLog is the seat's log: the game's entries worded by line (the
// table's names for the seats), oldest first, with the table's notes
// among them where they were written.
func seatLog(v *engine.SeatView, u *seatUI) []string {
	out := make([]string, 0, len(v.Log)+len(u.notes))
	k := 0
	for i, e := range v.Log {
		for ; k < len(u.notes) && u.notes[k].at <= i; k++ {
			out = append(out, u.notes[k].text)
		}
		out = append(out, u.line(e.Text))
	}
	for ; k < len(u.notes); k++ {
		out = append(out, u.notes[k].text)
	}
	return out
}

// me0 is the seat whose hand the warning is about: the view's own seat.
func me0(st *overpower.View) int { return int(st.Seat) }

// shortWarning is the shortest form of the warning: "Ending the battle
// discards your 6 cards in hand; placed cards stay."
func shortWarning(st *overpower.View, s int) string {
	cards := itoa(len(handCards(st, s))) + " cards"
	if len(handCards(st, s)) == 1 {
		cards = "card"
	}
	return "Ending the battle discards your " + cards + " in hand; placed cards stay."
}
