// Package goofspiel is the table of Goofspiel, the engine's test game, and
// the model of every per-game table package: it registers a kit.Kit (rules
// text, setup options, table) in init, draws only from the engine.SeatView
// the shell hands it, and turns its card buttons (ids "table.bid.<n>")
// into the game's action keys. The wasm main blank-imports it:
//
//	import _ "overdeck/render/goofspiel"
package goofspiel
