package multiverse

import (
	"overdeck/game/multiverse"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// The table's motion (see ui.Motion): the player's cards travel between
// the hand, the defense spots and the discard pile; a card turned face up
// flips over; a change of power rises from the card it hit; a defeated
// card tips over and fades; cards lost from the Power Deck rise from it;
// a banner names each new turn and the Multiverse's. The shell's
// animation-speed setting (and the system's reduced-motion preference)
// governs all of it through f.Motion.

// beginMotion starts the frame's count of drawn cards (see cardKey) and
// slides in the banner of a new turn: the player's, or the Multiverse's
// while it is shown.
func (t *Table) beginMotion(f *ui.Frame, st *multiverse.View, turn string, revealing bool) {
	if len(t.drawn) != len(multiverse.PowerCards) {
		t.drawn = make([]uint8, len(multiverse.PowerCards))
	}
	clear(t.drawn)
	if revealing {
		f.Motion.Banner("mv."+turn, "The Multiverse's turn")
		return
	}
	f.Motion.Banner("mv.turn."+itoa(int(st.Turn)), "Turn "+itoa(int(st.Turn)))
}

// cardKey is the Motion key of the player's Power card c drawn now: the
// card and how many copies of it were drawn before in this frame, so the
// same card keeps its key from the hand to a defense spot or the discard
// pile, and two copies of a card have two keys.
func (t *Table) cardKey(c int) string {
	n := 0
	if c >= 0 && c < len(t.drawn) {
		n = int(t.drawn[c])
		t.drawn[c]++
	}
	return "mv.card." + itoa(c) + "." + itoa(n)
}

// placeCard returns where to draw the player's Power card c whose place
// is r: r, or on its way there from where it was drawn last.
func (t *Table) placeCard(f *ui.Frame, c int, r layout.Rect) layout.Rect {
	return f.Motion.Place(t.cardKey(c), r)
}

// turnOver returns the rectangle to draw the card of spot key in (narrowed
// while it turns over) and whether its face shows.
func turnOver(f *ui.Frame, key string, up bool, r layout.Rect) (layout.Rect, bool) {
	w, face := f.Motion.Turn(key, up)
	if w >= 1 {
		return r, face
	}
	return r.Center(r.W*w, r.H), face
}

// shownPower returns the power to draw for the card in spot key (gliding
// to a new value) and sends a change of it rising from r, with the sound
// of a hit for a loss. A face-down card's power is its spot's lasting
// change, followed under its own key so that turning face up is no change.
func shownPower(f *ui.Frame, key string, pw int, r layout.Rect) int {
	shown, d := f.Motion.Change(key, pw)
	switch {
	case d < 0:
		f.Motion.Rise(r, "−"+itoa(-d), ui.Hurt)
		f.Motion.Cue("hit")
	case d > 0:
		f.Motion.Rise(r, "+"+itoa(d), ui.Heal)
	}
	if shown < 0 {
		return -int(-shown + 0.5)
	}
	return int(shown + 0.5)
}

// drawGone draws, over the empty spot r, the card that has just left it
// (gone is how far, 0 to 1, see ui.Motion.Fade): a card back tipping over
// and fading. It draws nothing at rest.
func drawGone(f *ui.Frame, r layout.Rect, gone float64) {
	if gone <= 0 || gone >= 1 {
		return
	}
	p := f.PenIn(r)
	p.Turn = 0.4 * gone
	w, h := r.W/p.S, r.H/p.S
	x0, y0 := 0.5-w/2, 0.5-h/2+0.15*gone*h
	p.Poly(ui.Alpha(ui.CardBack, 1-gone), x0, y0, x0+w, y0, x0+w, y0+h, x0, y0+h)
}

// deckCount returns the Power Deck's size to draw (gliding down) and sends
// the cards it lost rising from r: a draw, or, with the sound of a hit,
// the Multiverse's attack (hurt).
func deckCount(f *ui.Frame, n int, r layout.Rect, hurt bool) int {
	shown, d := f.Motion.Change("mv.deck", n)
	if d < 0 {
		f.Motion.Rise(r, "−"+itoa(-d), ui.Hurt)
		if hurt {
			f.Motion.Cue("hit")
		}
	}
	return int(shown + 0.5)
}
