package shell

import (
	"errors"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/engine/ai"
	"overdeck/game/goofspiel"
	"overdeck/render/platform"
)

// run ticks s until it shows scene, at most n ticks.
func run(t *testing.T, s *Shell, scene string, n int) {
	t.Helper()
	for i := 0; i < n && s.Status().Scene != scene; i++ {
		tick(s, Input{})
	}
	expect(t, s, scene)
}

func TestComputerAnswersTheHuman(t *testing.T) {
	h := newHost()
	h.store.Set(SettingsKey, "speed=off\nhandoff=on\n")
	s := start(t, h, platform.Launch{Game: "goofspiel", Mode: "computer", Level: "easy", Seed: 3, HasSeed: true})
	expect(t, s, "table") // one human: no hand-off
	if st := s.Status(); st.Mode != "computer" {
		t.Errorf("status %+v", st)
	}
	for round := 1; round <= 13; round++ {
		press(t, s, "table.bid."+itoa(round))
		for i := 0; i < 500 && s.Status().Scene == "table" && len(s.Status().ToAct) != 2; i++ {
			tick(s, Input{})
		}
	}
	run(t, s, "gameover", 10)
	if h.count(platform.EventGameOver) != 1 {
		t.Errorf("events %+v", h.events)
	}
}

func TestWatchPlaysToTheEnd(t *testing.T) {
	h := newHost()
	h.store.Set(SettingsKey, "speed=off\n")
	s := start(t, h, platform.Launch{Game: "goofspiel", Mode: "watch", Level: "easy"})
	expect(t, s, "table")
	var got []string // the buttons a spectator can press (the table's others are only read)
	for _, b := range s.Buttons() {
		if b.Enabled {
			got = append(got, b.ID)
		}
	}
	if len(got) != 2 || got[0] != "table.menu" || got[1] != "table.howto" {
		t.Errorf("a spectator has buttons other than the menu and how a turn works: %v", got)
	}
	run(t, s, "gameover", 3000)
}

func TestLaunchProblemsAreShown(t *testing.T) {
	s := start(t, newHost(), platform.Launch{Problems: []string{"There is no game called 'chess'."}})
	expect(t, s, "message")
	if s.Status().Message != "There is no game called 'chess'." {
		t.Errorf("message %q", s.Status().Message)
	}
	press(t, s, "message.ok")
	expect(t, s, "title")
}

func itoa(n int) string {
	if n >= 10 {
		return string(rune('0'+n/10)) + string(rune('0'+n%10))
	}
	return string(rune('0' + n))
}

func TestTakeBackAgainstTheComputer(t *testing.T) {
	h := newHost()
	h.store.Set(SettingsKey, "speed=off\n")
	s := start(t, h, platform.Launch{Game: "goofspiel", Mode: "computer", Level: "easy", Seed: 5, HasSeed: true})
	expect(t, s, "table")
	// settle ticks until the computer has made its hidden choice.
	settle := func() {
		for i := 0; i < 500 && len(s.play.m.View(0).Chosen) == 0; i++ {
			tick(s, Input{})
		}
	}
	settle()
	start := s.play.m.View(0)
	press(t, s, "table.menu")
	if hasButton(s, "pause.undo") && s.Press("pause.undo") {
		t.Fatal("take-back offered before the human moved")
	}
	press(t, s, "pause.resume")
	press(t, s, "table.bid.13")
	settle() // the prize is resolved; the computer bids on the next one
	if h := s.play.m.History(); len(h) != 3 || h[1].Seat != 0 {
		t.Fatalf("history %v: want the computer's bid, the human's, the computer's next", h)
	}
	press(t, s, "table.menu")
	press(t, s, "pause.undo")
	expect(t, s, "table")
	now := s.play.m.View(0)
	a, _ := start.MarshalMsg(nil)
	b, _ := now.MarshalMsg(nil)
	if string(a) != string(b) || len(s.play.m.History()) != 1 {
		t.Fatalf("after take-back: history %v; the view is not the one before the bid", s.play.m.History())
	}
	if !hasButton(s, "table.bid.13") {
		t.Error("the 13 is not back in the hand")
	}
	// The autosave holds the shorter game too.
	m, err := s.saves.lib.Resume("goofspiel")
	if err != nil || len(m.History()) != 1 {
		t.Fatalf("autosave after take-back: %v, %v", err, m)
	}
}

// threadHost is a host whose "other thread" runs the bot's search at once
// (as a Web Worker would, from the view's bytes), or fails when broken.
// With none set, it has no other thread to start (a browser without Web
// Workers): Prepare and Think report false.
type threadHost struct {
	*fakeHost
	prepared, asked int
	broken, none    bool
}

func (h *threadHost) Prepare() bool {
	h.prepared++
	return !h.none
}

func (h *threadHost) Think(r platform.ThinkRequest) (platform.Job, bool) {
	h.asked++
	if h.none {
		return nil, false
	}
	return &instantJob{r: r, broken: h.broken}, true
}

// instantJob chooses on its first Poll, as package wasm's worker does.
type instantJob struct {
	r      platform.ThinkRequest
	broken bool
}

func (j *instantJob) Poll() (string, bool, float64, error) {
	if j.broken {
		return "", false, 0, errors.New("the worker failed")
	}
	g, err := engine.Lookup(j.r.Game)
	if err != nil {
		return "", false, 0, err
	}
	v, err := engine.DecodeSeatView(g, j.r.View)
	if err != nil {
		return "", false, 0, err
	}
	l, _ := ai.ParseLevel(j.r.Level)
	b := ai.For(l, g, j.r.Seed)
	b.Time = j.r.Time
	return b.Choose(v).Key(), true, 1, nil
}

func (j *instantJob) Cancel() {}

// TestComputerThinksOnAnotherThread plays a game against Hard where the
// host has another thread: every move of the computer comes from there,
// and the table answers at once (no pause, whatever the speed setting).
func TestComputerThinksOnAnotherThread(t *testing.T) {
	h := &threadHost{fakeHost: newHost()}
	h.store.Set(SettingsKey, "speed=slow\nhandoff=on\n")
	s := start(t, h, platform.Launch{Game: "goofspiel", Mode: "computer", Level: "hard", Seed: 3, HasSeed: true})
	expect(t, s, "table")
	if h.prepared != 1 {
		t.Errorf("the other thread was prepared %d times, want once", h.prepared)
	}
	for round := 1; round <= 13; round++ {
		press(t, s, "table.bid."+itoa(round))
		for i := 0; i < 3 && s.Status().Scene == "table" && len(s.Status().ToAct) != 2; i++ {
			tick(s, Input{})
		}
	}
	run(t, s, "gameover", 3)
	// The last bid is forced: no search, no other thread.
	b := s.play.bots
	if len(b.moves) != 13 || b.offThread != 12 {
		t.Errorf("%d moves of the computer, %d of them thought on the other thread; want 13 and 12", len(b.moves), b.offThread)
	}
}

// TestBrokenThreadFallsBack: when the other thread fails, the computer
// thinks on the game's thread and still moves.
func TestBrokenThreadFallsBack(t *testing.T) {
	h := &threadHost{fakeHost: newHost(), broken: true}
	h.store.Set(SettingsKey, "speed=off\n")
	s := start(t, h, platform.Launch{Game: "goofspiel", Mode: "watch", Level: "normal", Seed: 4, HasSeed: true})
	run(t, s, "gameover", 5000)
	if b := s.play.bots; h.asked != 1 || b.offThread != 0 || len(b.moves) != 26 {
		t.Errorf("asked the other thread %d times, %d moves from it, %d moves; want 1, 0, 26", h.asked, b.offThread, len(b.moves))
	}
}

// TestNoThreadNoRequests: a host that reports at Prepare that it has no
// other thread is never asked to think (no view is encoded for it); the
// computer thinks on this thread.
func TestNoThreadNoRequests(t *testing.T) {
	h := &threadHost{fakeHost: newHost(), none: true}
	h.store.Set(SettingsKey, "speed=off\n")
	s := start(t, h, platform.Launch{Game: "goofspiel", Mode: "watch", Level: "normal", Seed: 4, HasSeed: true})
	run(t, s, "gameover", 5000)
	if b := s.play.bots; h.prepared == 0 || h.asked != 0 || b.offThread != 0 || len(b.moves) != 26 {
		t.Errorf("prepared %d times, asked %d times, %d moves from the other thread, %d moves; want ≥1, 0, 0, 26",
			h.prepared, h.asked, b.offThread, len(b.moves))
	}
}

// TestThinkingIsShown: while the computer thinks, the table's header says
// so, with a progress mark.
func TestThinkingIsShown(t *testing.T) {
	h := newHost()
	s := start(t, h, platform.Launch{Game: "goofspiel", Mode: "computer", Level: "hard", Seed: 3, HasSeed: true})
	f := tick(s, Input{})
	if txt := joined(f); !strings.Contains(txt, "your turn; the computer is thinking [") {
		t.Errorf("the header does not show the computer thinking: %s", txt)
	}
	if progressMark(0) != "[··········]" || progressMark(0.42) != "[####······]" || progressMark(1) != "[##########]" {
		t.Errorf("progress marks %q %q %q", progressMark(0), progressMark(0.42), progressMark(1))
	}
}

// TestBots_WarmUpBeforeTheFirstSearchHere: without another thread, the
// bots run their search's code in pieces (ai.Warmup) before the first
// search on this one, and only before the first: that search is set up at
// the tick after the warm-up's last, alone, and the next decision searches
// from its third tick (its first takes the view, the second sets the
// search up). Every step on this thread is counted.
func TestBots_WarmUpBeforeTheFirstSearchHere(t *testing.T) {
	m, err := engine.NewMatch(goofspiel.Game, engine.Setup{}, 4)
	if err != nil {
		t.Fatal(err)
	}
	b := newBots("hard", m.Game(), []engine.Seat{0, 1}, 9)
	b.bot.Iterations = 50
	steps, warmed, setUp := 0, false, false
	for i := 0; i < 1000 && !b.answered; i++ {
		warming, justWarmed := b.warm != nil, warmed && !setUp
		b.step(m)
		steps++
		if b.thinker != nil && !b.warmed {
			t.Fatal("the first search on this thread began without a warm-up")
		}
		if b.warm != nil && b.thinker != nil {
			t.Fatal("the search was set up before the warm-up was over")
		}
		switch {
		case warming && b.warm == nil:
			warmed = true
			if b.thinker != nil {
				t.Fatal("the warm-up's last tick set the search up too")
			}
		case justWarmed:
			setUp = true
			if b.thinker == nil || b.thinker.Stats().Iterations != 0 {
				t.Fatal("the tick after the warm-up's last did not set the search up, or searched")
			}
		}
	}
	if !warmed || !setUp {
		t.Fatal("no warm-up ran, or no search was set up after it, before the first search on this thread")
	}
	if b.slices != steps {
		t.Errorf("%d steps counted, %d ran on this thread", b.slices, steps)
	}
	seat, key, ok := b.step(m)
	if !ok {
		t.Fatal("no answer after 1000 steps")
	}
	if err := m.ApplyKey(seat, key); err != nil {
		t.Fatal(err)
	}
	b.played()
	b.reset()
	b.step(m)
	if b.warm != nil {
		t.Error("the second search warmed up again")
	}
	if b.view == nil || b.thinker != nil {
		t.Fatal("the decision's first tick did more than take the seat's view")
	}
	b.step(m)
	if b.thinker == nil || b.thinker.Stats().Iterations != 0 {
		t.Fatal("the decision's second tick did not set its search up, or searched")
	}
	b.step(m)
	if !b.answered && b.thinker.Stats().Iterations == 0 {
		t.Error("the search did not begin at the decision's third tick")
	}
}
