package effect

import (
	"cmp"
	"fmt"
	"slices"

	"overdeck/engine"
)

// Common event kinds a game raises; games may define more.
const (
	DamageDealt EventKind = "damage dealt"
	CardPlayed  EventKind = "card played"
	TurnStart   EventKind = "turn start"
	TurnEnd     EventKind = "turn end"
	KO          EventKind = "KO"
	Switch      EventKind = "switch"
	Reveal      EventKind = "reveal"
	Attacked    EventKind = "attacked"
)

// turnOrder ranks seat after the active seat: the active seat is 0, then
// the seats after it in turn order, then the seats before it; NoSeat last.
func turnOrder(seat, active engine.Seat) int {
	if seat == engine.NoSeat {
		return 1 << 10
	}
	d := int(seat) - int(active)
	if d < 0 {
		d += 1 << 8
	}
	return d
}

// Raise tells the Board that e happened and queues every trigger it fires:
// each held, uncountered power that lists e.Kind in On, whose When accepts
// it (a TargetOnly one never fires for an InArea event). It returns the
// triggers queued, in the order they will resolve unless a controller
// reorders them:
//
//  1. the active player's first, then the other seats in turn order after
//     the active seat (a trigger with no controller last);
//  2. within one seat, by SourceID;
//  3. within one source, in holding order: printed powers in print order,
//     then powers from Grant effects in creation order, each followed by
//     the powers its own wording grants.
//
// Triggers raised while others are on the queue resolve after them. Nothing
// resolves until Run (or Choose). The list returned is the end of the queue
// itself: read it before the queue changes.
func (t Table[G]) Raise(e Event) []Trigger {
	var fired []Trigger
	c := t.cache
	own := c != nil && c.walking == 0 // no Raise or Value is under way: c.fired is free
	if own {
		fired = c.fired[:0]
	}
	t.enter()
	defer t.leave()
	for _, h := range t.active() {
		d := h.def
		if !slices.Contains(d.On, e.Kind) || (d.TargetOnly && e.Role == InArea) {
			continue
		}
		if d.When != nil && !d.When(Context[G]{t, h.Holding}, e) {
			continue
		}
		fired = append(fired, Trigger{Power: h.Holding, Event: e, Optional: d.Optional})
	}
	if own {
		c.fired = fired
	}
	slices.SortStableFunc(fired, func(a, b Trigger) int {
		return cmp.Or(
			cmp.Compare(turnOrder(a.Power.Controller, t.Board.Active), turnOrder(b.Power.Controller, t.Board.Active)),
			cmp.Compare(a.Power.Source, b.Power.Source))
	})
	if len(fired) == 0 {
		return nil
	}
	t.Board.LastBatch++
	for i := range fired {
		t.Board.LastID++
		fired[i].ID, fired[i].Batch = t.Board.LastID, t.Board.LastBatch
	}
	n := len(t.Board.Queue)
	t.Board.Queue = append(t.Board.Queue, fired...)
	return t.Board.Queue[n:len(t.Board.Queue):len(t.Board.Queue)]
}

// Run resolves queued triggers in order, mandatory ones at once, until the
// queue is empty or a controller must choose (see Choices). A trigger whose
// power was countered or lost before its turn to resolve is dropped; one
// that has begun resolving finishes normally. Run returns the first error
// of a Resolve hook, with that trigger already off the queue.
func (t Table[G]) Run() error {
	t.settle()
	for len(t.Board.Queue) > 0 && len(t.Choices()) == 0 {
		q := t.Board.Queue[0]
		t.Board.Queue = slices.Delete(t.Board.Queue, 0, 1)
		d := t.Rules.defs[q.Power.Def]
		if d.Resolve != nil {
			err := d.Resolve(Context[G]{t, q.Power}, q.Event)
			t.settle()
			if err != nil {
				return err
			}
		}
	}
	return nil
}

// simultaneous returns how many triggers at the head of the queue came from
// the same Raise and the same controller as the head.
func (b *Board) simultaneous() int {
	n := 0
	for n < len(b.Queue) && b.Queue[n].Batch == b.Queue[0].Batch && b.Queue[n].Power.Controller == b.Queue[0].Power.Controller {
		n++
	}
	return n
}

// Choices returns the decisions pending now, for a game to offer as actions
// in its Legal list (to a human or a bot); empty when none is. There are two:
//   - Order, one per trigger, when the Registry's ControllerOrders is set
//     and the head of the queue holds several simultaneous triggers of one
//     controller: that controller picks which resolves next;
//   - Accept and Decline, when the next trigger is Optional ("may").
func (t Table[G]) Choices() []Choice {
	b := t.Board
	if len(b.Queue) == 0 {
		return nil
	}
	head := b.Queue[0]
	name := func(q Trigger) string {
		if d := t.Rules.defs[q.Power.Def]; d != nil {
			return d.Name
		}
		return q.Power.Def
	}
	if n := b.simultaneous(); t.Rules.ControllerOrders && n > 1 && !head.Chosen {
		out := make([]Choice, n)
		for i, q := range b.Queue[:n] {
			out[i] = Choice{Seat: q.Power.Controller, Kind: Order, Trigger: q.ID, Name: name(q)}
		}
		return out
	}
	if head.Optional && !head.Accepted {
		s := head.Power.Controller
		return []Choice{
			{Seat: s, Kind: Accept, Trigger: head.ID, Name: name(head)},
			{Seat: s, Kind: Decline, Trigger: head.ID, Name: name(head)},
		}
	}
	return nil
}

// Choose applies a choice from Choices, then Runs on. It returns ErrIllegal
// (changing nothing) if c is not among Choices now, else what Run returns.
func (t Table[G]) Choose(c Choice) error {
	if !slices.Contains(t.Choices(), c) {
		return ErrIllegal
	}
	b := t.Board
	i := slices.IndexFunc(b.Queue, func(q Trigger) bool { return q.ID == c.Trigger })
	switch c.Kind {
	case Order:
		q := b.Queue[i]
		q.Chosen = true
		b.Queue = slices.Insert(slices.Delete(b.Queue, i, i+1), 0, q)
	case Accept:
		b.Queue[i].Accepted = true
	case Decline:
		b.Queue = slices.Delete(b.Queue, i, i+1)
	}
	return t.Run()
}

// ChoiceKind says what a pending Choice decides.
type ChoiceKind uint8

// The kinds of choices a controller makes.
const (
	// Order: resolve this trigger next among simultaneous ones.
	Order ChoiceKind = iota
	// Accept: do what the optional ("may") trigger offers.
	Accept
	// Decline: do not.
	Decline
)

// Choice is one decision a seat may make now; a game wraps it in an action.
// Choices are comparable values.
type Choice struct {
	Seat    engine.Seat
	Kind    ChoiceKind
	Trigger uint32
	Name    string
}

// String reads like the table: "Player 1: use Blades".
func (c Choice) String() string {
	verb := [...]string{Order: "resolve %s first", Accept: "use %s", Decline: "decline %s"}[c.Kind]
	return c.Seat.String() + ": " + fmt.Sprintf(verb, c.Name)
}

// Activation is a power a source can activate by being given Action.
type Activation struct {
	Source SourceID
	Def    string
	Action Action
	Name   string
}

// String reads like the table: "give move action to use Phasing".
func (a Activation) String() string {
	return fmt.Sprintf("give %s action to use %s", a.Action, a.Name)
}

// Activations lists the powers src holds now that activate by an action,
// for a game's Legal list, in holding order.
func (t Table[G]) Activations(src SourceID) []Activation {
	var out []Activation
	for _, h := range t.active() {
		d := h.def
		if h.Source == src && d.Activate != nil && d.Action != "" {
			out = append(out, Activation{Source: src, Def: h.Def, Action: d.Action, Name: d.Name})
		}
	}
	return out
}

// Act gives src the action a. With def "" the action does its normal
// activity: normal runs (if not nil). With a def, the power is activated
// instead, and normal does not run: the power overrides the action's normal
// activity. A power activates only this way, when the source is given the
// action specifically for it. Act returns ErrNotHeld if src does not hold def
// now, ErrWrongAction if def is not activated by a, else the hook's error.
// An action in progress resolves normally even if the power is countered
// while it runs.
func (t Table[G]) Act(src SourceID, a Action, def string, normal func() error) error {
	if def == "" {
		if normal == nil {
			return nil
		}
		return normal()
	}
	var h Holding
	ok := false
	for _, x := range t.active() {
		if x.Source == src && x.Def == def {
			h, ok = x.Holding, true
			break
		}
	}
	if !ok {
		return fmt.Errorf("%w: %d %q", ErrNotHeld, src, def)
	}
	d := t.Rules.defs[def]
	if d.Activate == nil || d.Action != a {
		return fmt.Errorf("%w: %q by %q", ErrWrongAction, def, a)
	}
	err := d.Activate(Context[G]{t, h}, a)
	t.settle()
	return err
}
