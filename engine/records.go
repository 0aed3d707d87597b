package engine

// The engine's records that saves and views encode. Their msgp code is
// generated from this one file.

//go:generate msgp -file records.go -o records_gen.go -io=false -unexported

// Decoding refuses absurd lengths, so a forged save cannot make the page
// allocate gigabytes.
//msgp:limit arrays:100000 maps:1000

// Seat identifies one player at the table, counted from 0.
type Seat int8

// Move is one entry of a match's history: who chose, and the key of what.
type Move struct {
	Seat Seat   `msg:"s"`
	Key  string `msg:"k"`
}

// Entry is one line of a match's log. A public entry (Seat == NoSeat) is shown
// to everyone; a private one only to its seat.
type Entry struct {
	Seat Seat   `msg:"s"`
	Text string `msg:"t"`
}

// Outcome says whether a match is over and who won it.
//
// A finished match with no winners is a draw. More than one winner means
// they share the win.
type Outcome struct {
	Over    bool   `msg:"o"`
	Winners []Seat `msg:"w"`
	// Summary is one line for the game-over screen ("Player 1 wins 52 to 39").
	Summary string `msg:"m"`
}

// Option is one setup choice, such as a mode of play or a deck.
type Option struct {
	Key   string `msg:"k"`
	Value string `msg:"v"`
}

// Setup holds the choices made before the first deal.
type Setup struct {
	Options []Option `msg:"o"`
}

// snapshot is the encoded form of a match's state at one moment: the game's
// own state, the random generator and the log.
type snapshot struct {
	Rules []byte  `msg:"r"`
	RNG   []byte  `msg:"g"`
	Log   []Entry `msg:"l"`
}
