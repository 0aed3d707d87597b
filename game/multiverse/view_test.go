package multiverse

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"overdeck/engine"
)

// midGames returns matches of every level stopped at random points of
// random play (seeded).
func midGames(t *testing.T, n int) []*engine.Match {
	var out []*engine.Match
	for i := range n {
		m := newMatch(t, i%len(Levels), uint64(100+i), OptDeck, Decks[i%len(Decks)].Name, OptChampion, Champions[i%len(Champions)].Name)
		rng := rand.New(rand.NewPCG(uint64(i), 5))
		stop := 3 + rng.IntN(30)
		for k := 0; k < stop && !m.Outcome().Over; k++ {
			legal := m.Legal(0)
			if err := m.Apply(0, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		out = append(out, m)
	}
	return out
}

// viewBytes encodes what seat s may know of state r.
func viewBytes(t *testing.T, r engine.Rules, s engine.Seat) []byte {
	b, err := r.View(s).MarshalMsg(nil)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestView_NoLeak: shuffling the Power Deck, the Battleground Deck and
// every face-down card among themselves leaves the player's view (and the
// spectator's) byte for byte the same.
func TestView_NoLeak(t *testing.T) {
	for i, m := range midGames(t, 60) {
		s := m.Rules().(*State)
		before := viewBytes(t, s, 0)
		spect := viewBytes(t, s, engine.NoSeat)
		rng := rand.New(rand.NewPCG(uint64(i), 9))
		for k := 0; k < 5; k++ {
			c := s.Clone().(*State)
			hidden := slices.Clone(c.Deck)
			var spots []*Slot
			for j := range c.Mine {
				if c.Mine[j].Has && !c.Mine[j].Up {
					spots = append(spots, &c.Mine[j])
				}
			}
			for j := range c.Rows {
				if c.Rows[j].Has && !c.Rows[j].Up {
					spots = append(spots, &c.Rows[j])
				}
			}
			for _, sp := range spots {
				hidden = append(hidden, sp.Card)
			}
			rng.Shuffle(len(hidden), func(a, b int) { hidden[a], hidden[b] = hidden[b], hidden[a] })
			for j, sp := range spots {
				sp.Card = hidden[len(c.Deck)+j]
			}
			copy(c.Deck, hidden[:len(c.Deck)])
			rng.Shuffle(len(c.BGDeck), func(a, b int) { c.BGDeck[a], c.BGDeck[b] = c.BGDeck[b], c.BGDeck[a] })
			if !bytes.Equal(viewBytes(t, c, 0), before) {
				t.Fatalf("game %d: the player's view changed with hidden cards", i)
			}
			if !bytes.Equal(viewBytes(t, c, engine.NoSeat), spect) {
				t.Fatalf("game %d: the spectator's view changed with hidden cards", i)
			}
		}
		if v := s.View(engine.NoSeat).(*View); len(v.Hand) != 0 {
			t.Fatalf("game %d: the spectator sees the hand", i)
		}
	}
}

// TestView_FaceDownShownAsFaceDown: a face-down card's view has no card and
// no power; the deck list in the view is sorted, never the deck's order.
func TestView_FaceDownShownAsFaceDown(t *testing.T) {
	for _, m := range midGames(t, 20) {
		s := m.Rules().(*State)
		v := s.View(0).(*View)
		for i, sl := range append(v.Mine[:], v.Rows...) {
			if sl.Has && !sl.Up && (sl.Card != -1 || sl.Power != 0) {
				t.Fatalf("slot %d: a face-down card shows %d / %d", i, sl.Card, sl.Power)
			}
		}
		if !slices.IsSorted(v.DeckList) || int(v.DeckN) != len(s.Deck) {
			t.Fatal("the deck list is not sorted, or the deck size is wrong")
		}
	}
}

// TestView_DeterminizeMatchesView: a bot's deal from the view shows the same
// view again (whatever it dealt to the hidden places).
func TestView_DeterminizeMatchesView(t *testing.T) {
	for i, m := range midGames(t, 40) {
		if m.Outcome().Over {
			continue
		}
		sv := m.View(0)
		d := Determinize(sv, rand.New(rand.NewPCG(uint64(i), 1))).(*State)
		d.Trace, d.TraceTurn = m.Rules().(*State).Trace, m.Rules().(*State).TraceTurn
		if !bytes.Equal(viewBytes(t, d, 0), viewBytes(t, m.Rules(), 0)) {
			t.Fatalf("game %d: the determinized state shows another view", i)
		}
		conserved(t, d)
	}
}

// TestView_RevealedAndSafe: a draw, a flip or a roll sets Revealed and
// zeroes Safe; an action that reveals nothing counts up Safe.
func TestView_RevealedAndSafe(t *testing.T) {
	s := runScenario(t, `
hand Street Brawler, Overclock, Monolith
row up Monolith, Monolith
do attack Street Brawler 1`)
	if s.Revealed || s.Safe != 1 {
		t.Errorf("attack on a face-up card: revealed %v safe %d", s.Revealed, s.Safe)
	}
	sc := runScenario(t, `
hand Street Brawler, Overclock, Monolith
row up Monolith, Monolith
do attack Street Brawler 2`)
	if !sc.Revealed || sc.Safe != 0 {
		t.Errorf("attack on a face-down card: revealed %v safe %d", sc.Revealed, sc.Safe)
	}
	s = runScenario(t, `
hand Street Brawler, Overclock, Monolith
row up Monolith, Monolith
do attack Street Brawler 1
do instant Overclock
do fight`)
	if s.Revealed || s.Safe != 3 {
		t.Errorf("instant and fight: revealed %v safe %d", s.Revealed, s.Safe)
	}
	s = runScenario(t, `
hand Monolith
row up Monolith, Monolith
do draw`)
	if !s.Revealed || s.Safe != 0 {
		t.Errorf("draw: revealed %v safe %d", s.Revealed, s.Safe)
	}
}

// TestTrace_MultiverseTurnStepByStep: ending the turn records the
// Multiverse's turn: its discard, its draw, each flip, the roll, the attack,
// the defense, the result and the end, with the board after each step.
func TestTrace_MultiverseTurnStepByStep(t *testing.T) {
	found := false
	for seed := uint64(1); seed < 40 && !found; seed++ {
		m := newMatch(t, 1, seed)
		if err := m.ApplyKey(0, "e"); err != nil {
			t.Fatal(err)
		}
		for m.Rules().(*State).Phase == PhaseDiscard {
			if err := m.Apply(0, m.Legal(0)[0]); err != nil {
				t.Fatal(err)
			}
		}
		s := m.Rules().(*State)
		if s.over() {
			continue
		}
		var kinds []uint8
		for _, st := range s.Trace {
			kinds = append(kinds, st.Kind)
			if st.Text == "" || len(st.Rows) != len(s.Rows) {
				t.Fatalf("step %s: text %q, %d slots", StepName(st.Kind), st.Text, len(st.Rows))
			}
		}
		if s.TraceTurn != 2 || kinds[0] != StepMill || kinds[1] != StepDraw || kinds[len(kinds)-1] != StepEnd {
			t.Fatalf("trace %v for turn %d", kinds, s.TraceTurn)
		}
		if i := slices.Index(kinds, StepRoll); i >= 0 {
			found = true
			st := s.Trace[i]
			if st.Die < 1 || st.Die > 6 || st.Die != s.Rolls[0] || !strings.Contains(st.Text, "rolls") {
				t.Errorf("roll step %+v", st)
			}
			want := []uint8{StepRoll, StepFlip, StepAttack, StepDefense, StepResult}
			got := slices.DeleteFunc(slices.Clone(kinds[i:]), func(k uint8) bool {
				return k != StepRoll && k != StepFlip && k != StepAttack && k != StepDefense && k != StepResult
			})
			if !slices.Equal(got[:len(want)], want) {
				t.Errorf("attack steps %v, want %v", got, want)
			}
			for _, st := range s.Trace[:i] {
				if st.Kind == StepFlip && st.Card < 0 {
					t.Error("a flip step without its card")
				}
			}
		}
	}
	if !found {
		t.Fatal("no seed made the Multiverse attack on its first turn")
	}
}
