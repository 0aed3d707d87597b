package overrealm

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"overdeck/engine"
)

// newMode deals a match of mode with seed.
func newMode(t *testing.T, mode string, seed uint64) *State {
	t.Helper()
	r, err := New(engine.Setup{}.With("mode", mode), rand.New(rand.NewPCG(seed, 1)))
	if err != nil {
		t.Fatal(err)
	}
	return r.(*State)
}

// pickFirst resolves one draft round in which both seats take the first
// monster of their packet; it returns the two picks.
func pickFirst(s *State) [2]uint8 {
	p := [2]uint8{s.P[0].Packet[0], s.P[1].Packet[0]}
	s.Resolve([]engine.Action{action{"p" + strconv.Itoa(int(p[0])), ""}, action{"p" + strconv.Itoa(int(p[1])), ""}}, engine.NewTurn(rand.New(rand.NewPCG(1, 1))))
	return p
}

// TestModesOfPlay_DraftDealsFourTimesPlayers (Drafting): 4 x 2 = 8 random
// monsters, 4 dealt to each player, all different; different seeds deal
// different monsters.
func TestModesOfPlay_DraftDealsFourTimesPlayers(t *testing.T) {
	deals := map[string]bool{}
	for _, mode := range []string{"draft", "casual"} {
		for seed := uint64(0); seed < 5; seed++ {
			s := newMode(t, mode, seed)
			all := slices.Concat(s.P[0].Packet, s.P[1].Packet)
			deals[string(all)] = true
			slices.Sort(all)
			if len(s.P[0].Packet) != 4 || len(s.P[1].Packet) != 4 || len(slices.Compact(all)) != 8 || s.Phase != phDraft {
				t.Fatalf("%s seed %d: packets %v %v", mode, seed, s.P[0].Packet, s.P[1].Packet)
			}
		}
	}
	if len(deals) < 5 {
		t.Fatalf("only %d different deals from 5 seeds", len(deals))
	}
}

// TestModesOfPlay_DraftPickThenPassUntilFour (Drafting, 1v1 Casual): both
// pick one secretly and at once, the rest is passed to the other player,
// until each has 4 monsters; then the team choice.
func TestModesOfPlay_DraftPickThenPassUntilFour(t *testing.T) {
	for _, mode := range []string{"draft", "casual"} {
		s := newMode(t, mode, 3)
		if !slices.Equal(s.ToAct(), []engine.Seat{0, 1}) {
			t.Fatalf("%s: to act %v", mode, s.ToAct())
		}
		for round := 0; round < 4; round++ {
			rest := [2][]uint8{slices.Clone(s.P[0].Packet[1:]), slices.Clone(s.P[1].Packet[1:])}
			p := pickFirst(s)
			for seat := 0; seat < 2; seat++ {
				if s.P[seat].Pool[round] != p[seat] || (round < 3 && !slices.Equal(s.P[seat].Packet, rest[1-seat])) {
					t.Fatalf("%s round %d seat %d: pool %v packet %v, passed %v", mode, round, seat, s.P[seat].Pool, s.P[seat].Packet, rest[1-seat])
				}
			}
		}
		if s.Phase != phTeam || len(s.P[0].Pool) != 4 || len(s.P[0].Packet) != 0 {
			t.Fatalf("%s: phase %d pool %v", mode, s.Phase, s.P[0].Pool)
		}
	}
}

// TestModesOfPlay_CasualRevealsPicksAfterTheFirst (1v1 Casual): every pick
// after the first is shown to the other player; in a draft every pick
// stays secret.
func TestModesOfPlay_CasualRevealsPicksAfterTheFirst(t *testing.T) {
	for mode, shown := range map[string]int{"casual": 3, "draft": 0} {
		s := newMode(t, mode, 4)
		for round := 0; round < 4; round++ {
			pickFirst(s)
		}
		v := s.View(1).(*View)
		if len(v.P[0].Pool) != shown || v.P[0].PoolN != 4 || (shown > 0 && !slices.Equal(v.P[0].Pool, s.P[0].Pool[1:])) {
			t.Fatalf("%s: seat 1 sees %v of %v", mode, v.P[0].Pool, s.P[0].Pool)
		}
		if own := s.View(0).(*View); !slices.Equal(own.P[0].Pool, s.P[0].Pool) {
			t.Fatalf("%s: a player does not see its own picks", mode)
		}
	}
}

// TestModesOfPlay_CompetitiveFiveFromTheWholePool (1v1 Competitive): each
// player chooses 5 monsters from the whole pool (a personal supply: both
// may take the same monster).
func TestModesOfPlay_CompetitiveFiveFromTheWholePool(t *testing.T) {
	s := newMode(t, "competitive", 5)
	if len(s.Legal(0)) != len(monsters) || len(s.Legal(1)) != len(monsters) {
		t.Fatalf("offers %d and %d monsters", len(s.Legal(0)), len(s.Legal(1)))
	}
	for round := 0; round < 5; round++ {
		if s.Phase != phDraft {
			t.Fatalf("round %d: phase %d", round, s.Phase)
		}
		pickFirst(s)
	}
	if s.Phase != phTeam || !slices.Equal(s.P[0].Pool, []uint8{0, 1, 2, 3, 4}) || !slices.Equal(s.P[1].Pool, s.P[0].Pool) {
		t.Fatalf("phase %d, pools %v %v", s.Phase, s.P[0].Pool, s.P[1].Pool)
	}
}
