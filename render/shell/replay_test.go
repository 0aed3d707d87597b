package shell

import (
	"strings"
	"testing"

	"overdeck/render/platform"
)

// playToTheEnd plays a five-card hot-seat Goofspiel to its end.
func playToTheEnd(t *testing.T, h *fakeHost) *Shell {
	t.Helper()
	s := playHotseat(t, h)
	for round := 0; round < 5; round++ {
		press(t, s, "table.bid."+string(rune('1'+round)))
		press(t, s, "handoff.ready")
		press(t, s, "table.bid."+string(rune('5'-round)))
		if round < 4 {
			press(t, s, "handoff.ready")
		}
	}
	expect(t, s, "gameover")
	return s
}

// The replay steps through the finished game forwards and back, through
// either player's eyes, and cannot play a move.
func TestReplayStepsForwardsAndBack(t *testing.T) {
	s := playToTheEnd(t, newHost())
	press(t, s, "gameover.replay")
	expect(t, s, "replay")
	text := joined(s.last)
	if !strings.Contains(text, "Replay of Goofspiel: the start (10 moves)") {
		t.Fatalf("replay header: %q", text)
	}
	if b, _ := s.last.Find("replay.back"); b.Enabled {
		t.Error("Back is enabled at the start")
	}
	for i := 1; i <= 3; i++ {
		press(t, s, "replay.forward")
	}
	if text = joined(s.last); !strings.Contains(text, "move 3 of 10") {
		t.Fatalf("after three steps: %q", text)
	}
	if s.Press("table.bid.1") {
		t.Error("a bid can be made in a replay")
	}
	press(t, s, "replay.back")
	if text = joined(s.last); !strings.Contains(text, "move 2 of 10") {
		t.Fatalf("after a step back: %q", text)
	}
	// Player 1's and Player 2's eyes see different hands: after move 2
	// each has bid once, 1 and 5.
	if label(s, "replay.seat") != "Seen by Player 1 (change)" {
		t.Errorf("seat button %q", label(s, "replay.seat"))
	}
	one := joined(s.last)
	press(t, s, "replay.seat")
	if label(s, "replay.seat") != "Seen by Player 2 (change)" || joined(s.last) == one {
		t.Errorf("the view did not change to Player 2's")
	}
	press(t, s, "replay.seat")
	press(t, s, "replay.seat")
	if label(s, "replay.seat") != "Seen by Player 1 (change)" {
		t.Errorf("the seats do not cycle: %q", label(s, "replay.seat"))
	}
	press(t, s, "replay.end")
	if text = joined(s.last); !strings.Contains(text, "move 10 of 10") {
		t.Fatalf("at the end: %q", text)
	}
	if b, _ := s.last.Find("replay.forward"); b.Enabled {
		t.Error("Forward is enabled at the end")
	}
	press(t, s, "replay.start")
	press(t, s, "replay.close")
	expect(t, s, "gameover")
}

// A finished game kept under a name is listed, loads to its end screen and
// replays from there: later, from the title screen.
func TestKeptGameReplaysFromTheTitle(t *testing.T) {
	h := newHost()
	s := playToTheEnd(t, h)
	h.typed = []typed{{text: "Close one"}}
	press(t, s, "gameover.keep")
	if s.Status().Message != `Saved as "Close one".` {
		t.Fatalf("keep: %q", s.Status().Message)
	}
	press(t, s, "message.ok")
	press(t, s, "gameover.title")
	press(t, s, "title.load")
	press(t, s, "load.slot.0")
	press(t, s, "slot.load") // nothing in progress: no question
	expect(t, s, "gameover")
	press(t, s, "gameover.replay")
	expect(t, s, "replay")
	if text := joined(s.last); !strings.Contains(text, "the start (10 moves)") {
		t.Errorf("replay of the kept game: %q", text)
	}
}

// In hot-seat the player who just moved may take the move back on the
// hand-off screen, until the next player takes the device; the same
// cards come again, and the next player's hand-off offers only their own.
func TestHotseatTakeBackUntilHandedOver(t *testing.T) {
	s := playHotseat(t, newHost())
	press(t, s, "table.bid.3")
	expect(t, s, "handoff")
	press(t, s, "handoff.takeback")
	expect(t, s, "table")
	if n := len(s.play.m.History()); n != 0 || !hasButton(s, "table.bid.3") {
		t.Fatalf("after the take-back: %d moves, buttons %v", n, ids(s))
	}
	press(t, s, "table.bid.4")
	press(t, s, "handoff.ready") // Player 2 holds the device: Player 1's bid stands
	press(t, s, "table.bid.1")
	expect(t, s, "handoff")
	if label(s, "handoff.takeback") != "Take back my move (Player 2)" {
		t.Errorf("take-back on Player 2's hand-off: %q", label(s, "handoff.takeback"))
	}
	press(t, s, "handoff.takeback")
	expect(t, s, "table")
	h := s.play.m.History()
	if len(h) != 1 || h[0].Seat != 0 {
		t.Fatalf("only Player 2's bid is taken back: %v", h)
	}
	press(t, s, "table.bid.2")
	press(t, s, "handoff.ready")
	if s.Press("handoff.takeback") {
		t.Error("a take-back after the device changed hands")
	}
}

// The first hand-off of a match says who plays first, and why.
func TestFirstHandOffSaysWhoPlaysFirst(t *testing.T) {
	for _, c := range []struct {
		launch platform.Launch
		want   string
	}{
		{platform.Launch{Game: "overwatch", Mode: "hotseat", Setup: []platform.SetupOption{{Key: "first", Value: "2"}}},
			"Player 2 plays first, as chosen at setup."},
		{platform.Launch{Game: "overwatch", Mode: "hotseat", Setup: []platform.SetupOption{{Key: "first", Value: "random"}}},
			"plays first: drawn at random when the cards were dealt."},
		{platform.Launch{Game: "goofspiel", Mode: "hotseat"},
			"Both players choose in secret, one after the other: Player 1 first."},
	} {
		s := start(t, newHost(), c.launch)
		expect(t, s, "handoff")
		if text := joined(s.last); !strings.Contains(strings.ReplaceAll(text, "|", " "), c.want) {
			t.Errorf("%s: the first hand-off says %q, want %q", c.launch.Game, text, c.want)
		}
		if hasButton(s, "handoff.takeback") {
			t.Errorf("%s: a take-back before any move", c.launch.Game)
		}
	}
}
