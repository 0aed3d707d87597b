package ai

import (
	"testing"
	"time"

	"overdeck/engine"
)

// counting is a search that only counts its iterations.
type counting struct{ n int }

func (c *counting) iterate()              { c.n++ }
func (c *counting) choose() engine.Action { return engine.KeyedAction{Code: "x"} }

// fakeThinker returns a thinker whose clock moves 100µs at every reading.
func fakeThinker(maxIters int, maxTime time.Duration) (*thinker, *counting) {
	c := &counting{}
	now := time.Unix(0, 0)
	clock := func() time.Time {
		now = now.Add(100 * time.Microsecond)
		return now
	}
	return &thinker{search: c, maxIters: maxIters, maxTime: maxTime, clock: clock}, c
}

// TestStepStoppingRule checks, on a fake clock, that a step begins no
// iteration that, at the search's mean iteration time (every iteration
// takes the same here), would end past its budget (and runs at least one), that the time budget counts only time
// inside Step, and that the iteration budget is exact.
func TestStepStoppingRule(t *testing.T) {
	th, c := fakeThinker(10, 0)
	// Each iteration reads the clock once: 100µs. A 250µs step runs 2: a
	// third would end at 300µs.
	if th.Step(250*time.Microsecond) || c.n != 2 || th.Choice() != nil {
		t.Fatalf("first step: done early or %d iterations, want 2", c.n)
	}
	if th.Step(300*time.Microsecond) || c.n != 4 {
		t.Fatalf("a 300µs step: %d iterations in all, want 4 (a third would end at the budget)", c.n)
	}
	if th.Step(time.Nanosecond) || c.n != 5 {
		t.Fatalf("a step shorter than an iteration: %d iterations in all, want 5 (one more)", c.n)
	}
	if !th.Step(0) || c.n != 10 || th.Choice() == nil {
		t.Fatalf("Step(0): %d iterations, want all 10 and a choice", c.n)
	}
	if !th.Step(time.Second) || c.n != 10 {
		t.Fatal("a finished thinker searched on")
	}
	if st := th.Stats(); st.Iterations != 10 || st.Spent != time.Millisecond {
		t.Errorf("stats %+v, want 10 iterations in 1ms", st)
	}

	th, c = fakeThinker(1000, 450*time.Microsecond)
	th.Step(200 * time.Microsecond) // 2 iterations, 200µs spent
	if !th.Step(0) || c.n != 5 {
		t.Errorf("a 450µs search ran %d iterations of 100µs, want 5", c.n)
	}
	th, c = fakeThinker(1000, 0)
	th.Step(-time.Second)
	if c.n != 1000 {
		t.Errorf("a negative budget ran %d iterations, want all 1000", c.n)
	}
}

// TestStepStoppingRule_VaryingIterations: where iterations vary, the guess
// of the next one's time is the mean plus one standard deviation. On a
// fake clock where iterations take 100µs and 500µs in turn, a 1ms step
// stops after two (600µs, as a third may take 500µs: 300 + 200); the mean
// alone (300µs) would have begun two more and ended at 1.2ms.
func TestStepStoppingRule_VaryingIterations(t *testing.T) {
	c := &counting{}
	now, readings := time.Unix(0, 0), 0
	clock := func() time.Time {
		readings++
		if readings%2 == 0 { // the end of the 1st, 3rd, … iteration of the step
			now = now.Add(100 * time.Microsecond)
		} else if readings > 1 {
			now = now.Add(500 * time.Microsecond)
		}
		return now
	}
	th := &thinker{search: c, maxIters: 100, clock: clock}
	if th.Step(time.Millisecond) || c.n != 2 {
		t.Fatalf("a 1ms step ran %d iterations, want 2", c.n)
	}
	if st := th.Stats(); st.Spent != 600*time.Microsecond {
		t.Errorf("%v spent, want 600µs", st.Spent)
	}
}

// piecewise is a search whose iterations are three pieces each.
type piecewise struct{ pieces int }

func (p *piecewise) iterate() {
	for !p.piece() {
	}
}
func (p *piecewise) piece() bool           { p.pieces++; return p.pieces%3 == 0 }
func (p *piecewise) choose() engine.Action { return engine.KeyedAction{Code: "x"} }

// TestStep_StopsInsideAnIteration: a search in pieces (Hard's tree) stops
// an iteration between pieces once the slice's budget is reached (the
// clock read every second piece), goes on with it at the next step, and
// counts that iteration's time whole, across both, when it ends. On a
// fake clock moving 100µs at every reading: the first 50µs step runs two
// pieces and stops (200µs spent); the second ends the iteration with its
// third piece, which has then taken 300µs.
func TestStep_StopsInsideAnIteration(t *testing.T) {
	th, _ := fakeThinker(10, 0)
	p := &piecewise{}
	th.search = p
	if th.Step(50*time.Microsecond) || p.pieces != 2 || th.Stats().Iterations != 0 || th.Stats().Spent != 200*time.Microsecond {
		t.Fatalf("first step: %d pieces, %+v; want 2 pieces, no iteration, 200µs spent", p.pieces, th.Stats())
	}
	if th.Step(50*time.Microsecond) || p.pieces != 3 || th.Stats().Iterations != 1 {
		t.Fatalf("second step: %d pieces, %+v; want the iteration ended by its third piece", p.pieces, th.Stats())
	}
	if th.times.n != 1 || time.Duration(th.times.mean) != 300*time.Microsecond || th.partial != 0 {
		t.Errorf("the iteration counted %v over %d iterations (partial %v), want 300µs over 1", time.Duration(th.times.mean), th.times.n, th.partial)
	}
	if !th.Step(0) || p.pieces != 30 || th.Stats().Iterations != 10 {
		t.Errorf("Step(0): %d pieces, %+v; want all 10 iterations of 3", p.pieces, th.Stats())
	}
}
