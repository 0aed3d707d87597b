package overwatch

import (
	"strings"

	"overdeck/engine"
	"overdeck/game/overwatch"
	"overdeck/render/ui"
)

// cardPanel describes the selected hand card and where it may go.
func cardPanel(u *seatUI, li *legalInfo) (string, [][]ui.Btn) {
	c := uint8(u.card)
	k := card(c)
	text := cardSummary(k)
	if n := len(li.plays[c]); n > 0 {
		text = "Choose one of the " + itoa(n) + " lit places on your side to play " + k.Name + ".\n" + text
	} else {
		text = k.Name + " cannot be played now.\n" + text
	}
	return text, [][]ui.Btn{{{ID: "table.zoom.card." + itoa(u.card), Label: "Show the full card of " + k.Name, Text: "Full card", Enabled: true}}}
}

// cardSummary is a card's numbers and skills in a few lines.
func cardSummary(k *overwatch.Card) string {
	s := k.Name + " (" + classNames[k.Class] + "), health " + itoa(int(k.HP)) + ". Power by row (Front/Middle/Back) " +
		triple(k.Power) + ", synergy " + triple(k.Syn) + ".\n" + primaries(k)
	if k.Ult != nil {
		s += "\nUltimate, " + skillText(k.Ult, true)
	}
	return s
}

// heroText describes a hero on the battlefield: where, its counters and
// tokens, and its card.
func heroText(st *overwatch.View, h *overwatch.Hero, seat engine.Seat, name func(engine.Seat) string) string {
	s := title(heroName(h, seat, name)) + ": " + where(st, h) + ", " + healthText(h)
	if !h.Defeated {
		s += ", power " + itoa(int(card(h.Card).Power[h.Row]))
	}
	return s + tokensText(st, h) + "."
}

// heroPanel describes the selected hero and offers its ultimate, with its
// cost and whether its row can pay.
func heroPanel(v *engine.SeatView, st *overwatch.View, u *seatUI, li *legalInfo) (string, [][]ui.Btn) {
	h := heroOf(st, u.hero)
	k := card(h.Card)
	text := heroText(st, h, v.Seat, u.name)
	rows := [][]ui.Btn{{zoomBtn(st, h.ID)}}
	if k.Ult == nil {
		return text + "\n" + primaries(k) + "\nNo ultimate ability.", rows
	}
	text += "\nUltimate, " + skillText(k.Ult, true)
	if engine.Seat(h.Side) != v.Seat {
		return text, rows
	}
	syn := int(st.Syn[h.Side][h.Row])
	have := "your " + rowNames[h.Row] + " row has " + itoa(syn) + " synergy"
	cost := costText(st, h)
	if _, ok := li.ults[h.ID]; ok {
		text += "\nIt costs " + cost + " now; " + have + ": it can pay."
		rows[0] = append([]ui.Btn{{ID: "table.ult", Label: "Use " + k.Ult.Name + " (costs " + cost + " from your " + rowNames[h.Row] + " row)",
			Text: "Use " + k.Ult.Name, Short: "Ultimate", Enabled: true}}, rows[0]...)
		return text, rows
	}
	why := "It cannot be used now."
	if u, ok := ultInfo(st, h); ok {
		why = overwatch.UltBlockText(u.Block)
	}
	text += "\nIt costs " + cost + "; " + have + ". " + why
	rows[0] = append([]ui.Btn{{ID: "table.ult", Label: "Ultimate " + k.Ult.Name + ": " + why, Text: "Ultimate", Enabled: false}}, rows[0]...)
	return text, rows
}

// hint is the panel when nothing is selected on the seat's turn.
func hint(v *engine.SeatView, st *overwatch.View, li *legalInfo) string {
	s := "Your turn. Select a card of your hand to see where it may go, or one of your heroes to use its ultimate."
	if len(li.ults) > 0 {
		var names []string
		for i := range st.Heroes {
			if h := &st.Heroes[i]; li.ults[h.ID] != "" {
				names = append(names, cardName(h.Card))
			}
		}
		s += " Ultimates you can pay for now: " + strings.Join(names, ", ") + "."
	}
	if li.pass {
		s += " You may pass: you take no more turns this round."
	} else {
		s += " You can pass once you have six heroes (you have " + itoa(heroCount(st, int(v.Seat))) + ")."
	}
	return s
}
