package subset

import "fmt"

// Composite glyph flags (OpenType glyf table).
const (
	argsAreWords     = 0x0001
	haveScale        = 0x0008
	moreComponents   = 0x0020
	haveXYScale      = 0x0040
	haveTwoByTwo     = 0x0080
	haveInstructions = 0x0100
)

// splitGlyphs cuts glyf into the numGlyphs glyphs loca points at; an empty
// glyph (a space) is an empty slice.
func splitGlyphs(glyf, loca []byte, numGlyphs int, long bool) ([][]byte, error) {
	at := func(i int) int {
		if long {
			return int(be.Uint32(loca[4*i:]))
		}
		return 2 * int(be.Uint16(loca[2*i:]))
	}
	if size := map[bool]int{true: 4, false: 2}[long]; len(loca) < size*(numGlyphs+1) {
		return nil, fmt.Errorf("%w: loca cut short", ErrFont)
	}
	glyphs := make([][]byte, numGlyphs)
	for i := range glyphs {
		a, b := at(i), at(i+1)
		if a > b || b > len(glyf) {
			return nil, fmt.Errorf("%w: glyph %d out of bounds", ErrFont, i)
		}
		glyphs[i] = glyf[a:b]
	}
	return glyphs, nil
}

// components returns the glyphs a composite glyph is built from; none for
// a simple or empty glyph.
func components(g []byte) ([]int, error) {
	var parts []int
	err := eachComponent(g, func(at, _ int) { parts = append(parts, int(be.Uint16(g[at+2:]))) })
	return parts, err
}

// eachComponent calls f with the offset and size of each component record
// of a composite glyph, and checks the records lie within g.
func eachComponent(g []byte, f func(at, size int)) error {
	if len(g) < 10 || int16(be.Uint16(g)) >= 0 {
		return nil
	}
	for at := 10; ; {
		if at+4 > len(g) {
			return fmt.Errorf("%w: composite glyph cut short", ErrFont)
		}
		flags := be.Uint16(g[at:])
		size := 4 + 4
		if flags&argsAreWords == 0 {
			size = 4 + 2
		}
		switch {
		case flags&haveScale != 0:
			size += 2
		case flags&haveXYScale != 0:
			size += 4
		case flags&haveTwoByTwo != 0:
			size += 8
		}
		if at+size > len(g) {
			return fmt.Errorf("%w: composite glyph cut short", ErrFont)
		}
		f(at, size)
		at += size
		if flags&moreComponents == 0 {
			return nil
		}
	}
}

// stripGlyph returns a copy of glyph g without its hinting instructions,
// its components renumbered by newID.
func stripGlyph(g []byte, newID map[int]int) ([]byte, error) {
	if len(g) == 0 {
		return nil, nil
	}
	if len(g) < 10 {
		return nil, fmt.Errorf("%w: glyph cut short", ErrFont)
	}
	contours := int(int16(be.Uint16(g)))
	if contours >= 0 { // simple: header, contour ends, instructions, points
		at := 10 + 2*contours
		if at+2 > len(g) {
			return nil, fmt.Errorf("%w: glyph cut short", ErrFont)
		}
		skip := int(be.Uint16(g[at:]))
		if at+2+skip > len(g) {
			return nil, fmt.Errorf("%w: glyph instructions out of bounds", ErrFont)
		}
		out := append([]byte{}, g[:at]...)
		out = append(out, 0, 0)
		return append(out, g[at+2+skip:]...), nil
	}
	out := append([]byte{}, g...)
	end := 0
	err := eachComponent(out, func(at, size int) {
		be.PutUint16(out[at:], be.Uint16(out[at:])&^haveInstructions)
		be.PutUint16(out[at+2:], uint16(newID[int(be.Uint16(out[at+2:]))]))
		end = at + size
	})
	return out[:end], err
}
