package engine

import (
	"fmt"
	"math/rand/v2"
	"sort"
)

// Rules is the full state of one match of one game, hidden cards included.
// It is the one thing a game implements; Match wraps it with everything that
// is the same for every game (buffered simultaneous choices, history, log,
// randomness, undo).
type Rules interface {
	// ToAct returns the seats that must choose now, in a fixed order. More
	// than one seat means a simultaneous decision. Empty when the game is over.
	ToAct() []Seat
	// Legal returns the actions seat s may take now; only these are accepted.
	// It must depend only on what s may know.
	Legal(s Seat) []Action
	// Resolve carries out one joint decision: choices[i] is the action of
	// ToAct()[i], always one of the actions Legal returned for that seat.
	// All chance comes from t.Rand(); all narration goes to t.
	Resolve(choices []Action, t *Turn)
	// View returns all that seat s may know, and nothing more. View(NoSeat)
	// is the spectator's view: public information only.
	View(s Seat) View
	// Outcome says whether the game is over and who won.
	Outcome() Outcome
	// Clone returns a deep copy that shares nothing mutable with the original.
	Clone() Rules
	// MarshalMsg appends the state's canonical encoding to b. Equal states
	// give equal bytes (no map iteration order may leak into it).
	MarshalMsg(b []byte) ([]byte, error)
}

// View is what one seat may know of a match. Its encoding must be canonical:
// the hidden-information tests compare views byte for byte.
type View interface {
	MarshalMsg(b []byte) ([]byte, error)
}

// Game describes one game to the engine, the bots, the saves and the shell.
type Game struct {
	ID    string // stable id used in saves and URLs: "overrealm"
	Name  string // shown to players: "OverRealm"
	Blurb string // one or two sentences for the game list
	Seats int    // number of seats at the table
	// RulesVersion changes whenever the same moves could lead to a different
	// state; saves record it.
	RulesVersion uint16
	// Test marks a game that exists for the engine's own tests and demos.
	Test bool
	// New deals a fresh match; rng is the match's own generator.
	New func(setup Setup, rng *rand.Rand) (Rules, error)
	// Decode restores a state written by Rules.MarshalMsg.
	Decode func(b []byte) (Rules, error)
	// Determinize returns a full state consistent with everything v shows,
	// drawing everything v hides from rng. Bots search these samples, never
	// the true state.
	Determinize func(v *SeatView, rng *rand.Rand) Rules
	// DeterminizeInto (optional) deals as Determinize does, drawing the
	// same numbers from rng in the same order, into dst: a state an earlier
	// call returned for a view of the same match, or nil for a fresh one.
	// It reuses dst's slices, so a search that deals thousands of samples
	// makes no garbage. It returns the sample.
	DeterminizeInto func(dst Rules, v *SeatView, rng *rand.Rand) Rules
	// DecodeView restores a seat's view (SeatView.State) from the bytes its
	// MarshalMsg wrote: a bot in another thread (a Web Worker) gets the
	// view as bytes. Optional: without it the game's bots think on the
	// page's own thread.
	DecodeView func(b []byte) (View, error)
	// Evaluate scores a state for seat s from 0 (lost) to 1 (won). The bots
	// call it on determinized states.
	Evaluate func(r Rules, s Seat) float64
}

// Get returns the value of option key, or def when it is not set.
func (s Setup) Get(key, def string) string {
	for _, o := range s.Options {
		if o.Key == key {
			return o.Value
		}
	}
	return def
}

// With returns a copy of s with option key set to value.
func (s Setup) With(key, value string) Setup {
	out := Setup{Options: make([]Option, 0, len(s.Options)+1)}
	for _, o := range s.Options {
		if o.Key != key {
			out.Options = append(out.Options, o)
		}
	}
	out.Options = append(out.Options, Option{key, value})
	sort.Slice(out.Options, func(i, j int) bool { return out.Options[i].Key < out.Options[j].Key })
	return out
}

var registry = map[string]*Game{}

// Register makes a game known to the engine. It panics if the id is empty or
// taken, or a required function is missing: those are programmer errors.
func Register(g *Game) {
	if g.ID == "" || registry[g.ID] != nil {
		panic(fmt.Sprintf("engine: Register: empty or duplicate game id %q", g.ID))
	}
	if g.New == nil || g.Decode == nil || g.Determinize == nil || g.Evaluate == nil || g.Seats < 1 {
		panic("engine: Register: game " + g.ID + " lacks New, Decode, Determinize, Evaluate or Seats")
	}
	registry[g.ID] = g
}

// Lookup returns the game registered under id, or an error wrapping
// ErrUnknownGame.
func Lookup(id string) (*Game, error) {
	if g := registry[id]; g != nil {
		return g, nil
	}
	return nil, fmt.Errorf("%w: %q", ErrUnknownGame, id)
}

// Games returns every registered game, sorted by id.
func Games() []*Game {
	out := make([]*Game, 0, len(registry))
	for _, g := range registry {
		out = append(out, g)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}
