package multiverse

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/game/multiverse"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// drawMoving draws tb's table for v at 1280×720 with the animations of m,
// and m's effects over it; it returns the table's own operations (without
// the effects) and all of them.
func drawMoving(tb *Table, v *engine.SeatView, m *ui.Motion) (table, all []ui.Op) {
	f := ui.NewFrame(layout.For(1280, 720), "")
	m.Begin(f)
	_, area := f.M.Screen.CutTop(f.M.Button + f.M.Gap*2)
	tb.Draw(f, area.Inset(f.M.Gap/2), v)
	table = slices.Clone(f.Ops)
	m.Draw(f)
	return table, f.Ops
}

// TestMotion_OffDrawsAtRest: with the animation speed "off" every frame
// of random games is the frame drawn without animations, and nothing
// runs.
func TestMotion_OffDrawsAtRest(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		m := newMatch(t, seed)
		rng := rand.New(rand.NewPCG(seed, 5))
		tb, mo := New(), ui.NewMotion()
		mo.Speed = 0
		for step := 0; step < 120 && !m.Outcome().Over; step++ {
			v := m.View(0)
			mo.Tick(1.0 / 60)
			got, all := drawMoving(tb, v, mo)
			rest := drawFor(tb, v, 1280, 720).Ops
			if !slices.Equal(got, rest) || len(all) != len(got) || mo.Running() {
				t.Fatalf("seed %d step %d: speed off draws something moving (%d ops, %d at rest, %d with effects, running %v)",
					seed, step, len(got), len(rest), len(all), mo.Running())
			}
			if rng.IntN(3) == 0 {
				skipTurn(t, tb, v)
			}
			playRandom(t, m, rng, 1)
		}
	}
}

// TestMotion_ShowsWhatHappened: at normal speed, in random games, cards
// of the hand travel to their new place, changes of power and of the
// Power Deck rise as numbers, defeated cards fade, face-down cards turn
// over with the sound of a reveal and a banner names the turn; a press
// (Finish) brings every frame to rest at once.
func TestMotion_ShowsWhatHappened(t *testing.T) {
	moved, rose, banner, travels, plays := 0, 0, 0, 0, 0
	cues := map[string]int{}
	for seed := uint64(1); seed <= 6; seed++ {
		m := newMatch(t, seed)
		rng := rand.New(rand.NewPCG(seed, 6))
		tb, mo := New(), ui.NewMotion()
		var prevHand []uint8
		for step := 0; step < 150 && !m.Outcome().Over; step++ {
			v := m.View(0)
			got, all := drawMoving(tb, v, mo)
			mo.Tick(0.1)
			rest := drawFor(tb, v, 1280, 720).Ops
			if !slices.Equal(got, rest) {
				moved++
			}
			if st := view(v); played(prevHand, st) {
				// A card just went from the hand to the discard pile: it
				// travels there.
				plays++
				if !slices.Equal(got, rest) {
					travels++
				}
			}
			prevHand = slices.Clone(view(v).Hand)
			for _, op := range all[len(got):] {
				switch {
				case op.Kind == ui.TextLine && (strings.HasPrefix(op.Text, "−") || strings.HasPrefix(op.Text, "+")):
					rose++
				case op.Kind == ui.TextLine && strings.HasPrefix(op.Text, "Turn ") || op.Text == "The Multiverse's turn":
					banner++
				}
			}
			for _, c := range mo.Cues() {
				cues[c]++
			}
			mo.Finish()
			if got, _ := drawMoving(tb, v, mo); !slices.Equal(got, rest) || mo.Running() {
				t.Fatalf("seed %d step %d: Finish does not bring the table to rest", seed, step)
			}
			if _, ok := drawFor(tb, v, 1280, 720).Find("table.step.next"); ok && rng.IntN(4) > 0 {
				press(t, tb, v, "table.step.next") // step through the Multiverse's turn
				continue
			}
			playRandom(t, m, rng, 1)
		}
	}
	if plays == 0 || travels < plays {
		t.Errorf("of %d cards played from the hand to the discard pile, %d travelled", plays, travels)
	}
	t.Logf("cards played from the hand %d (all travelled), frames moving %d, numbers risen %d, banners %d, cues %v", plays, moved, rose, banner, cues)
	if moved < 10 || rose == 0 || banner == 0 || cues["reveal"] == 0 || cues["hit"] == 0 || cues["ko"] == 0 {
		t.Errorf("too little motion: frames moving %d, numbers risen %d, banners %d, cues %v", moved, rose, banner, cues)
	}
}

// played reports whether st's discard pile has on top a card that was in
// hand (the hand of the frame before) and has left it.
func played(hand []uint8, st *multiverse.View) bool {
	n := len(st.Discard)
	if n == 0 || len(st.Hand) >= len(hand) {
		return false
	}
	top := st.Discard[n-1]
	return slices.Contains(hand, top) && count(hand, top) > count(st.Hand, top)
}

func count(s []uint8, c uint8) int {
	n := 0
	for _, x := range s {
		if x == c {
			n++
		}
	}
	return n
}

// TestZoom_ShowsTheEmblem: the zoom of the Champion and of a Super in
// hand draws the character's emblem above its text; a battleground's has
// none.
func TestZoom_ShowsTheEmblem(t *testing.T) {
	m := newMatch(t, 2, multiverse.OptChampion, multiverse.Champions[1].Name)
	v := m.View(0)
	st := view(v)
	polys := func(overlay string) int {
		tb := New()
		tb.overlay = overlay
		n := 0
		for _, op := range drawFor(tb, v, 1280, 720).Ops {
			if op.Kind == ui.Poly {
				n++
			}
		}
		return n
	}
	if n := polys("zoom.champ"); n < 5 {
		t.Errorf("the Champion's zoom draws %d shapes: no emblem", n)
	}
	for _, c := range st.Hand {
		if power(int(c)).Kind == multiverse.Super {
			if n := polys("zoom.card." + itoa(int(c))); n < 5 {
				t.Errorf("the zoom of %s draws %d shapes: no emblem", cardName(int(c)), n)
			}
			break
		}
	}
	if n := polys("zoom.bg." + itoa(int(st.MyBG))); n != 0 {
		t.Errorf("a battleground's zoom draws %d shapes", n)
	}
}

// TestNames_ShortenedToTheFirstWord: a card's name too long for its card
// even on two lines shows its first word; never nothing when that fits.
func TestNames_ShortenedToTheFirstWord(t *testing.T) {
	f := ui.NewFrame(layout.For(360, 640), "")
	drawName(f, layout.Rect{X: 0, Y: 0, W: 60, H: 14}, "Alpha Betagammadeltaepsilon", 12)
	if got := f.Texts(); len(got) != 1 || got[0] != "Alpha" {
		t.Errorf("drawn %q, want the first word", got)
	}
	if o := f.Overflows(); len(o) > 0 {
		t.Error(o)
	}
}
