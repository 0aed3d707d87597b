package overwatch

import (
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/game/overwatch"
	"overdeck/render/layout"
	"overdeck/render/ui"
	"overdeck/render/ui/uitest"
)

var digits = regexp.MustCompile(`[0-9]+`)

// countsInMirror returns one line per number (or "passed", "to act") that
// f draws inside the side headers or the status line without the mirror
// entry drawn there (table.side.<side>, table.status) saying it, and per
// count of st a side's entry does not say in words.
func countsInMirror(f *ui.Frame, st *overwatch.View) []string {
	var out []string
	for _, id := range []string{"table.side.0", "table.side.1", "table.status"} {
		b, ok := f.Find(id)
		if !ok {
			out = append(out, "no mirror entry "+id)
			continue
		}
		r := layout.Rect{X: b.X, Y: b.Y, W: b.W, H: b.H}
		for _, text := range uitest.TextsIn(f, r) {
			for _, n := range digits.FindAllString(text, -1) {
				if !regexp.MustCompile(`(^|[^0-9])` + n + `([^0-9]|$)`).MatchString(b.Label) {
					out = append(out, id+" draws "+strconv.Quote(text)+" but its mirror entry "+strconv.Quote(b.Label)+" does not say "+n)
				}
			}
			for _, w := range []string{"passed", "to act"} {
				if strings.Contains(text, w) && !strings.Contains(b.Label, w) {
					out = append(out, id+" draws "+strconv.Quote(text)+" but its mirror entry "+strconv.Quote(b.Label)+" does not say "+w)
				}
			}
		}
		side, err := strconv.Atoi(strings.TrimPrefix(id, "table.side."))
		if err != nil {
			continue
		}
		p := &st.P[side]
		for _, want := range []string{"power " + itoa(int(st.Power[side])), cards(int(p.HandN)) + " in hand",
			cards(int(p.DeckN)) + " in the deck", cards(len(p.Discard)) + " in the discard pile",
			itoa(heroCount(st, side)) + " of 6 heroes in play", itoa(int(st.Wins[side])) + " round"} {
			if !strings.Contains(b.Label, want) {
				out = append(out, id+": its mirror entry "+strconv.Quote(b.Label)+" does not say "+strconv.Quote(want))
			}
		}
	}
	return out
}

// TestTruth_HeaderCountsInTheMirror: over random matches, drawn for each
// player and for a spectator at 360×640, 1280×720 and 1920×1080, every
// number the side headers and the status line draw (power, hand, deck,
// discard pile, heroes in play, rounds won) is said by the mirror entry
// drawn over it, and each side's entry says all of that side's counts in
// words, as the view holds them.
func TestTruth_HeaderCountsInTheMirror(t *testing.T) {
	seen := map[string]bool{}
	for seed := uint64(1); seed <= 3; seed++ {
		m := newMatch(t, seed)
		rng := rand.New(rand.NewPCG(seed, 7))
		tables := [3]*Table{New(), New(), New()}
		for step := 0; !m.Outcome().Over && step < 150 && len(seen) < 10; step++ {
			for i, s := range []engine.Seat{0, 1, engine.NoSeat} {
				v := m.View(s)
				dismissAll(tables[i], v)
				for _, size := range [][2]float64{{360, 640}, {1280, 720}, {1920, 1080}} {
					for _, p := range countsInMirror(drawFor(tables[i], v, size[0], size[1]), view(v)) {
						if !seen[p] {
							seen[p] = true
							t.Errorf("seed %d step %d, seat %v at %v: %s", seed, step, s, size, p)
						}
					}
				}
			}
			w := m.Waiting()[0]
			l := m.Legal(w)
			if err := m.Apply(w, l[rng.IntN(len(l))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// dismissAll reads the round results tb shows for v, so that the board is
// drawn.
func dismissAll(tb *Table, v *engine.SeatView) {
	for range 4 {
		if _, ok := drawFor(tb, v, 1280, 720).Find("table.banner"); !ok {
			return
		}
		tb.Action("table.banner", v)
	}
}
