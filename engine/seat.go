package engine

import "strconv"

// NoSeat stands for "nobody": a public log entry, a drawn game, an unowned card.
const NoSeat Seat = -1

// String names the seat the way the table does: "Player 1", "Player 2".
func (s Seat) String() string {
	if s == NoSeat {
		return "nobody"
	}
	return "Player " + strconv.Itoa(int(s)+1)
}

// Other returns the opponent of s in a two-seat game.
func (s Seat) Other() Seat { return 1 - s }
