// Package assets holds everything the game draws with that is not code: for
// now the two typefaces, Go Regular and Go Bold (BSD-licensed, from
// golang.org/x/image/font/gofont, by Bigelow & Holmes for the Go project;
// fonts/README has the licence). To keep the page small they are cut down
// to the runes the games write (Latin letters, punctuation, a few symbols:
// internal/subset.Keep says which) and lose their hinting, which the
// rasteriser never runs; `go generate ./assets` makes them again.
// It imports no Ebiten: faces are golang.org/x/image/font faces, so text can
// be measured in native tests, and the renderer draws them itself.
//
//	f := assets.Face(18, false) // Go Regular, 18 px
//	w := font.MeasureString(f, "Play")
package assets
