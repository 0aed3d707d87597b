package overpower

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"overdeck/engine"
	"overdeck/engine/ai"
	"overdeck/engine/ai/aitest"
)

// TestLimited_ComputerDecksAreLegal: over many seeds, every seat of
// computer-drafted pods of 8 and 10, every seat of a pod where one seat
// drafts at random, and Sealed pools of 3 and 6 boosters build a deck that
// CheckLimited passes in every mode.
func TestLimited_ComputerDecksAreLegal(t *testing.T) {
	seeds := uint64(60)
	if testing.Short() {
		seeds = 15
	}
	check := func(what string, pk Pack) {
		t.Helper()
		p := pk.Pool()
		d, err := BuildLimited(p)
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		for m := range ModeNames {
			if probs := CheckLimited(d, p, uint8(m)); len(probs) > 0 {
				t.Fatalf("%s, %s: %v", what, ModeNames[m], probs)
			}
		}
	}
	for seed := uint64(1); seed <= seeds; seed++ {
		for _, n := range []int{8, 10} {
			d := allComputers(t, n, seed)
			for s := range d.Held {
				check("draft", d.Held[s])
			}
			r := draftWithRandom(t, n, int(seed)%n, seed)
			for s := range r.Held {
				check("draft with a random seat", r.Held[s])
			}
		}
		for _, b := range []int{3, 6} {
			check("sealed", NewSealed(b, rand.New(rand.NewPCG(seed, 1))))
		}
	}
}

// draftWithRandom drafts a pod of computers where seat r drafts at random.
func draftWithRandom(t testing.TB, n, r int, seed uint64) *Draft {
	d, err := NewDraft(n, 0, seed)
	if err != nil {
		t.Fatal(err)
	}
	random := RandomDrafter(seed)
	d.RunComputers(func(v *DraftView) int {
		if int(v.Seat) == r {
			return random(v)
		}
		return Drafter{}.Pick(v)
	})
	return d
}

// TestLimited_Legality: pool cards only, as many as the pool holds, Basic
// Power cards at will but no MultiPower or Any-Power card from outside,
// characters and homebase only of the pool, and CheckDeck's rules still.
func TestLimited_Legality(t *testing.T) {
	p := NewSealed(6, rand.New(rand.NewPCG(7, 7))).Pool()
	d, err := BuildLimited(p)
	if err != nil {
		t.Fatal(err)
	}
	var out string
	for _, c := range p.Characters {
		if !slices.Contains(append(d.Front[:], d.Reserve), c) {
			out = c
		}
	}
	with := func(f func(d *Deck)) []Problem {
		e := d
		e.Cards = slices.Clone(d.Cards)
		f(&e)
		return CheckLimited(e, p, ModeVenture)
	}
	cases := []struct {
		name string
		f    func(d *Deck)
		want string // "" for legal
	}{
		{"as built", func(d *Deck) {}, ""},
		{"ten more Basic Power cards", func(d *Deck) {
			for k := 0; k < 10; k++ {
				d.Cards = append(d.Cards, "Energy 1")
			}
		}, ""},
		{"a MultiPower card from outside", func(d *Deck) { d.Cards = append(d.Cards, outside(p, "MultiPower 3", "MultiPower 4", "MultiPower 5")) }, "not a card of the pool"},
		{"an Any Character Special from outside", func(d *Deck) {
			d.Cards = append(d.Cards, outside(p, "Merlin's Magic", "Preternatural Healing", "The Gemini"))
		}, "not a card of the pool"},
		{"a second copy of a pool card", func(d *Deck) { d.Cards = append(d.Cards, firstOf(d, KindBasic, KindTeamwork, KindTraining, KindAlly)) }, "more copies"},
		{"a character from outside", func(d *Deck) { d.Reserve = outsideChar(p) }, "not a character of the pool"},
		{"a homebase from outside", func(d *Deck) { d.Home = outsideHome(p) }, "not a homebase of the pool"},
		{"a character of the pool off the team, with its Special", func(d *Deck) {
			d.Cards = append(d.Cards, specialsOf(mustChar(out))[0])
		}, "is not on the team"},
		{"too few cards", func(d *Deck) { d.Cards = d.Cards[:40] }, "at least"},
	}
	for _, c := range cases {
		probs := with(c.f)
		switch {
		case c.want == "" && len(probs) > 0:
			t.Errorf("%s: %v", c.name, probs)
		case c.want != "" && !slices.ContainsFunc(probs, func(p Problem) bool { return strings.Contains(p.Reason, c.want) }):
			t.Errorf("%s: %v, want %q", c.name, probs, c.want)
		}
	}
}

// outside returns the first of names that pool p does not hold.
func outside(p *Pool, names ...string) string {
	have := poolCounts(p)
	for _, n := range names {
		if have[n] == 0 {
			return n
		}
	}
	panic("the pool holds them all")
}

// outsideChar returns a character pool p has no stack of.
func outsideChar(p *Pool) string {
	for _, c := range characters {
		if !slices.Contains(p.Characters, c.Name) {
			return c.Name
		}
	}
	panic("the pool holds every character")
}

// outsideHome returns a homebase pool p does not hold.
func outsideHome(p *Pool) string {
	for _, h := range homebases {
		if !slices.Contains(p.Homebases, h.Name) {
			return h.Name
		}
	}
	panic("the pool holds every homebase")
}

// firstOf returns d's first card of one of kinds that is not One Per Deck.
func firstOf(d *Deck, kinds ...uint8) string {
	for _, n := range d.Cards {
		if c := &cards[mustCard(n)]; slices.Contains(kinds, c.Kind) && !c.OPD {
			return n
		}
	}
	panic("no such card in the deck")
}

// TestLimited_BuildRefusesAPoolWithoutATeam: a pool of three characters
// builds nothing, and says so.
func TestLimited_BuildRefusesAPoolWithoutATeam(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 1))
	p := Pack{Stacks: []Stack{newStack(0, r), newStack(3, r), newStack(4, r)}}
	if _, err := BuildLimited(p.Pool()); !errors.Is(err, ErrNoTeam) {
		t.Fatal(err)
	}
}

// limitedGame is OverPower dealing decks a and b.
func limitedGame(a, b Deck) *engine.Game {
	g := *Game
	g.New = func(setup engine.Setup, rng *rand.Rand) (engine.Rules, error) {
		return NewWith(setup, [2]*Deck{&a, &b}, rng)
	}
	return &g
}

// TestTournament_Drafters: decks drafted by the computer drafters and
// built by BuildLimited beat the decks of a random legal drafter (random
// picks among the legal ones, then RandomBuild), both played by Normal, in
// 65% of matches or more: 200 seeded matches with -tournament, 80
// otherwise. Each match drafts a pod of 8 where one seat (a different one
// each time) is the random drafter, and that seat plays the computer seat
// after it, on alternate sides. With -tournament it also measures the
// drafting alone: both decks built by BuildLimited (no bound: see the
// report in the log).
//
//	go test ./game/overpower -run TestTournament_Drafters -v -args -tournament
func TestTournament_Drafters(t *testing.T) {
	n := 80
	if aitest.Enabled() {
		n = 200
	}
	rate := drafterRate(t, n, true)
	if rate < 0.65 {
		t.Errorf("the computer drafters won %.1f%%, under 65%%", 100*rate)
	}
	if aitest.Enabled() {
		drafterRate(t, n, false)
	}
}

// drafterRate plays n matches of a computer-drafted deck against a
// randomly drafted one (built at random when randomBuild) and returns the
// computer's share, a draw counting half.
func drafterRate(t *testing.T, n int, randomBuild bool) float64 {
	start := time.Now()
	wins, draws := 0, 0
	for m := 0; m < n; m++ {
		seed := uint64(2000 + m)
		r := m % 8
		d := draftWithRandom(t, 8, r, seed)
		rd, err := BuildLimited(d.Held[r].Pool())
		if randomBuild {
			rd, err = RandomBuild(d.Held[r].Pool(), rand.New(rand.NewPCG(seed, 3)))
		}
		if err != nil {
			t.Fatalf("match %d: the random seat's pool: %v", m, err)
		}
		cd, err := BuildLimited(d.Held[(r+1)%8].Pool())
		if err != nil {
			t.Fatalf("match %d: the computer seat's pool: %v", m, err)
		}
		decks, comp := [2]Deck{cd, rd}, 0
		if m%2 == 1 {
			decks, comp = [2]Deck{rd, cd}, 1
		}
		bots := []ai.Bot{NewBot(ai.Normal, seed), NewBot(ai.Normal, seed+1)}
		out, _, err := ai.Play(limitedGame(decks[0], decks[1]), engine.Setup{}, seed, bots)
		if err != nil {
			t.Fatalf("match %d: %v", m, err)
		}
		switch {
		case len(out.Winners) != 1:
			draws++
		case int(out.Winners[0]) == comp:
			wins++
		}
	}
	rate := (float64(wins) + 0.5*float64(draws)) / float64(n)
	how := "built at random"
	if !randomBuild {
		how = "built by BuildLimited too"
	}
	t.Logf("computer drafters against random ones (%s): %d wins, %d draws in %d matches: %.1f%% (%v)",
		how, wins, draws, n, 100*rate, time.Since(start).Round(time.Second))
	return rate
}

// TestLimited_DecksTravelAsCodes: a built Limited deck survives its deck
// code, and a match is dealt from the two codes as setup values, so a
// Limited match saves and replays like any other.
func TestLimited_DecksTravelAsCodes(t *testing.T) {
	d := allComputers(t, 8, 12)
	var decks [2]Deck
	for s := range decks {
		p := d.Held[s].Pool()
		b, err := BuildLimited(p)
		if err != nil {
			t.Fatal(err)
		}
		back, err := DecodeDeck(EncodeDeck(b))
		if err != nil {
			t.Fatal(err)
		}
		if probs := CheckLimited(back, p, ModeVenture); len(probs) > 0 {
			t.Fatalf("seat %d's deck after its code: %v", s+1, probs)
		}
		decks[s] = back
	}
	setup := engine.Setup{}.With("deck0", EncodeDeck(decks[0])).With("deck1", EncodeDeck(decks[1]))
	if _, err := engine.NewMatch(Game, setup, 4); err != nil {
		t.Fatal(err)
	}
	for people := 1; people <= 2; people++ {
		v := LimitedValue(decks[0], decks[1], people)
		m, err := engine.NewMatch(Game, engine.Setup{}.With("limited", v), 4)
		if err != nil {
			t.Fatal(err)
		}
		if g := m.Rules().(*State); characters[g.Chars[0].Card].Name != decks[0].Front[0] || characters[g.Chars[4].Card].Name != decks[1].Front[0] {
			t.Fatal("the limited setup dealt other teams")
		}
		if LimitedPeople(v) != people {
			t.Errorf("LimitedPeople of a value of %d people: %d", people, LimitedPeople(v))
		}
	}
	one := LimitedValue(decks[0], decks[1], 1)
	for _, v := range []string{"OP1-x", "one two three", one + "x", one + " people=3", one + " people=2 people=2", "people=2"} {
		if _, err := engine.NewMatch(Game, engine.Setup{}.With("limited", v), 4); !errors.Is(err, engine.ErrBadSetup) {
			t.Errorf("limited=%q: %v", v, err)
		}
		if LimitedPeople(v) != 0 {
			t.Errorf("LimitedPeople(%q) = %d", v, LimitedPeople(v))
		}
	}
	if LimitedPeople("off") != 0 || LimitedPeople("") != 0 {
		t.Error("LimitedPeople of no Limited match")
	}
}

// TestSealed_Contents: a Sealed pool is a starter deck (four stacks of
// different characters within MaxThreat, a homebase, eight uncommons and
// two rares) and its boosters (two stacks, four uncommons, a rare each),
// the same for the same seed.
func TestSealed_Contents(t *testing.T) {
	for _, b := range []int{3, 6} {
		for seed := uint64(1); seed <= 50; seed++ {
			p := NewSealed(b, rand.New(rand.NewPCG(seed, 2)))
			q := NewSealed(b, rand.New(rand.NewPCG(seed, 2)))
			if !slices.EqualFunc(p.Stacks, q.Stacks, func(a, b Stack) bool { return a.Char == b.Char && slices.Equal(a.Specials, b.Specials) }) ||
				!slices.Equal(p.Cards, q.Cards) || !slices.Equal(p.Homes, q.Homes) {
				t.Fatalf("seed %d opened two pools", seed)
			}
			starter := Pack{Stacks: p.Stacks[:StarterStacks]}
			_, ok := bestTeam(starter.Pool())
			if !ok || len(starter.Chars()) != StarterStacks {
				t.Fatalf("seed %d: the starter's team %v", seed, starter.Chars())
			}
			if len(p.Stacks) != StarterStacks+PackStacks*b || len(p.Cards)+len(p.Homes) != 1+StarterUncommon+StarterRares+b*(PackUncommons+PackRares) {
				t.Fatalf("seed %d, %d boosters: %d stacks, %d cards, %d homebases", seed, b, len(p.Stacks), len(p.Cards), len(p.Homes))
			}
			for _, st := range p.Stacks {
				if len(st.Specials) != min(StackSpecials, len(specialsOf(mustChar(st.Char)))) {
					t.Fatalf("seed %d: %s's stack holds %v", seed, st.Char, st.Specials)
				}
			}
		}
	}
}
