package overpower

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"testing"

	"overdeck/engine"
)

// midMatch plays n random decisions of a match.
func midMatch(t testing.TB, seed uint64, n int) *engine.Match {
	t.Helper()
	m, err := engine.NewMatch(Game, engine.Setup{}.With("deck0", "cult").With("deck1", "monsters"), seed)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 5))
	for i := 0; i < n && !m.Outcome().Over; i++ {
		s := m.Waiting()[0]
		l := m.Legal(s)
		if err := m.Apply(s, l[rng.IntN(len(l))]); err != nil {
			t.Fatal(err)
		}
	}
	return m
}

func viewBytes(t testing.TB, m *engine.Match, s engine.Seat) []byte {
	t.Helper()
	b, err := m.View(s).MarshalMsg(nil)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestHidden_ViewLeaksNothing: swapping a card of the other hand with one
// of its Draw Pile, reordering both Draw Piles, changing the other's
// face-down Event and the other's cards in a choice leave a seat's view
// bytes (log and legal moves included) unchanged, at every decision of
// several matches.
func TestHidden_ViewLeaksNothing(t *testing.T) {
	checked := 0
	for seed := uint64(1); seed <= 6; seed++ {
		m := midMatch(t, seed, 0)
		rng := rand.New(rand.NewPCG(seed, 8))
		for step := 0; step < 300 && !m.Outcome().Over; step++ {
			g := m.Rules().(*State)
			for me := engine.Seat(0); me < 2; me++ {
				o := &g.P[1-me]
				before := viewBytes(t, m, me)
				saved := g.Clone().(*State)
				if h := unknown(g, int(1-me)); len(h) > 0 && len(o.Draw) > 0 {
					k := slices.Index(o.Hand, h[0])
					o.Hand[k], o.Draw[0] = o.Draw[0], o.Hand[k]
				}
				slices.Reverse(g.P[0].Draw)
				slices.Reverse(g.P[1].Draw)
				if o.Event != 0 && len(o.Draw) > 0 {
					o.Event, o.Draw[len(o.Draw)-1] = o.Draw[len(o.Draw)-1], o.Event
				}
				if !bytes.Equal(before, viewBytes(t, m, me)) {
					t.Fatalf("seed %d step %d: seat %v's view changed with hidden cards (phase %d step %d)", seed, step, me, g.Phase, g.Ex.Step)
				}
				g.CopyFrom(saved)
				checked++
			}
			s := m.Waiting()[0]
			l := m.Legal(s)
			if err := m.Apply(s, l[rng.IntN(len(l))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("%d views checked", checked)
}

// unknown returns the cards of seat s's hand the other seat has not seen.
func unknown(g *State, s int) []uint16 {
	var out []uint16
	for _, i := range g.P[s].Hand {
		if !g.P[s].Open && !contains(g.P[s].Known, i) && !contains(g.P[s].Keep, i) && !contains(g.Choice.Opts, i) {
			out = append(out, i)
		}
	}
	return out
}

// TestHidden_EveryWindowGoesToTheDefender: after every attack the defender
// gets the defence window, whether or not it holds a card that answers it;
// after every Special card, the negate window.
func TestHidden_EveryWindowGoesToTheDefender(t *testing.T) {
	g := runScenario(t, "setup deck0=camelot deck1=cult\nbattle\nhand 1: Combat 5, Excalibur\n> Play Combat 5 by King Arthur as Combat at Cthulhu\n")
	if g.Ex.Step != StepDefend || g.ToMove != 1 || len(g.moves(nil)) != 1 {
		t.Fatalf("an empty hand still gets the window: step %d, to move %d, %d moves", g.Ex.Step, g.ToMove, len(g.moves(nil)))
	}
	g = runScenario(t, "setup deck0=camelot deck1=cult\nbattle\nhand 1: Excalibur\n> Play Excalibur by King Arthur as Combat at Cthulhu\n")
	if g.Ex.Step != StepNegate || g.ToMove != 1 {
		t.Fatalf("no negate window without a negate in hand: step %d", g.Ex.Step)
	}
}

// TestHidden_DeterminizeKeepsTheView: a determinized state shows the same
// view as the true one, every card lies in one place, and the seat's own
// hand is its own.
func TestHidden_DeterminizeKeepsTheView(t *testing.T) {
	for seed := uint64(1); seed <= 8; seed++ {
		m := midMatch(t, seed, int(seed)*23)
		for s := engine.Seat(0); s < 2; s++ {
			sv := m.View(s)
			d := Determinize(sv, rand.New(rand.NewPCG(seed, 3))).(*State)
			for i, k := range places(d) {
				if i > 0 && k != 1 {
					t.Fatalf("seed %d: determinized card %d lies in %d places", seed, i, k)
				}
			}
			a, _ := sv.State.MarshalMsg(nil)
			b, _ := d.View(s).MarshalMsg(nil)
			if !bytes.Equal(a, b) {
				t.Fatalf("seed %d seat %v: the determinized state shows another view", seed, s)
			}
		}
	}
}
