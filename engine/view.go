package engine

import "github.com/tinylib/msgp/msgp"

// SeatView is everything one seat may know of a match: what the screen shows
// that player, what the log tells them and all a bot is given. It is built
// by Match.View and by nothing else.
type SeatView struct {
	Game  string // the game's id
	Seat  Seat   // whose view this is; NoSeat for a spectator
	State View   // the game's own view for Seat
	ToAct []Seat // every seat of the current decision
	// Chosen lists the seats of ToAct that have already chosen. What they
	// chose stays hidden until the decision resolves.
	Chosen []Seat
	// Mine is the key of Seat's own choice while it waits for the others.
	Mine    string
	Legal   []Action // Seat's legal actions now
	Outcome Outcome
	Log     []Entry // the entries Seat may read
}

// View returns what seat s may know. View(NoSeat) is the spectator's view.
func (m *Match) View(s Seat) *SeatView {
	v := &SeatView{
		Game:    m.game.ID,
		Seat:    s,
		State:   m.rules.View(s),
		ToAct:   m.rules.ToAct(),
		Outcome: m.rules.Outcome(),
		Log:     VisibleLog(m.log, s),
	}
	for _, p := range m.pending {
		v.Chosen = append(v.Chosen, p.Seat)
		if p.Seat == s {
			v.Mine = p.Key
		}
	}
	if s != NoSeat {
		v.Legal = m.Legal(s)
	}
	return v
}

// Waiting reports whether seat s still has to choose.
func (v *SeatView) Waiting(s Seat) bool {
	in := false
	for _, t := range v.ToAct {
		in = in || t == s
	}
	for _, c := range v.Chosen {
		in = in && c != s
	}
	return in
}

// MarshalMsg appends the view's canonical encoding to b. The hidden
// information tests compare these bytes.
func (v *SeatView) MarshalMsg(b []byte) ([]byte, error) {
	b = msgp.AppendArrayHeader(b, 9)
	b = msgp.AppendString(b, v.Game)
	b = msgp.AppendInt8(b, int8(v.Seat))
	var err error
	if b, err = v.State.MarshalMsg(b); err != nil {
		return b, err
	}
	b = appendSeats(b, v.ToAct)
	b = appendSeats(b, v.Chosen)
	b = msgp.AppendString(b, v.Mine)
	b = msgp.AppendArrayHeader(b, uint32(len(v.Legal)))
	for _, a := range v.Legal {
		b = msgp.AppendString(b, a.Key())
		b = msgp.AppendString(b, a.String())
	}
	if b, err = v.Outcome.MarshalMsg(b); err != nil {
		return b, err
	}
	b = msgp.AppendArrayHeader(b, uint32(len(v.Log)))
	for _, e := range v.Log {
		if b, err = e.MarshalMsg(b); err != nil {
			return b, err
		}
	}
	return b, nil
}

func appendSeats(b []byte, seats []Seat) []byte {
	b = msgp.AppendArrayHeader(b, uint32(len(seats)))
	for _, s := range seats {
		b = msgp.AppendInt8(b, int8(s))
	}
	return b
}
