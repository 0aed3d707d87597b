package shell

import (
	"strings"
	"testing"
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
