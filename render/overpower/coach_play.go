package overpower

import (
	"slices"
	"strconv"
	"strings"

	"overdeck/engine"
	"overdeck/game/overpower"
	"overdeck/render/platform"
)

// This file holds how the coached game's coach plays when it suggests a
// move: a plain, sensible line a newcomer can follow (place what can be
// placed, venture one objective, fight, attack, negate and block when
// able), and which button of the table makes that move now.

// coachMove is the move the coach suggests to the seat of v, or false
// when it has none to make.
func coachMove(v *engine.SeatView, st *overpower.View) (overpower.Move, bool) {
	ms := moves(v)
	if len(ms) == 0 {
		return overpower.Move{}, false
	}
	first := func(ok func(m overpower.Move) bool) (overpower.Move, bool) {
		i := slices.IndexFunc(ms, ok)
		if i < 0 {
			return overpower.Move{}, false
		}
		return ms[i], true
	}
	op := func(ops ...uint8) func(m overpower.Move) bool {
		return func(m overpower.Move) bool { return slices.Contains(ops, m.Op) }
	}
	if st.Phase == overpower.PhaseVenture {
		if st.P[me(v)].VenNew == 0 {
			if m, ok := first(op(overpower.OpVenR)); ok {
				return m, true
			}
		}
		if m, ok := first(op(overpower.OpVenDone, overpower.OpFight)); ok {
			return m, true
		}
	}
	for _, want := range [][]uint8{
		{overpower.OpEvent, overpower.OpKeep, overpower.OpChoose, overpower.OpRescue, overpower.OpLook},
		{overpower.OpPlace},
		{overpower.OpNegate},
		{overpower.OpBlock},
		{overpower.OpAvoid},
	} {
		if m, ok := first(op(want...)); ok {
			return m, true
		}
	}
	// An attack on the other team, the strongest first; else a card of
	// any use; else let it be (pass, allow, take the hit).
	attacks := slices.DeleteFunc(slices.Clone(ms), func(m overpower.Move) bool {
		return m.Op != overpower.OpPlay || m.Tgt < 0 || m.Tgt/4 == int8(me(v))
	})
	if len(attacks) > 0 {
		best := attacks[0]
		for _, m := range attacks[1:] {
			if power(st, m) > power(st, best) {
				best = m
			}
		}
		return best, true
	}
	if m, ok := first(op(overpower.OpAllow, overpower.OpTake, overpower.OpPass)); ok {
		return m, true
	}
	return ms[0], true
}

// power is how much the card move m plays is worth: its value.
func power(st *overpower.View, m overpower.Move) int {
	c, ok := cardOf(st, m.Card)
	if !ok {
		return 0
	}
	return int(c.Val)
}

// coachButton returns the id among bs (the buttons drawn now) that makes
// move m, or takes a step toward it: select the card, answer the panel's
// questions, confirm; the panel's next page when the button is not on
// this one. "" when none does.
func coachButton(st *overpower.View, m overpower.Move, bs []platform.Button) string {
	on := func(id string) bool {
		return slices.ContainsFunc(bs, func(b platform.Button) bool { return b.ID == id && b.Enabled })
	}
	more := func() string {
		if on("table.more") {
			return "table.more"
		}
		return ""
	}
	if !cardOp(m.Op) {
		if id := "table.move." + m.Key(); on(id) {
			return id
		}
		return more()
	}
	selecting := slices.ContainsFunc(bs, func(b platform.Button) bool {
		return b.Enabled && (b.ID == "table.cancel" || b.ID == "table.go" || strings.HasPrefix(b.ID, "table.go.") || strings.HasPrefix(b.ID, "table.stage."))
	})
	if selecting {
		for _, b := range bs {
			if b.Enabled && (b.ID == "table.go" || strings.HasPrefix(b.ID, "table.go.")) && b.Label == m.String() {
				return b.ID
			}
		}
		for _, b := range bs {
			if b.Enabled && strings.HasPrefix(b.ID, "table.stage.") && answers(st, m, b.Label) {
				return b.ID
			}
		}
		if on("table.cancel") {
			return "table.cancel" // another card is selected
		}
		return more()
	}
	for _, id := range []string{"table.card." + strconv.Itoa(int(m.Card)), "table.opt." + strconv.Itoa(int(m.Card))} {
		if on(id) {
			return id
		}
	}
	return more()
}

// answers reports whether the stage button labelled label answers one of
// the panel's questions the way move m does.
func answers(st *overpower.View, m overpower.Move, label string) bool {
	for k := 0; k < numStages; k++ {
		if stageLabel(st, k, field(m, k, m.Card)) == label {
			return true
		}
	}
	return false
}

// coachPoint is the coached game's suggestion between steps: the button
// that makes, or leads to, the coach's move for the seat of v.
func coachPoint(v *engine.SeatView, bs []platform.Button) string {
	st := view(v)
	if st == nil || len(v.Legal) == 0 {
		return ""
	}
	m, ok := coachMove(v, st)
	if !ok {
		return ""
	}
	return coachButton(st, m, bs)
}
