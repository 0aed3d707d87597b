package shell

import (
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"overdeck/engine"
	"overdeck/engine/save"
	"overdeck/render/platform"
)

// fakeClock is a wall clock a test moves by hand.
type fakeClock struct{ now time.Time }

func (c *fakeClock) read() time.Time      { return c.now }
func (c *fakeClock) pass(d time.Duration) { c.now = c.now.Add(d) }

// TestPlayed_CountedKeptAndShown: the time a match is on screen is counted
// tick by tick (a gap longer than a tick's worth, a hidden tab or a menu
// over the table, is not), is kept by the autosave across a reload, and
// the game-over screen shows it; a save without it (made before it was
// kept) ends without a time.
func TestPlayed_CountedKeptAndShown(t *testing.T) {
	h := newHost()
	h.store.Set(SettingsKey, "speed=off\n")
	clock := &fakeClock{now: time.Unix(1_800_000_000, 0)}
	s := start(t, h, platform.Launch{Game: "goofspiel", Mode: "computer", Level: "easy", Seed: 3, HasSeed: true})
	s.clock = clock.read
	expect(t, s, "table")
	for range 301 { // the first tick starts the count: 300 s
		tick(s, Input{})
		clock.pass(time.Second)
	}
	clock.pass(10 * time.Minute) // the tab was hidden
	tick(s, Input{})
	press(t, s, "table.menu")
	for range 30 { // the pause menu covers the table
		clock.pass(time.Second)
		tick(s, Input{})
	}
	press(t, s, "pause.resume")
	for range 60 {
		clock.pass(time.Second)
		tick(s, Input{})
	}
	want := 360 * time.Second
	if got := s.play.m.Played(); got != want {
		t.Fatalf("played %v, want %v", got, want)
	}
	l := s.play.m.Legal(s.play.human)
	if err := s.apply(s.play.human, l[0].Key()); err != nil { // and autosaved
		t.Fatal(err)
	}

	s = start(t, h, platform.Launch{Game: "goofspiel", Mode: "computer", Level: "easy", Seed: 3, HasSeed: true})
	s.clock = clock.read
	if got := s.play.m.Played(); got != want {
		t.Fatalf("after a reload: played %v, want %v", got, want)
	}
	rng := rand.New(rand.NewPCG(3, 3))
	for !s.play.m.Outcome().Over {
		w := s.play.m.Waiting()
		l := s.play.m.Legal(w[0])
		if err := s.play.m.Apply(w[0], l[rng.IntN(len(l))]); err != nil {
			t.Fatal(err)
		}
	}
	for i := 0; i < 600 && s.Status().Scene != "gameover"; i++ {
		tick(s, Input{})
	}
	expect(t, s, "gameover")
	if text := joined(tick(s, Input{})); !strings.Contains(text, "Time played: 6 min") {
		t.Errorf("the game-over screen: %s", text)
	}

	// The same finished match saved without its time: no time is shown.
	m, err := engine.Restore(s.play.game, s.play.m.Setup(), s.play.m.Seed(), s.play.m.Base(), s.play.m.History())
	if err != nil {
		t.Fatal(err)
	}
	b, err := save.Encode(m, "", 1)
	if err != nil {
		t.Fatal(err)
	}
	old := newHost()
	old.store.Set(save.AutosaveKey("goofspiel"), save.ToText(b))
	s = start(t, old, platform.Launch{})
	r, err := s.saves.resume("goofspiel")
	if err != nil {
		t.Fatal(err)
	}
	s.begin(r, false)
	expect(t, s, "gameover")
	if text := joined(tick(s, Input{})); strings.Contains(text, "Time played") || !strings.Contains(text, "Play again") {
		t.Errorf("a save without its time: %s", text)
	}

	for _, c := range []struct {
		d    time.Duration
		want string
	}{{0, ""}, {20 * time.Second, "Time played: under a minute"}, {12*time.Minute + 20*time.Second, "Time played: 12 min"},
		{75 * time.Minute, "Time played: 1 h 15 min"}} {
		if got := playedLine(c.d); got != c.want {
			t.Errorf("playedLine(%v) = %q, want %q", c.d, got, c.want)
		}
	}
}
