// Package render is Overdeck's Ebiten layer, kept thin: App implements
// ebiten.Game, turns mouse, touch and keyboard input into the shell's
// intents, and paints the ui.Frame each scene draws, at device pixels
// (HiDPI) while everything else works in CSS pixels. The flow of scenes
// lives in render/shell, the layout math in render/layout, the drawing
// vocabulary in render/ui and each game's table in render/<game>, none of
// which imports Ebiten.
//
// The page's main (package wasm) does little more than:
//
//	app := render.NewApp(host, launch)
//	// window.overdeck.status() -> app.Status(); mirror <- app.Buttons();
//	// a mirror button's click -> app.Press(id)
//	ebiten.RunGame(app)
package render
