package overwatch

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

func TestDecision_TeleporterNeverReturnsSymmetra(t *testing.T) {
	f := setup(t)
	foes(f)
	s := f.put(1, "Symmetra", Middle, 1)
	f.play("Symmetra", Front, 0, "a")
	want(t, "an enemy Symmetra is not offered", f.has(tk(s)), false)
	want(t, "others are", f.has("t1"), true)
	for len(f.g.P[1].Hand) < HandLimit {
		f.g.P[1].Hand = append(f.g.P[1].Hand, 0)
	}
	want(t, "not to a full hand", f.has("t1"), false)
}

func TestHelp_EveryDecisionNamesItsTest(t *testing.T) {
	all := ""
	for _, s := range Rules {
		all += s.Text
	}
	for _, must := range []string{"draw", "both win", "six", "empty", "first"} {
		if !strings.Contains(all, must) {
			t.Errorf("help does not mention %q", must)
		}
	}
}

// TestHelp_TestNamesAreRealAndHiddenFromPlayers: every test a help section
// names in brackets is a test of this package (a subtest by its parent),
// and the text a player reads has no bracket left.
func TestHelp_TestNamesAreRealAndHiddenFromPlayers(t *testing.T) {
	var src strings.Builder
	files, _ := filepath.Glob("*_test.go")
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		src.Write(b)
	}
	named := 0
	for _, h := range Rules {
		for _, m := range regexp.MustCompile(`\[(Test[^\]/]+)[^\]]*\]`).FindAllStringSubmatch(h.Text, -1) {
			named++
			if !strings.Contains(src.String(), "func "+m[1]+"(") {
				t.Errorf("%s names %s, which is no test of this package", h.Title, m[1])
			}
		}
		if p := h.Plain(); strings.Contains(p, "[") || strings.Contains(p, "Test") || strings.Contains(p, "  ") {
			t.Errorf("%s reads %q", h.Title, p)
		}
	}
	if named < 10 {
		t.Errorf("only %d tests named in the help", named)
	}
}
