package overpower

import (
	"overdeck/game/overpower"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// The table's motion (see ui.Motion): a card played from the hand travels
// to the character it is placed on, to the exchange or to the Astral
// Plane; a card of the other player's turns face up where it lands, with
// the sound of a reveal; damage landing on a character rises from its tile as a number,
// with the sound of a hit, and its damage bar glides; a KO'd character's
// tile tips over and fades, with the sound of a KO; a banner names each
// new phase of each battle. The shell's animation-speed setting (and the
// system's reduced-motion preference) governs all of it through f.Motion;
// at rest nothing of it is drawn.

// phaseBanner slides in the banner of st's phase, once per phase of each
// battle.
func phaseBanner(f *ui.Frame, st *overpower.View) {
	if st.Phase >= overpower.PhaseOver {
		return
	}
	b := itoa(int(st.Battle))
	f.Motion.Banner("op.phase."+b+"."+itoa(int(st.Phase)), "Battle "+b+" · "+phaseNames[st.Phase])
}

// cardKey is the Motion key of card instance i, the same in the hand and
// wherever it goes on the table.
func cardKey(i uint16) string { return "op.card." + itoa(int(i)) }

// show draws card instance i (face c) on its way to r, its place on the
// table, from where it was drawn last (the hand), and turning face up
// when the seat of u sees it for the first time (a card of the other
// player's, with the sound of a reveal; not one the seat had in hand, nor
// one already on the table when the seat first looked). The moving card
// is drawn over the board (drawFlights); show reports whether the card
// is at rest in r, where the table draws it itself.
func show(f *ui.Frame, u *seatUI, i uint16, r layout.Rect, c overpower.Card) bool {
	at := f.Motion.Place(cardKey(i), r)
	key := u.eye + itoa(int(i))
	turn := f.Motion.Turn
	if u.settled {
		turn = f.Motion.Flip
	}
	w, face := turn(key, true)
	if at == r && w >= 1 {
		return true
	}
	if w < 1 {
		at = at.Center(at.W*w, at.H)
	}
	u.flying = append(u.flying, flight{at: at, face: face, c: c})
	return false
}

// travelIn shows the cards of st that have just come into the middle
// strip r on their way there, or turning over (see show), and draws the
// exchange's cards at rest in their spots, when the strip has room for
// them (the card played, then the one combined with it); the Astral
// Plane's cards, and the exchange's in a strip too low, come to its
// middle.
func travelIn(f *ui.Frame, st *overpower.View, r layout.Rect, u *seatUI, spots []layout.Rect) {
	spot := r.Center(min(r.W/4, r.H*1.4), r.H)
	for k, i := range exchangeCards(st) {
		c, _ := cardOf(st, i)
		if k >= len(spots) {
			show(f, u, i, spot, c)
		} else if show(f, u, i, spots[k], c) {
			face := faceOf(c)
			face.Name = faceName(c, spots[k].W)
			drawFace(f, spots[k], c, face)
		}
	}
	for _, l := range st.InPlay {
		if c, ok := cardOf(st, l.Inst); ok && l.On < 0 {
			show(f, u, l.Inst, spot, c)
		}
	}
}

// exchangeCards are the cards of the exchange in progress the seat sees:
// the card played, then the one combined with it.
func exchangeCards(st *overpower.View) []uint16 {
	if st.Phase != overpower.PhaseBattle && st.Phase != overpower.PhasePost {
		return nil
	}
	var out []uint16
	for _, i := range [2]uint16{st.Ex.Card, st.Ex.With} {
		if _, ok := cardOf(st, i); ok {
			out = append(out, i)
		}
	}
	return out
}

// flight is a card on its way or turning over, drawn over the board.
type flight struct {
	at   layout.Rect
	face bool
	c    overpower.Card
}

// drawFlights draws, over the whole board, the cards show found moving,
// and forgets them: a card with its card frame, or, while it is too
// small for one (landing on a character's line), its colour and name.
func drawFlights(f *ui.Frame, u *seatUI) {
	sz := ui.SizesOf(f.M)
	for _, fl := range u.flying {
		switch {
		case !fl.face:
			f.CardBack(fl.at)
		case fl.at.H >= 44 && fl.at.W >= 30:
			face := faceOf(fl.c)
			face.Name = faceName(fl.c, fl.at.W)
			drawFace(f, fl.at, fl.c, face)
		default:
			f.Fill(fl.at, cardColor(fl.c), 6)
			in := fl.at.Inset(2)
			f.Fill(in, ui.CardFace, 4)
			if !chipLine(f, in, "", fl.c, "", sz.Small, ui.CardInk, ui.Center) {
				firstFit(f, in, sz.Small, ui.CardInk, ui.Center, true, firstWord(fl.c.Name))
			}
		}
	}
	u.flying = u.flying[:0]
}

// shownDamage returns the damage to draw on character ci's bar (gliding
// to a new value) and sends the damage that has just landed rising from
// its tile r, with the sound of a hit.
func shownDamage(f *ui.Frame, ci int, dmg int8, r layout.Rect) float64 {
	shown, d := f.Motion.Change("op.dmg."+itoa(ci), int(dmg))
	if d > 0 {
		f.Motion.Rise(r, "−"+itoa(d), ui.Hurt)
		f.Motion.Cue("hit")
	}
	return shown
}

// tipOver draws, over character ci's tile r, the tile tipping over and
// fading while it is KO'd (with the sound of a KO); nothing at rest.
func tipOver(f *ui.Frame, ci int, ko bool, r layout.Rect) {
	if gone := f.Motion.Fade("op.ko."+itoa(ci), ko); gone > 0 && gone < 1 {
		f.Tipped(r, gone, 8)
	}
}
