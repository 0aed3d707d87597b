package overrealm

import (
	"slices"
	"strconv"
	"strings"

	"overdeck/engine"
	"overdeck/game/overrealm"
	"overdeck/render/ui"
)

// Action handles a press of button id for v's seat. It returns an action
// key only for table.confirm (when the choice built is in v.Legal) and the
// KO buttons; every other button changes the table's own state for that
// seat and returns false.
func (t *Table) Action(id string, v *engine.SeatView) (string, bool) {
	st := view(v)
	if st == nil || !strings.HasPrefix(id, "table.") {
		return "", false
	}
	u := t.ui(v, st)
	if t.viewAction(id, v, st, u) {
		return "", false
	}
	if len(v.Legal) == 0 {
		return "", false
	}
	b := &u.b
	switch {
	case id == "table.ko.left" || id == "table.ko.right":
		k := "kl"
		if id == "table.ko.right" {
			k = "kr"
		}
		_, ok := engine.FindKey(v.Legal, k)
		return k, ok
	case id == "table.confirm":
		k, ok := pendingKey(v, st, u)
		return k, ok
	case id == "table.reset":
		u.b = newBuilder()
	case strings.HasPrefix(id, "table.pick."):
		n, err := strconv.Atoi(strings.TrimPrefix(id, "table.pick."))
		own := &st.P[v.Seat]
		if err == nil && n >= 0 && n < 256 && (st.Phase == phDraft && slices.Contains(own.Packet, uint8(n)) ||
			st.Phase == phTeam && slices.Contains(own.Pool, uint8(n))) {
			pickToggle(b, uint8(n), st)
		}
	case strings.HasPrefix(id, "table.arrange."):
		n, err := strconv.Atoi(strings.TrimPrefix(id, "table.arrange."))
		if err == nil && n >= 0 && n < len(st.P[v.Seat].Peek) {
			arrangeCycle(b, n)
		}
	case st.Phase == phSelect && u.li != nil:
		selectAction(id, v, st, u)
	}
	return "", false
}

// viewAction handles the buttons that only change what is shown: the
// overlays, the log, the reveal. It reports whether id was one of them.
func (t *Table) viewAction(id string, v *engine.SeatView, st *overrealm.View, u *seatUI) bool {
	switch {
	case u.page.Press(id, "table.page"):
	case id == "table.close":
		u.overlay, u.page = "", ui.Pager{}
	case id == "table.more":
		u.overlay = "more"
	case id == "table.log" || id == "table.elements" || id == "table.help":
		u.overlay, u.log = strings.TrimPrefix(id, "table."), ui.LogView{}
	case strings.HasPrefix(id, "table.zoom."):
		u.overlay = strings.TrimPrefix(id, "table.")
	case u.log.Press(id, "table.log", len(v.Log)):
	case id == "table.step.next", id == "table.step.skip", id == "table.replay":
		steps, rid := revealOf(v, st)
		switch {
		case rid == "":
		case id == "table.replay":
			u.seen, u.shown, u.step = "", rid, 0
		case id == "table.step.skip":
			u.seen = rid
		case u.stepOf(rid, len(steps))+1 >= len(steps):
			u.seen = rid
		default:
			u.shown, u.step = rid, u.stepOf(rid, len(steps))+1
		}
	default:
		return false
	}
	return true
}

// pendingKey returns the key of the choice built for the current
// decision, when it is legal.
func pendingKey(v *engine.SeatView, st *overrealm.View, u *seatUI) (string, bool) {
	b := &u.b
	var k string
	switch st.Phase {
	case phDraft:
		if len(b.picks) != 1 {
			return "", false
		}
		k = "p" + itoa(int(b.picks[0]))
	case phTeam:
		if len(b.picks) != 3 {
			return "", false
		}
		l, r := min(b.picks[1], b.picks[2]), max(b.picks[1], b.picks[2])
		k = "t" + itoa(int(b.picks[0])) + "." + itoa(int(l)) + "." + itoa(int(r))
	case phClear:
		k = "a" + digits(b.top) + "-" + digits(b.bot)
	case phSelect:
		if u.li == nil {
			return "", false
		}
		return b.key(u.li, v)
	default:
		return "", false
	}
	_, ok := engine.FindKey(v.Legal, k)
	return k, ok
}

// selectAction handles the builder's buttons in the selection phase.
func selectAction(id string, v *engine.SeatView, st *overrealm.View, u *seatUI) {
	b, li := &u.b, u.li
	seat := int(v.Seat)
	if i := slices.Index(spaceIDs[:], id); i >= 0 {
		if !spaceOpen(li, i) {
			return
		}
		*b = newBuilder()
		b.space = i
		if i >= spAction && !li.acts[i-spAction].sides[0] {
			b.side = firstSide(li.acts[i-spAction])
		}
		if i >= spAction && !li.acts[i-spAction].anyPlain() {
			b.prot = true
		}
		return
	}
	if b.space < spAction {
		return
	}
	ai := li.acts[b.space-spAction]
	a := activeAction(st, seat, b.space-spAction)
	switch {
	case id == "table.protect" && ai.prot && (ai.plainOK || !b.prot):
		b.prot = !b.prot
	case id == "table.side.left" && ai.sides[1]:
		b.side = 1
	case id == "table.side.right" && ai.sides[2]:
		b.side = 2
	case strings.HasPrefix(id, "table.card."):
		if c, ok := handCard(id, seat, st.P[seat].Hand); ok {
			b.cycle(c, a, ai)
			b.late = min(b.late, b.maxLate(u.li, st, seat))
		}
	case id == "table.late":
		if n := b.maxLate(u.li, st, seat); n > 0 {
			b.late = (b.late + 1) % (n + 1)
		}
	}
}

// spaceOpen reports whether space i has any legal choice.
func spaceOpen(li *legalInfo, i int) bool {
	if i < spAction {
		return li.plain[i]
	}
	return li.acts[i-spAction].any
}

// anyPlain reports whether the action may be used with the action cube
// (not only protected): the legal list then has unprotected keys.
func (ai actInfo) anyPlain() bool { return ai.plainOK }

// firstSide is the first benched monster the action may name.
func firstSide(ai actInfo) int8 {
	if ai.sides[1] {
		return 1
	}
	if ai.sides[2] {
		return 2
	}
	return 0
}

// pickToggle adds monster k to the picks, or takes it out: one pick in
// the draft, three (active first) for the team.
func pickToggle(b *builder, k uint8, st *overrealm.View) {
	if i := slices.Index(b.picks, k); i >= 0 {
		b.picks = slices.Delete(b.picks, i, i+1)
		return
	}
	switch {
	case st.Phase == phDraft:
		b.picks = []uint8{k}
	case st.Phase == phTeam && len(b.picks) < 3:
		b.picks = append(b.picks, k)
	}
}

// arrangeCycle moves deck position n of Clear Mind: unused, then on top
// (after those already there), then to the bottom, then unused.
func arrangeCycle(b *builder, n int) {
	switch {
	case slices.Contains(b.top, n):
		b.top = slices.DeleteFunc(b.top, func(x int) bool { return x == n })
		b.bot = append(b.bot, n)
	case slices.Contains(b.bot, n):
		b.bot = slices.DeleteFunc(b.bot, func(x int) bool { return x == n })
	default:
		b.top = append(b.top, n)
	}
}

// digits writes positions as digits.
func digits(xs []int) string {
	var s strings.Builder
	for _, x := range xs {
		s.WriteByte(byte('0' + x))
	}
	return s.String()
}
