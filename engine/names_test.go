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

// TestRename names the seats of log lines: "You" with its verbs and
// possessives, the computer and a typed name inside a sentence, and
// Seat.String leaves a line as it was.
func TestRename(t *testing.T) {
	you := func(s Seat) string { return []string{"You", "The computer"}[s] }
	second := func(s Seat) string { return []string{"Ann", "You"}[s] }
	for _, c := range []struct {
		name      func(Seat) string
		text, out string
	}{
		{you, "Player 1 draws 1 card. Player 2 now has 4 cards in hand.", "You draw 1 card. The computer now has 4 cards in hand."},
		{you, "Player 1 now has 2 cards in hand. Player 1's active monster is now Ashdash.", "You now have 2 cards in hand. Your active monster is now Ashdash."},
		{you, "Player 2 wins: all of Player 1's monsters are KO'd", "The computer wins: all of your monsters are KO'd"},
		{you, "Player 1 bids 4, Player 2 bids 2: Player 1 takes the 1.", "You bid 4, the computer bids 2: you take the 1."},
		{you, "Round 3 begins: Player 1 goes first.", "Round 3 begins: you go first."},
		{you, "Power: Player 1 3, Player 2 5.", "Power: you 3, the computer 5."},
		{you, "Player 1 puts Ramattra (Nemesis) into their hand.", "You put Ramattra (Nemesis) into your hand."},
		{you, "Player 1 discards the top two cards of its Draw Pile instead.", "You discard the top two cards of your Draw Pile instead."},
		{you, "Player 2 puts Hanzo into their hand.", "The computer puts Hanzo into their hand."},
		{you, "Player 1 is done placing. Player 1 passes.", "You are done placing. You pass."},
		{you, "Player 1: 3 Completed. Player 1 conceded, so Player 2 wins the battle.", "You: 3 Completed. You conceded, so the computer wins the battle."},
		{second, "Player 2 switches Vulturock out. Player 1's Hanzo attacks Player 2.", "You switch Vulturock out. Ann's Hanzo attacks you."},
		{Seat.String, "Player 1 draws 1 card. Player 2's turn.", "Player 1 draws 1 card. Player 2's turn."},
		{you, "Player 12 and APlayer 1 stay.", "Player 12 and APlayer 1 stay."},
	} {
		if got := Rename(c.text, c.name); got != c.out {
			t.Errorf("Rename(%q) = %q, want %q", c.text, got, c.out)
		}
	}
	if u := UnknownAfterSeat("Player 1 frobs it, Player 2 draws."); len(u) != 1 || u[0] != "frobs" {
		t.Errorf("UnknownAfterSeat = %q, want [frobs]", u)
	}
	if got := Rename("Player 1 frobs it.", you); got != "You frob it." {
		t.Errorf("an unknown verb: %q", got)
	}
}

// TestRename_JoinedVerbs: a second verb joined to "you" by "and", "or" or
// "then" takes the form for "you" too ("You reveal and discards the hand"
// was shown once), and one Rename does not know is reported.
func TestRename_JoinedVerbs(t *testing.T) {
	you := func(Seat) string { return "You" }
	for in, want := range map[string]string{
		"Player 1 reveals and discards the hand: Zorro.":             "You reveal and discard the hand: Zorro.",
		"Player 1 draws 2 cards and then discards 1.":                "You draw 2 cards and then discard 1.",
		"Player 1 draws 1 and Player 2 discards 1.":                  "You draw 1 and you discard 1.",
		"Player 1 attacks Dracula and Hercules with Flame.":          "You attack Dracula and Hercules with Flame.",
		"Player 1's Zorro attacks and discards 1.":                   "Your Zorro attacks and discards 1.",
		"Player 1 has 3 hits and 2 placed cards, and its hand is 4.": "You have 3 hits and 2 placed cards, and your hand is 4.",
	} {
		if got := Rename(in, you); got != want {
			t.Errorf("Rename(%q) = %q, want %q", in, got, want)
		}
	}
	if u := UnknownAfterSeat("Player 1 draws 1 and frobs it."); len(u) != 1 || u[0] != "frobs" {
		t.Errorf("UnknownAfterSeat = %q, want [frobs]", u)
	}
}
