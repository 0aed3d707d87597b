// Package subset cuts a TrueType font down to the glyphs of a set of runes,
// for a smaller page: the glyphs of those runes (and the parts composite
// glyphs are built from) keep their outlines and metrics bit for bit, and
// the rest goes.
//
// The hinting goes too (glyph instructions, fpgm, prep, cvt): the
// rasteriser Overdeck draws with (golang.org/x/image/font/sfnt) never runs
// it. So do glyph names (post becomes format 3) and the name table's
// Macintosh copies of the Windows records; the copyright and licence
// records stay.
//
//	small, err := subset.Font(goregular.TTF, subset.Keep)
package subset

import (
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
)

// ErrFont is wrapped by every error about a font Font cannot read.
var ErrFont = errors.New("subset: unsupported or damaged font")

var be = binary.BigEndian

// table is one table of a font: its tag and its bytes.
type table struct {
	tag  string
	data []byte
}

// readTables returns the tables of a TrueType font, by tag.
func readTables(ttf []byte) (map[string][]byte, error) {
	if len(ttf) < 12 || be.Uint32(ttf) != 0x00010000 {
		return nil, fmt.Errorf("%w: not a TrueType font", ErrFont)
	}
	n := int(be.Uint16(ttf[4:]))
	if len(ttf) < 12+16*n {
		return nil, fmt.Errorf("%w: table directory cut short", ErrFont)
	}
	tables := map[string][]byte{}
	for i := range n {
		rec := ttf[12+16*i:]
		off, size := int(be.Uint32(rec[8:])), int(be.Uint32(rec[12:]))
		if off < 0 || size < 0 || off+size > len(ttf) {
			return nil, fmt.Errorf("%w: table %q out of bounds", ErrFont, rec[:4])
		}
		tables[string(rec[:4])] = ttf[off : off+size]
	}
	for _, tag := range []string{"cmap", "glyf", "head", "hhea", "hmtx", "loca", "maxp"} {
		if tables[tag] == nil {
			return nil, fmt.Errorf("%w: no %s table", ErrFont, tag)
		}
	}
	return tables, nil
}

// Font returns ttf with only the glyphs of the runes keep accepts, the
// glyphs their composites use, and glyph 0 (.notdef, drawn for any other
// rune). Glyphs are numbered afresh: .notdef, then the glyphs of the kept
// runes in rune order, then composite parts.
func Font(ttf []byte, keep func(rune) bool) ([]byte, error) {
	t, err := readTables(ttf)
	if err != nil {
		return nil, err
	}
	numGlyphs := int(be.Uint16(t["maxp"][4:]))
	longLoca := be.Uint16(t["head"][50:]) == 1
	glyphs, err := splitGlyphs(t["glyf"], t["loca"], numGlyphs, longLoca)
	if err != nil {
		return nil, err
	}
	cmap, err := readCmap(t["cmap"])
	if err != nil {
		return nil, err
	}

	// The new order of glyphs: old index by new, and new by old.
	order := []int{0}
	newID := map[int]int{0: 0}
	add := func(old int) {
		if _, ok := newID[old]; !ok {
			newID[old] = len(order)
			order = append(order, old)
		}
	}
	runes := make([]rune, 0, len(cmap))
	for r := range cmap {
		if keep(r) && cmap[r] != 0 && cmap[r] < numGlyphs {
			runes = append(runes, r)
		}
	}
	slices.Sort(runes)
	for _, r := range runes {
		add(cmap[r])
	}
	for i := 0; i < len(order); i++ { // order grows as composites add parts
		parts, err := components(glyphs[order[i]])
		if err != nil {
			return nil, fmt.Errorf("glyph %d: %w", order[i], err)
		}
		for _, p := range parts {
			if p >= numGlyphs {
				return nil, fmt.Errorf("%w: glyph %d uses missing glyph %d", ErrFont, order[i], p)
			}
			add(p)
		}
	}

	var glyf []byte
	loca := make([]int, 0, len(order)+1)
	for _, old := range order {
		g, err := stripGlyph(glyphs[old], newID)
		if err != nil {
			return nil, fmt.Errorf("glyph %d: %w", old, err)
		}
		loca = append(loca, len(glyf))
		glyf = append(glyf, g...)
		for len(glyf)%4 != 0 {
			glyf = append(glyf, 0)
		}
	}
	loca = append(loca, len(glyf))

	newCmap := map[rune]int{}
	for _, r := range runes {
		newCmap[r] = newID[cmap[r]]
	}
	out := []table{
		{"OS/2", t["OS/2"]},
		{"cmap", writeCmap(newCmap)},
		{"gasp", t["gasp"]},
		{"glyf", glyf},
		{"head", nil}, // written last: it holds the checksum of the whole font
		{"hhea", nil},
		{"hmtx", nil},
		{"loca", nil},
		{"maxp", nil},
		{"name", windowsNames(t["name"])},
		{"post", post3(t["post"])},
	}
	hmtx, numHMetrics, err := writeHmtx(t["hmtx"], int(be.Uint16(t["hhea"][34:])), numGlyphs, order)
	if err != nil {
		return nil, err
	}
	short := len(glyf) < 0x20000
	for i := range out {
		switch out[i].tag {
		case "head":
			out[i].data = slices.Clone(t["head"])
			be.PutUint32(out[i].data[8:], 0) // checkSumAdjustment, set below
			be.PutUint16(out[i].data[50:], map[bool]uint16{true: 0, false: 1}[short])
		case "hhea":
			out[i].data = slices.Clone(t["hhea"])
			be.PutUint16(out[i].data[34:], uint16(numHMetrics))
		case "hmtx":
			out[i].data = hmtx
		case "loca":
			out[i].data = writeLoca(loca, short)
		case "maxp": // the other maxima stay true upper bounds
			out[i].data = slices.Clone(t["maxp"])
			be.PutUint16(out[i].data[4:], uint16(len(order)))
		}
	}
	out = slices.DeleteFunc(out, func(t table) bool { return t.data == nil })
	return writeFont(out), nil
}
