package overwatch

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"overdeck/engine"
)

// fx is a hand-built position: an empty battlefield, seat 0 to move, both
// hands and decks empty unless a test fills them.
type fx struct {
	t *testing.T
	g *State
}

// setup returns an empty position in round 1.
func setup(t *testing.T) *fx {
	t.Helper()
	g := &State{Round: 1}
	g.printRules()
	return &fx{t, g}
}

// put places a hero of card name (already played) on side; it returns its ID.
func (f *fx) put(side int, name string, row, col int8) int32 {
	f.t.Helper()
	h := f.g.deploy(side, mustCard(name), row, col)
	h.Played = true
	return h.ID
}

// h returns hero id.
func (f *fx) h(id int32) *Hero { return f.g.hero(id) }

// legal returns the keys of the seat to move.
func (f *fx) legal() []string {
	var out []string
	for _, a := range f.g.Legal(engine.Seat(f.g.ToMove)) {
		out = append(out, a.Key())
	}
	return out
}

// do applies keys in order, each of which must be legal.
func (f *fx) do(keys ...string) {
	f.t.Helper()
	for _, k := range keys {
		a, ok := engine.FindKey(f.g.Legal(engine.Seat(f.g.ToMove)), k)
		if !ok {
			f.t.Fatalf("%q is not legal; legal: %v", k, f.legal())
		}
		f.g.Resolve([]engine.Action{a}, engine.NewTurn(rand.New(rand.NewPCG(1, 2))))
	}
}

// play gives the seat to move card name, plays it into row/col, then
// applies keys (the primary choice and its targets).
func (f *fx) play(name string, row, col int8, keys ...string) int32 {
	f.t.Helper()
	s := int(f.g.ToMove)
	c := mustCard(name)
	f.g.P[s].Hand = insertSorted(f.g.P[s].Hand, c)
	id := f.g.NextID + 1
	f.do(append([]string{fmt.Sprintf("h%d:%d:%d", c, row, col)}, keys...)...)
	return id
}

// ult gives hero id's row plenty of synergy, makes its side the one to
// move and activates its ultimate, then applies keys.
func (f *fx) ult(id int32, keys ...string) {
	f.t.Helper()
	h := f.h(id)
	f.g.ToMove = h.Side
	f.g.Syn[h.Side][h.Row] = 20
	f.do(append([]string{fmt.Sprintf("u%d", id)}, keys...)...)
}

// tk is the key choosing hero (or value) v.
func tk(v int32) string { return fmt.Sprintf("t%d", v) }

// has reports whether key is legal now.
func (f *fx) has(key string) bool { return slices.Contains(f.legal(), key) }

// health returns hero id's health left.
func (f *fx) health(id int32) int { return f.h(id).Health() }

// want fails the test unless got == want.
func want[T comparable](t *testing.T, what string, got, want T) {
	t.Helper()
	if got != want {
		t.Fatalf("%s: got %v, want %v", what, got, want)
	}
}
