// Package platform is the contract between the game (package render) and
// the page that hosts it (package wasm in the browser, fakes in tests). It
// imports neither Ebiten nor syscall/js, so both sides test natively.
package platform

import "overdeck/engine/save"

// Host is what the page offers the game.
type Host interface {
	// Store is the page's persistent storage (localStorage).
	Store() save.Store
	// Download offers data to the player as a file named name.
	Download(name, mime string, data []byte) error
	// PickFile asks the player for a file; done is called later (from
	// another goroutine, possibly never if the player cancels).
	PickFile(accept string, done func(name string, data []byte, err error))
	// AskText asks the player for one line of text (a save's name) with
	// prompt, starting from initial, at most max characters; done is called
	// later (from another goroutine) with the text, or with ok false when
	// the player cancels.
	AskText(prompt, initial string, max int, done func(text string, ok bool))
	// Emit tells the embedding page about an event (postMessage to the
	// parent frame).
	Emit(e Event)
	// OpenBuild leaves this page for the build of the site that plays
	// game (each game is a build of its own, page and worker): in the
	// browser a navigation. What the build shows first is left in the
	// store beforehand (shell.HandoffKey); without it, its title screen.
	OpenBuild(game string)
	// ShowLaunch makes the page's address ask for l, the game on screen
	// (Launch{} at the title screen: "?play"), replacing the address
	// without a reload or a new history entry (history.replaceState), so
	// that a reload, a bookmark or a shared link opens what the screen
	// shows. See Address.
	ShowLaunch(l Launch)
}

// Event types posted to the parent frame.
const (
	EventReady    = "overdeck:ready"
	EventScene    = "overdeck:scene"
	EventGameOver = "overdeck:gameover"
)

// Event is one message to the embedding page. Fields not relevant to the
// type are empty.
type Event struct {
	Type    string `json:"type"`
	Scene   string `json:"scene,omitempty"`
	Game    string `json:"game,omitempty"`
	Mode    string `json:"mode,omitempty"`
	Winners []int  `json:"winners,omitempty"`
	Summary string `json:"summary,omitempty"`
}

// Status is what window.overdeck.status() returns.
type Status struct {
	Ready   bool   `json:"ready"`   // the first interactive frame has been drawn, and what the start left for the tick after it (storing the match, its address) is done
	Scene   string `json:"scene"`   // "title", "games", "mode", "setup", "table", "handoff", "pause", "gameover", "message", ...
	Game    string `json:"game"`    // game id, "" before one is chosen
	Mode    string `json:"mode"`    // "hotseat", "computer", "watch", ""
	ToAct   []int  `json:"toAct"`   // seats (0-based) that still have to choose
	Outcome string `json:"outcome"` // "" while running; the summary line when over
	Message string `json:"message"` // the text of a message or error dialog on screen, else ""
	// Thinking is the seat the computer is thinking for, -1 when none.
	Thinking int `json:"thinking"`
	// BotMoves are the wall-clock times, in milliseconds, of the computer's
	// moves so far, each from when it could start thinking to its move on
	// the table; OffThread counts those thought on another thread.
	BotMoves  []int `json:"botMoves"`
	OffThread int   `json:"offThread"`
	// Moves counts the decisions made in the match on screen so far, by
	// anyone (the player's, the computer's, a game's own automaton's
	// answers): a test of a one-player game waits on it. 0 with no match.
	Moves int `json:"moves"`
	// LongestSlice is the longest the computer has thought in one go on the
	// page's thread (milliseconds, garbage collection included): the part
	// of a frame it blocks, whether beginning a decision (the seat's view,
	// encoded when another thread thinks) or searching a slice of it.
	LongestSlice float64 `json:"longestSlice"`
	// Slices counts the computer's slices of thought on the page's thread,
	// and SlicesOverFrame those that took longer than a 60 Hz frame (16 ms).
	Slices          int `json:"slices"`
	SlicesOverFrame int `json:"slicesOverFrame"`
	// Moving reports that an animation is playing: what make bench times
	// frames during.
	Moving bool `json:"moving"`
	// Drawn counts the frames the game has drawn: a test that pressed
	// something waits for it to grow by two (the press taken, its result
	// drawn) rather than for the browser's animation frames, which may
	// come faster than the game's.
	Drawn int `json:"-"`
	// Coach is the coached game's state (see CoachStatus); its zero value
	// when no coach is on.
	Coach CoachStatus `json:"coach"`
}

// CoachStatus is what status().coach says of a coached game: whether the
// coach is on, the id of the step shown ("" between steps) and the id of
// the button its ring is around ("" none), so that a test may press only
// what the coach points at.
type CoachStatus struct {
	On     bool   `json:"on"`
	Step   string `json:"step"`
	Target string `json:"target"`
}

// Button is one interactive element drawn on the canvas, mirrored in the
// page as a real <button>. Coordinates are CSS pixels from the canvas's
// top-left corner.
type Button struct {
	ID      string  `json:"id"`    // stable within a scene: "title.play", "menu.resume", "table.card.3"
	Label   string  `json:"label"` // what a screen reader says
	X       float64 `json:"x"`
	Y       float64 `json:"y"`
	W       float64 `json:"w"`
	H       float64 `json:"h"`
	Enabled bool    `json:"enabled"`
}
