package overpower

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/game/overpower"
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

// step makes a random legal move of the seat to decide.
func step(t *testing.T, m *engine.Match, rng *rand.Rand) {
	t.Helper()
	s, mv := randomMove(m, rng)
	if err := m.ApplyKey(s, mv.Key()); err != nil {
		t.Fatal(err)
	}
}

// TestMotion_OffDrawsAtRest: with the animation speed "off" every frame
// of random matches is the frame drawn without animations, and nothing
// runs.
func TestMotion_OffDrawsAtRest(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		m := newMatch(t, seed)
		rng := rand.New(rand.NewPCG(seed, 5))
		tb, mo := New(), ui.NewMotion()
		mo.Speed = 0
		for n := 0; n < 200 && !m.Outcome().Over; n++ {
			v := m.View(0)
			mo.Tick(1.0 / 60)
			got, all := drawMoving(tb, v, mo)
			rest := drawFor(tb, v, 1280, 720).Ops
			if !slices.Equal(got, rest) || len(all) != len(got) || mo.Running() {
				t.Fatalf("seed %d step %d: speed off draws something moving (%d ops, %d at rest, %d with effects, running %v)",
					seed, n, len(got), len(rest), len(all), mo.Running())
			}
			step(t, m, rng)
		}
	}
}

// TestMotion_ShowsWhatHappened: at normal speed, in random matches, cards
// played from the hand travel to the exchange, the Astral Plane or the
// character they are placed on; the other player's cards turn face up
// with the sound of a reveal; damage rises as a number with the sound
// of a hit; KO'd characters tip over with the sound of a KO; a banner
// names each phase; a press (Finish) brings every frame to rest at once.
func TestMotion_ShowsWhatHappened(t *testing.T) {
	moved, rose, banner, plays, travels, placed, placedMoved := 0, 0, 0, 0, 0, 0, 0
	cues := map[string]int{}
	for seed := uint64(1); seed <= 6; seed++ {
		m := newMatch(t, seed)
		rng := rand.New(rand.NewPCG(seed, 6))
		tb, mo := New(), ui.NewMotion()
		var prevHand []uint16
		for n := 0; n < 400 && !m.Outcome().Over; n++ {
			v := m.View(0)
			got, all := drawMoving(tb, v, mo)
			mo.Tick(0.1)
			rest := drawFor(tb, v, 1280, 720).Ops
			if !slices.Equal(got, rest) {
				moved++
			}
			st := view(v)
			if i := playedToMiddle(prevHand, st); i != 0 {
				// A card just went from the hand to the exchange or the
				// Astral Plane: it travels there.
				plays++
				if travelling(st, i, got, rest) {
					travels++
				}
			}
			if i := placedFrom(prevHand, st); i != 0 {
				// A card just went from the hand onto a character: it
				// travels there.
				placed++
				if travelling(st, i, got, rest) {
					placedMoved++
				}
			}
			prevHand = slices.Clone(st.P[0].Hand)
			for _, op := range all[len(got):] {
				switch {
				case op.Kind == ui.TextLine && strings.HasPrefix(op.Text, "−"):
					rose++
				case op.Kind == ui.TextLine && strings.HasPrefix(op.Text, "Battle "):
					banner++
				}
			}
			for _, c := range mo.Cues() {
				cues[c]++
			}
			mo.Finish()
			if got, _ := drawMoving(tb, v, mo); !slices.Equal(got, rest) || mo.Running() {
				t.Fatalf("seed %d step %d: Finish does not bring the table to rest", seed, n)
			}
			step(t, m, rng)
		}
	}
	t.Logf("cards played to the middle %d (travelled %d), placed on characters %d (frames moving %d), frames moving %d, numbers risen %d, banners %d, cues %v",
		plays, travels, placed, placedMoved, moved, rose, banner, cues)
	if placed == 0 || placedMoved < placed {
		t.Errorf("of %d cards placed from the hand on a character, %d travelled", placed, placedMoved)
	}
	if plays == 0 || travels < plays {
		t.Errorf("of %d cards played from the hand to the middle, %d travelled", plays, travels)
	}
	if moved < 10 || rose == 0 || banner == 0 || cues["hit"] == 0 || cues["ko"] == 0 || cues["reveal"] == 0 {
		t.Errorf("too little motion: frames moving %d, numbers risen %d, banners %d, cues %v", moved, rose, banner, cues)
	}
}

// travelling reports whether the frame got draws card i on its way: its
// face's name (see showsName) where the frame at rest has none.
func travelling(st *overpower.View, i uint16, got, rest []ui.Op) bool {
	c, _ := cardOf(st, i)
	for _, op := range got {
		if op.Kind == ui.TextLine && showsName(c, op.Text) && !slices.Contains(rest, op) {
			return true
		}
	}
	return false
}

// showsName reports whether text is a name a face of card c shows: its
// chip's or badge's value (a Power card's "3" by its type's icon), its
// name, or the name's start, shortened or not ("Barsoomian Warrior",
// "Barsoom.").
func showsName(c overpower.Card, text string) bool {
	short := strings.TrimSuffix(text, ".")
	return isPower(c) && text == itoa(int(c.Val)) || len(short) >= 2 && strings.HasPrefix(c.Name, short)
}

// playedToMiddle returns the card of hand (Player 1's, the frame before)
// that has left it for the exchange or the Astral Plane, or 0.
func playedToMiddle(hand []uint16, st *overpower.View) uint16 {
	for _, i := range hand {
		if slices.Contains(st.P[0].Hand, i) {
			continue
		}
		if i == st.Ex.Card || i == st.Ex.With {
			return i
		}
		for _, l := range st.InPlay {
			if l.Inst == i && l.On < 0 {
				return i
			}
		}
	}
	return 0
}

// placedFrom returns the card of hand (Player 1's, the frame before) that
// has left it to be placed on a character, or 0.
func placedFrom(hand []uint16, st *overpower.View) uint16 {
	for _, i := range hand {
		if slices.Contains(st.P[0].Hand, i) {
			continue
		}
		for _, c := range st.Chars {
			if slices.Contains(c.Placed[:], i) || c.Extra == i {
				return i
			}
		}
	}
	return 0
}

// TestMotion_ResumedMatchAtRest: a match opened in the middle (a saved
// game) is drawn at rest, at normal speed, with no sound: nothing on the
// table turns over or travels because the table sees it for the first
// time.
func TestMotion_ResumedMatchAtRest(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		m := newMatch(t, seed)
		rng := rand.New(rand.NewPCG(seed, 7))
		for n := 0; n < 120 && !m.Outcome().Over; n++ {
			step(t, m, rng)
		}
		v := m.View(0)
		tb, mo := New(), ui.NewMotion()
		rest := drawFor(New(), v, 1280, 720).Ops
		for k := 0; k < 3; k++ {
			got, all := drawMoving(tb, v, mo)
			mo.Tick(0.1)
			if !slices.Equal(got, rest) || len(all) != len(got) || len(mo.Cues()) > 0 {
				t.Fatalf("seed %d frame %d: a resumed match is not drawn at rest", seed, k)
			}
		}
	}
}

// TestMotion_BannersFit: the banner of every phase, in a battle of two
// digits, fits a phone's screen uncut.
func TestMotion_BannersFit(t *testing.T) {
	for ph := uint8(0); ph < overpower.PhaseOver; ph++ {
		mo := ui.NewMotion()
		for k, b := range []int16{1, 12} {
			f := ui.NewFrame(layout.For(360, 640), "")
			mo.Begin(f)
			phaseBanner(f, &overpower.View{Phase: ph, Battle: b})
			if k == 0 {
				continue // the first banner asked for is not shown
			}
			mo.Draw(f)
			n := 0
			for _, op := range f.Ops {
				if op.Kind == ui.TextLine {
					n++
					if op.Cut {
						t.Errorf("phase %d: the banner %q is cut", ph, op.Text)
					}
				}
			}
			if n == 0 {
				t.Errorf("phase %d: no banner", ph)
			}
		}
	}
}
