package kit_test

import (
	"math/rand/v2"
	"regexp"
	"sort"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/game/overrealm"
	_ "overdeck/render/goofspiel" // the Goofspiel kit
	"overdeck/render/kit"
	_ "overdeck/render/multiverse" // the Against the Multiverse kit
	_ "overdeck/render/overpower"  // the OverPower kit
	_ "overdeck/render/overrealm"  // the OverRealm kit
	_ "overdeck/render/overwatch"  // the Overwatch kit
)

// TestLogNames_EveryLineOfEveryGame plays random matches of every game,
// each with random choices of its setup options, and names the seats of
// every log line (and every step of OverRealm's reveal) as the tables show
// them: against the computer ("You", "the computer", from either seat) and
// in hot-seat with typed names. It fails on a word after "Player N" whose
// form after "You" engine.Rename does not know ("Player 1 frobs": a new
// wording of a log must be taught to Rename), and on any "Player N" left
// in a renamed line.
func TestLogNames_EveryLineOfEveryGame(t *testing.T) {
	matches := 25
	if testing.Short() {
		matches = 8
	}
	left := regexp.MustCompile(`\bPlayer [12]\b`)
	namings := [][2]string{{"You", "The computer"}, {"The computer", "You"}, {"Ann", "Bo"}}
	unknown := map[string]string{} // word -> an example line
	lines := 0
	for _, id := range []string{"goofspiel", "overrealm", "overwatch", "overpower", "multiverse"} {
		g, err := engine.Lookup(id)
		k, ok := kit.Lookup(id)
		if err != nil || !ok {
			t.Fatalf("%s: no game or kit (%v)", id, err)
		}
		for i := range matches {
			rng := rand.New(rand.NewPCG(uint64(i), 15))
			setup := k.DefaultSetup()
			for _, o := range k.Options {
				if len(o.Choices) > 0 {
					setup = setup.With(o.Key, o.Choices[rng.IntN(len(o.Choices))].Value)
				}
			}
			m, err := engine.NewMatch(g, setup, uint64(i))
			if err != nil {
				t.Fatalf("%s match %d: %v", id, i, err)
			}
			check := func(text string) {
				lines++
				for _, w := range engine.UnknownAfterSeat(text) {
					unknown[w] = id + ": " + text
				}
				for _, n := range namings {
					got := engine.Rename(text, func(s engine.Seat) string { return n[s] })
					if left.MatchString(got) {
						t.Errorf("%s: %q named %q: %q", id, text, n, got)
					}
				}
			}
			for step := 0; !m.Outcome().Over && step < 4000; step++ {
				s := m.Waiting()[0]
				l := m.Legal(s)
				before := len(m.Log())
				if err := m.Apply(s, l[rng.IntN(len(l))]); err != nil {
					t.Fatal(err)
				}
				log := m.Log()
				if len(log) < before || len(log) == engine.MaxLog {
					before = 0
				}
				for _, e := range log[before:] {
					check(e.Text)
				}
				if st, ok := m.View(s).State.(*overrealm.View); ok {
					for _, tr := range st.Trace {
						check(tr.Text)
					}
				}
			}
			check(m.Outcome().Summary)
		}
	}
	if len(unknown) > 0 {
		var ws []string
		for w := range unknown {
			ws = append(ws, w)
		}
		sort.Strings(ws)
		for _, w := range ws {
			t.Errorf("engine.Rename does not know the word after a seat in %q", unknown[w])
		}
		t.Errorf("teach engine.Rename (afterYou) these words: %s", strings.Join(ws, ", "))
	}
	t.Logf("%d lines named", lines)
}
