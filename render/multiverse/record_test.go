package multiverse

import (
	"math/rand/v2"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/game/multiverse"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// TestRecord_AgreesWithTheEndScreen plays random games of every level,
// with and without a Champion, and checks that the record's line of a
// lost game names the cards the end screen says the player defeated and
// the cards it says the Multiverse has left (not, as it did, every card
// gone from its rows, its spent attackers included), and that a won game
// scores above every loss.
func TestRecord_AgreesWithTheEndScreen(t *testing.T) {
	name := func(engine.Seat) string { return "You" }
	losses := 0
	for li, lv := range multiverse.Levels {
		for ci, champ := range []string{"none", multiverse.Champions[0].Name} {
			for k := range 6 {
				seed := uint64(li*100 + ci*10 + k)
				m := newMatch(t, seed, multiverse.OptLevel, lv.Name, multiverse.OptChampion, champ)
				playRandom(t, m, rand.New(rand.NewPCG(seed, 7)), 1000)
				if !m.Outcome().Over {
					t.Fatalf("%s seed %d: not over after 1000 moves", lv.Name, seed)
				}
				sum := multiverse.Summary(m, name)
				if o := endScreenFits(sum, multiverse.Result(m, name)); len(o) > 0 {
					t.Errorf("%s seed %d: on a phone's game-over screen %q", lv.Name, seed, o)
				}
				score, text := Result(m.View(0))
				if m.Outcome().Won(0) {
					if score < 1000 || !strings.HasPrefix(text, "won with ") {
						t.Errorf("%s seed %d: a win recorded as %d, %q", lv.Name, seed, score, text)
					}
					continue
				}
				losses++
				beaten, _, _ := strings.Cut(strings.TrimPrefix(sum[0], "You: "), " defeated")
				left := strings.TrimSuffix(strings.TrimPrefix(sum[1], "The Multiverse: "), " defense cards left")
				left = strings.TrimSuffix(left, " defense card left")
				want := "lost after defeating " + beaten + ", with " + left + " left in its rows"
				if text != want || score >= 1000 {
					t.Errorf("%s seed %d: the record reads %q (score %d); the end screen says %q", lv.Name, seed, text, score, sum)
				}
			}
		}
	}
	if losses == 0 {
		t.Error("no game was lost")
	}
}

// endScreenFits lays the end screen's lines out as the shell's game-over
// menu does on a 360x640 phone (the result under the title, each line an
// item, four buttons after them) and returns what does not fit.
func endScreenFits(lines []string, result string) []string {
	f := ui.NewFrame(layout.For(360, 640), "")
	head, rects := f.M.Menu(len(lines) + 4)
	sub, _ := head.CutBottom(head.H * 0.3)
	f.Text(sub, result, f.M.Text, ui.InkDim, ui.Center, false)
	for i, l := range lines {
		f.FitText(rects[i], l, f.M.Text, ui.InkDim, ui.Left, true)
	}
	return f.Overflows()
}
