// Package overwatch is the table of the Overwatch Card Game: it registers
// a kit.Kit (the rules help, the decks and first player as setup options,
// the table) in init and draws everything from the engine.SeatView the
// shell hands it, never from the full state, into a ui.Frame. It imports
// no Ebiten, so what a seat sees (and above all what it does not see) is
// tested natively. What the rules compute, the table reads from the view
// rather than working it out again: the kind of the pending choice
// (View.Ask), each row's power (View.RowPower), each ultimate's cost and
// why it is blocked (View.Ults), and the round records (View.Result).
//
// The table keeps a small state per seat (index seat+1, the spectator at
// 0): the hand card or hero selected, the target being previewed, the
// overlay that is open (card zoom, keywords, game log, round result) and
// how many round results the seat has already read. A seat's state never
// depends on another seat's presses, so one table instance serves both
// players of a hot-seat game.
//
// Button ids (all start with "table."):
//
//	table.card.<code>          select a card of the hand (its slots light up)
//	table.slot.<row>.<col>     play the selected card there
//	table.hero.<id>            select a hero; pick it when a skill asks for one
//	table.ult                  activate the selected hero's ultimate
//	table.opt.a|b|skip         use primary option A or B, or not at all
//	table.pick.<value>         pick a row, column, number or token side
//	table.confirm, table.done  confirm the previewed pick; choose no more
//	table.pass                 pass for the rest of the round
//	table.zoom.card.<code>     the full text of a hand card
//	table.zoom.hero.<id>       the full text and counters of a hero
//	table.help, table.log      keywords, game log
//	table.log.older|newer      page through the log
//	table.close, table.banner  close an overlay; read the round result
//
// Action returns a key for table.slot.*, table.ult, table.opt.*,
// table.confirm, table.done and table.pass, when v.Legal allows it; every
// other press changes the table's own state. Back (kit.Backer) closes an
// open overlay, so Escape reaches the pause menu only from the bare table.
//
// The deck options carry a kit.Custom: DeckEditor, the deck builder, whose
// buttons start with "edit." (edit.hero.<code> to put a hero in or take it
// out, edit.deck.<name> to start from a ready-made deck, edit.clear,
// edit.class.<class> to filter, edit.page.prev|next on small screens). It
// makes "custom:<names>" values that overwatch.DeckCards reads.
//
//	import _ "overdeck/render/overwatch"
package overwatch
