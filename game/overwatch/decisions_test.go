package overwatch

import (
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
