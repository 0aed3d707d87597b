// Package ui is the drawing vocabulary shared by the shell and the game
// tables: a Frame is a display list (filled and outlined rounded
// rectangles, lines of text) plus the interactive elements drawn in it,
// each reported as a platform.Button for the page's accessible mirror.
//
// Scenes and tables draw into a Frame; package render paints it with
// Ebiten. ui itself imports no Ebiten, so what a screen shows (and, above
// all, what it does not show) is tested natively by reading the Frame.
//
//	f := ui.NewFrame(m, "")
//	f.Heading(title, "Overdeck")
//	f.Button(ui.Btn{ID: "title.play", Label: "Play", Rect: r, Enabled: true})
package ui
