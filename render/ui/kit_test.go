package ui

import (
	"strings"
	"testing"

	"overdeck/render/layout"
)

// TestPalette_Contrast: every swatch's ink, and the theme's text colours
// on the grounds they are drawn on, reach WCAG AA (4.5:1).
func TestPalette_Contrast(t *testing.T) {
	for key := range swatches {
		sw := SwatchOf(key)
		if c := Contrast(sw.Fill, sw.Ink); c < 4.5 {
			t.Errorf("swatch %s: ink on fill %.2f:1", key, c)
		}
	}
	for i := Icon(1); i < NumIcons; i++ {
		sw := i.Swatch()
		if c := Contrast(sw.Fill, sw.Ink); c < 4.5 {
			t.Errorf("icon %s badge: %.2f:1", i.Name(), c)
		}
	}
	pairs := []struct {
		name    string
		ink, bg Color
	}{
		{"Ink on Background", Ink, Background}, {"Ink on Felt", Ink, Felt}, {"Ink on FeltEdge", Ink, FeltEdge},
		{"Ink on Panel", Ink, Panel}, {"InkDim on Panel", InkDim, Panel}, {"InkDim on FeltEdge", InkDim, FeltEdge},
		{"InkDim on Background", InkDim, Background}, {"CardInk on CardFace", CardInk, CardFace},
		{"ButtonInk on ButtonFill", ButtonInk, ButtonFill}, {"ButtonInk on ButtonOn", ButtonInk, ButtonOn},
		{"Accent on Panel", Accent, Panel}, {"Accent on FeltEdge", Accent, FeltEdge},
		{"Hurt on Panel", Hurt, Panel}, {"Heal on Panel", Heal, Panel},
	}
	for _, p := range pairs {
		if c := Contrast(p.ink, p.bg); c < 4.5 {
			t.Errorf("%s: %.2f:1", p.name, c)
		}
	}
	if c := Contrast(0xffffffff, 0x000000ff); c < 20.9 || c > 21.1 {
		t.Errorf("white on black %.2f, want 21", c)
	}
}

// TestIcons_EveryIconDrawsInsideItsBox: every icon has a name, a word, is
// found by its name, and draws polygons, all inside the square it was
// given.
func TestIcons_EveryIconDrawsInsideItsBox(t *testing.T) {
	seen := map[string]bool{}
	for i := Icon(1); i < NumIcons; i++ {
		if i.Name() == "" || i.Word() == "" || seen[i.Name()] {
			t.Errorf("icon %d: name %q word %q (duplicate %v)", i, i.Name(), i.Word(), seen[i.Name()])
		}
		seen[i.Name()] = true
		if got, ok := IconNamed(i.Name()); !ok || got != i {
			t.Errorf("IconNamed(%q) = %d, %v", i.Name(), got, ok)
		}
		f := NewFrame(layout.For(800, 600), "")
		box := layout.Rect{X: 100, Y: 100, W: 64, H: 64}
		f.Icon(box, i, Ink, Panel)
		if len(f.Ops) < 1 {
			t.Errorf("icon %s draws nothing", i.Name())
		}
		for k := 0; k+1 < len(f.Pts); k += 2 {
			x, y := f.Pts[k], f.Pts[k+1]
			if x < box.X-1 || y < box.Y-1 || x > box.X+box.W+1 || y > box.Y+box.H+1 {
				t.Errorf("icon %s draws at (%.1f, %.1f), outside %v", i.Name(), x, y, box)
				break
			}
		}
	}
}

// TestEmblem_SameNameSamePicture: an emblem depends on the name alone,
// and is drawn inside its box.
func TestEmblem_SameNameSamePicture(t *testing.T) {
	draw := func(name string, hero bool) *Frame {
		f := NewFrame(layout.For(800, 600), "")
		r := layout.Rect{X: 10, Y: 10, W: 120, H: 90}
		if hero {
			f.HeroEmblem(r, name, Fire, Leaf)
		} else {
			f.Emblem(r, name, Fire, Leaf)
		}
		for k := 0; k+1 < len(f.Pts); k += 2 {
			if f.Pts[k] < r.X-1 || f.Pts[k+1] < r.Y-1 || f.Pts[k] > r.X+r.W+1 || f.Pts[k+1] > r.Y+r.H+1 {
				t.Fatalf("%s draws outside its box at (%.1f, %.1f)", name, f.Pts[k], f.Pts[k+1])
			}
		}
		return f
	}
	for _, hero := range []bool{false, true} {
		a, b := draw("Chargroar", hero), draw("Chargroar", hero)
		if len(a.Pts) == 0 || len(a.Pts) != len(b.Pts) {
			t.Fatalf("two drawings of one name differ: %d, %d points", len(a.Pts), len(b.Pts))
		}
	}
	if EmblemParts("Chargroar") == EmblemParts("Cleansitoad") {
		t.Error("two names with the same parts")
	}
}

// TestCardFrame_DrawsItsParts: a big card shows its name, type, stats,
// text and footer; a small one keeps its name and leaves the rest out
// rather than cutting it.
func TestCardFrame_DrawsItsParts(t *testing.T) {
	c := CardFrame{Name: "Chargroar", Type: "Assassin", Icons: []Icon{IconElectric, IconFire}, Color: Electric, Second: Fire,
		Emblem: "Chargroar", Stats: []Stat{{Icon: IconHeart, Value: "8"}, {Icon: IconSpeed, Value: "5"}},
		Text: "Flip 1: this attack ignores the target's defense.", Footer: "Complexity 1"}
	f := NewFrame(layout.For(1280, 720), "")
	f.DrawCard(layout.Rect{X: 10, Y: 10, W: 240, H: 340}, c)
	got := strings.Join(f.Texts(), "|")
	for _, want := range []string{"Chargroar", "Assassin", "8", "5", "Complexity 1", "Flip"} {
		if !strings.Contains(got, want) {
			t.Errorf("big card lacks %q: %s", want, got)
		}
	}
	if o := f.Overflows(); len(o) > 0 {
		t.Errorf("big card overflows: %q", o)
	}
	f = NewFrame(layout.For(360, 640), "")
	f.DrawCard(layout.Rect{X: 10, Y: 10, W: 90, H: 70}, c)
	if got := strings.Join(f.Texts(), "|"); !strings.Contains(got, "Chargroar") || strings.Contains(got, "Flip") {
		t.Errorf("small card shows %s", got)
	}
}

// TestOverflows_FindsCutText: a text too long for its box is reported,
// one that fits is not.
func TestOverflows_FindsCutText(t *testing.T) {
	f := NewFrame(layout.For(800, 600), "")
	f.Text(layout.Rect{X: 0, Y: 0, W: 400, H: 30}, "Fits", 16, Ink, Left, false)
	if o := f.Overflows(); len(o) != 0 {
		t.Fatalf("fitting text reported: %q", o)
	}
	f.Text(layout.Rect{X: 0, Y: 40, W: 40, H: 30}, "A sentence far too long for forty pixels", 16, Ink, Left, false)
	f.Text(layout.Rect{X: 0, Y: 80, W: 400, H: 8}, "Tall", 16, Ink, Left, false)
	if o := f.Overflows(); len(o) != 2 {
		t.Errorf("overflows %q, want 2", o)
	}
}
