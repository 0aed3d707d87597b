package overpower

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// deckNamed returns the ready-made deck name.
func deckNamed(t *testing.T, name string) Deck {
	d, err := lookupDeck(name)
	if err != nil {
		t.Fatal(err)
	}
	c := *d
	c.Cards = slices.Clone(d.Cards)
	return c
}

// TestBuilder_SummaryOfReadyMade: a ready-made deck sums to its threat and
// size, legal; one card short of the minimum says so.
func TestBuilder_SummaryOfReadyMade(t *testing.T) {
	d := deckNamed(t, "camelot")
	s := Summarize(d, nil)
	if !s.Legal() || s.Threat == 0 || s.Threat > MaxThreat || s.Cards != len(d.Cards) || s.Min != MinEvDeck {
		t.Fatalf("camelot: %+v", s)
	}
	d.Front[0] = "Zorro"
	d.Cards = d.Cards[:40]
	s = Summarize(d, nil)
	if s.Legal() {
		t.Fatal("a 40-card deck is legal")
	}
	var why []string
	for _, p := range s.Problems {
		why = append(why, p.Error())
	}
	if !strings.Contains(strings.Join(why, "; "), "at least") {
		t.Fatalf("no size problem: %v", why)
	}
}

// TestBuilder_OfferedFollowsTheTeam: Specials only of the team (or Any
// Character), Events only of the mission set; the character filter keeps
// the cards that character can use; MultiPower cards count as every type.
func TestBuilder_OfferedFollowsTheTeam(t *testing.T) {
	d := deckNamed(t, "camelot")
	for _, i := range Offered(d, nil, AnyCard) {
		c := &cards[i]
		if (c.Kind == KindSpecial || c.Kind == KindAdvanced) && !c.Any() && !onTeam(d, c.Char) {
			t.Errorf("%s offered off the team", c.Name)
		}
		if c.Kind == KindEvent && int(c.Set) != SetByName(d.Set) {
			t.Errorf("%s of another mission set offered", c.Name)
		}
	}
	merlin := Offered(d, nil, CardFilter{Char: 1, Type: NoType, Kind: int(KindSpecial) + 1})
	if len(merlin) == 0 {
		t.Fatal("no Specials for Merlin")
	}
	for _, i := range merlin {
		if c := &cards[i]; !c.Any() && characters[c.Char].Name != "Merlin" {
			t.Errorf("%s under Merlin's filter", c.Name)
		}
	}
	e5 := Offered(d, nil, CardFilter{Char: -1, Kind: int(KindPower) + 1, Type: Energy, Val: 5})
	if len(e5) != 2 || cards[e5[0]].Name != "Energy 5" || cards[e5[1]].Name != "MultiPower 5" {
		t.Fatalf("Power, Energy, 5: %v", e5)
	}
}

// TestBuilder_LimitedPool: in Limited play only the pool's cards are
// offered, as many as it holds, plus Basic Power cards without limit.
func TestBuilder_LimitedPool(t *testing.T) {
	d := deckNamed(t, "camelot")
	pool := &Pool{Characters: []string{"King Arthur", "Merlin", "Robin Hood", "Billy the Kid"},
		Cards: []string{"Merlin's Magic", "Lady of the Lake"}}
	for _, i := range Offered(d, pool, AnyCard) {
		c := &cards[i]
		if !basicPower(c) && !slices.Contains(pool.Cards, c.Name) {
			t.Errorf("%s offered outside the pool", c.Name)
		}
	}
	if pool.Copies(d, "Energy 8") != -1 || pool.Copies(d, "Any-Power 8") != 0 || pool.Copies(d, "Lady of the Lake") != 1 {
		t.Fatal("copies under the pool")
	}
	probs := pool.Problems(d)
	if len(probs) == 0 || !slices.ContainsFunc(probs, func(p Problem) bool { return p.Card == "The Round Table" }) {
		t.Fatalf("the homebase is outside the pool: %v", probs)
	}
	if len((*Pool)(nil).Problems(d)) != 0 {
		t.Fatal("constructed play has pool problems")
	}
}

// TestBuilder_Copies: a deck may hold any number of copies of a card but
// a One Per Deck one (one; two Thunderbolts with Zeus on the team), and in
// Limited play no more than the pool holds, Basic Power cards excepted;
// past the pool's count the pool's problem is named, past the deck's own
// limit CheckDeck's.
func TestBuilder_Copies(t *testing.T) {
	zeus := Deck{Front: [3]string{"Zeus", "Merlin", "King Arthur"}, Reserve: "Robin Hood", Set: MissionSets(0).Name}
	plain := zeus
	plain.Front[0] = "Zorro"
	opd := ""
	for i := range cards {
		if c := &cards[i]; c.OPD && c.Kind == KindSpecial && c.Char == mustChar("Merlin") {
			opd = c.Name
			break
		}
	}
	five := slices.Repeat([]string{"MultiPower 5"}, 5)
	var constructed *Pool
	for _, c := range []struct {
		pool *Pool
		d    Deck
		name string
		want int
	}{
		{constructed, plain, "Energy 8", -1}, {constructed, plain, "MultiPower 5", -1}, {constructed, plain, "Lady of the Lake", 1},
		{constructed, plain, opd, 1}, {constructed, plain, "Thunderbolt", 1}, {constructed, zeus, "Thunderbolt", 2},
		{&Pool{Cards: []string{"Thunderbolt"}}, zeus, "Thunderbolt", 1},
		{&Pool{Cards: []string{"Thunderbolt", "Thunderbolt", "Thunderbolt"}}, zeus, "Thunderbolt", 2},
		{&Pool{Cards: five}, plain, "MultiPower 5", 5}, {&Pool{}, plain, "Energy 8", -1}, {&Pool{}, plain, "MultiPower 5", 0},
	} {
		if got := c.pool.Copies(c.d, c.name); got != c.want {
			t.Errorf("%s in %v under %v: %d copies, want %d", c.name, c.d.Front, c.pool, got, c.want)
		}
	}
	// Two Thunderbolts with Zeus from a pool of one: the pool is short.
	pool := &Pool{Characters: []string{"Zeus", "Merlin", "King Arthur", "Robin Hood"}, Cards: []string{"Thunderbolt"}}
	zeus.Cards = []string{"Thunderbolt", "Thunderbolt"}
	if p := pool.Problems(zeus); len(p) != 1 || p[0].Card != "Thunderbolt" || p[0].Reason != "your pool holds 1" {
		t.Fatalf("two Thunderbolts from a pool of one: %v", p)
	}
	// Three from a pool of three: the deck's own limit, which CheckDeck
	// names, not the pool's.
	pool.Cards = []string{"Thunderbolt", "Thunderbolt", "Thunderbolt"}
	zeus.Cards = append(zeus.Cards, "Thunderbolt")
	if p := pool.Problems(zeus); len(p) != 0 {
		t.Fatalf("three Thunderbolts from a pool of three: %v", p)
	}
	if !slices.ContainsFunc(CheckDeck(zeus, ModeVenture), func(p Problem) bool { return p.Card == "Thunderbolt" }) {
		t.Fatal("three Thunderbolts pass CheckDeck")
	}
}

// TestBuilder_UniverseCardsTheTeamCanUse: a Basic Universe, Teamwork,
// Training or Ally card that no one on the team can use makes a deck
// illegal, named once however many copies; one only the Reserve can use
// is legal (the summary warns that the Front Line cannot use it); every
// ready-made deck passes.
func TestBuilder_UniverseCardsTheTeamCanUse(t *testing.T) {
	for _, d := range Decks {
		if p := CheckDeck(d, ModeVenture); len(p) > 0 {
			t.Errorf("%s: %v", d.Name, p)
		}
	}
	// The first ready-made deck with a Universe card for no one and one
	// for its Reserve only.
	var d Deck
	var nobody, reserveOnly string
	for _, r := range Decks {
		d, nobody, reserveOnly = r, "", ""
		g := teamState(d)
		for i := range cards {
			c := &cards[i]
			if c.Kind < KindBasic || c.Kind > KindAlly {
				continue
			}
			front, all := usable(g, d, c, []int{0, 1, 2}), usable(g, d, c, []int{0, 1, 2, 3})
			switch {
			case !all && nobody == "":
				nobody = c.Name
			case all && !front && reserveOnly == "":
				reserveOnly = c.Name
			}
		}
		if nobody != "" && reserveOnly != "" {
			break
		}
	}
	if nobody == "" || reserveOnly == "" {
		t.Fatal("no ready-made team has a Universe card for no one and one for its Reserve only")
	}
	d.Cards = slices.Clone(d.Cards)
	bad := d
	bad.Cards = append(slices.Clone(d.Cards), nobody, nobody)
	if p := CheckDeck(bad, ModeVenture); len(p) != 1 || p[0].Error() != nobody+": no one on the team can use it" {
		t.Fatalf("two copies of %s: %v", nobody, p)
	}
	ok := d
	ok.Cards = append(slices.Clone(d.Cards), reserveOnly)
	if s := Summarize(ok, nil); !s.Legal() || !slices.Contains(s.Unusable, reserveOnly) {
		t.Fatalf("%s, for the Reserve only: %+v", reserveOnly, s)
	}
}

// TestBuilder_SampleHand: eight cards, a repeated Power value marked as a
// duplicate, a card the Front Line cannot use marked.
func TestBuilder_SampleHand(t *testing.T) {
	d := Deck{Front: [3]string{"Merlin", "King Arthur", "Robin Hood"}, Reserve: "Billy the Kid", Set: "Time Wars: Rise of the Gods"}
	for range 4 {
		d.Cards = append(d.Cards, "Energy 3", "Combat 3")
	}
	h := SampleHand(d, rand.New(rand.NewPCG(1, 2)))
	if len(h) != HandSize || h[0].Duplicate || !h[1].Duplicate {
		t.Fatalf("hand %+v", h)
	}
	d.Cards = []string{"Intelligence 8", "Combat 1"}
	h = SampleHand(d, rand.New(rand.NewPCG(1, 2)))
	if len(h) != 2 {
		t.Fatalf("hand %+v", h)
	}
	for _, c := range h {
		if want := c.Name == "Intelligence 8" && characters[mustChar("Merlin")].Grid[Intel] < 8; c.Unusable != want {
			t.Errorf("%s unusable %v", c.Name, c.Unusable)
		}
	}
}
