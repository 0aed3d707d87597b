package engine

import "testing"

// TestNames words sentences about "You", the computer, a seat and a typed
// name.
func TestNames(t *testing.T) {
	for _, c := range []struct{ got, want string }{
		{Does("You", "win", "wins"), "You win"},
		{Does("The computer", "win", "wins"), "The computer wins"},
		{Does(Seat(1).String(), "win", "wins"), "Player 2 wins"},
		{Does(Inside("You"), "win", "wins"), "you win"},
		{Does(Inside("The computer"), "win", "wins"), "the computer wins"},
		{Does(Inside("Ann"), "win", "wins"), "Ann wins"},
		{Inside(Whose("You")), "your"},
		{Inside(Whose("The computer")), "the computer's"},
		{Whose("Youssef"), "Youssef's"},
		{Does("Youssef", "win", "wins"), "Youssef wins"},
	} {
		if c.got != c.want {
			t.Errorf("%q, want %q", c.got, c.want)
		}
	}
}
