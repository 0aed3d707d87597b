package multiverse

import (
	"slices"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/game/multiverse"
	"overdeck/render/kit"
)

// coachRun plays coached game c as the shell shows it (kit.Coach): a step
// is looked for once the one before was shown, shown when its situation
// is on the table; a step with Next is closed at once, a step that is a
// move is made by pressing what it points at (then the ring's move);
// between steps the ring's move is made. It draws the table at size and
// presses only the buttons the coach points at, and returns the steps in
// the order shown, the match, and a problem ("" for none).
func coachRun(c *kit.Coach, size [2]float64, moves int) ([]string, *engine.Match, string) {
	shown, m, _, problem := coachRunPoints(c, size, moves)
	return shown, m, problem
}

// coachRunPoints is coachRun, with what each step pointed at when it was
// shown.
func coachRunPoints(c *kit.Coach, size [2]float64, moves int) ([]string, *engine.Match, map[string]string, string) {
	points := map[string]string{}
	setup := engine.Setup{}
	for _, o := range Options() {
		setup = setup.With(o.Key, o.Default)
	}
	for _, o := range c.Setup.Options {
		setup = setup.With(o.Key, o.Value)
	}
	m, err := engine.NewMatch(multiverse.Game, setup, c.Seed)
	if err != nil {
		return nil, nil, points, err.Error()
	}
	tb := New()
	var shown []string
	step, on := 0, false // the step looked for, and whether it is on screen
	for n := 0; n < moves && !m.Outcome().Over; n++ {
		v := m.View(0)
		if !on && step < len(c.Steps) && c.Steps[step].Applies(v) {
			on = true
			shown = append(shown, c.Steps[step].ID)
		}
		f := drawFor(tb, v, size[0], size[1])
		live := f.Buttons // what the shell hands the coach: every button drawn
		if on {
			if _, seen := points[c.Steps[step].ID]; !seen {
				points[c.Steps[step].ID] = c.Steps[step].Pointing(v, live)
			}
		}
		if on && !c.Steps[step].Do {
			if id := c.Steps[step].Pointing(v, live); id != "" {
				if _, ok := f.Find(id); !ok {
					return shown, m, points, "step " + c.Steps[step].ID + " points at " + id + ", which is not drawn"
				}
			}
			step, on = step+1, false // Next
			continue
		}
		id := ""
		if on {
			id = c.Steps[step].Pointing(v, live)
		} else {
			id = c.Point(v, live)
		}
		if id == "" {
			return shown, m, points, "the coach points at nothing at move " + itoa(n) + "; buttons " + strings.Join(enabledIDs(f), " ")
		}
		if b, ok := f.Find(id); !ok || !b.Enabled {
			return shown, m, points, "the coach points at " + id + ", not an enabled button"
		}
		key, ok := tb.Action(id, v)
		if !ok {
			continue
		}
		if err := m.ApplyKey(0, key); err != nil {
			return shown, m, points, err.Error()
		}
		if on {
			step, on = step+1, false // the step's move is made
		}
	}
	return shown, m, points, ""
}

// TestCoach_EveryStepInOrder: following only what the coach points at,
// at 1280x720 and at 360x640, the Multiverse's coached game shows every
// step of its script, in order, before the game ends, each pointing at
// the part of the table it talks about (a button drawn there).
func TestCoach_EveryStepInOrder(t *testing.T) {
	c := Coach()
	var want []string
	for _, s := range c.Steps {
		want = append(want, s.ID)
	}
	for _, size := range [][2]float64{{1280, 720}, {360, 640}} {
		shown, m, points, problem := coachRunPoints(c, size, 400)
		if problem != "" {
			t.Fatalf("at %v: %s (steps shown %v)", size, problem, shown)
		}
		for _, id := range want {
			if points[id] == "" {
				t.Errorf("at %v: step %s points at nothing (%v)", size, id, points)
			}
		}
		if !slices.Equal(shown, want) {
			t.Fatalf("at %v: steps shown %v, want %v; outcome %+v", size, shown, want, m.Outcome())
		}
	}
}

// TestCoach_DealIsPatrolWithoutChampion: the coached game is the
// gentlest level, with no Champion, at a fixed seed.
func TestCoach_DealIsPatrolWithoutChampion(t *testing.T) {
	c := Coach()
	if c.Setup.Get(multiverse.OptLevel, "") != "Patrol" || c.Setup.Get(multiverse.OptChampion, "") != "none" || c.Seed == 0 {
		t.Fatalf("coach deal %+v seed %d", c.Setup, c.Seed)
	}
}
