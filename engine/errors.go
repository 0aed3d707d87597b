package engine

import "errors"

// Errors returned by Match.Apply and friends. Callers branch on them with
// errors.Is; the wrapped message says what exactly was wrong.
var (
	// ErrNotYourTurn: the seat is not among those that must choose now.
	ErrNotYourTurn = errors.New("engine: not this seat's turn")
	// ErrAlreadyChose: the seat has already made its choice for this
	// simultaneous decision and must wait for the others.
	ErrAlreadyChose = errors.New("engine: this seat has already chosen")
	// ErrIllegal: the action is not among the seat's legal actions.
	ErrIllegal = errors.New("engine: illegal action")
	// ErrGameOver: the match has ended; nothing more can be played.
	ErrGameOver = errors.New("engine: the game is over")
	// ErrUnknownGame: no game is registered under that id.
	ErrUnknownGame = errors.New("engine: unknown game")
	// ErrNothingToUndo: the history kept by the match is empty.
	ErrNothingToUndo = errors.New("engine: nothing to undo")
	// ErrSimulation: a bot's simulation has no seed, history or snapshot.
	ErrSimulation = errors.New("engine: a simulation cannot be saved")
	// ErrBadSetup: a setup option has a value the game does not accept.
	ErrBadSetup = errors.New("engine: bad setup")
)
