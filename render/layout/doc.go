// Package layout computes where things go on the screen from the window's
// size: rectangles cut from proportions of the window, menu columns, rows of
// cards, and the few sizes (text, buttons) everything else is derived from.
// It imports no Ebiten, so every layout is unit-tested natively.
//
// All lengths are CSS pixels; the renderer multiplies by the device scale.
//
//	m := layout.For(390, 844)            // a phone held upright
//	menu := m.Menu(4)                    // four buttons, centred
//	cards := layout.CardRow(area, 13, m.Button, 0.7, 6)
package layout
