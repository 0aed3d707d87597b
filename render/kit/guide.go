package kit

import "overdeck/engine"

// Guide is a game's one-screen "how a turn works": a few short steps
// beside a labelled picture of its table, and, for a player's first game,
// a line that says what to do now. The shell opens it from the table's
// header ("table.howto") and the pause menu.
type Guide struct {
	// Steps say how a turn goes, in order, each in a sentence or two.
	Steps []string
	// Parts are the table's regions on a wide screen, drawn as labelled
	// boxes on a small table: where things are. Narrow are the same on a
	// phone held upright (the table's regions stacked), shown there.
	Parts, Narrow []Part
	// Next says in a few words (under 50 characters: it goes in the
	// table's header) what the seat of v should do now ("tap a card of
	// your hand to bid for the 7."), or "" when it has nothing to do.
	Next func(v *engine.SeatView) string
}

// Part is one labelled region of a table picture, in fractions of the
// table's width and height from its top left corner.
type Part struct {
	Label      string
	X, Y, W, H float64
}
