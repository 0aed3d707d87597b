package shell

import (
	"math/rand/v2"
	"testing"

	"overdeck/render/platform"
)

// TestRecord_SpentAttackersKeptOut: a Multiverse game whose attackers are
// spent after each attack (the short reading, a setup option) is played to
// its end without counting in the record of its level; the standard game
// of the same level and seed counts.
func TestRecord_SpentAttackersKeptOut(t *testing.T) {
	for _, c := range []struct {
		attackers string
		counts    bool
	}{{"spent", false}, {"stay", true}} {
		h := newHost()
		h.store.Set(SettingsKey, "speed=off\n")
		s := start(t, h, platform.Launch{Game: "multiverse", Mode: "computer", Seed: 5, HasSeed: true,
			Setup: []platform.SetupOption{{Key: "attackers", Value: c.attackers}}})
		if got := s.play.m.Setup().Get("attackers", ""); got != c.attackers {
			t.Fatalf("attackers %q: the match was set up with %q", c.attackers, got)
		}
		rng := rand.New(rand.NewPCG(5, 1))
		for step := 0; step < 3000 && !s.play.m.Outcome().Over; step++ {
			w := s.play.m.Waiting()
			l := s.play.m.Legal(w[0])
			if err := s.apply(w[0], l[rng.IntN(len(l))].Key()); err != nil { // as a press would
				t.Fatal(err)
			}
		}
		if !s.play.m.Outcome().Over {
			t.Fatalf("attackers %q: the game did not end", c.attackers)
		}
		for i := 0; i < 600 && s.Status().Scene != "gameover"; i++ {
			if hasButton(s, "table.step.skip") {
				press(t, s, "table.step.skip")
			}
			tick(s, Input{Dt: 1.0 / 15})
		}
		expect(t, s, "gameover")
		raw, _, _ := h.store.Get(RecordKey("multiverse"))
		if counted := raw != ""; counted != c.counts {
			t.Errorf("attackers %q: the record reads %q, counted %v, want %v", c.attackers, raw, counted, c.counts)
		}
	}
}
