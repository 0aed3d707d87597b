package overrealm

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"overdeck/engine"
)

// TestTrace_StepsThroughTheResolution: after a turn played through a match,
// the view's trace holds the turn's public log lines in order, windows in
// the rulebook's order, and boards that end as the state is.
func TestTrace_StepsThroughTheResolution(t *testing.T) {
	st, lines := turnLog(t, `team 0 Cleansitoad Galeaffy Flexferno
team 1 Galeaffy Shaleshell Steamie
hand 0 Cleansitoad/2 Cleansitoad/3 Galeaffy/2
deck 0 Galeaffy/1 Galeaffy/3 Galeaffy/0
hand 1 empty
deck 1 Steamie/0 Steamie/1`, "m1:bCleansitoad/3,Cleansitoad/2:dGaleaffy/2", "swr")
	v := st.View(0).(*View)
	if len(v.Trace) == 0 || v.TraceTurn != st.Turn-1 {
		t.Fatalf("trace of %d steps for turn %d (now %d)", len(v.Trace), v.TraceTurn, st.Turn)
	}
	var public []string
	for _, l := range lines {
		if !strings.HasPrefix(l, "You ") {
			public = append(public, l)
		}
	}
	var texts []string
	for i, s := range v.Trace {
		texts = append(texts, s.Text)
		if i > 0 && s.Window < v.Trace[i-1].Window {
			t.Fatalf("step %d (%s) in window %s after %s", i, s.Text, WindowName(s.Window), WindowName(v.Trace[i-1].Window))
		}
	}
	if !slices.Equal(texts, public) {
		t.Fatalf("trace %q\nlog %q", texts, public)
	}
	want := map[string]uint8{"reveals": WinReveal, "switches": WinSwitch, "uses Typhoon": WinBySpeed, "draws": WinEnd}
	for _, s := range v.Trace {
		for k, w := range want {
			if strings.Contains(s.Text, k) && s.Window != w {
				t.Fatalf("%q in window %s, want %s", s.Text, WindowName(s.Window), WindowName(w))
			}
		}
	}
	last := v.Trace[len(v.Trace)-1]
	for i := range st.P {
		for k, m := range st.P[i].Mons {
			if last.HP[i][k] != m.HP {
				t.Fatalf("last step: seat %d monster %d HP %d, state %d", i, k, last.HP[i][k], m.HP)
			}
		}
		if last.HandN[i] != int8(len(st.P[i].Hand)) || last.Active[i] != st.P[i].Spot[0] {
			t.Fatalf("last step: seat %d hand %d active %d", i, last.HandN[i], last.Active[i])
		}
	}
	hit := slices.IndexFunc(v.Trace, func(s Step) bool { return strings.Contains(s.Text, "deals") })
	if hit < 1 || v.Trace[hit].HP[1][2] != v.Trace[hit-1].HP[1][2]-4 {
		t.Fatalf("the damage step does not show Steamie losing 4 HP: %+v", v.Trace)
	}
}

// TestTrace_TellsDrawsOnlyToTheDrawer: a draw is logged publicly as a count
// and privately with the cards; no log line shows a flip glyph or a card code.
func TestTrace_TellsDrawsOnlyToTheDrawer(t *testing.T) {
	m, _ := midGame(t, 5, 6)
	for _, e := range m.Log() {
		if strings.ContainsAny(e.Text, "✔✘") || cardRef.MatchString(e.Text) {
			t.Fatalf("log line %q", e.Text)
		}
		if strings.HasPrefix(e.Text, "You draw") != (e.Seat != engine.NoSeat) {
			t.Fatalf("entry %q for seat %v", e.Text, e.Seat)
		}
	}
	for c := uint8(0); c < StdCard+2; c++ {
		if c < uint8(4*len(monsters)) || c >= StdCard {
			if n := CardName(c); n == "" || strings.Contains(n, "/") {
				t.Fatalf("card %d named %q", c, n)
			}
		}
	}
}

// TestHidden_TraceLeaksNoDraw: the trace is in every view; two games that
// differ only in the order of seat 1's deck give seat 0 the same view bytes
// after a turn in which seat 1 draws.
func TestHidden_TraceLeaksNoDraw(t *testing.T) {
	play := func(swap bool) []byte {
		m := dealt(t, 4, [2][3]string{{"Galeaffy", "Steamie", "Shaleshell"}, {"Drownigator", "Americaw", "Stallagrowth"}})
		d := m.Rules().(*State).P[1].Deck
		if swap {
			i := slices.IndexFunc(d, func(c uint8) bool { return !same(c, d[0]) })
			d[0], d[i] = d[i], d[0]
		}
		must(m.ApplyKey(0, "draw"))
		must(m.ApplyKey(1, "draw"))
		if len(m.View(0).State.(*View).Trace) == 0 {
			t.Fatal("no trace")
		}
		return viewBytes(t, m, 0)
	}
	if !bytes.Equal(play(false), play(true)) {
		t.Fatal("seat 0's view shows which cards seat 1 drew")
	}
}
