package goofspiel

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"

	"overdeck/engine"
)

//go:generate msgp -file rules.go -o rules_gen.go -io=false
//msgp:limit arrays:100000 maps:1000

// Game describes Goofspiel to the engine.
var Game = &engine.Game{
	ID:           "goofspiel",
	Name:         "Goofspiel",
	Blurb:        "The classic game of secret bids: both players bid a card at once for each prize. A quick warm-up for two.",
	Seats:        2,
	RulesVersion: 1,
	Test:         true,
	New:          New,
	Decode:       Decode,
	Determinize:  Determinize,
	Evaluate:     Evaluate,
	// The bots' search deals its samples into one reused state.
	DeterminizeInto: DeterminizeInto,
	DecodeView:      DecodeView,
}

func init() { engine.Register(Game) }

// State is the full state of a Goofspiel match.
type State struct {
	N      int8      `msg:"n"`
	Hands  [2][]int8 `msg:"h"` // cards left in each hand, ascending
	Deck   []int8    `msg:"d"` // face-down prizes, top last
	Prize  int8      `msg:"p"` // the face-up prize; 0 when the game is over
	Scores [2]int16  `msg:"s"`
	Played []Trick   `msg:"t"` // every resolved round, in order
}

// Trick is one resolved round: the prize and both bids.
type Trick struct {
	Prize int8    `msg:"p"`
	Bids  [2]int8 `msg:"b"`
}

// Bid is the action of bidding one card.
type Bid int8

var bidKeys = [...]string{"b0", "b1", "b2", "b3", "b4", "b5", "b6", "b7", "b8", "b9", "b10", "b11", "b12", "b13"}

// Key returns "b" and the card: "b7".
func (b Bid) Key() string {
	if b >= 0 && int(b) < len(bidKeys) {
		return bidKeys[b]
	}
	return "b" + strconv.Itoa(int(b))
}

// String reads "bid 7".
func (b Bid) String() string { return "bid " + strconv.Itoa(int(b)) }

// New deals a match. The setup option "cards" (3 to 13, default 13) sets the
// size of each hand; any other value wraps engine.ErrBadSetup.
func New(setup engine.Setup, rng *rand.Rand) (engine.Rules, error) {
	n, err := strconv.Atoi(setup.Get("cards", "13"))
	if err != nil || n < 3 || n > 13 {
		return nil, fmt.Errorf("%w: goofspiel: cards must be 3 to 13, not %q", engine.ErrBadSetup, setup.Get("cards", ""))
	}
	s := &State{N: int8(n)}
	for c := int8(1); c <= s.N; c++ {
		s.Hands[0] = append(s.Hands[0], c)
		s.Hands[1] = append(s.Hands[1], c)
		s.Deck = append(s.Deck, c)
	}
	rng.Shuffle(len(s.Deck), func(i, j int) { s.Deck[i], s.Deck[j] = s.Deck[j], s.Deck[i] })
	s.turnPrize()
	return s, nil
}

// Decode restores a state written by MarshalMsg.
func Decode(b []byte) (engine.Rules, error) {
	s := &State{}
	if _, err := s.UnmarshalMsg(b); err != nil {
		return nil, fmt.Errorf("goofspiel: decode: %w", err)
	}
	return s, nil
}

func (s *State) turnPrize() {
	s.Prize = 0
	if n := len(s.Deck); n > 0 {
		s.Prize, s.Deck = s.Deck[n-1], s.Deck[:n-1]
	}
}

// bothSeats is what ToAct returns while a prize is up (callers only read it).
var bothSeats = []engine.Seat{0, 1}

// ToAct returns both seats while a prize is up.
func (s *State) ToAct() []engine.Seat {
	if s.Prize == 0 {
		return nil
	}
	return bothSeats
}

// Legal returns a bid for each card left in seat's hand.
func (s *State) Legal(seat engine.Seat) []engine.Action {
	if s.Prize == 0 || seat < 0 || seat > 1 {
		return nil
	}
	return s.LegalInto(seat, make([]engine.Action, 0, len(s.Hands[seat])))
}

// LegalInto appends a bid for each card left in seat's hand to dst. A Bid
// is one byte: boxing it allocates nothing.
func (s *State) LegalInto(seat engine.Seat, dst []engine.Action) []engine.Action {
	if s.Prize == 0 || seat < 0 || seat > 1 {
		return dst
	}
	for _, c := range s.Hands[seat] {
		dst = append(dst, Bid(c))
	}
	return dst
}

// Resolve reveals both bids and awards the prize.
func (s *State) Resolve(choices []engine.Action, t *engine.Turn) {
	b := [2]int8{int8(choices[0].(Bid)), int8(choices[1].(Bid))}
	for i := range b {
		k := slices.Index(s.Hands[i], b[i])
		s.Hands[i] = slices.Delete(s.Hands[i], k, k+1)
	}
	s.Played = append(s.Played, Trick{Prize: s.Prize, Bids: b})
	switch {
	case b[0] > b[1]:
		s.Scores[0] += int16(s.Prize)
		t.Log("Player 1 bids %d, Player 2 bids %d: Player 1 takes the %d.", b[0], b[1], s.Prize)
	case b[1] > b[0]:
		s.Scores[1] += int16(s.Prize)
		t.Log("Player 1 bids %d, Player 2 bids %d: Player 2 takes the %d.", b[0], b[1], s.Prize)
	default:
		t.Log("Both bid %d: the %d is discarded.", b[0], s.Prize)
	}
	s.turnPrize()
	if s.Prize != 0 {
		t.Log("The next prize is the %d.", s.Prize)
	}
}

// Outcome is decided when the last prize has gone.
func (s *State) Outcome() engine.Outcome {
	if s.Prize != 0 {
		return engine.Running
	}
	a, b := s.Scores[0], s.Scores[1]
	why := s.result(engine.Seat.String)
	switch {
	case a > b:
		return engine.Win(0, why)
	case b > a:
		return engine.Win(1, why)
	}
	return engine.DrawOutcome(why)
}

// result says who won the finished match and by how much, naming the
// seats with name: "You win 47 to 35".
func (s *State) result(name func(engine.Seat) string) string { return resultText(s.Scores, name) }

// ResultText says who won the finished match and by how much, naming the
// seats with name ("You", "The computer", "Player 2").
func (v *View) ResultText(name func(engine.Seat) string) string { return resultText(v.Scores, name) }

// resultText words the end of a match that ended with these scores.
func resultText(scores [2]int16, name func(engine.Seat) string) string {
	a, b := scores[0], scores[1]
	sum := fmt.Sprintf("%d to %d", max(a, b), min(a, b))
	switch {
	case a > b:
		return engine.Does(name(0), "win ", "wins ") + sum
	case b > a:
		return engine.Does(name(1), "win ", "wins ") + sum
	}
	return fmt.Sprintf("A draw at %d each", a)
}

// Clone returns a deep copy.
func (s *State) Clone() engine.Rules {
	c := &State{}
	c.CopyFrom(s)
	return c
}

// CopyFrom makes s a deep copy of src (a *State), reusing s's slices.
func (s *State) CopyFrom(src engine.Rules) {
	o := src.(*State)
	hands, deck, played := s.Hands, s.Deck, s.Played
	*s = *o
	s.Hands = [2][]int8{append(hands[0][:0], o.Hands[0]...), append(hands[1][:0], o.Hands[1]...)}
	s.Deck = append(deck[:0], o.Deck...)
	s.Played = append(played[:0], o.Played...)
}
