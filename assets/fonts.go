package assets

import (
	_ "embed"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
)

//go:generate go run ./internal/mkfonts

// RegularTTF and BoldTTF are the TrueType files of the two typefaces: Go
// Regular and Go Bold cut down to the runes Overdeck draws, without the
// hinting its rasteriser never runs (internal/mkfonts makes them, see
// fonts/README for their licence).
var (
	//go:embed fonts/goregular.ttf
	RegularTTF []byte
	//go:embed fonts/gobold.ttf
	BoldTTF []byte
)

type faceKey struct {
	px   int
	bold bool
}

var (
	mu      sync.Mutex
	parsed  [2]*opentype.Font
	faces   = map[faceKey]font.Face{}
	maxFace = 64 // faces kept; sizes beyond are rebuilt (rare: a resize)
)

// Face returns the typeface (bold or regular) at px pixels per em, hinted
// for sharp glyphs on screen. Faces are cached and shared; use them from
// one goroutine at a time. It panics if the embedded font cannot be parsed,
// which would be a broken build, not a runtime condition.
func Face(px int, bold bool) font.Face {
	px = max(px, 1)
	mu.Lock()
	defer mu.Unlock()
	k := faceKey{px, bold}
	if f := faces[k]; f != nil {
		return f
	}
	i, ttf := 0, RegularTTF
	if bold {
		i, ttf = 1, BoldTTF
	}
	if parsed[i] == nil {
		f, err := opentype.Parse(ttf)
		if err != nil {
			panic("assets: embedded font: " + err.Error())
		}
		parsed[i] = f
	}
	f, err := opentype.NewFace(parsed[i], &opentype.FaceOptions{Size: float64(px), DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		panic("assets: embedded font face: " + err.Error())
	}
	if len(faces) >= maxFace {
		clear(faces)
	}
	faces[k] = f
	return f
}
