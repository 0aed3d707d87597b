package shell

import (
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/render/goofspiel"
	"overdeck/render/kit"
	"overdeck/render/platform"
)

// firstBid points at the first bid the player may make.
func firstBid(_ *engine.SeatView, on []platform.Button) string {
	for _, b := range on {
		if strings.HasPrefix(b.ID, goofspiel.BidPrefix) {
			return b.ID
		}
	}
	return ""
}

// testCoach is a three-step coached Goofspiel: a bid made on the table,
// a step shown once a round has been scored, and one after the second.
func testCoach() *kit.Coach {
	scored := func(n int) func(v *engine.SeatView) bool {
		return func(v *engine.SeatView) bool {
			k := 0
			for _, e := range v.Log {
				if strings.Contains(e.Text, " bid") {
					k++
				}
			}
			return k >= n
		}
	}
	return &kit.Coach{
		Seed: 11, Level: "easy", Point: firstBid,
		Steps: []kit.CoachStep{
			{ID: "bid", Title: "Your bid", Text: "Bid a card for the prize.", Point: firstBid, Do: true},
			{ID: "scored", Title: "The prize is won", Text: "The higher bid takes the prize.", When: scored(1)},
			{ID: "last", Title: "Play on", Text: "The game is yours to finish.", When: scored(2)},
		},
	}
}

// useCoach gives Goofspiel testCoach for the test.
func useCoach(t *testing.T) {
	kit.SetCoach("goofspiel", testCoach())
	t.Cleanup(func() { kit.SetCoach("goofspiel", nil) })
}

// coachTo ticks until the coach shows step id (at most n ticks).
func coachTo(t *testing.T, s *Shell, id string, n int) {
	t.Helper()
	for i := 0; i < n && s.Status().Coach.Step != id; i++ {
		tick(s, Input{})
	}
	if got := s.Status().Coach; got.Step != id {
		t.Fatalf("coach = %+v, want step %q; buttons %v", got, id, ids(s))
	}
}

// TestCoach_StepsMovesReplayAndReload: coach=1 deals the coached game
// against the computer; a step that is the player's move rings the button
// to press and ends with the move; a later step waits for its situation;
// Replay shows the last step again; a reload resumes at the same step, and
// the address names the coached game.
func TestCoach_StepsMovesReplayAndReload(t *testing.T) {
	useCoach(t)
	h := newHost()
	h.store.Set(SettingsKey, "speed=off\n")
	s := start(t, h, platform.Launch{Game: "goofspiel", Coach: true})
	expect(t, s, "table")
	tick(s, Input{})
	st := s.Status()
	if st.Mode != "computer" || s.play.m.Seed() != 11 || !st.Coach.On || st.Coach.Step != "bid" || !strings.HasPrefix(st.Coach.Target, goofspiel.BidPrefix) {
		t.Fatalf("coached start: %+v seed %d", st, s.play.m.Seed())
	}
	if !strings.Contains(h.address, "coach=1") || hasButton(s, "coach.next") || !hasButton(s, "coach.skip") || !hasButton(s, "coach.end") {
		t.Fatalf("address %q, buttons %v", h.address, ids(s))
	}
	if got := joined(s.Frame()); !strings.Contains(got, "Step 1 of 3: Your bid") || !strings.Contains(got, "Bid a card for the prize.") || strings.Contains(got, "Tip:") {
		t.Errorf("step 1 shows %q", got)
	}
	press(t, s, st.Coach.Target)
	if got := s.Status().Coach; got.Step == "bid" || !s.play.m.Chosen(0) && len(s.play.m.History()) == 0 {
		t.Fatalf("after the move: %+v", got)
	}
	for i := 0; i < 400 && s.Status().Coach.Step == ""; i++ {
		if tg := s.Status().Coach.Target; tg != "" && len(s.play.m.History()) < 2 {
			s.Press(tg)
		}
		tick(s, Input{})
	}
	coachTo(t, s, "scored", 1)
	if len(s.play.m.History()) < 2 {
		t.Fatalf("step 2 shown before its situation: %d moves", len(s.play.m.History()))
	}
	// A reload resumes at the step on screen.
	s = start(t, h, platform.ParseLaunch(h.address, []string{"goofspiel"}))
	expect(t, s, "table")
	coachTo(t, s, "scored", 2)
	press(t, s, "coach.next")
	press(t, s, "coach.replay")
	if got := s.Status().Coach; got.Step != "scored" || !hasButton(s, "coach.next") || hasButton(s, "coach.skip") {
		t.Fatalf("replay: %+v %v", got, ids(s))
	}
	press(t, s, "coach.next")
	for i := 0; i < 400 && s.Status().Coach.Step == ""; i++ {
		if tg := s.Status().Coach.Target; tg != "" {
			s.Press(tg)
		}
		tick(s, Input{})
	}
	coachTo(t, s, "last", 1)
	press(t, s, "coach.next")
	if got := s.Status().Coach; got.On || hasButton(s, "coach.end") {
		t.Fatalf("after the last step the coach is still on: %+v", got)
	}
}

// TestCoach_SkipStepAndStop: Skip step moves on without the step's move;
// Skip coaching ends the coach, the game goes on as a normal game, and a
// reload does not bring the coach back.
func TestCoach_SkipStepAndStop(t *testing.T) {
	useCoach(t)
	h := newHost()
	h.store.Set(SettingsKey, "speed=off\n")
	s := start(t, h, platform.Launch{Game: "goofspiel", Coach: true})
	coachTo(t, s, "bid", 2)
	press(t, s, "coach.skip")
	if got := s.Status().Coach; got.Step != "" || s.play.m.Chosen(0) {
		t.Fatalf("after Skip step: %+v, the player has chosen: %v", got, s.play.m.Chosen(0))
	}
	press(t, s, "coach.end")
	if got := s.Status().Coach; got.On || hasButton(s, "coach.replay") {
		t.Fatalf("after Skip coaching: %+v %v", got, ids(s))
	}
	for i := 0; i < 2000 && !s.play.m.Outcome().Over; i++ {
		if b := firstBid(nil, s.Buttons()); b != "" {
			s.Press(b)
		}
		tick(s, Input{})
		if i == 10 {
			s = start(t, h, platform.ParseLaunch(h.address, []string{"goofspiel"}))
			if s.Status().Coach.On {
				t.Fatal("a reload brought the stopped coach back")
			}
		}
	}
	if !s.play.m.Outcome().Over {
		t.Fatal("the game after the coach could not be finished")
	}
}

// TestCoach_OfferedFromHowTo: the how-to page offers the coached game of
// a game that has one, and starts it; it is not offered inside it.
func TestCoach_OfferedFromHowTo(t *testing.T) {
	useCoach(t)
	h := newHost()
	h.store.Set(SettingsKey, "speed=off\n")
	s := start(t, h, platform.Launch{Game: "goofspiel", Mode: "computer", Level: "easy", Seed: 3, HasSeed: true})
	thought(t, s)
	press(t, s, "table.firsttip")
	expect(t, s, "howto")
	if label(s, "howto.coach") != "Learn to play: a coached game" {
		t.Fatalf("how-to buttons %v", ids(s))
	}
	press(t, s, "howto.coach")
	expect(t, s, "message") // it would take the place of the game in progress
	press(t, s, "message.start")
	tick(s, Input{})
	if st := s.Status(); st.Scene != "table" || st.Coach.Step != "bid" || s.play.m.Seed() != 11 {
		t.Fatalf("after starting the coached game: %+v", st)
	}
	press(t, s, "table.howto")
	if hasButton(s, "howto.coach") {
		t.Error("the coached game offers itself")
	}
}

// TestCoach_Address: coach=1 is read from an address and written back,
// and only with a game.
func TestCoach_Address(t *testing.T) {
	l := platform.ParseLaunch("?game=goofspiel&coach=1", []string{"goofspiel"})
	if !l.Coach || len(l.Problems) > 0 {
		t.Fatalf("parsed %+v", l)
	}
	if q := l.Query(); q != "?game=goofspiel&coach=1" {
		t.Errorf("query %q", q)
	}
	if l := platform.ParseLaunch("?coach=1", []string{"goofspiel"}); l.Coach {
		t.Error("coach=1 without a game asks for a coached game")
	}
	if a := platform.Address("?coach=1&x=2", platform.Launch{Game: "goofspiel"}); a != "?x=2&game=goofspiel" {
		t.Errorf("address %q keeps the old coach parameter", a)
	}
}
