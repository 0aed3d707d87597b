package multiverse

import (
	"errors"
	"math/rand/v2"
	"testing"

	"overdeck/engine"
)

// newMatch deals a seeded match of level lv with the default deck.
func newMatch(t *testing.T, lv int, seed uint64, opts ...string) *engine.Match {
	t.Helper()
	setup := engine.Setup{}.With(OptLevel, Levels[lv].Name)
	for i := 0; i+1 < len(opts); i += 2 {
		setup = setup.With(opts[i], opts[i+1])
	}
	m, err := engine.NewMatch(Game, setup, seed)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestObjective_WinWhenEveryDefenseCardIsDefeated: defeating the last card
// of the Multiverse wins at once.
func TestObjective_WinWhenEveryDefenseCardIsDefeated(t *testing.T) {
	s := runScenario(t, `
hand Colossus Nine
row up Street Brawler, -, -
do attack Colossus Nine 1
do fight
expect left 0
expect result won
expect phase over`)
	if o := s.Outcome(); !o.Over || !o.Won(0) {
		t.Errorf("outcome %+v, want a win", o)
	}
}

// TestObjective_LoseWhenDefensesAreEliminated: the Multiverse's attack that
// breaks the last defense card ends the game.
func TestObjective_LoseWhenDefensesAreEliminated(t *testing.T) {
	s := runScenario(t, `
mine -, Street Brawler, -
row up Monolith, up Colossus Nine, -
row Monolith, Monolith, Monolith
dice 1
do end
expect mvattack 15
expect mine 0
expect result nodefense`)
	if o := s.Outcome(); !o.Over || o.Won(0) {
		t.Errorf("outcome %+v, want a loss", o)
	}
}

// TestObjective_LoseWhenTheDeckIsExhausted: a card that must be taken from
// an empty Power Deck loses the game.
func TestObjective_LoseWhenTheDeckIsExhausted(t *testing.T) {
	runScenario(t, `
deckn 0
hand Monolith
row up Street Brawler, Monolith, Monolith
do draw
expect result nodeck`)
	runScenario(t, `
deckn 1
hand Monolith
row up Street Brawler, Monolith, Monolith
do attack Monolith 1
do fight
do end    # the Multiverse discards the last card, then must draw from nothing
expect result nodeck`)
}

// TestDecks_PowerDeckOfAtLeast50: a deck list under 50 cards or with more
// than 3 copies is refused; every ready-made deck is legal.
func TestDecks_PowerDeckOfAtLeast50(t *testing.T) {
	for _, d := range Decks {
		if err := CheckDeck(d.List()); err != nil {
			t.Errorf("%s: %v", d.Name, err)
		}
	}
	short := Decks[0].List()[:49]
	if err := CheckDeck(short); !errors.Is(err, ErrDeckSize) {
		t.Errorf("49 cards: %v, want ErrDeckSize", err)
	}
	four := append(Decks[0].List(), 0, 0, 0, 0)
	if err := CheckDeck(four); !errors.Is(err, ErrCopies) {
		t.Errorf("4 copies: %v, want ErrCopies", err)
	}
	_, err := engine.NewMatch(Game, engine.Setup{}.With(OptDeck, DeckCode(short)), 1)
	if !errors.Is(err, engine.ErrBadSetup) {
		t.Errorf("a 49-card deck code: %v, want ErrBadSetup", err)
	}
}

// TestDecks_DeckCodeRoundTrip: a deck code stores a list and reads it back.
func TestDecks_DeckCodeRoundTrip(t *testing.T) {
	for _, d := range Decks {
		list := d.List()
		back, err := ParseDeckCode(DeckCode(list))
		if err != nil {
			t.Fatal(err)
		}
		sorted := append([]uint8{}, list...)
		slicesSort(sorted)
		if string(back) != string(sorted) {
			t.Errorf("%s: the code reads back a different list", d.Name)
		}
		m, err := engine.NewMatch(Game, engine.Setup{}.With(OptDeck, DeckCode(list)), 3)
		if err != nil {
			t.Fatal(err)
		}
		if got := m.Rules().(*State).DeckList; string(got) != string(sorted) {
			t.Errorf("%s: dealt from its code, a different deck", d.Name)
		}
	}
	for _, bad := range []string{"", "MV1-", "MV1-zz1", "MV1-0a", "XX1-001"} {
		if _, err := DeckFromOption(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}

// TestDecks_SmallerDeckIsShorter: "cards" keeps fewer cards (at least 50):
// a smaller deck leaves fewer turns before it is exhausted.
func TestDecks_SmallerDeckIsShorter(t *testing.T) {
	m := newMatch(t, 1, 5, OptDeck, "Spectrum", OptCards, "50")
	if n := len(m.Rules().(*State).DeckList); n != 50 {
		t.Errorf("kept %d cards, want 50", n)
	}
	if _, err := engine.NewMatch(Game, engine.Setup{}.With(OptDeck, "Spectrum").With(OptCards, "49"), 1); !errors.Is(err, engine.ErrBadSetup) {
		t.Errorf("49 cards kept: %v, want ErrBadSetup", err)
	}
}

// TestDecks_BattlegroundDeckOfAtLeast10: the Battleground Deck holds every
// battleground, at least 10.
func TestDecks_BattlegroundDeckOfAtLeast10(t *testing.T) {
	if len(Battlegrounds) < 10 {
		t.Fatalf("%d battlegrounds", len(Battlegrounds))
	}
	s := newMatch(t, 2, 9).Rules().(*State)
	if n := len(s.BGDeck) + len(s.MVBG) + 1; n != len(Battlegrounds) {
		t.Errorf("%d battlegrounds dealt and left, want %d", n, len(Battlegrounds))
	}
}

// TestDeckPreparation_ShuffledSeparately: the two decks are shuffled apart
// with the match's generator: different seeds deal different orders, the
// same seed the same.
func TestDeckPreparation_ShuffledSeparately(t *testing.T) {
	a := newMatch(t, 1, 1).Rules().(*State)
	b := newMatch(t, 1, 1).Rules().(*State)
	c := newMatch(t, 1, 2).Rules().(*State)
	if string(a.Deck) != string(b.Deck) || string(a.BGDeck) != string(b.BGDeck) {
		t.Error("the same seed dealt differently")
	}
	if string(a.Deck) == string(c.Deck) {
		t.Error("two seeds dealt the same Power Deck")
	}
}

// TestSetup_PlayerSetup: 6 cards drawn (7 after the first turn's draw), a
// battleground face up, three face-down defense cards, the Champion face
// down behind them.
func TestSetup_PlayerSetup(t *testing.T) {
	s := newMatch(t, 1, 4, OptChampion, "Comet Striker").Rules().(*State)
	if len(s.Hand) != 7 {
		t.Errorf("hand %d, want 6 + the first draw", len(s.Hand))
	}
	if s.MyBG < 0 {
		t.Error("no battleground")
	}
	for i, sl := range s.Mine {
		if !sl.Has || sl.Up {
			t.Errorf("defense spot %d: %+v, want a face-down card", i, sl)
		}
	}
	if s.Champ != int8(ChampionByName("Comet Striker")) || s.ChampUp {
		t.Errorf("Champion %d up %v", s.Champ, s.ChampUp)
	}
	if s := newMatch(t, 1, 4).Rules().(*State); s.Champ != -1 {
		t.Error("a Champion without asking for one")
	}
}

// TestDifficulty_ArrangesRowsAndBattlegrounds: each level deals its rows of
// face-down cards and its battlegrounds.
func TestDifficulty_ArrangesRowsAndBattlegrounds(t *testing.T) {
	if len(Levels) < 3 {
		t.Fatalf("%d levels", len(Levels))
	}
	for lv, l := range Levels {
		s := newMatch(t, lv, 11).Rules().(*State)
		if len(s.Rows) != int(l.Rows)*int(l.Cols) || s.left() != len(s.Rows) {
			t.Errorf("%s: %d slots, %d cards", l.Name, len(s.Rows), s.left())
		}
		for _, sl := range s.Rows {
			if sl.Up {
				t.Errorf("%s: a face-up card at the start", l.Name)
			}
		}
		if len(s.MVBG) != int(l.Grounds) {
			t.Errorf("%s: %d battlegrounds, want %d", l.Name, len(s.MVBG), l.Grounds)
		}
		if lv > 0 && int(l.Rows)*int(l.Cols)+int(l.Grounds) <= int(Levels[lv-1].Rows)*int(Levels[lv-1].Cols)+int(Levels[lv-1].Grounds) {
			t.Errorf("%s is not bigger than %s", l.Name, Levels[lv-1].Name)
		}
	}
}

// TestStart_PlayerGoesFirst: the game begins in the player's phase 2 of
// turn 1, with the player to act.
func TestStart_PlayerGoesFirst(t *testing.T) {
	m := newMatch(t, 0, 3)
	s := m.Rules().(*State)
	if s.Turn != 1 || s.Phase != PhaseMain || len(m.Waiting()) != 1 || m.Waiting()[0] != 0 || len(s.Trace) != 0 {
		t.Errorf("turn %d phase %d waiting %v", s.Turn, s.Phase, m.Waiting())
	}
}

// TestGameModeDetails_OnePlayer: the game has one seat.
func TestGameModeDetails_OnePlayer(t *testing.T) {
	if Game.Seats != 1 {
		t.Errorf("%d seats", Game.Seats)
	}
	r, _ := New(engine.Setup{}, rand.New(rand.NewPCG(1, 1)))
	if len(r.Legal(1)) != 0 {
		t.Error("a second seat may act")
	}
}
