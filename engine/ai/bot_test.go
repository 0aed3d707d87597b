package ai_test

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"overdeck/engine"
	"overdeck/engine/ai"
	"overdeck/game/goofspiel"
)

func opening(t testing.TB, n int, seed uint64) *engine.Match {
	t.Helper()
	m, err := engine.NewMatch(goofspiel.Game, cards(n), seed)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestLegalEverywhere walks random games of every size and asks every level
// for a move at every decision, before and after the other seat has chosen.
func TestLegalEverywhere(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for game := 0; game < 12; game++ {
		m := opening(t, 3+game%11, uint64(game))
		for !m.Outcome().Over {
			for _, s := range m.Waiting() {
				v := m.View(s)
				for _, b := range peekBots(rng.Uint64()) {
					b.Iterations = min(b.Iterations, 40)
					a := b.Choose(v)
					if a == nil {
						t.Fatalf("%v returned no action for %v with %d legal", b, s, len(v.Legal))
					}
					if _, ok := engine.FindKey(v.Legal, a.Key()); !ok {
						t.Fatalf("%v chose %q, not among %v's legal actions", b, a.Key(), s)
					}
				}
				legal := m.Legal(s)
				if err := m.ApplyKey(s, legal[rng.IntN(len(legal))].Key()); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

// TestNothingToChoose: a seat that has already chosen, or a finished game,
// gets no action and a thinker that is done at once.
func TestNothingToChoose(t *testing.T) {
	m := opening(t, 5, 1)
	if err := m.ApplyKey(0, "b5"); err != nil {
		t.Fatal(err)
	}
	th := bot(ai.Hard, 100, 1).Start(m.View(0))
	if !th.Step(time.Millisecond) || th.Choice() != nil {
		t.Errorf("a seat that has chosen got %v", th.Choice())
	}
	if a := bot(ai.Normal, 100, 1).Choose(m.View(1)); a == nil {
		t.Error("the other seat got no action")
	}
}

// TestTimeSlicing: short Steps return quickly, and many of them reach the
// same choice, after the same number of iterations, as one Choose.
func TestTimeSlicing(t *testing.T) {
	v := opening(t, 13, 5).View(1)
	for _, l := range []ai.Level{ai.Easy, ai.Normal, ai.Hard} {
		b := bot(l, 0, 9)
		b.Iterations = map[ai.Level]int{ai.Easy: 40, ai.Normal: 3000, ai.Hard: 6000}[l]
		whole := b.Start(v)
		if !whole.Step(0) {
			t.Fatalf("%v: Step(0) did not finish", b)
		}
		sliced := b.Start(v)
		var took []time.Duration
		for done := false; !done; {
			start := time.Now()
			done = sliced.Step(200 * time.Microsecond)
			took = append(took, time.Since(start))
			if !done && sliced.Choice() != nil {
				t.Fatalf("%v: a choice before the search is done", b)
			}
		}
		steps := len(took)
		if sliced.Choice().Key() != whole.Choice().Key() || sliced.Stats().Iterations != whole.Stats().Iterations {
			t.Errorf("%v: %d steps chose %v after %d iterations, one step %v after %d", b, steps,
				sliced.Choice(), sliced.Stats().Iterations, whole.Choice(), whole.Stats().Iterations)
		}
		if l != ai.Easy && steps < 3 {
			t.Errorf("%v: only %d steps of 200µs for %v", b, steps, whole.Stats().Spent)
		}
		// A busy machine can stall any one step; the median shows whether
		// steps stop near their budget. (thinker_test.go checks the exact
		// stopping rule with a fake clock.)
		slices.Sort(took)
		median := took[len(took)/2]
		if median > 5*time.Millisecond {
			t.Errorf("%v: 200µs steps took %v (median)", b, median)
		}
		t.Logf("%v: %d steps, median %v, slowest %v, %d iterations in %v", b, steps, median, took[steps-1],
			whole.Stats().Iterations, whole.Stats().Spent)
	}
}

// TestTimeSlicing_StopsInsideAnIteration: Hard's tree stops an iteration
// between its pieces when a step's budget is reached, and the search so
// sliced, iterations spread over many more steps than there are of them,
// reaches the same choice after the same iterations as one Choose.
func TestTimeSlicing_StopsInsideAnIteration(t *testing.T) {
	v := opening(t, 13, 5).View(1)
	b := bot(ai.Hard, 0, 9)
	b.Iterations = 300
	whole := b.Start(v)
	whole.Step(0)
	sliced := b.Start(v)
	steps := 0
	for !sliced.Step(time.Nanosecond) {
		steps++
	}
	if steps < 2*sliced.Stats().Iterations {
		t.Errorf("%d steps of 1ns for %d iterations: the steps did not stop inside iterations", steps, sliced.Stats().Iterations)
	}
	if sliced.Choice().Key() != whole.Choice().Key() || sliced.Stats().Iterations != whole.Stats().Iterations {
		t.Errorf("in %d steps: chose %v after %d iterations; at once %v after %d", steps,
			sliced.Choice(), sliced.Stats().Iterations, whole.Choice(), whole.Stats().Iterations)
	}
}

// TestTimeBudget: with a time limit and a huge iteration budget, the search
// stops on time.
func TestTimeBudget(t *testing.T) {
	b := bot(ai.Hard, 1<<30, 1)
	b.Time = 20 * time.Millisecond
	th := b.Start(opening(t, 13, 2).View(0))
	for !th.Step(2 * time.Millisecond) {
	}
	st := th.Stats()
	// The upper bound is loose: a busy machine can stall the last iteration.
	if st.Spent < b.Time || st.Spent > b.Time+time.Second || st.Iterations < 1 {
		t.Errorf("a 20ms search spent %v over %d iterations", st.Spent, st.Iterations)
	}
	if th.Choice() == nil {
		t.Error("no choice after the time ran out")
	}
}

// TestSameViewSameChoice: the choice is a function of seed and view.
func TestSameViewSameChoice(t *testing.T) {
	v1, v2 := opening(t, 13, 8).View(0), opening(t, 13, 8).View(0)
	seen := map[string]bool{}
	for seed := uint64(0); seed < 10; seed++ {
		b := bot(ai.Normal, 200, seed)
		x, y := b.Choose(v1), b.Choose(v2)
		if x.Key() != y.Key() {
			t.Errorf("seed %d: %v then %v on equal views", seed, x, y)
		}
		seen[bot(ai.Random, 0, seed).Choose(v1).Key()] = true
	}
	if len(seen) < 4 {
		t.Errorf("Random made only %d different choices over 10 seeds", len(seen))
	}
}

func TestParseLevel(t *testing.T) {
	for l := ai.Random; l <= ai.Hard; l++ {
		got, err := ai.ParseLevel(l.String())
		if err != nil || got != l {
			t.Errorf("ParseLevel(%q) = %v, %v", l.String(), got, err)
		}
	}
	if l, err := ai.ParseLevel("HARD"); err != nil || l != ai.Hard {
		t.Errorf("ParseLevel(HARD) = %v, %v", l, err)
	}
	if _, err := ai.ParseLevel("expert"); !errors.Is(err, ai.ErrUnknownLevel) {
		t.Errorf("ParseLevel(expert) error %v, want ErrUnknownLevel", err)
	}
}

func TestStartNeedsGame(t *testing.T) {
	v := opening(t, 5, 1).View(0)
	if a := (ai.Bot{Level: ai.Random}).Choose(v); a == nil {
		t.Error("Random without a game chose nothing")
	}
	defer func() {
		if recover() == nil {
			t.Error("a Hard bot without a game did not panic")
		}
	}()
	ai.Bot{Level: ai.Hard}.Start(v)
}

func TestPlayChecksSeats(t *testing.T) {
	if _, _, err := ai.Play(goofspiel.Game, cards(5), 1, []ai.Bot{bot(ai.Random, 0, 1)}); err == nil {
		t.Error("one bot for two seats was accepted")
	}
	out, tot, err := ai.Play(goofspiel.Game, cards(5), 1, []ai.Bot{bot(ai.Random, 0, 1), bot(ai.Easy, 0, 2)})
	if err != nil || !out.Over || tot[0].Moves != 5 || tot[1].Moves != 5 {
		t.Errorf("Play: %+v, %+v, %v", out, tot, err)
	}
}
