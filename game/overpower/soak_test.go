package overpower

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"overdeck/engine"
)

var soakN = flag.Int("soak", 2000, "random matches per mode TestSoak_RandomMatches plays (200 with -short)")

// places counts, for each instance, the places it lies in.
func places(g *State) []int {
	n := make([]int, len(g.Inst))
	add := func(ids ...uint16) {
		for _, i := range ids {
			if i != 0 {
				n[i]++
			}
		}
	}
	for s := range g.P {
		p := &g.P[s]
		add(p.Hand...)
		add(p.Draw...)
		add(p.Pack...)
		add(p.Dead...)
		add(p.Defeat...)
		add(p.Gone...)
		add(p.HomeP[0], p.HomeP[1], p.Event)
	}
	for ci := range g.Chars {
		c := &g.Chars[ci]
		add(c.Placed[0], c.Placed[1], c.Placed[2], c.Extra)
		for _, h := range c.Hits {
			add(h.Inst)
		}
		for _, h := range c.Record {
			add(h.Inst)
		}
	}
	for _, l := range g.InPlay {
		add(l.Inst)
		for _, h := range l.Hits {
			add(h.Inst)
		}
	}
	add(g.Ex.Card, g.Ex.With, g.Ex.Neg)
	for _, h := range g.Held {
		add(h.Card, h.With)
	}
	return n
}

// checkInvariants: every card in exactly one place; seven objectives
// across the piles (Venture); a KO'd character has no hits, record or
// placed cards, a living one is not over its KO thresholds; Known cards
// are in the hand.
func checkInvariants(t testing.TB, g *State, seed uint64) {
	t.Helper()
	for i, k := range places(g) {
		if i > 0 && k != 1 {
			t.Fatalf("seed %d: card %d (%s) lies in %d places (phase %d step %d)", seed, i, g.card(uint16(i)).Name, k, g.Phase, g.Ex.Step)
		}
	}
	if g.Mode == ModeVenture {
		for s := range g.P {
			if n := g.pileCount(s, ObjReserve) + g.pileCount(s, ObjCompleted) + g.pileCount(s, ObjDefeated); n != Objectives {
				t.Fatalf("seed %d: seat %d has %d objectives", seed, s, n)
			}
		}
	}
	if g.Mode == ModeSkirmish {
		left := 0
		for _, n := range g.Shared {
			left += int(n)
		}
		if left+int(g.Won[0])+int(g.Won[1]) != int(g.SkirN) {
			t.Fatalf("seed %d: skirmish objectives %v %v of %d", seed, g.Shared, g.Won, g.SkirN)
		}
	}
	for ci := int8(0); ci < 8; ci++ {
		c := &g.Chars[ci]
		if c.KO {
			if len(c.Hits)+len(c.Record) > 0 || c.Placed != [3]uint16{} {
				t.Fatalf("seed %d: KO'd %s still holds cards", seed, g.ch(ci).Name)
			}
			continue
		}
		if g.koKind(ci, Hit{}) == KOAbsolute {
			t.Fatalf("seed %d: %s is past Absolute KO and still in play", seed, g.ch(ci).Name)
		}
	}
	for s := range g.P {
		for _, i := range g.P[s].Known {
			if !contains(g.P[s].Hand, i) {
				t.Fatalf("seed %d: known card %d not in hand", seed, i)
			}
		}
	}
}

// playRandom plays one random match of mode to the end, checking the
// invariants after every decision; it returns the decisions and battles.
func playRandom(t testing.TB, mode string, seed uint64, check bool) (int, int) {
	rng := rand.New(rand.NewPCG(seed, 11))
	n := uint64(len(Decks))
	setup := engine.Setup{}.With("mode", mode).With("deck0", Decks[seed%n].Name).With("deck1", Decks[(seed/n+1)%n].Name)
	r, err := New(setup, rng)
	if err != nil {
		t.Fatal(err)
	}
	g := r.(*State)
	turn := engine.NewTurn(rng)
	var buf []engine.Action
	steps := 0
	for ; !g.Outcome().Over; steps++ {
		if steps > 20000 {
			t.Fatalf("%s seed %d: no end after %d decisions (battle %d, phase %d)", mode, seed, steps, g.Battle, g.Phase)
		}
		s := g.ToAct()[0]
		buf = g.LegalInto(s, buf[:0])
		if len(buf) == 0 {
			t.Fatalf("%s seed %d: no legal move (phase %d step %d sub %d)", mode, seed, g.Phase, g.Ex.Step, g.Sub)
		}
		g.Resolve([]engine.Action{buf[rng.IntN(len(buf))]}, turn)
		if check {
			checkInvariants(t, g, seed)
		}
	}
	return steps, int(g.Battle)
}

// TestSoak_RandomMatches plays 2,000 random full matches of each mode
// (200 with -short), checking the invariants after every decision, and
// that every match ends.
func TestSoak_RandomMatches(t *testing.T) {
	n := *soakN
	if testing.Short() {
		n = min(n, 200)
	}
	for _, mode := range ModeNames {
		start := time.Now()
		steps, battles := 0, 0
		for i := 0; i < n; i++ {
			k, b := playRandom(t, mode, uint64(i), true)
			steps += k
			battles += b
		}
		el := time.Since(start)
		t.Logf("%s: %d random matches in %v (%.0f/s), %.1f battles and %.0f decisions per match",
			mode, n, el.Round(time.Millisecond), float64(n)/el.Seconds(), float64(battles)/float64(n), float64(steps)/float64(n))
	}
}

// BenchmarkRandomGames measures random full Venture matches per second.
func BenchmarkRandomGames(b *testing.B) {
	for i := 0; i < b.N; i++ {
		playRandom(b, "venture", uint64(i), false)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "matches/s")
}

var _ = fmt.Sprint
