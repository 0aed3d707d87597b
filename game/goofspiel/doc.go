// Package goofspiel is the engine's own test game: Goofspiel, the classic
// game of secret simultaneous bids, small enough to read in one sitting and
// complete enough to exercise every part of the engine contract (hidden
// information, buffered simultaneous choices, chance, saves, bots).
//
// Rules. Each player holds the cards 1 to N (N = 13 unless the setup option
// "cards" says otherwise, from 3 to 13). A prize deck of the same N cards is
// shuffled face down. Each round the top prize is turned face up; both
// players choose one card from their hand in secret and reveal together. The
// higher bid takes the prize and scores its value; equal bids score nothing
// and the prize is discarded. Bid cards are spent. After N rounds the higher
// score wins; equal scores draw.
//
//	m, _ := engine.NewMatch(goofspiel.Game, engine.Setup{}, seed)
//	m.ApplyKey(0, "b13") // Player 1 bids 13, unseen
//	m.ApplyKey(1, "b2")  // Player 2 bids 2: both revealed, prize resolved
package goofspiel
