package shell

import (
	"math/rand/v2"
	"strings"
	"testing"

	"overdeck/render/platform"
)

// TestNames_AgainstTheComputer plays OverRealm and Overwatch against the
// computer (random moves for the player, the computer playing as it does) and
// checks that the status lines, the round results and the result of the
// match call the seats "You" and "the computer", never "Player 1" or
// "Player 2" (the log's entries are worded once, with Player 1 and 2, and
// kept in the save: the tables name the seats when they show them).
func TestNames_AgainstTheComputer(t *testing.T) {
	banned := []string{"Player 1 wins", "Player 2 wins", "to choose: Player", "Rounds won: Player",
		"Waiting for Player", "Your turn, Player", "Your turn to pick a monster, Player", "Player 1 has chosen",
		"Player 2 has chosen", ": Player 1 ", ": Player 2 "}
	for _, g := range []string{"overrealm", "overwatch"} {
		h := newHost()
		h.store.Set(SettingsKey, "speed=off\n")
		s := start(t, h, platform.Launch{Game: g, Mode: "computer", Level: "easy", Seed: 7, HasSeed: true})
		rng := rand.New(rand.NewPCG(7, 7))
		seen := map[string]bool{}
		look := func() {
			for _, x := range tick(s, Input{}).Texts() {
				seen[x] = true
			}
		}
		// The player moves at random; the computer moves on its own, as it
		// does in play, while the screen is drawn tick by tick.
		for i := 0; i < 40000 && s.Status().Scene != "gameover"; i++ {
			if hasButton(s, "table.step.skip") {
				press(t, s, "table.step.skip")
			}
			if w := s.play.m.Waiting(); s.Status().Scene == "table" && len(w) > 0 && w[0] == s.play.human {
				l := s.play.m.Legal(w[0])
				if err := s.play.m.Apply(w[0], l[rng.IntN(len(l))]); err != nil {
					t.Fatal(err)
				}
			}
			look()
		}
		expect(t, s, "gameover")
		look()
		all := strings.Join(mapKeys(seen), "\n")
		bad := append(banned[:len(banned):len(banned)], "Player 2's ") // the log too: the tables name its seats
		for _, b := range bad {
			if strings.Contains(all, b) {
				for x := range seen {
					if strings.Contains(x, b) {
						t.Errorf("%s: %q names a seat Player 1 or 2 against the computer", g, x)
					}
				}
			}
		}
		want := []string{"You", "the computer"}
		if g == "overwatch" {
			want = append(want, "Rounds won: You ", "Round 1: ")
		}
		for _, w := range want {
			if !strings.Contains(all, w) {
				t.Errorf("%s: no text on any screen says %q", g, w)
			}
		}
	}
}

func mapKeys(m map[string]bool) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}
