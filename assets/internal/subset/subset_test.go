package subset

import (
	"errors"
	"slices"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

var fonts = map[string][]byte{"Go Regular": goregular.TTF, "Go Bold": gobold.TTF}

// sizes are the pixel sizes the tests draw at: small print to a title.
var sizes = []fixed.Int26_6{fixed.I(9), fixed.I(14), fixed.I(18), fixed.I(37), fixed.I(64)}

// TestKeptGlyphsDrawAsBefore: every rune the subset keeps has the outline,
// advance and bounds it had in the whole font at every size, hinted or not,
// and the font's metrics are unchanged; every other rune is glyph 0.
func TestKeptGlyphsDrawAsBefore(t *testing.T) {
	for name, ttf := range fonts {
		small, err := Font(ttf, Keep)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if len(small) >= len(ttf)/2 {
			t.Errorf("%s: %d bytes from %d: hardly smaller", name, len(small), len(ttf))
		}
		kept := compareFonts(t, name, ttf, small, Keep)
		if kept < 350 {
			t.Errorf("%s: only %d runes kept", name, kept)
		}
	}
}

// TestKeepingEverythingDrawsAsBefore: with every rune kept, nothing but the
// hinting and the glyph names goes.
func TestKeepingEverythingDrawsAsBefore(t *testing.T) {
	all := func(rune) bool { return true }
	for name, ttf := range fonts {
		small, err := Font(ttf, all)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if kept := compareFonts(t, name, ttf, small, all); kept < 700 {
			t.Errorf("%s: only %d runes kept", name, kept)
		}
	}
}

// compareFonts checks what TestKeptGlyphsDrawAsBefore says of small, cut
// from whole by keep, and returns how many runes it kept.
func compareFonts(t *testing.T, name string, whole, small []byte, keep func(rune) bool) int {
	t.Helper()
	a, err := sfnt.Parse(whole)
	if err != nil {
		t.Fatal(err)
	}
	b, err := sfnt.Parse(small)
	if err != nil {
		t.Fatalf("%s: the subset does not parse: %v", name, err)
	}
	if a.UnitsPerEm() != b.UnitsPerEm() {
		t.Errorf("%s: units per em %v, was %v", name, b.UnitsPerEm(), a.UnitsPerEm())
	}
	var ba, bb sfnt.Buffer
	for _, ppem := range sizes {
		for _, h := range []font.Hinting{font.HintingNone, font.HintingFull} {
			ma, _ := a.Metrics(&ba, ppem, h)
			mb, err := b.Metrics(&bb, ppem, h)
			if err != nil || ma != mb {
				t.Errorf("%s at %v: metrics %+v (%v), were %+v", name, ppem, mb, err, ma)
			}
		}
	}
	kept := 0
	for r := rune(0); r < 0x10000; r++ {
		ga, err := a.GlyphIndex(&ba, r)
		if err != nil || ga == 0 {
			continue
		}
		gb, err := b.GlyphIndex(&bb, r)
		if err != nil {
			t.Fatalf("%s: %U: %v", name, r, err)
		}
		if !keep(r) {
			if gb != 0 {
				t.Errorf("%s: %U kept, though not asked for", name, r)
			}
			continue
		}
		if gb == 0 {
			t.Errorf("%s: %U lost", name, r)
			continue
		}
		kept++
		for _, ppem := range sizes {
			sa, err := a.LoadGlyph(&ba, ga, ppem, nil)
			if err != nil {
				t.Fatalf("%s: %U: the whole font: %v", name, r, err)
			}
			if r == 'A' && len(sa) < 3 {
				t.Fatalf("%s: A has %d segments", name, len(sa))
			}
			sa = slices.Clone(sa)
			sb, err := b.LoadGlyph(&bb, gb, ppem, nil)
			if err != nil || !slices.Equal(sa, sb) {
				t.Errorf("%s: %U at %v: outline differs (%v)", name, r, ppem, err)
			}
			for _, h := range []font.Hinting{font.HintingNone, font.HintingFull} {
				boundsA, advA, _ := a.GlyphBounds(&ba, ga, ppem, h)
				boundsB, advB, err := b.GlyphBounds(&bb, gb, ppem, h)
				if err != nil || boundsA != boundsB || advA != advB {
					t.Errorf("%s: %U at %v: bounds %v advance %v (%v), were %v %v", name, r, ppem, boundsB, advB, err, boundsA, advA)
				}
			}
		}
	}
	return kept
}

func TestKeep(t *testing.T) {
	for _, r := range "Az09 éüßÿŁœ–—…•‹›€™←→−≤♥♠■\uFFFD" {
		if !Keep(r) {
			t.Errorf("%q (%U) not kept", r, r)
		}
	}
	for _, r := range "ΩЖ╬█ﬁ✔" {
		if Keep(r) {
			t.Errorf("%q (%U) kept", r, r)
		}
	}
}

func TestDamagedFontsAreErrors(t *testing.T) {
	ttf := goregular.TTF
	for name, b := range map[string][]byte{
		"empty":           nil,
		"not TrueType":    append([]byte("OTTO"), ttf[4:]...),
		"directory short": ttf[:40],
		"tables cut":      ttf[:len(ttf)/2],
	} {
		if _, err := Font(b, Keep); !errors.Is(err, ErrFont) {
			t.Errorf("%s: err = %v, want ErrFont", name, err)
		}
	}
}
