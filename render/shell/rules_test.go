package shell

import (
	"slices"
	"strings"
	"testing"

	"overdeck/render/kit"
	"overdeck/render/platform"
	"overdeck/render/ui"
)

// TestRules_LongTextInLegiblePages: the Overwatch rules, far longer than a
// screen, are drawn at a legible size on pages; Previous and Next walk
// through them, each disabled at its end, and every word of the rules is
// on some page.
func TestRules_LongTextInLegiblePages(t *testing.T) {
	h := newHost()
	s := start(t, h, platform.Launch{})
	toSetup(t, s)
	press(t, s, "setup.start")
	press(t, s, "handoff.ready")
	press(t, s, "table.menu")
	f := press(t, s, "pause.rules")
	expect(t, s, "rules")
	if enabled(s, "rules.prev") || !enabled(s, "rules.next") {
		t.Fatalf("first page buttons %v", ids(s))
	}
	var shown strings.Builder
	pages := 0
	for {
		pages++
		for _, o := range f.Ops {
			if o.Kind == ui.TextLine && o.Size >= minRulesText && !slices.Contains([]string{"Overwatch Card Game: the rules", "Previous", "Back", "Next", "Search"}, o.Text) {
				shown.WriteString(o.Text + " ")
			}
			if o.Kind == ui.TextLine && o.Size < minRulesText {
				t.Fatalf("page %d: %q drawn at size %v", pages, o.Text, o.Size)
			}
		}
		if !strings.Contains(label(s, "rules.next"), "of") || pages > 50 {
			t.Fatalf("page %d: next %q", pages, label(s, "rules.next"))
		}
		if !s.Press("rules.next") {
			break
		}
		f = tick(s, Input{})
	}
	if pages < 2 {
		t.Fatalf("the rules fit on %d page", pages)
	}
	k, _ := kit.Lookup("overwatch")
	if want, got := strings.Fields(k.Rules), strings.Fields(shown.String()); len(got) != len(want) {
		t.Errorf("%d words shown over %d pages, the rules have %d", len(got), pages, len(want))
	}
	press(t, s, "rules.prev")
	if !enabled(s, "rules.prev") || !enabled(s, "rules.next") {
		t.Error("Previous or Next is disabled on the page before the last")
	}
	press(t, s, "back")
	expect(t, s, "pause")
}

// enabled reports whether the last frame has button id, enabled.
func enabled(s *Shell, id string) bool {
	for _, b := range s.Buttons() {
		if b.ID == id {
			return b.Enabled
		}
	}
	return false
}
