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
		return orElse(clause(st.Can.InstantWhy), "it cannot join this combat")
	case multiverse.PhaseDiscard:
		return "discard down to 6 first"
	case multiverse.PhaseOver:
		return "the game is over"
	}
	var why []string
	if k.Act.Slow() {
		why = append(why, "Slow: "+orElse(clause(st.Can.SlowWhy), "not now"))
	}
	if k.Kind == multiverse.Super {
		why = append(why, "attack: "+orElse(clause(st.Can.AttackWhy), "not now"))
	}
	if k.Act == multiverse.Instant {
		why = append(why, "an Instant joins your attack once it is declared")
	}
	if len(why) == 0 {
		why = append(why, "an Enhance card of this kind works only face up in a defense spot")
	}
	return strings.Join(why, "; ")
}

// more is the label of a button that slides the hand by k hidden cards.
func more(label string, k int) string {
	if k == 0 {
		return label
	}
	return label + ": +" + itoa(k) + " more"
}

// moreText is the text on such a button: its arrow and "+k more" (on the
// arrow's side first), or the arrow alone when nothing is hidden.
func moreText(arrow string, k int, before bool) string {
	switch {
	case k == 0:
		return arrow
	case before:
		return arrow + " +" + itoa(k) + " more"
	}
	return "+" + itoa(k) + " more " + arrow
}

// clause is sentence s made a clause of a longer one: its full stop
// dropped and its first letter small ("You already attacked this turn."
// reads "you already attacked this turn").
func clause(s string) string {
	s = strings.TrimSuffix(s, ".")
	if len(s) > 1 && s[0] >= 'A' && s[0] <= 'Z' && (s[1] < 'A' || s[1] > 'Z') {
		s = string(s[0]+'a'-'A') + s[1:]
	}
	return s
}

// then adds sentence b to label a: after a full stop, which a gets when it
// does not end with one ("Sunder (Enhance, power 1) — Instant: …
// combat." and "Selected" read "… combat. Selected").
func then(a, b string) string {
	if strings.HasSuffix(a, ".") || strings.HasSuffix(a, "!") || strings.HasSuffix(a, "?") {
		return a + " " + b
	}
	return a + ". " + b
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
	n := len(st.Hand)
	if n == 0 {
		fitText(f, head, title, sz.Body, ui.InkDim, ui.Left, false)
		fitText(f, rest, "No cards in hand", sz.Body, ui.InkDim, ui.Center, false)
		return
	}
	_, rest = rest.CutTop(m.Gap + 4) // room for the selected card to rise, and its ring
	names := make([]string, n)
	for i, c := range st.Hand {
		names[i] = power(int(c)).Name
	}
	from, to := 0, n
	cells, ok := handCells(m, rest, names, names, m.Gap/2)
	if !ok {
		// More cards than fit with every name in view: a window of the
		// hand, with buttons to slide it, the selected card kept in view:
		// the buttons beside the heading when there is the height (the
		// whole width to the cards), else at the row's ends.
		var prev, next layout.Rect
		if r.H-layout.MinTouch-m.Gap >= layout.MinTouch*1.5 {
			head, rest = r.CutTop(layout.MinTouch)
			_, rest = rest.CutTop(m.Gap/2 + 4)
			var btns layout.Rect
			btns, head = head.CutRight(min(head.W*0.4, layout.MinTouch*3+m.Gap/2))
			cols := btns.Cols(2, m.Gap/2)
			prev, next = cols[0], cols[1]
		} else {
			prev, rest = rest.CutLeft(layout.MinTouch)
			next, rest = rest.CutRight(layout.MinTouch)
			_, rest = rest.CutLeft(m.Gap / 2)
			_, rest = rest.CutRight(m.Gap / 2)
			prev = prev.Center(prev.W, min(prev.H, layout.MinTouch*1.5))
			next = next.Center(next.W, min(next.H, layout.MinTouch*1.5))
		}
		from, to = handWindow(m, rest, names, t.handOff, t.sel)
		t.handOff = from
		f.Button(ui.Btn{ID: "table.hand.prev", Label: more("Earlier cards of your hand", from), Text: moreText("‹", from, true), Rect: prev, Enabled: from > 0})
		f.Button(ui.Btn{ID: "table.hand.next", Label: more("Later cards of your hand", n-to), Text: moreText("›", n-to, false), Rect: next, Enabled: to < n})
		cells, _ = handCells(m, rest, names[from:to], names, m.Gap/2)
	}
	if ui.Measure(title, ui.MinText, false) > head.W {
		title = "Your hand (" + itoa(n) + ")"
	}
	fitText(f, head, title, sz.Body, ui.InkDim, ui.Left, false)
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
			label = then(label, "Selected")
		case len(acts) > 0:
			mark = markLit
			label = then(label, "Playable now")
		case len(v.Legal) > 0:
			mark = markDim
			label = then(label, "Not playable now: "+whyNot(st, c))
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
		drawFaceWords(f, r, k.Name, kindWord(k), k.Text(), int(k.Power), k.Act, mark, hitR.W >= r.W-0.5)
	}
}

// handCard returns the size of the hand's cards in r, all alike: as high
// as r, and wide enough for every name of names to show (its first word
// at least) and for a finger; wider than a card's shape when it must (a
// phone's short hand row).
func handCard(m layout.Metrics, r layout.Rect, names []string) (w, h float64) {
	h = r.H
	w = min(r.W, max(h/aspect, layout.MinTouch))
	for _, name := range names {
		for w < r.W {
			if _, shown, _ := ui.CardName(m, layout.Rect{W: w, H: h}, name); shown != "" {
				break
			}
			w = min(r.W, w+2)
		}
	}
	return w, h
}

// handStep returns how far the next card may start from a card w x h
// named name in an overlapped hand: past the end of its name, and a
// finger wide.
func handStep(m layout.Metrics, w, h float64, name string) float64 {
	box, _, tw := ui.CardName(m, layout.Rect{W: w, H: h}, name)
	return min(w, max(layout.MinTouch, box.X+tw+4))
}

// handWindow returns the window [from, to) of the hand's cards (names)
// to show in r, as many as fit with every name in view: from off, moved
// to show the selected card sel (when sel >= 0), and back as far as the
// last card allows.
func handWindow(m layout.Metrics, r layout.Rect, names []string, off, sel int) (from, to int) {
	n := len(names)
	w, h := handCard(m, r, names)
	fits := func(from int) int { // how many cards from from fit
		total, k := w, 1
		for from+k < n {
			total += handStep(m, w, h, names[from+k-1])
			if total > r.W+0.5 {
				break
			}
			k++
		}
		return k
	}
	from = max(0, min(off, n-1))
	if sel >= 0 && sel < from {
		from = sel
	}
	for sel >= 0 && sel >= from+fits(from) {
		from++
	}
	for from > 0 && from+fits(from) >= n && fits(from-1) >= n-from+1 {
		from--
	}
	return from, from + fits(from)
}

// handCells lays the cards named names out in r: one row of cards as
// large as fit, gap apart, or overlapped like a fanned hand when they
// must, each card's name left in view; ok is false when even that does
// not fit. The cards are sized for the names of sizeBy (the whole hand, so
// that a window of it keeps the cards' size).
func handCells(m layout.Metrics, r layout.Rect, names, sizeBy []string, gap float64) (cells []layout.Rect, ok bool) {
	n := len(names)
	w, h := handCard(m, r, sizeBy)
	steps := make([]float64, max(n-1, 0))
	total := w
	for i := range steps {
		steps[i] = w + gap
		total += steps[i]
	}
	if total > r.W {
		total = w
		for i := range steps {
			steps[i] = handStep(m, w, h, names[i])
			total += steps[i]
		}
		if total > r.W+0.5 {
			return nil, false
		}
		// Spread the room left evenly, up to the cards' full width.
		if n > 1 {
			more := (r.W - total) / float64(n-1)
			total = w
			for i := range steps {
				steps[i] = min(w+gap, steps[i]+more)
				total += steps[i]
			}
		}
	}
	x := r.X + (r.W-total)/2
	cells = make([]layout.Rect, n)
	for i := range cells {
		cells[i] = layout.Rect{X: x, Y: r.Y + (r.H-h)/2, W: w, H: h}
		if i < len(steps) {
			x += steps[i]
		}
	}
	return cells, true
}
