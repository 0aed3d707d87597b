package overrealm

import (
	"math/rand/v2"
	"slices"
	"testing"

	"overdeck/engine"
	"overdeck/engine/ai"
	"overdeck/engine/ai/aitest"
)

// playRandom plays one random game to the end and checks the invariants
// after every decision; it returns the number of turns.
func playRandom(t testing.TB, seed uint64, mode string) int {
	rng := rand.New(rand.NewPCG(seed, 7))
	r, err := New(engine.Setup{}.With("mode", mode), rng)
	if err != nil {
		t.Fatal(err)
	}
	m := engine.NewSim(Game, r, rng)
	for steps := 0; !m.Outcome().Over; steps++ {
		if steps > 2000 {
			t.Fatalf("seed %d: no end after %d decisions", seed, steps)
		}
		for _, s := range m.Waiting() {
			l := m.Legal(s)
			if len(l) == 0 {
				t.Fatalf("seed %d: seat %v has no legal action in phase %d", seed, s, m.Rules().(*State).Phase)
			}
			if err := m.Apply(s, l[rng.IntN(len(l))]); err != nil {
				t.Fatal(err)
			}
		}
		checkInvariants(t, m.Rules().(*State), seed)
	}
	return int(m.Rules().(*State).Turn)
}

// checkInvariants checks HP, cubes, hand size and card conservation.
func checkInvariants(t testing.TB, s *State, seed uint64) {
	t.Helper()
	for i := range s.P {
		p := &s.P[i]
		if !p.TeamSet {
			continue
		}
		for _, m := range p.Mons {
			if m.HP < 0 || m.HP > m.def().HP || (m.KO != (m.HP == 0)) {
				t.Fatalf("seed %d: %s has %d HP (KO %v)", seed, m.def().Name, m.HP, m.KO)
			}
		}
		for _, c := range p.Cubes {
			if c < -4 || c > 4 {
				t.Fatalf("seed %d: cubes %v", seed, p.Cubes)
			}
		}
		if len(p.Hand) > HandLimit {
			t.Fatalf("seed %d: hand of %d", seed, len(p.Hand))
		}
		all := slices.Concat(p.Hand, p.Deck, p.Discard, p.Played)
		slices.Sort(all)
		want := deckOf(p)
		slices.Sort(want)
		if !slices.Equal(all, want) {
			t.Fatalf("seed %d: seat %d holds %v, its deck is %v", seed, i, all, want)
		}
		if s.Phase == phSelect && s.Active(i).KO {
			t.Fatalf("seed %d: seat %d selects with its active %s KO'd", seed, i, s.Active(i).def().Name)
		}
		if p.Maneuver < 0 || p.Maneuver > 3 {
			t.Fatalf("seed %d: maneuver %d", seed, p.Maneuver)
		}
	}
}

// TestSoak_RandomGames plays 2,000 random full games, in every mode, with
// the invariants checked after every decision (-short: 200).
func TestSoak_RandomGames(t *testing.T) {
	n := 2000
	if testing.Short() {
		n = 200
	}
	turns, most := 0, 0
	for i := 0; i < n; i++ {
		k := playRandom(t, uint64(i), []string{"casual", "draft", "competitive"}[i%3])
		turns += k
		most = max(most, k)
	}
	t.Logf("%d random games: %.1f turns on average, longest %d", n, float64(turns)/float64(n), most)
}

// BenchmarkRandomGames measures random full games per second.
func BenchmarkRandomGames(b *testing.B) {
	for i := 0; i < b.N; i++ {
		playRandom(b, uint64(i), "casual")
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}

// BenchmarkHardMove measures Hard's think time and iterations per second
// on a selection in turn 4, as the shell plays it (NewBot: its iterations,
// capped at HardTime): under WebAssembly, iterations/move below
// Budgets.HardIterations means the time cap cut the search short.
func BenchmarkHardMove(b *testing.B) {
	m, _ := midGame(b, 5, 4)
	if m.Outcome().Over || m.Rules().(*State).Phase != phSelect {
		b.Fatal("seed 5 gives no selection in turn 4")
	}
	v := m.View(0)
	aitest.BenchMove(b, NewBot(ai.Hard, 0), v)
	b.ReportMetric(float64(len(v.Legal)), "choices")
}
