package overwatch

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"testing"

	"overdeck/engine"
)

// midMatch plays n random decisions of a match.
func midMatch(t *testing.T, seed uint64, n int) *engine.Match {
	t.Helper()
	m, err := engine.NewMatch(Game, engine.Setup{}, seed)
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

func viewBytes(t *testing.T, m *engine.Match, s engine.Seat) []byte {
	t.Helper()
	b, err := m.View(s).State.MarshalMsg(nil)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestHidden_ViewLeaksNothing: changing the other hand or either deck's
// order leaves a seat's view bytes unchanged.
func TestHidden_ViewLeaksNothing(t *testing.T) {
	for seed := uint64(1); seed <= 5; seed++ {
		m := midMatch(t, seed, 7)
		g := m.Rules().(*State)
		before := viewBytes(t, m, 0)
		p := &g.P[1]
		if len(p.Deck) > 0 && len(p.Hand) > 0 {
			p.Hand[0], p.Deck[0] = p.Deck[0], p.Hand[0]
			slices.Sort(p.Hand)
		}
		slices.Reverse(g.P[0].Deck)
		slices.Reverse(g.P[1].Deck)
		if !bytes.Equal(before, viewBytes(t, m, 0)) {
			t.Fatalf("seed %d: seat 0's view changed with the other hand or a deck order", seed)
		}
	}
}

// TestHidden_DeterminizeKeepsTheView: a determinized state shows the same
// view as the true one, and its hidden cards add up.
func TestHidden_DeterminizeKeepsTheView(t *testing.T) {
	for seed := uint64(1); seed <= 5; seed++ {
		m := midMatch(t, seed, int(seed)*5)
		for s := engine.Seat(0); s < 2; s++ {
			v := m.View(s)
			d := Determinize(v, rand.New(rand.NewPCG(seed, 9))).(*State)
			a, _ := m.Rules().View(s).MarshalMsg(nil)
			b, _ := d.View(s).MarshalMsg(nil)
			if !bytes.Equal(a, b) {
				t.Fatalf("seed %d seat %v: determinized view differs", seed, s)
			}
			want(t, "legal actions", len(d.Legal(s)), len(m.Rules().Legal(s)))
		}
	}
}

// TestEvaluate_Bounds: Evaluate stays in [0, 1] and favours the leader.
func TestEvaluate_Bounds(t *testing.T) {
	f := setup(t)
	fullSides(f)
	a, b := Evaluate(f.g, 0), Evaluate(f.g, 1)
	if a <= 0.5 || b >= 0.5 || a > 1 || b < 0 {
		t.Fatalf("evaluate %v %v", a, b)
	}
}

// TestLegal_Counts is a perft-like regression: the number of legal
// actions from known positions.
func TestLegal_Counts(t *testing.T) {
	r, _ := New(engine.Setup{}.With("first", "1"), rand.New(rand.NewPCG(42, 1)))
	g := r.(*State)
	want(t, "opening: 8 cards x 3 rows", len(g.Legal(0)), 24)
	want(t, "not seat 1's turn", len(g.Legal(1)), 0)
	f := setup(t)
	f.put(0, "Genji", Front, 0)
	f.put(0, "Hanzo", Front, 1)
	f.g.P[0].Hand = []uint8{mustCard("Ana"), mustCard("Mei")}
	want(t, "two cards x six slots", len(f.legal()), 12)
	f.g.Syn[0][Front] = 3
	want(t, "plus two ultimates (Genji needs a damaged enemy: none)", len(f.legal()), 12)
	f.put(1, "Ana", Middle, 0)
	f.g.hero(3).Dmg = 1
	want(t, "Genji's and Hanzo's ultimates", len(f.legal()), 14)
}

// TestSaveRestore_MidRound: a match restored from its snapshot and one
// replayed from seed and history both equal the one that never stopped.
func TestSaveRestore_MidRound(t *testing.T) {
	m := midMatch(t, 3, 23)
	snap, err := m.Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	r, err := engine.Restore(Game, m.Setup(), m.Seed(), m.Base(), m.History())
	if err != nil {
		t.Fatal(err)
	}
	a, _ := m.Rules().MarshalMsg(nil)
	b, _ := r.Rules().MarshalMsg(nil)
	if !bytes.Equal(a, b) || len(snap) == 0 {
		t.Fatal("replayed state differs")
	}
	d, err := Decode(a)
	if err != nil {
		t.Fatal(err)
	}
	c, _ := d.MarshalMsg(nil)
	want(t, "decode round trip", bytes.Equal(a, c), true)
}
