package effect_test

import (
	"slices"
	"testing"

	"overdeck/engine/effect"
)

// Tests for seed 002, the paragraph on "area of effect".

// defenses of the toy characters 0..7; even ones are Player 1's, odd ones
// Player 2's.
var defenses = []int{10, 8, 10, 7, 12, 9, 6, 11}

func beats(r int, c effect.SourceID) bool { return r >= defenses[c] }

// "An area of effect allows a power or game effect to target more than one
// character" and "only one attack roll is made and the Attack Total is
// compared to each target character as well as any other characters
// specified by the area of effect."
func TestPowersAndAbilities_AreaOfEffect_OneResultComparedToEach(t *testing.T) {
	var seen []int
	hits := effect.Strike(9, []effect.Area{{Target: 1, Members: []effect.SourceID{2, 3, 4}}},
		func(r int, c effect.SourceID) bool { seen = append(seen, r); return beats(r, c) })
	if !slices.Equal(seen, []int{9, 9, 9, 9}) {
		t.Fatalf("results compared %v, want one result against all four", seen)
	}
	var got []bool
	for _, h := range hits {
		got = append(got, h.Hit)
	}
	if !slices.Equal(got, []bool{true, false, true, false}) {
		t.Errorf("hits %v", got)
	}
}

// "Characters within the area of an effect are affected even though they may
// not be within the character's range or line of fire."
func TestPowersAndAbilities_AreaOfEffect_AffectsCharactersOutOfRange(t *testing.T) {
	inRange := func(c effect.SourceID) bool { return c == 1 } // only the target is in range
	hits := effect.Strike(20, []effect.Area{{Target: 1, Members: []effect.SourceID{3, 5}}}, beats)
	if len(hits) != 3 || inRange(hits[1].Character) || !hits[1].Hit || !hits[2].Hit {
		t.Fatalf("hits %+v: characters out of range not affected", hits)
	}
}

// "When a character is attacked exclusively as a result of being in an area
// of effect, it is not considered a target of the attack."
func TestPowersAndAbilities_AreaOfEffect_InAreaAreNotTargets(t *testing.T) {
	tb, g := setup(t, effect.Def[*game]{ID: "Deflect", Category: effect.StandardPower, TargetOnly: true,
		On:      []effect.EventKind{effect.Attacked},
		When:    func(c ctx, e effect.Event) bool { return e.Target == c.Power.Source },
		Resolve: func(c ctx, e effect.Event) error { c.Game.logf("%d deflects", c.Power.Source); return nil }})
	for _, c := range []effect.SourceID{1, 3} {
		printOn(t, tb, c, 1, "Deflect")
	}
	hits := effect.Strike(12, []effect.Area{{Target: 1, Members: []effect.SourceID{3}}}, beats)
	if hits[0].Role != effect.Target || hits[1].Role != effect.InArea {
		t.Fatalf("roles %+v", hits)
	}
	if got := effect.Targets(hits); len(got) != 1 || got[0].Character != 1 {
		t.Fatalf("Targets = %+v", got)
	}
	for _, h := range hits {
		tb.Raise(h.Event(effect.Attacked, 0, 12))
	}
	must(t, tb.Run())
	wantLog(t, g, "1 deflects") // 3 was attacked but not targeted
}

// "... and it may be friendly to the attacking character."
func TestPowersAndAbilities_AreaOfEffect_MayBeFriendly(t *testing.T) {
	// Attacker 0 (Player 1) targets 1; its friend 2 is in the area.
	hits := effect.Strike(10, []effect.Area{{Target: 1, Members: []effect.SourceID{2, 3}}}, beats)
	i := slices.IndexFunc(hits, func(h effect.Hit) bool { return h.Character == 2 })
	if i < 0 || !hits[i].Hit || hits[i].Role != effect.InArea {
		t.Fatalf("friendly character in the area not hit: %+v", hits)
	}
}

// "The game effect including an area of effect will define how damage is
// dealt to hit characters and may specify targeted characters' damage
// differently from other hit characters."
func TestPowersAndAbilities_AreaOfEffect_TargetDamageMayDiffer(t *testing.T) {
	hits := effect.Strike(10, []effect.Area{{Target: 1, Members: []effect.SourceID{3, 4}}}, beats)
	var got []int
	for _, h := range hits {
		got = append(got, h.Damage(3, 1))
	}
	if !slices.Equal(got, []int{3, 1, 0}) {
		t.Errorf("damage %v, want target 3, area 1, miss 0", got)
	}
}

// "When a power or ability uses a ranged combat attack with an area of
// effect, if the game effect describes target characters, then the
// attacking character may multi-target normally, possibly creating multiple
// areas of effect." A character in several areas is hit once, as a target
// if it is the target of any of them.
func TestPowersAndAbilities_AreaOfEffect_MultiTargetMakesSeveralAreas(t *testing.T) {
	hits := effect.Strike(10, []effect.Area{
		{Target: 1, Members: []effect.SourceID{3, 5}},
		{Target: 5, Members: []effect.SourceID{3, 7}},
	}, beats)
	type row struct {
		c    effect.SourceID
		role effect.Role
		area int
	}
	var got []row
	for _, h := range hits {
		got = append(got, row{h.Character, h.Role, h.Area})
	}
	want := []row{{1, effect.Target, 0}, {3, effect.InArea, 0}, {5, effect.Target, 0}, {7, effect.InArea, 1}}
	if !slices.Equal(got, want) {
		t.Errorf("hits %v, want %v", got, want)
	}
}

// Overwatch's column and row attacks are areas with no target: every hero
// in the column is hit, none is a target.
func TestPowersAndAbilities_AreaOfEffect_ColumnAttackIsArea(t *testing.T) {
	column := []effect.SourceID{0, 1, 6}
	hits := effect.Strike(7, []effect.Area{{Target: effect.NoSource, Members: column}}, nil)
	if len(hits) != 3 || len(effect.Targets(hits)) != 0 {
		t.Fatalf("column hits %+v", hits)
	}
	for _, h := range hits {
		if !h.Hit || h.Role != effect.InArea {
			t.Errorf("hit %+v", h)
		}
	}
}
