package overrealm

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"overdeck/game/overrealm"
)

// On a tall screen the reveal's two choices show the monster action chosen
// as its action space does: its damage and speed as numbers with icons,
// and the buffs played with it by name; on a phone they keep one line.
func TestRevealChoices_ShowTheActionOnATallScreen(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 9))
	for seed := uint64(1); seed < 40; seed++ {
		m := newMatch(t, "casual", seed)
		tb := New()
		for turn := 0; turn < 60 && !m.Outcome().Over; turn++ {
			v := m.View(0)
			st := v.State.(*overrealm.View)
			if _, id := revealOf(v, st); id != "" {
				for s := range 2 {
					c, err := overrealm.ParseChoice(st.Shown[s])
					if !strings.HasPrefix(st.Shown[s], "m") || err != nil || len(c.Buffs) == 0 || !st.P[s].TeamSet {
						continue
					}
					a := activeAction(st, s, int(c.Act))
					if a.Kind != overrealm.Attack {
						continue
					}
					big := drawFor(tb, v, 1920, 1080).Texts()
					want := "Buffs: " + cardName(c.Buffs[0])
					if !slices.ContainsFunc(big, func(x string) bool { return strings.HasPrefix(x, want) }) {
						t.Fatalf("seed %d: at 1920×1080 the reveal shows no %q: %q", seed, want, big)
					}
					if !slices.Contains(big, itoa(int(a.Damage))) || !slices.Contains(big, itoa(int(a.Speed))) {
						t.Fatalf("seed %d: at 1920×1080 the reveal shows not %s's damage %d and speed %d: %q", seed, a.Name, a.Damage, a.Speed, big)
					}
					small := drawFor(tb, v, 360, 640).Texts()
					if slices.ContainsFunc(small, func(x string) bool { return strings.HasPrefix(x, "Buffs: ") }) {
						t.Fatalf("seed %d: at 360×640 the choices grew: %q", seed, small)
					}
					return
				}
			}
			for _, s := range m.Waiting() {
				l := m.Legal(s)
				if err := m.Apply(s, l[rng.IntN(len(l))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	t.Fatal("no buffed attack revealed in 40 matches")
}
