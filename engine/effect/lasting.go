package effect

import (
	"fmt"
	"slices"
	"strings"

	"overdeck/engine"
)

// Durations for the common cases; the zero Duration is WhileHeld.
var (
	// ThisTurn lasts until the end of the turn.
	ThisTurn = Duration{Until: EndOfTurn}
	// ThisRound lasts until the end of the round or battle.
	ThisRound = Duration{Until: EndOfRound}
	// ThisGame lasts until the end of the game.
	ThisGame = Duration{Until: EndOfGame}
)

// ForTurns lasts for n of its controller's turns, with n time counters: one
// is removed at the end of each of those turns, and it ends with the last.
func ForTurns(n int8) Duration { return Duration{Until: Counted, Turns: n, Left: n} }

// AttachedTo lasts while attached to src (until Table.Detach or Table.Leave).
func AttachedTo(src SourceID) Duration { return Duration{Until: Attached, To: src} }

// Add puts e on the Board and returns its new ID. A non-empty OriginDef must
// be held by OriginSource now, else ErrNotHeld: a power that is countered or
// lost, even in the middle of an action, creates no lasting effect. A Counter
// effect returns ErrCannotCounter unless Target possesses Def in a
// counterable category (or it is countered already), and ErrUnknownDef for a
// Def not registered; so does a Grant of an unknown Def.
func (t Table[G]) Add(e Effect) (EffectID, error) {
	if e.OriginDef != "" && !t.Uses(e.OriginSource, e.OriginDef) {
		return 0, fmt.Errorf("%w: %d %q", ErrNotHeld, e.OriginSource, e.OriginDef)
	}
	if e.Kind == Grant || e.Kind == Counter {
		d := t.Rules.defs[e.Def]
		if d == nil {
			return 0, fmt.Errorf("%w: %q", ErrUnknownDef, e.Def)
		}
		if e.Kind == Counter && !(d.Category.Counterable() && (t.Possesses(e.Target, e.Def) || t.countered(e.Target, e.Def))) {
			return 0, fmt.Errorf("%w: %d %q", ErrCannotCounter, e.Target, e.Def)
		}
	}
	t.Board.LastID++
	e.ID = EffectID(t.Board.LastID)
	t.Board.Effects = append(t.Board.Effects, e)
	t.settle()
	return e.ID, nil
}

func (t Table[G]) countered(src SourceID, def string) bool {
	return slices.ContainsFunc(t.Board.Effects, func(e Effect) bool {
		return e.Kind == Counter && e.Target == src && e.Def == def
	})
}

// Effect returns the effect with that ID, if it is still in the game.
func (t Table[G]) Effect(id EffectID) (Effect, bool) {
	i := t.index(id)
	if i < 0 {
		return Effect{}, false
	}
	return t.Board.Effects[i], true
}

func (t Table[G]) index(id EffectID) int {
	return slices.IndexFunc(t.Board.Effects, func(e Effect) bool { return e.ID == id })
}

// End ends the effect id now (and whatever it alone kept in the game). It
// returns ErrNoEffect if id is not in the game.
func (t Table[G]) End(id EffectID) error {
	i := t.index(id)
	if i < 0 {
		return fmt.Errorf("%w: %d", ErrNoEffect, id)
	}
	t.Board.Effects = slices.Delete(t.Board.Effects, i, i+1)
	t.settle()
	return nil
}

// Countered reports whether src's power def is countered now.
func (t Table[G]) Countered(src SourceID, def string) bool { return t.countered(src, def) }

// expire ends every effect for which gone is true, then settles.
func (t Table[G]) expire(gone func(e *Effect) bool) {
	t.Board.Effects = slices.DeleteFunc(t.Board.Effects, func(e Effect) bool { return gone(&e) })
	t.settle()
}

// EndTurn is called by the game when a turn (or end phase) ends. Effects
// lasting until end of turn expire, and each Counted effect controlled by
// seat (every one, if seat is engine.NoSeat) loses a time counter, expiring
// at zero.
func (t Table[G]) EndTurn(seat engine.Seat) {
	for i := range t.Board.Effects {
		e := &t.Board.Effects[i]
		if e.Lasts.Until == Counted && (seat == engine.NoSeat || e.Controller == seat) {
			e.Lasts.Left--
		}
	}
	t.expire(func(e *Effect) bool {
		return e.Lasts.Until == EndOfTurn || (e.Lasts.Until == Counted && e.Lasts.Left <= 0)
	})
}

// EndRound is called by the game when a round or battle ends (after the
// last EndTurn of it): effects lasting until end of round expire.
func (t Table[G]) EndRound() {
	t.expire(func(e *Effect) bool { return e.Lasts.Until == EndOfRound })
}

// EndGame is called when the game ends: every effect and queued trigger
// ends, effects lasting until end of game among them. Printed powers and
// tokens stay for the final view.
func (t Table[G]) EndGame() {
	t.Board.Effects = nil
	t.Board.Queue = nil
}

// Detach is called when whatever was attached to src is detached: effects
// attached to src end.
func (t Table[G]) Detach(src SourceID) {
	t.expire(func(e *Effect) bool { return e.Lasts.Until == Attached && e.Lasts.To == src })
}

// AddTime puts n time counters on the Counted effect id (n < 0 removes
// them), never more than its printed Turns; at zero it expires. It returns
// the counters left, ErrNoEffect or ErrNotCounted.
func (t Table[G]) AddTime(id EffectID, n int) (int, error) {
	i := t.index(id)
	if i < 0 {
		return 0, fmt.Errorf("%w: %d", ErrNoEffect, id)
	}
	l := &t.Board.Effects[i].Lasts
	if l.Until != Counted {
		return 0, fmt.Errorf("%w: %d", ErrNotCounted, id)
	}
	l.Left = int8(max(0, min(int(l.Turns), int(l.Left)+n)))
	left := int(l.Left)
	if left == 0 {
		t.expire(func(e *Effect) bool { return e.ID == id })
	}
	return left, nil
}

// tokenIndex finds the pile (src, kind), or where it would go to keep Tokens
// sorted by source, then kind.
func (b *Board) tokenIndex(src SourceID, kind string) (int, bool) {
	return slices.BinarySearchFunc(b.Tokens, Token{Source: src, Kind: kind}, func(a, k Token) int {
		if a.Source != k.Source {
			return int(a.Source) - int(k.Source)
		}
		return strings.Compare(a.Kind, k.Kind)
	})
}

// AddTokens places n tokens of kind on src and returns how many are there
// now. Tokens are not game effects: countering or losing the power that
// placed them does not remove them.
func (b *Board) AddTokens(src SourceID, kind string, n int) int {
	i, ok := b.tokenIndex(src, kind)
	if !ok {
		if n <= 0 {
			return 0
		}
		b.Tokens = slices.Insert(b.Tokens, i, Token{Source: src, Kind: kind})
	}
	b.Tokens[i].Count += int32(n)
	if b.Tokens[i].Count <= 0 {
		b.Tokens = slices.Delete(b.Tokens, i, i+1)
		return 0
	}
	return int(b.Tokens[i].Count)
}

// RemoveTokens takes up to n tokens of kind off src and returns how many
// are left.
func (b *Board) RemoveTokens(src SourceID, kind string, n int) int {
	return b.AddTokens(src, kind, -min(n, b.TokenCount(src, kind)))
}

// TokenCount returns how many tokens of kind are on src.
func (b *Board) TokenCount(src SourceID, kind string) int {
	if i, ok := b.tokenIndex(src, kind); ok {
		return int(b.Tokens[i].Count)
	}
	return 0
}
