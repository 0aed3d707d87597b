package overrealm

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"testing"

	"overdeck/engine"
)

// clearMindStart deals Cleansitoad (active) against Galeaffy and stops at
// the Clear Mind decision.
func clearMindStart(t *testing.T) *State {
	t.Helper()
	s := &State{}
	s.setTeams([2][3]uint8{
		{uint8(MonsterByName("Cleansitoad")), uint8(MonsterByName("Galeaffy")), uint8(MonsterByName("Steamie"))},
		{uint8(MonsterByName("Galeaffy")), uint8(MonsterByName("Shaleshell")), uint8(MonsterByName("Steamie"))},
	})
	s.tt = engine.NewTurn(rand.New(rand.NewPCG(1, 2)))
	s.begin()
	s.tt = nil
	return s
}

// TestDecision_ClearMindIsTheOwnersSecretChoice (help: "Your choices during
// a turn"): only Cleansitoad's player chooses, sees the top three cards,
// has 24 arrangements, and the opponent's view does not depend on them.
func TestDecision_ClearMindIsTheOwnersSecretChoice(t *testing.T) {
	s := clearMindStart(t)
	if s.Phase != phClear || !slices.Equal(s.ToAct(), []engine.Seat{0}) {
		t.Fatalf("phase %d, to act %v", s.Phase, s.ToAct())
	}
	v := s.View(0).(*View)
	if !slices.Equal(v.P[0].Peek, s.P[0].Deck[:3]) {
		t.Fatalf("peek %v, deck %v", v.P[0].Peek, s.P[0].Deck)
	}
	if n := len(s.Legal(0)); n != 24 {
		t.Fatalf("%d arrangements", n)
	}
	before, _ := s.View(1).MarshalMsg(nil)
	d := s.P[0].Deck
	d[0], d[1], d[2] = d[2], d[0], d[1]
	if after, _ := s.View(1).MarshalMsg(nil); !bytes.Equal(before, after) {
		t.Fatal("the opponent's view shows Cleansitoad's top cards")
	}
	old := slices.Clone(d)
	s.Resolve([]engine.Action{action{"a2-01", ""}}, engine.NewTurn(rand.New(rand.NewPCG(1, 3))))
	n := len(s.P[0].Deck)
	if s.P[0].Deck[0] != old[2] || s.P[0].Deck[n-2] != old[0] || s.P[0].Deck[n-1] != old[1] || s.Phase != phSelect {
		t.Fatalf("deck %v from %v, phase %d", s.P[0].Deck, old, s.Phase)
	}
}

// TestDecision_SwitcherooNamesTheBench: Switcheroo offers both benched
// monsters and switches to the one named; a KO'd one is never offered.
func TestDecision_SwitcherooNamesTheBench(t *testing.T) {
	runScenario(t, `team 0 Galeaffy Drownigator Flexferno
team 1 Cleansitoad Galeaffy Steamie
hand 0 Galeaffy/1
deck 0 Galeaffy/3 Galeaffy/1
hand 1 empty
deck 1 empty
expect legal 0 m1:dGaleaffy/1:s1
turn m1:dGaleaffy/1:s2 draw
expect active 0 Flexferno
expect hand 0 1`)
	runScenario(t, `team 0 Galeaffy Drownigator Flexferno
team 1 Cleansitoad Galeaffy Steamie
hp 0 Flexferno 0
hand 0 Galeaffy/1
deck 0 Galeaffy/3 Galeaffy/1
hand 1 empty
deck 1 empty
expect illegal 0 m1:dGaleaffy/1:s2
expect illegal 0 m1:dGaleaffy/1
turn m1:dGaleaffy/1:s1 draw
expect active 0 Drownigator`)
}

// TestDecision_BlessingNamesTheBench: the blessing's wish goes on the
// benched monster named in the choice.
func TestDecision_BlessingNamesTheBench(t *testing.T) {
	runScenario(t, `team 0 Steamie Drownigator Flexferno
team 1 Cleansitoad Galeaffy Steamie
hand 0 Galeaffy/1
deck 0 Galeaffy/3
hand 1 empty
deck 1 empty
turn m3:dGaleaffy/1:s2 draw
expect token 0 Flexferno wish 1
expect token 0 Drownigator wish 0`)
}

// TestDecision_ForcedSwitchGoesToMostHP: Americaw's forcing buff sends the
// target to its benched monster with the most HP.
func TestDecision_ForcedSwitchGoesToMostHP(t *testing.T) {
	runScenario(t, `team 0 Americaw Drownigator Flexferno
team 1 Cleansitoad Galeaffy Steamie
hp 1 Galeaffy 3
hand 0 Americaw/1 Galeaffy/1 Galeaffy/3
deck 0 Galeaffy/3
hand 1 empty
deck 1 empty
turn m2:bAmericaw/1:dGaleaffy/1,Galeaffy/3 draw
expect active 1 Steamie`)
}

// TestDecision_Evaporate: Evaporate waits for an attack of 4 or more (here
// Lightning, 6 + 5 against Water): that attack deals nothing; Cleansitoad draws 2 and gains +2 defense cubes.
func TestDecision_Evaporate(t *testing.T) {
	runScenario(t, `team 0 Chargroar Drownigator Flexferno
team 1 Cleansitoad Galeaffy Steamie
hand 0 Galeaffy/1 Galeaffy/3 Galeaffy/2
deck 0 Galeaffy/1
hand 1 empty
deck 1 Galeaffy/1 Galeaffy/3 Galeaffy/0
turn m1:dGaleaffy/1,Galeaffy/2,Galeaffy/3 m3
expect hp 1 Cleansitoad 12
expect cubes 1 def 2
expect hand 1 3`)
}

// TestDecision_SuddenDeath: from turn 60, every active monster loses 1 HP
// at the end of each turn (2 from turn 70).
func TestDecision_SuddenDeath(t *testing.T) {
	s := clearMindStart(t)
	s.Resolve([]engine.Action{action{"a012-", ""}}, engine.NewTurn(rand.New(rand.NewPCG(1, 3))))
	for _, c := range []struct {
		turn int16
		loss int8
	}{{59, 0}, {60, 1}, {70, 2}} {
		s.Turn = c.turn
		h0, h1 := s.Active(0).HP, s.Active(1).HP
		s.Resolve([]engine.Action{action{"draw", ""}, action{"draw", ""}}, engine.NewTurn(rand.New(rand.NewPCG(1, 4))))
		if h0-s.Active(0).HP != c.loss || h1-s.Active(1).HP != c.loss {
			t.Fatalf("turn %d: HP %d->%d and %d->%d", c.turn, h0, s.Active(0).HP, h1, s.Active(1).HP)
		}
	}
}
