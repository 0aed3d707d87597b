package multiverse

import (
	"strconv"
	"strings"

	"overdeck/engine"
	"overdeck/game/multiverse"
	"overdeck/render/ui"
)

// Action handles a press of button id for the player of v: an action key
// for table.act.<key> and for an attack on a Multiverse card, nothing for
// the table's own buttons (selection, zoom, the Multiverse's turn, the
// overlays), which change what it shows.
func (t *Table) Action(id string, v *engine.SeatView) (string, bool) {
	st := view(v)
	if st == nil {
		return "", false
	}
	t.sync(v, st)
	what, ok := strings.CutPrefix(id, "table.")
	if !ok {
		return "", false
	}
	name, arg, _ := strings.Cut(what, ".")
	n, numErr := strconv.Atoi(arg)
	steps, turn := traceOf(st)
	switch {
	case name == "act":
		if _, ok := engine.FindKey(v.Legal, arg); ok {
			return arg, true
		}
	case what == "hand.prev":
		t.handOff = max(0, t.handOff-1)
	case what == "hand.next":
		t.handOff++ // kept within the hand when drawn
	case name == "hand" && numErr == nil && n >= 0 && n < len(st.Hand) && st.Phase == multiverse.PhaseCombat:
		t.overlay = "zoom.card." + itoa(int(st.Hand[n])) // its actions are all in the panel
	case name == "hand" && numErr == nil && n >= 0 && n < len(st.Hand):
		if t.sel == n {
			t.sel = -1
		} else {
			t.sel = n
		}
	case name == "slot" && numErr == nil && n >= 0 && n < len(st.Rows):
		if k := t.targetKey(st, n); k != "" {
			if _, ok := engine.FindKey(v.Legal, k); ok {
				return k, true
			}
		}
		if st.Rows[n].Up {
			t.overlay = "zoom.card." + itoa(int(st.Rows[n].Card))
		}
	case name == "mine" && numErr == nil && n >= 0 && n < len(st.Mine) && st.Mine[n].Up:
		t.overlay = "zoom.card." + itoa(int(st.Mine[n].Card))
	case name == "discard" && len(st.Discard) > 0:
		t.overlay = "zoom.card." + itoa(int(st.Discard[len(st.Discard)-1]))
	case name == "zoom" && t.sel >= 0:
		t.overlay = "zoom.card." + itoa(int(st.Hand[t.sel]))
	case name == "zoom" && t.sel == selChamp:
		t.overlay = "zoom.champ"
	case name == "champ" && champAttacks(v):
		if t.sel == selChamp {
			t.sel = -1
		} else {
			t.sel = selChamp
		}
	case name == "champ" && st.Champ >= 0:
		t.overlay = "zoom.champ"
	case name == "bg" && arg == "me":
		t.overlay = "zoom.bg." + itoa(int(st.MyBG))
	case name == "bg" && numErr == nil && n >= 0 && n < len(st.MVBG):
		t.overlay = "zoom.bg." + itoa(int(st.MVBG[n]))
	case what == "step.next" && turn != "":
		t.next(turn, len(steps))
	case strings.HasPrefix(what, "step.page."):
		t.stepPage.Press(id, "table.step.page")
	case what == "step.skip":
		t.seen, t.stepPage = turn, ui.Pager{}
	case what == "replay" && turn != "":
		t.seen, t.shown, t.step, t.stepPage = "", turn, 0, ui.Pager{}
	case what == "help.prev":
		t.helpPage = max(0, t.helpPage-1)
	case what == "help.next":
		t.helpPage++ // kept within the pages when drawn
	case what == "help.search" || what == "help.all":
		t.pressHelp(arg)
	case name == "term" && strings.HasPrefix(t.overlay, "zoom."):
		t.openTerms(arg)
	case what == "help":
		t.overlay, t.find, t.terms, t.back, t.helpPage = what, "", nil, "", 0
	case what == "log":
		t.overlay = what
	case what == "close":
		t.overlay, t.back = t.back, ""
	case strings.HasPrefix(what, "log."):
		t.log.Press(id, "table.log", len(v.Log))
	}
	return "", false
}

// targetKey returns the key of the attack on the Multiverse's spot i by
// the selected hand card, or "" when none is selected or it is no Super.
func (t *Table) targetKey(st *multiverse.View, i int) string {
	if near, _ := nearRow(st); !st.Can.Attack || i/max(int(st.Cols), 1) != near {
		return "" // only the nearest row may be attacked
	}
	if t.sel == selChamp && st.ChampUp {
		return "h" + itoa(i)
	}
	if t.sel < 0 || t.sel >= len(st.Hand) {
		return ""
	}
	c := st.Hand[t.sel]
	if power(int(c)).Kind != multiverse.Super || !st.Can.Attack {
		return ""
	}
	return "a" + itoa(int(c)) + "." + itoa(i)
}

// Undoable implements kit.Undoer: the player's last action may be taken
// back when nothing was revealed since (no draw, flip or roll).
func (t *Table) Undoable(v *engine.SeatView) bool {
	st := view(v)
	return st != nil && st.Safe > 0 && !st.Revealed && len(v.Legal) > 0
}

// Hint implements kit.Hinter: the panel shows the action the Hard bot
// would take, and marks its button.
func (t *Table) Hint(v *engine.SeatView, key string) {
	st := view(v)
	if st == nil {
		return
	}
	t.sync(v, st)
	t.hint = key
	if key != "" && key[0] == 'h' {
		t.sel = selChamp
	}
	if k, c := hintCard(key); k {
		for i, h := range st.Hand {
			if int(h) == c {
				t.sel = i
				break
			}
		}
	}
}

// champAttacks reports whether the face-up Champion may attack now.
func champAttacks(v *engine.SeatView) bool {
	for _, a := range v.Legal {
		if a.Key()[0] == 'h' {
			return true
		}
	}
	return false
}

// hintCard returns the hand card a key plays, if it plays one.
func hintCard(key string) (bool, int) {
	if len(key) < 2 || !strings.ContainsRune("saix", rune(key[0])) {
		return false, -1
	}
	num, _, _ := strings.Cut(key[1:], ".")
	c, err := strconv.Atoi(num)
	return err == nil, c
}

// Back implements kit.Backer: it closes the open overlay, or forgets the
// selected card, and reports whether there was either.
func (t *Table) Back(v *engine.SeatView) bool {
	switch {
	case t.overlay != "":
		t.overlay, t.back = t.back, ""
	case t.sel != -1:
		t.sel = -1
	default:
		return false
	}
	return true
}
