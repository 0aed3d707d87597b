package overrealm

import (
	"cmp"
	"slices"
	"strings"

	"overdeck/game/overrealm"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// The player orders the buffs of one timing by tapping them, and places
// the action's own ability among its With Attack buffs with the Ability
// button (overrealm.Choice.Late). The legal list writes each resolution
// once (free buffs in one place, neighbouring readers sorted): the
// builder's key is the exact key of the order tapped when the list has
// it, else the key of the same resolution (see signature).

// orderBuffs puts buffs in the rules' resolution order: by timing (each
// timing is its own window); within a timing, in the order chosen.
func orderBuffs(b []uint8) []uint8 {
	o := slices.Clone(b)
	slices.SortStableFunc(o, func(x, y uint8) int {
		cx, _ := overrealm.Card(x)
		cy, _ := overrealm.Card(y)
		return cmp.Compare(cx.Timing, cy.Timing)
	})
	return o
}

// ownAbility reports whether action a has an ability of its own (a flip
// or an effect) that may resolve among its With Attack buffs.
func ownAbility(a *overrealm.ActionCard) bool { return a.Flip > 0 || a.Ability != "" }

// free reports whether buff c's place in its window cannot matter (as the
// rules judge it: a flat bonus, or a buff with no ability and no flip).
// The legal list offers such a buff in one place only.
func free(c uint8) bool {
	b, _ := overrealm.Card(c)
	return b.Free || (b.Ability == "" && b.Flip == 0)
}

// reader reports whether buff c only reads the board for this attack's
// damage, so that two of them next to each other may resolve in either
// order (overrealm.BuffCard.Reader).
func reader(c uint8) bool { b, _ := overrealm.Card(c); return b.Reader && b.Flip == 0 }

// signature identifies a monster choice up to what cannot change how it
// resolves: interchangeable cards (same monster, same card), the place of
// free buffs in their window, the order of neighbouring readers (but among
// the With Attack buffs of an action with an ability of its own, which may
// go between them). The legal list offers one key per signature.
func signature(c overrealm.Choice, ability bool) string {
	b := []byte{byte(c.Act), 0, byte(c.Side), byte(c.Late)}
	if c.Prot {
		b[1] = 1
	}
	b = append(b, buffSig(c.Act, c.Buffs, ability)...)
	b = append(b, 255)
	d := make([]byte, 0, len(c.Discards))
	for _, x := range c.Discards {
		d = append(d, canon(x))
	}
	slices.Sort(d)
	return string(append(b, d...))
}

// buffSig identifies the buffs (in resolution order) of action act up to
// what cannot change how they resolve (see signature): per timing, the
// free buffs as a set, then the others in order, runs of readers sorted.
func buffSig(act int8, buffs []uint8, ability bool) string {
	out := []byte{byte(act)}
	for i := 0; i < len(buffs); {
		ci, _ := overrealm.Card(buffs[i])
		j := i
		var fr, rest []byte
		for ; j < len(buffs); j++ {
			cj, _ := overrealm.Card(buffs[j])
			if cj.Timing != ci.Timing {
				break
			}
			if free(buffs[j]) {
				fr = append(fr, canon(buffs[j]))
			} else {
				rest = append(rest, canon(buffs[j]))
			}
		}
		slices.Sort(fr)
		if ci.Timing != overrealm.WithAttack || !ability {
			for k := 0; k < len(rest); {
				e := k
				for e < len(rest) && reader(rest[e]) {
					e++
				}
				slices.Sort(rest[k:e])
				k = max(e, k+1)
			}
		}
		out = append(out, 254, byte(ci.Timing))
		out = append(append(append(out, fr...), 253), rest...)
		i = j
	}
	return string(out)
}

// maxLate is the largest Choice.Late the legal list allows for the
// builder's action and buffs (0: the action's own ability can only
// resolve after all of its With Attack buffs).
func (b *builder) maxLate(li *legalInfo, st *overrealm.View, seat int) int8 {
	if b.space < spAction || li == nil {
		return 0
	}
	a := activeAction(st, seat, b.space-spAction)
	return li.lates[buffSig(int8(b.space-spAction), orderBuffs(b.buffs), ownAbility(a))]
}

// orderText says the order in which the builder's buffs resolve, for
// the summary: "Order: 1 Gale Feather, its ability, 2 Zap" ("" with no
// buffs).
func (b *builder) orderText(st *overrealm.View, seat int) string {
	if b.space < spAction || len(b.buffs) == 0 {
		return ""
	}
	return "Order: " + strings.Join(b.buffOrder(activeAction(st, seat, b.space-spAction)), ", ")
}

// buffOrder names the builder's buffs in resolution order, numbered as on
// the cards, with the action's own ability (action a) where it resolves
// among the With Attack buffs.
func (b *builder) buffOrder(a *overrealm.ActionCard) []string {
	o := orderBuffs(b.buffs)
	wa := 0 // With Attack buffs whose place matters
	for _, c := range o {
		if bc, _ := overrealm.Card(c); bc.Timing == overrealm.WithAttack && !free(c) {
			wa++
		}
	}
	var out []string
	seen := 0
	for i, c := range o {
		if bc, _ := overrealm.Card(c); bc.Timing == overrealm.WithAttack && !free(c) {
			if seen == wa-int(b.late) && b.late > 0 {
				out = append(out, "its ability")
			}
			seen++
		}
		out = append(out, itoa(i+1)+" "+cardName(c))
	}
	if b.late == 0 && wa > 0 && ownAbility(a) {
		out = append(out, "its ability")
	}
	return out
}

// lateText says where the action's own ability resolves among its With
// Attack buffs, by the numbers of the buffs: "after its With Attack
// buffs", "before buff 2".
func (b *builder) lateText() string {
	if b.late == 0 {
		return "after its With Attack buffs"
	}
	seen := 0
	for i, c := range slices.Backward(orderBuffs(b.buffs)) {
		if bc, _ := overrealm.Card(c); bc.Timing == overrealm.WithAttack && !free(c) {
			seen++
			if seen == int(b.late) {
				return "before buff " + itoa(i+1)
			}
		}
	}
	return "after its With Attack buffs"
}

// drawLate draws the button that moves the action's own ability among its
// With Attack buffs (late of them at most may resolve after it), saying
// where it resolves by the numbers on the buff cards, in the longest words
// that fit r.
func drawLate(f *ui.Frame, r layout.Rect, st *overrealm.View, seat int, b *builder, late int8) {
	a := activeAction(st, seat, b.space-spAction)
	where := b.lateText()
	label := "When " + a.Name + "'s own ability resolves: " + where + " (" + itoa(int(b.late)+1) + " of " + itoa(int(late)+1) + ", press to change)"
	short := "last"
	if k := strings.TrimPrefix(where, "before buff "); k != where {
		short = "before " + k
	}
	text := "Ability " + short
	inner := r.Inset(min(r.H*0.2, 12)) // as ui.Button insets its text
	if fitsTwoLines("Ability: "+where, inner.W) {
		text = "Ability: " + where
	}
	f.Button(ui.Btn{ID: "table.late", Label: label, Text: text, Rect: r, Enabled: true})
}

// fitsTwoLines reports whether s fits width w on at most two lines of the
// smallest text.
func fitsTwoLines(s string, w float64) bool {
	lines := ui.Wrap(s, ui.MinText, w, false)
	for _, l := range lines {
		if ui.Measure(l, ui.MinText, false) > w {
			return false
		}
	}
	return len(lines) <= 2
}

// paragraphFits reports whether fitParagraph can draw s whole in r.
func paragraphFits(s string, r layout.Rect) bool {
	return float64(len(ui.Wrap(s, 11, r.W, false)))*11*1.4 <= r.H
}
