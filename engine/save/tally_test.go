package save_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/tinylib/msgp/msgp"

	"overdeck/engine"
)

// tally is an endless one-seat game for tests that need a long history:
// each move adds one or a die roll to a total. Its log grows every move,
// so a save exercises the engine's caps on both history and log.
var tally = &engine.Game{
	ID:           "save-test-tally",
	Name:         "Tally",
	Seats:        1,
	RulesVersion: 1,
	Test:         true,
	New:          func(engine.Setup, *rand.Rand) (engine.Rules, error) { return &tallyState{}, nil },
	Decode: func(b []byte) (engine.Rules, error) {
		s := &tallyState{}
		n, b, err := msgp.ReadArrayHeaderBytes(b)
		if err != nil || n != 2 {
			return nil, fmt.Errorf("tally: decode: %v (%d fields)", err, n)
		}
		if s.Moves, b, err = msgp.ReadInt64Bytes(b); err != nil {
			return nil, fmt.Errorf("tally: decode: %w", err)
		}
		if s.Total, _, err = msgp.ReadInt64Bytes(b); err != nil {
			return nil, fmt.Errorf("tally: decode: %w", err)
		}
		return s, nil
	},
	Determinize: func(v *engine.SeatView, _ *rand.Rand) engine.Rules { return v.State.(*tallyState).Clone() },
	Evaluate:    func(engine.Rules, engine.Seat) float64 { return 0.5 },
}

func init() { engine.Register(tally) }

type tallyState struct{ Moves, Total int64 }

func (s *tallyState) ToAct() []engine.Seat { return []engine.Seat{0} }

func (s *tallyState) Legal(engine.Seat) []engine.Action {
	return []engine.Action{
		engine.KeyedAction{Code: "one", Text: "add one"},
		engine.KeyedAction{Code: "roll", Text: "add a roll"},
	}
}

func (s *tallyState) Resolve(choices []engine.Action, t *engine.Turn) {
	add := int64(1)
	if choices[0].Key() == "roll" {
		add = int64(t.Rand().IntN(6) + 1)
	}
	s.Moves++
	s.Total += add
	t.Log("Move %d adds %d: the total is %d.", s.Moves, add, s.Total)
}

func (s *tallyState) View(engine.Seat) engine.View { return s.Clone().(*tallyState) }
func (s *tallyState) Outcome() engine.Outcome      { return engine.Running }
func (s *tallyState) Clone() engine.Rules          { c := *s; return &c }

func (s *tallyState) MarshalMsg(b []byte) ([]byte, error) {
	b = msgp.AppendArrayHeader(b, 2)
	b = msgp.AppendInt64(b, s.Moves)
	return msgp.AppendInt64(b, s.Total), nil
}
