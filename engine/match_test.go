package engine_test

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"testing"

	"overdeck/engine"
	"overdeck/game/goofspiel"
)

func newMatch(t *testing.T, cards string, seed uint64) *engine.Match {
	t.Helper()
	m, err := engine.NewMatch(goofspiel.Game, engine.Setup{}.With("cards", cards), seed)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func snap(t *testing.T, m *engine.Match) []byte {
	t.Helper()
	b, err := m.Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func viewBytes(t *testing.T, m *engine.Match, s engine.Seat) []byte {
	t.Helper()
	b, err := m.View(s).MarshalMsg(nil)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// playRandom plays the match to its end with moves drawn from rng and
// returns the moves made.
func playRandom(t *testing.T, m *engine.Match, rng *rand.Rand) []engine.Move {
	t.Helper()
	var moves []engine.Move
	for !m.Outcome().Over {
		for _, s := range m.Waiting() {
			legal := m.Legal(s)
			a := legal[rng.IntN(len(legal))]
			if err := m.Apply(s, a); err != nil {
				t.Fatal(err)
			}
			moves = append(moves, engine.Move{Seat: s, Key: a.Key()})
		}
	}
	return moves
}

func TestApplyRejectsIllegalAndLeavesStateUntouched(t *testing.T) {
	m := newMatch(t, "5", 1)
	before := snap(t, m)
	cases := []struct {
		seat engine.Seat
		key  string
		want error
	}{
		{0, "b6", engine.ErrIllegal}, // not in hand
		{0, "x", engine.ErrIllegal},  // not an action at all
		{2, "b1", engine.ErrNotYourTurn},
		{engine.NoSeat, "b1", engine.ErrNotYourTurn},
	}
	for _, c := range cases {
		if err := m.ApplyKey(c.seat, c.key); !errors.Is(err, c.want) {
			t.Errorf("ApplyKey(%v, %q) = %v, want %v", c.seat, c.key, err, c.want)
		}
	}
	if err := m.Apply(0, nil); !errors.Is(err, engine.ErrIllegal) {
		t.Errorf("Apply(nil) = %v", err)
	}
	if !bytes.Equal(before, snap(t, m)) || len(m.History()) != 0 {
		t.Fatal("a refused action changed the match")
	}
	if err := m.ApplyKey(0, "b3"); err != nil {
		t.Fatal(err)
	}
	if err := m.ApplyKey(0, "b4"); !errors.Is(err, engine.ErrAlreadyChose) {
		t.Errorf("second choice = %v, want ErrAlreadyChose", err)
	}
}

func TestSimultaneousChoicesAreBufferedUntilAllHaveChosen(t *testing.T) {
	m := newMatch(t, "5", 2)
	prize := m.View(0).State.(*goofspiel.View).Prize
	if err := m.ApplyKey(0, "b5"); err != nil {
		t.Fatal(err)
	}
	if got := m.View(0).State.(*goofspiel.View).Prize; got != prize {
		t.Fatal("the decision resolved before every seat chose")
	}
	if w := m.Waiting(); len(w) != 1 || w[0] != 1 {
		t.Fatalf("Waiting() = %v, want [Player 2]", w)
	}
	if m.Legal(0) != nil {
		t.Error("a seat that has chosen still has legal actions")
	}
	if v := m.View(0); v.Mine != "b5" {
		t.Errorf("own pending choice = %q, want b5", v.Mine)
	}
	if err := m.ApplyKey(1, "b1"); err != nil {
		t.Fatal(err)
	}
	v := m.View(1).State.(*goofspiel.View)
	if v.Scores[0] != int16(prize) || len(v.Played) != 1 {
		t.Fatalf("after both bids: scores %v, tricks %d", v.Scores, len(v.Played))
	}
}

func TestPendingChoiceNeverReachesTheOtherSeat(t *testing.T) {
	// Player 1 bids 1 in one match and 5 in another: Player 2's view, log and
	// legal actions must be byte-identical, and so must the spectator's.
	a, b := newMatch(t, "5", 3), newMatch(t, "5", 3)
	if err := a.ApplyKey(0, "b1"); err != nil {
		t.Fatal(err)
	}
	if err := b.ApplyKey(0, "b5"); err != nil {
		t.Fatal(err)
	}
	for _, s := range []engine.Seat{1, engine.NoSeat} {
		if !bytes.Equal(viewBytes(t, a, s), viewBytes(t, b, s)) {
			t.Errorf("%v's view depends on Player 1's unrevealed bid", s)
		}
	}
	if bytes.Equal(viewBytes(t, a, 0), viewBytes(t, b, 0)) {
		t.Error("Player 1's own view does not show its own pending bid")
	}
}

func TestHiddenDeckOrderNeverChangesAView(t *testing.T) {
	m := newMatch(t, "13", 4)
	other := m.Clone()
	deck := other.Rules().(*goofspiel.State).Deck
	deck[0], deck[len(deck)-1] = deck[len(deck)-1], deck[0]
	for _, s := range []engine.Seat{0, 1, engine.NoSeat} {
		if !bytes.Equal(viewBytes(t, m, s), viewBytes(t, other, s)) {
			t.Errorf("%v's view depends on the order of the face-down prizes", s)
		}
	}
}

func TestSeedAndMovesReplayBitForBit(t *testing.T) {
	m := newMatch(t, "13", 5)
	moves := playRandom(t, m, rand.New(rand.NewPCG(9, 9)))
	r, err := engine.Restore(goofspiel.Game, m.Setup(), m.Seed(), nil, moves)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(snap(t, m), snap(t, r)) {
		t.Fatal("replay of seed + moves differs from the original match")
	}
	if len(m.Log()) == 0 || len(r.Log()) != len(m.Log()) {
		t.Fatalf("logs differ: %d vs %d entries", len(m.Log()), len(r.Log()))
	}
	// A different seed deals differently.
	o := newMatch(t, "13", 6)
	if bytes.Equal(snap(t, newMatch(t, "13", 5)), snap(t, o)) {
		t.Error("seeds 5 and 6 dealt the same match")
	}
}

func TestRestoreRefusesAHistoryThatDoesNotFit(t *testing.T) {
	bad := []engine.Move{{Seat: 0, Key: "b3"}, {Seat: 1, Key: "b3"}, {Seat: 0, Key: "b3"}}
	_, err := engine.Restore(goofspiel.Game, engine.Setup{}.With("cards", "5"), 1, nil, bad)
	if !errors.Is(err, engine.ErrIllegal) {
		t.Fatalf("Restore of a card bid twice = %v, want ErrIllegal", err)
	}
}

func TestUndoByReplay(t *testing.T) {
	m := newMatch(t, "5", 7)
	start := snap(t, m)
	for _, mv := range []engine.Move{{0, "b2"}, {1, "b4"}} {
		if err := m.ApplyKey(mv.Seat, mv.Key); err != nil {
			t.Fatal(err)
		}
	}
	mid := snap(t, m)
	if err := m.ApplyKey(0, "b5"); err != nil {
		t.Fatal(err)
	}
	if err := m.Undo(1); err != nil {
		t.Fatal(err)
	}
	if !m.View(1).Waiting(0) || !bytes.Equal(mid, snap(t, m)) {
		t.Fatal("undo of a pending bid did not restore the state before it")
	}
	if err := m.Undo(2); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(start, snap(t, m)) {
		t.Fatal("undo to the start did not restore the first deal")
	}
	if err := m.Undo(1); !errors.Is(err, engine.ErrNothingToUndo) {
		t.Fatalf("undo past the start = %v", err)
	}
}

func TestOutcomeAndGameOver(t *testing.T) {
	m := newMatch(t, "3", 8)
	// Player 1 outbids on every prize: 3 > 2 > 1 would lose the last one, so bid equal cards.
	for i := 0; i < 3; i++ {
		k := m.Legal(0)[0].Key()
		if err := m.ApplyKey(0, k); err != nil {
			t.Fatal(err)
		}
		if err := m.ApplyKey(1, k); err != nil {
			t.Fatal(err)
		}
	}
	o := m.Outcome()
	if !o.Over || !o.Draw() || o.Summary == "" {
		t.Fatalf("equal bids all game: outcome %+v, want a draw", o)
	}
	if err := m.ApplyKey(0, "b1"); !errors.Is(err, engine.ErrGameOver) {
		t.Fatalf("move after the end = %v", err)
	}
	if len(m.ToAct()) != 0 {
		t.Fatal("seats still to act after the end")
	}
}

func TestRestoreFromASnapshot(t *testing.T) {
	m := newMatch(t, "13", 10)
	rng := rand.New(rand.NewPCG(1, 2))
	playRandom(t, m, rng)
	b := snap(t, m)
	r, err := engine.Restore(goofspiel.Game, m.Setup(), m.Seed(), b, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(b, snap(t, r)) || len(r.Log()) != len(m.Log()) {
		t.Fatal("a match restored from its snapshot differs")
	}
}
