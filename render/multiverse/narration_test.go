package multiverse

import (
	"math/rand/v2"
	"strings"
	"testing"

	"overdeck/game/multiverse"
	"overdeck/render/ui"
)

// TestNarrationShowsEachStepWhole: at every screen, stepping through the
// Multiverse's turns, the panel's list of steps is whole lines only: the
// step now in full, and above it older steps each in full, never a line
// begun mid-sentence (a phone once showed the last two or three rows of
// the list, starting mid-word).
func TestNarrationShowsEachStepWhole(t *testing.T) {
	checked := 0
	for seed := uint64(1); seed <= 6; seed++ {
		m := newMatch(t, seed, multiverse.OptLevel, multiverse.Levels[seed%3].Name)
		rng := rand.New(rand.NewPCG(seed, 5))
		for turn := 0; turn < 4 && !m.Outcome().Over; turn++ {
			playRandom(t, m, rng, 3)
			endTurn(t, m)
			v := m.View(0)
			st := view(v)
			if len(st.Trace) == 0 || m.Outcome().Over {
				continue
			}
			lines := make([]string, len(st.Trace))
			for i := range st.Trace {
				lines[i] = stepLine(&st.Trace[i])
			}
			for _, s := range screens {
				tb := New()
				for k := range lines {
					f := drawFor(tb, v, s[0], s[1])
					if why := wholeTail(f, lines[:k+1]); why != "" {
						t.Fatalf("seed %d turn %d at %v, step %d of %d: %s", seed, turn, s, k+1, len(lines), why)
					}
					checked++
					tb.Action("table.step.next", v)
				}
			}
		}
	}
	if checked < 50 {
		t.Fatalf("only %d steps checked", checked)
	}
}

// wholeTail returns why the last text rows f draws are not whole lines of
// lines ending with the last one, or "" when they are.
func wholeTail(f *ui.Frame, lines []string) string {
	var rows []string
	for _, o := range f.Ops {
		if o.Kind == ui.TextLine {
			rows = append(rows, o.Text)
		}
	}
	for r := len(rows); r >= 1; r-- { // the most rows that are whole lines
		tail := strings.Join(rows[len(rows)-r:], " ")
		for j := range lines {
			if tail != strings.Join(lines[j:], " ") {
				continue
			}
			if j > 0 && len(rows) > r && strings.HasSuffix(lines[j-1], rows[len(rows)-r-1]) {
				return "the list begins mid-sentence: " + rows[len(rows)-r-1]
			}
			return ""
		}
	}
	return "the step now is not drawn whole: " + lines[len(lines)-1] + " in " + strings.Join(rows, "|")
}
