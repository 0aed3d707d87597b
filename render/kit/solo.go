package kit

import "overdeck/engine"

// This file holds the hooks a table of a one-player game (an engine.Game
// with one seat) may offer: the shell plays such a game in "computer"
// mode ("Play") with no bot and no hand-off, or in "watch" mode.

// Record says how the shell keeps the player's record of a one-player
// game in the browser: for each value of one setup option (the
// difficulty), the games played, the games won and the best result. The
// setup screen shows it; games the computer played ("watch") do not
// count.
type Record struct {
	// Option is the key of the setup option the records are kept by:
	// "difficulty". Its Choices name the rows of the record.
	Option string
	// Result scores a finished game from the player's view: the higher
	// score is the better result, and text says it in words ("won with 23
	// cards left in the deck").
	Result func(v *engine.SeatView) (score int, text string)
	// Counts, when set, says whether a game of setup s counts in the
	// record: a variant of other rules (the Multiverse's spent attackers)
	// is played without being compared with the standard game.
	Counts func(s engine.Setup) bool
}

// Undoer is a Table that lets the player take back their own last action
// within a turn. The table draws a button "table.undo"; the shell, when it
// is pressed and Undoable agrees, undoes the last move (undo by replay: the
// same cards come up again) and autosaves. Undo never goes past a move
// that showed the player something new: a card drawn or flipped, a die
// rolled, the other side's turn.
type Undoer interface {
	Table
	// Undoable reports whether the last move of v's seat may be taken
	// back: it was that seat's, and it revealed nothing.
	Undoable(v *engine.SeatView) bool
}

// Hinter is a Table that shows a hint: what the computer at its strongest
// level would do now. The table draws a button "table.hint"; the shell,
// when it is pressed, lets the Hard bot think about v's seat's view (and
// nothing more), then calls Hint with the key of the action it chose. A
// table that is not a Hinter still gets a hint, in a message.
type Hinter interface {
	Table
	// Hint shows the action key the Hard bot would take for v's seat.
	Hint(v *engine.SeatView, key string)
}

// Keeper is a Table with a place of its own worth keeping across a reload
// of the page: how far the player has stepped through the other side's
// turn. The shell stores Keep's text after each press at the table and,
// when it resumes the match (a reload), hands it to Restore; a new match
// starts with nothing kept.
type Keeper interface {
	Table
	// Keep returns the table's place as short text.
	Keep() string
	// Restore goes back to a place Keep returned; text it cannot use
	// (damaged, or of another turn) is ignored.
	Restore(text string)
}

// Finisher is a Table with something to show after the last move before
// the game-over screen: the other side's last turn, step by step. When the
// match ends, the shell keeps the table up while Showing is true (the
// player steps through, or skips) and then shows the game-over screen.
type Finisher interface {
	Table
	// Showing reports whether the table still has the end of the game to
	// show for v's seat.
	Showing(v *engine.SeatView) bool
}
