package overrealm

import (
	"bytes"
	"slices"
	"strconv"
	"testing"

	"overdeck/engine"
)

// dealt starts a competitive match in which each seat drafts the three
// named monsters and two more, then takes them as its team (active first,
// the other two beside it): the real setup path, with the seeded shuffle
// and the opening draw.
func dealt(t *testing.T, seed uint64, teams [2][3]string) *engine.Match {
	t.Helper()
	m, err := engine.NewMatch(Game, engine.Setup{}.With("mode", "competitive"), seed)
	if err != nil {
		t.Fatal(err)
	}
	var picks [2][]uint8
	var keys [2]string
	for seat := 0; seat < 2; seat++ {
		var team [3]uint8
		for i, n := range teams[seat] {
			team[i] = uint8(MonsterByName(n))
			picks[seat] = append(picks[seat], team[i])
		}
		for k := uint8(0); len(picks[seat]) < 5; k++ {
			if !slices.Contains(picks[seat], k) {
				picks[seat] = append(picks[seat], k)
			}
		}
		keys[seat] = teamKey([3]uint8{team[0], min(team[1], team[2]), max(team[1], team[2])})
	}
	for i := 0; i < 5; i++ {
		for seat := 0; seat < 2; seat++ {
			must(m.ApplyKey(engine.Seat(seat), "p"+strconv.Itoa(int(picks[seat][i]))))
		}
	}
	for seat := 0; seat < 2; seat++ {
		must(m.ApplyKey(engine.Seat(seat), keys[seat]))
	}
	return m
}

// TestSetup_ThreeManeuverCubesEach (Setup 1): each player starts with three
// maneuver cubes.
func TestSetup_ThreeManeuverCubesEach(t *testing.T) {
	s := dealt(t, 1, [2][3]string{{"Galeaffy", "Shaleshell", "Steamie"}, {"Zappguin", "Americaw", "Stallagrowth"}}).Rules().(*State)
	if s.P[0].Maneuver != 3 || s.P[1].Maneuver != 3 || s.Phase != phSelect || s.Turn != 1 {
		t.Fatalf("maneuver %d %d, phase %d, turn %d", s.P[0].Maneuver, s.P[1].Maneuver, s.Phase, s.Turn)
	}
}

// TestSetup_ShieldHidesHandPublicStatBoard (Setup 1-2): behind the shield
// the hand and the unused monsters stay hidden; the stat cube board (and
// its spent maneuver cubes) is in front of it, visible to the opponent.
func TestSetup_ShieldHidesHandPublicStatBoard(t *testing.T) {
	m := dealt(t, 2, [2][3]string{{"Galeaffy", "Shaleshell", "Steamie"}, {"Zappguin", "Americaw", "Stallagrowth"}})
	s := m.Rules().(*State)
	s.P[0].Cubes = [3]int8{2, -1, 3}
	s.P[0].Maneuver = 1
	v := s.View(1).(*View)
	if v.P[0].Hand != nil || v.P[0].HandN != 2 || len(v.P[0].Pool) != 0 || v.P[0].PoolN != 5 {
		t.Fatalf("seat 1 sees seat 0's hand %v or hidden picks %v", v.P[0].Hand, v.P[0].Pool)
	}
	if v.P[0].Cubes != s.P[0].Cubes || v.P[0].Maneuver != 1 {
		t.Fatalf("stat cube board not public: %v %d", v.P[0].Cubes, v.P[0].Maneuver)
	}
}

// TestSetup_DeckIsTeamBuffsPlusStandard (Setup 3, Buff Cards, Standard Buff
// Cards): the deck is the 4 buffs of each team monster and the two standard
// buffs, 14 cards, shuffled.
func TestSetup_DeckIsTeamBuffsPlusStandard(t *testing.T) {
	teams := [2][3]string{{"Galeaffy", "Shaleshell", "Steamie"}, {"Zappguin", "Americaw", "Stallagrowth"}}
	orders := map[string]bool{}
	for seed := uint64(1); seed <= 4; seed++ {
		s := dealt(t, seed, teams).Rules().(*State)
		for seat := 0; seat < 2; seat++ {
			var want []uint8
			for _, n := range teams[seat] {
				k := uint8(MonsterByName(n))
				want = append(want, k*4, k*4+1, k*4+2, k*4+3)
			}
			want = append(want, StdCard, StdCard+1)
			slices.Sort(want)
			p := &s.P[seat]
			got := slices.Concat(p.Hand, p.Deck)
			orders[string(got)] = true
			slices.Sort(got)
			if !slices.Equal(got, want) {
				t.Fatalf("seed %d seat %d: cards %v, want %v", seed, seat, got, want)
			}
		}
	}
	if len(orders) < 8 {
		t.Fatalf("decks are not shuffled: %d orders in 8 deals", len(orders))
	}
}

// TestSetup_ActiveInFrontBenchLeftAndRight (Setup 4-5, Choosing your
// Team): the top of the triangle is the active monster with its four
// actions; the other two sit to its left and right.
func TestSetup_ActiveInFrontBenchLeftAndRight(t *testing.T) {
	s := dealt(t, 3, [2][3]string{{"Galeaffy", "Steamie", "Shaleshell"}, {"Zappguin", "Americaw", "Stallagrowth"}}).Rules().(*State)
	if s.Active(0).def().Name != "Galeaffy" || s.Active(1).def().Name != "Zappguin" {
		t.Fatalf("active %s and %s", s.Active(0).def().Name, s.Active(1).def().Name)
	}
	bench := []string{s.describe(0, Choice{Kind: selLeft}), s.describe(0, Choice{Kind: selRight})}
	slices.Sort(bench)
	if !slices.Equal(bench, []string{"switch to Shaleshell", "switch to Steamie"}) {
		t.Fatalf("bench %v", bench)
	}
	for i := 0; i < 4; i++ {
		if d := s.describe(0, Choice{Kind: selMonster, Act: int8(i)}); d != monsters[MonsterByName("Galeaffy")].Actions[i].Name {
			t.Fatalf("action %d is %q", i+1, d)
		}
	}
}

// TestSetup_BothPlayersDrawTwo (Setup, last line): both start with two
// cards and twelve in the deck.
func TestSetup_BothPlayersDrawTwo(t *testing.T) {
	s := dealt(t, 4, [2][3]string{{"Galeaffy", "Steamie", "Shaleshell"}, {"Zappguin", "Americaw", "Stallagrowth"}}).Rules().(*State)
	for seat := 0; seat < 2; seat++ {
		if len(s.P[seat].Hand) != 2 || len(s.P[seat].Deck) != 12 || len(s.P[seat].Discard) != 0 {
			t.Fatalf("seat %d: hand %d, deck %d", seat, len(s.P[seat].Hand), len(s.P[seat].Deck))
		}
	}
}

// TestChoosingYourTeam_ThreeFromThePool: a team is any three monsters of
// the pool, any of them on top: 4 x 3 = 12 teams from a pool of 4, 5 x 6 =
// 30 from 5.
func TestChoosingYourTeam_ThreeFromThePool(t *testing.T) {
	for pool, want := range map[int]int{4: 12, 5: 30} {
		s := &State{Phase: phTeam}
		for k := 0; k < pool; k++ {
			s.P[0].Pool = append(s.P[0].Pool, uint8(3*k))
		}
		l := s.Legal(0)
		seen := map[string]bool{}
		for _, a := range l {
			tm := parseTeam(a.Key())
			if tm[0] == tm[1] || tm[0] == tm[2] || tm[1] == tm[2] || !slices.Contains(s.P[0].Pool, tm[0]) || !slices.Contains(s.P[0].Pool, tm[1]) || !slices.Contains(s.P[0].Pool, tm[2]) {
				t.Fatalf("bad team %s", a.Key())
			}
			seen[a.Key()] = true
		}
		if len(l) != want || len(seen) != want {
			t.Fatalf("pool of %d: %d teams", pool, len(l))
		}
	}
}

// TestChoosingYourTeam_SecretAndSimultaneous: both choose at once; one
// player's choice changes nothing the other can see until both are in;
// the unchosen monsters take no part. (That seat 0 has chosen is public;
// what it chose is not.)
func TestChoosingYourTeam_SecretAndSimultaneous(t *testing.T) {
	m, err := engine.NewMatch(Game, engine.Setup{}.With("mode", "competitive"), 5)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 5; i++ {
		must(m.ApplyKey(0, "p"+strconv.Itoa(i)))
		must(m.ApplyKey(1, "p"+strconv.Itoa(10+i)))
	}
	if s := m.Rules().(*State); s.Phase != phTeam || !slices.Equal(m.ToAct(), []engine.Seat{0, 1}) {
		t.Fatalf("phase %d, to act %v", s.Phase, m.ToAct())
	}
	before, _ := m.View(1).State.MarshalMsg(nil)
	must(m.ApplyKey(0, "t4.1.2"))
	after, _ := m.View(1).State.MarshalMsg(nil)
	if !bytes.Equal(before, after) {
		t.Fatal("seat 1 sees something of seat 0's team choice")
	}
	must(m.ApplyKey(1, "t10.11.12"))
	s := m.Rules().(*State)
	for i, k := range []uint8{4, 1, 2} {
		if s.P[0].Mons[s.P[0].Spot[i]].Kind != k {
			t.Fatalf("spot %d holds %d", i, s.P[0].Mons[s.P[0].Spot[i]].Kind)
		}
	}
	for _, c := range slices.Concat(s.P[0].Hand, s.P[0].Deck) {
		if _, k := Card(c); k == 0 || k == 3 {
			t.Fatalf("card %s of an unchosen monster in the deck", CardName(c))
		}
	}
}
