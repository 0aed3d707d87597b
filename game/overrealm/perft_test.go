package overrealm

import (
	"math/rand/v2"
	"testing"

	"overdeck/engine"
)

// Count-based regression tests, like chess perft: the number of legal
// choices of each seat in fixed positions, and the number of distinct
// states one turn later. A rules change that moves any of these numbers
// shows at once; if the change is meant, update the numbers.

// perftPosition is one fixed position and its expected counts.
type perftPosition struct {
	name   string
	state  func(t *testing.T) *State
	legal  [2]int
	leaves int // distinct states after every pair of choices (0: not counted)
}

// The setup position is worked out by hand in TestPerft_SetupByHand.
var perftPositions = []perftPosition{
	{"setup", func(t *testing.T) *State {
		return dealt(t, 11, [2][3]string{{"Galeaffy", "Steamie", "Shaleshell"}, {"Drownigator", "Americaw", "Stallagrowth"}}).Rules().(*State)
	}, [2]int{14, 32}, 408},
	{"turn 4", func(t *testing.T) *State { m, _ := midGame(t, 21, 4); return m.Rules().(*State) }, [2]int{31, 24}, 620},
	{"turn 9", func(t *testing.T) *State { m, _ := midGame(t, 22, 9); return m.Rules().(*State) }, [2]int{28, 102}, 1689},
	{"full hand", func(t *testing.T) *State {
		return runScenario(t, `team 0 Cleansitoad Galeaffy Flexferno
team 1 Drownigator Chargroar Steamie
hand 0 Galeaffy/0 Cleansitoad/2 Flexferno/0 Galeaffy/2 Galeaffy/3 std/0 Cleansitoad/3
hand 1 Chargroar/1 Drownigator/0 Steamie/2
deck 0 Cleansitoad/0 Galeaffy/1
deck 1 Steamie/0 Steamie/1`)
	}, [2]int{2074, 62}, 0},
}

// leaves resolves every pair of legal choices from s (with the same seeded
// randomness) and counts the distinct resulting states.
func leaves(t *testing.T, s *State) int {
	seen := map[string]bool{}
	l0, l1 := s.Legal(0), s.Legal(1)
	for _, a := range l0 {
		for _, b := range l1 {
			c := s.Clone().(*State)
			c.Resolve([]engine.Action{a, b}, engine.NewTurn(rand.New(rand.NewPCG(1, 2))))
			c.Shown = [2]string{} // the keys themselves would make every pair distinct
			bs, err := c.MarshalMsg(nil)
			if err != nil {
				t.Fatal(err)
			}
			seen[string(bs)] = true
		}
	}
	return len(seen)
}

// TestPerft_LegalCounts checks the legal counts (and leaf counts) of the
// fixed positions.
func TestPerft_LegalCounts(t *testing.T) {
	for _, p := range perftPositions {
		s := p.state(t)
		got := [2]int{len(s.Legal(0)), len(s.Legal(1))}
		n := 0
		if p.leaves > 0 {
			n = leaves(t, s)
		}
		t.Logf("%s: turn %d, legal %v, leaves %d", p.name, s.Turn, got, n)
		if got != p.legal || (p.leaves > 0 && n != p.leaves) {
			t.Errorf("%s: legal %v, want %v; leaves %d, want %d", p.name, got, p.legal, n, p.leaves)
		}
	}
}

// TestPerft_SetupByHand explains the setup position's counts. Seat 1's
// Drownigator entered play: Panic Attack left Galeaffy's player one card.
// Seat 0 (Galeaffy, 1 card, 3 maneuver cubes): draw, counter, 2 switches;
// Switcheroo 1 discard x 2 benched monsters; Whirlwind only the discard;
// Cyclone with or without the card as a buff (Puff of Luck, +1 damage: a
// free buff, so Cyclone's own flip has no place to choose among it); Rot
// (2 discards) impossible; each monster choice also protected: 4 + 2*(2 +
// 1 + 2) = 14.
// Seat 1 (Drownigator, 2 cards): 4; Fatigue 1; Foul Play 2 discards + 2
// buff and discard, one of them a With Attack buff that Foul Play's own
// ability may come before; Surge 4 buff sets; Expunge 4: 4 + 2*(1 + 5 + 4
// + 4) = 32.
func TestPerft_SetupByHand(t *testing.T) {
	s := perftPositions[0].state(t)
	if len(s.P[0].Hand) != 1 || len(s.P[1].Hand) != 2 || s.P[0].Maneuver != 3 {
		t.Fatalf("hands %d and %d", len(s.P[0].Hand), len(s.P[1].Hand))
	}
	if got := [2]int{len(s.Legal(0)), len(s.Legal(1))}; got != [2]int{4 + 2*(2+1+2), 4 + 2*(1+5+4+4)} {
		t.Fatalf("legal %v", got)
	}
}
