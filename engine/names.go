package engine

import "strings"

// A seat's name, as the screens of a match give it, is "You", "The
// computer", "Player 2" or a name typed at setup: a game that words a
// sentence about a seat takes a func(Seat) string and builds the sentence
// with these helpers, so that "You win 47 to 35" and "Player 2 wins 47 to
// 35" both read right. Texts kept in a match's log and state are worded
// with Seat.String, once and for all; names are given at display time.

// Does is name doing something: Does("You", "win", "wins") is "You win",
// Does("Player 2", "win", "wins") is "Player 2 wins" (and inside a
// sentence, Does(Inside(name), …) is "you win").
func Does(name, you, other string) string {
	if name == "You" || name == "you" {
		return name + " " + you
	}
	return name + " " + other
}

// Inside is name (or its Whose) inside a sentence: "you", "your" and
// "the computer", but a player's own name as written.
func Inside(name string) string {
	if name == "You" || name == "Your" || strings.HasPrefix(name, "The ") {
		return strings.ToLower(name[:1]) + name[1:]
	}
	return name
}

// Whose is name's possessive at the start of a sentence: "Your", "The
// computer's", "Player 1's".
func Whose(name string) string {
	if name == "You" {
		return "Your"
	}
	return name + "'s"
}
