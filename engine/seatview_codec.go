package engine

import (
	"fmt"

	"github.com/tinylib/msgp/msgp"
)

// DecodeSeatView restores a SeatView of game g from the bytes its
// MarshalMsg wrote, with the game's DecodeView for the game's own part. The
// legal actions come back as KeyedActions with the same keys and words, so
// the view encodes to the same bytes again and a bot given it chooses as it
// would given the original. It fails when g has no DecodeView or the bytes
// do not parse.
func DecodeSeatView(g *Game, b []byte) (*SeatView, error) {
	if g.DecodeView == nil {
		return nil, fmt.Errorf("engine: %s cannot decode a view", g.ID)
	}
	v := &SeatView{}
	n, b, err := msgp.ReadArrayHeaderBytes(b)
	if err == nil && n != 9 {
		err = fmt.Errorf("a seat view has 9 parts, not %d", n)
	}
	if err == nil {
		v.Game, b, err = msgp.ReadStringBytes(b)
	}
	var seat int8
	if err == nil {
		seat, b, err = msgp.ReadInt8Bytes(b)
		v.Seat = Seat(seat)
	}
	if err == nil {
		// The game's view is one msgp value: find where it ends, then let the
		// game read it.
		var rest []byte
		if rest, err = msgp.Skip(b); err == nil {
			v.State, err = g.DecodeView(b[:len(b)-len(rest)])
			b = rest
		}
	}
	if err == nil {
		v.ToAct, b, err = readSeats(b)
	}
	if err == nil {
		v.Chosen, b, err = readSeats(b)
	}
	if err == nil {
		v.Mine, b, err = msgp.ReadStringBytes(b)
	}
	if err == nil {
		v.Legal, b, err = readActions(b)
	}
	if err == nil {
		b, err = v.Outcome.UnmarshalMsg(b)
	}
	if err == nil {
		var k uint32
		k, b, err = msgp.ReadArrayHeaderBytes(b)
		for i := uint32(0); i < k && err == nil; i++ {
			var e Entry
			b, err = e.UnmarshalMsg(b)
			v.Log = append(v.Log, e)
		}
	}
	if err != nil {
		return nil, fmt.Errorf("engine: decode a %s view: %w", g.ID, err)
	}
	return v, nil
}

func readSeats(b []byte) ([]Seat, []byte, error) {
	n, b, err := msgp.ReadArrayHeaderBytes(b)
	if err != nil || n == 0 {
		return nil, b, err
	}
	out := make([]Seat, n)
	for i := range out {
		var s int8
		if s, b, err = msgp.ReadInt8Bytes(b); err != nil {
			return nil, b, err
		}
		out[i] = Seat(s)
	}
	return out, b, nil
}

func readActions(b []byte) ([]Action, []byte, error) {
	n, b, err := msgp.ReadArrayHeaderBytes(b)
	if err != nil || n == 0 {
		return nil, b, err
	}
	out := make([]Action, n)
	for i := range out {
		var a KeyedAction
		if a.Code, b, err = msgp.ReadStringBytes(b); err != nil {
			return nil, b, err
		}
		if a.Text, b, err = msgp.ReadStringBytes(b); err != nil {
			return nil, b, err
		}
		out[i] = a
	}
	return out, b, nil
}
