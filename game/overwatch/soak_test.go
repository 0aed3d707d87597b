package overwatch

import (
	"flag"
	"math/rand/v2"
	"testing"
	"time"

	"overdeck/engine"
)

var soakN = flag.Int("soak", 2000, "random matches TestSoak_RandomMatches plays (300 with -short)")

// recount is the power score counted from scratch, independently of
// Power: each living hero's printed power for its row, plus 1 for each
// Orisa token by its row whose Orisa still lives.
func recount(g *State, side int) int {
	n := 0
	for _, h := range g.Heroes {
		if int(h.Side) != side || h.Defeated {
			continue
		}
		n += int(cards[h.Card].Power[h.Row])
		for _, m := range g.Marks {
			if m.Kind == MarkOrisa && m.Side == h.Side && m.Row == h.Row {
				if o := g.hero(m.By); o != nil && !o.Defeated {
					n++
				}
			}
		}
	}
	return n
}

// checkInvariants checks the soak invariants after every decision.
func checkInvariants(t testing.TB, g *State, seed uint64) {
	t.Helper()
	rows := g.rowPowers()
	for s := 0; s < 2; s++ {
		if p, r := g.Power(s), recount(g, s); p != r || p != int(rows[s][0]+rows[s][1]+rows[s][2]) {
			t.Fatalf("seed %d: power %d of seat %d, recount %d, rows %v", seed, p, s, r, rows[s])
		}
		for _, v := range g.Syn[s] {
			if v < 0 {
				t.Fatalf("seed %d: negative synergy %v", seed, g.Syn)
			}
		}
		if g.count(s) > MaxHeroes {
			t.Fatalf("seed %d: seat %d holds %d heroes", seed, s, g.count(s))
		}
	}
	for _, h := range g.Heroes {
		if h.Dmg < 0 || int(h.Dmg) > h.MaxHP() || h.Shield < 0 || h.Zarya < 0 || (!h.Defeated && int(h.Dmg) >= h.MaxHP()) {
			t.Fatalf("seed %d: hero %+v", seed, h)
		}
	}
}

// playRandom plays one random match to the end, checking the invariants;
// it returns the turns taken and rounds played.
func playRandom(t testing.TB, seed uint64) (int, int) {
	rng := rand.New(rand.NewPCG(seed, 11))
	r, err := New(engine.Setup{}, rng)
	if err != nil {
		t.Fatal(err)
	}
	// The rules are driven directly (the engine's key lookup would list the
	// legal actions twice per decision); a quiet Turn carries the chance.
	g := r.(*State)
	turn := engine.NewTurn(rng)
	for steps := 0; !g.Outcome().Over; steps++ {
		if steps > 3000 {
			t.Fatalf("seed %d: no end after %d decisions", seed, steps)
		}
		s := g.ToAct()[0]
		l := g.Legal(s)
		if len(l) == 0 {
			t.Fatalf("seed %d: no legal action", seed)
		}
		g.Resolve([]engine.Action{l[rng.IntN(len(l))]}, turn)
		checkInvariants(t, g, seed)
	}
	return int(g.Turns), len(g.Result)
}

// TestSoak_RandomMatches plays 2,000 random full matches (300 with
// -short; -soak=N for N) checking that the power score always equals a recount, synergy is never
// negative and every match ends.
func TestSoak_RandomMatches(t *testing.T) {
	n := *soakN
	if testing.Short() {
		n = min(n, 300)
	}
	start := time.Now()
	turns, rounds := 0, 0
	for i := 0; i < n; i++ {
		k, r := playRandom(t, uint64(i))
		turns += k
		rounds += r
	}
	el := time.Since(start)
	t.Logf("%d random matches in %v (%.0f matches/s), %.1f turns per round, %.2f rounds per match",
		n, el.Round(time.Millisecond), float64(n)/el.Seconds(), float64(turns)/float64(rounds), float64(rounds)/float64(n))
}

// BenchmarkRandomMatches measures random full matches per second.
func BenchmarkRandomMatches(b *testing.B) {
	for i := 0; i < b.N; i++ {
		playRandom(b, uint64(i))
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "matches/s")
}
