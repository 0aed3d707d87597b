// Package shell is the browser shell's logic, free of Ebiten: the scene
// manager, input intents and keyboard focus, the flow from the title
// screen to the table and the game-over screen, the pause menu, settings,
// saves (saves.go) and bots (bots.go). The setup screen (setup.go) opens a
// game's own editor for an option that has one (kit.Custom, custom.go: the
// "editor" scene) and keeps the value made under CustomKey; it opens with
// the options of the last game started, kept under SetupKey
// (lastsetup.go). Escape at the table first lets a kit.Backer table close
// its overlay. A one-player game (solo.go, record.go) is played ("Play",
// mode "computer" with no bot) or watched, with the table's undo and hint,
// its record by difficulty (RecordKey), its kept place (TableKey) and its
// last turn shown before the game-over screen. A game with a coached
// first game (kit.Coach; coach.go, coach_draw.go) offers it on its how-to
// page and by the address option coach=1: the coach's steps over the
// table, a ring on what each talks about, its place kept under CoachKey
// and reported in Status.Coach. URL options
// set.<key>=<value> choose the setup of a launched game (launch.go). Every
// way into a game (an address, Continue, Start, Rematch, Load, Import)
// opens through one function, decide (launch.go, open.go), and the page's
// address then names the game on screen (platform.Host.ShowLaunch), so a
// reload brings it back; a game's mode screen, reached from the list of
// games in this build or another's, is named ?game=<id>&play=setup
// (platform.Launch.Choose), which reopens it and deals nothing. Each frame it produces a ui.Frame, which package render
// paints; so the whole flow, the hand-off screens and what each screen
// shows are tested natively with a fake platform.Host.
//
//	s := shell.New(host, platform.Launch{})
//	s.Resize(1280, 720)
//	f := s.Frame()             // draws the title screen
//	s.Press("title.play")      // as a click on that button would
//	s.Update(shell.Input{Dt: 1.0 / 60})
package shell
