package multiverse

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"overdeck/game/multiverse"
)

// TestNoHiddenCardOnScreen: at every size, with the Multiverse's turn
// shown or not and with every overlay the player can open, no text on
// the screen (drawn or in the mirror's labels) names a card that is face
// down or in the Power Deck, unless a copy of it is also where the player
// sees it (hand, discard pile, face up, named by the log).
func TestNoHiddenCardOnScreen(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		m := newMatch(t, seed, multiverse.OptLevel, multiverse.Levels[seed%3].Name)
		rng := rand.New(rand.NewPCG(seed, 5))
		tb := New()
		for step := 0; step < 50 && !m.Outcome().Over; step++ {
			v := m.View(0)
			st := view(v)
			full := m.Rules().(*multiverse.State)
			var hidden []uint8
			hidden = append(hidden, full.Deck...)
			for _, sl := range full.Rows {
				if sl.Has && !sl.Up {
					hidden = append(hidden, sl.Card)
				}
			}
			for _, sl := range full.Mine {
				if sl.Has && !sl.Up {
					hidden = append(hidden, sl.Card)
				}
			}
			seen := strings.Join(func() []string {
				var out []string
				for _, e := range v.Log {
					out = append(out, e.Text)
				}
				return out
			}(), "\n")
			shown := func(c uint8) bool {
				if slices.Contains(st.Hand, c) || slices.Contains(st.Discard, c) || strings.Contains(seen, cardName(int(c))) {
					return true
				}
				for _, sl := range append(slices.Clone(st.Rows), st.Mine[:]...) {
					if sl.Up && int(sl.Card) == int(c) {
						return true
					}
				}
				return false
			}
			for _, overlay := range []string{"", "table.help", "table.log"} {
				for tb.Back(v) {
				}
				if overlay != "" {
					tb.Action(overlay, v)
				}
				for _, s := range screens {
					text := strings.Join(drawFor(tb, v, s[0], s[1]).Texts(), "\n")
					for _, c := range hidden {
						if !shown(c) && strings.Contains(text, cardName(int(c))) {
							t.Fatalf("seed %d step %d at %v (%s): the hidden card %s is on the screen", seed, step, s, overlay, cardName(int(c)))
						}
					}
				}
			}
			for tb.Back(v) {
			}
			if rng.IntN(2) == 0 {
				skipTurn(t, tb, v)
			}
			playRandom(t, m, rng, 1)
		}
	}
}
