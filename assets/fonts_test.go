package assets

import (
	"testing"

	"golang.org/x/image/font"
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
