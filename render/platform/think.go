package platform

import "time"

// Thinker is a Host that can run the computer's search on another thread
// (in the browser, a Web Worker running the Ebiten-free think.wasm), so
// that the table keeps its frame rate while the computer thinks. A Host
// without it, or whose Think reports false, leaves the search to the game's
// own thread, a few milliseconds per frame.
type Thinker interface {
	// Prepare starts loading the other thread, so that the first move does
	// not wait for it, and reports whether there is one: false when the
	// host cannot start it (a browser without Web Workers, or one that
	// refused), and then the shell thinks itself without encoding a view.
	// The shell calls it on the setup screen of a game with a computer
	// seat and when a match has one (the browser's page starts its worker
	// at once when the address asks for the computer).
	Prepare() bool
	// Think starts a search and returns its job, or false when no other
	// thread can take it (then the shell thinks itself).
	Think(r ThinkRequest) (Job, bool)
}

// ThinkRequest is what the other thread needs to choose exactly as
// engine/ai would on the game's thread: the game, the bot (its level and
// seed give the game's tuned bot; Time caps its search) and the seat's
// view, encoded (engine.SeatView.MarshalMsg; the game decodes it with
// Game.DecodeView).
type ThinkRequest struct {
	Game  string
	Level string
	Seed  uint64
	Time  time.Duration
	View  []byte
}

// Job is a search running on another thread. Its methods are called from
// the game's thread.
type Job interface {
	// Poll reports the chosen action's key once the search is done, and
	// how far it has gone (0 to 1) before. An error means the other thread
	// failed: the shell then thinks itself.
	Poll() (key string, done bool, progress float64, err error)
	// Cancel abandons the search: its answer is never read.
	Cancel()
}
