package shell

import (
	"strings"
	"testing"
)

// Saves are named by the player, renamed and deleted from the load screen,
// a name already taken is replaced only when the player says so, and a
// cancelled question changes nothing.
func TestSlotsAreNamedRenamedAndDeleted(t *testing.T) {
	h := newHost()
	s := playHotseat(t, h)
	press(t, s, "table.menu")
	h.typed = []typed{{cancel: true}}
	press(t, s, "pause.save")
	expect(t, s, "pause")
	if n, _ := s.saves.lib.Slots(""); len(n) != 0 {
		t.Fatalf("a cancelled save stored %d slots", len(n))
	}
	h.typed = []typed{{text: "Mine"}}
	press(t, s, "pause.save")
	press(t, s, "message.ok")
	h.typed = []typed{{text: "Mine"}}
	press(t, s, "pause.save")
	if !strings.Contains(s.Status().Message, `already called "Mine"`) {
		t.Fatalf("saving over a name did not ask: %q", s.Status().Message)
	}
	press(t, s, "message.ok") // Cancel
	expect(t, s, "pause")
	if h.asked[2] != "Name this save [Save 1]" {
		t.Errorf("offered name %q: want the first free \"Save N\"", h.asked[2])
	}
	h.typed = []typed{{text: "Mine"}}
	press(t, s, "pause.save")
	press(t, s, "message.replace")
	if s.Status().Message != `Saved as "Mine".` {
		t.Errorf("replace: %q", s.Status().Message)
	}
	press(t, s, "message.ok")

	press(t, s, "pause.load")
	press(t, s, "load.slot.0")
	h.typed = []typed{{text: "Evening"}}
	press(t, s, "slot.rename")
	expect(t, s, "load")
	if l := label(s, "load.slot.0"); !strings.HasPrefix(l, "Evening, Goofspiel, ") {
		t.Errorf("renamed slot %q", l)
	}
	press(t, s, "load.slot.0")
	h.typed = []typed{{text: ""}}
	press(t, s, "slot.rename")
	if !strings.Contains(s.Status().Message, "1 to 40 characters") {
		t.Errorf("empty name: %q", s.Status().Message)
	}
	press(t, s, "message.ok")
	press(t, s, "slot.delete")
	press(t, s, "message.ok") // Keep it
	press(t, s, "slot.delete")
	press(t, s, "message.delete")
	expect(t, s, "load")
	if hasButton(s, "load.slot.0") {
		t.Errorf("the deleted slot is still listed: %v", ids(s))
	}
}

// Loading a slot with no game in progress asks nothing.
func TestLoadWithNoGameInProgressAsksNothing(t *testing.T) {
	h := newHost()
	s := playHotseat(t, h)
	press(t, s, "table.menu")
	h.typed = []typed{{text: "Kept"}}
	press(t, s, "pause.save")
	press(t, s, "message.ok")
	press(t, s, "pause.quit")
	s.saves.clearCurrent() // as when the game ends
	s.toTitle()
	tick(s, Input{})
	press(t, s, "title.load")
	press(t, s, "load.slot.0")
	press(t, s, "slot.load")
	expect(t, s, "handoff")
}
