package shell

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"overdeck/render/kit"
	"overdeck/render/platform"
	"overdeck/render/ui"
)

// foundLine is the line that says what a search found.
var foundLine = regexp.MustCompile(`^(\d+ matches|1 match|No match) for '`)

// rulesShown walks the rules screen's pages from the one shown and
// returns the words of the rules text drawn on them (button texts and
// the heading left out) and every line drawn.
func rulesShown(t *testing.T, s *Shell) (words []string, lines []string) {
	t.Helper()
	f := tick(s, Input{})
	for pages := 1; ; pages++ {
		for _, o := range f.Ops {
			if o.Kind != ui.TextLine || o.Text == "" {
				continue
			}
			lines = append(lines, o.Text)
			if !slices.Contains([]string{"Overwatch Card Game: the rules", "Previous", "Back", "Next", "Search", "Show all"}, o.Text) &&
				!foundLine.MatchString(o.Text) {
				words = append(words, strings.Fields(o.Text)...)
			}
		}
		if pages > 50 {
			t.Fatal("more than 50 pages of rules")
		}
		if !s.Press("rules.next") {
			return words, lines
		}
		f = tick(s, Input{})
	}
}

// TestRulesSearch_ShowsOnlyTheEntriesHoldingTheWord: the rules screen has
// a Search button; the word typed ("ULTIMATE", any case) leaves only the
// paragraphs of the rules and the keywords whose text holds it, each
// whole, with "N matches for 'ULTIMATE'"; a word nothing holds says so
// plainly with Show all beside it; Show all brings back every word of the
// rules.
func TestRulesSearch_ShowsOnlyTheEntriesHoldingTheWord(t *testing.T) {
	h := newHost()
	h.typed = []typed{{text: "ULTIMATE"}, {text: "zzqx"}}
	s := start(t, h, platform.Launch{})
	toSetup(t, s)
	press(t, s, "setup.start")
	press(t, s, "handoff.ready")
	press(t, s, "table.menu")
	press(t, s, "pause.rules")
	k, _ := kit.Lookup("overwatch")
	var want []string // the words of every paragraph and keyword holding "ultimate"
	n := 0
	for _, p := range strings.Split(k.Rules, "\n") {
		if strings.HasPrefix(p, "Keywords.") {
			for _, g := range k.Keywords {
				if strings.Contains(strings.ToLower(g[0]+" "+g[1]), "ultimate") {
					want, n = append(want, strings.Fields(g[0]+": "+g[1])...), n+1
				}
			}
		} else if strings.Contains(strings.ToLower(p), "ultimate") {
			want, n = append(want, strings.Fields(p)...), n+1
		}
	}
	if n < 3 || len(k.Keywords) == 0 {
		t.Fatalf("the Overwatch rules hold 'ultimate' in %d entries, keywords %d", n, len(k.Keywords))
	}
	press(t, s, "rules.search")
	words, lines := rulesShown(t, s)
	if !slices.Equal(words, want) {
		t.Errorf("the search shows %d words, the %d entries holding the word have %d:\n%q", len(words), n, len(want), strings.Join(words, " "))
	}
	if status := itoa(n) + " matches for 'ULTIMATE'"; !slices.Contains(lines, status) {
		t.Errorf("no %q among %q", status, lines)
	}
	if !slices.Contains(h.asked, "Search the rules for a word []") {
		t.Errorf("asked %q", h.asked)
	}
	press(t, s, "rules.search")
	words, lines = rulesShown(t, s)
	if !slices.Contains(lines, "No match for 'zzqx'") || !strings.Contains(strings.Join(words, " "), "No part of the rules has 'zzqx'") {
		t.Errorf("a word nothing holds: %q", lines)
	}
	if !enabled(s, "rules.all") {
		t.Errorf("no Show all with no match: %v", ids(s))
	}
	press(t, s, "rules.all")
	if words, _ = rulesShown(t, s); len(words) != len(strings.Fields(k.Rules)) {
		t.Errorf("Show all shows %d words, the rules have %d", len(words), len(strings.Fields(k.Rules)))
	}
	if enabled(s, "rules.all") {
		t.Error("Show all is still offered with the whole rules shown")
	}
}

// TestKeywordSearch_TableAsksThroughTheHost: the shell gives a table
// that searches its keyword help (kit.Asking) its host, so that the help's
// Search asks the page for the word: the OverPower table, searched for
// "negate", shows "2 matches for 'negate'".
func TestKeywordSearch_TableAsksThroughTheHost(t *testing.T) {
	h := newHost()
	h.typed = []typed{{text: "negate"}}
	s := start(t, h, platform.Launch{Game: "overpower", Mode: "computer"})
	for i := 0; i < 5 && s.Status().Scene != "table"; i++ {
		tick(s, Input{})
	}
	expect(t, s, "table")
	press(t, s, "table.help")
	f := press(t, s, "table.help.search")
	if !slices.Contains(h.asked, "Search the keywords for a word []") {
		t.Fatalf("asked %q", h.asked)
	}
	f = tick(s, Input{})
	if !slices.ContainsFunc(f.Ops, func(o ui.Op) bool { return o.Kind == ui.TextLine && o.Text == "2 matches for 'negate'" }) {
		t.Errorf("the table's keyword help does not show the search's matches")
	}
}
