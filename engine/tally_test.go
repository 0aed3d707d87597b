package engine

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/tinylib/msgp/msgp"
)

// tally is a turn-taking test game: seats take turns adding 1 or 2 to a
// running total; each addition also draws a secret number told only to the
// seat that added. The first to reach the target wins.
type tally struct {
	Total, Target int
	Turn          Seat
	Secret        [2]int
}

type add int

func (a add) Key() string    { return "+" + strconv.Itoa(int(a)) }
func (a add) String() string { return "add " + strconv.Itoa(int(a)) }

func (t *tally) ToAct() []Seat {
	if t.Total >= t.Target {
		return nil
	}
	return []Seat{t.Turn}
}
func (t *tally) Legal(s Seat) []Action { return []Action{add(1), add(2)} }
func (t *tally) Resolve(c []Action, tn *Turn) {
	t.Total += int(c[0].(add))
	t.Secret[t.Turn] = tn.Rand().IntN(1000)
	tn.Log("%v adds %d: %d", t.Turn, int(c[0].(add)), t.Total)
	tn.Tell(t.Turn, "your secret is %d", t.Secret[t.Turn])
	t.Turn = t.Turn.Other()
}
func (t *tally) View(s Seat) View { return msgpInts{t.Total, t.Target, int(t.Turn)} }
func (t *tally) Outcome() Outcome {
	if t.Total < t.Target {
		return Running
	}
	return Win(t.Turn.Other(), "reached the target")
}
func (t *tally) Clone() Rules { c := *t; return &c }
func (t *tally) MarshalMsg(b []byte) ([]byte, error) {
	return msgpInts{t.Total, t.Target, int(t.Turn), t.Secret[0], t.Secret[1]}.MarshalMsg(b)
}

type msgpInts []int

func (v msgpInts) MarshalMsg(b []byte) ([]byte, error) {
	b = msgp.AppendArrayHeader(b, uint32(len(v)))
	for _, x := range v {
		b = msgp.AppendInt(b, x)
	}
	return b, nil
}

var tallyGame = &Game{
	ID: "tally", Name: "Tally", Seats: 2, Test: true,
	New: func(s Setup, _ *rand.Rand) (Rules, error) {
		n, err := strconv.Atoi(s.Get("target", "10"))
		if err != nil {
			return nil, fmt.Errorf("%w: target", ErrBadSetup)
		}
		return &tally{Target: n}, nil
	},
	Decode: func(b []byte) (Rules, error) {
		t := &tally{}
		sz, b, err := msgp.ReadArrayHeaderBytes(b)
		if err != nil || sz != 5 {
			return nil, fmt.Errorf("tally: decode: %v", err)
		}
		var f [5]int
		for i := range f {
			if f[i], b, err = msgp.ReadIntBytes(b); err != nil {
				return nil, err
			}
		}
		t.Total, t.Target, t.Turn, t.Secret = f[0], f[1], Seat(f[2]), [2]int{f[3], f[4]}
		return t, nil
	},
	Determinize: func(v *SeatView, _ *rand.Rand) Rules { return nil },
	Evaluate:    func(Rules, Seat) float64 { return 0.5 },
}

func playTally(t *testing.T, m *Match, n int) {
	t.Helper()
	for i := 0; i < n && !m.Outcome().Over; i++ {
		s := m.Waiting()[0]
		if err := m.ApplyKey(s, "+1"); err != nil {
			t.Fatal(err)
		}
	}
}

func TestPrivateLogEntriesReachOnlyTheirSeat(t *testing.T) {
	m, err := NewMatch(tallyGame, Setup{}, 1)
	if err != nil {
		t.Fatal(err)
	}
	playTally(t, m, 2)
	for _, s := range []Seat{0, 1, NoSeat} {
		for _, e := range m.View(s).Log {
			if !e.VisibleTo(s) {
				t.Errorf("%v reads %q meant for %v", s, e.Text, e.Seat)
			}
		}
	}
	if n0, n := len(m.View(0).Log), len(m.View(NoSeat).Log); n0 != n+1 || n != 2 {
		t.Errorf("log sizes: Player 1 %d, spectator %d; want 3 and 2", n0, n)
	}
}

func TestHistoryRebasesAtMaxHistory(t *testing.T) {
	setup := Setup{}.With("target", "100000")
	m, err := NewMatch(tallyGame, setup, 2)
	if err != nil {
		t.Fatal(err)
	}
	playTally(t, m, MaxHistory+5)
	if m.Base() == nil || len(m.History()) != 5 {
		t.Fatalf("after %d moves: base %v, history %d; want a base and 5 moves", MaxHistory+5, m.Base() != nil, len(m.History()))
	}
	want, _ := m.Snapshot()
	r, err := Restore(tallyGame, setup, 2, m.Base(), m.History())
	if err != nil {
		t.Fatal(err)
	}
	got, _ := r.Snapshot()
	if !bytes.Equal(want, got) {
		t.Fatal("base + history does not replay to the live state")
	}
	if len(m.Log()) != MaxLog {
		t.Errorf("log holds %d entries, want the cap %d", len(m.Log()), MaxLog)
	}
	if err := m.Undo(6); err == nil {
		t.Error("undo reached behind the base")
	}
	if err := m.Undo(5); err != nil {
		t.Fatal(err)
	}
}

func TestRegistry(t *testing.T) {
	if _, err := Lookup("no-such-game"); err == nil {
		t.Fatal("Lookup of an unknown id succeeded")
	}
	defer func() {
		if recover() == nil {
			t.Error("Register without functions did not panic")
		}
	}()
	Register(&Game{ID: "broken"})
}

func TestSetupWithKeepsOptionsSorted(t *testing.T) {
	s := Setup{}.With("b", "1").With("a", "2").With("b", "3")
	if len(s.Options) != 2 || s.Options[0].Key != "a" || s.Get("b", "") != "3" || s.Get("c", "x") != "x" {
		t.Fatalf("Setup = %+v", s.Options)
	}
}
