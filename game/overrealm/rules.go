package overrealm

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"overdeck/engine"
)

// Game describes OverRealm to the engine.
var Game = &engine.Game{
	ID:           "overrealm",
	Name:         "OverRealm",
	Blurb:        "Draft monsters, pick a team of three and battle: both players choose their action in secret, then reveal. Elements, buffs and flips decide who stands last.",
	Seats:        2,
	RulesVersion: 7,
	New:          New,
	Decode:       Decode,
	Determinize:  Determinize,
	Evaluate:     Evaluate,
	// The bots' search deals its samples into one reused state.
	DeterminizeInto: DeterminizeInto,
	DecodeView:      DecodeView,
}

func init() { engine.Register(Game) }

// Decode restores a state written by MarshalMsg.
func Decode(b []byte) (engine.Rules, error) {
	s := &State{}
	if _, err := s.UnmarshalMsg(b); err != nil {
		return nil, fmt.Errorf("overrealm: decode: %w", err)
	}
	return s, nil
}

// ToAct returns the seats that must choose now: both in the draft, the team
// choice and every selection phase; the seats picking a new active monster
// after a KO; nobody once the game is over.
func (s *State) ToAct() []engine.Seat {
	switch s.Phase {
	case phDraft, phTeam, phSelect:
		return both
	case phClear:
		var out []engine.Seat
		for seat := 0; seat < 2; seat++ {
			if s.P[seat].Arrange {
				out = append(out, engine.Seat(seat))
			}
		}
		return out
	case phKO:
		var out []engine.Seat
		for seat := 0; seat < 2; seat++ {
			if s.P[seat].NeedPick {
				out = append(out, engine.Seat(seat))
			}
		}
		return out
	}
	return nil
}

// Legal returns the actions seat may take now.
func (s *State) Legal(seat engine.Seat) []engine.Action {
	if seat < 0 || seat > 1 || !slices.Contains(s.ToAct(), seat) {
		return nil
	}
	switch s.Phase {
	case phDraft:
		return s.draftLegal(int(seat))
	case phTeam:
		return s.teamLegal(int(seat))
	case phSelect:
		return slices.Clone(s.memoLegal(int(seat)))
	case phKO:
		return s.pickLegal(int(seat))
	case phClear:
		return s.arrangeLegal(int(seat))
	}
	return nil
}

// Resolve carries out one joint decision.
func (s *State) Resolve(choices []engine.Action, t *engine.Turn) {
	s.tt = t
	defer func() {
		s.tt, s.cur, s.tie, s.held, s.tracing, s.toldSet = nil, [2]*play{}, false, nil, false, false
	}()
	s.tell()
	defer s.narrate()
	var buf [2]string
	keys := buf[:len(choices)]
	for i, c := range choices {
		keys[i] = c.Key()
	}
	switch s.Phase {
	case phDraft:
		s.resolveDraft([2]string{keys[0], keys[1]})
	case phTeam:
		s.resolveTeam([2]string{keys[0], keys[1]})
	case phSelect:
		s.resolveTurn([2]string{keys[0], keys[1]})
	case phKO:
		s.resolvePicks(s.ToAct(), keys)
	case phClear:
		s.resolveArrange(s.ToAct(), keys)
	}
}

// Outcome says whether the game is over and who won.
func (s *State) Outcome() engine.Outcome {
	switch s.Result {
	case resWin0:
		return engine.Win(0, s.result(engine.Seat.String))
	case resWin1:
		return engine.Win(1, s.result(engine.Seat.String))
	case resDraw:
		return engine.DrawOutcome(s.result(engine.Seat.String))
	}
	return engine.Running
}

// result says how the finished game ended, naming the seats with name:
// "You win: all of the computer's monsters are KO'd"; "" while it goes on.
func (s *State) result(name func(engine.Seat) string) string { return resultText(s.Result, name) }

// ResultText says how the finished game ended, naming the seats with name
// ("You", "The computer", "Player 2"); "" while it goes on.
func (v *View) ResultText(name func(engine.Seat) string) string { return resultText(v.Result, name) }

// resultText words the result code res, naming the seats with name.
func resultText(res uint8, name func(engine.Seat) string) string {
	won := func(w engine.Seat) string {
		return engine.Does(name(w), "win", "wins") + ": all of " + engine.Inside(engine.Whose(name(1-w))) + " monsters are KO'd"
	}
	switch res {
	case resWin0:
		return won(0)
	case resWin1:
		return won(1)
	case resDraw:
		return "A draw: the last monsters of both sides fell together"
	}
	return ""
}

// Clone returns a deep copy.
func (s *State) Clone() engine.Rules {
	c := &State{}
	c.CopyFrom(s)
	return c
}

// shuffle shuffles xs with rng.
func shuffle(rng *rand.Rand, xs []uint8) {
	rng.Shuffle(len(xs), func(i, j int) { xs[i], xs[j] = xs[j], xs[i] })
}
