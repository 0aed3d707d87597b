package kit

import (
	"overdeck/engine"
	"overdeck/render/platform"
)

// Coach is a game's coached first game: a fixed deal (Seed and Setup)
// against the computer at Level, and an ordered script of Steps. The shell
// shows each step, when its situation is reached, as one screen of text
// over the table with a ring around the part of the table it talks about;
// the player makes the real moves, and may skip a step, see the last one
// again or stop the coaching, after which the game goes on as any other.
//
// The coach sees only what the table sees: the coached seat's view and
// the buttons drawn on screen, so it can never show hidden information.
type Coach struct {
	// Seed and Setup deal the coached game; Setup holds the game's own
	// options (the shell adds the mode, the level and the human's seat:
	// the human plays seat 0 against the computer).
	Seed  uint64
	Setup engine.Setup
	// Level is the computer's level: "easy", "normal" or "hard".
	Level string
	// Steps are the script, in order: step i+1 is looked for only once
	// step i has been shown.
	Steps []CoachStep
	// Point, when set, returns the id of the button (among on, the
	// buttons drawn now; it must be an enabled one) the coach suggests
	// between steps: the move it
	// would make, so that a newcomer who follows the ring plays a sensible
	// game and meets every step. "" points at nothing.
	Point func(v *engine.SeatView, on []platform.Button) string
}

// CoachStep is one step of a coached game: one screen of text in the
// voice of a rulebook's "Learn to Play", shown when its situation is
// reached.
type CoachStep struct {
	// ID names the step for tests and the page's status ("venture").
	ID string
	// Title is the step's heading ("Venture"), Text its one screen of
	// explanation, paragraphs separated by "\n".
	Title, Text string
	// When reports whether the situation the step explains is on the
	// table now, for the coached seat's view v. nil: at once.
	When func(v *engine.SeatView) bool
	// Point, when set, returns the id of the button among on (the buttons
	// drawn now, disabled ones included: a region of the table such as a
	// side's line or the Astral Plane) that the step talks about: the
	// coach rings it and dims the rest of the table lightly. "" points at
	// nothing.
	Point func(v *engine.SeatView, on []platform.Button) string
	// Do reports that pressing what the step points at is the step's
	// move: the step offers no Next, and ends when the player makes a
	// move on the table.
	Do bool
}

// Applies reports whether step c's situation is on the table for v.
func (c CoachStep) Applies(v *engine.SeatView) bool { return c.When == nil || c.When(v) }

// Pointing returns what step c points at for v among on, or "".
func (c CoachStep) Pointing(v *engine.SeatView, on []platform.Button) string {
	if c.Point == nil {
		return ""
	}
	return c.Point(v, on)
}

// SetCoach gives the kit of game id the coached game c (nil: none), so
// that a game's table package may keep its coach apart from its kit. It
// panics when id has no kit: a programmer error, found at start.
func SetCoach(id string, c *Coach) {
	k, ok := kits[id]
	if !ok {
		panic("kit: SetCoach: no kit for game " + id)
	}
	k.Coach = c
	kits[id] = k
}
