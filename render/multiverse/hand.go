package multiverse

import (
	"strings"

	"overdeck/engine"
	"overdeck/game/multiverse"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// cardActions returns the legal actions of v that play hand card c: its
// Slow skill, its attacks, joining the combat, discarding it.
func cardActions(v *engine.SeatView, c uint8) []engine.Action {
	var out []engine.Action
	n := itoa(int(c))
	for _, a := range v.Legal {
		k := a.Key()
		if len(k) < 2 || !strings.ContainsRune("saix", rune(k[0])) {
			continue
		}
		num, _, _ := strings.Cut(k[1:], ".")
		if num == n {
			out = append(out, a)
		}
	}
	return out
}

// otherActions returns the legal actions of v that no hand card makes:
// the Champion's, drawing, ending the turn, fighting.
func otherActions(v *engine.SeatView) []engine.Action {
	var out []engine.Action
	for _, a := range v.Legal {
		if k := a.Key(); k != "" && !strings.ContainsRune("saix", rune(k[0])) {
			out = append(out, a)
		}
	}
	return out
}

// whyNot says why hand card c cannot be played now, in the player's words.
func whyNot(st *multiverse.View, c uint8) string {
	k := power(int(c))
	switch st.Phase {
	case multiverse.PhaseCombat:
		if k.Act != multiverse.Instant {
			return "only Instants may join a combat"
		}
		return orElse(st.Can.InstantWhy, "it cannot join this combat")
	case multiverse.PhaseDiscard:
		return "discard down to 6 first"
	case multiverse.PhaseOver:
		return "the game is over"
	}
	var why []string
	if k.Act.Slow() {
		why = append(why, "Slow: "+orElse(st.Can.SlowWhy, "not now"))
	}
	if k.Kind == multiverse.Super {
		why = append(why, "attack: "+orElse(st.Can.AttackWhy, "not now"))
	}
	if k.Act == multiverse.Instant {
		why = append(why, "an Instant joins your attack once it is declared")
	}
	if len(why) == 0 {
		why = append(why, "an Enhance card of this kind works only face up in a defense spot")
	}
	return strings.Join(why, "; ")
}

// orElse returns s, or def when s is empty.
func orElse(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// drawHand draws the hand in r: playable cards lit, the others dimmed
// with the reason in their label, the selected one raised. live is false
// while the Multiverse's turn is shown: the cards are only looked at.
func (t *Table) drawHand(f *ui.Frame, r layout.Rect, v *engine.SeatView, st *multiverse.View, live bool) {
	m := f.M
	sz := ui.SizesOf(m)
	head, rest := r.CutTop(sz.Body * 1.4)
	title := "Your hand (" + itoa(len(st.Hand)) + ")"
	if live && len(v.Legal) > 0 {
		title += ": lit cards can be played now"
	}
	fitText(f, head, title, sz.Body, ui.InkDim, ui.Left, false)
	n := len(st.Hand)
	if n == 0 {
		fitText(f, rest, "No cards in hand", sz.Body, ui.InkDim, ui.Center, false)
		return
	}
	_, rest = rest.CutTop(m.Gap + 4) // room for the selected card to rise, and its ring
	from, to := 0, n
	if k := handFits(rest, m.Gap/2); n > k {
		// More cards than a finger can tell apart: a window of the hand,
		// with buttons to slide it, the selected card kept in view.
		prev, inner := rest.CutLeft(layout.MinTouch)
		next, inner := inner.CutRight(layout.MinTouch)
		_, inner = inner.CutLeft(m.Gap / 2)
		_, inner = inner.CutRight(m.Gap / 2)
		k = max(1, handFits(inner, m.Gap/2))
		if t.sel >= 0 && (t.sel < t.handOff || t.sel >= t.handOff+k) {
			t.handOff = t.sel - k/2
		}
		t.handOff = max(0, min(t.handOff, n-k))
		from, to = t.handOff, t.handOff+k
		f.Button(ui.Btn{ID: "table.hand.prev", Label: "Earlier cards of your hand", Text: "‹", Rect: prev.Center(prev.W, min(prev.H, layout.MinTouch*1.5)), Enabled: from > 0})
		f.Button(ui.Btn{ID: "table.hand.next", Label: "Later cards of your hand", Text: "›", Rect: next.Center(next.W, min(next.H, layout.MinTouch*1.5)), Enabled: to < n})
		rest = inner
	}
	cells := handCells(rest, to-from, m.Gap/2)
	for i := from; i < to; i++ {
		c := st.Hand[i]
		r := cells[i-from]
		k := power(int(c))
		acts := cardActions(v, c)
		mark, label := markNone, k.Describe()
		switch {
		case !live:
		case t.sel == i:
			mark = markChosen
			label += ". Selected"
		case len(acts) > 0:
			mark = markLit
			label += ". Playable now"
		case len(v.Legal) > 0:
			mark = markDim
			label += ". Not playable now: " + whyNot(st, c)
		}
		if t.sel == i && live {
			r.Y -= min(r.H*0.08, m.Gap)
		}
		hitR := r // the part of an overlapped card that shows
		if i < to-1 {
			hitR.W = min(r.W, cells[i+1-from].X-r.X)
		}
		hit(f, "table.hand."+itoa(i), label, hitR, true)
		r = t.placeCard(f, int(c), r)
		drawFace(f, r, k.Name, kindWord(k), k.Text(), int(k.Power), k.Act, mark)
	}
}

// handFits returns how many cards fit in r with every card's visible part
// at least a finger wide.
func handFits(r layout.Rect, gap float64) int {
	w := min(r.H/aspect, r.W)
	if w >= layout.MinTouch {
		return max(1, int((r.W-w)/layout.MinTouch)+1)
	}
	return max(1, int((r.W+gap)/(layout.MinTouch+gap)))
}

// handCells lays n cards out in r: one row of cards as large as fit,
// overlapping when they must.
func handCells(r layout.Rect, n int, gap float64) []layout.Rect {
	h := r.H
	w := h / aspect
	step := w + gap
	if float64(n)*w+float64(n-1)*gap > r.W {
		step = (r.W - w) / float64(max(n-1, 1))
		if step < w*0.55 { // too tight: shrink the cards instead
			w = r.W / (float64(n)*0.55 + 0.45)
			h = w * aspect
			step = w * 0.55
		}
	}
	total := step*float64(n-1) + w
	x := r.X + (r.W-total)/2
	out := make([]layout.Rect, n)
	for i := range out {
		out[i] = layout.Rect{X: x + float64(i)*step, Y: r.Y + (r.H-h)/2, W: w, H: h}
	}
	return out
}
