package ui

import (
	"math"
	"slices"
	"strings"
	"sync"
	"unicode/utf8"

	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"

	"overdeck/assets"
)

// Measuring text is most of what building a frame costs: every line is
// fitted and wrapped again each frame, and the font answers each glyph's
// advance and each pair's kerning by reading its tables. A table asks for
// the same lines, and the same few hundred glyphs and pairs, every frame,
// so each face keeps what it was told: a line's width (up to keptLines
// lines, then it starts again), and under it each glyph's advance and each
// pair's kerning (in arrays for ASCII, maps for the rest). The sums are
// the font package's MeasureString, glyph by glyph, so a width is the same
// to the last 1/64 px.

// keptLines bounds the lines one face remembers.
const keptLines = 4096

// known is a set of the 128 ASCII code points.
type known [2]uint64

func (k *known) has(c rune) bool { return k[c>>6]&(1<<(c&63)) != 0 }
func (k *known) add(c rune)      { k[c>>6] |= 1 << (c & 63) }

// kernRow is the kerning of one ASCII glyph before each ASCII glyph.
type kernRow struct {
	known
	by [128]fixed.Int26_6
}

// widths is one face's lines, advances and kerning pairs, as asked so far.
type widths struct {
	face      font.Face
	lines     map[string]fixed.Int26_6
	asciiSeen known
	ascii     [128]fixed.Int26_6
	asciiKern [128]*kernRow
	advance   map[rune]fixed.Int26_6
	kern      map[[2]rune]fixed.Int26_6
}

// faceKey names a face: its size in whole pixels, and bold or regular.
type faceKey struct {
	px   int
	bold bool
}

var (
	measureMu sync.Mutex
	measured  = map[faceKey]*widths{}
)

// advanceOf is glyph c's advance.
func (w *widths) advanceOf(c rune) fixed.Int26_6 {
	if c >= 0 && c < 128 {
		if !w.asciiSeen.has(c) {
			w.ascii[c], _ = w.face.GlyphAdvance(c)
			w.asciiSeen.add(c)
		}
		return w.ascii[c]
	}
	a, ok := w.advance[c]
	if !ok {
		a, _ = w.face.GlyphAdvance(c)
		w.advance[c] = a
	}
	return a
}

// kernOf is the kerning between glyphs a and b, a first.
func (w *widths) kernOf(a, b rune) fixed.Int26_6 {
	if a >= 0 && a < 128 && b >= 0 && b < 128 {
		row := w.asciiKern[a]
		if row == nil {
			row = &kernRow{}
			w.asciiKern[a] = row
		}
		if !row.has(b) {
			row.by[b] = w.face.Kern(a, b)
			row.add(b)
		}
		return row.by[b]
	}
	pair := [2]rune{a, b}
	k, ok := w.kern[pair]
	if !ok {
		k = w.face.Kern(a, b)
		w.kern[pair] = k
	}
	return k
}

// wrapKey is what Wrap was asked.
type wrapKey struct {
	s       string
	size, w float64
	bold    bool
}

// wrapCache keeps the lines Wrap returned, up to keptLines texts (then it
// starts again): a frame wraps the same texts in the same boxes as the
// frame before.
type wrapCache struct {
	mu    sync.Mutex
	lines map[wrapKey][]string
}

var wrapped = wrapCache{lines: map[wrapKey][]string{}}

// get returns a copy of the lines kept for k.
func (c *wrapCache) get(k wrapKey) ([]string, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	lines, ok := c.lines[k]
	return slices.Clone(lines), ok
}

// put keeps lines for k (a copy: the caller owns lines).
func (c *wrapCache) put(k wrapKey, lines []string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.lines) >= keptLines {
		clear(c.lines)
	}
	c.lines[k] = slices.Clone(lines)
}

// faceOf returns the widths of the face of px pixels; measureMu is held.
func faceOf(px int, bold bool) *widths {
	k := faceKey{max(px, 1), bold}
	w := measured[k]
	if w == nil {
		w = &widths{face: assets.Face(k.px, bold), lines: map[string]fixed.Int26_6{},
			advance: map[rune]fixed.Int26_6{}, kern: map[[2]rune]fixed.Int26_6{}}
		measured[k] = w
	}
	return w
}

// width returns the advance of s, as font.MeasureString does.
func (w *widths) width(s string) fixed.Int26_6 {
	if sum, ok := w.lines[s]; ok {
		return sum
	}
	var sum fixed.Int26_6
	prev := rune(-1)
	for _, c := range s {
		if prev >= 0 {
			sum += w.kernOf(prev, c)
		}
		sum += w.advanceOf(c)
		prev = c
	}
	if len(w.lines) >= keptLines {
		clear(w.lines)
	}
	w.lines[s] = sum
	return sum
}

// measure returns the advance of s in the face of px pixels (bold or
// regular), in 1/64 px, as font.MeasureString does.
func measure(s string, px int, bold bool) fixed.Int26_6 {
	measureMu.Lock()
	defer measureMu.Unlock()
	return faceOf(px, bold).width(s)
}

// wrapWords appends to out the lines Wrap breaks paragraph para into. A
// line and the next word are measured apart and joined by a space and the
// kerning either side of it, which is what measuring them joined would
// sum, glyph by glyph: so each word is measured once, not each line
// again for every word added.
func wrapWords(out []string, para string, size, limit float64, bold bool) []string {
	measureMu.Lock()
	defer measureMu.Unlock()
	w := faceOf(int(math.Round(size)), bold)
	space := w.advanceOf(' ')
	line, lineW, last := "", fixed.Int26_6(0), rune(-1)
	for _, word := range strings.Fields(para) {
		first, _ := utf8.DecodeRuneInString(word)
		wordW := w.width(word)
		if line == "" {
			line, lineW = word, wordW
		} else {
			tryW := lineW + w.kernOf(last, ' ') + space + w.kernOf(' ', first) + wordW
			if float64(tryW)/64 > limit {
				out = append(out, line)
				line, lineW = word, wordW
			} else {
				line, lineW = line+" "+word, tryW
			}
		}
		last, _ = utf8.DecodeLastRuneInString(word)
	}
	if line != "" {
		out = append(out, line)
	}
	return out
}

// Measure returns the width of s in CSS pixels at size, in the theme's
// typeface (bold or regular).
func Measure(s string, size float64, bold bool) float64 {
	return float64(measure(s, int(math.Round(size)), bold)) / 64
}
