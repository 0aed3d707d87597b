package overrealm

import (
	"math/rand/v2"
	"testing"

	"overdeck/game/overrealm"
)

// TestRevealStepsThroughTheRulesTrace plays random games until a turn's
// resolution changes some HP, then checks that the reveal's steps are the
// rules' trace (windows and all) and that the board it draws at the first
// step and at the last shows the numbers of those steps, not the end state.
func TestRevealStepsThroughTheRulesTrace(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for seed := uint64(1); seed < 40; seed++ {
		m := newMatch(t, "casual", seed)
		for !m.Outcome().Over {
			for _, s := range m.Waiting() {
				l := m.Legal(s)
				if err := m.Apply(s, l[rng.IntN(len(l))]); err != nil {
					t.Fatal(err)
				}
			}
			v := m.View(0)
			st := v.State.(*overrealm.View)
			if len(st.Trace) < 2 {
				continue
			}
			first, last := st.Trace[0], st.Trace[len(st.Trace)-1]
			if first.HP == last.HP {
				continue
			}
			steps, id := revealOf(v, st)
			if id == "" || steps[len(steps)-1].board == nil {
				t.Fatalf("no reveal from a trace of %d steps", len(st.Trace))
			}
			for i, s := range steps[1:] {
				if s.window != int(s.board.Window) {
					t.Fatalf("step %d: window %d, trace says %d", i+1, s.window, s.board.Window)
				}
			}
			at := func(k int) [2][3]int8 {
				b := boardAt(st, steps[k].board)
				var hp [2][3]int8
				for i := range b.P {
					for j := range b.P[i].Mons {
						hp[i][j] = b.P[i].Mons[j].HP
					}
				}
				return hp
			}
			if at(0) != steps[0].board.HP || at(len(steps)-1) != last.HP || at(0) == at(len(steps)-1) {
				t.Fatalf("board HP at the first step %v and the last %v; trace %v -> %v", at(0), at(len(steps)-1), first.HP, last.HP)
			}
			return
		}
	}
	t.Fatal("no turn with damage in 40 random games")
}
