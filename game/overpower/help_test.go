package overpower

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestHelp_TestNamesAreRealAndHiddenFromPlayers: every test a help section
// names in brackets is a test of this package, and the text a player reads
// has no bracket left.
func TestHelp_TestNamesAreRealAndHiddenFromPlayers(t *testing.T) {
	var src strings.Builder
	files, _ := filepath.Glob("*_test.go")
	for _, f := range files {
		b, _ := os.ReadFile(f)
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
		if p := h.Plain(); strings.Contains(p, "[") || strings.Contains(p, "Test") {
			t.Errorf("%s reads %q", h.Title, p)
		}
	}
	if named < 10 {
		t.Errorf("only %d tests named in the help", named)
	}
}

// TestDecks_ReadyMadeAreLegal: every ready-made deck passes CheckDeck.
func TestDecks_ReadyMadeAreLegal(t *testing.T) {
	if len(Decks) < 4 {
		t.Fatalf("%d ready-made decks", len(Decks))
	}
	for _, d := range Decks {
		if p := CheckDeck(d, ModeVenture); len(p) != 0 {
			t.Errorf("%s: %v", d.Name, p)
		}
	}
}
