// Package kit is the registry through which a game's table plugs into the
// shell: the rules text, the setup options and the table scene. A
// per-game sub-package of render registers its Kit in init, and the shell
// lists every engine game that has one; the shell itself never changes
// when a game arrives. kit imports no Ebiten: tables draw into a ui.Frame.
//
// Two hooks are optional. An Option with a Custom gets an editor screen of
// the game's own (a deck builder) from the setup screen, whose values may
// require a mode of play (Custom.Mode: a draft two people shared is
// played hot-seat), and a Table that
// implements Backer closes its own overlays on Escape before the shell
// opens the pause menu.
//
// A table that embeds a SeatNamer is Named: the shell gives it its names
// for the seats ("You", "The computer", names typed at setup), and its
// Line words a log line (kept with "Player 1") with them: "You draw 1
// card".
//
// A table that is Asking gets the shell's EditorHost, to ask the player
// for the word its keyword help searches for (Search, Found). A table's
// keyword help is a KeywordHelp: what it shows, its row of buttons, its
// presses (PressKeywordHelp) and the keyword buttons of a card's zoom
// (DrawKeywordTerms); the table draws the entries. A Kit's Keywords let
// the rules screen's search show each keyword on its own.
//
// A one-player game (solo.go) may add a Record (the player's record by
// difficulty, shown on the setup screen) and tables that are an Undoer
// (undo within the turn, never past a reveal), a Hinter (what the Hard bot
// would do), a Keeper (a place kept across a reload: how far the other
// side's turn was stepped) and a Finisher (the game-over screen waits
// while the table shows the last turn).
//
//	func init() {
//		kit.Register("goofspiel", kit.Kit{
//			Rules:    rulesText,
//			Options:  []kit.Option{{Key: "cards", Label: "Cards in each hand", Default: "13", Choices: ...}},
//			NewTable: func() kit.Table { return &table{} },
//		})
//	}
package kit
