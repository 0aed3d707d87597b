package shell

import (
	"math/rand/v2"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/render/kit"
	"overdeck/render/platform"
)

// TestGameOver_ShowsTheSummary plays a match of every game to its end
// (random moves, against the computer where the game has two seats) and
// checks that the game-over screen shows the game's summary, naming the
// player "You" and the other seat "The computer", and that at a phone's
// and a laptop's size every text fits and every button stays 44 px.
func TestGameOver_ShowsTheSummary(t *testing.T) {
	for _, g := range []string{"goofspiel", "overrealm", "overwatch", "overpower", "multiverse"} {
		h := newHost()
		h.store.Set(SettingsKey, "speed=off\n")
		s := start(t, h, platform.Launch{Game: g, Mode: "computer", Level: "easy", Seed: 4, HasSeed: true})
		rng := rand.New(rand.NewPCG(4, 4))
		for i := 0; i < 5000 && !s.play.m.Outcome().Over; i++ {
			w := s.play.m.Waiting()
			if len(w) == 0 {
				break
			}
			l := s.play.m.Legal(w[0])
			if err := s.play.m.Apply(w[0], l[rng.IntN(len(l))]); err != nil {
				t.Fatal(err)
			}
		}
		for i := 0; i < 600 && s.Status().Scene != "gameover"; i++ {
			if hasButton(s, "table.step.skip") {
				press(t, s, "table.step.skip") // the last turn shown step by step
			}
			tick(s, Input{})
		}
		expect(t, s, "gameover")
		want := s.play.kit.Summary(s.play.m, s.play.seatName)
		if len(want) < 2 {
			t.Errorf("%s: summary %q", g, want)
		}
		// The result line names the seats as the headline does, and worded
		// with the engine's seat names it is the outcome's own summary (a
		// one-player game's outcome already says "You").
		res := s.play.kit.Result(s.play.m, s.play.seatName)
		if plain := s.play.kit.Result(s.play.m, engine.Seat.String); g != "multiverse" && plain != s.play.m.Outcome().Summary {
			t.Errorf("%s: the result %q with seats named Player 1 and 2 is not the outcome's %q", g, plain, s.play.m.Outcome().Summary)
		}
		want = append(want, res)
		o, low := s.play.m.Outcome(), strings.ToLower(res)
		switch {
		case o.Draw():
		case o.Won(s.play.human) && !strings.Contains(low, "you win"):
			t.Errorf("%s: the player won, and the result says %q", g, res)
		case !o.Won(s.play.human) && g != "multiverse" && !strings.Contains(low, "the computer wins"):
			t.Errorf("%s: the computer won, and the result says %q", g, res)
		}
		for _, size := range [][2]float64{{360, 640}, {1280, 720}} {
			s.Resize(size[0], size[1])
			f := tick(s, Input{})
			texts := strings.Join(f.Texts(), " ")
			for _, l := range want {
				if !strings.Contains(texts, l) {
					t.Errorf("%s at %v: the game-over screen does not show %q: %q", g, size, l, texts)
				}
			}
			if strings.Contains(texts, "Player 1") || strings.Contains(texts, "Player 2") {
				t.Errorf("%s at %v: against the computer a seat is called Player 1 or 2: %q", g, size, texts)
			}
			if !strings.Contains(texts, "You") || g != "multiverse" && !strings.Contains(texts, "The computer") {
				t.Errorf("%s at %v: the summary does not name You and The computer: %q", g, size, texts)
			}
			if o := f.Overflows(); len(o) > 0 {
				t.Errorf("%s at %v: %q", g, size, o)
			}
			for _, b := range f.Buttons {
				if b.Enabled && b.H < 43.5 {
					t.Errorf("%s at %v: button %s is %.0f px high", g, size, b.ID, b.H)
				}
			}
		}
	}
}

// TestResult_WordsTheOutcome plays 30 random matches of each two-player
// game and checks that each game's Result, naming the seats Player 1 and
// Player 2, words the end exactly as the match's Outcome (kept in saves)
// does, and says "you win" (or "You complete… and win") when the winner
// is named "You".
func TestResult_WordsTheOutcome(t *testing.T) {
	for _, id := range []string{"goofspiel", "overrealm", "overwatch", "overpower"} {
		g, err := engine.Lookup(id)
		if err != nil {
			t.Fatal(err)
		}
		k, _ := kit.Lookup(id)
		for seed := uint64(1); seed <= 30; seed++ {
			m, err := engine.NewMatch(g, engine.Setup{}, seed)
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(seed, 9))
			for i := 0; i < 20000 && !m.Outcome().Over; i++ {
				w := m.Waiting()
				l := m.Legal(w[0])
				if err := m.Apply(w[0], l[rng.IntN(len(l))]); err != nil {
					t.Fatal(err)
				}
			}
			o := m.Outcome()
			if !o.Over {
				continue
			}
			if plain := k.Result(m, engine.Seat.String); plain != o.Summary {
				t.Errorf("%s seed %d: Result %q, Outcome %q", id, seed, plain, o.Summary)
			}
			if o.Draw() {
				continue
			}
			you := func(s engine.Seat) string {
				if s == o.Winners[0] {
					return "You"
				}
				return "The computer"
			}
			if r := strings.ToLower(k.Result(m, you)); !strings.Contains(r, "you win") && !strings.HasPrefix(r, "you ") || strings.Contains(r, "player") {
				t.Errorf("%s seed %d: the winner named You: %q", id, seed, k.Result(m, you))
			}
		}
	}
}
