package overpower

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"overdeck/engine"
)

// sameDeck reports whether two decks hold the same name, team, homebase,
// mission set and cards (in any order).
func sameDeck(a, b Deck) bool {
	ca, cb := slices.Clone(a.Cards), slices.Clone(b.Cards)
	slices.Sort(ca)
	slices.Sort(cb)
	return a.Name == b.Name && a.Front == b.Front && a.Reserve == b.Reserve && a.Home == b.Home &&
		a.Set == b.Set && slices.Equal(ca, cb)
}

// TestDeckCode_KeysAreUnique: no two names of a kind share a key, so a
// code names each card, character, homebase and mission set exactly.
func TestDeckCode_KeysAreUnique(t *testing.T) {
	check := func(what string, names []string) {
		seen := map[uint32]string{}
		for _, n := range names {
			k := nameKey(n)
			if o, ok := seen[k]; ok && o != n {
				t.Errorf("%s %q and %q share the key %06x", what, o, n, k)
			}
			seen[k] = n
		}
	}
	var cs, hs, ss, ns []string
	for i := range cards {
		cs = append(cs, cards[i].Name)
	}
	for i := range characters {
		ns = append(ns, characters[i].Name)
	}
	for i := range homebases {
		hs = append(hs, homebases[i].Name)
	}
	for i := range missionSets {
		ss = append(ss, missionSets[i].Name)
	}
	check("cards", cs)
	check("characters", ns)
	check("homebases", hs)
	check("mission sets", ss)
}

// TestDeckCode_ReadyMadeRoundTrip: every ready-made deck's code reads back
// as the same deck, is URL-safe with no spaces, and deals a match.
func TestDeckCode_ReadyMadeRoundTrip(t *testing.T) {
	for _, d := range Decks {
		code := EncodeDeck(d)
		if strings.Trim(code, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_") != "" {
			t.Errorf("%s: code %q is not URL-safe", d.Name, code)
		}
		back, err := DecodeDeck(code)
		if err != nil {
			t.Fatalf("%s: %v", d.Name, err)
		}
		if !sameDeck(d, back) {
			t.Errorf("%s: read back as %+v", d.Name, back)
		}
		if again := EncodeDeck(back); again != code {
			t.Errorf("%s: the code changed on a second round: %q, then %q", d.Name, code, again)
		}
		if _, err := engine.NewMatch(Game, engine.Setup{}.With("deck0", code).With("deck1", Decks[0].Name), 1); err != nil {
			t.Errorf("%s: a match with its code: %v", d.Name, err)
		}
	}
}

// TestDeckCode_RandomDecksRoundTrip: random legal decks, their cards in
// any order with any number of copies, read back the same.
func TestDeckCode_RandomDecksRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	legal := 0
	for range 300 {
		d := randomDeck(rng)
		if len(CheckDeck(d, ModeVenture)) != 0 {
			continue
		}
		legal++
		back, err := DecodeDeck(EncodeDeck(d))
		if err != nil || !sameDeck(d, back) {
			t.Fatalf("%+v\nread back as %+v (%v)", d, back, err)
		}
	}
	if legal < 100 {
		t.Fatalf("only %d of 300 random decks were legal", legal)
	}
}

// randomDeck builds a deck of a random team with random extra copies of
// Power and Universe cards, shuffled.
func randomDeck(rng *rand.Rand) Deck {
	var d Deck
	perm := rng.Perm(NumCharacters())
	for k := 0; k < 3; k++ {
		d.Front[k] = characters[perm[k]].Name
	}
	d.Reserve = characters[perm[3]].Name
	if rng.IntN(2) == 0 {
		d.Home = homebases[rng.IntN(NumHomebases())].Name
	}
	d.Set = missionSets[rng.IntN(len(missionSets))].Name
	d.Name = "random " + strings.Repeat("é", rng.IntN(17))
	d = buildDeck(d)
	for range rng.IntN(30) {
		c := &cards[rng.IntN(len(cards))]
		if c.Kind == KindPower || c.Kind == KindBasic {
			d.Cards = append(d.Cards, c.Name)
		}
	}
	rng.Shuffle(len(d.Cards), func(a, b int) { d.Cards[a], d.Cards[b] = d.Cards[b], d.Cards[a] })
	return d
}

// TestDeckCode_BadCodesChangeNothing: a code cut, mangled or from another
// game reads as ErrDeckCode; spaces and line breaks pasted into it do not
// matter.
func TestDeckCode_BadCodesChangeNothing(t *testing.T) {
	code := EncodeDeck(Decks[0])
	for _, bad := range []string{"", "OP1-", "hello", "MV1-0a1", code[:len(code)-1], code[:20],
		code[:10] + "x" + code[11:], strings.Replace(code, "OP1-", "OP2-", 1), code + "A"} {
		if _, err := DecodeDeck(bad); !errors.Is(err, ErrDeckCode) {
			t.Errorf("%q: %v, want ErrDeckCode", bad, err)
		}
	}
	long := Decks[0]
	long.Name = strings.Repeat("é", 30)
	if d, err := DecodeDeck(EncodeDeck(long)); err != nil || d.Name != strings.Repeat("é", 20) {
		t.Errorf("a long name is not cut to 40 bytes: %q, %v", d.Name, err)
	}
	if got := CodeMessage(ErrDeckCode); got != "This is not an OverPower deck code." {
		t.Errorf("message %q", got)
	}
	wrapped := " " + code[:30] + "\n  " + code[30:] + "\n"
	if d, err := DecodeDeck(wrapped); err != nil || !sameDeck(d, Decks[0]) {
		t.Errorf("a code broken over lines: %v", err)
	}
	_, err := engine.NewMatch(Game, engine.Setup{}.With("deck0", code[:len(code)-2]), 1)
	if !errors.Is(err, engine.ErrBadSetup) || !errors.Is(err, ErrDeckCode) {
		t.Errorf("a match with a broken code: %v", err)
	}
}

// TestDeckCode_UnknownCard: a well-formed code naming a card this version
// lacks reads as ErrUnknownCard.
func TestDeckCode_UnknownCard(t *testing.T) {
	d := Deck{Name: "x", Front: [3]string{"Merlin", "Zorro", "Dracula"}, Reserve: "Jane Porter",
		Set: "The Call of Cthulhu", Cards: []string{"Energy 3", "Merlin's Magic"}}
	code := EncodeDeck(d)
	cards[CardByName("Merlin's Magic")].Name = "Merlin's Other Magic"
	defer func() { cards[CardByName("Merlin's Other Magic")].Name = "Merlin's Magic" }()
	if _, err := DecodeDeck(code); !errors.Is(err, ErrUnknownCard) {
		t.Fatalf("%v, want ErrUnknownCard", err)
	}
}

// FuzzDecodeDeck: any string is either refused with ErrDeckCode or
// ErrUnknownCard, or read as a deck whose own code reads back the same.
func FuzzDecodeDeck(f *testing.F) {
	for _, d := range Decks {
		f.Add(EncodeDeck(d))
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, err := DecodeDeck(s)
		if err != nil {
			if !errors.Is(err, ErrDeckCode) && !errors.Is(err, ErrUnknownCard) {
				t.Fatalf("%q: %v", s, err)
			}
			return
		}
		back, err := DecodeDeck(EncodeDeck(d))
		if err != nil || !sameDeck(d, back) {
			t.Fatalf("%q read as %+v, then as %+v (%v)", s, d, back, err)
		}
		CheckDeck(d, ModeVenture)
	})
}
