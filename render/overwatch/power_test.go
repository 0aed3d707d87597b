package overwatch

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"overdeck/game/overwatch"
)

// TestHeroTileShowsPowerWithTokens: while an Orisa token raises a row's
// power, the tiles of that row say the power the rules count (the view's
// HeroPower), not the printed one; the tiles' powers add up to the side's
// power score.
func TestHeroTileShowsPowerWithTokens(t *testing.T) {
	tb := &Table{}
	seen := 0
	for seed := uint64(1); seed <= 60 && seen < 3; seed++ {
		m := newMatch(t, seed)
		rng := rand.New(rand.NewPCG(seed, 9))
		for !m.Outcome().Over {
			s := m.Waiting()[0]
			v := m.View(s)
			st := v.State.(*overwatch.View)
			if hasOrisaToken(st) {
				dismiss(t, tb, v)
				f := drawFor(tb, v, 1280, 720)
				var sum [2]int
				bonus := false
				for i := range st.Heroes {
					h := &st.Heroes[i]
					if h.Defeated {
						continue
					}
					b, ok := f.Find("table.hero." + strconv.Itoa(int(h.ID)))
					if !ok {
						t.Fatalf("seed %d: no tile for hero %d %+v; %v", seed, h.ID, *h, enabledIDs(f))
					}
					p := int(st.HeroPower[i])
					if !strings.Contains(b.Label, ", power "+strconv.Itoa(p)+",") && !strings.HasSuffix(b.Label, ", power "+strconv.Itoa(p)) {
						t.Fatalf("seed %d: tile %q does not say power %d", seed, b.Label, p)
					}
					bonus = bonus || p != int(overwatch.Cards()[h.Card].Power[h.Row])
					sum[h.Side] += p
				}
				if sum[0] != int(st.Power[0]) || sum[1] != int(st.Power[1]) {
					t.Fatalf("seed %d: tiles add up to %v, power scores %v", seed, sum, st.Power)
				}
				if bonus {
					seen++
					break
				}
			}
			l := m.Legal(s)
			if err := m.Apply(s, l[rng.IntN(len(l))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if seen == 0 {
		t.Fatal("no random match put an Orisa token under a living hero: the test saw nothing")
	}
}

func hasOrisaToken(st *overwatch.View) bool {
	for _, m := range st.Marks {
		if m.Kind == overwatch.MarkOrisa {
			return true
		}
	}
	return false
}
