package overpower

import (
	"math/rand/v2"
	"testing"

	"overdeck/engine"
	"overdeck/game/overpower"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// TestCardFace_EveryCardFitsAndIsNamed: every card of the catalogue,
// drawn as a hand card with the card frame at the sizes the table gives
// hand cards (a phone's low row to a desktop's tall cards), has no text
// cut, too small or out of its box, and always shows a name.
func TestCardFace_EveryCardFitsAndIsNamed(t *testing.T) {
	widths := []float64{44, 56, 64, 80, 99, 130, 174}
	heights := []float64{44, 57, 78, 90, 120, 150, 170, 228}
	for _, scr := range screens {
		for code := 1; code < overpower.NumCards(); code++ {
			c := overpower.Cards(uint16(code))
			for _, w := range widths {
				for _, h := range heights {
					f := ui.NewFrame(layout.For(scr[0], scr[1]), "")
					r := layout.Rect{X: 10, Y: 10, W: w, H: h}
					drawFace(f, r, c, handFace(c, r, code%2 == 0, code%5 == 0, c.Kind == overpower.KindEvent))
					for _, bad := range f.Overflows() {
						t.Errorf("%s at %vx%v on %v: %s", c.Name, w, h, scr, bad)
					}
					named := false
					for _, op := range f.Ops {
						named = named || op.Kind == ui.TextLine && showsName(c, op.Text)
					}
					if !named {
						t.Errorf("%s at %vx%v on %v: no name shown", c.Name, w, h, scr)
					}
				}
			}
			if t.Failed() {
				t.FailNow()
			}
		}
	}
}

// TestHand_CardsLikeCards: at 1280x720 and 1920x1080 the hand's cards are
// taller than wide, and a card chosen to play stands higher than the
// others; the cards of the hand are buttons at every size.
func TestHand_CardsLikeCards(t *testing.T) {
	m := newMatch(t, 3)
	rng := rand.New(rand.NewPCG(3, 3))
	for step := 0; step < 300 && !m.Outcome().Over; step++ {
		s, mv := randomMove(m, rng)
		v := m.View(s)
		st := view(v)
		var live uint16
		for _, i := range st.P[s].Hand {
			if isPlayable(v, i) {
				live = i
			}
		}
		if live == 0 || len(st.P[s].Hand) < 2 {
			step1(t, m, s, mv)
			continue
		}
		for _, size := range screens {
			tb := New()
			press(t, tb, v, "table.card."+itoa(int(live)), size)
			f := drawFor(tb, v, size[0], size[1])
			chosen, _ := f.Find("table.card." + itoa(int(live)))
			for _, i := range st.P[s].Hand {
				b, ok := f.Find("table.card." + itoa(int(i)))
				switch {
				case !ok:
					t.Fatalf("at %v hand card %d is not a button", size, i)
				case size[0] > 1000 && b.H <= b.W:
					t.Errorf("at %v hand card %d is %vx%v, not taller than wide", size, i, b.W, b.H)
				case size[0] > 1000 && i != live && b.Y <= chosen.Y:
					t.Errorf("at %v the chosen card (y %v) does not stand above card %d (y %v)", size, chosen.Y, i, b.Y)
				}
			}
		}
		return
	}
	t.Fatal("no hand with a playable card was seen")
}

// step1 makes move mv of seat s in m.
func step1(t *testing.T, m *engine.Match, s engine.Seat, mv overpower.Move) {
	t.Helper()
	if err := m.ApplyKey(s, mv.Key()); err != nil {
		t.Fatal(err)
	}
}
