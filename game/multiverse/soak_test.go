package multiverse

import (
	"math/rand/v2"
	"slices"
	"testing"

	"overdeck/engine"
)

// conserved checks that every card of the deck list is in exactly one
// place: the Power Deck, the hand, the discard pile, a defense spot or the
// combat.
func conserved(t testing.TB, s *State) {
	t.Helper()
	var all []uint8
	all = append(all, s.Deck...)
	all = append(all, s.Hand...)
	all = append(all, s.Discard...)
	for _, sl := range append(s.Mine[:], s.Rows...) {
		if sl.Has {
			all = append(all, sl.Card)
		}
	}
	if s.Fight.On && len(s.Fight.Attackers) == 0 {
		if !s.Fight.Champ {
			all = append(all, s.Fight.Attacker)
		}
		all = append(all, s.Fight.Instants...)
	}
	slices.Sort(all)
	if !slices.Equal(all, s.DeckList) {
		t.Fatalf("cards not conserved: have %v, deck list %v", all, s.DeckList)
	}
	bg := append(slices.Clone(s.BGDeck), s.MVBG...)
	if s.MyBG >= 0 {
		bg = append(bg, uint8(s.MyBG))
	}
	if len(bg) != len(Battlegrounds) {
		t.Fatalf("battlegrounds not conserved: %d", len(bg))
	}
}

// randomGame plays one game of level lv with random legal actions, checking
// the invariants after every action, and returns the final state and the
// number of actions.
func randomGame(t testing.TB, lv int, deck string, seed uint64) (*State, int) {
	setup := engine.Setup{}.With(OptLevel, Levels[lv].Name).With(OptDeck, deck)
	m, err := engine.NewMatch(Game, setup, seed)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 99))
	n := 0
	for !m.Outcome().Over {
		legal := m.Legal(0)
		if len(legal) == 0 {
			t.Fatalf("seed %d: no legal action in a running game", seed)
		}
		if err := m.Apply(0, legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
		s := m.Rules().(*State)
		if t.Failed() {
			return s, n
		}
		conserved(t, s)
		for _, d := range s.Rolls {
			if d < 1 || d > 6 {
				t.Fatalf("seed %d: a d6 rolled %d", seed, d)
			}
		}
		if n++; n > 2000 {
			t.Fatalf("seed %d: the game does not end", seed)
		}
	}
	return m.Rules().(*State), n
}

// TestSoak_RandomGames plays random full games of every level and deck.
func TestSoak_RandomGames(t *testing.T) {
	games := 2000
	if testing.Short() {
		games = 200
	}
	for lv := range Levels {
		won := 0
		for i := range games {
			s, _ := randomGame(t, lv, Decks[i%len(Decks)].Name, uint64(lv*100000+i))
			if s.Result == ResultWon {
				won++
			}
		}
		t.Logf("%s: random player won %d of %d", Levels[lv].Name, won, games)
	}
}

// TestSoak_DieComesFromTheMatchRNG: the Multiverse's d6 is the first draw
// of the turn's generator (the match's), 1 to 6, and nothing else.
func TestSoak_DieComesFromTheMatchRNG(t *testing.T) {
	seen := map[int8]bool{}
	for seed := uint64(1); seed <= 200; seed++ {
		s := runScenario(t, `
hand Monolith
mine Colossus Nine, Colossus Nine, Colossus Nine
row up Street Brawler, up Overclock
row Monolith, Monolith`)
		a, _ := engine.FindKey(s.Legal(0), "e")
		s.Resolve([]engine.Action{a}, engine.NewTurn(rand.New(rand.NewPCG(seed, 7))))
		want := int8(rand.New(rand.NewPCG(seed, 7)).IntN(6) + 1)
		if len(s.Rolls) != 1 || s.Rolls[0] != want {
			t.Fatalf("seed %d: rolled %v, the generator gives %d", seed, s.Rolls, want)
		}
		seen[want] = true
	}
	if len(seen) != 6 {
		t.Errorf("200 rolls gave only %v", seen)
	}
}
