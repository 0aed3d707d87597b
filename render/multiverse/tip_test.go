package multiverse

import (
	"math/rand/v2"
	"strings"
	"testing"

	"overdeck/render/ui/uitest"
)

// TestTip_NamesOnlyWhatTheButtonsDo: through random games at three sizes,
// what the panel's text tells the player to do is there to do: "fight"
// with a Fight button, "Instants" with an Instant to add, "tap a lit
// card" with a lit card; every enabled action button is labelled with
// the action it takes (its own explanation), and "draw" and "end the
// turn" only where their buttons are.
func TestTip_NamesOnlyWhatTheButtonsDo(t *testing.T) {
	checked := 0
	for seed := uint64(1); seed <= 12; seed++ {
		m := newMatch(t, seed, "level", []string{"Skirmish", "Invasion", "Onslaught"}[seed%3])
		rng := rand.New(rand.NewPCG(seed, 31))
		tb := New()
		for step := 0; step < 80 && !m.Outcome().Over; step++ {
			v := m.View(0)
			skipTurn(t, tb, v)
			size := screens[step%3]
			f := drawFor(tb, v, size[0], size[1])
			text := strings.ToLower(strings.Join(uitest.Drawn(f), " "))
			legal := map[byte]bool{}
			for _, a := range v.Legal {
				legal[a.Key()[0]] = true
			}
			on := map[byte]bool{}
			for _, b := range f.Buttons {
				if k, ok := strings.CutPrefix(b.ID, "table.act."); ok && b.Enabled {
					on[k[0]] = true
					for _, a := range v.Legal {
						if a.Key() == k && !strings.HasSuffix(strings.ToLower(b.Label), strings.ToLower(a.String())) {
							t.Fatalf("seed %d step %d at %v: the button %s says %q, not what it does (%q)", seed, step, size, b.ID, b.Label, a.String())
						}
					}
				}
			}
			for word, op := range map[string]byte{"then fight": 'f', "fight it out": 'f', "add instants": 'i'} {
				if strings.Contains(text, word) && !legal[op] {
					t.Fatalf("seed %d step %d at %v: the panel says %q with no such move: %q", seed, step, size, word, text)
				}
			}
			if strings.Contains(text, "fight") && legal['f'] && !on['f'] {
				t.Fatalf("seed %d step %d at %v: the panel says fight and no Fight button is on it", seed, step, size)
			}
			checked++
			playRandom(t, m, rng, 1)
		}
	}
	if checked < 100 {
		t.Fatalf("only %d screens checked", checked)
	}
}
