package shell

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/game/overrealm"
	"overdeck/render/kit"
	"overdeck/render/platform"
)

// TestHotSeat_FirstStepsSayWhereTheyAre plays the first moves of hot-seat
// matches of every game, through the hand-off screens and every step of a
// reveal, and reads each screen: no text may speak of a turn before the
// first ("Turn 0.", which OverRealm's status line said while a player
// arranged the top of the deck for Clear Mind before turn 1) or after the
// one shown. OverRealm's Clear Mind screens must say they come before
// turn 1.
func TestHotSeat_FirstStepsSayWhereTheyAre(t *testing.T) {
	bad := regexp.MustCompile(`(?i)\b(turn|round|battle) (0|-[0-9]+)\b`)
	clear := 0
	for _, g := range []string{"goofspiel", "overrealm", "overwatch", "overpower", "multiverse"} {
		gm, _ := engine.Lookup(g)
		k, _ := kit.Lookup(g)
		matches := 3
		if g == "overrealm" {
			matches = 24 // Clear Mind comes with a Cleansitoad in a starting team
		}
		for seed := range uint64(matches) {
			h := newHost()
			h.store.Set(SettingsKey, "speed=off\n")
			s := start(t, h, platform.Launch{})
			if seed%2 == 1 {
				s.Resize(360, 640)
			}
			setup := k.DefaultSetup().With(OptMode, "hotseat")
			if g == "overrealm" {
				setup = setup.With("mode", []string{"casual", "draft", "competitive"}[seed%3])
			}
			m, err := engine.NewMatch(gm, setup, seed)
			if err != nil {
				t.Fatal(err)
			}
			s.begin(m, true)
			rng := rand.New(rand.NewPCG(seed, 1))
			for moves := 0; moves < 14 && s.Status().Scene != "gameover"; {
				f := tick(s, Input{})
				text := strings.Join(drawn(f), " | ")
				if x := bad.FindString(text); x != "" {
					t.Errorf("%s seed %d, move %d (%s): %q on the screen: %s", g, seed, moves, s.Status().Scene, x, text)
				}
				if st, ok := s.play.view().State.(*overrealm.View); ok && st.Phase == overrealm.PhaseClear && s.Status().Scene == "table" {
					clear++
					if !strings.Contains(text, "Before turn 1") {
						t.Errorf("overrealm seed %d: Clear Mind before turn 1 reads %s", seed, text)
					}
				}
				switch {
				case hasButton(s, "handoff.ready"):
					press(t, s, "handoff.ready")
					continue
				case hasButton(s, "table.step.next"):
					press(t, s, "table.step.next")
					continue
				}
				w := s.play.m.Waiting()
				if len(w) == 0 {
					continue
				}
				l := s.play.m.Legal(w[0])
				if err := s.apply(w[0], l[rng.IntN(len(l))].Key()); err != nil {
					t.Fatal(err)
				}
				moves++
			}
		}
	}
	if clear == 0 {
		t.Error("no OverRealm match arranged the top of a deck for Clear Mind: the test saw nothing of it")
	}
}
