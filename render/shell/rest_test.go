package shell

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"overdeck/render/platform"
	"overdeck/render/ui"
	"overdeck/render/ui/uitest"
)

// restGame is a game the motion test plays: the modes it has and the
// setups that change what its board holds (one launch per mode and setup).
type restGame struct {
	game   string
	modes  []string
	setups [][]platform.SetupOption
}

// restGames are the games TestRest_TableComesToRest plays, one line each.
var restGames = []restGame{
	{"goofspiel", []string{"hotseat", "computer", "watch"}, [][]platform.SetupOption{{{Key: "cards", Value: "5"}}}},
	{"overwatch", []string{"hotseat", "computer", "watch"}, [][]platform.SetupOption{nil}},
	{"overrealm", []string{"hotseat", "computer", "watch"}, [][]platform.SetupOption{{{Key: "mode", Value: "casual"}}, {{Key: "mode", Value: "draft"}}}},
	{"overpower", []string{"hotseat", "computer", "watch"}, [][]platform.SetupOption{{{Key: "mode", Value: "venture"}}, {{Key: "mode", Value: "skirmish"}}}},
	{"multiverse", []string{"computer", "watch"}, [][]platform.SetupOption{{{Key: "champion", Value: "none"}}}},
}

// restLimit is how long, in seconds of animation at normal speed, a
// table may move after its view last changed: the longest animation,
// and a frame to spare.
const restLimit = ui.LongestMotion + 2*uitest.Tick

// TestRest_TableComesToRest: with the animations on at normal speed, in
// every mode of every game in restGames, through a seeded random match
// (the human's moves at random, the computer's its own, the hand-off
// screens on), the table comes to rest within restLimit of every change
// of what it shows, and no frame draws two things under one animation key.
func TestRest_TableComesToRest(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a match of every game in every mode")
	}
	for _, g := range restGames {
		for _, mode := range g.modes {
			for i, setup := range g.setups {
				where := g.game + "/" + mode + "/setup" + strconv.Itoa(i)
				t.Run(where, func(t *testing.T) {
					restMatch(t, where, platform.Launch{Game: g.game, Mode: mode, Level: "easy", Seed: uint64(3 + i), HasSeed: true, Setup: setup})
				})
			}
		}
	}
}

// restMatch plays the launch l for at most 60 of its decisions, checking
// after every one that the table comes to rest.
func restMatch(t *testing.T, where string, l platform.Launch) {
	t.Helper()
	h := newHost()
	h.store.Set(SettingsKey, "speed=normal\nhandoff=on\n")
	s := New(h, l)
	s.Resize(1280, 720)
	s.Frame()
	rng := rand.New(rand.NewPCG(l.Seed, 9))
	for step := 0; step < 60; step++ {
		if p := settle(s); p != "" {
			t.Errorf("%s, decision %d: %s", where, step, p)
			return
		}
		switch sc := s.Status().Scene; {
		case sc == "gameover":
			return
		case sc == "handoff":
			s.Press("handoff.ready")
			continue
		case sc != "table":
			t.Fatalf("%s, decision %d: on scene %s (%s)", where, step, sc, s.Status().Message)
		}
		if s.Press("table.step.skip") { // the Multiverse's turn, shown step by step
			continue
		}
		w := s.play.m.Waiting()
		if len(w) == 0 {
			return
		}
		if l.Mode == "hotseat" || l.Mode == "computer" && w[0] == s.play.human {
			legal := s.play.m.Legal(w[0])
			if err := s.apply(w[0], legal[rng.IntN(len(legal))].Key()); err != nil {
				t.Fatalf("%s: %v", where, err)
			}
		}
	}
}

// settle draws the shell frame by frame, uitest.Tick apart, until the
// table is at rest and no computer is thinking, and returns what went
// wrong: a table still moving restLimit after what it shows last changed,
// or two things drawn under one animation key.
func settle(s *Shell) string {
	moving, last := 0.0, history(s)
	for i := 0; i < 20000; i++ {
		s.Update(Input{Dt: uitest.Tick})
		s.Frame()
		if k := s.anim.Shared(); len(k) > 0 {
			return "two things drawn under one animation key: " + strings.Join(k, ", ")
		}
		if now := history(s); now != last {
			moving, last = 0, now
		}
		thinking := s.play != nil && s.play.bots.thinking >= 0 && slices.Contains(s.play.m.Waiting(), s.play.bots.thinking)
		if !s.Animating() && !thinking {
			return ""
		}
		if s.Animating() {
			moving += uitest.Tick
		}
		if moving > restLimit {
			return "the table still moves " + strconv.FormatFloat(moving, 'f', 2, 64) + " s after it last changed"
		}
	}
	return "no rest after 20000 frames"
}

// history is a mark of what the match has done so far: it changes with
// every decision made.
func history(s *Shell) string {
	if s.play == nil {
		return s.Status().Scene
	}
	return s.Status().Scene + " " + strconv.Itoa(len(s.play.m.History()))
}
