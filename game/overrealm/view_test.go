package overrealm

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"testing"

	"overdeck/engine"
)

// midGame plays random moves until turn n of a casual game.
func midGame(t testing.TB, seed uint64, n int16) (*engine.Match, *rand.Rand) {
	t.Helper()
	m, err := engine.NewMatch(Game, engine.Setup{}, seed)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 3))
	for !m.Outcome().Over && m.Rules().(*State).Turn < n {
		for _, s := range m.Waiting() {
			l := m.Legal(s)
			if err := m.Apply(s, l[rng.IntN(len(l))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	return m, rng
}

func viewBytes(t *testing.T, m *engine.Match, s engine.Seat) []byte {
	b, err := m.View(s).MarshalMsg(nil)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestHidden_ViewLeaksNothing: the other seat's hand, both deck orders and
// a pending (unrevealed) choice leave a seat's view bytes unchanged.
func TestHidden_ViewLeaksNothing(t *testing.T) {
	m, _ := midGame(t, 11, 3)
	if m.Outcome().Over {
		t.Skip("game ended early")
	}
	before := viewBytes(t, m, 0)
	s := m.Rules().(*State)
	p := &s.P[1]
	if len(p.Hand) > 0 && len(p.Deck) > 0 {
		p.Hand[0], p.Deck[0] = p.Deck[0], p.Hand[0]
	}
	d := s.P[0].Deck
	for i, j := 0, len(d)-1; i < j; i, j = i+1, j-1 {
		d[i], d[j] = d[j], d[i]
	}
	if got := viewBytes(t, m, 0); !bytes.Equal(before, got) {
		t.Fatal("seat 0's view changed with the other hand or a deck order")
	}
	l := m.Legal(1)
	if err := m.Apply(1, l[len(l)-1]); err != nil {
		t.Fatal(err)
	}
	m2, _ := midGame(t, 11, 3)
	m2.Rules().(*State).P[1].Hand, m2.Rules().(*State).P[1].Deck = p.Hand, p.Deck
	m2.Rules().(*State).P[0].Deck = d
	if err := m2.Apply(1, m2.Legal(1)[0]); err != nil {
		t.Fatal(err)
	}
	a, b := viewBytes(t, m, 0), viewBytes(t, m2, 0)
	if !bytes.Equal(a, b) {
		t.Fatal("seat 0's view shows which action seat 1 chose")
	}
}

// TestHidden_DeterminizeKeepsTheView: a determinized state shows the same
// view as the one it came from.
func TestHidden_DeterminizeKeepsTheView(t *testing.T) {
	for seed := uint64(1); seed < 6; seed++ {
		m, _ := midGame(t, seed, int16(seed))
		v := m.View(0)
		want, _ := v.State.MarshalMsg(nil)
		d := Determinize(v, rand.New(rand.NewPCG(5, 5)))
		got, _ := d.View(0).MarshalMsg(nil)
		if !bytes.Equal(want, got) {
			t.Fatalf("seed %d: determinized view differs", seed)
		}
		checkInvariants(t, d.(*State), seed)
	}
}

// TestModesOfPlay_Setup: every mode deals pools of the right size; a bad
// mode is refused.
func TestModesOfPlay_Setup(t *testing.T) {
	for mode, want := range map[string]int{"casual": 4, "draft": 4, "competitive": 5} {
		m, err := engine.NewMatch(Game, engine.Setup{}.With("mode", mode), 3)
		if err != nil {
			t.Fatal(err)
		}
		for m.Rules().(*State).Phase == phDraft {
			for _, s := range m.Waiting() {
				_ = m.Apply(s, m.Legal(s)[0])
			}
		}
		s := m.Rules().(*State)
		if len(s.P[0].Pool) != want || len(s.P[1].Pool) != want || s.Phase != phTeam {
			t.Fatalf("%s: pools %v %v", mode, s.P[0].Pool, s.P[1].Pool)
		}
		if mode == "casual" && (s.P[0].Shown[0] || !s.P[0].Shown[1]) {
			t.Fatalf("casual: the first pick must stay hidden, later ones shown: %v", s.P[0].Shown)
		}
	}
	if _, err := New(engine.Setup{}.With("mode", "chaos"), rand.New(rand.NewPCG(1, 1))); !errors.Is(err, engine.ErrBadSetup) {
		t.Fatalf("bad mode: %v", err)
	}
}

// TestSetup_DeckOf14AndTwoCards: after the team choice each player has a
// deck of 14 (12 monster buffs and 2 standard), draws 2, has 3 maneuver
// cubes, and the first monster of the team is active.
func TestSetup_DeckOf14AndTwoCards(t *testing.T) {
	m, _ := engine.NewMatch(Game, engine.Setup{}, 9)
	for m.Rules().(*State).Phase != phSelect {
		for _, s := range m.Waiting() {
			_ = m.Apply(s, m.Legal(s)[0])
		}
	}
	s := m.Rules().(*State)
	for i := range s.P {
		p := &s.P[i]
		if len(p.Hand) != 2 || len(p.Deck) != 12 || p.Maneuver != 3 || p.active() != 0 {
			t.Fatalf("seat %d: hand %d deck %d maneuver %d", i, len(p.Hand), len(p.Deck), p.Maneuver)
		}
	}
}

// TestSelectionPhase_LegalIsBounded measures the largest legal list over
// many random positions.
func TestSelectionPhase_LegalIsBounded(t *testing.T) {
	most := 0
	for seed := uint64(0); seed < 40; seed++ {
		m, _ := midGame(t, seed, 4)
		for s := engine.Seat(0); s < 2; s++ {
			most = max(most, len(m.Legal(s)))
		}
	}
	if most > 5000 {
		t.Fatalf("legal list of %d", most)
	}
	t.Logf("largest legal list seen: %d", most)
}

// TestSelectionPhase_LegalIsBoundedWorstHand: the largest list known, a hand
// of seven different buffs, six of them With Attack buffs that interact,
// for Viscous Split (3 slots and an ability) with a wish (a fourth slot):
// every order of them, and every place of the attack's own ability, is a
// choice.
func TestSelectionPhase_LegalIsBoundedWorstHand(t *testing.T) {
	s := runScenario(t, `team 0 Oozygoopz Flexferno Glimmermoth
team 1 Drownigator Chargroar Steamie
hand 0 Flexferno/0 Flexferno/2 Flexferno/3 Glimmermoth/0 Glimmermoth/1 Steamie/0 Cleansitoad/2`)
	s.Board.AddTokens(monSrc(0, s.P[0].active()), tokWish, 1)
	if n := len(s.selectionLegal(0)); n > 30000 {
		t.Fatalf("legal list of %d", n)
	} else {
		t.Logf("legal list of %d", n)
	}
}

// TestRegistered: the game is known to the engine.
func TestRegistered(t *testing.T) {
	g, err := engine.Lookup("overrealm")
	if err != nil || g.Name != "OverRealm" || g.Seats != 2 {
		t.Fatal(g, err)
	}
}
