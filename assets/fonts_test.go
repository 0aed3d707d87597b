package assets

import (
	"bytes"
	"testing"

	"overdeck/assets/internal/subset"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

func TestFacesMeasureAndAreCached(t *testing.T) {
	small, big := Face(12, false), Face(24, false)
	if Face(12, false) != small {
		t.Error("the same size gives a new face")
	}
	ws, wb := font.MeasureString(small, "Play"), font.MeasureString(big, "Play")
	if ws <= 0 || wb < ws*3/2 {
		t.Errorf("widths 12px %v, 24px %v", ws, wb)
	}
	if font.MeasureString(Face(24, true), "Play") <= 0 {
		t.Error("bold face measures nothing")
	}
	if m := big.Metrics(); m.Ascent.Ceil() < 15 || m.Ascent.Ceil() > 26 {
		t.Errorf("24px ascent = %v", m.Ascent)
	}
}

// TestFontFilesAreTheSubset: the committed fonts are what internal/mkfonts
// makes from the Go fonts of the x/image version go.mod names (after a
// change to either, run go generate ./assets).
func TestFontFilesAreTheSubset(t *testing.T) {
	for name, f := range map[string]struct{ committed, whole []byte }{
		"fonts/goregular.ttf": {RegularTTF, goregular.TTF},
		"fonts/gobold.ttf":    {BoldTTF, gobold.TTF},
	} {
		want, err := subset.Font(f.whole, subset.Keep)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(f.committed, want) {
			t.Errorf("%s is not the subset internal/mkfonts makes: run go generate ./assets", name)
		}
	}
}
