package shell

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/render/kit"
	"overdeck/render/platform"
	"overdeck/render/ui"
)

// drawn returns the texts f draws (not the mirror's labels).
func drawn(f *ui.Frame) []string {
	var out []string
	for _, o := range f.Ops {
		if o.Kind == ui.TextLine {
			out = append(out, o.Text)
		}
	}
	return out
}

// TestNames_LogAsShown plays Goofspiel, OverRealm, Overwatch and OverPower
// against the computer and hot-seat with typed names, random moves for
// both seats, and after every move reads what the table draws: its
// status lines, each step of a reveal, and the game log opened in full.
// No drawn text may call a seat "Player 1" or "Player 2" (the log keeps
// those words; the tables name the seats when they show it), and the log
// must say "You" (or the typed name) somewhere.
func TestNames_LogAsShown(t *testing.T) {
	seatWord := regexp.MustCompile(`\bPlayer [12]\b`)
	for _, g := range []string{"goofspiel", "overrealm", "overwatch", "overpower"} {
		for _, mode := range []string{"computer", "hotseat"} {
			h := newHost()
			h.store.Set(SettingsKey, "speed=off\n")
			s := start(t, h, platform.Launch{})
			gm, _ := engine.Lookup(g)
			k, _ := kit.Lookup(g)
			setup := k.DefaultSetup().With(OptMode, mode).With(OptLevel, "easy").With(OptHuman, "0")
			want := "You"
			if mode == "hotseat" {
				setup, want = setup.With(OptName+"0", "Ann").With(OptName+"1", "Bo"), "Bo"
			}
			m, err := engine.NewMatch(gm, setup, 11)
			if err != nil {
				t.Fatal(err)
			}
			s.begin(m, true)
			rng := rand.New(rand.NewPCG(11, 15))
			bad := map[string]bool{}
			found := false
			read := func(f *ui.Frame) {
				for _, x := range drawn(f) {
					if seatWord.MatchString(x) {
						bad[x] = true
					}
					found = found || strings.Contains(x, want)
				}
			}
			for moves := 0; moves < 150 && s.Status().Scene != "gameover"; {
				switch {
				case hasButton(s, "handoff.ready"):
					press(t, s, "handoff.ready")
					continue
				case hasButton(s, "table.step.next"):
					read(press(t, s, "table.step.next"))
					continue
				}
				read(tick(s, Input{}))
				if hasButton(s, "table.log") {
					read(press(t, s, "table.log"))
					if hasButton(s, "table.close") {
						press(t, s, "table.close")
					}
				}
				w := s.play.m.Waiting()
				if len(w) == 0 {
					continue
				}
				l := s.play.m.Legal(w[0])
				if err := s.apply(w[0], l[rng.IntN(len(l))].Key()); err != nil {
					t.Fatal(err)
				}
				moves++
			}
			for x := range bad {
				t.Errorf("%s, %s: the table draws %q", g, mode, x)
			}
			if !found {
				t.Errorf("%s, %s: no drawn text says %q", g, mode, want)
			}
		}
	}
}
