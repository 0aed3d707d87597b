package shell

import (
	"math/rand/v2"
	"testing"

	"overdeck/render/platform"
)

// TestStatus_MovesCountsEveryDecision: status().moves counts the
// decisions of the match on screen, whoever made them: the player's own
// in a one-player game (where the computer makes none, so botMoves stays
// empty) and the computer's in a watched one; 0 with no match.
func TestStatus_MovesCountsEveryDecision(t *testing.T) {
	s := start(t, newHost(), platform.Launch{})
	if n := s.Status().Moves; n != 0 {
		t.Errorf("the title screen reports %d moves", n)
	}
	s = start(t, newHost(), platform.Launch{Game: "multiverse", Mode: "computer", Seed: 4, HasSeed: true})
	rng := rand.New(rand.NewPCG(4, 1))
	for want := 1; want <= 5; want++ {
		l := s.play.m.Legal(0)
		if err := s.apply(0, l[rng.IntN(len(l))].Key()); err != nil {
			t.Fatal(err)
		}
		if st := s.Status(); st.Moves != want || len(st.BotMoves) != 0 {
			t.Fatalf("after %d of the player's moves: moves %d, botMoves %v", want, st.Moves, st.BotMoves)
		}
	}
	h := newHost()
	h.store.Set(SettingsKey, "speed=off\n")
	s = start(t, h, platform.Launch{Game: "multiverse", Mode: "watch", Level: "easy", Seed: 4, HasSeed: true})
	for i := 0; i < 3000 && s.Status().Moves < 3; i++ {
		tick(s, Input{})
	}
	if st := s.Status(); st.Moves < 3 || st.Moves != len(s.play.m.History()) {
		t.Errorf("watched: moves %d, history %d", st.Moves, len(s.play.m.History()))
	}
}

// TestWatch_PauseCountsFromRest: a watched game with the animations on
// makes its next move only after the table has been at rest for the
// pause the speed setting gives, so every move is seen to its end.
func TestWatch_PauseCountsFromRest(t *testing.T) {
	for _, game := range []string{"multiverse", "overpower"} {
		h := newHost()
		h.store.Set(SettingsKey, "speed=fast\n")
		s := start(t, h, platform.Launch{Game: game, Mode: "watch", Level: "easy", Seed: 4, HasSeed: true})
		moves, rest := 0, 0.0
		for i := 0; i < 4000 && s.Status().Moves < 6 && s.Status().Scene == "table"; i++ {
			s.Update(Input{Dt: 1.0 / 30})
			s.Frame()
			switch st := s.Status(); {
			case st.Moves != moves && moves > 0 && rest < s.settings.pause()-1e-9:
				t.Fatalf("%s: move %d came %.2f s after the table came to rest, not %.2f", game, st.Moves, rest, s.settings.pause())
			case st.Moves != moves:
				moves, rest = st.Moves, 0
			case !st.Moving:
				rest += 1.0 / 30
			}
		}
		if moves < 6 {
			t.Errorf("%s: %d moves watched", game, moves)
		}
	}
}
