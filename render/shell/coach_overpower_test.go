package shell

import (
	"slices"
	"testing"

	"overdeck/render/kit"
	"overdeck/render/layout"
	"overdeck/render/platform"
	"overdeck/render/ui"
)

// followCoach plays the coached OverPower game pressing only what the
// coach offers: Next on a step that explains, the ringed button on a step
// that is a move and between steps, Skip step on the step skip. It stops
// when the coach is off or the game is over, and returns the steps shown,
// in order. It fails when the coach offers nothing while the player has
// a move to make.
func followCoach(t *testing.T, s *Shell, skip string) []string {
	t.Helper()
	var seen []string
	idle := 0
	for i := 0; i < 20000; i++ {
		st := s.Status()
		if st.Scene != "table" || !st.Coach.On {
			return seen
		}
		if st.Coach.Step != "" && (len(seen) == 0 || seen[len(seen)-1] != st.Coach.Step) {
			seen = append(seen, st.Coach.Step)
		}
		switch {
		case st.Coach.Step != "" && st.Coach.Step == skip:
			s.Press("coach.skip")
		case st.Coach.Step != "" && hasButton(s, "coach.next"):
			s.Press("coach.next")
		case st.Coach.Target != "":
			s.Press(st.Coach.Target)
		case st.Coach.Step != "":
			t.Fatalf("step %s is the player's move but points at nothing; buttons %v", st.Coach.Step, ids(s))
		case len(s.play.view().Legal) > 0 && s.play.bots.thinking == -1:
			if idle++; idle > 3 {
				t.Fatalf("the coach points at nothing while the player has a move: buttons %v", ids(s))
			}
		}
		if st.Coach.Target != "" || st.Coach.Step != "" {
			idle = 0
		}
		tick(s, Input{})
		if c := s.play.coach; c != nil && overlaps(c.panel, c.ring) {
			t.Fatalf("step %d: the coach's panel %v covers what its ring is around (%s, %v)", c.step, c.panel, c.target, c.ring)
		}
		if c := s.play.coach; c != nil {
			if o, over := drawnOver(s.last, c.panel); over {
				t.Fatalf("step %d: %v %q is drawn over the coach's panel %v", c.step, o.Rect, o.Text, c.panel)
			}
		}
	}
	t.Fatalf("the coached game did not end its script; steps %v", seen)
	return nil
}

// overlaps reports whether a and b, both drawn, share any area.
func overlaps(a, b layout.Rect) bool {
	return a.W > 0 && b.W > 0 && a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

// drawnOver returns the first thing f draws over panel after the panel
// itself that is not the panel's own content (inside it).
func drawnOver(f *ui.Frame, panel layout.Rect) (ui.Op, bool) {
	if f == nil || panel.W == 0 {
		return ui.Op{}, false
	}
	at := -1
	for i, o := range f.Ops {
		if o.Kind == ui.FillRect && o.Rect == panel {
			at = i
		}
	}
	for _, o := range f.Ops[at+1:] {
		if at >= 0 && o.Rect.W > 0 && overlaps(o.Rect, panel) && !inPanel(o.Rect, panel) {
			return o, true
		}
	}
	return ui.Op{}, false
}

// inPanel reports whether r lies within panel.
func inPanel(r, panel layout.Rect) bool {
	return r.X >= panel.X-0.5 && r.Y >= panel.Y-0.5 && r.X+r.W <= panel.X+panel.W+0.5 && r.Y+r.H <= panel.Y+panel.H+0.5
}

// coachSteps are the ids of game's coached steps.
func coachSteps(game string) []string {
	k, _ := kit.Lookup(game)
	var out []string
	for _, st := range k.Coach.Steps {
		out = append(out, st.ID)
	}
	return out
}

// walkCoach starts game's coached game at size, with the table's motion
// on or off, and follows the coach through every step of its script, in
// order (followCoach checking every frame); it returns the shell, the
// coach done.
func walkCoach(t *testing.T, game string, size [2]float64, motion bool) *Shell {
	t.Helper()
	h := newHost()
	if !motion {
		h.store.Set(SettingsKey, "speed=off\n")
	}
	s := start(t, h, platform.Launch{Game: game, Coach: true})
	s.Resize(size[0], size[1])
	tick(s, Input{})
	if seen, want := followCoach(t, s, ""), coachSteps(game); !slices.Equal(seen, want) {
		t.Fatalf("%s at %v: steps shown %v, want %v", game, size, seen, want)
	}
	return s
}

// TestCoach_OverPowerScript: following the coach, a newcomer meets every
// step of OverPower's coached game, in order, and then finishes the game
// as a normal one, the coach off.
func TestCoach_OverPowerScript(t *testing.T) {
	for _, size := range [][2]float64{{1280, 720}, {360, 640}} {
		s := walkCoach(t, "overpower", size, false)
		if size[0] > 1000 {
			finish(t, s)
		}
	}
}

// finish plays the game on to its end: the player by the coach's own
// line (kit.Coach.Point, with the coach off), the computer by itself.
func finish(t *testing.T, s *Shell) {
	t.Helper()
	k, _ := kit.Lookup(s.play.game.ID)
	for i := 0; i < 40000 && !s.play.m.Outcome().Over; i++ {
		if s.play.coach != nil {
			t.Fatal("the coach is still on after its last step")
		}
		if id := k.Coach.Point(s.play.view(), s.Buttons()); id != "" {
			s.Press(id)
		}
		tick(s, Input{})
	}
	if !s.play.m.Outcome().Over {
		t.Fatal("the game after the coach could not be finished")
	}
}

// TestCoach_OverPowerSkipEachStep: skipping any one step (its move not
// made) still leaves a game the coach goes on through, to its last step
// in the second battle (TestCoach_OverPowerScript finishes a game after
// it; finishing each of these too would double the package's time).
func TestCoach_OverPowerSkipEachStep(t *testing.T) {
	for _, id := range coachSteps("overpower") {
		t.Run(id, func(t *testing.T) {
			h := newHost()
			h.store.Set(SettingsKey, "speed=off\n")
			s := start(t, h, platform.Launch{Game: "overpower", Coach: true})
			seen := followCoach(t, s, id)
			if !slices.Contains(seen, id) || len(seen) == 0 || seen[len(seen)-1] != "concede" && !s.play.m.Outcome().Over {
				t.Fatalf("skipping %s: steps shown %v", id, seen)
			}
		})
	}
}

// TestCoach_MultiversePanelBesideTheRing: following the Multiverse's
// coached game at both sizes, the step's panel never covers what the
// ring is around (followCoach checks it after every frame).
func TestCoach_MultiversePanelBesideTheRing(t *testing.T) {
	for _, size := range [][2]float64{{1280, 720}, {360, 640}} {
		walkCoach(t, "multiverse", size, false)
	}
}

// TestCoach_OverPowerWithMotion: with the table's motion on, nothing (a
// phase's banner sliding by, a rising number) is drawn over the coach's
// panel while a step is shown (followCoach checks every frame).
func TestCoach_OverPowerWithMotion(t *testing.T) {
	walkCoach(t, "overpower", [2]float64{1280, 720}, true)
}
