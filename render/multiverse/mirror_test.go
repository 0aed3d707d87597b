package multiverse

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"overdeck/game/multiverse"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// mirrorProblems reports every mirror entry of f that a finger or a
// screen reader could not find: a rectangle that is not a number or has
// no area, one off the screen, or an enabled button under 44 px either way.
func mirrorProblems(f *ui.Frame) []string {
	var out []string
	scr := f.M.Screen
	for _, b := range f.Buttons {
		r := layout.Rect{X: b.X, Y: b.Y, W: b.W, H: b.H}
		switch {
		case !finite(r.X, r.Y, r.W, r.H):
			out = append(out, fmt.Sprintf("%s: rectangle %+v is not a number", b.ID, r))
		case r.W <= 0 || r.H <= 0:
			out = append(out, fmt.Sprintf("%s: zero rectangle %+v", b.ID, r))
		case !inside(r, scr):
			out = append(out, fmt.Sprintf("%s: %+v off the %gx%g screen", b.ID, r, scr.W, scr.H))
		case b.Enabled && (r.W < layout.MinTouch-0.5 || r.H < layout.MinTouch-0.5):
			out = append(out, fmt.Sprintf("%s: enabled, %gx%g: smaller than 44 px", b.ID, r.W, r.H))
		}
	}
	return out
}

// finite reports whether every v is a number, not infinite.
func finite(vs ...float64) bool {
	for _, v := range vs {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return false
		}
	}
	return true
}

// TestMirror_EveryEntryHasAPlace: random games of every setting, at
// 360×640, 1280×720 and 1920×1080 with the animations on, drawn frame by
// frame (a sixtieth of a second apart, cards in flight, rows turning over
// and fading), the player pressing a random enabled button of the table
// now and then as a finger would, or a move made with no press, as the
// computer's in a watched game: every mirror entry of every frame has a
// place on the screen, and every enabled one is at least 44 px each way.
// (The browser test once saw table.slot.0 at 0×0: see
// TestMirror_EveryEntryHasAPlace's commit.)
func TestMirror_EveryEntryHasAPlace(t *testing.T) {
	settings := [][]string{
		nil,
		{multiverse.OptChampion, multiverse.Champions[0].Name},
		{multiverse.OptAttackers, multiverse.AttackersSpent, multiverse.OptCards, itoa(multiverse.MinDeck)},
		{multiverse.OptLevel, multiverse.Levels[len(multiverse.Levels)-1].Name, multiverse.OptChampion, multiverse.Champions[len(multiverse.Champions)-1].Name},
	}
	for i, opts := range settings {
		for _, sz := range screens {
			seed := uint64(40 + i)
			m := newMatch(t, seed, opts...)
			rng := rand.New(rand.NewPCG(seed, uint64(sz[0])))
			tb, mo := New(), ui.NewMotion()
			where := fmt.Sprintf("setting %d (%s) at %gx%g", i, strings.Join(opts, " "), sz[0], sz[1])
			for frame := 0; frame < 3000 && !m.Outcome().Over; frame++ {
				v := m.View(0)
				f := ui.NewFrame(layout.For(sz[0], sz[1]), "")
				mo.Begin(f)
				_, area := f.M.Screen.CutTop(f.M.Button + f.M.Gap*2)
				tb.Draw(f, area.Inset(f.M.Gap/2), v)
				mo.Draw(f)
				if p := mirrorProblems(f); len(p) > 0 {
					t.Fatalf("%s, frame %d (turn %d): %s", where, frame, view(v).Turn, strings.Join(p, "; "))
				}
				mo.Tick(1.0 / 60)
				if rng.IntN(6) != 0 {
					continue // a few frames between presses: the animations run
				}
				var table []string
				for _, id := range enabledIDs(f) {
					if strings.HasPrefix(id, "table.") {
						table = append(table, id)
					}
				}
				if len(table) == 0 || rng.IntN(2) == 0 {
					// A move made with no press, as the computer's in a
					// watched game: the animations run on.
					playRandom(t, m, rng, 1)
					continue
				}
				mo.Finish() // as the shell does at any press
				if key, ok := tb.Action(table[rng.IntN(len(table))], v); ok {
					if err := m.ApplyKey(0, key); err != nil {
						t.Fatalf("%s: %v", where, err)
					}
				}
			}
		}
	}
}
