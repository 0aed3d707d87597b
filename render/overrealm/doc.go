// Package overrealm is the table of OverRealm: it registers a kit.Kit
// (rules text, the mode of play as setup option, the table) in init and
// draws everything from the engine.SeatView the shell hands it, never from
// the full state, into a ui.Frame. It imports no Ebiten, so what a seat
// sees (and above all what it does not see) is tested natively.
//
// The table keeps a small state per seat (index seat+1, the spectator at
// 0): the choice being built "behind the shield", the overlay that is open
// (card zoom, element chart, keyword help, game log) and how far the seat
// has stepped through the reveal of the last turn. A seat's state never
// depends on another seat's presses, so one table instance serves both
// players of a hot-seat game.
//
// Button ids (all start with "table."):
//
//	table.space.draw|counter|left|right|1..4  choose an action space
//	table.protect                             Protected Monster Action on/off
//	table.card.<seat>.<code>.<copy>           a hand card: buff (in the order tapped), discard, unused
//	table.counts.<seat>                       a side's hand, deck, discard pile and maneuver cubes, in words
//	table.late                                where the action's own ability goes among its With Attack buffs
//	table.side.left|right                     the benched monster an action names
//	table.confirm, table.reset                confirm the choice, start over
//	table.pick.<monster>                      draft pick / team member
//	table.ko.left|right                       new active monster after a KO
//	table.arrange.<pos>                       Clear Mind: top, bottom, unused
//	table.step.next, table.step.skip          the reveal of the last turn
//	table.replay                              show the last turn's reveal again
//	table.zoom.<what>, table.close            card zoom and closing an overlay
//	table.elements, table.help, table.log     element chart, keywords, game log
//
// Only table.confirm (a legal combination) and table.ko.* return an action
// key from Action; every other press changes the table's own state.
//
//	import _ "overdeck/render/overrealm"
package overrealm
