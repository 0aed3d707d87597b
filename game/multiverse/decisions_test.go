package multiverse

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"overdeck/engine"
)

// The decisions written in help.go (Rules), each tested here or where the
// comment says.

// TestHelp_EverySectionWritten: every help section has a title and text,
// and the difficulty text names every level with its rows and cards.
func TestHelp_EverySectionWritten(t *testing.T) {
	words := []string{"", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"}
	var diff string
	for _, h := range Rules {
		if h.Title == "" || len(h.Text) < 40 {
			t.Errorf("help section %q is empty", h.Title)
		}
		if h.Title == "Difficulty" {
			diff = h.Text
		}
	}
	for _, l := range Levels {
		want := l.Name + ": " + words[l.Rows] + " rows of " + words[l.Cols] + " cards"
		if l.Cols == 1 {
			want = l.Name + ": " + words[l.Rows] + " cards, one behind another"
		}
		if !strings.Contains(diff, want) {
			t.Errorf("the help does not describe %s (%d rows of %d): %q", l.Name, l.Rows, l.Cols, diff)
		}
	}
}

// TestDecision_OnePowerDeck: the Multiverse's rows come from the player's
// Power Deck, and its draws take the top card.
func TestDecision_OnePowerDeck(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 3))
	list := Decks[3].List()
	s := Deal(1, list, -1, rng)
	var all []uint8
	all = append(all, s.Deck...)
	all = append(all, s.Hand...)
	for _, sl := range append(s.Mine[:], s.Rows...) {
		all = append(all, sl.Card)
	}
	slices.Sort(all)
	sorted := slices.Clone(list)
	slices.Sort(sorted)
	if !slices.Equal(all, sorted) {
		t.Error("the deal is not the Power Deck")
	}
}

// TestDecision_SettingUpOrder: hand, defense cards, rows, then the first
// draw, in that order from the top of the shuffled deck.
func TestDecision_SettingUpOrder(t *testing.T) {
	list := Decks[3].List()
	slices.Sort(list)
	deck := slices.Clone(list)
	r1 := rand.New(rand.NewPCG(8, 8))
	r1.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	s := Deal(0, list, -1, rand.New(rand.NewPCG(8, 8)))
	if !slices.Equal(s.Hand[:6], deck[:6]) {
		t.Error("the hand is not the top 6")
	}
	for i := range s.Mine {
		if s.Mine[i].Card != deck[6+i] || s.Mine[i].Up {
			t.Error("the defense cards are not the next three, face down")
		}
	}
	for i := range s.Rows {
		if s.Rows[i].Card != deck[9+i] {
			t.Error("the rows are not the next cards")
		}
	}
	if s.Hand[6] != deck[9+len(s.Rows)] {
		t.Error("the first draw is not the next card")
	}
}

// TestDecision_AttackersStay: "Flip any face-down cards face-up in the row
// closest to the player. All face-up cards attack simultaneously": the
// Multiverse's attackers stay face up in their row after the attack,
// whether it succeeded or failed, and attack again on its next turn, until
// the player defeats them (the objective: "Defeat all of the defense cards
// in the multiverse"). Before rules 2 they went to the discard pile.
func TestDecision_AttackersStay(t *testing.T) {
	for _, mine := range []string{"Power Spike", "Colossus Nine"} {
		runScenario(t, `
hand Monolith
mine `+mine+`, Colossus Nine, Colossus Nine
row up Street Brawler, up Overclock, up Echo Runner
row Monolith, Monolith, Monolith
dice 1 1
do attack Monolith 3
do fight
do end
expect up row 1
expect has row 1 Street Brawler
expect up row 2
expect left 5
expect mvattack 5
do end
expect has row 1 Street Brawler   # it attacks again on the next turn
expect rolls 2
expect left 5`)
	}
}

// TestDecision_AttackersSpentOption: with the setup option attackers=spent
// (the reading of rules 1) the Multiverse's attackers go to the discard pile
// whether the attack succeeds or fails; its Enhance cards stay.
func TestDecision_AttackersSpentOption(t *testing.T) {
	for _, mine := range []string{"Power Spike", "Colossus Nine"} {
		runScenario(t, `
attackers spent
hand Monolith
mine `+mine+`, Monolith, Monolith
row up Street Brawler, up Overclock, up Echo Runner
row Monolith, Monolith, Monolith
dice 1
do attack Monolith 3
do fight
do end
expect discardhas Street Brawler
expect empty row 1
expect up row 2
expect left 4`)
	}
	if _, err := New(engine.Setup{}.With(OptAttackers, "sometimes"), rand.New(rand.NewPCG(1, 1))); !errors.Is(err, engine.ErrBadSetup) {
		t.Errorf("attackers=sometimes: %v, want a bad setup", err)
	}
	r, err := New(engine.Setup{}.With(OptAttackers, AttackersSpent), rand.New(rand.NewPCG(1, 1)))
	if err != nil || !r.(*State).Spent {
		t.Errorf("attackers=spent does not play spent: %v", err)
	}
	if r, _ := New(engine.Setup{}, rand.New(rand.NewPCG(1, 1))); r.(*State).Spent {
		t.Error("the default plays with the attackers spent")
	}
}

// TestDecision_MultiverseInstantsNeverFire: a Super with an Instant skill
// drawn by the Multiverse does nothing.
func TestDecision_MultiverseInstantsNeverFire(t *testing.T) {
	runScenario(t, `
top Monolith, Quicksilver
hand Monolith
row up Power Spike, up Second Wind
row Monolith, Monolith
do attack Monolith 1
do fight
do end
expect discardhas Quicksilver
expect mine 3
expect left 3`)
}

// TestDecision_RiposteAndLootForTheMultiverse: your Riposte that holds
// defeats the Multiverse's leftmost remaining card; its Loot discards from
// the Power Deck.
func TestDecision_RiposteAndLootForTheMultiverse(t *testing.T) {
	runScenario(t, `
hand Monolith
mine Backlash Knight, Monolith, Monolith
row up Street Brawler, up Overclock
row Monolith, Monolith
dice 1
do attack Monolith 2
do fight
do end
expect mvwins no
expect left 2       # Riposte took the leftmost of the nearest row: Street Brawler
expect empty row 1
expect has row 3 Monolith
expect mine 3`)
	runScenario(t, `
attackers spent
hand Monolith
mine Backlash Knight, Monolith, Monolith
row up Street Brawler, up Overclock
row Monolith, Monolith
dice 1
do attack Monolith 2
do fight
do end
expect mvwins no
expect left 1       # Street Brawler spent; Riposte took the next card: the second row's left
expect empty row 3
expect mine 3`)
	runScenario(t, `
hand Monolith
mine Power Spike, Monolith, Monolith
row up Scrap Baron, up Overclock
row Monolith, Monolith
dice 1
do attack Monolith 2
do fight
do end
expect mvwins yes
expect deck 15      # 20 - its two draws - Loot 2 - your draw`)
}

// TestDecision_LossBeforeWin: when the Multiverse's last attackers break
// your last defense card with the attackers spent, you lose, though its
// rows are empty.
func TestDecision_LossBeforeWin(t *testing.T) {
	runScenario(t, `
attackers spent
hand Monolith
mine Power Spike, -, -
row up Street Brawler, -
dice 1
do end
expect left 0
expect mine 0
expect result nodefense`)
}

// TestDecision_ShortenedDeckKeepsItsFirstCards: "cards" keeps the first
// cards of the list, as written.
func TestDecision_ShortenedDeckKeepsItsFirstCards(t *testing.T) {
	m := newMatch(t, 1, 2, OptDeck, "Spectrum", OptCards, strconv.Itoa(55))
	want := Decks[3].List()[:55]
	slices.Sort(want)
	if !slices.Equal(m.Rules().(*State).DeckList, want) {
		t.Error("the shortened deck is not the first 55 cards of the list")
	}
}
