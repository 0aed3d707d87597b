// Package multiverse is the table of Against the Multiverse, the one-player
// game: it registers a kit.Kit (the rules from the game's help, the setup
// options with a deck builder, the player's record by difficulty, the
// table) in init, and draws everything from the engine.SeatView the shell
// hands it, never from the full state, into a ui.Frame. It imports no
// Ebiten, so what the player sees (and above all what a face-down card or
// the deck's order never shows) is tested natively.
//
// The table keeps a small state of its own: the hand card selected, the
// overlay open (card zoom, keywords, game log), the last hint, and how far
// the player has stepped through the Multiverse's last turn (its trace).
//
// Button ids (all start with "table."):
//
//	table.hand.<i>          select the i-th hand card (its actions show in the panel)
//	table.slot.<i>          a Multiverse defense card: attack it with the selected Super, or zoom it
//	table.mine.<i>          one of the player's defense cards: zoom it
//	table.champ, table.bg.<who>  zoom the Champion or a battleground ("me", or the Multiverse's index)
//	table.act.<key>         take the legal action with that key (see game/multiverse's keys)
//	table.zoom              zoom the selected hand card
//	table.step.next, table.step.skip  the Multiverse's turn, step by step
//	table.replay            show the Multiverse's last turn again
//	table.undo, table.hint  the shell's undo within the turn and hint (kit.Undoer, kit.Hinter)
//	table.help, table.log, table.close  keyword help, game log, closing an overlay
//	table.help.search, table.help.all   search the keywords for a typed word, show them all
//	table.term.<k>[.<k>...]  in a zoom: the keyword help at keyword k (several: all of the card's)
//
// Only table.act.<key> and table.slot.<i> (with a Super selected) return an
// action key from Action; every other press changes the table's own state.
//
//	import _ "overdeck/render/multiverse"
package multiverse
