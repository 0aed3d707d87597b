package multiverse

import (
	"strconv"
	"strings"

	"overdeck/engine"
	"overdeck/game/multiverse"
	"overdeck/render/platform"
)

// The coached game's line of play, and where on the table each of its
// moves is made: from the seat's view alone, as every coach must.

// coachMove is the move the coach suggests now: fight a combat out, play
// a Slow card, attack with the strongest Super, discard down to the
// limit, else end the turn.
func coachMove(v *engine.SeatView) string {
	for _, op := range []byte{'f', 's', 'a', 'x', 'e'} {
		if k := coachKey(v, op); k != "" {
			return k
		}
	}
	return ""
}

// coachKey is the legal action of kind op the coach would take: the
// first Slow card, the strongest Super's attack on the nearest card, the
// weakest card to discard, or the fight and the end of the turn; "" when
// there is none.
func coachKey(v *engine.SeatView, op byte) string {
	best, bestPower := "", 0
	for _, a := range v.Legal {
		k := a.Key()
		if k[0] != op {
			continue
		}
		if op != 'a' && op != 'x' {
			return k
		}
		c, _ := keyCard(k)
		p := int(multiverse.PowerCards[c].Power)
		if op == 'x' {
			p = -p
		}
		if best == "" || p > bestPower {
			best, bestPower = k, p
		}
	}
	return best
}

// keyCard is the Power card an action key plays ("a12.0" plays 12).
func keyCard(k string) (int, bool) {
	num, _, _ := strings.Cut(k[1:], ".")
	c, err := strconv.Atoi(num)
	return c, err == nil && c >= 0 && c < len(multiverse.PowerCards)
}

// pointAt is the button that makes move key on the table now: its panel
// button, or for an attack the lit Multiverse card, or else the hand card
// to select first; "" when key is "" or none of them is on screen.
func pointAt(v *engine.SeatView, on []platform.Button, key string) string {
	if key == "" {
		return ""
	}
	if key[0] == 'a' {
		_, slot, _ := strings.Cut(key, ".")
		if id := onlyIf(on, "table.slot."+slot); id != "" && isTarget(on, id) {
			return id
		}
	}
	if id := onlyIf(on, "table.act."+key); id != "" {
		return id
	}
	if id := onlyIf(on, "table.step.next"); id != "" {
		return id // the Multiverse's turn is told first
	}
	if c, ok := keyCard(key); ok && strings.ContainsRune("asx", rune(key[0])) {
		st := view(v)
		for i, h := range st.Hand {
			if int(h) != c {
				continue
			}
			if id := onlyIf(on, "table.hand."+itoa(i)); id != "" {
				return id
			}
			// A hand wider than the screen: turn it to the card.
			first := len(st.Hand)
			for k := range st.Hand {
				if onlyIf(on, "table.hand."+itoa(k)) != "" {
					first = min(first, k)
				}
			}
			if i < first {
				return onlyIf(on, "table.hand.prev")
			}
			return onlyIf(on, "table.hand.next")
		}
	}
	return ""
}

// isTarget reports whether button id (a Multiverse card) attacks when
// pressed: its label says so.
func isTarget(on []platform.Button, id string) bool {
	for _, b := range on {
		if b.ID == id {
			return strings.Contains(b.Label, ": attack it with ")
		}
	}
	return false
}

// onlyIf returns id when it is an enabled button among on, else "".
func onlyIf(on []platform.Button, id string) string {
	for _, b := range on {
		if b.ID == id && b.Enabled {
			return id
		}
	}
	return ""
}

// nearSlot is the button of the Multiverse's nearest card (a face-down
// card's button is not pressable, but it is where the coach points).
func nearSlot(st *multiverse.View) string {
	if st == nil || st.Near < 0 {
		return ""
	}
	for c := range int(st.Cols) {
		if i := int(st.Near)*int(st.Cols) + c; i < len(st.Rows) && st.Rows[i].Has {
			return "table.slot." + itoa(i)
		}
	}
	return ""
}

// multiverseTurnShown reports whether the Multiverse has played a turn
// the table tells (the trace of the turn before this one).
func multiverseTurnShown(v *engine.SeatView) bool {
	st := view(v)
	return len(st.Trace) > 0 && st.TraceTurn == st.Turn
}

// mineTouched is the first of the player's defense spots the Multiverse
// has attacked (its card face up, or lost), or -1.
func mineTouched(st *multiverse.View) int {
	for i, m := range st.Mine {
		if m.Up || !m.Has {
			return i
		}
	}
	return -1
}

// mineCard is the button of the first of the player's defense cards face
// up (an attacked card that held), else of the first still in play: where
// the coach points (a face-down card's button is not pressed); "" with
// none.
func mineCard(st *multiverse.View) string {
	for i, m := range st.Mine {
		if m.Has && m.Up {
			return "table.mine." + itoa(i)
		}
	}
	for i, m := range st.Mine {
		if m.Has {
			return "table.mine." + itoa(i)
		}
	}
	return ""
}
