package render

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"

	"overdeck/assets"
)

// keepFrames is how long a line of text no frame has drawn stays cached.
const keepFrames = 120

// glyphCache keeps each line of text drawn recently as an image: white
// glyphs, tinted when drawn. Text is rendered with golang.org/x/image's
// font.Drawer straight from the embedded TrueType fonts, which measured
// smaller in the wasm than Ebiten's text/v2 faces.
type glyphCache struct {
	frame   int
	entries map[glyphKey]*glyphEntry
}

type glyphKey struct {
	text string
	px   int
	bold bool
}

type glyphEntry struct {
	img  *ebiten.Image
	used int
}

func newGlyphCache() *glyphCache { return &glyphCache{entries: map[glyphKey]*glyphEntry{}} }

// tick starts a new frame.
func (g *glyphCache) tick() { g.frame++ }

// get returns the image of text at px pixels, or nil for blank text.
func (g *glyphCache) get(text string, px int, bold bool) *ebiten.Image {
	k := glyphKey{text, px, bold}
	if e := g.entries[k]; e != nil {
		e.used = g.frame
		return e.img
	}
	face := assets.Face(px, bold)
	m := face.Metrics()
	w := font.MeasureString(face, text).Ceil() + 2
	h := (m.Ascent + m.Descent).Ceil()
	if w <= 2 || h <= 0 {
		return nil
	}
	rgba := image.NewRGBA(image.Rect(0, 0, w, h))
	d := font.Drawer{Dst: rgba, Src: image.White, Face: face, Dot: fixed.Point26_6{X: fixed.I(1), Y: m.Ascent}}
	d.DrawString(text)
	e := &glyphEntry{img: ebiten.NewImageFromImage(rgba), used: g.frame}
	g.entries[k] = e
	return e.img
}

// sweep frees the images no recent frame has drawn.
func (g *glyphCache) sweep() {
	if g.frame%keepFrames != 0 {
		return
	}
	for k, e := range g.entries {
		if g.frame-e.used > keepFrames {
			e.img.Deallocate()
			delete(g.entries, k)
		}
	}
}
