package overwatch

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"overdeck/engine"
)

func TestSetUp_ShuffledDecksEightCardsEach(t *testing.T) {
	a, err := New(engine.Setup{}, rand.New(rand.NewPCG(1, 1)))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := New(engine.Setup{}, rand.New(rand.NewPCG(2, 1)))
	g, h := a.(*State), b.(*State)
	for s := 0; s < 2; s++ {
		want(t, "hand", len(g.P[s].Hand), OpeningHand)
		want(t, "deck", len(g.P[s].Deck), MaxDeck-OpeningHand)
		want(t, "power", g.Power(s), 0)
		want(t, "synergy", g.Synergy(s), 0)
	}
	want(t, "heroes", len(g.Heroes), 0)
	if slices.Equal(g.P[0].Deck, h.P[0].Deck) || slices.Equal(g.P[0].Deck, g.P[1].Deck) {
		t.Fatal("decks are not shuffled")
	}
	want(t, "rules printed", len(g.Board.Printed), len(ruleDefs))
}

func TestSetUp_ChoiceOfFirstPlayer(t *testing.T) {
	for _, c := range []struct {
		opt  string
		seat int8
	}{{"1", 0}, {"2", 1}} {
		r, err := New(engine.Setup{}.With("first", c.opt), rand.New(rand.NewPCG(1, 1)))
		if err != nil {
			t.Fatal(err)
		}
		want(t, "first "+c.opt, r.(*State).ToMove, c.seat)
	}
	seen := map[int8]bool{}
	for i := uint64(0); i < 20; i++ {
		r, _ := New(engine.Setup{}, rand.New(rand.NewPCG(i, 1)))
		seen[r.(*State).First] = true
	}
	want(t, "random first picks both seats", len(seen), 2)
	if _, err := New(engine.Setup{}.With("first", "3"), rand.New(rand.NewPCG(1, 1))); !errors.Is(err, engine.ErrBadSetup) {
		t.Fatalf("first=3: %v", err)
	}
}

func TestSetUp_ReadyMadeDecksAndDeckCheck(t *testing.T) {
	for _, d := range Decks {
		r, err := New(engine.Setup{}.With("deck0", d.Name).With("deck1", d.Name), rand.New(rand.NewPCG(1, 1)))
		if err != nil {
			t.Fatalf("%s: %v", d.Name, err)
		}
		want(t, d.Name+" pool", len(r.(*State).P[0].Pool), map[string]int{"full": 38}[d.Name]+map[bool]int{true: len(d.Cards)}[d.Cards != nil])
	}
	for _, c := range []struct {
		deck string
		err  error
	}{
		{"custom:Ana,Ashe", ErrDeckSize},
		{"custom:Ana,Ana,Ashe,Baptiste,Bastion,Brigitte,Doomfist,D.Va,Echo,Genji,Hanzo,Hazard,Junkrat,Junker Queen,Lifeweaver,Lúcio,Mauga,McCree,Mei,Mercy", ErrDuplicate},
		{"custom:B.O.B.,Ana,Ashe,Baptiste,Bastion,Brigitte,Doomfist,D.Va,Echo,Genji,Hanzo,Hazard,Junkrat,Junker Queen,Lifeweaver,Lúcio,Mauga,McCree,Mei,Mercy", ErrSpecial},
		{"custom:Nobody", ErrUnknownCard},
		{"custom:Ana,Ashe,Baptiste,Bastion,Brigitte,Doomfist,D.Va,Echo,Genji,Hanzo,Hazard,Junkrat,Junker Queen,Lifeweaver,Lúcio,Mauga,McCree,Mei,Mercy,Moira", nil},
	} {
		_, err := DeckCards(c.deck)
		if !errors.Is(err, c.err) {
			t.Fatalf("%s: %v, want %v", c.deck, err, c.err)
		}
	}
	if _, err := New(engine.Setup{}.With("deck0", "nope"), rand.New(rand.NewPCG(1, 1))); !errors.Is(err, engine.ErrBadSetup) {
		t.Fatalf("unknown deck: %v", err)
	}
}

func TestTurn_PlayHero_Placement_FirstHeroNearTheMiddle(t *testing.T) {
	f := setup(t)
	want(t, "first slots", len(f.g.Slots(0)), 3)
	for _, s := range f.g.Slots(0) {
		want(t, "first hero column", s.Col, int8(0))
	}
}

func TestTurn_PlayHero_Placement_NoGapNeverAlone(t *testing.T) {
	f := setup(t)
	f.put(0, "Genji", Front, 0)
	want(t, "slots after one", len(f.g.Slots(0)), 4) // Front -1, Front 1, Middle 0, Back 0
	f.put(0, "Hanzo", Front, 1)
	got := f.g.Slots(0)
	want(t, "slots after two", len(got), 6)
	for _, s := range got {
		if s.Row == Front && s.Col != -1 && s.Col != 2 {
			t.Fatalf("gap in the front row: %v", s)
		}
		if s.Row != Front && s.Col != 0 && s.Col != 1 {
			t.Fatalf("hero alone in row and column: %v", s)
		}
	}
}

func TestTurn_PlayHero_AtMostSix(t *testing.T) {
	f := setup(t)
	for i, n := range []string{"Genji", "Hanzo", "Mei", "Ana", "Bastion", "Echo"} {
		f.put(0, n, Front, int8(i))
	}
	f.g.P[0].Hand = []uint8{mustCard("Tracer")}
	for _, k := range f.legal() {
		if k[0] == 'h' {
			t.Fatalf("a seventh hero can be played: %v", k)
		}
	}
}

func TestPrimaryAbility_RightAwayOrNever(t *testing.T) {
	f := setup(t)
	foe := f.put(1, "Reinhardt", Front, 0)
	id := f.play("Tracer", Front, 0)
	want(t, "offered", f.has("a") && f.has("b") && f.has("skip"), true)
	f.do("skip")
	want(t, "turn passed", f.g.ToMove, int8(1))
	want(t, "no damage", f.health(foe), 4)
	f.g.ToMove = 0
	for _, k := range f.legal() {
		if k == "a" || k == "b" {
			t.Fatal("primary offered later")
		}
	}
	want(t, "played", f.h(id).Played, true)
}

func TestTurn_GenerateSynergyAndPower(t *testing.T) {
	f := setup(t)
	f.play("Hanzo", Middle, 0, "skip")
	want(t, "synergy on the middle row", f.g.Syn[0][Middle], int8(1))
	want(t, "power", f.g.Power(0), 3)
	f.play("Hanzo", Back, 0, "skip")
	want(t, "synergy on the back row", f.g.Syn[1][Back], int8(2))
	want(t, "power of seat 1", f.g.Power(1), 2)
}

func TestTurn_StartOfTurnEffectsFirst(t *testing.T) {
	f := setup(t)
	a := f.put(0, "Genji", Front, 0)
	f.h(a).Dmg = 2
	f.g.addMark(Mark{Kind: MarkLucio, Seat: 0, Side: 0, Row: Front, By: a})
	f.g.ToMove = 1
	f.play("Hanzo", Front, 0, "skip") // seat 1's turn ends; seat 0's starts
	want(t, "healed at the start of seat 0's turn", f.h(a).Dmg, int8(1))
}

func TestUltimate_PaysFromTheHeroRowOnly(t *testing.T) {
	f := setup(t)
	id := f.put(0, "Hazard", Front, 0)
	f.put(1, "Genji", Front, 0)
	f.g.Syn[0] = [3]int8{2, 5, 5}
	want(t, "not enough in its row", f.has("u1"), false)
	f.g.Syn[0][Front] = 4
	f.do("u1")
	want(t, "paid", f.g.Syn[0], [3]int8{1, 5, 5})
	want(t, "used", f.h(id).UltUsed, true)
	f.g.ToMove, f.g.Syn[0][Front] = 0, 9
	want(t, "once per play", f.has("u1"), false)
}

func TestPass_OnlyWithSixHeroes(t *testing.T) {
	f := setup(t)
	f.g.P[0].Hand = []uint8{mustCard("Tracer")}
	for i, n := range []string{"Genji", "Hanzo", "Mei", "Ana", "Bastion"} {
		f.put(0, n, Front, int8(i))
	}
	want(t, "pass with five", f.has("pass"), false)
	id := f.put(0, "Echo", Front, 5)
	f.h(id).Defeated = true
	want(t, "pass with six, one defeated", f.has("pass"), true)
	f.do("pass")
	f.g.P[1].Hand = []uint8{mustCard("Tracer"), mustCard("Genji")}
	f.do(f.legal()[0])
	want(t, "the other seat goes on", f.g.ToMove, int8(1))
}

func TestPass_EmptyHandMayPass(t *testing.T) {
	f := setup(t)
	f.put(0, "Genji", Front, 0)
	want(t, "empty hand, one hero", f.has("pass"), true)
}

func TestRoundEnd_TieBreaks_PowerThenSynergyThenBoth(t *testing.T) {
	want(t, "power", RoundWinners([2]int16{9, 8}, [2]int16{0, 5}), [2]bool{true, false})
	want(t, "synergy", RoundWinners([2]int16{8, 8}, [2]int16{1, 5}), [2]bool{false, true})
	want(t, "both", RoundWinners([2]int16{8, 8}, [2]int16{3, 3}), [2]bool{true, true})
}
