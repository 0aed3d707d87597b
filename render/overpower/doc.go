// Package overpower is the OverPower battle table: it registers a kit.Kit
// (the rules help, the mode, decks, first player and Skirmish objectives
// as setup options, the table) in init and draws everything from the
// engine.SeatView the shell hands it, never from the full state, into a
// ui.Frame. It imports no Ebiten, so what a seat sees (and above all what
// it does not see) is tested natively. What the rules compute, the table
// reads from the view: the live Venture Totals and how near each
// character is to each KO (View.Venture, View.KO), and why a hand card
// cannot be played (View.WhyNot).
//
// The screen: a phase banner (battle, phase, Venture Totals, whose
// decision); the other team above and the seat's team below, each
// character a tile with its grid, KO distances, hits, record and placed
// cards, with a line of objectives and pile counts; between them the
// exchange in progress and the Astral Plane; the seat's hand, the cards
// it may play lit; the decision panel; a bar with the log, the keywords
// and the table info (homebases, missions, every discard pile).
//
// Playing a card is a few taps: select it in the hand, then answer each
// question the legal moves still leave open (what to do with it, which
// card to combine it with, who plays it, the declared type, the target),
// each a button (a character tile answers "who" and "which target" too),
// then confirm the move the panel spells out. Moves that involve no card
// of the hand (pass, concede, venture, take the hit, a card's choice) are
// buttons of their own. In hot-seat the shell hands the device over at
// every change of the deciding seat; the game gives the defender every
// defence window even when it holds no answer, so a hand-off tells the
// attacker nothing.
//
// The table keeps a small state per seat (index seat+1, the spectator at
// 0): the card selection, the page of the panel's buttons and the open
// overlay; one table serves both players of a hot-seat game.
//
// Button ids (all start with "table."):
//
//	table.card.<i>        a hand card: select it (or read it when it cannot be played)
//	table.opt.<i>         select a playable card not in the hand (placed, a duplicate to keep)
//	table.char.<ci>       a character: answer "who" or "which target", else read it
//	table.stage.<x>       answer the current question about the selected card
//	table.go              make the one move left
//	table.go.<x>          make move x of those left that no question tells apart
//	table.move.<key>      a move without a card (pass, concede, venture...)
//	table.cancel          forget the selected card
//	table.more            the next page of the panel's buttons
//	table.zoom.card.<i>   a card in full; table.zoom.char.<ci> a character in full
//	table.info, table.help, table.log   the table info, keywords, game log
//	table.help.search, table.help.all   search the keywords for a typed word, show them all
//	table.term.<k>[.<k>...]  in a zoom: the keyword help at keyword k (several: all of the card's)
//	table.close, table.page.prev|next, table.log.older|newer
//
//	import _ "overdeck/render/overpower"
package overpower
